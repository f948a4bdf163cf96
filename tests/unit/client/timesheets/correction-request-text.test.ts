// Reading correction requests on the Timesheet screen: shifts in the company's zone, the entry now beside the shift
// asked for, the proposal in words, the entries a request waits for, and which requests an asker's list shows.
import { describe, expect, it } from "vitest";
import { pendingEntryIds } from "../../../../client/src/features/timesheets/correction-request-queries";
import {
  listedRequests,
  proposalText,
  readShift,
  shiftText,
  type CorrectionRequestView,
} from "../../../../client/src/features/timesheets/correction-request-text";

const ZONE = "America/Denver";

const request = (fields: Partial<CorrectionRequestView>): CorrectionRequestView => ({
  id: 1,
  timeEntryId: 10,
  workerId: 3,
  workerName: "Rosa Delgado",
  projectId: 7,
  projectName: "Highlands Duplex",
  entryClockInTime: "2026-03-11T13:00:00.000Z", // 7:00 AM on Wed, Mar 11
  entryClockOutTime: null,
  kind: "missed_punch",
  clockInTime: null,
  clockOutTime: "2026-03-11T21:30:00.000Z",
  proposedProjectId: null,
  proposedProjectName: null,
  breaks: null,
  reason: "Phone died",
  status: "pending",
  requestedBy: 5,
  requestedByName: "Rosa Delgado",
  requestedAt: "2026-03-12T15:00:00.000Z",
  decidedByName: null,
  decidedAt: null,
  decisionNote: null,
  ...fields,
});

describe("shiftText", () => {
  it.each([
    ["2026-03-11T13:00:00Z", null, "7:00 AM – still clocked in"],
    ["2026-03-11T13:00:00Z", "2026-03-11T21:30:00Z", "7:00 AM – 3:30 PM"],
    ["2026-03-12T04:00:00Z", "2026-03-12T12:00:00Z", "10:00 PM – 6:00 AM next day"],
    ["2026-03-11T13:00:00Z", "2026-03-13T15:00:00Z", "7:00 AM – 9:00 AM on Mar 13"],
  ])("%s to %s", (clockIn, clockOut, expected) => {
    expect(shiftText(clockIn, clockOut, ZONE)).toBe(expected);
  });
});

describe("readShift", () => {
  it("a missed clock-out: the open entry now, the whole shift asked for", () => {
    expect(readShift(request({}), ZONE)).toEqual({ day: "Wed, Mar 11", now: "7:00 AM – still clocked in", asked: "7:00 AM – 3:30 PM", askedProject: null, askedBreaks: null });
  });
  it("a wrong project asks for no times", () => {
    const moved = request({ kind: "wrong_project", clockOutTime: null, entryClockOutTime: "2026-03-11T21:00:00.000Z", proposedProjectId: 9, proposedProjectName: "Sloan Lake Garage" });
    expect(readShift(moved, ZONE)).toEqual({ day: "Wed, Mar 11", now: "7:00 AM – 3:00 PM", asked: null, askedProject: "Sloan Lake Garage", askedBreaks: null });
  });
  it("a deleted entry has no shift now", () => {
    expect(readShift(request({ entryClockInTime: null }), ZONE)).toEqual({ day: "Wed, Mar 11", now: null, asked: "clock-out 3:30 PM", askedProject: null, askedBreaks: null });
  });
});

describe("proposalText", () => {
  it.each<[Partial<CorrectionRequestView>, string]>([
    [{}, "Missed punch: clock-out 3:30 PM"],
    [{ kind: "wrong_time", clockInTime: "2026-03-11T12:30:00.000Z", clockOutTime: "2026-03-11T21:00:00.000Z" }, "Wrong time: clock-in 6:30 AM, clock-out 3:00 PM"],
    [{ clockOutTime: "2026-03-12T07:15:00.000Z" }, "Missed punch: clock-out 1:15 AM (Thu, Mar 12)"],
    [{ kind: "wrong_project", clockOutTime: null, proposedProjectId: 9, proposedProjectName: "Sloan Lake Garage" }, "Wrong project: Sloan Lake Garage"],
    [
      { kind: "wrong_time", clockOutTime: null, breaks: [{ kind: "meal", startTime: "2026-03-11T18:00:00.000Z", endTime: "2026-03-11T18:30:00.000Z" }] },
      "Wrong time: breaks: Meal 12:00 PM–12:30 PM",
    ],
    [{ kind: "wrong_time", clockOutTime: null, breaks: [] }, "Wrong time: breaks: no breaks"],
  ])("%j", (fields, expected) => {
    expect(proposalText(request(fields), ZONE)).toBe(expected);
  });
});

describe("pendingEntryIds", () => {
  it("holds the entries a request waits for, not those answered", () => {
    const ids = pendingEntryIds([request({ timeEntryId: 1 }), request({ timeEntryId: 2, status: "approved" }), request({ timeEntryId: 3, status: "rejected" })]);
    expect([...ids]).toEqual([1]);
  });
});

describe("listedRequests", () => {
  const list = [
    request({ id: 6, status: "approved" }),
    request({ id: 5, status: "pending" }),
    request({ id: 4, status: "rejected" }),
    request({ id: 3, status: "approved" }),
    request({ id: 2, status: "pending" }),
    request({ id: 1, status: "approved" }),
  ];
  it("every waiting one, then the newest answered ones; the rest counted", () => {
    const { shown, hidden } = listedRequests(list, { decidedShown: 2 });
    expect(shown.map((r) => r.id)).toEqual([5, 2, 6, 4]);
    expect(hidden).toBe(2);
  });
  it("all of them when asked", () => {
    const { shown, hidden } = listedRequests(list, { showAll: true, decidedShown: 2 });
    expect(shown.map((r) => r.id)).toEqual([5, 2, 6, 4, 3, 1]);
    expect(hidden).toBe(0);
  });
});
