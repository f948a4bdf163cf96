import { describe, expect, it } from "vitest";
import {
  InvalidMoneyError,
  centsTimesFraction,
  centsTimesMinutes,
  centsToDecimalString,
  divideRoundHalfUp,
  formatDollars,
  parseCents,
} from "../../../shared/domain/money";

describe("parseCents", () => {
  it.each([
    ["12.5", 1250],
    ["12.50", 1250],
    ["0.1", 10],
    ["0.01", 1],
    [".5", 50],
    ["0", 0],
    ["-0", 0],
    ["007.25", 725],
    ["  23.75 ", 2375],
    ["12.500", 1250],
    ["-4.20", -420],
    ["+3", 300],
    ["99999999.99", 9_999_999_999],
    [12.5, 1250],
    [0.1, 10],
    [23.75, 2375],
    [19.99, 1999],
    [-0, 0],
  ] as const)("%j -> %d cents", (input, expected) => {
    expect(parseCents(input)).toBe(expected);
  });

  it.each([null, undefined, "", "   "])("%j means not set", (input) => {
    expect(parseCents(input)).toBeNull();
  });

  it.each([
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["-Infinity", Number.NEGATIVE_INFINITY],
    ["three decimals", "12.345"],
    ["three decimals as a number", 12.345],
    ["float noise", 0.1 + 0.2],
    ["float product", 1.005 * 100],
    ["exponent text", "1e3"],
    ["exponent number", 1e21],
    ["tiny number", 0.000001],
    ["trailing point", "12."],
    ["lone point", "."],
    ["sign only", "-"],
    ["letters", "12.5abc"],
    ["currency sign", "$12.50"],
    ["thousands separator", "1,000.00"],
    ["the word NaN", "NaN"],
    ["too large for numeric(10,2)", "100000000.00"],
    ["too large as a number", 123456789],
    ["boolean", true as unknown as number],
  ])("rejects %s", (_label, input) => {
    expect(() => parseCents(input)).toThrow(InvalidMoneyError);
  });
});

describe("centsToDecimalString", () => {
  it.each([
    [1250, "12.50"],
    [10, "0.10"],
    [1, "0.01"],
    [0, "0.00"],
    [-5, "-0.05"],
    [-123456, "-1234.56"],
    [9_999_999_999, "99999999.99"],
  ])("%d -> %s", (cents, expected) => {
    expect(centsToDecimalString(cents)).toBe(expected);
  });

  it.each(["12.50", "0.10", "23.75", "0.00", "99999999.99", "-7.07"])("round-trips %s through parseCents", (text) => {
    expect(centsToDecimalString(parseCents(text) as number)).toBe(text);
  });

  it.each([12.5, Number.NaN, Number.POSITIVE_INFINITY])("rejects non-integer cents %d", (cents) => {
    expect(() => centsToDecimalString(cents)).toThrow(RangeError);
  });
});

describe("divideRoundHalfUp", () => {
  it.each([
    [5n, 2n, 3n],
    [4n, 2n, 2n],
    [7n, 3n, 2n],
    [8n, 3n, 3n],
    [-5n, 2n, -3n],
    [5n, -2n, -3n],
    [-4n, 3n, -1n],
    [0n, 7n, 0n],
    [149n, 100n, 1n],
    [150n, 100n, 2n],
  ])("%d / %d -> %d", (numerator, denominator, expected) => {
    expect(divideRoundHalfUp(numerator, denominator)).toBe(expected);
  });

  it("refuses division by zero", () => {
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });
});

describe("centsTimesMinutes", () => {
  it.each([
    { rate: 2000, minutes: 480, expected: 16000, why: "$20 x 8 h" },
    { rate: 2375, minutes: 60, expected: 2375, why: "$23.75 x 1 h" },
    { rate: 2375, minutes: 90, expected: 3563, why: "3562.5 rounds half up" },
    { rate: 2375, minutes: 30, expected: 1188, why: "1187.5 rounds half up" },
    { rate: 1999, minutes: 1, expected: 33, why: "33.316 rounds down" },
    { rate: 1, minutes: 30, expected: 1, why: "0.5 cent rounds up" },
    { rate: 1, minutes: 29, expected: 0, why: "0.48 cent rounds down" },
    { rate: 0, minutes: 600, expected: 0, why: "zero rate" },
    { rate: 2500, minutes: 0, expected: 0, why: "zero minutes" },
    { rate: 9_999_999_999, minutes: 10_080, expected: 1_679_999_999_832, why: "largest rate for a full week stays exact" },
  ])("$why", ({ rate, minutes, expected }) => {
    expect(centsTimesMinutes(rate, minutes)).toBe(expected);
  });

  it.each([
    [20.5, 60],
    [2000, 1.5],
    [Number.NaN, 60],
  ])("rejects non-integer inputs %d x %d", (rate, minutes) => {
    expect(() => centsTimesMinutes(rate, minutes)).toThrow(RangeError);
  });
});

describe("centsTimesFraction", () => {
  it.each([
    { cents: 2000, numerator: 15, denominator: 2, expected: 15000, why: "$20 x 7.5 h" },
    { cents: 2375, numerator: 3, denominator: 2, expected: 3563, why: "1.5 x $23.75 = 35.625 rounds up" },
    { cents: 2375, numerator: 1, denominator: 3, expected: 792, why: "791.67 rounds up" },
    { cents: 1000, numerator: 1, denominator: 3, expected: 333, why: "333.33 rounds down" },
    { cents: 5, numerator: 1, denominator: 2, expected: 3, why: "2.5 rounds up" },
  ])("$why", ({ cents, numerator, denominator, expected }) => {
    expect(centsTimesFraction(cents, numerator, denominator)).toBe(expected);
  });

  it("rejects a zero denominator", () => {
    expect(() => centsTimesFraction(100, 1, 0)).toThrow(RangeError);
  });

  it("rejects a float hours value instead of silently using it", () => {
    expect(() => centsTimesFraction(100, 7.5, 1)).toThrow(RangeError);
  });
});

describe("formatDollars", () => {
  it.each([
    [0, "$0.00", "$0"],
    [5, "$0.05", "$0"],
    [50, "$0.50", "$1"],
    [49, "$0.49", "$0"],
    [1250, "$12.50", "$13"],
    [100_000, "$1,000.00", "$1,000"],
    [123_456_789, "$1,234,567.89", "$1,234,568"],
    [9_999_999_999, "$99,999,999.99", "$100,000,000"],
    [-123_450, "-$1,234.50", "-$1,235"],
    [-40, "-$0.40", "$0"],
  ])("%d cents -> %s / %s", (cents, withCents, withoutCents) => {
    expect(formatDollars(cents)).toBe(withCents);
    expect(formatDollars(cents, { withCents: true })).toBe(withCents);
    expect(formatDollars(cents, { withCents: false })).toBe(withoutCents);
  });

  it("refuses fractional cents", () => {
    expect(() => formatDollars(10.5)).toThrow(RangeError);
  });
});
