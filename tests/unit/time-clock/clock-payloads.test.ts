// The clock-in/clock-out payload superset (SPEC 7): each client shape parses to one input; bad positions are refused;
// a location given only as text ('lat,lng' included) is kept as typed, never read as a position (issue 26 item 5).
import { describe, expect, it } from "vitest";
import { clockInSchema, clockOutSchema } from "@shared/api/time-clock";

describe("clockInSchema", () => {
  it("tracker, dialog and GPS screen shapes", () => {
    expect(clockInSchema.parse({ workerId: 1, projectId: 2, location: "39.7392,-104.9903", notes: "" })).toEqual({
      workerId: 1,
      projectId: 2,
      location: "39.7392,-104.9903",
      notes: null,
      position: null,
      accuracyMeters: null,
      clientClockInTime: null,
      fromGpsScreen: false,
      costCodeId: null,
    });
    expect(clockInSchema.parse({ workerId: "1", projectId: "2" })).toMatchObject({ position: null, location: null, fromGpsScreen: false });
    expect(
      clockInSchema.parse({
        workerId: 1,
        projectId: 2,
        location: "3300 W 32nd Ave",
        clockInLatitude: "39.7392",
        clockInLongitude: -104.9903,
        locationAccuracy: "12.5",
        clockInTime: "2026-03-02T14:00:00.000Z",
      }),
    ).toMatchObject({
      location: "3300 W 32nd Ave",
      position: { latitude: 39.7392, longitude: -104.9903 },
      accuracyMeters: 12.5,
      clientClockInTime: new Date("2026-03-02T14:00:00.000Z"),
      fromGpsScreen: true,
    });
  });

  it.each([
    [{ workerId: 1, projectId: 2, clockInLatitude: 90.0001, clockInLongitude: 0, locationAccuracy: 1 }],
    [{ workerId: 1, projectId: 2, clockInLatitude: 0, clockInLongitude: 180.5, locationAccuracy: 1 }],
    [{ workerId: 1, projectId: 2, clockInLatitude: 0, clockInLongitude: 0, locationAccuracy: -0.1 }],
    [{ workerId: 1, projectId: 2, clockInLatitude: "1e400", clockInLongitude: 0, locationAccuracy: 1 }],
    [{ workerId: 1, projectId: 2, clockInLatitude: "", clockInLongitude: 0, locationAccuracy: 1 }],
    [{ workerId: 0, projectId: 2 }],
    [{ workerId: 1.5, projectId: 2 }],
    [{ workerId: 1, projectId: 2, clockInTime: "2026-03-02 14:00" }],
    [{ workerId: 1, projectId: 2, notes: "x".repeat(2001) }],
  ])("refuses %j", (body) => {
    expect(clockInSchema.safeParse(body).success).toBe(false);
  });
});

describe("clockOutSchema", () => {
  it("tracker, dialog and GPS screen shapes", () => {
    expect(clockOutSchema.parse({ timeEntryId: 7, notes: "done", clockOutLocation: "39.7,-105" })).toMatchObject({
      location: "39.7,-105",
      position: null,
      notes: "done",
    });
    expect(clockOutSchema.parse({ timeEntryId: 7 })).toMatchObject({ position: null, location: null, notes: null, clientClockOutTime: null });
    expect(
      clockOutSchema.parse({ timeEntryId: 7, location: "Site", clockOutLatitude: 39.7, clockOutLongitude: -105, clockOutTime: "2026-03-02T22:00:00Z" }),
    ).toMatchObject({ location: "Site", position: { latitude: 39.7, longitude: -105 }, clientClockOutTime: new Date("2026-03-02T22:00:00Z") });
  });

  it("refuses half a position and unknown fields", () => {
    expect(clockOutSchema.safeParse({ timeEntryId: 7, clockOutLatitude: 39.7 }).success).toBe(false);
    expect(clockOutSchema.safeParse({ timeEntryId: 7, hoursWorked: 8 }).success).toBe(false);
  });
});
