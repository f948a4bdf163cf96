// The Payroll tab's two CSV files, from figures the service has already read: one line per worker (the cards'
// columns) and one line per closed entry. Pure. Columns added later go last, so readers of the older columns by
// position still find them; the meal and double-time columns appear only where the week has them.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { weekShowsDoubleTime, type PayrollWeekView } from "@shared/api/payroll";
import { centsToDecimalString } from "@shared/domain/money";
import { minutesToHours } from "@shared/domain/payroll";
import type { OvertimeRule } from "@shared/domain/overtime-labels";
import type { InstantRange } from "@shared/domain/work-week";
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

/** One line per closed entry of the week, with its share of the labels' hours and pay (double time in overtime pay). */
export function entriesCsvFile(
  week: InstantRange & { startKey: string },
  entries: readonly EntryFileRow[],
  figures: readonly EntryPay[],
  context: { timeZone: string; rule: OvertimeRule },
): CsvFile {
  const { timeZone } = context;
  const byId = new Map(entries.map((e) => [e.id, e]));
  const inWeek = figures.filter((f) => byId.has(f.id));
  const doubleTime = context.rule === "california" || inWeek.some((f) => f.doubleTimeMinutes > 0);
  const localTime = (date: Date | null) => (date ? format(new TZDate(date.getTime(), timeZone), "yyyy-MM-dd HH:mm") : null);
  const rows = inWeek.map((f) => {
    const e = byId.get(f.id)!;
    return [
      e.id,
      e.workerId,
      e.workerName,
      e.projectId,
      e.projectName,
      f.dayKey,
      localTime(e.clockInTime),
      localTime(e.clockOutTime),
      f.hoursWorked,
      f.regularHours,
      f.overtimeHours,
      e.hourlyRate,
      f.overtimeRate,
      f.regularPay,
      f.overtimePay,
      f.totalPay,
      e.isLocationVerified ? "verified" : e.clockInLatitude !== null ? "recorded" : "none",
      e.notes,
      e.costCode,
      e.costCodeName,
      ...(doubleTime ? [minutesToHours(f.doubleTimeMinutes).toFixed(2)] : []),
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
    "Hourly Rate",
    "Overtime Rate",
    "Regular Pay",
    "Overtime Pay",
    "Total Pay",
    "Location",
    "Notes",
    "Cost Code",
    "Cost Code Name",
    // Its pay is in Overtime Pay (at 2x).
    ...(doubleTime ? ["Double Time Hours"] : []),
  ];
  return { filename: `payroll-entries-${week.startKey}.csv`, content: csvDocument(header, rows) };
}
