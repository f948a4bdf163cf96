// A pay period's workweeks (issue 27 step 4), shown when the period is not simply one workweek: overtime is counted per
// workweek, so the office sees which workweeks the period holds, which began in the period before (their earlier
// hours count toward 40 and are carried in) and which run on into the next (their later days, and any weekly overtime
// they make, are paid there).
import type { PayrollWeekView, PeriodWorkweekView } from "../payroll-api";
import { formatDayKey } from "@/lib/zoned-time";

const day = (key: string) => formatDayKey(key, "EEE, MMM d");

/** Whether the period is anything but one whole workweek (a weekly company's spec week shows nothing more). */
export const showsWorkweeks = (period: Pick<PayrollWeekView, "workweeks">) =>
  period.workweeks.length > 1 || period.workweeks.some((w) => w.carriedFrom !== null || w.continuesInto !== null);

function workweekText(week: PeriodWorkweekView): string {
  const span = `${day(week.startDate)} – ${day(week.endDate)}`;
  if (week.carriedFrom) {
    const workers = week.carriedHours.length;
    const carried = workers === 0 ? "no hours were worked then" : `${workers} ${workers === 1 ? "worker's" : "workers'"} hours from then count toward its 40`;
    return `${span}: began in the period before (${day(week.carriedFrom.startDate)} – ${day(week.carriedFrom.endDate)}); ${carried}.`;
  }
  if (week.continuesInto) {
    return `${span}: runs on into the next period; its days from ${day(week.continuesInto.startDate)}, and any weekly overtime it makes, are paid there.`;
  }
  return `${span}`;
}

export function PeriodWorkweeks({ period }: { period: Pick<PayrollWeekView, "workweeks"> }) {
  if (!showsWorkweeks(period)) return null;
  return (
    <div className="grid gap-1" data-testid="period-workweeks">
      <p className="text-sm font-medium text-slate-700">Workweeks (overtime is counted per workweek)</p>
      <ul className="grid gap-1 text-sm text-slate-600">
        {period.workweeks.map((week) => (
          <li key={week.startDate}>{workweekText(week)}</li>
        ))}
      </ul>
    </div>
  );
}

/** A worker's hours carried into the period: worked on the days of its first workweek that fell in the period before. */
export function carriedHoursOf(period: Pick<PayrollWeekView, "workweeks">, workerId: number): { hours: number; from: string; to: string } | null {
  const first = period.workweeks[0];
  const carried = first?.carriedFrom ? first.carriedHours.find((c) => c.workerId === workerId) : undefined;
  return carried && first.carriedFrom ? { hours: carried.hours, from: first.carriedFrom.startDate, to: first.carriedFrom.endDate } : null;
}

export const carriedHoursText = (carried: { hours: number; from: string; to: string }) =>
  `${carried.hours.toFixed(2)} h worked ${day(carried.from)} – ${day(carried.to)}, paid in the period before, count toward this workweek's 40.`;
