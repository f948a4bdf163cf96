// Loading, empty and error states of a list or a panel: what happens, and the button that does something about it.
import { AlertTriangle, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Button } from "./button";
import { Skeleton } from "./skeleton";

/** A list on its way: what is loading, over placeholder rows. */
export function LoadingState({ label, rows = 3, className }: { label: string; rows?: number; className?: string }) {
  return (
    <div role="status" className={cn("grid gap-3", className)}>
      <p className="text-base text-slate-600">{label}</p>
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} className="h-16 w-full" />
      ))}
    </div>
  );
}

type EmptyStateProps = { icon?: ReactNode; title: string; description?: ReactNode; action?: ReactNode; className?: string };

export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div className={cn("flex flex-col items-center gap-3 rounded-card border border-dashed border-slate-300 px-4 py-8 text-center", className)}>
      {icon ? (
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-600 [&_svg]:size-6" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className="text-base font-medium text-slate-800">{title}</p>
      {description ? <p className="max-w-prose text-base text-slate-600">{description}</p> : null}
      {action}
    </div>
  );
}

type ErrorStateProps = { title?: string; message?: string; onRetry: () => void; retrying?: boolean; className?: string };

export function ErrorState({ title = "Could not load this", message, onRetry, retrying, className }: ErrorStateProps) {
  return (
    <div role="alert" className={cn("flex flex-col items-center gap-3 rounded-card border border-red-200 bg-red-50 px-4 py-6 text-center", className)}>
      <AlertTriangle className="size-6 text-red-700" aria-hidden="true" />
      <p className="text-base font-semibold text-red-900">{title}</p>
      {message ? <p className="max-w-prose text-base text-red-900">{message}</p> : null}
      <Button variant="outline" onClick={onRetry} pending={retrying}>
        {retrying ? null : <RotateCw aria-hidden="true" />}
        Retry
      </Button>
    </div>
  );
}
