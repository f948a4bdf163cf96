// Weekly payroll figures: payable minutes per entry, daily (and optional weekly) overtime, and pay in integer cents.
//
// Rounding: pay is computed exactly as rate-cents x minutes (a rational number of cents) and rounded half up
// once per worker line for regular pay and once for overtime pay; gross pay is their sum. Rounding per entry
// would let a worker with many short entries gain or lose a cent per entry, and rounding the gross separately
// could make gross differ from regular + overtime by a cent on the printed line.
import { centsTimesFraction, divideRoundHalfUp } from "./money";
import { dayKey, weekStartKey, type DateKey } from "./work-week";

export const DAILY_REGULAR_MINUTES = 8 * 60;
export const WEEKLY_REGULAR_MINUTES = 40 * 60;
/** 1.5 times the hourly rate, kept as a fraction so overtime pay stays exact until the final rounding. */
export const OVERTIME_RATE_NUMERATOR = 3;
export const OVERTIME_RATE_DENOMINATOR = 2;

/** The overtime rate of an hourly rate, rounded to the cent: 1875 c/h -> 2813 c/h. For display and stored rows only. */
export function overtimeRateCents(hourlyRateCents: number): number {
  return centsTimesFraction(hourlyRateCents, OVERTIME_RATE_NUMERATOR, OVERTIME_RATE_DENOMINATOR);
}

/**
 * Overtime minutes at 1.5 x the hourly rate, rounded once to the cent. From the exact rate, not the rounded
 * overtimeRateCents: at 1875 c/h, 10 overtime hours are 28125 c (2812.5 c/h), not 28130 (2813 c/h).
 */
export function overtimePayCents(hourlyRateCents: number, overtimeMinutes: number): number {
  return centsTimesFraction(hourlyRateCents, overtimeMinutes * OVERTIME_RATE_NUMERATOR, 60 * OVERTIME_RATE_DENOMINATOR);
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

export interface PayrollOptions {
  /** The company's IANA zone; an entry belongs to the calendar day of its clock-in there. */
  timeZone: string;
  /** When on, regular minutes beyond 40 h in a Sunday-Saturday week also become overtime. */
  weeklyOvertime: boolean;
}

export interface EntryAllocation<E extends PayrollEntry = PayrollEntry> {
  entry: E;
  /** The clock-in day; a shift crossing midnight counts wholly on it. */
  dayKey: DateKey;
  weekStartKey: DateKey;
  minutes: number;
  regularMinutes: number;
  overtimeMinutes: number;
}

export interface PayrollFigures {
  regularMinutes: number;
  overtimeMinutes: number;
  totalMinutes: number;
  /** Hours rounded to 2 decimals for display; regular + overtime may differ from total by 0.01. */
  regularHours: number;
  overtimeHours: number;
  totalHours: number;
  regularPayCents: number;
  overtimePayCents: number;
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

/**
 * Splits each closed entry's minutes into regular and overtime, per worker, in clock-in order:
 * the first 480 minutes of a day are regular; with weekly overtime, regular minutes beyond 2400 in the
 * week become overtime too. Daily overtime minutes never count toward the 2400, so no minute is counted twice.
 * Returns closed entries only, ordered by worker id, then clock-in.
 */
export function allocateEntryMinutes<E extends PayrollEntry>(
  entries: readonly E[],
  options: PayrollOptions,
): EntryAllocation<E>[] {
  const closed = entries
    .filter((entry) => entry.clockOutTime !== null)
    .map((entry) => ({ entry, clockIn: assertValidDate(entry.clockInTime, "clockInTime") }))
    .sort((a, b) => a.entry.workerId - b.entry.workerId || a.clockIn - b.clockIn);

  const regularUsedByDay = new Map<string, number>();
  const regularUsedByWeek = new Map<string, number>();
  return closed.map(({ entry }) => {
    assertRate(entry.hourlyRateCents);
    const minutes = entryDurationMinutes(entry);
    const entryDayKey = dayKey(entry.clockInTime, options.timeZone);
    const entryWeekStartKey = weekStartKey(entryDayKey);

    const dayBucket = `${entry.workerId}|${entryDayKey}`;
    const usedToday = regularUsedByDay.get(dayBucket) ?? 0;
    let regularMinutes = Math.min(minutes, Math.max(0, DAILY_REGULAR_MINUTES - usedToday));
    regularUsedByDay.set(dayBucket, usedToday + regularMinutes);

    if (options.weeklyOvertime) {
      const weekBucket = `${entry.workerId}|${entryWeekStartKey}`;
      const usedThisWeek = regularUsedByWeek.get(weekBucket) ?? 0;
      regularMinutes = Math.min(regularMinutes, Math.max(0, WEEKLY_REGULAR_MINUTES - usedThisWeek));
      regularUsedByWeek.set(weekBucket, usedThisWeek + regularMinutes);
    }

    return {
      entry,
      dayKey: entryDayKey,
      weekStartKey: entryWeekStartKey,
      minutes,
      regularMinutes,
      overtimeMinutes: minutes - regularMinutes,
    };
  });
}

interface LineAccumulator {
  workerId: number;
  regularMinutes: number;
  overtimeMinutes: number;
  /** sum of rate-cents x regular minutes: pay is this / 60 */
  regularCentMinutes: bigint;
  /** sum of rate-cents x overtime minutes: pay is this x 3/2 / 60 */
  overtimeCentMinutes: bigint;
  entryCount: number;
  rates: Set<number>;
  entriesWithoutRate: number;
}

function figures(
  regularMinutes: number,
  overtimeMinutes: number,
  regularPayCents: number,
  overtimePayCents: number,
  entryCount: number,
): PayrollFigures {
  const totalMinutes = regularMinutes + overtimeMinutes;
  return {
    regularMinutes,
    overtimeMinutes,
    totalMinutes,
    regularHours: minutesToHours(regularMinutes),
    overtimeHours: minutesToHours(overtimeMinutes),
    totalHours: minutesToHours(totalMinutes),
    regularPayCents,
    overtimePayCents,
    grossPayCents: regularPayCents + overtimePayCents,
    entryCount,
  };
}

/**
 * Minutes of one worker at one rate, already split into regular and overtime by allocateEntryMinutes' rules
 * (the payroll read sums them per worker and rate in SQL). Pay is rounded per worker line, not per entry, so
 * summing rate x minutes per rate first gives the same cents as adding entry by entry.
 */
export interface PayBucket {
  workerId: number;
  hourlyRateCents: number | null;
  regularMinutes: number;
  overtimeMinutes: number;
  /** Closed entries in the bucket; a bucket with none adds nothing, not even an empty line. */
  entryCount: number;
}

/** One line per worker with closed entries, ordered by worker id, and the totals of those lines. */
export function payrollFromBuckets(buckets: Iterable<PayBucket>): PayrollReport {
  const lines = new Map<number, LineAccumulator>();
  for (const bucket of buckets) {
    if (bucket.entryCount === 0) continue;
    assertRate(bucket.hourlyRateCents);
    let line = lines.get(bucket.workerId);
    if (!line) {
      line = {
        workerId: bucket.workerId,
        regularMinutes: 0,
        overtimeMinutes: 0,
        regularCentMinutes: 0n,
        overtimeCentMinutes: 0n,
        entryCount: 0,
        rates: new Set(),
        entriesWithoutRate: 0,
      };
      lines.set(bucket.workerId, line);
    }
    line.regularMinutes += bucket.regularMinutes;
    line.overtimeMinutes += bucket.overtimeMinutes;
    line.entryCount += bucket.entryCount;
    if (bucket.hourlyRateCents === null) {
      line.entriesWithoutRate += bucket.entryCount;
    } else {
      const rate = BigInt(bucket.hourlyRateCents);
      line.regularCentMinutes += rate * BigInt(bucket.regularMinutes);
      line.overtimeCentMinutes += rate * BigInt(bucket.overtimeMinutes);
      line.rates.add(bucket.hourlyRateCents);
    }
  }

  const workers: WorkerPayrollLine[] = [...lines.values()]
    .sort((a, b) => a.workerId - b.workerId)
    .map((line) => {
      const regularPayCents = Number(divideRoundHalfUp(line.regularCentMinutes, 60n));
      const overtimePayCents = Number(
        divideRoundHalfUp(
          line.overtimeCentMinutes * BigInt(OVERTIME_RATE_NUMERATOR),
          60n * BigInt(OVERTIME_RATE_DENOMINATOR),
        ),
      );
      const rates = [...line.rates].sort((a, b) => a - b);
      return {
        workerId: line.workerId,
        ...figures(line.regularMinutes, line.overtimeMinutes, regularPayCents, overtimePayCents, line.entryCount),
        hourlyRateCents: rates.length === 1 && line.entriesWithoutRate === 0 ? rates[0] : null,
        rates,
        entriesWithoutRate: line.entriesWithoutRate,
      };
    });

  const sum = (pick: (line: WorkerPayrollLine) => number) => workers.reduce((total, line) => total + pick(line), 0);
  return {
    workers,
    totals: {
      workerCount: workers.length,
      ...figures(
        sum((line) => line.regularMinutes),
        sum((line) => line.overtimeMinutes),
        sum((line) => line.regularPayCents),
        sum((line) => line.overtimePayCents),
        sum((line) => line.entryCount),
      ),
    },
  };
}

/**
 * One line per worker with closed entries, ordered by worker id, and the totals of those lines.
 * The caller picks the entries (e.g. clock-in within weekRange); open entries are ignored here.
 */
export function calculatePayroll(entries: readonly PayrollEntry[], options: PayrollOptions): PayrollReport {
  return payrollFromBuckets(
    allocateEntryMinutes(entries, options).map(({ entry, regularMinutes, overtimeMinutes }) => ({
      workerId: entry.workerId,
      hourlyRateCents: entry.hourlyRateCents,
      regularMinutes,
      overtimeMinutes,
      entryCount: 1,
    })),
  );
}
