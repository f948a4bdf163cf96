// Pay lines (issue 27, "rounding that re-adds"): hours rounded once per label and rate, pay from the rounded hours at
// the label's rate, so hours x rate = pay on every line and the labels add up to the total.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apportionHundredths, hundredthsOfMinutes, labelRateDecimalString, labelRateHalfCents, workweekPayLines, type MinutesByRate } from "../../../shared/domain/pay-lines";
import { payrollFromBuckets } from "../../../shared/domain/payroll";

const minutes = (regular: number, overtime = 0, doubleTime = 0) => ({ regular, overtime, double_time: doubleTime });

describe("hundredthsOfMinutes", () => {
  it.each([
    [0, 0],
    [1, 2], // 0.0167 -> 0.02
    [2, 3], // 0.0333 -> 0.03
    [3, 5], // 0.05 exactly
    [7, 12], // 0.1167 -> 0.12
    [50, 83], // 0.8333 -> 0.83
    [45, 75],
    [2400, 4000],
  ])("%i min -> %i hundredths", (min, hundredths) => expect(hundredthsOfMinutes(min)).toBe(hundredths));
});

describe("labelRateHalfCents and its decimal text", () => {
  it.each([
    ["regular", 1875, null, 3750, "18.75"],
    ["overtime", 1875, null, 5625, "28.125"],
    ["double_time", 1875, null, 7500, "37.50"],
    ["overtime", 2000, 2167, 6167, "30.835"], // own rate + 0.5 x the weighted rate
    ["double_time", 2000, 2167, 8334, "41.67"], // own rate + 1 x the weighted rate
    ["regular", 2000, 2167, 4000, "20.00"], // straight time stays at the own rate
  ] as const)("%s at %i c/h (weighted %s) -> %i half cents, $%s", (label, rate, weighted, halfCents, text) => {
    expect(labelRateHalfCents(label, rate, weighted)).toBe(halfCents);
    expect(labelRateDecimalString(halfCents)).toBe(text);
  });
});

describe("workweekPayLines", () => {
  it("one rate: a line per label, each hours x rate", () => {
    const { lines, weightedRateCents } = workweekPayLines(new Map([[1875, minutes(2400, 7)]]), true);
    expect(weightedRateCents).toBeNull();
    expect(lines).toEqual([
      { label: "regular", hourlyRateCents: 1875, labelRateHalfCents: 3750, hundredths: 4000, payCents: 75_000 },
      // 0.12 h x $28.125 = $3.375 -> $3.38
      { label: "overtime", hourlyRateCents: 1875, labelRateHalfCents: 5625, hundredths: 12, payCents: 338 },
    ]);
  });

  it("two rates under a law preset: overtime at own rate + half the weighted regular rate (29 CFR 778.115)", () => {
    // 30 h at $20 and 15 h at $25, the last 5 h overtime: straight time $975 over 45 h = $21.67 (21.666...).
    const byRate: MinutesByRate = new Map([
      [2500, minutes(600, 300)],
      [2000, minutes(1800)],
    ]);
    const { lines, weightedRateCents } = workweekPayLines(byRate, true);
    expect(weightedRateCents).toBe(2167);
    expect(lines).toEqual([
      { label: "regular", hourlyRateCents: 2000, labelRateHalfCents: 4000, hundredths: 3000, payCents: 60_000 },
      { label: "regular", hourlyRateCents: 2500, labelRateHalfCents: 5000, hundredths: 1000, payCents: 25_000 },
      // $25 + $10.835 = $35.835 x 5 h = $179.175 -> $179.18
      { label: "overtime", hourlyRateCents: 2500, labelRateHalfCents: 7167, hundredths: 500, payCents: 17_918 },
    ]);
  });

  it("two rates under a spec preset: each label's multiple of its own rate", () => {
    const byRate: MinutesByRate = new Map([
      [2500, minutes(600, 300)],
      [2000, minutes(1800)],
    ]);
    const { lines, weightedRateCents } = workweekPayLines(byRate, false);
    expect(weightedRateCents).toBeNull();
    expect(lines.at(-1)).toEqual({ label: "overtime", hourlyRateCents: 2500, labelRateHalfCents: 7500, hundredths: 500, payCents: 18_750 });
  });

  it("hours without a rate: a line paid nothing, after the rated ones", () => {
    const { lines } = workweekPayLines(new Map([[null, minutes(60)], [2000, minutes(60)]]), true);
    expect(lines).toEqual([
      { label: "regular", hourlyRateCents: 2000, labelRateHalfCents: 4000, hundredths: 100, payCents: 2000 },
      { label: "regular", hourlyRateCents: null, labelRateHalfCents: null, hundredths: 100, payCents: 0 },
    ]);
  });
});

describe("payrollFromBuckets re-adds (property)", () => {
  const rate = fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 20_000 }));
  const bucket = fc.record({
    workerId: fc.integer({ min: 1, max: 4 }),
    hourlyRateCents: rate,
    regularMinutes: fc.integer({ min: 0, max: 3000 }),
    overtimeMinutes: fc.integer({ min: 0, max: 900 }),
    doubleTimeMinutes: fc.integer({ min: 0, max: 300 }),
    entryCount: fc.integer({ min: 1, max: 3 }),
  });

  it("every line is hours x rate to the cent; labels sum to the total hours and gross pay, per worker and overall", () => {
    fc.assert(
      fc.property(fc.array(bucket, { maxLength: 12 }), fc.boolean(), (buckets, weighted) => {
        const report = payrollFromBuckets(buckets, { weightedRegularRate: weighted });
        let totalHundredths = 0;
        let totalCents = 0;
        for (const worker of report.workers) {
          for (const line of worker.lines) {
            const hours = line.hundredths / 100;
            const labelRate = line.labelRateHalfCents === null ? 0 : Number(labelRateDecimalString(line.labelRateHalfCents));
            // Recomputed as a provider would, from the printed hours and rate.
            expect(line.payCents).toBe(Math.round(Number((hours * labelRate * 100).toFixed(6))));
          }
          const hundredths = Math.round(worker.totalHours * 100);
          expect(hundredths).toBe(Math.round(worker.regularHours * 100) + Math.round(worker.overtimeHours * 100) + Math.round(worker.doubleTimeHours * 100));
          expect(worker.grossPayCents).toBe(worker.regularPayCents + worker.overtimePayCents + worker.doubleTimePayCents);
          expect(worker.grossPayCents).toBe(worker.lines.reduce((sum, line) => sum + line.payCents, 0));
          totalHundredths += hundredths;
          totalCents += worker.grossPayCents;
        }
        expect(Math.round(report.totals.totalHours * 100)).toBe(totalHundredths);
        expect(report.totals.grossPayCents).toBe(totalCents);
      }),
    );
  });
});

describe("apportionHundredths", () => {
  it.each([
    [[], []],
    [[1, 1], [2, 1]], // 0.0333 h -> 0.03: 0.0167 + 0.0167 floored to 1 + 1, one left for the earlier
    [[7], [12]],
    [[20, 20, 20], [34, 33, 33]], // 1 h: 0.333 each
    [[50, 10, 0], [83, 17, 0]], // exact 83.33 + 16.67 = 100
  ])("%j min -> %j hundredths", (minutes, shares) => expect(apportionHundredths(minutes)).toEqual(shares));

  it("always adds up to the line's rounded hours (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 20 }), (minutes) => {
        const shares = apportionHundredths(minutes);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(hundredthsOfMinutes(minutes.reduce((a, b) => a + b, 0)));
        shares.forEach((share, i) => expect(Math.abs(share - (minutes[i] * 100) / 60)).toBeLessThan(1));
      }),
    );
  });
});
