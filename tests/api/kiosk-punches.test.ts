// Punches at a site kiosk (issue 14): a worker of the project's team with the right PIN is clocked in, then out, by the
// punches service (pay, geofence, one open entry), with the kiosk recorded as the device and no account as the
// puncher; wrong PINs are refused and make the name wait (kiosk-pin-wait.test.ts); an offline punch is
// stored 'unverified' until the office confirms it; a retried punch gets its stored answer.
import { eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timeEntries, timeEntryChanges } from "@shared/schema";
import { type TestApp } from "../support/app";
import { createPerson } from "../support/people";
import { type Agent, createKioskTestSite, makeKiosk, punch, teamWorker } from "../support/kiosks";
import { HIGHLANDS, insertEntry, insertProject, metresNorth, testClock } from "../unit/time-clock/api-fixtures";

// Wednesday 8:00 in Denver.
const clock = testClock("2026-03-04T15:00:00Z");
let t: TestApp;
let admin: TestAgent;
let projectId: number;
let tablet: Agent;
let kioskId: number;

beforeAll(async () => {
  ({ t, admin, projectId, tablet, kioskId } = await createKioskTestSite(clock.now));
});
afterAll(async () => {
  await t.close();
});

const entryOf = async (id: number) => (await t.database.db.select().from(timeEntries).where(eq(timeEntries.id, id)))[0];
const entriesOfWorker = (workerId: number) => t.database.db.select().from(timeEntries).where(eq(timeEntries.workerId, workerId));

describe("with the right PIN", () => {
  it("clocks in, then out, recording the kiosk as the device and nobody's account; the answer has only the worker's own hours", async () => {
    const workerId = await teamWorker(t, projectId, "4821", { name: "Rosa Punch", hourlyRate: "30.00" });
    // Monday's 8 hours, already on the books.
    const monday = await insertEntry(t, { workerId, projectId, clockInTime: "2026-03-02T15:00:00Z", clockOutTime: "2026-03-02T23:00:00Z", hourlyRate: "30.00" });
    await t.database.db.update(timeEntries).set({ hoursWorked: "8.00" }).where(eq(timeEntries.id, monday.id));

    const inside = { latitude: HIGHLANDS.latitude, longitude: HIGHLANDS.longitude, accuracy: 10 };
    const punchedIn = await punch(tablet, { workerId, pin: "4821", ...inside });
    expect(punchedIn.status).toBe(200);
    expect(punchedIn.body).toEqual({
      action: "in",
      timeEntryId: expect.any(Number),
      workerName: "Rosa Punch",
      projectName: "Highlands Renovation",
      clockInTime: clock.now().toISOString(),
      clockOutTime: null,
      hoursToday: 0,
      hoursThisWeek: 8,
      verification: "verified",
    });
    const opened = await entryOf(punchedIn.body.timeEntryId);
    expect(opened).toMatchObject({ clockInKioskId: kioskId, createdBy: null, hourlyRate: "30.00", geofenceVerdict: "inside", verification: "verified" });

    clock.advanceMinutes(4 * 60);
    const punchedOut = await punch(tablet, { workerId, pin: "4821" });
    expect(punchedOut.status).toBe(200);
    expect(punchedOut.body).toMatchObject({ action: "out", timeEntryId: opened.id, clockOutTime: clock.now().toISOString(), hoursToday: 4, hoursThisWeek: 12 });
    expect(JSON.stringify(punchedOut.body)).not.toMatch(/totalPay|hourlyRate|120/);
    const closed = await entryOf(opened.id);
    expect(closed).toMatchObject({ clockOutKioskId: kioskId, clockedOutBy: null, hoursWorked: "4.00", totalPay: "120.00" });

    // Who did it, as the entry's detail and the timesheet list show it.
    const detail = await admin.get(`/api/time-entries/${opened.id}`);
    expect(detail.body).toMatchObject({ clockInByName: "Kiosk: Gate tablet", clockOutByName: "Kiosk: Gate tablet", clockInKioskId: kioskId, hasClockInPhoto: false });
    const listed = (await admin.get(`/api/time-entries?workerId=${workerId}`)).body.find((e: { id: number }) => e.id === opened.id);
    expect(listed).toMatchObject({ clockInKioskId: kioskId, clockOutKioskId: kioskId, verification: "verified" });
  });

  it("clocks a worker out of an open entry on another project (someone who forgot to stop can), then in here", async () => {
    const elsewhere = (await insertProject(t, { name: "Other Job" })).id;
    const workerId = await teamWorker(t, projectId, "4821");
    await admin.post("/api/time-entries/clock-in").send({ workerId, projectId: elsewhere }).expect(201);
    const out = await punch(tablet, { workerId, pin: "4821" });
    expect(out.body).toMatchObject({ action: "out", projectName: "Other Job" });
    expect((await punch(tablet, { workerId, pin: "4821" })).body).toMatchObject({ action: "in", projectName: "Highlands Renovation" });
  });

  it("keeps the GPS clock's rules: outside the geofence is refused, and so is an inactive worker", async () => {
    const workerId = await teamWorker(t, projectId, "4821");
    const far = await punch(tablet, { workerId, pin: "4821", latitude: metresNorth(HIGHLANDS.latitude, 500), longitude: HIGHLANDS.longitude, accuracy: 10 });
    expect(far.status).toBe(400);
    expect(far.body.message).toMatch(/^You are 500 m from Highlands Renovation/);
    await admin.patch(`/api/workers/${workerId}/status`).send({ isActive: false }).expect(200);
    expect((await punch(tablet, { workerId, pin: "4821" })).status).toBe(409);
    expect(await entriesOfWorker(workerId)).toEqual([]);
  });
});

describe("refusals", () => {
  it("a worker without a PIN is sent to the office (409); a worker off the team and an unknown id get one answer, naming nobody", async () => {
    const noPin = await teamWorker(t, projectId, null);
    const res = await punch(tablet, { workerId: noPin, pin: "4821" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Ask the office to set your PIN");
    // QUALITY 55: a kiosk learns no name beyond its team's, nor which ids exist.
    const offTeam = await teamWorker(t, (await insertProject(t, { name: "Far Job" })).id, "4821", { name: "Olga Outside" });
    for (const offline of [false, true]) {
      const credential = offline ? { offline } : { pin: "4821" };
      const outside = await punch(tablet, { workerId: offTeam, ...credential });
      const unknown = await punch(tablet, { workerId: 999_999, ...credential });
      expect(outside.status).toBe(404);
      expect(unknown.status).toBe(outside.status);
      const { requestId: _outsideId, ...outsideBody } = outside.body;
      const { requestId: _unknownId, ...unknownBody } = unknown.body;
      expect(outsideBody).toEqual(unknownBody);
      expect(outsideBody.message).toBe("This worker is not on this project's team; ask the office to add them.");
      expect(JSON.stringify(outside.body)).not.toMatch(/Olga|Outside/);
    }
    expect(await entriesOfWorker(offTeam)).toEqual([]);
    expect((await punch(tablet, { workerId: noPin })).body.message).toBe("Enter your PIN");
    expect((await tablet.post("/api/kiosk/punches").send({ workerId: noPin, pin: "4821" })).status).toBe(400);
  });

  it("a body nested deeper than any request is a 400 before its Idempotency-Key is hashed, not a server error", async () => {
    const deep = `{"workerId":1,"a":${'{"a":'.repeat(3000)}1${"}".repeat(3000)}}`;
    const res = await tablet.post("/api/kiosk/punches").set("Content-Type", "application/json").set("Idempotency-Key", "deep").send(deep);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("The request body is nested too deeply");
  });

  it("a wrong PIN is refused (401) and the name waits (QUALITY 52, tested in kiosk-pin-wait.test.ts)", async () => {
    const workerId = await teamWorker(t, projectId, "4821");
    const wrong = await punch(tablet, { workerId, pin: "9999" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: "invalid_credentials", message: "Wrong PIN. Please try again." });
    expect(await entriesOfWorker(workerId)).toEqual([]);
  });
});

describe("offline punches", () => {
  it("carry no PIN, are stored 'unverified' with the tablet's time beside the server's; the office lists and confirms them (recorded), and payroll waits for it", async () => {
    // A week of its own, so nothing else of this file keeps it from being approved.
    clock.set("2026-03-11T15:00:00Z");
    const workerId = await teamWorker(t, projectId, "4821");
    const tapped = new Date(clock.now().getTime() - 10 * 60_000);
    expect((await punch(tablet, { workerId, offline: true, pin: "4821" })).status).toBe(400);
    const queued = await punch(tablet, { workerId, offline: true, clientTime: tapped.toISOString() });
    expect(queued.status).toBe(200);
    expect(queued.body).toMatchObject({ action: "in", verification: "unverified" });
    expect(await entryOf(queued.body.timeEntryId)).toMatchObject({ clockInTime: clock.now(), clientClockInTime: tapped, verification: "unverified", createdBy: null });
    clock.advanceMinutes(60);
    await punch(tablet, { workerId, pin: "4821" }).expect(200);
    // Made unverified, not changed to it: no history row until the office confirms it.
    expect(await t.database.db.select().from(timeEntryChanges).where(eq(timeEntryChanges.timeEntryId, queued.body.timeEntryId))).toEqual([]);

    const waiting = await admin.get("/api/time-entries?verification=unverified");
    expect(waiting.body.map((e: { id: number }) => e.id)).toEqual([queued.body.timeEntryId]);
    // Sunday: the week has ended, so only the unconfirmed punch stands in the way.
    clock.set("2026-03-15T15:00:00Z");
    const approve = await admin.post("/api/payroll/approve").send({ weekOf: "2026-03-11" });
    expect(approve.status).toBe(409);
    expect(approve.body.message).toMatch(/came from a kiosk while it was offline or reached the server long after it was tapped; confirm or delete it before approving/);

    const office = await createPerson(t, "user");
    const confirmed = await office.agent.patch(`/api/time-entries/${queued.body.timeEntryId}/verification`).send({ verified: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.verification).toBe("verified");
    expect(confirmed.body.changes[0]).toMatchObject({ action: "verify", changes: { verification: ["unverified", "verified"] }, changedBy: office.userId });
    expect(confirmed.body.changes[0].changedByName).toBeTruthy();
    // Confirming again changes nothing and records nothing.
    await office.agent.patch(`/api/time-entries/${queued.body.timeEntryId}/verification`).send({ verified: true }).expect(200);
    const rows = await t.database.db.select().from(timeEntryChanges).where(eq(timeEntryChanges.timeEntryId, queued.body.timeEntryId));
    expect(rows).toHaveLength(1);
    expect((await admin.get("/api/time-entries?verification=unverified")).body).toEqual([]);
    expect((await office.agent.patch("/api/time-entries/999999/verification").send({ verified: true })).status).toBe(404);
    expect((await office.agent.patch(`/api/time-entries/${queued.body.timeEntryId}/verification`).send({ verified: false })).status).toBe(400);
  });

  it("a clock-out taken offline leaves the whole entry for the office to confirm", async () => {
    const workerId = await teamWorker(t, projectId, "4821");
    const opened = (await punch(tablet, { workerId, pin: "4821" })).body.timeEntryId;
    clock.advanceMinutes(30);
    const out = await punch(tablet, { workerId, offline: true, clientTime: clock.now().toISOString() });
    expect(out.body).toMatchObject({ action: "out", timeEntryId: opened, verification: "unverified" });
    expect(await entryOf(opened)).toMatchObject({ verification: "unverified", clockOutKioskId: kioskId, clockInKioskId: kioskId });
    // QUALITY 49: the change of verification is in the entry's history, made by the kiosk (no account).
    const history = (await admin.get(`/api/time-entries/${opened}`).expect(200)).body.changes;
    expect(history).toEqual([
      expect.objectContaining({ action: "unverify", changes: { verification: ["verified", "unverified"] }, changedBy: null, changedByName: "Kiosk: Gate tablet" }),
    ]);
    // Rejecting it is deleting it with a reason.
    await admin.delete(`/api/time-entries/${opened}`).send({ reason: "Not on site that day" }).expect(200);
  });
});

describe("a punch that no longer matches what the tablet offered", () => {
  it("is refused and changes nothing: an online clock-in whose answer was lost, sent again from the queue, does not clock the worker out", async () => {
    const workerId = await teamWorker(t, projectId, "4821", { name: "Lost Answer" });
    const online = await punch(tablet, { workerId, pin: "4821", action: "in" });
    expect(online.status).toBe(200);
    // The tablet never saw that answer: it queued the same tap offline under a new key.
    const queued = await punch(tablet, { workerId, offline: true, action: "in", clientTime: clock.now().toISOString() });
    expect(queued.status).toBe(409);
    expect(queued.body).toMatchObject({ code: "already_clocked_in", message: "Lost Answer is already clocked in" });
    expect(await entriesOfWorker(workerId)).toMatchObject([{ id: online.body.timeEntryId, clockOutTime: null, verification: "verified" }]);

    clock.advanceMinutes(60);
    await punch(tablet, { workerId, pin: "4821", action: "out" }).expect(200);
    const outAgain = await punch(tablet, { workerId, offline: true, action: "out" });
    expect(outAgain.status).toBe(409);
    expect(outAgain.body).toMatchObject({ code: "already_clocked_out", message: "Lost Answer is not clocked in" });
    expect(await entriesOfWorker(workerId)).toHaveLength(1);
    expect((await punch(tablet, { workerId, pin: "4821", action: "sideways" })).status).toBe(400);
  });
});

describe("a retried punch", () => {
  it("gets the stored answer (Idempotent-Replayed) without punching again or counting a PIN; the key is the kiosk's own", async () => {
    const workerId = await teamWorker(t, projectId, "4821");
    const first = await punch(tablet, { workerId, pin: "4821" }, "retry-1");
    const again = await punch(tablet, { workerId, pin: "4821" }, "retry-1");
    expect(again.status).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await entriesOfWorker(workerId)).toHaveLength(1);
    // The PIN is no part of the body the key is tied to (QUALITY 54): another PIN is the same tap, another field is not.
    expect((await punch(tablet, { workerId, pin: "4822" }, "retry-1")).body).toEqual(first.body);
    expect((await punch(tablet, { workerId, pin: "4821", action: "out" }, "retry-1")).status).toBe(422);
    // The PIN is not checked again: with the name waiting after a wrong PIN meanwhile, the retry still gets its answer.
    await punch(tablet, { workerId, pin: "0000" }).expect(401);
    expect((await punch(tablet, { workerId, pin: "4821" })).status).toBe(429);
    expect((await punch(tablet, { workerId, pin: "4821" }, "retry-1")).body).toEqual(first.body);
    // Another kiosk's key of the same text is its own.
    const { device: other } = await makeKiosk(t, projectId, "Second gate");
    const mate = await teamWorker(t, projectId, "4821");
    expect((await punch(other, { workerId: mate, pin: "4821" }, "retry-1")).body.action).toBe("in");
  });
});
