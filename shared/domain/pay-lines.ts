// A worker's pay lines in one workweek (issue 27, "rounding that re-adds"): the hours under one label at one rate,
// rounded once to the hundredth, and their pay as the payroll provider recomputes it: rounded hours x the label's
// rate, rounded once to the cent. So every line re-adds (hours x rate = pay), and regular + overtime + double time
// is the total, on every screen and in every file. A worker with one rate has one line per label.
import { divideRoundHalfUp } from "./money";

export const PAY_LABELS = ["regular", "overtime", "double_time"] as const;
export type PayLabel = (typeof PAY_LABELS)[number];

/** A label's pay as a fraction of the regular rate (1.5 as 3/2: exact, so a rate is never rounded before the pay is). */
export const PAY_LABEL_MULTIPLIER: Record<PayLabel, { numerator: number; denominator: number; text: string }> = {
  regular: { numerator: 1, denominator: 1, text: "1x" },
  overtime: { numerator: 3, denominator: 2, text: "1.5x" },
  double_time: { numerator: 2, denominator: 1, text: "2x" },
};

/** A label as people read it, on the worker's own period and beside the office's figures. */
export const PAY_LABEL_NAMES: Record<PayLabel, string> = { regular: "Regular", overtime: "Overtime", double_time: "Double time" };

/** Hours are kept as whole hundredths of an hour: the precision every screen and file shows. */
export const HUNDREDTHS_PER_HOUR = 100;

export interface PayLine {
  label: PayLabel;
  /** The worker's own rate for these hours (cents per hour); null when the entries have none: paid 0. */
  hourlyRateCents: number | null;
  /**
   * The label's rate in half cents per hour (1.5 x 1875 c/h = 2812.5 c/h -> 5625): the own rate times the label's
   * multiplier, or, at the weighted regular rate, the own rate plus the premium on the weighted rate. Null without a rate.
   */
  labelRateHalfCents: number | null;
  /** The line's minutes as hours x 100, rounded half up once. */
  hundredths: number;
  /** hundredths x label rate, rounded half up once to the cent. */
  payCents: number;
}

/** Whole minutes as hundredths of an hour, rounded half up: 50 min -> 83 (0.83 h). */
export function hundredthsOfMinutes(minutes: number): number {
  return Number(divideRoundHalfUp(BigInt(minutes) * BigInt(HUNDREDTHS_PER_HOUR), 60n));
}

/** A label's rate in half cents per hour; `weightedRateCents` adds the premium on the week's weighted regular rate. */
export function labelRateHalfCents(label: PayLabel, hourlyRateCents: number, weightedRateCents: number | null): number {
  const { numerator, denominator } = PAY_LABEL_MULTIPLIER[label];
  const doubled = weightedRateCents === null ? 2 * hourlyRateCents * numerator : 2 * hourlyRateCents * denominator + 2 * weightedRateCents * (numerator - denominator);
  // Every multiplier is in halves at most, so the label's rate is a whole number of half cents.
  return doubled / denominator;
}

/** Pay of a line: rounded hours x rate, rounded once to the cent. */
export function linePayCents(hundredths: number, rateHalfCents: number): number {
  return Number(divideRoundHalfUp(BigInt(hundredths) * BigInt(rateHalfCents), BigInt(2 * HUNDREDTHS_PER_HOUR)));
}

/** A worker's week: minutes per label, per rate (null: no rate). */
export type MinutesByRate = Map<number | null, Record<PayLabel, number>>;

/**
 * The week's weighted regular rate, rounded to the cent as providers keep a rate (29 CFR 778.115): straight-time
 * earnings over the hours, from the rounded lines so anyone can redo it from the file. Null with one rate or none.
 */
function weightedRateOf(hoursByRate: Map<number, number>): number | null {
  if (hoursByRate.size < 2) return null;
  let straight = 0n;
  let hundredths = 0n;
  for (const [rate, hours] of hoursByRate) {
    straight += BigInt(rate) * BigInt(hours);
    hundredths += BigInt(hours);
  }
  return hundredths === 0n ? null : Number(divideRoundHalfUp(straight, hundredths));
}

/**
 * A worker's pay lines for one workweek, labels in order, rates ascending (no rate last); lines without hours are
 * left out. `weightedRegularRate`: overtime and double time at own rate + premium on the weighted regular rate when
 * the week holds two or more rates, as the law presets pay (off: each label's multiple of its own rate, the spec's).
 */
export function workweekPayLines(minutesByRate: MinutesByRate, weightedRegularRate: boolean): { lines: PayLine[]; weightedRateCents: number | null } {
  const rates = [...minutesByRate.keys()].sort((a, b) => (a === null ? 1 : b === null ? -1 : a - b));
  const hoursByRate = new Map<number, number>();
  const rounded = rates.map((rate) => {
    const minutes = minutesByRate.get(rate)!;
    const hundredths = Object.fromEntries(PAY_LABELS.map((label) => [label, hundredthsOfMinutes(minutes[label])])) as Record<PayLabel, number>;
    if (rate !== null) hoursByRate.set(rate, PAY_LABELS.reduce((sum, label) => sum + hundredths[label], 0));
    return { rate, hundredths };
  });
  const weightedRateCents = weightedRegularRate ? weightedRateOf(hoursByRate) : null;
  const lines: PayLine[] = [];
  for (const label of PAY_LABELS) {
    for (const { rate, hundredths } of rounded) {
      if (hundredths[label] === 0) continue;
      const labelRate = rate === null ? null : labelRateHalfCents(label, rate, weightedRateCents);
      lines.push({ label, hourlyRateCents: rate, labelRateHalfCents: labelRate, hundredths: hundredths[label], payCents: labelRate === null ? 0 : linePayCents(hundredths[label], labelRate) });
    }
  }
  return { lines, weightedRateCents };
}

/** A label rate in half cents as decimal dollars, to the half cent when it has one: 5625 -> '28.125', 5624 -> '28.12'. */
export function labelRateDecimalString(halfCents: number): string {
  const whole = Math.floor(halfCents / 2);
  const cents = `${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
  return halfCents % 2 === 0 ? cents : `${cents}5`;
}

/**
 * A line's rounded hours shared among its entries (largest remainder): each entry's exact share floored, the
 * hundredths left over given to the largest fractions, the earlier entry first on a tie. The shares add up to the
 * line's hours, so an entries file re-adds to the pay lines.
 */
export function apportionHundredths(minutes: readonly number[]): number[] {
  const target = hundredthsOfMinutes(minutes.reduce((sum, value) => sum + value, 0));
  // An entry's exact hundredths times 60, in integers.
  const sixtieths = minutes.map((value) => value * HUNDREDTHS_PER_HOUR);
  const shares = sixtieths.map((value) => Math.floor(value / 60));
  let left = target - shares.reduce((sum, value) => sum + value, 0);
  const byFraction = minutes.map((_, index) => index).sort((a, b) => (sixtieths[b] % 60) - (sixtieths[a] % 60) || a - b);
  for (const index of byFraction) {
    if (left <= 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}
