// Breaks at a site kiosk (issue 15): a worker of the kiosk's team with the right PIN starts and ends a break of their
// open entry, as the single break does (one running at a time, breakTime derived), with no account recorded; a wrong
// PIN changes nothing; a retry with its key gets the stored answer; offline (no PIN) the entry becomes 'unverified';
// another project's kiosk, a revoked kiosk and a signed-in session are refused. The kiosk's team shows who is on a
// break, and the kiosk says whether it asks the sign-off.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY_SETTINGS_DEFAULTS } from "@shared/api/company-settings";
import { timeEntries, timeEntryBreaks } from "@shared/schema";
import { type TestApp } from "../support/app";
import { type Agent, createKioskTestSite, makeKiosk, punch, teamWorker } from "../support/kiosks";
import { insertProject, testClock } from "../unit/time-clock/api-fixtures";

// Wednesday 8:00 in Denver.
const clock = testClock("2026-03-04T15:00:00Z");
let t: TestApp;
let admin: TestAgent;
let projectId: number;
let tablet: Agent;

beforeAll(async () => {
  ({ t, admin, projectId, tablet } = await createKioskTestSite(clock.now));
});
afterAll(async () => {
  await t.close();
});

const takeBreak = (device: Agent, body: Record<string, unknown>, key: string = randomUUID()) =>
  device.post("/api/kiosk/breaks").set("Idempotency-Key", key).send(body);
const breaksOf = (timeEntryId: number) => t.database.db.select().from(timeEntryBreaks).where(eq(timeEntryBreaks.timeEntryId, timeEntryId));
const entryOf = async (id: number) => (await t.database.db.select().from(timeEntries).where(eq(timeEntries.id, id)))[0];

/** A worker of the team with PIN 4821, clocked in at the kiosk; their open entry's id. */
async function onTheClock(name: string): Promise<{ workerId: number; entryId: number }> {
  const workerId = await teamWorker(t, projectId, "4821", { name });
  const res = await punch(tablet, { workerId, pin: "4821", action: "in" });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { workerId, entryId: res.body.timeEntryId as number };
}

describe("with the right PIN", () => {
  it("starts and ends a meal break of the worker's open entry, with no account recorded, and the unpaid minutes become breakTime", async () => {
    const { workerId, entryId } = await onTheClock("Mina Meal");
    const started = await takeBreak(tablet, { workerId, pin: "4821", action: "start", kind: "meal" });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toEqual({ timeEntryId: entryId, workerName: "Mina Meal", action: "start", kind: "meal", at: clock.now().toISOString(), verification: "verified" });
    const team = (await tablet.get("/api/kiosk").expect(200)).body.workers as { id: number; onBreak: string | null }[];
    expect(team.find((w) => w.id === workerId)?.onBreak).toBe("meal");

    clock.advanceMinutes(30);
    const ended = await takeBreak(tablet, { workerId, pin: "4821", action: "end", kind: "meal" });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body).toMatchObject({ action: "end", kind: "meal", at: clock.now().toISOString() });
    const [meal] = await breaksOf(entryId);
    expect(meal).toMatchObject({ kind: "meal", paid: false, startedBy: null, endedBy: null });
    expect(meal.endedAt?.toISOString()).toBe(clock.now().toISOString());
    expect((await entryOf(entryId)).breakTime).toBe(30);
    const after = (await tablet.get("/api/kiosk").expect(200)).body.workers as { id: number; onBreak: string | null }[];
    expect(after.find((w) => w.id === workerId)?.onBreak).toBeNull();
  });

  it("refuses a start while a break runs and an end of a kind not running (409), changing nothing", async () => {
    const { workerId, entryId } = await onTheClock("Rory Rest");
    await takeBreak(tablet, { workerId, pin: "4821", action: "start", kind: "rest" }).expect(200);
    const second = await takeBreak(tablet, { workerId, pin: "4821", action: "start", kind: "meal" });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe("A break is already running; end it before starting another");
    const wrongKind = await takeBreak(tablet, { workerId, pin: "4821", action: "end", kind: "meal" });
    expect(wrongKind.status).toBe(409);
    expect(wrongKind.body.message).toBe("No meal break is running");
    const breaks = await breaksOf(entryId);
    expect(breaks).toHaveLength(1);
    expect(breaks[0]).toMatchObject({ kind: "rest", paid: true, endedAt: null });
  });

  it("of two starts sent at once (two keys, two tablets), one starts the break and the other is refused", async () => {
    const { workerId, entryId } = await onTheClock("Ray Race");
    // Two tablets: on one, a second PIN for the name while the first is compared finds the name's wait (429, QUALITY 52).
    const { device: second } = await makeKiosk(t, projectId, "Second tablet");
    const tap = (device: typeof tablet) => takeBreak(device, { workerId, pin: "4821", action: "start", kind: "meal" });
    const statuses = (await Promise.all([tap(tablet), tap(second)])).map((res) => res.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(await breaksOf(entryId)).toHaveLength(1);
  });

  it("refuses a break of a worker who is not clocked in (409)", async () => {
    const workerId = await teamWorker(t, projectId, "4821");
    const res = await takeBreak(tablet, { workerId, pin: "4821", action: "start", kind: "meal" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Clock in first: breaks are taken while on the clock");
  });

  it("answers a retry with the same key as the first time, and starts one break", async () => {
    const { workerId, entryId } = await onTheClock("Kip Key");
    const key = randomUUID();
    const first = await takeBreak(tablet, { workerId, pin: "4821", action: "start", kind: "meal" }, key);
    clock.advanceMinutes(1);
    const again = await takeBreak(tablet, { workerId, pin: "4821", action: "start", kind: "meal" }, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await breaksOf(entryId)).toHaveLength(1);
  });
});

describe("refusals", () => {
  it("a wrong PIN is refused (401) and starts nothing; a worker without a PIN is told to ask the office (409)", async () => {
    const { workerId, entryId } = await onTheClock("Wes Wrong");
    const wrong = await takeBreak(tablet, { workerId, pin: "1357", action: "start", kind: "meal" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: "invalid_credentials", message: "Wrong PIN. Please try again." });
    expect(await breaksOf(entryId)).toEqual([]);

    const noPin = await teamWorker(t, projectId, null);
    const res = await takeBreak(tablet, { workerId: noPin, pin: "4821", action: "start", kind: "meal" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Ask the office to set your PIN");
  });

  it("an online tap needs the PIN and an offline one carries none (400)", async () => {
    const { workerId } = await onTheClock("Pat Pinless");
    const noPin = await takeBreak(tablet, { workerId, action: "start", kind: "meal" });
    expect(noPin.status).toBe(400);
    expect(noPin.body.fieldErrors).toEqual({ pin: ["Enter your PIN"] });
    const both = await takeBreak(tablet, { workerId, pin: "4821", offline: true, action: "start", kind: "meal" });
    expect(both.status).toBe(400);
    expect(both.body.fieldErrors).toEqual({ pin: ["An offline tap carries no PIN"] });
  });

  it("another project's kiosk is refused as for an unknown id (404, naming nobody), and so are a revoked kiosk and a signed-in account (401)", async () => {
    const { workerId, entryId } = await onTheClock("Ola Other");
    const otherProject = (await insertProject(t, { name: "Other Job" })).id;
    const { device: other } = await makeKiosk(t, otherProject, "Other tablet");
    const res = await takeBreak(other, { workerId, pin: "4821", action: "start", kind: "meal" });
    const unknown = await takeBreak(other, { workerId: 999_999, pin: "4821", action: "start", kind: "meal" });
    expect(res.status).toBe(404);
    expect({ ...res.body, requestId: undefined }).toEqual({ ...unknown.body, requestId: undefined });
    expect(res.body.message).toBe("This worker is not on this project's team; ask the office to add them.");
    expect(JSON.stringify(res.body)).not.toMatch(/Ola|Other/);

    const { device: revoked, id } = await makeKiosk(t, projectId, "Old tablet");
    await admin.delete(`/api/admin/kiosks/${id}`).expect(200);
    expect((await takeBreak(revoked, { workerId, pin: "4821", action: "start", kind: "meal" })).status).toBe(401);
    expect((await takeBreak(admin, { workerId, pin: "4821", action: "start", kind: "meal" })).status).toBe(401);
    expect(await breaksOf(entryId)).toEqual([]);
  });
});

describe("offline, and what the kiosk is told", () => {
  it("an offline tap (no PIN) takes the break of the entry this kiosk clocked in and leaves it 'unverified', recorded in its history once", async () => {
    const { workerId, entryId } = await onTheClock("Otto Offline");
    expect((await entryOf(entryId)).verification).toBe("verified");
    const res = await takeBreak(tablet, { workerId, offline: true, action: "start", kind: "rest" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.verification).toBe("unverified");
    expect(await breaksOf(entryId)).toHaveLength(1);
    expect((await entryOf(entryId)).verification).toBe("unverified");
    clock.advanceMinutes(10);
    await takeBreak(tablet, { workerId, offline: true, action: "end", kind: "rest" }).expect(200);

    // QUALITY 49: the one change of verification is in the history, made by the kiosk; the second tap changed none.
    const history = (await admin.get(`/api/time-entries/${entryId}`).expect(200)).body.changes;
    expect(history).toEqual([
      expect.objectContaining({ action: "unverify", changes: { verification: ["verified", "unverified"] }, changedBy: null, changedByName: "Kiosk: Gate tablet" }),
    ]);
  });

  it("an offline tap is refused on an entry another kiosk or the GPS clock opened, changing nothing (QUALITY 49)", async () => {
    const { device: otherGate, id: otherKioskId } = await makeKiosk(t, projectId, "Other gate");
    const atOtherKiosk = await teamWorker(t, projectId, "4821", { name: "Gia Gate" });
    const opened = (await punch(otherGate, { workerId: atOtherKiosk, pin: "4821", action: "in" }).expect(200)).body.timeEntryId as number;
    expect((await entryOf(opened)).clockInKioskId).toBe(otherKioskId);
    const onPhone = await teamWorker(t, projectId, "4821", { name: "Pia Phone" });
    const phoneEntry = (await admin.post("/api/time-entries/clock-in").send({ workerId: onPhone, projectId }).expect(201)).body.id as number;

    for (const [workerId, entryId] of [[atOtherKiosk, opened], [onPhone, phoneEntry]]) {
      const res = await takeBreak(tablet, { workerId, offline: true, action: "start", kind: "meal" });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("A break taken offline counts only on a shift clocked in at this kiosk; ask the office to add it");
      expect(await breaksOf(entryId)).toEqual([]);
      expect((await entryOf(entryId)).verification).toBe("verified");
      expect((await admin.get(`/api/time-entries/${entryId}`).expect(200)).body.changes).toEqual([]);
    }
    // With the PIN the worker takes it at any kiosk of their team.
    await takeBreak(tablet, { workerId: atOtherKiosk, pin: "4821", action: "start", kind: "meal" }).expect(200);
  });

  it("GET /api/kiosk says whether a clock-out asks the sign-off", async () => {
    expect((await tablet.get("/api/kiosk").expect(200)).body.signOffAtClockOut).toBe(false);
    await admin.put("/api/settings/company").send({ ...COMPANY_SETTINGS_DEFAULTS, signOffAtClockOut: true }).expect(200);
    try {
      expect((await tablet.get("/api/kiosk").expect(200)).body.signOffAtClockOut).toBe(true);
    } finally {
      await admin.put("/api/settings/company").send(COMPANY_SETTINGS_DEFAULTS).expect(200);
    }
  });
});
