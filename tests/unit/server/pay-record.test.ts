// An approved period's record read back (issue 27): the settings and lines as stored, or null for a period approved
// before records were kept, which is then recomputed; a stored line that no longer fits the contract is an error.
import { describe, expect, it } from "vitest";
import { PAY_RULES_VERSION } from "../../../shared/domain/pay-evaluation";
import { COMPANY_SETTINGS_DEFAULTS } from "../../../shared/api/company-settings";
import { periodRecordOf, storedPaySettingsOf } from "../../../server/modules/payroll/pay-record";

const settings = { ...COMPANY_SETTINGS_DEFAULTS, overtimeRule: "california" as const };
const line = (workerId: number, workerName: string) => ({
  workerId,
  workerName,
  regularHours: 8,
  overtimeHours: 0,
  totalHours: 8,
  regularPay: "160.00",
  overtimePay: "0.00",
  doubleTimeHours: 0,
  doubleTimePay: "0.00",
  grossPay: "160.00",
  hourlyRate: "20.00",
  rates: ["20.00"],
  weightedRate: null,
  entriesWithoutRate: 0,
  entryCount: 1,
  payLines: [{ label: "regular", hourlyRate: "20.00", labelRate: "20.00", hours: 8, pay: "160.00" }],
  mealBreakMissedDays: [],
  mealPremiumPay: "0.00",
});

describe("the approval's record", () => {
  it("stores the settings that move pay, with the rules' version", () => {
    expect(storedPaySettingsOf(settings)).toEqual({
      payRulesVersion: PAY_RULES_VERSION,
      overtimeRule: "california",
      nevadaDailyOvertimeBelowRate: false,
      mealBreakRule: "off",
      mealPremium: false,
      workweekStartsOn: 0,
    });
  });

  it("reads its lines back by name", () => {
    const record = periodRecordOf(storedPaySettingsOf(settings), [{ figures: line(2, "Zoe") }, { figures: line(1, "Ann") }]);
    expect(record?.settings.overtimeRule).toBe("california");
    expect(record?.workers.map((w) => w.workerName)).toEqual(["Ann", "Zoe"]);
  });

  it.each([
    ["no settings stored", null, [{ figures: line(1, "Ann") }]],
    ["a row without its line", storedPaySettingsOf(settings), [{ figures: line(1, "Ann") }, { figures: null }]],
  ])("is null for a period approved before records were kept: %s", (_name, stored, rows) => {
    expect(periodRecordOf(stored, rows)).toBeNull();
  });

  it("refuses a stored line that does not fit the contract", () => {
    expect(() => periodRecordOf(storedPaySettingsOf(settings), [{ figures: { ...line(1, "Ann"), grossPay: 160 } }])).toThrow();
  });
});
