// The time entries' contracts: the row schema has exactly the table's columns (so it cannot drift from it), and the
// punch bodies a phone's offline queue may have stored under earlier releases still parse with the contracts' bodies.
import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { timeEntriesApi } from "@shared/api/time-entries";
import { timeEntryRowSchema, timeEntryViewSchema } from "@shared/api/time-clock-views";
import { timeEntries } from "@shared/schema";

describe("time entry answers", () => {
  it("the row schema's keys are exactly the time_entries columns", () => {
    expect(Object.keys(timeEntryRowSchema.shape).sort()).toEqual(Object.keys(getTableColumns(timeEntries)).sort());
  });

  it("the view adds only the names, the cost code, the location status, whether each punch has a kiosk photo, the breaks, the sign-off and why it is unverified", () => {
    const added = Object.keys(timeEntryViewSchema.shape).filter((key) => !(key in timeEntryRowSchema.shape));
    expect(added.sort()).toEqual(["breaks", "costCode", "hasClockInPhoto", "hasClockOutPhoto", "locationStatus", "onBreak", "projectName", "signOff", "verificationReason", "workerName"]);
  });
});

describe("punch bodies stored in a phone's offline queue", () => {
  // As location-clock-card.tsx has queued them (IndexedDB keeps them across app updates until they are sent).
  const storedClockIns = [
    {
      workerId: 12,
      projectId: 3,
      location: "3300 W 32nd Ave, Denver",
      clockInLatitude: 39.7621,
      clockInLongitude: -105.0109,
      locationAccuracy: 8.25,
      clockInTime: "2026-03-02T14:00:00.000Z",
    },
    // An address lookup that had not answered: no address text yet.
    { workerId: 12, projectId: 3, location: "", clockInLatitude: 39.7621, clockInLongitude: -105.0109, locationAccuracy: 30, clockInTime: "2026-03-02T14:00:00.000Z" },
  ];
  const storedClockOuts = [
    { location: "3300 W 32nd Ave, Denver", clockOutTime: "2026-03-02T22:00:00.000Z", timeEntryId: 41, clockOutLatitude: 39.7621, clockOutLongitude: -105.0109, locationAccuracy: 12.5 },
    // Tapped while its clock-in was still queued, then given the entry's id; and one without a position fix.
    { location: null, clockOutTime: "2026-03-02T22:00:00.000Z", timeEntryId: 77 },
  ];

  it.each(storedClockIns)("clock-in %#", (body) => {
    const parsed = timeEntriesApi.clockIn.body.parse(body);
    expect(parsed).toMatchObject({ workerId: 12, projectId: 3, fromGpsScreen: true, clientClockInTime: new Date(body.clockInTime) });
  });

  it.each(storedClockOuts)("clock-out %#", (body) => {
    const parsed = timeEntriesApi.clockOut.body.parse(body);
    expect(parsed).toMatchObject({ timeEntryId: body.timeEntryId, clientClockOutTime: new Date(body.clockOutTime) });
  });
});
