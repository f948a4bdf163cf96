// The Worker line of a crew member's punch (the tracker, the Clock In / Out dialog): their own name, shown as a fact,
// not a control (a read-only input would take the dialog's first focus and look like something to edit).
import { useQuery } from "@tanstack/react-query";
import { UserRound } from "lucide-react";
import { timeClockQueries } from "../api";

export function OwnWorkerField({ workerId }: { workerId: number }) {
  const workers = useQuery(timeClockQueries.workers());
  const name = workers.data?.find((w) => w.id === workerId)?.name;
  return (
    <div className="grid gap-1.5" data-testid="own-worker">
      <p className="text-base leading-6 font-medium text-slate-900">Worker</p>
      <p className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 text-base text-slate-900">
        <UserRound className="size-5 shrink-0 text-slate-600" aria-hidden="true" />
        <span className="min-w-0 truncate">{name ?? (workers.isPending ? "Loading..." : "You")}</span>
      </p>
      <p className="text-sm text-slate-600">You clock yourself in and out.</p>
    </div>
  );
}
