// Money as integer cents: parsing numeric(10,2) values, exact multiplication by time, and dollar formatting.

export type MoneyInput = string | number | null | undefined;

/** A value that cannot be a numeric(10,2) amount; thrown rather than guessed so a bad rate never becomes silent pay. */
export class InvalidMoneyError extends RangeError {
  constructor(readonly input: unknown, reason: string) {
    super(`Invalid money amount ${JSON.stringify(String(input))}: ${reason}`);
    this.name = "InvalidMoneyError";
  }
}

// Extra decimals are tolerated only when they are zeros ('12.500'), because they add no precision.
const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?$/;

/**
 * Parses a numeric(10,2) value (PostgreSQL sends strings, forms send numbers) into integer cents.
 * null, undefined and blank strings mean "not set" and give null.
 * Numbers go through their shortest decimal text, so 0.1 is read as "0.1" and 0.1 + 0.2 is refused.
 */
export function parseCents(value: MoneyInput): number | null {
  if (value === null || value === undefined) return null;
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new InvalidMoneyError(value, "not a finite number");
    text = String(value);
  } else if (typeof value === "string") {
    text = value.trim();
    if (text === "") return null;
  } else {
    throw new InvalidMoneyError(value, "expected a string or a number");
  }

  const match = DECIMAL_PATTERN.exec(text);
  if (!match) throw new InvalidMoneyError(value, "not a plain decimal number");
  const [, sign, whole = "", fraction = ""] = match;
  if (whole === "" && fraction === "") throw new InvalidMoneyError(value, "no digits");
  if (text.endsWith(".")) throw new InvalidMoneyError(value, "no digits after the decimal point");
  if (/[^0]/.test(fraction.slice(2))) throw new InvalidMoneyError(value, "more than 2 decimal places");

  const wholeDigits = whole.replace(/^0+(?=\d)/, "");
  if (wholeDigits.length > 8) throw new InvalidMoneyError(value, "more than 8 digits before the decimal point");
  const cents = Number(wholeDigits || "0") * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
  return sign === "-" && cents !== 0 ? -cents : cents;
}

function assertIntegerCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a safe integer, got ${cents}`);
}

/** Cents to the numeric(10,2) text PostgreSQL stores and the wire carries: 1250 -> '12.50'. */
export function centsToDecimalString(cents: number): string {
  assertIntegerCents(cents);
  const magnitude = Math.abs(cents);
  const whole = Math.floor(magnitude / 100);
  const fraction = String(magnitude % 100).padStart(2, "0");
  return `${cents < 0 ? "-" : ""}${whole}.${fraction}`;
}

/**
 * numerator / denominator rounded half away from zero (commercial rounding: 0.5 cent goes up).
 * BigInt keeps rate x minutes x 3 exact beyond 2^53.
 */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError("Division by zero");
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Amount out of range: ${value} cents`);
  return result;
}

function assertInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer, got ${value}`);
}

/** An hourly rate applied to whole minutes, rounded once to the cent: 2375 c/h x 90 min -> 3563 c. */
export function centsTimesMinutes(rateCentsPerHour: number, minutes: number): number {
  assertIntegerCents(rateCentsPerHour);
  assertInteger(minutes, "minutes");
  return toSafeNumber(divideRoundHalfUp(BigInt(rateCentsPerHour) * BigInt(minutes), 60n));
}

/** Cents times an exact fraction (hours as 15/2 rather than 7.5, the 1.5 overtime factor as 3/2), rounded once. */
export function centsTimesFraction(cents: number, numerator: number, denominator: number): number {
  assertIntegerCents(cents);
  assertInteger(numerator, "numerator");
  assertInteger(denominator, "denominator");
  return toSafeNumber(divideRoundHalfUp(BigInt(cents) * BigInt(numerator), BigInt(denominator)));
}

const GROUPED_INTEGER = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0, useGrouping: true });

export interface FormatDollarsOptions {
  /** false for whole-dollar cards such as the inventory Total Value; cents are then rounded half up. */
  withCents?: boolean;
}

/** en-US dollars with thousands grouping: 123456789 -> '$1,234,567.89', or '$1,234,568' without cents. */
export function formatDollars(cents: number, options: FormatDollarsOptions = {}): string {
  assertIntegerCents(cents);
  const withCents = options.withCents ?? true;
  const magnitude = Math.abs(cents);
  const sign = cents < 0 ? "-" : "";
  if (!withCents) {
    const dollars = Number(divideRoundHalfUp(BigInt(magnitude), 100n));
    return `${dollars === 0 ? "" : sign}$${GROUPED_INTEGER.format(dollars)}`;
  }
  const dollars = Math.floor(magnitude / 100);
  const fraction = String(magnitude % 100).padStart(2, "0");
  return `${sign}$${GROUPED_INTEGER.format(dollars)}.${fraction}`;
}
