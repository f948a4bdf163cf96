// The Request correction form: times of day read on the entry's clock-in day in the company's zone (a clock-out at or
// before the clock-in is the next morning), only changed times asked for, the shared correctionProblem rule's messages
// under the fields, and what an approval would refuse said at once.
import { describe, expect, it } from "vitest";
import {
  correctionFormDefaults,
  correctionRequestFormSchema,
  toCorrectionBody,
  typedTimes,
  type CorrectionFormValues,
  type EntryToCorrect,
} from "../../../../client/src/features/timesheets/correction-request-form";

const ZONE = "America/Denver";
const now = () => new Date("2026-03-12T18:00:00Z"); // noon in Denver (MDT since March 8)
// Clocked in at 7:02 on March 11 (Denver), never clocked out.
const open: EntryToCorrect = { clockInTime: "2026-03-11T13:02:31Z", clockOutTime: null, projectId: 7, breaks: [] };
// 7:00 to 15:30 on March 10.
const closed: EntryToCorrect = { clockInTime: "2026-03-10T13:00:00Z", clockOutTime: "2026-03-10T21:30:00Z", projectId: 7, breaks: [] };
// The same shift with lunch from 12:00 to 12:30.
const withLunch: EntryToCorrect = {
  ...closed,
  breaks: [
    {
      id: 1,
      kind: "meal",
      startedAt: "2026-03-10T18:00:00.000Z",
      endedAt: "2026-03-10T18:30:00.000Z",
      startReceivedAt: "2026-03-10T18:00:00.000Z",
      endReceivedAt: "2026-03-10T18:30:00.000Z",
      paid: false,
    },
  ],
};

function errorsOf(entry: EntryToCorrect, values: Partial<CorrectionFormValues>) {
  const result = correctionRequestFormSchema(entry, ZONE, now).safeParse({ ...correctionFormDefaults(entry, ZONE), reason: "Phone died", ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("correctionFormDefaults", () => {
  it("an open entry opens as a missed punch with its clock-in time and no clock-out", () => {
    expect(correctionFormDefaults(open, ZONE)).toEqual({ kind: "missed_punch", clockInTime: "07:02", clockOutTime: "", projectId: "", breaks: [], reason: "" });
  });
  it("a closed entry opens with its times and no kind chosen", () => {
    expect(correctionFormDefaults(closed, ZONE)).toMatchObject({ kind: "", clockInTime: "07:00", clockOutTime: "15:30" });
  });
});

describe("typedTimes", () => {
  it("reads the times on the entry's clock-in day in the zone and leaves unchanged ones out", () => {
    expect(typedTimes({ clockInTime: "07:02", clockOutTime: "15:30" }, open, ZONE)).toEqual({
      clockIn: null,
      clockOut: "2026-03-11T21:30:00.000Z",
      clockOutNextDay: false,
    });
    expect(typedTimes({ clockInTime: "06:30", clockOutTime: "15:30" }, closed, ZONE)).toEqual({
      clockIn: "2026-03-10T12:30:00.000Z",
      clockOut: null,
      clockOutNextDay: false,
    });
  });
  it("a clock-out at or before the clock-in is the next morning", () => {
    expect(typedTimes({ clockInTime: "07:02", clockOutTime: "01:15" }, open, ZONE)).toEqual({
      clockIn: null,
      clockOut: "2026-03-12T07:15:00.000Z",
      clockOutNextDay: true,
    });
  });
});

describe("toCorrectionBody", () => {
  const values = (v: Partial<CorrectionFormValues>): CorrectionFormValues => ({ ...correctionFormDefaults(closed, ZONE), reason: "Left early", ...v });
  it("a time kind sends only the times that changed", () => {
    expect(toCorrectionBody(values({ kind: "wrong_time", clockOutTime: "14:45" }), closed, ZONE)).toEqual({
      kind: "wrong_time",
      reason: "Left early",
      clockOutTime: "2026-03-10T20:45:00.000Z",
    });
  });
  it("a wrong project sends the project, not the times", () => {
    expect(toCorrectionBody(values({ kind: "wrong_project", projectId: "9", clockInTime: "06:00" }), closed, ZONE)).toEqual({
      kind: "wrong_project",
      reason: "Left early",
      projectId: 9,
    });
  });
});

describe("correctionRequestFormSchema", () => {
  it("passes a missed clock-out with its time and a reason", () => {
    expect(errorsOf(open, { clockOutTime: "15:30" })).toEqual({});
  });
  it("asks what is wrong first", () => {
    expect(errorsOf(closed, { kind: "" })).toEqual({ kind: "Choose what is wrong: missed punch, wrong time or wrong project" });
  });
  it.each<[string, EntryToCorrect, Partial<CorrectionFormValues>, Record<string, string>]>([
    ["a missed punch without a new time", open, {}, { clockInTime: "Give the time of the missed clock-in or clock-out" }],
    ["a wrong time left as it was", closed, { kind: "wrong_time" }, { clockInTime: "Give the right clock-in or clock-out time, or the right breaks" }],
    ["a wrong project without one", closed, { kind: "wrong_project" }, { projectId: "Choose the right project" }],
    ["a wrong project naming the entry's own", closed, { kind: "wrong_project", projectId: "7" }, { projectId: "The entry is on this project already; choose the right one" }],
    ["no reason", open, { clockOutTime: "15:30", reason: "  " }, { reason: "Please say what happened" }],
  ])("the shared rule: %s", (_label, entry, values, expected) => {
    expect(errorsOf(entry, values)).toEqual(expected);
  });
  // Clocked in at 8:00 today, still open.
  const today: EntryToCorrect = { clockInTime: "2026-03-12T14:00:00Z", clockOutTime: null, projectId: 7, breaks: [] };
  it("refuses a clock-out in the future", () => {
    expect(errorsOf(today, { clockOutTime: "12:30" })).toEqual({ clockOutTime: "The clock-out cannot be in the future" });
    expect(errorsOf(today, { clockOutTime: "11:45" })).toEqual({});
  });
  it("reads a clock-out typed before the clock-in as the next morning, so in the future today", () => {
    expect(errorsOf(today, { clockOutTime: "07:30" })).toEqual({ clockOutTime: "The clock-out cannot be in the future" });
  });
  it("refuses a clock-in moved after the entry's clock-out, under the clock-in", () => {
    expect(errorsOf(closed, { kind: "wrong_time", clockInTime: "16:00" })).toEqual({ clockInTime: "The clock-out time must be after the clock-in time" });
  });
  it("refuses a clock-in in the future", () => {
    expect(errorsOf(today, { kind: "wrong_time", clockInTime: "12:30" })).toEqual({ clockInTime: "The clock-in cannot be in the future" });
  });
});

describe("breaks (issue 26 item 8)", () => {
  it("open as the entry's breaks and are asked for only when changed", () => {
    const defaults = correctionFormDefaults(withLunch, ZONE);
    expect(defaults.breaks).toEqual([{ kind: "meal", startTime: "12:00", endTime: "12:30" }]);
    const unchanged = toCorrectionBody({ ...defaults, kind: "wrong_time", clockOutTime: "16:00", reason: "Stayed" }, withLunch, ZONE);
    expect(unchanged).not.toHaveProperty("breaks");
    const moved = toCorrectionBody({ ...defaults, kind: "wrong_time", breaks: [{ kind: "meal", startTime: "11:30", endTime: "12:00" }], reason: "Early lunch" }, withLunch, ZONE);
    expect(moved.breaks).toEqual([{ kind: "meal", startTime: "2026-03-10T17:30:00.000Z", endTime: "2026-03-10T18:00:00.000Z" }]);
    expect(moved).not.toHaveProperty("clockOutTime");
  });
  it("only breaks changed is a request of its own", () => {
    expect(errorsOf(withLunch, { kind: "wrong_time", breaks: [] })).toEqual({});
  });
  it("a new clock-out before lunch is said under lunch's end: the field to change", () => {
    expect(errorsOf(withLunch, { kind: "wrong_time", clockOutTime: "12:15" })).toEqual({ "breaks.0.endTime": "Breaks must be within the shift" });
    expect(errorsOf(withLunch, { kind: "wrong_time", clockOutTime: "12:15", breaks: [{ kind: "meal", startTime: "11:30", endTime: "12:00" }] })).toEqual({});
  });
  it("a break row without its times says which", () => {
    expect(errorsOf(withLunch, { kind: "wrong_time", breaks: [{ kind: "rest", startTime: "", endTime: "" }] })).toMatchObject({ "breaks.0.startTime": "Enter the break's start" });
  });
  it("an open entry's breaks wait for the clock-out", () => {
    expect(errorsOf(open, { kind: "missed_punch", breaks: [{ kind: "rest", startTime: "", endTime: "" }] })).toMatchObject({ clockInTime: expect.any(String) });
  });
});
