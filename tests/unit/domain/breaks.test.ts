// The break rules (shared/domain/breaks.ts): which breaks are paid, and the unpaid minutes an entry's breakTime is.
import { describe, expect, it } from "vitest";
import { breakLeftOutside, breakLine, isBreakPaid, openEntryMinutesAt, unpaidBreakMinutes, type TimedBreak } from "@shared/domain/breaks";
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

describe("openEntryMinutesAt: a running entry's paid minutes so far", () => {
  it.each<[string, string, TimedBreak[], number]>([
    ["no breaks: on the clock since 07:00", "10:15:00", [], 195],
    ["an ended unpaid meal is not paid", "13:00:00", [brk("11:00:00", "11:30:00")], 330],
    ["a paid rest is paid", "13:00:00", [brk("10:00:00", "10:15:00", true)], 360],
    ["an unpaid meal running now counts as ended now", "11:20:00", [brk("11:00:00", null)], 240],
    ["seconds are dropped, never rounded up", "07:59:59", [], 59],
    ["a clock a moment behind the clock-in: 0, never less", "06:59:00", [], 0],
  ])("%s: %d min", (_label, now, breaks, expected) => {
    expect(openEntryMinutesAt({ clockInTime: at("07:00:00"), breaks }, at(now))).toBe(expected);
  });

  it("is what the clock-out at that moment is paid", () => {
    const breaks = [brk("09:00:00", "09:10:00", true), brk("11:00:00", "11:45:00")];
    const clockOut = at("15:30:00");
    expect(openEntryMinutesAt({ clockInTime: at("07:00:00"), breaks }, clockOut)).toBe(
      entryDurationMinutes({ clockInTime: at("07:00:00"), clockOutTime: clockOut, breakMinutes: unpaidBreakMinutes(breaks) }),
    );
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

describe("breakLeftOutside: new clock times and the entry's breaks", () => {
  const at = (hhmm: string) => new Date(`2026-03-11T${hhmm}:00Z`);
  const meal = { startedAt: at("12:00"), endedAt: at("12:30") };
  const running = { startedAt: at("15:00"), endedAt: null };
  it.each([
    { name: "both within", shift: { start: at("07:00"), end: at("17:00") }, breaks: [meal], expected: null },
    { name: "touching the shift's ends", shift: { start: at("12:00"), end: at("12:30") }, breaks: [meal], expected: null },
    { name: "clock-in moved after the meal", shift: { start: at("12:15"), end: at("17:00") }, breaks: [meal], expected: "clockInTime" },
    { name: "clock-out moved before its end", shift: { start: at("07:00"), end: at("12:15") }, breaks: [meal], expected: "clockOutTime" },
    { name: "a running break: only its start counts", shift: { start: at("07:00"), end: at("15:00") }, breaks: [running], expected: null },
    { name: "a running break after the clock-out", shift: { start: at("07:00"), end: at("14:00") }, breaks: [running], expected: "clockOutTime" },
    { name: "an open shift has no end to leave", shift: { start: at("07:00"), end: null }, breaks: [meal, running], expected: null },
  ])("$name", ({ shift, breaks, expected }) => {
    expect(breakLeftOutside(breaks, shift)?.field ?? null).toBe(expected);
  });
});

describe("openEntryMinutesAt with the entry's stored breakTime and its running break (the office's hours this week)", () => {
  const clockInTime = new Date("2026-03-10T14:00:00Z");
  const now = new Date("2026-03-10T17:30:59Z");
  const running = (startedAt: string, paid: boolean): TimedBreak => ({ startedAt: new Date(startedAt), endedAt: null, paid });
  it.each([
    ["no break", 0, null, 210],
    ["ended unpaid breaks (breakTime) are taken off", 30, null, 180],
    ["a running unpaid break is ended now and taken off", 0, running("2026-03-10T17:00:00Z", false), 180],
    ["a running paid break counts as work", 0, running("2026-03-10T17:00:00Z", true), 210],
    ["both", 15, running("2026-03-10T17:20:00Z", false), 185],
  ] as const)("%s", (_, breakMinutes, runningBreak, expected) => {
    expect(openEntryMinutesAt({ clockInTime, breakMinutes, breaks: runningBreak ? [runningBreak] : [] }, now)).toBe(expected);
  });
  it("is what the entry would be paid had it been clocked out now", () => {
    expect(openEntryMinutesAt({ clockInTime, breakMinutes: 30, breaks: [] }, now)).toBe(
      entryDurationMinutes({ clockInTime, clockOutTime: now, breakMinutes: 30 }),
    );
  });
});
