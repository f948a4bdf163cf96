// A pay period's line per worker from its workweeks' lines (issue 27 step 4): each workweek's rounded figures add, to
// the hundredth and the cent; pay lines of one label and rate become one; a rate or weighted rate shows only when every
// workweek has the same; a worker of one workweek keeps that week's line; lines come by name.
import { describe, expect, it } from "vitest";
import type { PayrollWorkerLine } from "../../../shared/api/payroll";
import { periodLinesOf } from "../../../server/modules/payroll/period-lines";

const line = (workerId: number, workerName: string, over: Partial<PayrollWorkerLine> = {}): PayrollWorkerLine => ({
  workerId,
  workerName,
  regularHours: 40,
  overtimeHours: 0,
  totalHours: 40,
  regularPay: "800.00",
  overtimePay: "0.00",
  doubleTimeHours: 0,
  doubleTimePay: "0.00",
  grossPay: "800.00",
  hourlyRate: "20.00",
  rates: ["20.00"],
  weightedRate: null,
  entriesWithoutRate: 0,
  entryCount: 5,
  payLines: [{ label: "regular", hourlyRate: "20.00", labelRate: "20.00", hours: 40, pay: "800.00" }],
  mealBreakMissedDays: [],
  mealPremiumPay: "0.00",
  ...over,
});

describe("periodLinesOf", () => {
  it("adds a worker's workweeks: 30 h, then 40 h and 10 h of overtime", () => {
    const first = line(1, "Bea", { regularHours: 30, totalHours: 30, regularPay: "600.00", grossPay: "600.00", payLines: [{ label: "regular", hourlyRate: "20.00", labelRate: "20.00", hours: 30, pay: "600.00" }] });
    const second = line(1, "Bea", {
      overtimeHours: 10.33,
      totalHours: 50.33,
      overtimePay: "309.90",
      grossPay: "1109.90",
      payLines: [
        { label: "regular", hourlyRate: "20.00", labelRate: "20.00", hours: 40, pay: "800.00" },
        { label: "overtime", hourlyRate: "20.00", labelRate: "30.00", hours: 10.33, pay: "309.90" },
      ],
      mealBreakMissedDays: ["2026-09-22"],
    });
    expect(periodLinesOf([[first], [second]])).toEqual([
      line(1, "Bea", {
        regularHours: 70,
        overtimeHours: 10.33,
        totalHours: 80.33,
        regularPay: "1400.00",
        overtimePay: "309.90",
        grossPay: "1709.90",
        entryCount: 10,
        payLines: [
          { label: "regular", hourlyRate: "20.00", labelRate: "20.00", hours: 70, pay: "1400.00" },
          { label: "overtime", hourlyRate: "20.00", labelRate: "30.00", hours: 10.33, pay: "309.90" },
        ],
        mealBreakMissedDays: ["2026-09-22"],
      }),
    ]);
  });

  it("shows a rate or a weighted rate only when every workweek has the same", () => {
    const [merged] = periodLinesOf([
      [line(1, "Cy", { hourlyRate: "20.00", weightedRate: null })],
      [line(1, "Cy", { hourlyRate: null, rates: ["20.00", "25.00"], weightedRate: "22.50" })],
    ]);
    expect(merged).toMatchObject({ hourlyRate: null, rates: ["20.00", "25.00"], weightedRate: null });
  });

  it("keeps the line of a worker of one workweek, and orders workers by name", () => {
    const zoe = line(2, "Zoe");
    const ann = line(3, "Ann");
    expect(periodLinesOf([[zoe], [ann]])).toEqual([ann, zoe]);
    expect(periodLinesOf([[zoe]])).toEqual([zoe]);
  });
});
