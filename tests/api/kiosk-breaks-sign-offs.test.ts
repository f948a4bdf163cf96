// The clock-out sign-off at a site kiosk (issue 15): after a kiosk clock-out (which marks the sign-off due while the
// company asks for it), the worker answers with their PIN; the answers are stored once with the kiosk and no account;
// "injured" records an injury reported by the kiosk; a wrong PIN, an open entry, another worker's entry and a second
// answer change nothing; a retry with its key gets the stored answer; offline the entry becomes 'unverified'.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY_SETTINGS_DEFAULTS } from "@shared/api/company-settings";
import { correctionRequests, incidents, timeEntries, timeEntrySignOffs } from "@shared/schema";
import { LATE_PUNCH_NOTED } from "@shared/domain/correction-requests";
import { type TestApp } from "../support/app";
import { type Agent, createKioskTestSite, makeKiosk, punch, teamWorker } from "../support/kiosks";
import { testClock } from "../unit/time-clock/api-fixtures";

const clock = testClock("2026-03-04T15:00:00Z");
let t: TestApp;
let admin: TestAgent;
let projectId: number;
let tablet: Agent;
let kioskId: number;

beforeAll(async () => {
  ({ t, admin, projectId, tablet, kioskId } = await createKioskTestSite(clock.now));
  await admin.put("/api/settings/company").send({ ...COMPANY_SETTINGS_DEFAULTS, signOffAtClockOut: true }).expect(200);
});
afterAll(async () => {
  await t.close();
});

const signOff = (body: Record<string, unknown>, key: string = randomUUID()) => tablet.post("/api/kiosk/sign-offs").set("Idempotency-Key", key).send(body);
const signOffsOf = (timeEntryId: number) => t.database.db.select().from(timeEntrySignOffs).where(eq(timeEntrySignOffs.timeEntryId, timeEntryId));
const entryOf = async (id: number) => (await t.database.db.select().from(timeEntries).where(eq(timeEntries.id, id)))[0];

/** A team worker with PIN 4821 clocked in and out at the kiosk; the entry's id. */
async function clockedOut(name: string): Promise<{ workerId: number; entryId: number }> {
  const workerId = await teamWorker(t, projectId, "4821", { name });
  const entryId = (await punch(tablet, { workerId, pin: "4821", action: "in" }).expect(200)).body.timeEntryId as number;
  clock.advanceMinutes(60);
  await punch(tablet, { workerId, pin: "4821", action: "out" }).expect(200);
  return { workerId, entryId };
}

describe("the sign-off at the kiosk", () => {
  it("a kiosk clock-out marks the sign-off due; the worker's latest entry is answered once, by the kiosk and no account", async () => {
    const { workerId, entryId } = await clockedOut("Sol Signer");
    expect((await entryOf(entryId)).signOffDue).toBe(true);

    const res = await signOff({ workerId, pin: "4821", tookBreaks: true, injured: false });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      timeEntryId: entryId,
      tookBreaks: true,
      injured: false,
      incidentId: null,
      signedAt: clock.now().toISOString(),
      signedBy: null,
      signedByName: null,
      confirmed: true,
    });
    const [row] = await signOffsOf(entryId);
    expect(row).toMatchObject({ kioskId, signedBy: null });
    expect((await entryOf(entryId)).verification).toBe("verified");

    const again = await signOff({ workerId, pin: "4821", timeEntryId: entryId, tookBreaks: false, injured: true });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Sol Signer's shift was already signed off by someone else");
    expect(await signOffsOf(entryId)).toHaveLength(1);
    expect(await t.database.db.select().from(incidents).where(eq(incidents.timeEntryId, entryId))).toEqual([]);
  });

  it("an unanswered sign-off of today is offered on the worker's tile until answered or the day ends (issue 26 item 6)", async () => {
    const { workerId, entryId } = await clockedOut("Lee Later");
    const tileOf = async () =>
      ((await tablet.get("/api/kiosk").expect(200)).body.workers as { id: number; signOffOpenEntryId: number | null }[]).find((w) => w.id === workerId);
    expect(await tileOf()).toMatchObject({ signOffOpenEntryId: entryId });
    // The next day (in the company's zone) it is no longer offered.
    clock.advanceMinutes(24 * 60);
    expect(await tileOf()).toMatchObject({ signOffOpenEntryId: null });
    clock.advanceMinutes(-24 * 60);
    await signOff({ workerId, pin: "4821", timeEntryId: entryId, tookBreaks: true, injured: false }).expect(201);
    expect(await tileOf()).toMatchObject({ signOffOpenEntryId: null });
  });

  it("'injured' records an injury the kiosk reported, for the office", async () => {
    const { workerId, entryId } = await clockedOut("Ivy Injured");
    const res = await signOff({ workerId, pin: "4821", timeEntryId: entryId, tookBreaks: false, injured: true, injuryDescription: "Cut on the left hand" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.incidentId).toEqual(expect.any(Number));
    const listed = (await admin.get(`/api/incidents?projectId=${projectId}`).expect(200)).body as Record<string, unknown>[];
    expect(listed.find((i) => i.id === res.body.incidentId)).toMatchObject({
      workerName: "Ivy Injured",
      timeEntryId: entryId,
      description: "Cut on the left hand",
      reportedBy: null,
      reportedByName: null,
      kioskName: "Gate tablet",
    });
  });

  it("answers a retry with the same key as the first time", async () => {
    const { workerId, entryId } = await clockedOut("Rex Retry");
    const key = randomUUID();
    const first = await signOff({ workerId, pin: "4821", tookBreaks: true, injured: false }, key);
    expect(first.status).toBe(201);
    const again = await signOff({ workerId, pin: "4821", tookBreaks: true, injured: false }, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await signOffsOf(entryId)).toHaveLength(1);
  });

  it("offline (no PIN) the answers are kept and the entry becomes 'unverified' for the office", async () => {
    const { workerId, entryId } = await clockedOut("Otis Offline");
    const res = await signOff({ workerId, offline: true, tookBreaks: true, injured: false });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await entryOf(entryId)).verification).toBe("unverified");
  });
});

describe("refusals change nothing", () => {
  it("a wrong PIN (401)", async () => {
    const { workerId, entryId } = await clockedOut("Wanda Wrong");
    const res = await signOff({ workerId, pin: "1357", tookBreaks: true, injured: true });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("invalid_credentials");
    expect(await signOffsOf(entryId)).toEqual([]);
    expect(await t.database.db.select().from(incidents).where(eq(incidents.timeEntryId, entryId))).toEqual([]);
  });

  it("a worker still on the clock (409), and another worker's entry (404)", async () => {
    const workerId = await teamWorker(t, projectId, "4821", { name: "Otto Open" });
    const open = (await punch(tablet, { workerId, pin: "4821", action: "in" }).expect(200)).body.timeEntryId as number;
    const still = await signOff({ workerId, pin: "4821", tookBreaks: true, injured: false });
    expect(still.status).toBe(409);
    expect(still.body.message).toBe("Otto Open is still clocked in: sign off at clock-out");
    expect(await signOffsOf(open)).toEqual([]);

    const { entryId: theirs } = await clockedOut("Nia Neighbour");
    const notMine = await signOff({ workerId, pin: "4821", timeEntryId: theirs, tookBreaks: true, injured: false });
    expect(notMine.status).toBe(404);
    expect(await signOffsOf(theirs)).toEqual([]);
  });

  it("a revoked kiosk and a signed-in account (401)", async () => {
    const { workerId, entryId } = await clockedOut("Rhea Revoked");
    const { device, id } = await makeKiosk(t, projectId, "Old tablet");
    await admin.delete(`/api/admin/kiosks/${id}`).expect(200);
    const body = { workerId, pin: "4821", tookBreaks: true, injured: false };
    expect((await device.post("/api/kiosk/sign-offs").set("Idempotency-Key", randomUUID()).send(body)).status).toBe(401);
    expect((await admin.post("/api/kiosk/sign-offs").set("Idempotency-Key", randomUUID()).send(body)).status).toBe(401);
    expect(await signOffsOf(entryId)).toEqual([]);
  });
});

// QUALITY 49: a sign-off sent without a PIN acts only on the shift this kiosk just clocked out, never on an approved
// period; it is kept unconfirmed until the worker's own answer replaces it; every change of verification is in the history.
describe("offline sign-offs", () => {
  const historyOf = async (entryId: number) => (await admin.get(`/api/time-entries/${entryId}`).expect(200)).body.changes as Record<string, unknown>[];
  const incidentsOf = (entryId: number) => t.database.db.select().from(incidents).where(eq(incidents.timeEntryId, entryId));

  it("are kept unconfirmed; the worker's own answer with the PIN replaces them, once; the history has each change of verification", async () => {
    const { workerId, entryId } = await clockedOut("Una Unconfirmed");
    const offline = await signOff({ workerId, offline: true, tookBreaks: false, injured: false });
    expect(offline.status, JSON.stringify(offline.body)).toBe(201);
    expect(offline.body).toMatchObject({ timeEntryId: entryId, tookBreaks: false, confirmed: false, signedBy: null });
    expect(await signOffsOf(entryId)).toEqual([expect.objectContaining({ tookBreaks: false, confirmed: false, kioskId })]);
    expect((await entryOf(entryId)).verification).toBe("unverified");
    // Another tap without a PIN vouches for nothing more: it replaces nothing.
    expect((await signOff({ workerId, offline: true, tookBreaks: true, injured: false })).status).toBe(409);

    const own = await signOff({ workerId, pin: "4821", tookBreaks: true, injured: false });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(own.body).toMatchObject({ timeEntryId: entryId, tookBreaks: true, injured: false, confirmed: true });
    expect(await signOffsOf(entryId)).toEqual([expect.objectContaining({ tookBreaks: true, confirmed: true, kioskId })]);
    const twice = await signOff({ workerId, pin: "4821", tookBreaks: false, injured: true });
    expect(twice.status).toBe(409);
    expect(await signOffsOf(entryId)).toEqual([expect.objectContaining({ tookBreaks: true, injured: false })]);
    expect(await incidentsOf(entryId)).toEqual([]);

    await admin.patch(`/api/time-entries/${entryId}/verification`).send({ verified: true }).expect(200);
    const history = await historyOf(entryId);
    expect(history.map((c) => [c.action, (c.changes as Record<string, unknown>).verification, c.changedBy === null ? c.changedByName : "account"])).toEqual([
      ["verify", ["unverified", "verified"], "account"],
      ["unverify", ["verified", "unverified"], "Kiosk: Gate tablet"],
    ]);
  });

  it("an answer given on the GPS clock replaces an unconfirmed one too", async () => {
    const { workerId, entryId } = await clockedOut("Gus Gps");
    await signOff({ workerId, offline: true, tookBreaks: true, injured: false }).expect(201);
    const answered = await admin.post(`/api/time-entries/${entryId}/sign-off`).send({ tookBreaks: false, injured: false });
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    expect(answered.body).toMatchObject({ tookBreaks: false, confirmed: true, signedBy: expect.any(Number) });
    expect(await signOffsOf(entryId)).toEqual([expect.objectContaining({ tookBreaks: false, confirmed: true, kioskId: null })]);
  });

  it("are refused on a shift another kiosk or the GPS clock clocked out, or clocked out longer ago than the forgotten clock-out hours, changing nothing", async () => {
    const { device: otherGate } = await makeKiosk(t, projectId, "Other gate");
    const elsewhere = await teamWorker(t, projectId, "4821", { name: "Ada Across" });
    const elsewhereEntry = (await punch(otherGate, { workerId: elsewhere, pin: "4821", action: "in" }).expect(200)).body.timeEntryId as number;
    const onPhone = await teamWorker(t, projectId, "4821", { name: "Pia Phone" });
    const phoneEntry = (await punch(tablet, { workerId: onPhone, pin: "4821", action: "in" }).expect(200)).body.timeEntryId as number;
    clock.advanceMinutes(60);
    await punch(otherGate, { workerId: elsewhere, pin: "4821", action: "out" }).expect(200);
    await admin.post("/api/time-entries/clock-out").send({ timeEntryId: phoneEntry }).expect(200);
    const { workerId: late, entryId: lateEntry } = await clockedOut("Lou Late");
    clock.advanceMinutes(COMPANY_SETTINGS_DEFAULTS.forgottenClockOutAlertHours * 60 + 1);

    for (const [workerId, entryId] of [[elsewhere, elsewhereEntry], [onPhone, phoneEntry], [late, lateEntry]]) {
      const res = await signOff({ workerId, offline: true, timeEntryId: entryId, tookBreaks: true, injured: true });
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body.message).toBe("A sign-off taken offline counts only for a shift this kiosk clocked out in the last 12 hours; answer with your PIN");
      expect(await signOffsOf(entryId)).toEqual([]);
      expect(await incidentsOf(entryId)).toEqual([]);
      expect((await entryOf(entryId)).verification).toBe("verified");
      expect(await historyOf(entryId)).toEqual([]);
    }
    // The worker's own answer, with the PIN, is still taken.
    await signOff({ workerId: late, pin: "4821", tookBreaks: true, injured: false }).expect(201);
  });

  it("act on nothing on a shift of an approved week: the answers go to the office as a late punch (issue 27)", async () => {
    // A week of its own, so nothing else of this file keeps it from being approved: a Saturday shift, the week approved
    // once it has ended, and the tablet's answer sent that night (within the 12 hours an offline sign-off counts for).
    clock.set("2026-03-14T21:00:00Z");
    const { workerId, entryId } = await clockedOut("Abe Approved");
    clock.set("2026-03-15T08:00:00Z");
    await admin.post("/api/payroll/approve").send({ weekOf: "2026-03-11" }).expect(201);
    const res = await signOff({ workerId, offline: true, tookBreaks: true, injured: true, injuryDescription: "Cut on the left hand" });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.message).toBe("Payroll for Mar 8 - Mar 14 is already approved, so these answers went to the office.");
    // Nothing of the approved shift changed: no sign-off, no injury record, no mark, no history.
    expect(await signOffsOf(entryId)).toEqual([]);
    expect(await incidentsOf(entryId)).toEqual([]);
    expect((await entryOf(entryId)).verification).toBe("verified");
    expect(await historyOf(entryId)).toEqual([]);
    const [kept] = await t.database.db.select().from(correctionRequests).where(eq(correctionRequests.id, res.body.latePunchId));
    expect(kept).toMatchObject({ kind: "late_punch", status: "pending", timeEntryId: entryId, workerId, requestedBy: null, clockInTime: null, clockOutTime: null });
    // The office reads it and approves it: nothing to apply, and the entry stays as approved.
    const read = await admin.patch(`/api/correction-requests/${kept.id}`).send({ decision: "approve" });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body).toMatchObject({ status: "approved", decisionNote: LATE_PUNCH_NOTED });
    expect(await historyOf(entryId)).toEqual([]);
    expect(kept.reason).toMatch(/^Signed off at a site kiosk without signal \(no PIN\): took the breaks: yes; injured: yes \(Cut on the left hand\)\. It reached the server at .+, after payroll for Mar 8 - Mar 14 was approved\.$/);
  });
});
