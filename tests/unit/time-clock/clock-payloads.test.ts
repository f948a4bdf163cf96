// The clock-in/clock-out payload superset (SPEC 7): each client shape parses to one input; bad positions are refused.
import { describe, expect, it } from "vitest";
import { clockInSchema, clockOutSchema, parseLatLngText } from "@shared/api/time-clock";

describe("parseLatLngText", () => {
  it.each([
    ["39.739200, -104.990300", { latitude: 39.7392, longitude: -104.9903 }],
    ["39.7392,-104.9903", { latitude: 39.7392, longitude: -104.9903 }],
    [" -33.8688 , 151.2093 ", { latitude: -33.8688, longitude: 151.2093 }],
    ["3300 W 32nd Ave, Denver", null],
    ["NaN, NaN", null],
    ["", null],
    [null, null],
  ])("%j -> %j", (text, expected) => {
    expect(parseLatLngText(text)).toEqual(expected);
  });

  it.each(["91, 0", "0, 181", "-90.5, 10"])("two numbers that are not a position: %j", (text) => {
    expect(parseLatLngText(text)).toHaveProperty("error");
  });
});

describe("clockInSchema", () => {
  it("tracker, dialog and GPS screen shapes", () => {
    expect(clockInSchema.parse({ workerId: 1, projectId: 2, location: "39.7392,-104.9903", notes: "" })).toEqual({
      workerId: 1,
      projectId: 2,
      location: "39.7392,-104.9903",
      notes: null,
      position: { latitude: 39.7392, longitude: -104.9903 },
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
      position: { latitude: 39.7, longitude: -105 },
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
