// The Add Time Entry form: times read in the company's zone, an end at or before the start is the next morning, the
// shared rule's messages land under the form's own fields (each break's under its row), and a clean form becomes the API body.
import { describe, expect, it } from "vitest";
import { manualEntryFormSchema, shiftTimes, type ManualEntryFormValues } from "../../../../client/src/features/timesheets/manual-entry-form";

const ZONE = "America/Denver";
const now = () => new Date("2026-03-12T18:00:00Z"); // 12:00 in Denver
const base: ManualEntryFormValues = { workerId: "4", projectId: "7", date: "2026-03-10", startTime: "07:00", endTime: "15:30", breaks: [{ kind: "meal", startTime: "12:00", endTime: "12:30" }], costCodeId: "", reason: " Missed punch " };

function errorsOf(values: Partial<ManualEntryFormValues>) {
  const result = manualEntryFormSchema(ZONE, now).safeParse({ ...base, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("shiftTimes", () => {
  it("reads the day and times in the company's zone", () => {
    expect(shiftTimes(base, ZONE)).toEqual({ start: new Date("2026-03-10T13:00:00Z"), end: new Date("2026-03-10T21:30:00Z"), endsNextDay: false });
  });
  it("an end at or before the start is the next day (a night shift)", () => {
    expect(shiftTimes({ date: "2026-03-10", startTime: "22:00", endTime: "06:00" }, ZONE)).toEqual({
      start: new Date("2026-03-11T04:00:00Z"),
      end: new Date("2026-03-11T12:00:00Z"),
      endsNextDay: true,
    });
  });
  it.each([{ startTime: "" }, { endTime: "7" }, { date: "2026-02-30" }])("incomplete %j: null", (values) => {
    expect(shiftTimes({ ...base, ...values }, ZONE)).toBeNull();
  });
});

describe("manualEntryFormSchema", () => {
  it("a clean form becomes the POST /api/time-entries body, checked by the API's schema", () => {
    expect(manualEntryFormSchema(ZONE, now).parse(base)).toEqual({
      workerId: 4,
      projectId: 7,
      clockInTime: new Date("2026-03-10T13:00:00Z"),
      clockOutTime: new Date("2026-03-10T21:30:00Z"),
      breakMinutes: 0,
      breaks: [{ kind: "meal", start: new Date("2026-03-10T18:00:00Z"), end: new Date("2026-03-10T18:30:00Z") }],
      costCodeId: null,
      reason: "Missed punch",
    });
    expect(manualEntryFormSchema(ZONE, now).parse({ ...base, costCodeId: "12" })).toMatchObject({ costCodeId: 12 });
  });
  it("a night shift's break after midnight is the next morning", () => {
    const parsed = manualEntryFormSchema(ZONE, now).parse({ ...base, startTime: "22:00", endTime: "06:00", breaks: [{ kind: "meal", startTime: "01:00", endTime: "01:30" }] });
    expect(parsed.breaks).toEqual([{ kind: "meal", start: new Date("2026-03-11T07:00:00Z"), end: new Date("2026-03-11T07:30:00Z") }]);
  });
  it.each<[Partial<ManualEntryFormValues>, Record<string, string>]>([
    [{ workerId: "" }, { workerId: "Choose a worker" }],
    [{ startTime: "" }, { startTime: "Enter the start time" }],
    [{ breaks: [{ kind: "meal", startTime: "", endTime: "12:30" }] }, { "breaks.0.startTime": "Enter the break's start" }],
    [{ breaks: [{ kind: "rest", startTime: "12:00", endTime: "" }] }, { "breaks.0.endTime": "Enter the break's end" }],
    [{ breaks: [{ kind: "meal", startTime: "12:30", endTime: "12:00" }] }, { "breaks.0.endTime": "A break must end after it starts" }],
    [{ breaks: [{ kind: "meal", startTime: "15:15", endTime: "15:45" }] }, { "breaks.0.endTime": "Breaks must be within the shift" }],
    // A day shift's breaks are on its day: 06:30 is before the 07:00 start, not the next morning.
    [{ breaks: [{ kind: "meal", startTime: "06:30", endTime: "07:15" }] }, { "breaks.0.startTime": "Breaks must be within the shift" }],
    [
      { breaks: [{ kind: "meal", startTime: "12:00", endTime: "12:30" }, { kind: "rest", startTime: "12:15", endTime: "12:25" }] },
      { "breaks.1.startTime": "Breaks cannot overlap; this one starts before the one before it ends" },
    ],
    [{ date: "2026-03-12", startTime: "09:00", endTime: "13:00" }, { endTime: "The end cannot be in the future" }],
    [{ date: "2026-03-13" }, { startTime: "The start cannot be in the future", endTime: "The end cannot be in the future" }],
    [{ reason: "  " }, { reason: "Please give a reason for adding this entry" }],
  ])("%j: %j", (values, expected) => {
    expect(errorsOf(values)).toEqual(expected);
  });
});
