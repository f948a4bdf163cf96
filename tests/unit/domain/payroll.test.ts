import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { entryDurationMinutes, labelPayCents, minutesToHours, overtimeRateCents, payrollFromBuckets, type PayrollEntry } from "../../../shared/domain/payroll";
import { allocateEntryMinutes, calculatePayroll, payRuleOptionsOf, type PayRuleOptions } from "../../../shared/domain/pay-evaluation";
import { weekStartKey } from "../../../shared/domain/work-week";
import { centsTimesMinutes } from "../../../shared/domain/money";
import { specPresetOf } from "../../../shared/domain/overtime-setting";

const NEW_YORK: PayRuleOptions = payRuleOptionsOf({ overtimeRule: specPresetOf(false) }, "America/New_York");
const NEW_YORK_WEEKLY: PayRuleOptions = payRuleOptionsOf({ overtimeRule: specPresetOf(true) }, "America/New_York");

function entry(
  workerId: number,
  clockIn: string,
  clockOut: string | null,
  hourlyRateCents: number | null,
  breakMinutes?: number | null,
): PayrollEntry {
  return {
    workerId,
    clockInTime: new Date(clockIn),
    clockOutTime: clockOut === null ? null : new Date(clockOut),
    hourlyRateCents,
    breakMinutes,
  };
}

/** Consecutive days from a Monday in November 2026 (EST, -05:00), each from 07:00 local for `hours`. */
function weekdays(count: number, hours: number, rate: number | null, firstDay = 16): PayrollEntry[] {
  return Array.from({ length: count }, (_, index) => {
    const day = String(firstDay + index).padStart(2, "0");
    const start = new Date(`2026-11-${day}T07:00:00-05:00`);
    return {
      workerId: 1,
      clockInTime: start,
      clockOutTime: new Date(start.getTime() + hours * 3_600_000),
      hourlyRateCents: rate,
    };
  });
}

function onlyLine(entries: PayrollEntry[], options: PayRuleOptions = NEW_YORK) {
  const report = calculatePayroll(entries, options);
  expect(report.workers).toHaveLength(1);
  return report.workers[0];
}

describe("calculatePayroll: one worker line", () => {
  it.each([
    {
      name: "a single 8 h day is all regular",
      entries: [entry(1, "2026-11-16T08:00:00-05:00", "2026-11-16T16:00:00-05:00", 2000)],
      expected: { regularMinutes: 480, overtimeMinutes: 0, regularPayCents: 16_000, overtimePayCents: 0, grossPayCents: 16_000 },
    },
    {
      name: "a 10 h day is 8 regular + 2 overtime at 1.5x",
      entries: [entry(1, "2026-11-16T07:00:00-05:00", "2026-11-16T17:00:00-05:00", 2000)],
      expected: { regularMinutes: 480, overtimeMinutes: 120, regularPayCents: 16_000, overtimePayCents: 6_000, grossPayCents: 22_000 },
    },
    {
      name: "$23.75 for 10 h: 190.00 + 71.25",
      entries: [entry(1, "2026-11-16T07:00:00-05:00", "2026-11-16T17:00:00-05:00", 2375)],
      expected: { regularMinutes: 480, overtimeMinutes: 120, regularPayCents: 19_000, overtimePayCents: 7_125, grossPayCents: 26_125 },
    },
    {
      name: "$23.75 with 7 overtime minutes: 0.12 h (as the file shows) x $35.625 = 427.5 rounds half up to 428",
      entries: [entry(1, "2026-11-16T07:00:00-05:00", "2026-11-16T15:07:00-05:00", 2375)],
      expected: { regularMinutes: 480, overtimeMinutes: 7, overtimeHours: 0.12, regularPayCents: 19_000, overtimePayCents: 428, grossPayCents: 19_428 },
    },
    {
      name: "two entries summing 9 h at different rates: regular goes to the earlier entry",
      entries: [
        entry(1, "2026-11-16T13:00:00-05:00", "2026-11-16T17:00:00-05:00", 3000),
        entry(1, "2026-11-16T07:00:00-05:00", "2026-11-16T12:00:00-05:00", 2000),
      ],
      // 5 h x $20 + 3 h x $30 regular; 1 h x $30 x 1.5 overtime
      expected: { regularMinutes: 480, overtimeMinutes: 60, regularPayCents: 19_000, overtimePayCents: 4_500, grossPayCents: 23_500 },
    },
    {
      name: "an overnight shift 22:00-06:00 is 8 h on the clock-in day",
      entries: [entry(1, "2026-11-16T22:00:00-05:00", "2026-11-17T06:00:00-05:00", 2000)],
      expected: { regularMinutes: 480, overtimeMinutes: 0, regularPayCents: 16_000, overtimePayCents: 0, grossPayCents: 16_000 },
    },
    {
      name: "an overnight shift does not eat into the next day's 8 h",
      entries: [
        entry(1, "2026-11-16T22:00:00-05:00", "2026-11-17T06:00:00-05:00", 2000),
        entry(1, "2026-11-17T14:00:00-05:00", "2026-11-17T22:00:00-05:00", 2000),
      ],
      expected: { regularMinutes: 960, overtimeMinutes: 0, regularPayCents: 32_000, overtimePayCents: 0, grossPayCents: 32_000 },
    },
    {
      name: "a 12 h overnight shift 20:00-08:00 has 4 h overtime",
      entries: [entry(1, "2026-11-16T20:00:00-05:00", "2026-11-17T08:00:00-05:00", 2000)],
      expected: { regularMinutes: 480, overtimeMinutes: 240, regularPayCents: 16_000, overtimePayCents: 12_000, grossPayCents: 28_000 },
    },
    {
      name: "spring forward: 00:00-09:00 wall clock on 2026-03-08 is 8 real hours",
      entries: [entry(1, "2026-03-08T00:00:00-05:00", "2026-03-08T09:00:00-04:00", 2000)],
      expected: { regularMinutes: 480, overtimeMinutes: 0, regularPayCents: 16_000, overtimePayCents: 0, grossPayCents: 16_000 },
    },
    {
      name: "fall back: 00:00-08:00 wall clock on 2026-11-01 is 9 real hours",
      entries: [entry(1, "2026-11-01T00:00:00-04:00", "2026-11-01T08:00:00-05:00", 2000)],
      expected: { regularMinutes: 480, overtimeMinutes: 60, regularPayCents: 16_000, overtimePayCents: 3_000, grossPayCents: 19_000 },
    },
    {
      name: "a null rate pays 0 but the hours count",
      entries: [entry(1, "2026-11-16T07:00:00-05:00", "2026-11-16T17:00:00-05:00", null)],
      expected: { regularMinutes: 480, overtimeMinutes: 120, regularPayCents: 0, overtimePayCents: 0, grossPayCents: 0 },
    },
    {
      name: "a break is deducted before the 8 h split",
      entries: [entry(1, "2026-11-16T07:00:00-05:00", "2026-11-16T16:00:00-05:00", 2000, 60)],
      expected: { regularMinutes: 480, overtimeMinutes: 0, regularPayCents: 16_000, overtimePayCents: 0, grossPayCents: 16_000 },
    },
    {
      name: "a break longer than the shift leaves 0, not a negative",
      entries: [entry(1, "2026-11-16T07:00:00-05:00", "2026-11-16T07:30:00-05:00", 2000, 45)],
      expected: { regularMinutes: 0, overtimeMinutes: 0, regularPayCents: 0, overtimePayCents: 0, grossPayCents: 0 },
    },
    {
      name: "a clock-out before the clock-in counts 0",
      entries: [entry(1, "2026-11-16T07:00:00-05:00", "2026-11-16T06:00:00-05:00", 2000)],
      expected: { regularMinutes: 0, overtimeMinutes: 0, regularPayCents: 0, overtimePayCents: 0, grossPayCents: 0 },
    },
    {
      name: "seconds are truncated, never rounded up: 8 h 0 min 59 s is 480 min",
      entries: [entry(1, "2026-11-16T08:00:00-05:00", "2026-11-16T16:00:59-05:00", 2000)],
      expected: { regularMinutes: 480, overtimeMinutes: 0, regularPayCents: 16_000, overtimePayCents: 0, grossPayCents: 16_000 },
    },
    {
      name: "overtime hours are rounded once per line: 2 x 1 min = 0.03 h (per entry 0.02 + 0.02), x $35.625 = 106.875 -> 107",
      entries: [
        entry(1, "2026-11-16T07:00:00-05:00", "2026-11-16T15:01:00-05:00", 2375),
        entry(1, "2026-11-17T07:00:00-05:00", "2026-11-17T15:01:00-05:00", 2375),
      ],
      expected: { regularMinutes: 960, overtimeMinutes: 2, overtimeHours: 0.03, regularPayCents: 38_000, overtimePayCents: 107, grossPayCents: 38_107 },
    },
    {
      name: "regular hours are rounded once per line: 3 x 1 min = 0.05 h at $0.10 = 0.5 cent -> 1 (per entry would be 0)",
      entries: [
        entry(1, "2026-11-16T07:00:00-05:00", "2026-11-16T07:01:00-05:00", 10),
        entry(1, "2026-11-17T07:00:00-05:00", "2026-11-17T07:01:00-05:00", 10),
        entry(1, "2026-11-18T07:00:00-05:00", "2026-11-18T07:01:00-05:00", 10),
      ],
      expected: { regularMinutes: 3, overtimeMinutes: 0, regularPayCents: 1, overtimePayCents: 0, grossPayCents: 1 },
    },
  ])("$name", ({ entries, expected }) => {
    const line = onlyLine(entries);
    expect(line).toMatchObject(expected);
    expect(line.totalMinutes).toBe(expected.regularMinutes + expected.overtimeMinutes);
    expect(line.entryCount).toBe(entries.length);
  });

  it("does not depend on the order the entries are given in", () => {
    const entries = [
      entry(1, "2026-11-16T07:00:00-05:00", "2026-11-16T12:00:00-05:00", 2000),
      entry(1, "2026-11-16T13:00:00-05:00", "2026-11-16T17:00:00-05:00", 3000),
      entry(1, "2026-11-17T07:00:00-05:00", "2026-11-17T18:00:00-05:00", 2500),
    ];
    expect(calculatePayroll([...entries].reverse(), NEW_YORK)).toEqual(calculatePayroll(entries, NEW_YORK));
  });
});

describe("calculatePayroll: the time zone decides the day", () => {
  // 20:00-23:00 EST on Monday is 01:00-04:00 UTC on Tuesday.
  const entries = [
    entry(1, "2026-11-16T20:00:00-05:00", "2026-11-16T23:00:00-05:00", 2000),
    entry(1, "2026-11-17T08:00:00-05:00", "2026-11-17T15:00:00-05:00", 2000),
  ];

  it.each([
    ["America/New_York", 600, 0],
    ["UTC", 480, 120],
  ])("in %s: %d regular, %d overtime minutes", (timeZone, regularMinutes, overtimeMinutes) => {
    expect(onlyLine(entries, payRuleOptionsOf({ overtimeRule: specPresetOf(false) }, timeZone))).toMatchObject({ regularMinutes, overtimeMinutes });
  });

  it("refuses an unknown zone", () => {
    expect(() => calculatePayroll(entries, payRuleOptionsOf({ overtimeRule: specPresetOf(false) }, "Nowhere/Special"))).toThrow(RangeError);
  });
});

describe("calculatePayroll: weekly 40 h overtime", () => {
  it.each([
    { name: "5 x 9 h, daily only", entries: weekdays(5, 9, 2000), weekly: false, regular: 2400, overtime: 300 },
    // Daily overtime minutes do not count toward the 40, so nothing is counted twice.
    { name: "5 x 9 h, weekly on", entries: weekdays(5, 9, 2000), weekly: true, regular: 2400, overtime: 300 },
    { name: "6 x 8 h, daily only", entries: weekdays(6, 8, 2000, 15), weekly: false, regular: 2880, overtime: 0 },
    { name: "6 x 8 h, weekly on: the sixth day is overtime", entries: weekdays(6, 8, 2000, 15), weekly: true, regular: 2400, overtime: 480 },
    { name: "6 x 9 h, daily only", entries: weekdays(6, 9, 2000, 15), weekly: false, regular: 2880, overtime: 360 },
    { name: "6 x 9 h, weekly on: 40 regular + 6 daily + 8 weekly", entries: weekdays(6, 9, 2000, 15), weekly: true, regular: 2400, overtime: 840 },
    { name: "4 x 10 h, weekly on: daily overtime only", entries: weekdays(4, 10, 2000), weekly: true, regular: 1920, overtime: 480 },
    // Sun 2026-11-15 .. Sat 2026-11-28 spans two payroll weeks: each has 40 h, so no weekly overtime.
    { name: "10 x 8 h over two weeks, weekly on", entries: [...weekdays(5, 8, 2000, 16), ...weekdays(5, 8, 2000, 23)], weekly: true, regular: 4800, overtime: 0 },
  ])("$name -> $regular regular, $overtime overtime minutes", ({ entries, weekly, regular, overtime }) => {
    const line = onlyLine(entries, payRuleOptionsOf({ overtimeRule: specPresetOf(weekly) }, "America/New_York"));
    expect(line.regularMinutes).toBe(regular);
    expect(line.overtimeMinutes).toBe(overtime);
    expect(line.totalMinutes).toBe(entries.reduce((sum, item) => sum + entryDurationMinutes(item), 0));
    expect(line.regularPayCents).toBe((regular / 60) * 2000);
    expect(line.overtimePayCents).toBe((overtime / 60) * 3000);
  });

  it("weekly overtime lands on the chronologically last minutes and is paid at their own rate", () => {
    const entries = [
      ...weekdays(5, 8, 2000),
      entry(1, "2026-11-21T08:00:00-05:00", "2026-11-21T12:00:00-05:00", 3000), // Saturday
    ];
    const line = onlyLine(entries, NEW_YORK_WEEKLY);
    expect(line).toMatchObject({ regularMinutes: 2400, overtimeMinutes: 240, regularPayCents: 80_000, overtimePayCents: 18_000 });
    const allocations = allocateEntryMinutes(entries, NEW_YORK_WEEKLY);
    expect(allocations.map((item) => item.overtimeMinutes)).toEqual([0, 0, 0, 0, 0, 240]);
  });

  it("a Saturday night shift crossing into Sunday belongs wholly to the earlier week", () => {
    const entries = [
      ...weekdays(5, 8, 2000),
      entry(1, "2026-11-21T22:00:00-05:00", "2026-11-22T06:00:00-05:00", 2000), // Sat 22:00 -> Sun 06:00
      entry(1, "2026-11-22T08:00:00-05:00", "2026-11-22T16:00:00-05:00", 2000), // Sunday, the next week
    ];
    const allocations = allocateEntryMinutes(entries, NEW_YORK_WEEKLY);
    expect(allocations.map((item) => [item.dayKey, weekStartKey(item.dayKey), item.regularMinutes, item.overtimeMinutes])).toEqual([
      ["2026-11-16", "2026-11-15", 480, 0],
      ["2026-11-17", "2026-11-15", 480, 0],
      ["2026-11-18", "2026-11-15", 480, 0],
      ["2026-11-19", "2026-11-15", 480, 0],
      ["2026-11-20", "2026-11-15", 480, 0],
      ["2026-11-21", "2026-11-15", 0, 480],
      ["2026-11-22", "2026-11-22", 480, 0],
    ]);
  });

  it("in the 169 h fall-back week, 5 x 8 h + one 9-real-hour night shift counts real minutes", () => {
    const entries = [
      entry(1, "2026-11-01T00:00:00-04:00", "2026-11-01T08:00:00-05:00", 2000), // 9 real hours
      ...[2, 3, 4, 5, 6].map((day) =>
        entry(1, `2026-11-0${day}T08:00:00-05:00`, `2026-11-0${day}T16:00:00-05:00`, 2000),
      ),
    ];
    const line = onlyLine(entries, NEW_YORK_WEEKLY);
    expect(line.totalMinutes).toBe(540 + 5 * 480);
    // Sunday: 480 + 60 daily OT; Mon-Thu fill the 40 h (480 x 5 = 2400); Friday is weekly overtime.
    expect(line).toMatchObject({ regularMinutes: 2400, overtimeMinutes: 540 });
  });
});

describe("calculatePayroll: report shape", () => {
  it("leaves out open entries entirely", () => {
    const line = onlyLine([
      entry(1, "2026-11-16T07:00:00-05:00", "2026-11-16T15:00:00-05:00", 2000),
      entry(1, "2026-11-17T07:00:00-05:00", null, 2000),
    ]);
    expect(line).toMatchObject({ totalMinutes: 480, entryCount: 1 });
  });

  it("a worker with only an open entry has no line", () => {
    expect(calculatePayroll([entry(7, "2026-11-17T07:00:00-05:00", null, 2000)], NEW_YORK).workers).toEqual([]);
  });

  it("gives one line per worker, ordered by worker id, and totals that add up", () => {
    const report = calculatePayroll(
      [
        entry(9, "2026-11-16T07:00:00-05:00", "2026-11-16T17:00:00-05:00", 3000),
        entry(2, "2026-11-16T07:00:00-05:00", "2026-11-16T15:30:00-05:00", 2375),
        entry(9, "2026-11-17T07:00:00-05:00", "2026-11-17T11:00:00-05:00", 3000),
        entry(2, "2026-11-17T07:00:00-05:00", "2026-11-17T09:00:00-05:00", null),
      ],
      NEW_YORK,
    );
    expect(report.workers.map((line) => line.workerId)).toEqual([2, 9]);
    const [two, nine] = report.workers;
    expect(two).toMatchObject({
      regularMinutes: 600,
      overtimeMinutes: 30,
      regularPayCents: 19_000,
      overtimePayCents: 1_781, // 0.5 h x 23.75 x 1.5 = 17.8125
      grossPayCents: 20_781,
      hourlyRateCents: null,
      rates: [2375],
      entriesWithoutRate: 1,
      entryCount: 2,
    });
    expect(nine).toMatchObject({
      regularMinutes: 720,
      overtimeMinutes: 120,
      regularPayCents: 36_000,
      overtimePayCents: 9_000,
      grossPayCents: 45_000,
      hourlyRateCents: 3000,
      rates: [3000],
      entriesWithoutRate: 0,
    });
    expect(report.totals).toEqual({
      workerCount: 2,
      regularMinutes: 1320,
      overtimeMinutes: 150,
      doubleTimeMinutes: 0,
      totalMinutes: 1470,
      regularHours: 22,
      overtimeHours: 2.5,
      doubleTimeHours: 0,
      totalHours: 24.5,
      regularPayCents: 55_000,
      overtimePayCents: 10_781,
      doubleTimePayCents: 0,
      grossPayCents: 65_781,
      entryCount: 4,
    });
  });

  it.each([
    { rates: [2000, 2000], hourlyRateCents: 2000, list: [2000] },
    { rates: [2500, 2000], hourlyRateCents: null, list: [2000, 2500] },
    { rates: [null, null], hourlyRateCents: null, list: [] },
    { rates: [2000, null], hourlyRateCents: null, list: [2000] },
  ])("rates $rates -> hourlyRateCents $hourlyRateCents, rates $list", ({ rates, hourlyRateCents, list }) => {
    const line = onlyLine([
      entry(1, "2026-11-16T07:00:00-05:00", "2026-11-16T09:00:00-05:00", rates[0]),
      entry(1, "2026-11-17T07:00:00-05:00", "2026-11-17T09:00:00-05:00", rates[1]),
    ]);
    expect(line.hourlyRateCents).toBe(hourlyRateCents);
    expect(line.rates).toEqual(list);
  });

  it("an empty list gives no lines and zero totals", () => {
    expect(calculatePayroll([], NEW_YORK)).toEqual({
      workers: [],
      totals: {
        workerCount: 0,
        regularMinutes: 0,
        overtimeMinutes: 0,
        doubleTimeMinutes: 0,
        totalMinutes: 0,
        regularHours: 0,
        overtimeHours: 0,
        doubleTimeHours: 0,
        totalHours: 0,
        regularPayCents: 0,
        overtimePayCents: 0,
        doubleTimePayCents: 0,
        grossPayCents: 0,
        entryCount: 0,
      },
    });
  });

  it.each([
    ["a negative rate", entry(1, "2026-11-16T07:00:00Z", "2026-11-16T08:00:00Z", -100)],
    ["a fractional rate (dollars instead of cents)", entry(1, "2026-11-16T07:00:00Z", "2026-11-16T08:00:00Z", 23.75)],
    ["a negative break", entry(1, "2026-11-16T07:00:00Z", "2026-11-16T08:00:00Z", 2000, -5)],
    ["a fractional break", entry(1, "2026-11-16T07:00:00Z", "2026-11-16T08:00:00Z", 2000, 1.5)],
    ["an invalid clock-in", entry(1, "not a date", "2026-11-16T08:00:00Z", 2000)],
    ["an invalid clock-out", entry(1, "2026-11-16T07:00:00Z", "not a date", 2000)],
  ])("refuses %s", (_name, bad) => {
    expect(() => calculatePayroll([bad], NEW_YORK)).toThrow(RangeError);
  });
});

describe("payrollFromBuckets: minutes already split, summed per worker and rate", () => {
  it("prices each rate's minutes and rounds once per line, like calculatePayroll", () => {
    // 7 one-minute entries at $0.50/h: 0.83 cents each, 7 cents if rounded per entry, 5.83 -> 6 cents per line.
    const entries = Array.from({ length: 7 }, (_, i) => entry(1, `2026-03-02T1${i}:00:00Z`, `2026-03-02T1${i}:01:00Z`, 50));
    const report = payrollFromBuckets([{ workerId: 1, hourlyRateCents: 50, regularMinutes: 7, overtimeMinutes: 0, doubleTimeMinutes: 0, entryCount: 7 }]);
    expect(report).toEqual(calculatePayroll(entries, NEW_YORK));
    expect(report.workers[0].regularPayCents).toBe(6);
  });

  it("mixed rates, no rate, empty buckets and worker order", () => {
    const report = payrollFromBuckets([
      { workerId: 9, hourlyRateCents: 2000, regularMinutes: 480, overtimeMinutes: 60, doubleTimeMinutes: 0, entryCount: 2 },
      { workerId: 4, hourlyRateCents: null, regularMinutes: 30, overtimeMinutes: 0, doubleTimeMinutes: 0, entryCount: 1 },
      { workerId: 9, hourlyRateCents: 3000, regularMinutes: 0, overtimeMinutes: 90, doubleTimeMinutes: 0, entryCount: 1 },
      { workerId: 4, hourlyRateCents: 1500, regularMinutes: 0, overtimeMinutes: 0, doubleTimeMinutes: 0, entryCount: 0 },
      { workerId: 7, hourlyRateCents: 1500, regularMinutes: 0, overtimeMinutes: 0, doubleTimeMinutes: 0, entryCount: 0 },
    ]);
    expect(report.workers.map((w) => w.workerId)).toEqual([4, 9]);
    expect(report.workers[0]).toMatchObject({ rates: [], entriesWithoutRate: 1, hourlyRateCents: null, grossPayCents: 0, entryCount: 1 });
    expect(report.workers[1]).toMatchObject({
      rates: [2000, 3000],
      hourlyRateCents: null,
      regularPayCents: 16000,
      // 60 min x $20 x 1.5 + 90 min x $30 x 1.5
      overtimePayCents: 3000 + 6750,
      entryCount: 3,
    });
    expect(report.totals).toMatchObject({ workerCount: 2, entryCount: 4, regularMinutes: 510, overtimeMinutes: 150 });
  });
});

describe("entryDurationMinutes", () => {
  it.each([
    ["2026-11-16T08:00:00Z", "2026-11-16T16:00:00Z", undefined, 480],
    ["2026-11-16T08:00:00Z", "2026-11-16T16:00:00Z", null, 480],
    ["2026-11-16T08:00:00Z", "2026-11-16T16:00:00Z", 30, 450],
    ["2026-11-16T08:00:00Z", "2026-11-16T08:00:59Z", 0, 0],
    ["2026-11-16T08:00:00Z", "2026-11-16T08:01:00Z", 0, 1],
    ["2026-11-16T08:00:00.900Z", "2026-11-16T08:01:00.100Z", 0, 0],
    ["2026-11-16T08:00:00Z", "2026-11-16T07:00:00Z", 0, 0],
    ["2026-11-16T08:00:00Z", null, 0, 0],
  ])("%s -> %s with break %j is %d min", (clockIn, clockOut, breakMinutes, expected) => {
    expect(entryDurationMinutes(entry(1, clockIn, clockOut, null, breakMinutes))).toBe(expected);
  });
});

describe("minutesToHours", () => {
  it.each([
    [0, 0],
    [1, 0.02],
    [20, 0.33],
    [30, 0.5],
    [45, 0.75],
    [500, 8.33],
    [2400, 40],
  ])("%d min -> %d h", (minutes, expected) => {
    expect(minutesToHours(minutes)).toBe(expected);
  });
});

describe("overtimeRateCents", () => {
  it.each([
    [2000, 3000],
    [1875, 2813],
    [2501, 3752],
    [1, 2],
    [0, 0],
  ])("%d c/h -> %d c/h", (rate, expected) => {
    expect(overtimeRateCents(rate)).toBe(expected);
  });
});

describe("labelPayCents for overtime (and centsTimesMinutes for the regular minutes)", () => {
  it.each([
    // rate c/h, minutes, regular pay, overtime pay
    [2000, 60, 2000, 3000],
    [1875, 600, 18750, 28125],
    [1875, 1, 31, 47],
    [2375, 90, 3563, 5344],
    [2000, 0, 0, 0],
  ])("%d c/h x %d min", (rate, minutes, regular, overtime) => {
    expect(centsTimesMinutes(rate, minutes)).toBe(regular);
    expect(labelPayCents(rate, "overtime", minutes)).toBe(overtime);
  });

  it("are what one worker line of calculatePayroll pays for a long day", () => {
    const line = onlyLine(weekdays(1, 10.5, 1875));
    expect([line.regularPayCents, line.overtimePayCents]).toEqual([centsTimesMinutes(1875, 480), labelPayCents(1875, "overtime", 150)]);
  });
});

describe("properties", () => {
  const zones = ["America/New_York", "America/Los_Angeles", "Europe/London", "UTC", "Australia/Sydney"];
  // Clock-ins around both US DST changes of 2026 so DST weeks, midnight and week boundaries are crossed.
  const clockInTimes = fc.oneof(
    fc.integer({ min: Date.parse("2026-02-25T00:00:00Z"), max: Date.parse("2026-03-20T00:00:00Z") }),
    fc.integer({ min: Date.parse("2026-10-20T00:00:00Z"), max: Date.parse("2026-11-15T00:00:00Z") }),
  );
  const entryArbitrary = fc.record({
    workerId: fc.integer({ min: 1, max: 4 }),
    clockIn: clockInTimes,
    durationSeconds: fc.integer({ min: -600, max: 16 * 3600 }),
    open: fc.boolean(),
    hourlyRateCents: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
    breakMinutes: fc.option(fc.integer({ min: 0, max: 90 }), { nil: undefined }),
  });
  const entriesArbitrary = fc.array(entryArbitrary, { maxLength: 40 }).map((items) =>
    items.map(
      (item): PayrollEntry => ({
        workerId: item.workerId,
        clockInTime: new Date(item.clockIn),
        clockOutTime: item.open ? null : new Date(item.clockIn + item.durationSeconds * 1000),
        hourlyRateCents: item.hourlyRateCents,
        breakMinutes: item.breakMinutes,
      }),
    ),
  );

  it("gross = regular + overtime pay; total minutes = sum of entry minutes; caps hold; totals add up", () => {
    fc.assert(
      fc.property(entriesArbitrary, fc.constantFrom(...zones), fc.boolean(), (entries, timeZone, weeklyOvertime) => {
        const options = payRuleOptionsOf({ overtimeRule: specPresetOf(weeklyOvertime) }, timeZone);
        const report = calculatePayroll(entries, options);
        const closed = entries.filter((item) => item.clockOutTime !== null);

        for (const line of report.workers) {
          const own = closed.filter((item) => item.workerId === line.workerId);
          expect(line.grossPayCents).toBe(line.regularPayCents + line.overtimePayCents);
          expect(line.totalMinutes).toBe(own.reduce((sum, item) => sum + entryDurationMinutes(item), 0));
          expect(line.regularMinutes + line.overtimeMinutes).toBe(line.totalMinutes);
          expect(line.entryCount).toBe(own.length);
        }
        expect(report.totals.totalMinutes).toBe(closed.reduce((sum, item) => sum + entryDurationMinutes(item), 0));
        expect(report.totals.grossPayCents).toBe(report.workers.reduce((sum, line) => sum + line.grossPayCents, 0));

        const regularByDay = new Map<string, number>();
        const regularByWeek = new Map<string, number>();
        for (const allocation of allocateEntryMinutes(entries, options)) {
          expect(allocation.regularMinutes).toBeGreaterThanOrEqual(0);
          expect(allocation.overtimeMinutes).toBeGreaterThanOrEqual(0);
          const dayBucket = `${allocation.entry.workerId}|${allocation.dayKey}`;
          const weekBucket = `${allocation.entry.workerId}|${weekStartKey(allocation.dayKey)}`;
          regularByDay.set(dayBucket, (regularByDay.get(dayBucket) ?? 0) + allocation.regularMinutes);
          regularByWeek.set(weekBucket, (regularByWeek.get(weekBucket) ?? 0) + allocation.regularMinutes);
        }
        for (const minutes of regularByDay.values()) expect(minutes).toBeLessThanOrEqual(480);
        if (weeklyOvertime) for (const minutes of regularByWeek.values()) expect(minutes).toBeLessThanOrEqual(2400);
      }),
      { numRuns: 300 },
    );
  });

  it("weekly overtime only moves minutes from regular to overtime, never adds or drops any", () => {
    fc.assert(
      fc.property(entriesArbitrary, (entries) => {
        const daily = calculatePayroll(entries, payRuleOptionsOf({ overtimeRule: specPresetOf(false) }, "America/New_York"));
        const weekly = calculatePayroll(entries, payRuleOptionsOf({ overtimeRule: specPresetOf(true) }, "America/New_York"));
        expect(weekly.totals.totalMinutes).toBe(daily.totals.totalMinutes);
        weekly.workers.forEach((line, index) => {
          expect(line.workerId).toBe(daily.workers[index].workerId);
          expect(line.totalMinutes).toBe(daily.workers[index].totalMinutes);
          expect(line.overtimeMinutes).toBeGreaterThanOrEqual(daily.workers[index].overtimeMinutes);
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe("payrollFromBuckets: overtime on the weighted regular rate (29 CFR 778.115)", () => {
  const weighted = { weightedRegularRate: true };
  it("pays two rates' overtime on the week's weighted rate, rounded once per label", () => {
    // 30 h at $20 and 10 h at $30 straight, 10 h overtime at the $30 rate: weighted (600 + 600) / 50 = $24.
    const buckets = [
      { workerId: 1, hourlyRateCents: 2000, regularMinutes: 30 * 60, overtimeMinutes: 0, doubleTimeMinutes: 0, entryCount: 3 },
      { workerId: 1, hourlyRateCents: 3000, regularMinutes: 10 * 60, overtimeMinutes: 10 * 60, doubleTimeMinutes: 0, entryCount: 2 },
    ];
    const [line] = payrollFromBuckets(buckets, weighted).workers;
    expect(line).toMatchObject({ weightedRateCents: 2400, regularPayCents: 90_000, overtimePayCents: 42_000, grossPayCents: 132_000 });
    expect(payrollFromBuckets(buckets).workers[0]).toMatchObject({ weightedRateCents: null, overtimePayCents: 45_000 });
    // An entry without a rate weighs nothing: the rate is still $24.
    const withUnrated = [...buckets, { workerId: 1, hourlyRateCents: null, regularMinutes: 0, overtimeMinutes: 60, doubleTimeMinutes: 0, entryCount: 1 }];
    expect(payrollFromBuckets(withUnrated, weighted).workers[0]).toMatchObject({ weightedRateCents: 2400, overtimePayCents: 42_000, entriesWithoutRate: 1 });
  });

  it("is the own-rate price whenever a worker had one rate", () => {
    const bucket = fc.record({
      hourlyRateCents: fc.integer({ min: 0, max: 20_000 }),
      regularMinutes: fc.integer({ min: 0, max: 3000 }),
      overtimeMinutes: fc.integer({ min: 0, max: 1200 }),
      doubleTimeMinutes: fc.integer({ min: 0, max: 600 }),
    });
    fc.assert(
      fc.property(fc.array(bucket, { minLength: 1, maxLength: 4 }), (list) => {
        const buckets = list.map((b, workerId) => ({ ...b, workerId, entryCount: 1 }));
        expect(payrollFromBuckets(buckets, weighted)).toEqual(payrollFromBuckets(buckets));
      }),
      { numRuns: 200 },
    );
  });
});
