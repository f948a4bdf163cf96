// Payroll figures: an entry's payable minutes, and a week's pay in integer cents from minutes already labelled
// regular, overtime or double time (pay-evaluation.ts labels them under the company's preset).
//
// Rounding (issue 27): a worker's minutes under one label at one rate in a workweek become hours rounded once to the
// hundredth, and their pay is those rounded hours x the label's rate, rounded once to the cent (pay-lines.ts), as the
// payroll provider recomputes it. A worker's hours and pay per label are the sums of their lines, the total hours the
// sum of the labels' and gross pay the sum of the labels' pay: everything re-adds to the hundredth and to the cent.
import { centsTimesFraction } from "./money";
import { PAY_LABEL_MULTIPLIER, PAY_LABELS, workweekPayLines, type MinutesByRate, type PayLabel, type PayLine } from "./pay-lines";

export const DAILY_REGULAR_MINUTES = 8 * 60;
export const WEEKLY_REGULAR_MINUTES = 40 * 60;

/** A label's rate of an hourly rate, rounded to the cent: overtime of 1875 c/h -> 2813 c/h. For display and stored rows only. */
export function labelRateCents(hourlyRateCents: number, label: PayLabel): number {
  const { numerator, denominator } = PAY_LABEL_MULTIPLIER[label];
  return centsTimesFraction(hourlyRateCents, numerator, denominator);
}

/** The overtime rate of an hourly rate, rounded to the cent: 1875 c/h -> 2813 c/h. For display and stored rows only. */
export const overtimeRateCents = (hourlyRateCents: number): number => labelRateCents(hourlyRateCents, "overtime");

/**
 * Minutes at a label's multiple of the hourly rate, rounded once to the cent. From the exact rate, not the rounded
 * overtimeRateCents: at 1875 c/h, 10 overtime hours are 28125 c (2812.5 c/h), not 28130 (2813 c/h).
 */
export function labelPayCents(hourlyRateCents: number, label: PayLabel, minutes: number): number {
  const { numerator, denominator } = PAY_LABEL_MULTIPLIER[label];
  return centsTimesFraction(hourlyRateCents, minutes * numerator, 60 * denominator);
}

export interface PayrollEntry {
  workerId: number;
  clockInTime: Date;
  /** null while the worker is still clocked in; such entries are left out of payroll. */
  clockOutTime: Date | null;
  /** null when the worker has no rate: the minutes still count, the pay is 0. */
  hourlyRateCents: number | null;
  breakMinutes?: number | null;
}

export interface PayrollFigures {
  regularMinutes: number;
  overtimeMinutes: number;
  doubleTimeMinutes: number;
  totalMinutes: number;
  /** Hours to the hundredth, each label the sum of its rounded lines; totalHours is their sum (it re-adds). */
  regularHours: number;
  overtimeHours: number;
  doubleTimeHours: number;
  totalHours: number;
  regularPayCents: number;
  overtimePayCents: number;
  doubleTimePayCents: number;
  grossPayCents: number;
  entryCount: number;
}

export interface WorkerPayrollLine extends PayrollFigures {
  workerId: number;
  /** The rate when every entry has the same one; null when the rates are mixed or not set. */
  hourlyRateCents: number | null;
  /** Distinct rates among the worker's entries, ascending. */
  rates: number[];
  /** Entries without a rate, paid 0; the screen can warn about them. */
  entriesWithoutRate: number;
  /**
   * The weighted regular rate (cents per hour, rounded for display) when the worker worked at two or more rates and the
   * rule pays overtime on it (29 CFR 778.115); null otherwise.
   */
  weightedRateCents: number | null;
  /** The week's pay lines (label x rate), whose hours and pay the figures above add up. */
  lines: PayLine[];
}

export interface PayrollTotals extends PayrollFigures {
  workerCount: number;
}

export interface PayrollReport {
  workers: WorkerPayrollLine[];
  totals: PayrollTotals;
}

function assertValidDate(value: Date, name: string): number {
  const time = value.getTime();
  if (Number.isNaN(time)) throw new RangeError(`${name} is an invalid date`);
  return time;
}

function assertRate(rate: number | null): void {
  if (rate !== null && (!Number.isSafeInteger(rate) || rate < 0)) {
    throw new RangeError(`hourlyRateCents must be a non-negative integer or null, got ${rate}`);
  }
}

/**
 * Payable whole minutes: floor((clock-out - clock-in) in seconds / 60) minus the break, never below 0.
 * Truncating to whole minutes means a few seconds never round up into paid time. 0 while the entry is open.
 * The one definition of an entry's hours (issue 15): its stored hoursWorked (so the timesheet, the Weekly Summary and
 * its over-8 badge), the payroll week and both exports all read these minutes; the break is the unpaid minutes of its
 * timed breaks (unpaidBreakMinutes in breaks.ts) or those typed on a manual entry.
 */
export function entryDurationMinutes(entry: Pick<PayrollEntry, "clockInTime" | "clockOutTime" | "breakMinutes">): number {
  if (entry.clockOutTime === null) return 0;
  const breakMinutes = entry.breakMinutes ?? 0;
  if (!Number.isSafeInteger(breakMinutes) || breakMinutes < 0) {
    throw new RangeError(`breakMinutes must be a non-negative integer, got ${breakMinutes}`);
  }
  const elapsedSeconds = Math.floor(
    (assertValidDate(entry.clockOutTime, "clockOutTime") - assertValidDate(entry.clockInTime, "clockInTime")) / 1000,
  );
  return Math.max(0, Math.floor(elapsedSeconds / 60) - breakMinutes);
}

/** Minutes as hours rounded to 2 decimals, for display only: never compute pay from it. */
export function minutesToHours(minutes: number): number {
  return Math.round((minutes * 100) / 60) / 100;
}

interface LineAccumulator {
  workerId: number;
  minutes: MinutesByRate;
  entryCount: number;
  entriesWithoutRate: number;
}

/** Sums of the lines' hundredths and pay per label; minutes are the exact ones the lines were rounded from. */
function figures(minutes: Record<PayLabel, number>, lines: readonly Pick<PayLine, "label" | "hundredths" | "payCents">[], entryCount: number): PayrollFigures {
  const hundredths = labelRecord(() => 0);
  const payCents = labelRecord(() => 0);
  for (const line of lines) {
    hundredths[line.label] += line.hundredths;
    payCents[line.label] += line.payCents;
  }
  const hours = (value: number) => value / 100;
  return {
    regularMinutes: minutes.regular,
    overtimeMinutes: minutes.overtime,
    doubleTimeMinutes: minutes.double_time,
    totalMinutes: minutes.regular + minutes.overtime + minutes.double_time,
    regularHours: hours(hundredths.regular),
    overtimeHours: hours(hundredths.overtime),
    doubleTimeHours: hours(hundredths.double_time),
    totalHours: hours(hundredths.regular + hundredths.overtime + hundredths.double_time),
    regularPayCents: payCents.regular,
    overtimePayCents: payCents.overtime,
    doubleTimePayCents: payCents.double_time,
    grossPayCents: payCents.regular + payCents.overtime + payCents.double_time,
    entryCount,
  };
}

/**
 * Minutes of one worker at one rate, already labelled (pay-evaluation.ts, or the payroll read's SQL for the spec's
 * presets, tied to it by a property test). Pay is rounded per worker line, not per entry, so summing rate x minutes
 * per rate first gives the same cents as adding entry by entry.
 */
export interface PayBucket {
  workerId: number;
  hourlyRateCents: number | null;
  regularMinutes: number;
  overtimeMinutes: number;
  doubleTimeMinutes: number;
  /** Closed entries in the bucket; a bucket with none adds nothing, not even an empty line. */
  entryCount: number;
}

const labelRecord = <T>(value: () => T): Record<PayLabel, T> => ({ regular: value(), overtime: value(), double_time: value() });

export interface PayrollPricing {
  /**
   * Overtime and double time at the weighted regular rate when a worker's week holds two or more rates (FLSA, 29 CFR
   * 778.115: every hour at its own rate, plus 0.5x, or 1x for double time, the week's straight-time earnings divided
   * by its hours). Off, each minute is paid its label's multiple of its own rate, as the spec's presets pay.
   */
  weightedRegularRate: boolean;
}

/** One line per worker with closed entries, ordered by worker id, and the totals of those lines. */
export function payrollFromBuckets(buckets: Iterable<PayBucket>, pricing: PayrollPricing = { weightedRegularRate: false }): PayrollReport {
  const lines = new Map<number, LineAccumulator>();
  for (const bucket of buckets) {
    if (bucket.entryCount === 0) continue;
    assertRate(bucket.hourlyRateCents);
    let line = lines.get(bucket.workerId);
    if (!line) {
      line = { workerId: bucket.workerId, minutes: new Map(), entryCount: 0, entriesWithoutRate: 0 };
      lines.set(bucket.workerId, line);
    }
    const atRate = line.minutes.get(bucket.hourlyRateCents) ?? labelRecord(() => 0);
    atRate.regular += bucket.regularMinutes;
    atRate.overtime += bucket.overtimeMinutes;
    atRate.double_time += bucket.doubleTimeMinutes;
    line.minutes.set(bucket.hourlyRateCents, atRate);
    line.entryCount += bucket.entryCount;
    if (bucket.hourlyRateCents === null) line.entriesWithoutRate += bucket.entryCount;
  }

  const workers: WorkerPayrollLine[] = [...lines.values()]
    .sort((a, b) => a.workerId - b.workerId)
    .map((line) => {
      const priced = workweekPayLines(line.minutes, pricing.weightedRegularRate);
      const rates = [...line.minutes.keys()].filter((rate): rate is number => rate !== null).sort((a, b) => a - b);
      const minutes = labelRecord(() => 0);
      for (const atRate of line.minutes.values()) for (const label of PAY_LABELS) minutes[label] += atRate[label];
      return {
        workerId: line.workerId,
        ...figures(minutes, priced.lines, line.entryCount),
        hourlyRateCents: rates.length === 1 && line.entriesWithoutRate === 0 ? rates[0] : null,
        rates,
        entriesWithoutRate: line.entriesWithoutRate,
        weightedRateCents: priced.weightedRateCents,
        lines: priced.lines,
      };
    });

  const sum = (pick: (line: WorkerPayrollLine) => number) => workers.reduce((total, line) => total + pick(line), 0);
  return {
    workers,
    totals: {
      workerCount: workers.length,
      ...figures(
        { regular: sum((l) => l.regularMinutes), overtime: sum((l) => l.overtimeMinutes), double_time: sum((l) => l.doubleTimeMinutes) },
        workers.flatMap((l) => l.lines),
        sum((l) => l.entryCount),
      ),
    },
  };
}
