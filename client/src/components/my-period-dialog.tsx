// The worker's own pay period before they sign it (issue 27 step 5), on their phone (the Weekly Summary's and the
// dashboard's card) and at a kiosk behind their PIN: each day's shifts with their project, times, unpaid breaks and
// hours, the day's hours per label, the period's totals, and the company's certification text. Hours only, never
// money, as crew see today. Signing sends the version of the hours and the text read (the caller's `signing`): a
// change since is refused, so nobody signs hours they did not see.
import { PAY_LABEL_NAMES } from "@shared/domain/pay-lines";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-field";
import { formatDayKey, formatTimeIn } from "@/lib/zoned-time";

import type { MyPeriodView } from "@shared/api/period-signatures";
import { formatHours } from "@/lib/format";

/** "Mar 8 – Mar 14" */
export const periodDaysText = (period: Pick<MyPeriodView, "startDate" | "endDate">) => `${formatDayKey(period.startDate, "MMM d")} – ${formatDayKey(period.endDate, "MMM d")}`;

function DayList({ period }: { period: MyPeriodView }) {
  if (period.days.length === 0) return <p className="text-base text-slate-700">No hours in this pay period.</p>;
  return (
    <ol className="grid gap-3" aria-label="Your days">
      {period.days.map((day) => (
        <li key={day.dayKey} className="rounded-lg border border-slate-200 p-3" data-testid="my-period-day">
          <div className="flex items-baseline justify-between gap-3">
            <h3 className="text-base font-semibold text-slate-900">{formatDayKey(day.dayKey)}</h3>
            <span className="text-base font-semibold tabular-nums text-slate-900">{formatHours(day.hours)} h</span>
          </div>
          <p className="text-sm text-slate-700">{day.labels.map((l) => `${formatHours(l.hours)} ${PAY_LABEL_NAMES[l.label].toLowerCase()}`).join(" · ")}</p>
          <ul className="mt-2 grid gap-1">
            {day.shifts.map((shift) => (
              <li key={shift.id} className="text-sm text-slate-700">
                <span className="font-medium text-slate-900">{shift.projectName}</span> · {formatTimeIn(shift.clockInTime, period.timeZone)}–
                {shift.clockOutTime ? formatTimeIn(shift.clockOutTime, period.timeZone) : "still clocked in"}
                {shift.breakMinutes > 0 ? ` · ${shift.breakMinutes} min break` : ""}
                {shift.clockOutTime ? ` · ${formatHours(shift.hours)} h` : ""}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function Totals({ period }: { period: MyPeriodView }) {
  const rows: [string, number][] = [
    [PAY_LABEL_NAMES.regular, period.regularHours],
    [PAY_LABEL_NAMES.overtime, period.overtimeHours],
    ...(period.doubleTimeHours > 0 ? ([[PAY_LABEL_NAMES.double_time, period.doubleTimeHours]] as [string, number][]) : []),
    ["Total", period.totalHours],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-base sm:grid-cols-4" aria-label="Your totals">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="font-semibold tabular-nums text-slate-900">{formatHours(value)} h</dd>
        </div>
      ))}
    </dl>
  );
}

/** How the period is signed where it is read: the request's state and the refusal to say, in its words. */
export interface PeriodSigning {
  pending: boolean;
  error: string | null;
  submit: () => void;
}

export function MyPeriodDialog({ period, open, onOpenChange, signing }: { period: MyPeriodView; open: boolean; onOpenChange: (open: boolean) => void; signing: PeriodSigning }) {
  const signed = period.signature.status === "signed";
  const canSign = period.signRefusal === null && !signed;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Your hours, {periodDaysText(period)}</DialogTitle>
          <DialogDescription>Each shift counts on the day it started ({period.timeZone} time). Check every day before you sign.</DialogDescription>
        </DialogHeader>
        <DayList period={period} />
        <Totals period={period} />
        <figure className="grid gap-1 rounded-lg border-2 border-slate-300 p-3">
          <figcaption className="text-sm font-semibold text-slate-700">What you sign</figcaption>
          <blockquote className="text-base text-slate-900" data-testid="certification-text">
            {period.certificationText.text}
          </blockquote>
        </figure>
        {period.signRefusal && !signed ? <p className="text-base text-slate-700">{period.signRefusal}</p> : null}
        <FormAlert message={signing.error} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {canSign ? "Not now" : "Close"}
          </Button>
          {canSign ? (
            <Button onClick={signing.submit} pending={signing.pending}>
              {signing.pending ? "Signing..." : "Sign my hours"}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
