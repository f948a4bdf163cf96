// A worker's history for administrators, newest first, with when and by whom: every rate, active, archived and PIN
// change, and the account linked to it (its link, role and active changes; issue 14).
import { useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { knownCompanyTimeZone } from "@/lib/company-time-zone";
import { changedByText, describeWorkerChange, formatChangeTime } from "@/lib/worker-change-text";
import { workerQueries, type WorkerView } from "../api";

export function WorkerHistoryDialog({ worker, onOpenChange }: { worker: WorkerView | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={worker !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>History · {worker?.name}</DialogTitle>
          <DialogDescription>
            Every change of hourly rate, status, archiving and kiosk PIN, and of the account linked to this worker, newest first. A new rate
            applies from the next clock-in.
          </DialogDescription>
        </DialogHeader>
        {worker ? <HistoryList workerId={worker.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function HistoryList({ workerId }: { workerId: number }) {
  // Read afresh each time it opens: a role or link is changed from the Admin screen, which does not refresh this list.
  const changes = useQuery({ ...workerQueries.changes(workerId), staleTime: 0 });
  const timeZone = knownCompanyTimeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (changes.isPending) {
    return (
      <div className="grid grid-cols-1 gap-2" aria-label="Loading history">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  }
  if (changes.isError) {
    return <ErrorState title="Could not load the history" message={errorMessage(changes.error)} onRetry={() => void changes.refetch()} retrying={changes.isFetching} />;
  }
  if (changes.data.length === 0) {
    return <EmptyState icon={<History />} title="No changes recorded" description="Rate, status, kiosk PIN and account changes will be listed here." />;
  }
  return (
    <ol className="grid grid-cols-1 divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="History" data-testid="worker-history">
      {changes.data.map((change) => (
        <li key={`${change.field}-${change.id}`} className="grid grid-cols-1 gap-0.5 px-3 py-2.5">
          <p className="text-base font-semibold text-slate-900 tabular-nums">{describeWorkerChange(change)}</p>
          <p className="text-sm text-slate-600">
            <time dateTime={change.changedAt}>{formatChangeTime(change, timeZone, true)}</time> · {changedByText(change)}
          </p>
        </li>
      ))}
    </ol>
  );
}
