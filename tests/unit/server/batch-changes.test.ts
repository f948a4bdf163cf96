import { describe, expect, it } from "vitest";
import { batchChanges, storedFiguresOf } from "../../../server/modules/payroll-exports/batch-changes";

const figures = (workerId: number, workerName: string, regularHours: number, overtimeHours: number, grossPay: string, mealPremiumPay = "0.00") => ({
  workerId,
  workerName,
  regularHours,
  overtimeHours,
  doubleTimeHours: 0,
  mealPremiumPay,
  grossPay,
});

describe("batchChanges", () => {
  it("is empty when the period is as the file has it", () => {
    const same = [figures(1, "Ana", 8, 1, "285.00")];
    expect(batchChanges(same, same)).toEqual([]);
  });

  it("lists each earning that differs, per worker, by name", () => {
    expect(batchChanges([figures(1, "Ana", 8, 1, "285.00"), figures(2, "Ben", 8, 0, "200.00")], [figures(1, "Ana", 8, 0, "240.00"), figures(2, "Ben", 8, 0, "200.00", "25.00")])).toEqual([
      { workerId: 1, workerName: "Ana", earning: "overtime", inFile: "1.00", now: "0.00" },
      { workerId: 1, workerName: "Ana", earning: "gross", inFile: "285.00", now: "240.00" },
      { workerId: 2, workerName: "Ben", earning: "meal_premium", inFile: "0.00", now: "25.00" },
    ]);
  });

  it("names a worker added since, and one no longer in the period, against zeros", () => {
    expect(batchChanges([figures(1, "Ana", 2, 0, "60.00")], [figures(3, "Cy", 1.5, 0, "30.00")])).toEqual([
      { workerId: 1, workerName: "Ana", earning: "regular", inFile: "2.00", now: "0.00" },
      { workerId: 1, workerName: "Ana", earning: "gross", inFile: "60.00", now: "0.00" },
      { workerId: 3, workerName: "Cy", earning: "regular", inFile: "0.00", now: "1.50" },
      { workerId: 3, workerName: "Cy", earning: "gross", inFile: "0.00", now: "30.00" },
    ]);
  });

  it("reads what a batch stored, and nothing from a value it cannot read", () => {
    expect(storedFiguresOf([figures(1, "Ana", 8, 0, "240.00")])).toHaveLength(1);
    expect(storedFiguresOf({ nope: true })).toEqual([]);
  });
});
