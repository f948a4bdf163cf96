// Empty and error panels for lists (DESIGN.md "Honest state"): what happened, and the button that helps.
import { AlertTriangle, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Button } from "./button";

export function EmptyState({
  icon,
  title,
  hint,
  action,
  className,
}: {
  icon?: ReactNode;
  title: string;
  hint?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center gap-3 rounded-card border border-dashed border-slate-300 bg-white px-6 py-10 text-center",
        className,
      )}
    >
      {icon ? <span className="text-slate-500 [&_svg]:size-8">{icon}</span> : null}
      <p className="text-lg font-medium text-slate-800">{title}</p>
      {hint ? <p className="text-base text-slate-600">{hint}</p> : null}
      {action}
    </div>
  );
}

export function ErrorState({
  title = "Could not load this list",
  message,
  onRetry,
  retrying = false,
  className,
}: {
  title?: string;
  message?: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div role="alert" className={cn("flex flex-col items-center gap-3 rounded-card border border-red-200 bg-red-50 px-6 py-8 text-center", className)}>
      <AlertTriangle className="size-8 text-red-700" aria-hidden="true" />
      <p className="text-lg font-medium text-red-900">{title}</p>
      {message ? <p className="text-base text-red-900">{message}</p> : null}
      <Button variant="outline" onClick={onRetry} pending={retrying}>
        {retrying ? null : <RotateCw aria-hidden="true" />}
        Retry
      </Button>
    </div>
  );
}
