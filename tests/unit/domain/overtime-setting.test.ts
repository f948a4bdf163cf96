// The overtime setting (issue 27): the spec's weekly-overtime switch names one of the spec's two presets, reads true
// under every preset with a weekly 40, and a write of it is refused under the law presets or against the rule sent.
import { describe, expect, it } from "vitest";
import { OVERTIME_RULES } from "@shared/domain/overtime-labels";
import { dailyOvertimeAfterHours, hasWeeklyOvertime, overtimeRuleAfter, specPresetOf, WEEKLY_OVERTIME_PRESET_MESSAGE, workersPastDaily } from "@shared/domain/overtime-setting";

const refused = { refusal: WEEKLY_OVERTIME_PRESET_MESSAGE };

describe("the weekly-overtime switch", () => {
  it("names daily8-weekly40 when on and daily8 when off", () => {
    expect([specPresetOf(true), specPresetOf(false)]).toEqual(["daily8-weekly40", "daily8"]);
  });

  it("reads true under every preset with a weekly 40: all but daily8", () => {
    expect(OVERTIME_RULES.filter(hasWeeklyOvertime)).toEqual(["daily8-weekly40", "federal", "california", "colorado", "alaska", "nevada"]);
  });

  it.each([
    ["nothing written keeps the rule", "california", {}, "california"],
    ["a rule written replaces it", "daily8", { overtimeRule: "colorado" }, "colorado"],
    ["the switch on under daily8", "daily8", { weeklyOvertime: true }, "daily8-weekly40"],
    ["the switch off under daily8-weekly40", "daily8-weekly40", { weeklyOvertime: false }, "daily8"],
    ["the switch agreeing with the rule sent", "california", { overtimeRule: "daily8", weeklyOvertime: false }, "daily8"],
    ["the switch under a law preset", "california", { weeklyOvertime: true }, refused],
    ["the switch with a law preset sent", "daily8", { overtimeRule: "federal", weeklyOvertime: true }, refused],
    ["the switch against the spec preset sent", "daily8", { overtimeRule: "daily8", weeklyOvertime: true }, refused],
  ] as const)("%s", (_name, current, update, expected) => {
    expect(overtimeRuleAfter(current, update)).toEqual(expected);
  });
});

describe("the Weekly Summary's daily badge (issue 27 step 4)", () => {
  it.each([
    { rule: "daily8", nevada: false, after: 8 },
    { rule: "daily8-weekly40", nevada: false, after: 8 },
    { rule: "federal", nevada: false, after: null },
    { rule: "california", nevada: false, after: 8 },
    { rule: "colorado", nevada: false, after: 12 },
    { rule: "alaska", nevada: false, after: 8 },
    { rule: "nevada", nevada: false, after: null },
    { rule: "nevada", nevada: true, after: 8 },
  ] as const)("$rule (Nevada's setting $nevada): a day is overtime after $after h", ({ rule, nevada, after }) => {
    expect(dailyOvertimeAfterHours({ overtimeRule: rule, nevadaDailyOvertimeBelowRate: nevada })).toBe(after);
  });

  it.each([
    { name: "two workers of 7 h: a company's 14 h is nobody's overtime", lines: [{ workerId: 1, hours: 7 }, { workerId: 2, hours: 7 }], after: 8, count: 0 },
    { name: "exactly 8 h is not past 8", lines: [{ workerId: 1, hours: 8 }], after: 8, count: 0 },
    { name: "one worker's two projects add up: 5 + 3.25", lines: [{ workerId: 1, hours: 5 }, { workerId: 1, hours: 3.25 }, { workerId: 2, hours: 8 }], after: 8, count: 1 },
    { name: "0.1 + 0.2 hours sum in hundredths, not floats", lines: [{ workerId: 1, hours: 7.7 }, { workerId: 1, hours: 0.3 }], after: 8, count: 0 },
    { name: "Colorado's 12: 11.75 is not past it, 12.25 is", lines: [{ workerId: 1, hours: 11.75 }, { workerId: 2, hours: 12.25 }], after: 12, count: 1 },
    { name: "no lines, nobody", lines: [], after: 8, count: 0 },
  ])("$name", ({ lines, after, count }) => {
    expect(workersPastDaily(lines, after)).toBe(count);
  });
});
