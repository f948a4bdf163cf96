// A worker's week explained stretch by stretch (issue 27), asked for one card at a time: each workday's stretches with
// their times in the company's zone, hours, label and the rule that priced them ("overtime 1.5x, daily over 8
// (California LC 510)"). The server labels that one worker on request (GET /api/payroll?segmentsOf=).
import { useQuery } from "@tanstack/react-query";
import { ChevronDown, ChevronUp } from "lucide-react";
import { useState } from "react";
import type { PaySegmentView } from "@shared/api/payroll";
import { minutesToHours } from "@shared/domain/payroll";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { formatDayKey, formatTimeIn } from "@/lib/zoned-time";
import { payrollQueries } from "../payroll-api";

const LABEL_TONE: Record<PaySegmentView["label"], string> = {
  regular: "text-slate-700",
  overtime: "text-amber-800",
  double_time: "text-red-800",
};

function byDay(segments: readonly PaySegmentView[]): [string, PaySegmentView[]][] {
  const days = new Map<string, PaySegmentView[]>();
  for (const segment of segments) days.set(segment.dayKey, [...(days.get(segment.dayKey) ?? []), segment]);
  return [...days.entries()];
}

function SegmentList({ weekOf, workerId, timeZone }: { weekOf: string; workerId: number; timeZone: string }) {
  const explained = useQuery(payrollQueries.segments(weekOf, workerId));
  if (explained.isPending) return <Skeleton className="h-24" aria-label="Loading the hours explained" />;
  if (explained.isError) {
    return <ErrorState title="Could not explain the hours" message={errorMessage(explained.error)} onRetry={() => void explained.refetch()} retrying={explained.isFetching} />;
  }
  const days = byDay(explained.data.segments ?? []);
  if (days.length === 0) return <p className="text-sm text-slate-600">No finished hours in this week.</p>;
  return (
    <ol className="grid gap-3" data-testid="pay-segments">
      {days.map(([day, segments]) => (
        <li key={day}>
          <h4 className="text-sm font-semibold text-slate-900">{formatDayKey(day, "EEE, MMM d")}</h4>
          <ul className="mt-1 grid gap-1">
            {segments.map((segment) => (
              <li key={`${segment.entryId}-${segment.start}`} className="grid grid-cols-[auto_1fr] gap-x-3 text-sm" data-testid="pay-segment">
                <span className="tabular-nums text-slate-900">
                  {formatTimeIn(segment.start, timeZone)}–{formatTimeIn(segment.end, timeZone)} · {minutesToHours(segment.minutes).toFixed(2)} h
                </span>
                <span className={cn("min-w-0", LABEL_TONE[segment.label])}>{segment.text}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** "Explain hours" under a worker's pay card: opens that worker's stretches, loaded when first opened. */
export function PaySegments({ weekOf, workerId, workerName, timeZone }: { weekOf: string; workerId: number; workerName: string; timeZone: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-3 grid gap-2 border-t border-slate-200 pt-2">
      <Button variant="ghost" className="justify-between" aria-expanded={open} onClick={() => setOpen((was) => !was)} aria-label={`Explain ${workerName}'s hours`}>
        Explain hours {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
      </Button>
      {open ? <SegmentList weekOf={weekOf} workerId={workerId} timeZone={timeZone} /> : null}
    </div>
  );
}
