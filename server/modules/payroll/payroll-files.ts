// The Payroll tab's two CSV files, from figures the service has already read: one line per worker (the cards'
// columns) and one line per closed entry. Pure. Both re-add: a worker's hours and pay are the sums of their pay lines
// (pay-lines.ts), and the entries' hours are shares of those lines. In the workers file columns added later go last,
// so readers of the older columns by position still find them; the meal and double-time columns appear only where
// the week has them.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { weekShowsDoubleTime, type PayrollWeekView } from "@shared/api/payroll";
import { centsToDecimalString } from "@shared/domain/money";
import { LOCATION_STATUS_TEXT, locationStatusOf } from "@shared/api/time-clock-views";
import { apportionHundredths, PAY_LABELS, type PayLabel } from "@shared/domain/pay-lines";
import type { OvertimeRule } from "@shared/domain/overtime-labels";
import type { InstantRange } from "@shared/domain/work-week";
import { workweekOf } from "@shared/domain/pay-schedule";
import type { EntryPay } from "./entry-pay";
import { csvDocument } from "./payroll-csv";
import type { WeekEntryRow } from "./payroll.repo";

export interface CsvFile {
  filename: string;
  content: string;
}

/** One line per worker: the Payroll card's columns plus worker id and the week's dates. */
export function workersCsvFile(view: PayrollWeekView): CsvFile {
  const mealRuleOn = view.mealBreakRule !== "off";
  const doubleTime = weekShowsDoubleTime(view);
  const rows = view.workers.map((w) => [
    w.workerId,
    w.workerName,
    view.weekStart,
    view.weekEnd,
    w.regularHours.toFixed(2),
    w.overtimeHours.toFixed(2),
    w.totalHours.toFixed(2),
    // Mixed rates in one week cannot be one number; the entries CSV shows each entry's rate.
    w.hourlyRate ?? w.rates.join(" / "),
    w.regularPay,
    w.overtimePay,
    w.grossPay,
    // The meal columns only while the company checks a meal rule (off: the file is as before).
    ...(mealRuleOn ? [w.mealBreakMissedDays.join(" "), view.mealPremiumPaid ? w.mealPremiumPay : centsToDecimalString(0)] : []),
    ...(doubleTime ? [w.doubleTimeHours.toFixed(2), w.doubleTimePay] : []),
  ]);
  const header = [
    "Worker ID",
    "Worker Name",
    "Week Start",
    "Week End",
    "Regular Hours",
    "Overtime Hours",
    "Total Hours",
    "Hourly Rate",
    "Regular Pay",
    "Overtime Pay",
    "Gross Pay",
    // The premium is in Gross Pay when paid.
    ...(mealRuleOn ? ["Missed Meal Break Days", "Meal Premium Pay"] : []),
    // Double time is in Total Hours and Gross Pay.
    ...(doubleTime ? ["Double Time Hours", "Double Time Pay"] : []),
  ];
  return { filename: `payroll-${view.weekStart}.csv`, content: csvDocument(header, rows) };
}

export type EntryFileRow = WeekEntryRow & { costCode: string | null; costCodeName: string | null };

/**
 * Each entry's hundredths per label: the worker's line (workweek x label x rate, rounded once) shared among its
 * entries, so the entries of a worker add up to the Payroll card's and the workers file's hours exactly, over a pay
 * period of several workweeks too. The desk grid's day cells are these shares added up by day.
 */
export function entryHundredths(
  figures: readonly EntryPay[],
  byId: ReadonlyMap<number, { workerId: number; hourlyRate: string | null }>,
  workweekStartsOn: number,
): Map<number, Record<PayLabel, number>> {
  const lines = new Map<string, { ids: number[]; minutes: number[] }>();
  const minutesOf = (f: EntryPay): Record<PayLabel, number> => ({ regular: f.regularMinutes, overtime: f.overtimeMinutes, double_time: f.doubleTimeMinutes });
  for (const f of figures) {
    const e = byId.get(f.id)!;
    const workweek = workweekOf(f.dayKey, workweekStartsOn).startDate;
    for (const label of PAY_LABELS) {
      const key = `${e.workerId}|${workweek}|${e.hourlyRate}|${label}`;
      const line = lines.get(key) ?? { ids: [], minutes: [] };
      line.ids.push(f.id);
      line.minutes.push(minutesOf(f)[label]);
      lines.set(key, line);
    }
  }
  const shares = new Map(figures.map((f) => [f.id, { regular: 0, overtime: 0, double_time: 0 }]));
  for (const [key, line] of lines) {
    const label = key.slice(key.lastIndexOf("|") + 1) as PayLabel;
    apportionHundredths(line.minutes).forEach((hundredths, index) => (shares.get(line.ids[index])![label] = hundredths));
  }
  return shares;
}

/** Where a punch was: its coordinates, or the place typed as text; empty when neither. */
function placeOf(latitude: string | null, longitude: string | null, typed: string | null): string {
  if (latitude !== null && longitude !== null) return `${Number(latitude)}, ${Number(longitude)}`;
  return typed?.trim() ?? "";
}

/**
 * One line per closed entry of the week: its hours per label (shares of the worker's pay lines, so they re-add to
 * the workers file), its unpaid breaks, cost code, the location verdict and where it was punched. No pay: pay exists
 * on a worker's lines only (hours x rate, rounded once), never per entry.
 */
export function entriesCsvFile(
  week: InstantRange & { startKey: string },
  entries: readonly EntryFileRow[],
  figures: readonly EntryPay[],
  context: { timeZone: string; rule: OvertimeRule; workweekStartsOn: number },
): CsvFile {
  const { timeZone } = context;
  const byId = new Map(entries.map((e) => [e.id, e]));
  const inWeek = figures.filter((f) => byId.has(f.id));
  const shares = entryHundredths(inWeek, byId, context.workweekStartsOn);
  const doubleTime = context.rule === "california" || inWeek.some((f) => f.doubleTimeMinutes > 0);
  const localTime = (date: Date | null) => (date ? format(new TZDate(date.getTime(), timeZone), "yyyy-MM-dd HH:mm") : null);
  const hours = (hundredths: number) => (hundredths / 100).toFixed(2);
  const rows = inWeek.map((f) => {
    const e = byId.get(f.id)!;
    const share = shares.get(f.id)!;
    return [
      e.id,
      e.workerId,
      e.workerName,
      e.projectId,
      e.projectName,
      f.dayKey,
      localTime(e.clockInTime),
      localTime(e.clockOutTime),
      hours(share.regular + share.overtime + share.double_time),
      hours(share.regular),
      hours(share.overtime),
      ...(doubleTime ? [hours(share.double_time)] : []),
      e.breakTime,
      e.costCode,
      e.costCodeName,
      LOCATION_STATUS_TEXT[locationStatusOf(e)],
      placeOf(e.clockInLatitude, e.clockInLongitude, e.location),
      placeOf(e.clockOutLatitude, e.clockOutLongitude, e.clockOutLocation),
      e.notes,
    ];
  });
  const header = [
    "Entry ID",
    "Worker ID",
    "Worker Name",
    "Project ID",
    "Project Name",
    "Day",
    `Clock In (${timeZone})`,
    `Clock Out (${timeZone})`,
    "Hours Worked",
    "Regular Hours",
    "Overtime Hours",
    ...(doubleTime ? ["Double Time Hours"] : []),
    "Unpaid Break Minutes",
    "Cost Code",
    "Cost Code Name",
    "Location",
    "Clock In Where",
    "Clock Out Where",
    "Notes",
  ];
  return { filename: `payroll-entries-${week.startKey}.csv`, content: csvDocument(header, rows) };
}
