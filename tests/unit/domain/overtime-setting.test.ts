// The overtime setting (issue 27): the spec's weekly-overtime switch names one of the spec's two presets, reads true
// under every preset with a weekly 40, and a write of it is refused under the law presets or against the rule sent.
import { describe, expect, it } from "vitest";
import { OVERTIME_RULES } from "@shared/domain/overtime-labels";
import { hasWeeklyOvertime, overtimeRuleAfter, specPresetOf, WEEKLY_OVERTIME_PRESET_MESSAGE } from "@shared/domain/overtime-setting";

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
