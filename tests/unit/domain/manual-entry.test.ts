import { describe, expect, it } from "vitest";
import { manualShiftProblems, type ManualShiftProblem } from "../../../shared/domain/manual-entry";

const at = (iso: string) => new Date(iso);
const NOW = at("2026-03-12T18:00:00Z");

describe("manualShiftProblems", () => {
  it.each<[string, string, string, number, Date | undefined, ManualShiftProblem[]]>([
    ["an 8 h shift with a 30 min break", "2026-03-10T14:00:00Z", "2026-03-10T22:00:00Z", 30, NOW, []],
    ["a shift ending exactly now", "2026-03-12T10:00:00Z", "2026-03-12T18:00:00Z", 0, NOW, []],
    ["exactly 24 h", "2026-03-10T14:00:00Z", "2026-03-11T14:00:00Z", 0, NOW, []],
    ["a break one minute shorter than the shift", "2026-03-10T14:00:00Z", "2026-03-10T15:00:00Z", 59, NOW, []],
    ["end before start", "2026-03-10T14:00:00Z", "2026-03-10T13:00:00Z", 0, NOW, [{ field: "clockOutTime", message: "The end must be after the start" }]],
    ["end equal to start", "2026-03-10T14:00:00Z", "2026-03-10T14:00:00Z", 0, NOW, [{ field: "clockOutTime", message: "The end must be after the start" }]],
    ["end in the future", "2026-03-12T14:00:00Z", "2026-03-12T18:01:00Z", 0, NOW, [{ field: "clockOutTime", message: "The end cannot be in the future" }]],
    [
      "start and end in the future",
      "2026-03-13T14:00:00Z",
      "2026-03-13T18:00:00Z",
      0,
      NOW,
      [
        { field: "clockInTime", message: "The start cannot be in the future" },
        { field: "clockOutTime", message: "The end cannot be in the future" },
      ],
    ],
    ["the future is not checked without a clock", "2030-03-13T14:00:00Z", "2030-03-13T18:00:00Z", 0, undefined, []],
    ["over 24 h", "2026-03-10T14:00:00Z", "2026-03-11T14:01:00Z", 0, NOW, [{ field: "clockOutTime", message: "A shift can be at most 24 hours; check the dates" }]],
    ["a break as long as the shift", "2026-03-10T14:00:00Z", "2026-03-10T15:00:00Z", 60, NOW, [{ field: "breakMinutes", message: "The break must be shorter than the shift" }]],
    ["a negative break", "2026-03-10T14:00:00Z", "2026-03-10T15:00:00Z", -5, NOW, [{ field: "breakMinutes", message: "The break must be a whole number of minutes, 0 or more" }]],
    ["a fractional break", "2026-03-10T14:00:00Z", "2026-03-10T15:00:00Z", 2.5, NOW, [{ field: "breakMinutes", message: "The break must be a whole number of minutes, 0 or more" }]],
    ["end before start says nothing about the break", "2026-03-10T14:00:00Z", "2026-03-10T13:00:00Z", 90, NOW, [{ field: "clockOutTime", message: "The end must be after the start" }]],
  ])("%s", (_name, start, end, breakMinutes, latest, expected) => {
    expect(manualShiftProblems({ start: at(start), end: at(end), breakMinutes }, latest)).toEqual(expected);
  });

  it("invalid dates are left to the parser (no problem reported twice)", () => {
    expect(manualShiftProblems({ start: new Date(NaN), end: at("2026-03-10T13:00:00Z"), breakMinutes: 0 }, NOW)).toEqual([]);
  });
});
