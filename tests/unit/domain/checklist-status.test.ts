import { describe, expect, it } from "vitest";
import { checklistProgressPercent, checklistStatus, type ChecklistItemState } from "../../../shared/domain/checklist-status";

const done = (isRequired = true): ChecklistItemState => ({ isRequired, isCompleted: true });
const open = (isRequired = true): ChecklistItemState => ({ isRequired, isCompleted: false });

describe("checklistStatus", () => {
  it.each([
    ["no items", [], "pending"],
    ["nothing done", [open(), open()], "pending"],
    ["only optional items, none done", [open(false), open(false)], "pending"],
    ["one of two required done", [done(), open()], "in_progress"],
    ["every item done", [done(), done(), done()], "completed"],
    ["every required done, an optional open", [done(), done(), open(false)], "completed"],
    ["only an optional item done, a required open", [done(false), open()], "in_progress"],
    ["a single done item", [done()], "completed"],
    ["only optional items, one done", [done(false), open(false)], "completed"],
    ["isRequired missing means required", [{ isCompleted: true }, { isCompleted: false }], "in_progress"],
    ["isRequired null means required", [{ isRequired: null, isCompleted: true }, { isRequired: null, isCompleted: null }], "in_progress"],
  ] as const)("%s -> %s", (_name, items, expected) => {
    expect(checklistStatus(items)).toBe(expected);
  });
});

describe("checklistProgressPercent", () => {
  it.each([
    [[], 0],
    [[open()], 0],
    [[done()], 100],
    [[done(), open()], 50],
    [[done(), open(), open()], 33],
    [[done(), done(), open()], 67],
    [[done(), ...Array.from({ length: 7 }, () => open())], 13], // 12.5 rounds up
    [[done(false), open()], 50], // optional items count toward progress
  ])("%j -> %d %", (items, expected) => {
    expect(checklistProgressPercent(items)).toBe(expected);
  });
});
