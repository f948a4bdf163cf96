import { describe, expect, it } from "vitest";
import { COST_CODE_REQUIRED_MESSAGE, costCodeDueAtPunch, deskCostCodeProblem } from "@shared/domain/cost-code-rule";

describe("costCodeDueAtPunch: a punch is never refused, only flagged", () => {
  it.each([
    [true, null, true],
    [true, undefined, true],
    [true, 7, false],
    [false, null, false],
    [false, undefined, false],
    [false, 7, false],
  ] as const)("required %s, code %s -> flagged %s", (required, costCodeId, due) => {
    expect(costCodeDueAtPunch(required, costCodeId)).toBe(due);
  });
});

describe("deskCostCodeProblem", () => {
  it.each([
    // Added by hand: the code is needed while required (left out or null alike).
    [true, undefined, "add", COST_CODE_REQUIRED_MESSAGE],
    [true, null, "add", COST_CODE_REQUIRED_MESSAGE],
    [true, 7, "add", null],
    // A correction: taking the code off is refused; leaving it as it is (undefined) is not.
    [true, null, "correct", COST_CODE_REQUIRED_MESSAGE],
    [true, undefined, "correct", null],
    [true, 7, "correct", null],
    // Not required: nothing is refused.
    [false, undefined, "add", null],
    [false, null, "add", null],
    [false, null, "correct", null],
  ] as const)("required %s, code %s, %s -> %s", (required, costCodeId, write, problem) => {
    expect(deskCostCodeProblem(required, costCodeId, write)).toBe(problem);
  });
});
