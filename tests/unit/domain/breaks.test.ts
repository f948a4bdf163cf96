// The break rules (shared/domain/breaks.ts): which breaks are paid, and the unpaid minutes an entry's breakTime is.
import { describe, expect, it } from "vitest";
import { breakLine, isBreakPaid, unpaidBreakMinutes, type TimedBreak } from "@shared/domain/breaks";
import { entryDurationMinutes } from "@shared/domain/payroll";

const at = (time: string) => new Date(`2026-03-03T${time}Z`);
const brk = (start: string, end: string | null, paid = false): TimedBreak => ({ startedAt: at(start), endedAt: end ? at(end) : null, paid });

describe("isBreakPaid", () => {
  it.each([
    ["rest", false, true],
    ["rest", true, true],
    ["meal", false, false],
    ["meal", true, true],
  ] as const)("%s with mealBreaksPaid %s is paid: %s", (kind, mealBreaksPaid, expected) => {
    expect(isBreakPaid(kind, { mealBreaksPaid })).toBe(expected);
  });
});

describe("unpaidBreakMinutes", () => {
  it.each<[string, TimedBreak[], number]>([
    ["no breaks", [], 0],
    ["one 30 min meal", [brk("12:02:00", "12:32:00")], 30],
    ["a paid break counts nothing", [brk("10:00:00", "10:15:00", true)], 0],
    ["a running break counts nothing yet", [brk("12:00:00", null)], 0],
    ["seconds are added up before truncating", [brk("10:00:00", "10:10:30"), brk("12:00:00", "12:10:30")], 21],
    ["59 seconds are no minute", [brk("10:00:00", "10:00:59")], 0],
    ["paid and unpaid mixed", [brk("10:00:00", "10:15:00", true), brk("12:00:00", "12:30:00"), brk("15:00:00", "15:10:00", true)], 30],
  ])("%s: %d min", (_label, breaks, expected) => {
    expect(unpaidBreakMinutes(breaks)).toBe(expected);
  });
});

describe("hours net of unpaid breaks", () => {
  it("entryDurationMinutes with breakTime from the timed breaks: 8 h 30 with a 30 min unpaid meal and a paid rest is 8 h", () => {
    const breakMinutes = unpaidBreakMinutes([brk("19:00:00", "19:30:00"), brk("17:00:00", "17:15:00", true)]);
    expect(entryDurationMinutes({ clockInTime: at("15:00:00"), clockOutTime: at("23:30:00"), breakMinutes })).toBe(480);
  });
});

describe("breakLine", () => {
  const hhmm = (iso: string) => iso.slice(11, 16);
  it.each([
    [{ kind: "meal", startedAt: "2026-03-03T12:02:00.000Z", endedAt: "2026-03-03T12:32:00.000Z", paid: false }, "Meal 12:02–12:32, unpaid"],
    [{ kind: "rest", startedAt: "2026-03-03T10:00:00.000Z", endedAt: null, paid: true }, "Rest since 10:00, paid"],
  ] as const)("%j -> %s", (b, expected) => {
    expect(breakLine(b, hhmm)).toBe(expected);
  });
});
