// Time clock API: the three clock-in and clock-out shapes of SPEC 7, the server's clock, client times, the geofence,
// refusals with their messages, bad coordinates (QUALITY 19), and the list, active and detail reads.
import { eq, sql } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { timeEntries, workers } from "@shared/schema";
import { haversineDistanceMeters } from "@shared/domain/geofence";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createWorker, HIGHLANDS, insertProject, metresNorth, testClock } from "../unit/time-clock/api-fixtures";

const clock = testClock("2026-03-03T15:00:00Z"); // Tue 08:00 in Denver
let t: TestApp;
let admin: TestAgent;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  admin = await adminAgent(t.app);
  projectId = (await insertProject(t)).id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock.set("2026-03-03T15:00:00Z");
});

async function entryCount(workerId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(timeEntries)
    .where(eq(timeEntries.workerId, workerId));
  return row.n;
}

describe("clock-in shapes", () => {
  it("the spec's tracker {workerId, projectId, location 'lat,lng', notes}: the text kept as typed, never a position (issue 26 item 5); rate copied, server time stored", async () => {
    const worker = await createWorker(admin, { hourlyRate: 27.5 });
    const res = await admin
      .post("/api/time-entries/clock-in")
      .send({ workerId: worker.id, projectId, location: `${HIGHLANDS.latitude},${HIGHLANDS.longitude}`, notes: "Framing" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      workerId: worker.id,
      projectId,
      workerName: worker.name,
      projectName: "Highlands Renovation",
      clockInTime: "2026-03-03T15:00:00.000Z",
      clockOutTime: null,
      clientClockInTime: null,
      hourlyRate: "27.50",
      notes: "Framing",
      location: `${HIGHLANDS.latitude},${HIGHLANDS.longitude}`,
      // Text anyone can type: stored as typed, no coordinates, never verified; the office reads "Typed location, not GPS".
      clockInLatitude: null,
      clockInLongitude: null,
      geofenceVerdict: null,
      isLocationVerified: false,
      locationStatus: "typed",
      distanceMeters: null,
    });
  });

  it("dialog {workerId, projectId} with nothing else: 'No Location'", async () => {
    const worker = await createWorker(admin);
    const res = await admin.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ location: null, notes: null, clockInLatitude: null, geofenceVerdict: null, locationStatus: "none" });
  });

  it("dialog with an address and ids as strings: the address is kept as text", async () => {
    const worker = await createWorker(admin);
    const res = await admin
      .post("/api/time-entries/clock-in")
      .send({ workerId: String(worker.id), projectId: String(projectId), location: "3300 W 32nd Ave, Denver", notes: "" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ location: "3300 W 32nd Ave, Denver", clockInLatitude: null, notes: null, locationStatus: "typed" });
    const bare = await admin.post("/api/time-entries/clock-in").send({ workerId: (await createWorker(admin)).id, projectId });
    expect(bare.body).toMatchObject({ location: null, locationStatus: "none" });
  });

  it("GPS screen inside the site: verified, distance stored, client time kept beside the server's", async () => {
    const worker = await createWorker(admin);
    const res = await admin.post("/api/time-entries/clock-in").send({
      workerId: worker.id,
      projectId,
      location: "3300 W 32nd Ave, Denver, CO",
      clockInLatitude: String(metresNorth(HIGHLANDS.latitude, 20)),
      clockInLongitude: HIGHLANDS.longitude,
      locationAccuracy: 12,
      clockInTime: "2026-03-03T14:59:30Z",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      clockInTime: "2026-03-03T15:00:00.000Z",
      clientClockInTime: "2026-03-03T14:59:30.000Z",
      locationAccuracy: "12.00",
      geofenceVerdict: "inside",
      isLocationVerified: true,
      locationStatus: "verified",
    });
    expect(Number(res.body.distanceMeters)).toBeCloseTo(20, 1);
  });

  it("GPS screen straddling the boundary: uncertain, allowed, not verified", async () => {
    const worker = await createWorker(admin);
    const res = await admin.post("/api/time-entries/clock-in").send({
      workerId: worker.id,
      projectId,
      location: "W 32nd Ave",
      clockInLatitude: metresNorth(HIGHLANDS.latitude, 60),
      clockInLongitude: HIGHLANDS.longitude,
      locationAccuracy: 30,
      clockInTime: "2026-03-03T15:00:00Z",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ geofenceVerdict: "uncertain", isLocationVerified: false, locationStatus: "recorded" });
  });

  it("GPS screen outside the site: refused with the distance, nothing stored", async () => {
    const worker = await createWorker(admin);
    const latitude = metresNorth(HIGHLANDS.latitude, 412);
    const distance = haversineDistanceMeters({ latitude, longitude: HIGHLANDS.longitude }, HIGHLANDS);
    const res = await admin.post("/api/time-entries/clock-in").send({
      workerId: worker.id,
      projectId,
      location: "Somewhere else",
      clockInLatitude: latitude,
      clockInLongitude: HIGHLANDS.longitude,
      locationAccuracy: 20,
      clockInTime: "2026-03-03T15:00:00Z",
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`You are ${Math.round(distance)} m from Highlands Renovation; you must be within 75 m to clock in.`);
    expect(Math.round(distance)).toBe(412);
    expect(await entryCount(worker.id)).toBe(0);
  });

  it("the tracker's fix far from the site is refused as the GPS screen's is: one location verdict for every clock (issue 26 item 5)", async () => {
    const worker = await createWorker(admin);
    const far = metresNorth(HIGHLANDS.latitude, 2000);
    const res = await admin.post("/api/time-entries/clock-in").send({
      workerId: worker.id,
      projectId,
      location: `${far},${HIGHLANDS.longitude}`,
      clockInLatitude: far,
      clockInLongitude: HIGHLANDS.longitude,
      locationAccuracy: 8,
      notes: "",
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/from Highlands Renovation; you must be within/);
    expect(res.body.fieldErrors).toEqual({ location: ["Too far from the site"] });
  });

  it("a site without coordinates records the position without a verdict", async () => {
    const noSite = await insertProject(t, { name: "Warehouse Fit-out", latitude: null, longitude: null });
    const worker = await createWorker(admin);
    const res = await admin.post("/api/time-entries/clock-in").send({
      workerId: worker.id,
      projectId: noSite.id,
      clockInLatitude: 39.7,
      clockInLongitude: -105,
      locationAccuracy: 5,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ distanceMeters: null, geofenceVerdict: null, locationStatus: "recorded" });
  });
});

describe("clock-in refusals", () => {
  it("a worker with an open entry: 409 already_clocked_in", async () => {
    const worker = await createWorker(admin);
    expect((await admin.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId })).status).toBe(201);
    const again = await admin.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "already_clocked_in", message: "This worker is already clocked in" });
    expect(await entryCount(worker.id)).toBe(1);
  });

  it("an inactive worker and a completed project", async () => {
    const worker = await createWorker(admin);
    await admin.patch(`/api/workers/${worker.id}/status`).send({ isActive: false });
    const inactive = await admin.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId });
    expect(inactive.status).toBe(409);
    expect(inactive.body.message).toBe("This worker is inactive");

    const done = await insertProject(t, { name: "Done Job", status: "completed" });
    const active = await createWorker(admin);
    const completed = await admin.post("/api/time-entries/clock-in").send({ workerId: active.id, projectId: done.id });
    expect(completed.status).toBe(409);
    expect(completed.body.message).toBe("This project is completed");
    expect(await entryCount(worker.id)).toBe(0);
    expect(await entryCount(active.id)).toBe(0);
  });

  it("unknown worker or project: 404; missing ids: the dialog's message", async () => {
    const worker = await createWorker(admin);
    expect((await admin.post("/api/time-entries/clock-in").send({ workerId: 999999, projectId })).body.message).toBe("Worker not found");
    expect((await admin.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId: 999999 })).status).toBe(404);
    const missing = await admin.post("/api/time-entries/clock-in").send({ projectId });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Please select both worker and project");
  });

  it("QUALITY 26: a client time in the future is refused; the server's time is what is stored", async () => {
    const worker = await createWorker(admin);
    const ahead = await admin
      .post("/api/time-entries/clock-in")
      .send({ workerId: worker.id, projectId, clockInLatitude: HIGHLANDS.latitude, clockInLongitude: HIGHLANDS.longitude, locationAccuracy: 5, clockInTime: "2026-03-03T15:05:00Z" });
    expect(ahead.status).toBe(400);
    expect(ahead.body.message).toMatch(/is in the future/);
    // Within the 2-minute skew it is accepted, and the entry still starts at the server's time.
    const skewed = await admin
      .post("/api/time-entries/clock-in")
      .send({ workerId: worker.id, projectId, clockInLatitude: HIGHLANDS.latitude, clockInLongitude: HIGHLANDS.longitude, locationAccuracy: 5, clockInTime: "2026-03-03T15:01:30Z" });
    expect(skewed.status).toBe(201);
    expect(skewed.body.clockInTime).toBe("2026-03-03T15:00:00.000Z");
    expect(skewed.body.clientClockInTime).toBe("2026-03-03T15:01:30.000Z");
  });

  it("QUALITY 26: a client time before the worker's last clock-out is refused", async () => {
    const worker = await createWorker(admin);
    const first = await admin.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId });
    clock.advanceMinutes(120);
    expect((await admin.post("/api/time-entries/clock-out").send({ timeEntryId: first.body.id })).status).toBe(200);
    clock.advanceMinutes(30);
    const before = await admin
      .post("/api/time-entries/clock-in")
      .send({ workerId: worker.id, projectId, clockInLatitude: HIGHLANDS.latitude, clockInLongitude: HIGHLANDS.longitude, locationAccuracy: 5, clockInTime: "2026-03-03T16:00:00Z" });
    expect(before.status).toBe(400);
    expect(before.body.message).toMatch(/is before Worker \d+'s last clock-out/);
    expect(await entryCount(worker.id)).toBe(1);
  });

  it("QUALITY 19: bad coordinates, NaN, wrong types, unknown and __proto__ keys: 400, readable, nothing stored", async () => {
    const worker = await createWorker(admin);
    const base = { workerId: worker.id, projectId, location: "Site", locationAccuracy: 5 };
    const cases: [Record<string, unknown> | string, RegExp][] = [
      [{ ...base, clockInLatitude: 91, clockInLongitude: 0 }, /Latitude must be a number between -90 and 90/],
      [{ ...base, clockInLatitude: 0, clockInLongitude: -181 }, /Longitude must be a number between -180 and 180/],
      [{ ...base, clockInLatitude: 0, clockInLongitude: 0, locationAccuracy: -1 }, /Location accuracy must be a number of metres, 0 or more/],
      [{ ...base, clockInLatitude: "NaN", clockInLongitude: 0 }, /Latitude must be a number/],
      [{ ...base, clockInLatitude: "north", clockInLongitude: 0 }, /Latitude must be a number/],
      [{ ...base, clockInLatitude: true, clockInLongitude: 0 }, /Latitude must be a number/],
      [{ ...base, clockInLatitude: 39.7 }, /Send both latitude and longitude/],
      [{ workerId: worker.id, projectId, clockInLatitude: 39.7, clockInLongitude: -105 }, /Location accuracy is required/],
      [{ workerId: worker.id, projectId, location: 42 }, /Location must be text/],
      [{ workerId: worker.id, projectId, clockInTime: "yesterday" }, /clockInTime must be an ISO timestamp/],
      [{ workerId: [worker.id], projectId }, /Please select both worker and project/],
      [{ workerId: worker.id, projectId, isLocationVerified: true }, /Unknown field\(s\): isLocationVerified/],
      [`{"workerId": ${worker.id}, "projectId": ${projectId}, "__proto__": {"isLocationVerified": true}}`, /Unknown field\(s\): __proto__/],
    ];
    for (const [body, message] of cases) {
      const res = await admin
        .post("/api/time-entries/clock-in")
        .set("Content-Type", "application/json")
        .send(typeof body === "string" ? body : JSON.stringify(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("validation_failed");
      expect(res.body.message).toMatch(message);
    }
    expect(await entryCount(worker.id)).toBe(0);
  });
});

describe("clock-out shapes", () => {
  async function openEntry() {
    const worker = await createWorker(admin, { hourlyRate: "20.00" });
    const res = await admin.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId, notes: "Start" });
    return { worker, entryId: res.body.id as number };
  }

  it("the spec's tracker {timeEntryId, notes, clockOutLocation 'lat,lng'}: hours and pay on the server's clock; the text kept as typed", async () => {
    const { entryId } = await openEntry();
    clock.advanceMinutes(9 * 60 + 30);
    const res = await admin
      .post("/api/time-entries/clock-out")
      .send({ timeEntryId: entryId, notes: "Done for the day", clockOutLocation: "39.762100, -105.011000" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      clockOutTime: "2026-03-04T00:30:00.000Z",
      hoursWorked: "9.50",
      overtimeHours: "1.50",
      overtimeRate: "30.00",
      // 8 h x 20.00 + 1.5 h x 30.00
      totalPay: "205.00",
      // Added after the clock-in notes ("Start"), never instead of them.
      notes: "Start | Out: Done for the day",
      clockOutLocation: "39.762100, -105.011000",
      clockOutLatitude: null,
      clockOutLongitude: null,
    });
  });

  it("dialog {timeEntryId}: the clock-in notes stay", async () => {
    const { entryId } = await openEntry();
    clock.advanceMinutes(61);
    const res = await admin.post("/api/time-entries/clock-out").send({ timeEntryId: entryId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ hoursWorked: "1.02", overtimeHours: "0.00", totalPay: "20.33", notes: "Start" });
  });

  it("GPS screen {timeEntryId, location, clockOutLatitude, clockOutLongitude, clockOutTime}", async () => {
    const { entryId } = await openEntry();
    clock.advanceMinutes(240);
    const res = await admin.post("/api/time-entries/clock-out").send({
      timeEntryId: entryId,
      location: "3300 W 32nd Ave, Denver, CO",
      clockOutLatitude: HIGHLANDS.latitude,
      clockOutLongitude: String(HIGHLANDS.longitude),
      clockOutTime: "2026-03-03T18:59:00Z",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      clockOutTime: "2026-03-03T19:00:00.000Z",
      clientClockOutTime: "2026-03-03T18:59:00.000Z",
      clockOutLocation: "3300 W 32nd Ave, Denver, CO",
      clockOutLatitude: "39.76200000",
      hoursWorked: "4.00",
      totalPay: "80.00",
    });
  });

  it("the second entry of a day continues the day's 8 hours: overtime from the first minute past 8 h", async () => {
    const { worker, entryId } = await openEntry();
    clock.advanceMinutes(6 * 60);
    await admin.post("/api/time-entries/clock-out").send({ timeEntryId: entryId });
    clock.advanceMinutes(30);
    const second = await admin.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId });
    clock.advanceMinutes(3 * 60);
    const res = await admin.post("/api/time-entries/clock-out").send({ timeEntryId: second.body.id });
    // 2 h regular (8 - 6) + 1 h overtime: 40.00 + 30.00
    expect(res.body).toMatchObject({ hoursWorked: "3.00", overtimeHours: "1.00", totalPay: "70.00" });
  });

  it("refusals: already closed 409, unknown 404, future client time, client time before clock-in, bad coordinates", async () => {
    const { entryId } = await openEntry();
    clock.advanceMinutes(60);
    const future = await admin.post("/api/time-entries/clock-out").send({ timeEntryId: entryId, clockOutTime: "2026-03-03T16:10:00Z" });
    expect(future.status).toBe(400);
    expect(future.body.message).toMatch(/is in the future/);
    const early = await admin.post("/api/time-entries/clock-out").send({ timeEntryId: entryId, clockOutTime: "2026-03-03T14:00:00Z" });
    expect(early.status).toBe(400);
    expect(early.body.message).toMatch(/is before the clock-in time/);
    const badLat = await admin
      .post("/api/time-entries/clock-out")
      .send({ timeEntryId: entryId, clockOutLatitude: -91, clockOutLongitude: 0 });
    expect(badLat.status).toBe(400);

    expect((await admin.post("/api/time-entries/clock-out").send({ timeEntryId: entryId })).status).toBe(200);
    const twice = await admin.post("/api/time-entries/clock-out").send({ timeEntryId: entryId });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: "already_clocked_out", message: "This time entry is already clocked out" });
    const unknown = await admin.post("/api/time-entries/clock-out").send({ timeEntryId: 999999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Time entry not found");
    const none = await admin.post("/api/time-entries/clock-out").send({});
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("No active time entry found");
  });

  it("a worker deactivated while clocked in can still clock out (no hours are lost)", async () => {
    const { worker, entryId } = await openEntry();
    await admin.patch(`/api/workers/${worker.id}/status`).send({ isActive: false });
    clock.advanceMinutes(30);
    expect((await admin.post("/api/time-entries/clock-out").send({ timeEntryId: entryId })).status).toBe(200);
  });
});

describe("reads", () => {
  let workerId: number;
  let otherProjectId: number;
  beforeAll(async () => {
    workerId = (await createWorker(admin, { name: "Reader Rita" })).id;
    otherProjectId = (await insertProject(t, { name: "Cherry Creek Condo" })).id;
    // Mon 2 Mar 23:30 Denver (Tue 06:30Z) on one project, then Wed 4 Mar on another, then open on Thu 5 Mar.
    for (const [at, project, hours] of [
      ["2026-03-03T06:30:00Z", projectId, 2],
      ["2026-03-04T15:00:00Z", otherProjectId, 8],
      ["2026-03-05T15:00:00Z", projectId, 0],
    ] as const) {
      clock.set(at);
      const res = await admin.post("/api/time-entries/clock-in").send({ workerId, projectId: project });
      if (hours) {
        clock.advanceMinutes(hours * 60);
        await admin.post("/api/time-entries/clock-out").send({ timeEntryId: res.body.id });
      }
    }
  });

  it("filters by worker, project, day and range, in APP_TIME_ZONE, newest first, with names and location status", async () => {
    const mine = await admin.get(`/api/time-entries?workerId=${workerId}`);
    expect(mine.status).toBe(200);
    expect(mine.body.map((e: any) => e.clockInTime)).toEqual([
      "2026-03-05T15:00:00.000Z",
      "2026-03-04T15:00:00.000Z",
      "2026-03-03T06:30:00.000Z",
    ]);
    expect(mine.body[0]).toMatchObject({ workerName: "Reader Rita", projectName: "Highlands Renovation", locationStatus: "none" });

    const onProject = await admin.get(`/api/time-entries?workerId=${workerId}&projectId=${otherProjectId}`);
    expect(onProject.body).toHaveLength(1);
    // 06:30Z on the 3rd is the evening of 2 March in Denver: the entry counts on its clock-in day there.
    const monday = await admin.get(`/api/time-entries?workerId=${workerId}&date=2026-03-02`);
    expect(monday.body.map((e: any) => e.clockInTime)).toEqual(["2026-03-03T06:30:00.000Z"]);
    const range = await admin.get(`/api/time-entries?workerId=${workerId}&from=2026-03-03&to=2026-03-04`);
    expect(range.body.map((e: any) => e.clockInTime)).toEqual(["2026-03-04T15:00:00.000Z"]);
    const limited = await admin.get(`/api/time-entries?limit=2`);
    expect(limited.body).toHaveLength(2);
  });

  it("refuses bad filters", async () => {
    for (const query of ["date=2026-02-30", "from=2026-03-05&to=2026-03-01", "date=2026-03-02&from=2026-03-01", "workerId=abc", "limit=0", "colour=red"]) {
      const res = await admin.get(`/api/time-entries?${query}`);
      expect(res.status, query).toBe(400);
    }
  });

  it("active entry of a worker: the open entry with its project, JSON null when none, 404 for an unknown worker", async () => {
    const open = await admin.get(`/api/time-entries/active?workerId=${workerId}`);
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({ workerId, projectName: "Highlands Renovation", clockOutTime: null });
    const same = await admin.get(`/api/workers/${workerId}/active-time`);
    expect(same.body.id).toBe(open.body.id);

    const idle = await createWorker(admin);
    const none = await admin.get(`/api/workers/${idle.id}/active-time`);
    expect(none.status).toBe(200);
    expect(none.text).toBe("null");
    expect((await admin.get(`/api/time-entries/active?workerId=${idle.id}`)).text).toBe("null");
    expect((await admin.get(`/api/workers/999999/active-time`)).status).toBe(404);
    expect((await admin.get(`/api/time-entries/active`)).status).toBe(400);
  });

  it("detail: the entry with its (empty) history; 404 and 400 for unknown and bad ids", async () => {
    const [entry] = (await admin.get(`/api/time-entries?workerId=${workerId}`)).body;
    const res = await admin.get(`/api/time-entries/${entry.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: entry.id, changes: [], payPeriod: null, workerName: "Reader Rita" });
    expect((await admin.get(`/api/time-entries/999999`)).status).toBe(404);
    expect((await admin.get(`/api/time-entries/abc`)).status).toBe(400);
  });

  it("anonymous callers get 401", async () => {
    expect((await request(t.app).get("/api/time-entries")).status).toBe(401);
    expect((await request(t.app).post("/api/time-entries/clock-in").send({ workerId, projectId })).status).toBe(401);
  });

  it("the worker row says which entry is open", async () => {
    const [row] = await t.database.db.select().from(workers).where(eq(workers.id, workerId));
    const list = await admin.get("/api/workers");
    const item = list.body.find((w: any) => w.id === workerId);
    expect(item.activeTimeEntryId).toBe((await admin.get(`/api/workers/${workerId}/active-time`)).body.id);
    expect(item.name).toBe(row.name);
  });
});
