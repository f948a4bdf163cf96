// Pay schedules (issue 27 step 4): which period holds a day under each frequency, across month ends, a leap day, a
// year's end and a DST change; what makes a schedule incomplete; and the workweeks a period shows, with the days a
// workweek crossing its edge has in the neighbouring period.
import { describe, expect, it } from "vitest";
import {
  FIRST_PAY_DAY,
  isPayDay,
  LAST_PAY_DAY,
  PAY_FREQUENCIES,
  payPeriodOf,
  payScheduleProblem,
  resolvePayPeriod,
  workweekOf,
  workweeksOf,
  type PaySchedule,
} from "@shared/domain/pay-schedule";
import { addDays, daysBetween, isDateKey } from "@shared/domain/work-week";

const weekly: PaySchedule = { payFrequency: "weekly", workweekStartsOn: 0, payPeriodAnchor: null };
const schedule = (overrides: Partial<PaySchedule>): PaySchedule => ({ ...weekly, ...overrides });

describe("the period holding a day", () => {
  it.each([
    { name: "weekly, the spec's Sunday week", s: weekly, day: "2026-03-04", period: ["2026-03-01", "2026-03-07"] },
    { name: "weekly, on the day DST starts in the US", s: weekly, day: "2026-03-08", period: ["2026-03-08", "2026-03-14"] },
    { name: "weekly from Monday: a Sunday ends the week", s: schedule({ workweekStartsOn: 1 }), day: "2026-03-01", period: ["2026-02-23", "2026-03-01"] },
    { name: "weekly with an anchor on the workweek's first day", s: schedule({ payPeriodAnchor: "2026-01-04" }), day: "2026-03-04", period: ["2026-03-01", "2026-03-07"] },
    { name: "biweekly: the anchor's own period", s: schedule({ payFrequency: "biweekly", payPeriodAnchor: "2026-01-04" }), day: "2026-01-17", period: ["2026-01-04", "2026-01-17"] },
    { name: "biweekly: the next one", s: schedule({ payFrequency: "biweekly", payPeriodAnchor: "2026-01-04" }), day: "2026-01-18", period: ["2026-01-18", "2026-01-31"] },
    { name: "biweekly: before the anchor, across the year's end", s: schedule({ payFrequency: "biweekly", payPeriodAnchor: "2026-01-04" }), day: "2026-01-03", period: ["2025-12-21", "2026-01-03"] },
    { name: "biweekly from Monday, across a month's end", s: schedule({ payFrequency: "biweekly", workweekStartsOn: 1, payPeriodAnchor: "2026-03-23" }), day: "2026-04-05", period: ["2026-03-23", "2026-04-05"] },
    { name: "semi-monthly: the 15th ends the first half", s: schedule({ payFrequency: "semimonthly" }), day: "2026-02-15", period: ["2026-02-01", "2026-02-15"] },
    { name: "semi-monthly: February's second half", s: schedule({ payFrequency: "semimonthly" }), day: "2026-02-16", period: ["2026-02-16", "2026-02-28"] },
    { name: "semi-monthly: a leap year's February", s: schedule({ payFrequency: "semimonthly" }), day: "2028-02-20", period: ["2028-02-16", "2028-02-29"] },
    { name: "semi-monthly: the year's last day", s: schedule({ payFrequency: "semimonthly" }), day: "2026-12-31", period: ["2026-12-16", "2026-12-31"] },
    { name: "semi-monthly ignores an anchor", s: schedule({ payFrequency: "semimonthly", payPeriodAnchor: "2026-01-04" }), day: "2026-01-10", period: ["2026-01-01", "2026-01-15"] },
    { name: "monthly: a 30-day month", s: schedule({ payFrequency: "monthly" }), day: "2026-04-30", period: ["2026-04-01", "2026-04-30"] },
    { name: "monthly: December", s: schedule({ payFrequency: "monthly" }), day: "2026-12-05", period: ["2026-12-01", "2026-12-31"] },
  ])("$name: $day is in $period", ({ s, day, period }) => {
    expect(payScheduleProblem(s)).toBeNull();
    const { startDate, endDate } = payPeriodOf(day, s);
    expect([startDate, endDate]).toEqual(period);
  });

  it.each(PAY_FREQUENCIES)("%s periods tile two years: every day in exactly one, each starting the day after the last ended", (payFrequency) => {
    const s = schedule({ payFrequency, workweekStartsOn: 3, payPeriodAnchor: payFrequency === "semimonthly" || payFrequency === "monthly" ? null : "2026-01-07" });
    let period = payPeriodOf("2026-01-01", s);
    for (let day = "2026-01-01"; day <= "2027-12-31"; day = addDays(day, 1)) {
      if (day > period.endDate) {
        const next = payPeriodOf(day, s);
        expect(next.startDate).toBe(addDays(period.endDate, 1));
        period = next;
      }
      expect(payPeriodOf(day, s)).toEqual(period);
      expect(day >= period.startDate && day <= period.endDate).toBe(true);
    }
  });
});

describe("a schedule that is not whole", () => {
  it.each([
    { name: "biweekly needs a date a period starts", s: schedule({ payFrequency: "biweekly" }), problem: { field: "payPeriodAnchor", message: "Choose a date on which a pay period starts" } },
    {
      name: "the anchor falls on the workweek's first day",
      s: schedule({ payFrequency: "biweekly", payPeriodAnchor: "2026-01-05" }),
      problem: { field: "payPeriodAnchor", message: "A pay period starts on the workweek's first day, a Sunday" },
    },
    {
      name: "so for a weekly schedule too",
      s: schedule({ workweekStartsOn: 1, payPeriodAnchor: "2026-01-04" }),
      problem: { field: "payPeriodAnchor", message: "A pay period starts on the workweek's first day, a Monday" },
    },
    { name: "a weekday is 0 to 6", s: schedule({ workweekStartsOn: 7 }), problem: { field: "workweekStartsOn", message: "The workweek starts on a day from Sunday (0) to Saturday (6)" } },
    { name: "weekly needs no anchor", s: weekly, problem: null },
    { name: "an anchor that is no date is named, not thrown on", s: schedule({ payPeriodAnchor: "a" }), problem: { field: "payPeriodAnchor", message: "payPeriodAnchor must be a date like 2026-03-01" } },
    { name: "semi-monthly and monthly read no anchor", s: schedule({ payFrequency: "monthly", payPeriodAnchor: "2026-01-05" }), problem: null },
  ])("$name", ({ s, problem }) => {
    expect(payScheduleProblem(s)).toEqual(problem);
  });
});

describe("the workweeks of a period", () => {
  it("a workweek of seven days from its first day", () => {
    expect(workweekOf("2026-03-04", 0)).toEqual({ startDate: "2026-03-01", endDate: "2026-03-07" });
    expect(workweekOf("2026-03-04", 3)).toEqual({ startDate: "2026-03-04", endDate: "2026-03-10" });
    expect(workweekOf("2026-03-03", 3)).toEqual({ startDate: "2026-02-25", endDate: "2026-03-03" });
  });

  it("a semi-monthly first half ends mid-week: that week continues into the next period, where its overtime is paid", () => {
    expect(workweeksOf({ startDate: "2026-03-01", endDate: "2026-03-15" }, 0)).toEqual([
      { startDate: "2026-03-01", endDate: "2026-03-07", carriedFrom: null, continuesInto: null },
      { startDate: "2026-03-08", endDate: "2026-03-14", carriedFrom: null, continuesInto: null },
      { startDate: "2026-03-15", endDate: "2026-03-21", carriedFrom: null, continuesInto: { startDate: "2026-03-16", endDate: "2026-03-21" } },
    ]);
  });

  it("the second half carries that week's first day, and its last week runs into April", () => {
    expect(workweeksOf({ startDate: "2026-03-16", endDate: "2026-03-31" }, 0)).toEqual([
      { startDate: "2026-03-15", endDate: "2026-03-21", carriedFrom: { startDate: "2026-03-15", endDate: "2026-03-15" }, continuesInto: null },
      { startDate: "2026-03-22", endDate: "2026-03-28", carriedFrom: null, continuesInto: null },
      { startDate: "2026-03-29", endDate: "2026-04-04", carriedFrom: null, continuesInto: { startDate: "2026-04-01", endDate: "2026-04-04" } },
    ]);
  });

  it("a biweekly period is exactly two workweeks, none crossing its edges", () => {
    const period = payPeriodOf("2026-01-20", schedule({ payFrequency: "biweekly", payPeriodAnchor: "2026-01-04" }));
    const weeks = workweeksOf(period, 0);
    expect(weeks.map((w) => [w.startDate, w.endDate])).toEqual([
      ["2026-01-18", "2026-01-24"],
      ["2026-01-25", "2026-01-31"],
    ]);
    expect(weeks.every((w) => w.carriedFrom === null && w.continuesInto === null)).toBe(true);
    expect(daysBetween(period.startDate, period.endDate)).toBe(13);
  });
});

describe("a period beside the approval records", () => {
  const semimonthly = schedule({ payFrequency: "semimonthly" });
  const biweekly = schedule({ payFrequency: "biweekly", payPeriodAnchor: "2026-11-01" });
  // Weeks approved under the old weekly schedule: Nov 1-7 and Nov 8-14 (Sunday to Saturday).
  const weeklyRecords = [
    { startDate: "2026-11-01", endDate: "2026-11-07" },
    { startDate: "2026-11-08", endDate: "2026-11-14" },
  ];
  it.each([
    { name: "a recorded period keeps its days under the new schedule", s: semimonthly, day: "2026-11-03", period: ["2026-11-01", "2026-11-07"] },
    { name: "semi-monthly after weekly records: the half starts after the last record", s: semimonthly, day: "2026-11-15", period: ["2026-11-15", "2026-11-15"] },
    { name: "then the schedule's own periods", s: semimonthly, day: "2026-11-20", period: ["2026-11-16", "2026-11-30"] },
    { name: "biweekly after weekly records: the first period is cut at the record", s: biweekly, day: "2026-11-14", period: ["2026-11-08", "2026-11-14"] },
    { name: "biweekly: the period after the records is whole", s: biweekly, day: "2026-11-16", period: ["2026-11-15", "2026-11-28"] },
    { name: "without records, the schedule alone", s: weekly, day: "2026-11-18", period: ["2026-11-15", "2026-11-21"] },
  ])("$name: $day is in $period", ({ s, day, period }) => {
    const { startDate, endDate } = resolvePayPeriod(day, s, s === weekly ? [] : weeklyRecords);
    expect([startDate, endDate]).toEqual(period);
  });

  it("a period before a later record ends the day before it (an old week approved ahead of an open one)", () => {
    const later = [{ startDate: "2026-11-16", endDate: "2026-11-30" }];
    expect(resolvePayPeriod("2026-11-12", schedule({ payFrequency: "monthly" }), later)).toEqual({ startDate: "2026-11-01", endDate: "2026-11-15" });
  });
});

describe("the days a pay period can be asked of", () => {
  it.each([
    ["2026-03-02", true],
    [LAST_PAY_DAY, true],
    [FIRST_PAY_DAY, true],
    ["9999-12-31", false],
    ["9999-11-01", false],
    ["1000-01-01", false],
    ["2026-02-30", false],
  ])("%s: %s", (key, ok) => {
    expect(isPayDay(key)).toBe(ok);
  });

  it("every period of the first and last of them, and its workweeks, stays within the calendar the app reads", () => {
    for (const payFrequency of PAY_FREQUENCIES) {
      for (const day of [FIRST_PAY_DAY, LAST_PAY_DAY]) {
        const period = payPeriodOf(day, schedule({ payFrequency, payPeriodAnchor: payFrequency === "biweekly" ? "2026-03-01" : null }));
        // The day before the first workweek (the labels' context) and the day after the period are still dates.
        for (const week of workweeksOf(period, 0)) expect(isDateKey(addDays(week.startDate, -1)), week.startDate).toBe(true);
        expect(isDateKey(addDays(period.endDate, 1)), period.endDate).toBe(true);
      }
    }
  });
});
