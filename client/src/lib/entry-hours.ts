// An entry's hours as the timesheet's cards and desk table write them: its paid hours once it is closed, and its paid
// hours so far while it runs (issue 26: an open entry read "0.00", as if nobody were working); and a worker's total
// over a day of several entries (a job switch, two shifts), so the office need not add them up.
import { openEntryMinutesAt } from "@shared/domain/breaks";
import { minutesToHours } from "@shared/domain/payroll";

export interface HoursOfEntry {
  clockInTime: string;
  clockOutTime: string | null;
  hoursWorked: string | null;
  /** Its timed breaks: an unpaid one is not paid so far either. */
  breaks: readonly { startedAt: string; endedAt: string | null; paid: boolean }[];
}

/** Hours in hundredths, the 2 decimals shown, so a day's total is exactly the sum of the figures its rows show. */
function entryHundredthsOfHour(entry: HoursOfEntry, nowMs: number): number {
  if (entry.clockOutTime !== null) return Math.round(Number(entry.hoursWorked ?? 0) * 100);
  const breaks = entry.breaks.map((b) => ({ startedAt: new Date(b.startedAt), endedAt: b.endedAt === null ? null : new Date(b.endedAt), paid: b.paid }));
  return Math.round(minutesToHours(openEntryMinutesAt({ clockInTime: new Date(entry.clockInTime), breaks }, new Date(nowMs))) * 100);
}

function hoursText(hundredthsOfHour: number, running: boolean): string {
  const hours = (hundredthsOfHour / 100).toFixed(2);
  return running ? `${hours} so far` : hours;
}

/** "8.50", or "3.25 so far" for a running entry at `nowMs`. */
export function entryHoursText(entry: HoursOfEntry, nowMs: number): string {
  return hoursText(entryHundredthsOfHour(entry, nowMs), entry.clockOutTime === null);
}

export interface WorkerDayTotal {
  /** "7.75", or "6.25 so far" while one of the entries runs. */
  hoursText: string;
  entryCount: number;
}

/**
 * The day totals of the workers with more than one of `entries` (one day's), by worker id: each of their rows shows
 * it, as a day's rows in clock-in order (or any column's) are apart. A worker with one entry has none: its row says it.
 */
export function workerDayTotals(entries: readonly (HoursOfEntry & { workerId: number })[], nowMs: number): Map<number, WorkerDayTotal> {
  const byWorker = new Map<number, { hundredthsOfHour: number; entryCount: number; running: boolean }>();
  for (const entry of entries) {
    const total = byWorker.get(entry.workerId) ?? { hundredthsOfHour: 0, entryCount: 0, running: false };
    total.hundredthsOfHour += entryHundredthsOfHour(entry, nowMs);
    total.entryCount += 1;
    total.running ||= entry.clockOutTime === null;
    byWorker.set(entry.workerId, total);
  }
  const totals = new Map<number, WorkerDayTotal>();
  for (const [workerId, total] of byWorker) {
    if (total.entryCount < 2) continue;
    totals.set(workerId, { hoursText: hoursText(total.hundredthsOfHour, total.running), entryCount: total.entryCount });
  }
  return totals;
}
