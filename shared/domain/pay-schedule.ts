// Pay schedules (issue 27 step 4, PAYROLL.md section 1): a pay period groups days for approval, pay and export; the
// workweek, over which overtime is computed, is a different thing. Weekly and biweekly periods are whole workweeks,
// counted from a date on which a period starts (the anchor, on the workweek's first day); semi-monthly periods are
// the 1st-15th and the 16th-end of each month, and monthly ones whole months, so both cut workweeks: such a
// workweek's days in the earlier period still count toward its 40 hours (carried), and its overtime belongs to the
// period in which it ends. Pure calendar arithmetic on date keys: no zone, so DST cannot move a period's days.
import { addDays, dayOfWeek, daysBetween, isDateKey, parseDateKey, workweekStartKey, type DateKey } from "./work-week";
import { formatDateKey } from "./day-key";

export const PAY_FREQUENCIES = ["weekly", "biweekly", "semimonthly", "monthly"] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];

export const PAY_FREQUENCY_LABELS: Record<PayFrequency, string> = {
  weekly: "Weekly",
  biweekly: "Every two weeks",
  semimonthly: "Twice a month",
  monthly: "Monthly",
};

/** What a pay period is called on screen: the spec's "week" for a weekly company, else "period". */
export const periodNoun = (frequency: PayFrequency): "week" | "period" => (frequency === "weekly" ? "week" : "period");

/** The spec's schedule: weekly, Sunday to Saturday. */
export const DEFAULT_PAY_FREQUENCY: PayFrequency = "weekly";

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Weekly and biweekly periods count from an anchor date; semi-monthly and monthly ones follow the calendar. */
export const periodsHaveAnchor = (frequency: PayFrequency): frequency is "weekly" | "biweekly" => frequency === "weekly" || frequency === "biweekly";

/** The days a weekly or biweekly period lasts. */
const PERIOD_DAYS: Record<"weekly" | "biweekly", number> = { weekly: 7, biweekly: 14 };

export interface PaySchedule {
  payFrequency: PayFrequency;
  /** 0 = Sunday ... 6 = Saturday: the first day of every workweek. */
  workweekStartsOn: number;
  /** A date on which a weekly or biweekly period starts (on the workweek's first day); unused by the others. */
  payPeriodAnchor: DateKey | null;
}

/** A period's or a workweek's first and last day, both included. */
export interface DaySpan {
  startDate: DateKey;
  endDate: DateKey;
}

/** What is wrong with a schedule, under the field to change; null when it is whole. */
export function payScheduleProblem(schedule: PaySchedule): { field: "workweekStartsOn" | "payPeriodAnchor"; message: string } | null {
  if (!Number.isInteger(schedule.workweekStartsOn) || schedule.workweekStartsOn < 0 || schedule.workweekStartsOn > 6) {
    return { field: "workweekStartsOn", message: "The workweek starts on a day from Sunday (0) to Saturday (6)" };
  }
  if (!periodsHaveAnchor(schedule.payFrequency)) return null;
  // A body's own check refuses text that is no date; a rule that reads it must not throw on it either.
  if (schedule.payPeriodAnchor !== null && !isDateKey(schedule.payPeriodAnchor)) {
    return { field: "payPeriodAnchor", message: "payPeriodAnchor must be a date like 2026-03-01" };
  }
  if (schedule.payPeriodAnchor === null) {
    return schedule.payFrequency === "biweekly" ? { field: "payPeriodAnchor", message: "Choose a date on which a pay period starts" } : null;
  }
  if (dayOfWeek(schedule.payPeriodAnchor) !== schedule.workweekStartsOn) {
    return { field: "payPeriodAnchor", message: `A pay period starts on the workweek's first day, a ${WEEKDAY_NAMES[schedule.workweekStartsOn]}` };
  }
  return null;
}

/** The workweek holding the day: from its last `workweekStartsOn` day, seven days. */
export function workweekOf(day: DateKey, workweekStartsOn: number): DaySpan {
  const startDate = workweekStartKey(day, workweekStartsOn);
  return { startDate, endDate: addDays(startDate, 6) };
}

/** The last day of the day's month. */
function monthEnd(day: DateKey): DateKey {
  const { year, month } = parseDateKey(day);
  return addDays(formatDateKey({ year: month === 12 ? year + 1 : year, month: month === 12 ? 1 : month + 1, day: 1 }), -1);
}

/** The pay period holding the day under the schedule (which payScheduleProblem finds whole). */
export function payPeriodOf(day: DateKey, schedule: PaySchedule): DaySpan {
  const { year, month, day: date } = parseDateKey(day);
  switch (schedule.payFrequency) {
    case "semimonthly":
      return date <= 15
        ? { startDate: formatDateKey({ year, month, day: 1 }), endDate: formatDateKey({ year, month, day: 15 }) }
        : { startDate: formatDateKey({ year, month, day: 16 }), endDate: monthEnd(day) };
    case "monthly":
      return { startDate: formatDateKey({ year, month, day: 1 }), endDate: monthEnd(day) };
    case "weekly":
    case "biweekly": {
      const length = PERIOD_DAYS[schedule.payFrequency];
      // Without an anchor a weekly period is simply the workweek.
      const anchor = schedule.payPeriodAnchor ?? workweekOf(day, schedule.workweekStartsOn).startDate;
      const periods = Math.floor(daysBetween(anchor, day) / length);
      const startDate = addDays(anchor, periods * length);
      return { startDate, endDate: addDays(startDate, length - 1) };
    }
  }
}

/** A workweek a period shows: its days, and the days of it outside the period on either side. */
export interface PeriodWorkweek extends DaySpan {
  /** Its days before the period (their hours count toward its 40, and were paid in the period before); else null. */
  carriedFrom: DaySpan | null;
  /** Its days after the period: its overtime is paid in the next period, where it ends; else null. */
  continuesInto: DaySpan | null;
}

/** The workweeks a period touches, in order, with the days each has outside it. */
export function workweeksOf(period: DaySpan, workweekStartsOn: number): PeriodWorkweek[] {
  const weeks: PeriodWorkweek[] = [];
  for (let week = workweekOf(period.startDate, workweekStartsOn); week.startDate <= period.endDate; week = workweekOf(addDays(week.endDate, 1), workweekStartsOn)) {
    weeks.push({
      ...week,
      carriedFrom: week.startDate < period.startDate ? { startDate: week.startDate, endDate: addDays(period.startDate, -1) } : null,
      continuesInto: week.endDate > period.endDate ? { startDate: addDays(period.endDate, 1), endDate: week.endDate } : null,
    });
  }
  return weeks;
}

/**
 * The period holding the day. An approval's record keeps its days whatever the schedule says since; otherwise the
 * schedule's period, cut where it meets a recorded one, so a schedule change starts after the last recorded period
 * (its first period may be shorter or longer than the rest) and no two periods ever share a day.
 */
export function resolvePayPeriod(day: DateKey, schedule: PaySchedule, records: readonly DaySpan[]): DaySpan {
  const recorded = records.find((r) => r.startDate <= day && day <= r.endDate);
  if (recorded) return { startDate: recorded.startDate, endDate: recorded.endDate };
  let { startDate, endDate } = payPeriodOf(day, schedule);
  for (const r of records) {
    if (r.endDate < day && r.endDate >= startDate) startDate = addDays(r.endDate, 1);
    if (r.startDate > day && r.startDate <= endDate) endDate = addDays(r.startDate, -1);
  }
  return { startDate, endDate };
}

/** How far a period reaches from any of its days: a month, so the records that can cut it are those this near. */
export const LONGEST_PERIOD_DAYS = 31;

/**
 * The days a pay period can be asked of: its own days, its workweeks and the day before them that labels read stay
 * within the calendar dates the app reads (years 1000 to 9999), so a period of 9999-12-31, which would end in year
 * 10000, is refused as input rather than failing to be computed.
 */
export const FIRST_PAY_DAY = "1000-03-01";
export const LAST_PAY_DAY = "9999-10-31";
export const isPayDay = (value: unknown): value is DateKey => isDateKey(value) && value >= FIRST_PAY_DAY && value <= LAST_PAY_DAY;
