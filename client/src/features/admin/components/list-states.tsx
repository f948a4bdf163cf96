// Loading, empty and error states shared by the two admin lists.
import { AlertTriangle, Inbox, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";

export function ListLoading({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-3">
      <p className="text-base text-slate-600">{label}</p>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-16 w-full" />
      ))}
    </div>
  );
}

export function ListEmpty({ title, description }: { title: string; description: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-slate-300 px-4 py-10 text-center">
      <Inbox className="size-8 text-slate-500" aria-hidden="true" />
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      <p className="max-w-md text-base text-slate-600">{description}</p>
    </div>
  );
}

export function ListError({ title, error, onRetry, retrying }: { title: string; error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-card border border-red-200 bg-red-50 px-4 py-8 text-center">
      <AlertTriangle className="size-8 text-red-700" aria-hidden="true" />
      <p className="text-lg font-semibold text-red-900">{title}</p>
      <p className="max-w-md text-base text-red-900">{errorMessage(error)}</p>
      <Button variant="outline" onClick={onRetry} pending={retrying}>
        {retrying ? null : <RefreshCw aria-hidden="true" />}
        Retry
      </Button>
    </div>
  );
}
