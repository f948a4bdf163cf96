// Per-entry pay figures: the day's first 8 h regular across entries, overtime at 1.5 x the entry's own rate, cents.
import { describe, expect, it } from "vitest";
import { payRuleOptionsOf } from "@shared/domain/pay-evaluation";
import { entryPayFigures, type PayableEntry } from "../../../server/modules/payroll/entry-pay";
import { csvCell } from "../../../server/modules/payroll/payroll-csv";
import { specPresetOf } from "@shared/domain/overtime-setting";

const options = payRuleOptionsOf({ overtimeRule: specPresetOf(false) }, "America/Denver");
let nextId = 1;
const entry = (clockIn: string, clockOut: string | null, hourlyRate: string | null, workerId = 1): PayableEntry => ({
  id: nextId++,
  workerId,
  clockInTime: new Date(clockIn),
  clockOutTime: clockOut ? new Date(clockOut) : null,
  hourlyRate,
  breakTime: 0,
});

describe("entryPayFigures", () => {
  it("splits a day over 8 h between its entries in clock-in order, each at its own rate", () => {
    const figures = entryPayFigures(
      [entry("2026-03-04T20:00:00Z", "2026-03-05T00:00:00Z", "30.00"), entry("2026-03-04T14:00:00Z", "2026-03-04T20:00:00Z", "20.00")],
      options,
    );
    expect(figures.map((f) => [f.hoursWorked, f.regularHours, f.overtimeHours, f.overtimeRate, f.regularPay, f.overtimePay, f.totalPay])).toEqual([
      ["6.00", "6.00", "0.00", "30.00", "120.00", "0.00", "120.00"],
      ["4.00", "2.00", "2.00", "45.00", "60.00", "90.00", "150.00"],
    ]);
  });

  it("rounds each part half up to the cent; no rate means no pay but the hours still count", () => {
    const [odd] = entryPayFigures([entry("2026-03-02T14:00:00Z", "2026-03-02T23:07:00Z", "18.75")], options);
    // 480 min x 18.75/60 = 150.00; 67 min x 28.125/60 = 31.40625 -> 31.41
    expect([odd.regularPay, odd.overtimePay, odd.totalPay, odd.overtimeRate]).toEqual(["150.00", "31.41", "181.41", "28.13"]);
    const [none] = entryPayFigures([entry("2026-03-02T14:00:00Z", "2026-03-02T16:00:00Z", null)], options);
    expect([none.hoursWorked, none.totalPay, none.overtimeRate]).toEqual(["2.00", null, null]);
  });

  it("hoursWorked is the payable minutes (net of the unpaid break), the same minutes the split and the pay use", () => {
    const withBreak = { ...entry("2026-03-02T14:00:00Z", "2026-03-02T22:30:30Z", "20.00"), breakTime: 30 };
    const [f] = entryPayFigures([withBreak], options);
    // 8 h 30 min 30 s on the clock: 510 whole minutes, less 30 unpaid = 480 = 8.00 h, all regular.
    expect([f.hoursWorked, f.regularHours, f.overtimeHours, f.totalPay]).toEqual(["8.00", "8.00", "0.00", "160.00"]);
  });

  it("skips open entries and keeps workers apart; an overnight shift belongs to its clock-in day", () => {
    const figures = entryPayFigures(
      [
        entry("2026-03-07T05:00:00Z", "2026-03-07T14:00:00Z", "10.00", 1),
        entry("2026-03-06T15:00:00Z", "2026-03-06T23:00:00Z", "10.00", 2),
        entry("2026-03-06T15:00:00Z", null, "10.00", 3),
      ],
      options,
    );
    expect(figures.map((f) => [f.dayKey, f.regularHours, f.overtimeHours])).toEqual([
      ["2026-03-06", "8.00", "1.00"],
      ["2026-03-06", "8.00", "0.00"],
    ]);
  });
});

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["+1", "'+1"],
    ["-2", "'-2"],
    ["@cmd", "'@cmd"],
    ["line\nbreak", '"line\nbreak"'],
    [" padded ", '" padded "'],
    [null, ""],
    [12.5, "12.5"],
  ])("%j -> %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});
