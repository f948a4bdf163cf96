// The rate and active changes made during the payroll week, for the approver to read before pressing Approve.
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { changedByText, describeWorkerChange, formatChangeTime } from "@/lib/worker-change-text";
import { timesheetQueries } from "../api";

export function usePayChanges(weekOf: string, enabled: boolean) {
  return useQuery({ ...timesheetQueries.payChanges(weekOf), enabled });
}

export function PayChanges({ weekOf, timeZone }: { weekOf: string; timeZone: string }) {
  const changes = usePayChanges(weekOf, true);
  return (
    <section aria-labelledby="pay-changes-heading" className="grid grid-cols-1 gap-2" data-testid="pay-changes">
      <h3 id="pay-changes-heading" className="text-base font-semibold text-slate-900">
        Pay changes this week
      </h3>
      {changes.isPending ? (
        <Skeleton className="h-10" />
      ) : changes.isError ? (
        <p role="alert" className="text-base text-red-900">
          Could not load this week's pay changes: {errorMessage(changes.error)}
        </p>
      ) : changes.data.changes.length === 0 ? (
        <p className="text-base text-slate-600">No hourly rate or active status was changed this week.</p>
      ) : (
        <ul className="grid grid-cols-1 divide-y divide-amber-200 rounded-lg border border-amber-300 bg-amber-50">
          {changes.data.changes.map((change) => (
            <li key={change.id} className="flex gap-2 px-3 py-2 text-amber-950">
              <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <div className="min-w-0">
                <p className="text-base">
                  <span className="font-semibold">{change.workerName}</span> · <span className="tabular-nums">{describeWorkerChange(change)}</span>
                </p>
                <p className="text-sm">
                  {changedByText(change)} on <time dateTime={change.changedAt}>{formatChangeTime(change, timeZone)}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
