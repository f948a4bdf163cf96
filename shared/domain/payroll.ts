// Payroll figures: an entry's payable minutes, and pay in integer cents from minutes already labelled regular,
// overtime or double time (pay-evaluation.ts labels them under the company's preset).
//
// Rounding: pay is computed exactly as rate-cents x minutes (a rational number of cents) and rounded half up
// once per worker line for each label's pay; gross pay is their sum. Rounding per entry
// would let a worker with many short entries gain or lose a cent per entry, and rounding the gross separately
// could make gross differ from regular + overtime by a cent on the printed line.
import { centsTimesFraction, divideRoundHalfUp } from "./money";

export const DAILY_REGULAR_MINUTES = 8 * 60;
export const WEEKLY_REGULAR_MINUTES = 40 * 60;

export const PAY_LABELS = ["regular", "overtime", "double_time"] as const;
export type PayLabel = (typeof PAY_LABELS)[number];

/** A label's pay as a fraction of the regular rate (1.5 as 3/2: exact, so pay is rounded once, at the end). */
export const PAY_LABEL_MULTIPLIER: Record<PayLabel, { numerator: number; denominator: number; text: string }> = {
  regular: { numerator: 1, denominator: 1, text: "1x" },
  overtime: { numerator: 3, denominator: 2, text: "1.5x" },
  double_time: { numerator: 2, denominator: 1, text: "2x" },
};

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
  /** Hours rounded to 2 decimals for display; regular + overtime + double time may differ from total by 0.01. */
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
  minutes: Record<PayLabel, number>;
  /** Per label, the minutes worked at a rate (entries without one are paid nothing, and weigh nothing in the rate). */
  ratedMinutes: Record<PayLabel, number>;
  /** Per label, the sum of rate-cents x minutes: its pay is this x the label's multiplier / 60. */
  centMinutes: Record<PayLabel, bigint>;
  entryCount: number;
  rates: Set<number>;
  entriesWithoutRate: number;
}

function figures(minutes: Record<PayLabel, number>, payCents: Record<PayLabel, number>, entryCount: number): PayrollFigures {
  const totalMinutes = minutes.regular + minutes.overtime + minutes.double_time;
  return {
    regularMinutes: minutes.regular,
    overtimeMinutes: minutes.overtime,
    doubleTimeMinutes: minutes.double_time,
    totalMinutes,
    regularHours: minutesToHours(minutes.regular),
    overtimeHours: minutesToHours(minutes.overtime),
    doubleTimeHours: minutesToHours(minutes.double_time),
    totalHours: minutesToHours(totalMinutes),
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

/** A line's pay per label, rounded once each: at each minute's own rate, or with the premium on the weighted rate. */
function linePayCents(line: LineAccumulator, pricing: PayrollPricing): { payCents: Record<PayLabel, number>; weightedRateCents: number | null } {
  const payCents = labelRecord(() => 0);
  const ratedTotal = BigInt(PAY_LABELS.reduce((sum, label) => sum + line.ratedMinutes[label], 0));
  if (!pricing.weightedRegularRate || line.rates.size < 2 || ratedTotal === 0n) {
    for (const label of PAY_LABELS) {
      const { numerator, denominator } = PAY_LABEL_MULTIPLIER[label];
      payCents[label] = Number(divideRoundHalfUp(line.centMinutes[label] * BigInt(numerator), 60n * BigInt(denominator)));
    }
    return { payCents, weightedRateCents: null };
  }
  // Straight-time earnings of the week in cent-minutes; the weighted rate is this over the rated minutes.
  const straight = PAY_LABELS.reduce((sum, label) => sum + line.centMinutes[label], 0n);
  for (const label of PAY_LABELS) {
    const { numerator, denominator } = PAY_LABEL_MULTIPLIER[label];
    // Own rate x minutes, plus (multiplier - 1) x weighted rate x minutes, over 60: one fraction, rounded once.
    const premium = straight * BigInt(line.ratedMinutes[label]) * BigInt(numerator - denominator);
    payCents[label] = Number(divideRoundHalfUp(line.centMinutes[label] * BigInt(denominator) * ratedTotal + premium, 60n * BigInt(denominator) * ratedTotal));
  }
  return { payCents, weightedRateCents: Number(divideRoundHalfUp(straight, ratedTotal)) };
}

/** One line per worker with closed entries, ordered by worker id, and the totals of those lines. */
export function payrollFromBuckets(buckets: Iterable<PayBucket>, pricing: PayrollPricing = { weightedRegularRate: false }): PayrollReport {
  const lines = new Map<number, LineAccumulator>();
  for (const bucket of buckets) {
    if (bucket.entryCount === 0) continue;
    assertRate(bucket.hourlyRateCents);
    let line = lines.get(bucket.workerId);
    if (!line) {
      line = {
        workerId: bucket.workerId,
        minutes: labelRecord(() => 0),
        ratedMinutes: labelRecord(() => 0),
        centMinutes: labelRecord(() => 0n),
        entryCount: 0,
        rates: new Set(),
        entriesWithoutRate: 0,
      };
      lines.set(bucket.workerId, line);
    }
    const minutes: Record<PayLabel, number> = { regular: bucket.regularMinutes, overtime: bucket.overtimeMinutes, double_time: bucket.doubleTimeMinutes };
    for (const label of PAY_LABELS) line.minutes[label] += minutes[label];
    line.entryCount += bucket.entryCount;
    if (bucket.hourlyRateCents === null) {
      line.entriesWithoutRate += bucket.entryCount;
    } else {
      const rate = BigInt(bucket.hourlyRateCents);
      for (const label of PAY_LABELS) {
        line.centMinutes[label] += rate * BigInt(minutes[label]);
        line.ratedMinutes[label] += minutes[label];
      }
      line.rates.add(bucket.hourlyRateCents);
    }
  }

  const workers: WorkerPayrollLine[] = [...lines.values()]
    .sort((a, b) => a.workerId - b.workerId)
    .map((line) => {
      const { payCents, weightedRateCents } = linePayCents(line, pricing);
      const rates = [...line.rates].sort((a, b) => a - b);
      return {
        workerId: line.workerId,
        ...figures(line.minutes, payCents, line.entryCount),
        hourlyRateCents: rates.length === 1 && line.entriesWithoutRate === 0 ? rates[0] : null,
        rates,
        entriesWithoutRate: line.entriesWithoutRate,
        weightedRateCents,
      };
    });

  const sum = (pick: (line: WorkerPayrollLine) => number) => workers.reduce((total, line) => total + pick(line), 0);
  return {
    workers,
    totals: {
      workerCount: workers.length,
      ...figures(
        { regular: sum((l) => l.regularMinutes), overtime: sum((l) => l.overtimeMinutes), double_time: sum((l) => l.doubleTimeMinutes) },
        { regular: sum((l) => l.regularPayCents), overtime: sum((l) => l.overtimePayCents), double_time: sum((l) => l.doubleTimePayCents) },
        sum((l) => l.entryCount),
      ),
    },
  };
}
