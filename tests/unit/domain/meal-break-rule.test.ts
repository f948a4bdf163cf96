import { describe, expect, it } from "vitest";
import { CALIFORNIA_MEAL_RULE, checkMealBreak, checkMealBreakDays, type RuleBreak, type RuleEntry } from "../../../shared/domain/meal-break-rule";

// Times on one day as "HH:MM" (UTC): the rule only looks at durations and order.
const at = (hhmm: string) => new Date(`2026-03-02T${hhmm}:00.000Z`);
const entry = (from: string, to: string | null, breaks: RuleBreak[] = []): RuleEntry => ({
  clockInTime: at(from),
  clockOutTime: to === null ? null : at(to),
  breaks,
});
const meal = (from: string, to: string | null): RuleBreak => ({ kind: "meal", startedAt: at(from), endedAt: to === null ? null : at(to) });
const rest = (from: string, to: string): RuleBreak => ({ kind: "rest", startedAt: at(from), endedAt: at(to) });

describe("checkMealBreak with the California preset (30 min meal before the end of the 5th hour)", () => {
  it.each<[string, RuleEntry[], { workedMinutes: number; missed: boolean; mealRequired: boolean }]>([
    ["no entries", [], { workedMinutes: 0, mealRequired: false, missed: false }],
    ["exactly 5 h of work needs no meal", [entry("07:00", "12:00")], { workedMinutes: 300, mealRequired: false, missed: false }],
    ["5 h 01 without a meal is missed", [entry("07:00", "12:01")], { workedMinutes: 301, mealRequired: true, missed: true }],
    ["8 h with a 30 min meal at 11:00", [entry("07:00", "15:30", [meal("11:00", "11:30")])], { workedMinutes: 480, mealRequired: true, missed: false }],
    ["the meal starts exactly at the end of the 5th hour", [entry("07:00", "15:30", [meal("12:00", "12:30")])], { workedMinutes: 480, mealRequired: true, missed: false }],
    ["the meal starts one minute late", [entry("07:00", "15:30", [meal("12:01", "12:31")])], { workedMinutes: 480, mealRequired: true, missed: true }],
    ["a 29 min meal is too short", [entry("07:00", "15:30", [meal("11:00", "11:29")])], { workedMinutes: 481, mealRequired: true, missed: true }],
    ["two short meals do not add up", [entry("07:00", "15:30", [meal("10:00", "10:15"), meal("11:00", "11:15")])], { workedMinutes: 480, mealRequired: true, missed: true }],
    ["rest breaks are paid work: they are no meal", [entry("07:00", "15:00", [rest("09:00", "09:30"), rest("11:00", "11:40")])], { workedMinutes: 480, mealRequired: true, missed: true }],
    ["rest breaks count toward the 5 hours", [entry("07:00", "15:30", [rest("09:00", "09:10"), meal("12:05", "12:35")])], { workedMinutes: 480, mealRequired: true, missed: true }],
    ["clocked out for lunch: the gap is the meal", [entry("07:00", "11:30"), entry("12:00", "15:30")], { workedMinutes: 480, mealRequired: true, missed: false }],
    ["a 20 min gap is no meal", [entry("07:00", "11:30"), entry("11:50", "15:30")], { workedMinutes: 490, mealRequired: true, missed: true }],
    ["a switch (no gap) with the meal on the second job", [entry("07:00", "10:00"), entry("10:00", "15:30", [meal("11:30", "12:00")])], { workedMinutes: 480, mealRequired: true, missed: false }],
    ["work across a switch adds up to the 5 hours", [entry("07:00", "10:00"), entry("10:00", "15:30", [meal("12:30", "13:00")])], { workedMinutes: 480, mealRequired: true, missed: true }],
    ["a meal ended by the clock-out touches the gap to the next entry", [entry("07:00", "11:15", [meal("11:00", null)]), entry("11:30", "15:30")], { workedMinutes: 480, mealRequired: true, missed: false }],
    ["entries given out of order", [entry("12:00", "15:30"), entry("07:00", "11:30")], { workedMinutes: 480, mealRequired: true, missed: false }],
    ["a meal longer than needed is fine", [entry("07:00", "16:00", [meal("11:00", "12:00")])], { workedMinutes: 480, mealRequired: true, missed: false }],
  ])("%s", (_name, entries, expected) => {
    const check = checkMealBreak(entries, CALIFORNIA_MEAL_RULE, at("23:00"));
    expect({ workedMinutes: check.workedMinutes, mealRequired: check.mealRequired, missed: check.missed }).toEqual(expected);
    expect(check.mealTaken).toBe(!check.missed);
  });

  it("counts an open entry and an open meal until asOf", () => {
    const open = [entry("07:00", null, [meal("11:00", null)])];
    expect(checkMealBreak(open, CALIFORNIA_MEAL_RULE, at("11:20"))).toMatchObject({ workedMinutes: 240, mealRequired: false, missed: false });
    const working = [entry("07:00", null)];
    expect(checkMealBreak(working, CALIFORNIA_MEAL_RULE, at("12:30"))).toMatchObject({ workedMinutes: 330, missed: true });
  });

  it("follows another rule's numbers", () => {
    const rule = { mealMinutes: 60, byWorkedMinutes: 6 * 60 };
    expect(checkMealBreak([entry("07:00", "15:30", [meal("11:00", "11:30")])], rule, at("23:00")).missed).toBe(true);
    expect(checkMealBreak([entry("07:00", "16:00", [meal("12:30", "13:30")])], rule, at("23:00")).missed).toBe(false);
  });
});

describe("checkMealBreakDays", () => {
  const zone = "America/Denver";
  // 2026-03-02 is a Monday; Denver is UTC-7 then.
  const local = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00-07:00`);
  const shift = (workerId: number, day: string, from: string, to: string, rate: number | null, breaks: RuleBreak[] = []) => ({
    workerId,
    hourlyRateCents: rate,
    clockInTime: local(day, from),
    clockOutTime: local(day, to),
    breaks,
  });

  it("checks each worker's day on its own, across switches, with the day's first rate as the premium", () => {
    const days = checkMealBreakDays(
      [
        shift(2, "2026-03-02", "07:00", "15:30", 3000, [{ kind: "meal", startedAt: local("2026-03-02", "11:00"), endedAt: local("2026-03-02", "11:30") }]),
        shift(1, "2026-03-03", "07:00", "10:00", 2500),
        shift(1, "2026-03-03", "10:00", "15:00", 2800),
        shift(1, "2026-03-02", "07:00", "11:00", null),
      ],
      CALIFORNIA_MEAL_RULE,
      { timeZone: zone, asOf: local("2026-03-04", "00:00") },
    );
    expect(days.map((d) => [d.workerId, d.dayKey, d.missed, d.premiumCents])).toEqual([
      [1, "2026-03-02", false, null],
      [1, "2026-03-03", true, 2500],
      [2, "2026-03-02", false, 3000],
    ]);
  });

  it("counts a shift past midnight on its clock-in day, as payroll does", () => {
    const [day] = checkMealBreakDays([{ ...shift(1, "2026-03-02", "20:00", "23:59", 2000), clockOutTime: local("2026-03-03", "03:00") }], CALIFORNIA_MEAL_RULE, {
      timeZone: zone,
      asOf: local("2026-03-04", "00:00"),
    });
    expect(day).toMatchObject({ dayKey: "2026-03-02", workedMinutes: 420, missed: true });
  });
});
