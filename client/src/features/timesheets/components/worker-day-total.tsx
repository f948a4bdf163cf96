// A worker's total over a day of several entries (workerDayTotals), under their name on each of them: a desk row or
// a phone card. Its parts wrap apart, so a narrow Worker column takes it on two or three lines, never wider.
import { cn } from "@/lib/cn";
import type { WorkerDayTotal } from "@/lib/entry-hours";

export function WorkerDayTotalLine({ total, className }: { total: WorkerDayTotal; className?: string }) {
  return (
    <span className={cn("block tabular-nums", className)} data-testid="worker-day-total">
      <span className="whitespace-nowrap">Day total</span> <span className="font-semibold whitespace-nowrap">{total.hoursText}</span>{" "}
      <span className="whitespace-nowrap">({total.entryCount} entries)</span>
    </span>
  );
}
