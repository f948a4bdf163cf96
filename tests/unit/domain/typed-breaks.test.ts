// Breaks typed by hand (a manual entry, a correction; shared/domain/breaks.ts): the rule that checks them against the
// shift, the meal break a bare breakMinutes stands for, and the manual entry's schema that applies both.
import { describe, expect, it } from "vitest";
import { BREAK_ORDER_MESSAGE, BREAK_OUTSIDE_MESSAGE, BREAK_OVERLAP_MESSAGE, breakSpanProblems, middleMealBreak, unpaidBreakMinutes } from "@shared/domain/breaks";
import { manualTimeEntrySchema } from "@shared/api/time-clock";

const at = (time: string) => new Date(`2026-03-03T${time}:00Z`);
const span = (start: string, end: string) => ({ start: at(start), end: at(end) });
const shift = span("08:00", "16:30");

describe("breakSpanProblems (shift 08:00-16:30)", () => {
  it.each<[string, { start: Date; end: Date }[], { index: number; field: string; message: string }[]]>([
    ["no breaks", [], []],
    ["a meal and a rest inside", [span("12:00", "12:30"), span("10:00", "10:15")], []],
    ["breaks touching the shift's ends and each other", [span("08:00", "08:10"), span("08:10", "08:20"), span("16:20", "16:30")], []],
    ["ends when it starts", [span("12:00", "12:00")], [{ index: 0, field: "endTime", message: BREAK_ORDER_MESSAGE }]],
    ["ends before it starts", [span("12:30", "12:00")], [{ index: 0, field: "endTime", message: BREAK_ORDER_MESSAGE }]],
    ["starts before the shift", [span("07:50", "08:20")], [{ index: 0, field: "startTime", message: BREAK_OUTSIDE_MESSAGE }]],
    ["ends after the shift", [span("16:15", "16:45")], [{ index: 0, field: "endTime", message: BREAK_OUTSIDE_MESSAGE }]],
    ["wholly after the shift", [span("17:00", "17:30")], [{ index: 0, field: "endTime", message: BREAK_OUTSIDE_MESSAGE }]],
    ["overlapping: the later one is named", [span("12:00", "12:30"), span("12:20", "12:40")], [{ index: 1, field: "startTime", message: BREAK_OVERLAP_MESSAGE }]],
    ["overlapping, listed later first", [span("12:20", "12:40"), span("12:00", "12:30")], [{ index: 0, field: "startTime", message: BREAK_OVERLAP_MESSAGE }]],
    ["one inside another", [span("12:00", "13:00"), span("12:10", "12:20")], [{ index: 1, field: "startTime", message: BREAK_OVERLAP_MESSAGE }]],
    [
      "each break's first problem, in list order",
      [span("18:00", "18:30"), span("11:00", "10:00"), span("12:00", "12:30"), span("12:15", "12:45")],
      [
        { index: 0, field: "endTime", message: BREAK_OUTSIDE_MESSAGE },
        { index: 1, field: "endTime", message: BREAK_ORDER_MESSAGE },
        { index: 3, field: "startTime", message: BREAK_OVERLAP_MESSAGE },
      ],
    ],
  ])("%s", (_label, breaks, expected) => {
    expect(breakSpanProblems(breaks, shift)).toEqual(expected);
  });
});

describe("middleMealBreak", () => {
  it.each<[string, { start: Date; end: Date }, number, string, string]>([
    ["30 min in 08:00-16:00", span("08:00", "16:00"), 30, "11:45", "12:15"],
    ["45 min in 08:00-16:30", span("08:00", "16:30"), 45, "11:52:30", "12:37:30"],
    ["the whole shift but a minute", span("08:00", "09:00"), 59, "08:00:30", "08:59:30"],
  ])("%s", (_label, s, minutes, start, end) => {
    const b = middleMealBreak(s, minutes);
    const iso = (time: string) => new Date(`2026-03-03T${time.length === 5 ? `${time}:00` : time}Z`).toISOString();
    expect({ kind: b.kind, start: b.start.toISOString(), end: b.end.toISOString() }).toEqual({ kind: "meal", start: iso(start), end: iso(end) });
    expect(unpaidBreakMinutes([{ startedAt: b.start, endedAt: b.end, paid: false }])).toBe(minutes);
    expect(breakSpanProblems([b], s)).toEqual([]);
  });

  it("an odd number of seconds of slack still gives whole seconds and the exact length", () => {
    const s = { start: at("08:00"), end: new Date(at("09:00").getTime() + 1000) };
    const b = middleMealBreak(s, 20);
    expect(b.start.getMilliseconds()).toBe(0);
    expect(b.end.getTime() - b.start.getTime()).toBe(20 * 60_000);
  });
});

describe("manualTimeEntrySchema's breaks", () => {
  const body = (extra: Record<string, unknown>) => ({
    workerId: 1,
    projectId: 2,
    clockInTime: "2026-03-03T08:00:00Z",
    clockOutTime: "2026-03-03T16:30:00Z",
    reason: "Missed punch",
    ...extra,
  });
  const brk = (kind: string, start: string, end: string) => ({ kind, startTime: `2026-03-03T${start}:00Z`, endTime: `2026-03-03T${end}:00Z` });
  const issues = (extra: Record<string, unknown>) => {
    const result = manualTimeEntrySchema.safeParse(body(extra));
    return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
  };

  it.each<[string, Record<string, unknown>, [string, string, string][]]>([
    ["no break at all", {}, []],
    ["breakMinutes alone: one meal in the middle", { breakMinutes: 30 }, [["meal", "2026-03-03T12:00:00.000Z", "2026-03-03T12:30:00.000Z"]]],
    ["breaks as given", { breaks: [brk("rest", "10:00", "10:15"), brk("meal", "12:00", "12:30")] }, [["rest", "2026-03-03T10:00:00.000Z", "2026-03-03T10:15:00.000Z"], ["meal", "2026-03-03T12:00:00.000Z", "2026-03-03T12:30:00.000Z"]]],
    ["breaks with breakMinutes 0 (a form's default)", { breakMinutes: 0, breaks: [brk("meal", "12:00", "12:30")] }, [["meal", "2026-03-03T12:00:00.000Z", "2026-03-03T12:30:00.000Z"]]],
    ["an empty list is no break", { breaks: [] }, []],
  ])("%s", (_label, extra, expected) => {
    const parsed = manualTimeEntrySchema.parse(body(extra));
    expect(parsed.breaks.map((b) => [b.kind, b.start.toISOString(), b.end.toISOString()])).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>, [string, string][]]>([
    ["both breaks and breakMinutes", { breakMinutes: 30, breaks: [brk("meal", "12:00", "12:30")] }, [["breakMinutes", "Send either the breaks or breakMinutes, not both"]]],
    ["a break outside the shift", { breaks: [brk("meal", "16:15", "16:45")] }, [["breaks.0.endTime", BREAK_OUTSIDE_MESSAGE]]],
    ["a break ending before it starts", { breaks: [brk("meal", "12:30", "12:00")] }, [["breaks.0.endTime", BREAK_ORDER_MESSAGE]]],
    ["two overlapping", { breaks: [brk("meal", "12:00", "12:30"), brk("rest", "12:15", "12:30")] }, [["breaks.1.startTime", BREAK_OVERLAP_MESSAGE]]],
    ["an unknown kind", { breaks: [brk("lunch", "12:00", "12:30")] }, [["breaks.0.kind", "Choose meal or rest"]]],
    ["a time that is no instant", { breaks: [{ kind: "meal", startTime: "12:00", endTime: "2026-03-03T12:30:00Z" }] }, [["breaks.0.startTime", "The break's start must be an ISO timestamp such as 2026-03-02T07:00:00Z"]]],
  ])("refuses %s", (_label, extra, expected) => {
    expect(issues(extra)).toEqual(expected);
  });
});
