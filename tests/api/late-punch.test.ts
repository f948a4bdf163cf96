// Issue 27 step 3: a punch a phone or kiosk queued that reaches the server after its pay period was approved is never
// dropped and never changes the approved record. It is answered 202 and kept as a correction request of kind
// late_punch (no entry yet); the clock-out queued after it completes it; the office reopens the period and approves
// it, which adds the entry. A queued clock-out that would replace an approved entry's auto-close waits the same way.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { correctionRequests, timeEntries } from "@shared/schema";
import { latePunchAnswerSchema } from "@shared/api/correction-requests";
import { LATE_PUNCH_INCOMPLETE } from "@shared/domain/correction-requests";
import type { TestApp } from "../support/app";
import { createKioskTestSite, punch, teamWorker, type Agent } from "../support/kiosks";
import { addToTeam, createPerson, type Person } from "../support/people";
import { HIGHLANDS, insertEntry, testClock } from "../unit/time-clock/api-fixtures";

// Mon 9 March 2026, 9:00 in Denver (UTC-6 from 8 March, UTC-7 before): the week of Sun 1 - Sat 7 March has ended.
const clock = testClock("2026-03-09T15:00:00Z");
let t: TestApp;
let admin: TestAgent;
let projectId: number;
let tablet: Agent;
let lia: Person;

const keyed = (ageMs: number, key: string = randomUUID()) => ({ "Idempotency-Key": key, "Tap-Age-Ms": String(ageMs) });
const ageOf = (tappedAt: string) => clock.now().getTime() - Date.parse(tappedAt);
const requestOf = async (id: number) => (await t.database.db.select().from(correctionRequests).where(eq(correctionRequests.id, id)))[0];
const entriesOf = (workerId: number) => t.database.db.select().from(timeEntries).where(eq(timeEntries.workerId, workerId));

beforeAll(async () => {
  ({ t, admin, projectId, tablet } = await createKioskTestSite(clock.now));
  await admin
    .put("/api/settings/company")
    .send({ weeklyOvertime: false, mealBreaksPaid: false, mealBreakRule: "off", mealPremium: false, signOffAtClockOut: false, costCodeRequired: false, forgottenClockOutAlertHours: 12, autoCloseAfterHours: null })
    .expect(200);
  lia = await createPerson(t, "crew", { worker: { name: "Lia Late", hourlyRate: "30.00" } });
  await addToTeam(t, projectId, [lia.workerId]);
  // Someone else's Monday, so the week of 1-7 March has hours to approve; then it is approved.
  const other = await teamWorker(t, projectId, null, { name: "Omar Ontime", hourlyRate: "25.00" });
  await insertEntry(t, { workerId: other, projectId, clockInTime: "2026-03-02T15:00:00Z", clockOutTime: "2026-03-02T23:00:00Z", hourlyRate: "25.00" });
  expect((await admin.post("/api/payroll/approve").send({ periodOf: "2026-03-02" })).status).toBe(201);
});
afterAll(async () => {
  await t.close();
});

describe("a phone's clock-in and clock-out that synced after the week was approved", () => {
  let latePunchId: number;

  it("the clock-in is answered 202 and kept for the office; no entry is made", async () => {
    // Tapped Fri 6 March 7:00 and 15:00 in Denver (UTC-7), with no signal; synced Monday.
    const res = await lia.agent.post("/api/time-entries/clock-in").set(keyed(ageOf("2026-03-06T14:00:00Z"))).send({ workerId: lia.workerId, projectId });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const answer = latePunchAnswerSchema.parse(res.body);
    expect(answer.message).toBe("Payroll for Mar 1 - Mar 7 is already approved, so this clock-in (Mar 6, 2026, 7:00 AM) went to the office as a late punch; it is paid once they approve it.");
    latePunchId = answer.latePunchId;
    expect(await entriesOf(lia.workerId)).toEqual([]);
    expect(await requestOf(latePunchId)).toMatchObject({
      kind: "late_punch",
      status: "pending",
      timeEntryId: null,
      workerId: lia.workerId,
      projectId,
      clockInTime: new Date("2026-03-06T14:00:00Z"),
      clockOutTime: null,
      requestedBy: lia.userId,
      reason: "Clocked in at Mar 6, 2026, 7:00 AM on a phone without signal; it reached the server at Mar 9, 2026, 9:00 AM, after payroll for Mar 1 - Mar 7 was approved.",
    });
  });

  it("the clock-out queued after it completes the late punch (a retry gets the same answer, once)", async () => {
    const key = randomUUID();
    const body = { latePunchId };
    const res = await lia.agent.post("/api/time-entries/clock-out").set(keyed(ageOf("2026-03-06T22:00:00Z"), key)).send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toEqual({ latePunchId, message: "This clock-out (Mar 6, 2026, 3:00 PM) was added to the late punch waiting for the office; it is paid once they approve it." });
    const retry = await lia.agent.post("/api/time-entries/clock-out").set(keyed(ageOf("2026-03-06T22:00:00Z"), key)).send(body);
    expect(retry.status).toBe(202);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    const request = await requestOf(latePunchId);
    expect(request.clockOutTime).toEqual(new Date("2026-03-06T22:00:00Z"));
    expect(request.reason).toMatch(/Clocked out at Mar 6, 2026, 3:00 PM on a phone; it reached the server at Mar 9, 2026, 9:00 AM\.$/);
    expect(await entriesOf(lia.workerId)).toEqual([]);
  });

  it("the office sees it waiting; approving it while the week is approved says to reopen first, and changes nothing", async () => {
    const waiting = await admin.get("/api/correction-requests?status=pending");
    expect(waiting.body).toContainEqual(
      expect.objectContaining({ id: latePunchId, kind: "late_punch", timeEntryId: null, entryClockInTime: null, clockInTime: "2026-03-06T14:00:00.000Z", clockOutTime: "2026-03-06T22:00:00.000Z" }),
    );
    const res = await admin.patch(`/api/correction-requests/${latePunchId}`).send({ decision: "approve" });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "period_locked", message: "Payroll for this pay period (Mar 1 - Mar 7) is already approved, so no entries can be added to it; reopen it on the Payroll tab first." });
    expect((await requestOf(latePunchId)).status).toBe("pending");
    expect(await entriesOf(lia.workerId)).toEqual([]);
  });

  it("once the week is reopened, approving adds the entry at the tapped times and links the request to it", async () => {
    expect((await admin.post("/api/payroll/reopen").send({ periodOf: "2026-03-06", reason: "Lia's Friday synced late" })).status).toBe(200);
    const res = await admin.patch(`/api/correction-requests/${latePunchId}`).send({ decision: "approve" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [entry] = await entriesOf(lia.workerId);
    expect(entry).toMatchObject({ clockInTime: new Date("2026-03-06T14:00:00Z"), clockOutTime: new Date("2026-03-06T22:00:00Z"), hoursWorked: "8.00", totalPay: "240.00" });
    expect(res.body).toMatchObject({ status: "approved", timeEntryId: entry.id, entryClockInTime: "2026-03-06T14:00:00.000Z" });
    // Approved again, the week's record holds Lia's Friday.
    expect((await admin.post("/api/payroll/approve").send({ periodOf: "2026-03-06" })).status).toBe(201);
    const week = await admin.get("/api/payroll?periodOf=2026-03-06");
    expect(week.body.workers.find((w: { workerId: number }) => w.workerId === lia.workerId)).toMatchObject({ totalHours: 8 });
  });
});

describe("what else a late tap does", () => {
  it("a clock-out of an entry in a week approved since (its auto-close confirmed) waits for the office; the entry stays as approved", async () => {
    clock.set("2026-03-16T15:00:00Z"); // Mon 16 March: the week of 8-14 March has ended
    // Auto-closed at 19:00 on Tue 10 March and confirmed by the office; the phone's clock-out at 17:00 synced a week later.
    const entry = await insertEntry(t, { workerId: lia.workerId, projectId, clockInTime: "2026-03-10T14:00:00Z", clockOutTime: "2026-03-11T01:00:00Z", hourlyRate: "30.00" });
    const approved = await admin.post("/api/payroll/approve").send({ periodOf: "2026-03-10" });
    expect(approved.status, JSON.stringify(approved.body)).toBe(201);
    const res = await lia.agent.post("/api/time-entries/clock-out").set(keyed(ageOf("2026-03-10T23:00:00Z"))).send({ timeEntryId: entry.id });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.message).toBe("Payroll for Mar 8 - Mar 14 is already approved, so this clock-out (Mar 10, 2026, 5:00 PM) went to the office as a late punch; it is paid once they approve it.");
    const [after] = await t.database.db.select().from(timeEntries).where(eq(timeEntries.id, entry.id));
    expect(after).toMatchObject({ clockOutTime: new Date("2026-03-11T01:00:00Z"), payPeriodId: expect.any(Number) });
    expect(await requestOf(res.body.latePunchId)).toMatchObject({ kind: "late_punch", timeEntryId: entry.id, clockInTime: null, clockOutTime: new Date("2026-03-10T23:00:00Z") });
  });

  it("a kiosk's offline clock-in and clock-out become one late punch; a late punch with no clock-out cannot be approved as it is", async () => {
    const rosa = await teamWorker(t, projectId, "4821", { name: "Rosa Kiosk" });
    const tapIn = await punch(tablet, { workerId: rosa, offline: true }).set("Tap-Age-Ms", String(ageOf("2026-03-12T13:00:00Z")));
    expect(tapIn.status, JSON.stringify(tapIn.body)).toBe(202);
    expect(await requestOf(tapIn.body.latePunchId)).toMatchObject({ requestedBy: null, timeEntryId: null, clockInTime: new Date("2026-03-12T13:00:00Z") });
    expect((await requestOf(tapIn.body.latePunchId)).reason).toMatch(/^Clocked in at Mar 12, 2026, 7:00 AM at a site kiosk without signal;/);
    const early = await admin.patch(`/api/correction-requests/${tapIn.body.latePunchId}`).send({ decision: "approve" });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(LATE_PUNCH_INCOMPLETE);

    const tapOut = await punch(tablet, { workerId: rosa, offline: true, action: "out" }).set("Tap-Age-Ms", String(ageOf("2026-03-12T21:30:00Z")));
    expect(tapOut.status, JSON.stringify(tapOut.body)).toBe(202);
    expect(tapOut.body.latePunchId).toBe(tapIn.body.latePunchId);
    expect(await requestOf(tapIn.body.latePunchId)).toMatchObject({ clockOutTime: new Date("2026-03-12T21:30:00Z"), status: "pending" });
    expect(await entriesOf(rosa)).toEqual([]);
    // Her next tap, online today, is an ordinary clock-in.
    const today = await punch(tablet, { workerId: rosa, offline: true }).set("Tap-Age-Ms", "0");
    expect(today.status, JSON.stringify(today.body)).toBe(200);
    expect(today.body.action).toBe("in");
  });

  it("a clock-out names an entry or a late punch, not both nor neither; another worker's late punch is not a crew member's", async () => {
    const both = await lia.agent.post("/api/time-entries/clock-out").set(keyed(0)).send({ timeEntryId: 1, latePunchId: 1 });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe("Send a time entry or a late punch, not both");
    const neither = await lia.agent.post("/api/time-entries/clock-out").set(keyed(0)).send({});
    expect(neither.status).toBe(400);
    expect(neither.body.message).toBe("No active time entry found");

    const sam = await createPerson(t, "crew", { worker: { name: "Sam Other" } });
    await addToTeam(t, projectId, [sam.workerId]);
    const samIn = await sam.agent.post("/api/time-entries/clock-in").set(keyed(ageOf("2026-03-13T14:00:00Z"))).send({ workerId: sam.workerId, projectId });
    expect(samIn.status).toBe(202);
    const stranger = await lia.agent.post("/api/time-entries/clock-out").set(keyed(0)).send({ latePunchId: samIn.body.latePunchId });
    expect(stranger.status).toBe(403);
    expect((await requestOf(samIn.body.latePunchId)).clockOutTime).toBeNull();
  });

  it("a foreman's crew clock-in and clock-out of the whole site become each worker's late punch", async () => {
    const crew = [await teamWorker(t, projectId, null, { name: "Cruz Crew" }), await teamWorker(t, projectId, null, { name: "Dee Crew" })];
    const crewIn = await admin
      .post("/api/time-entries/crew-clock-in")
      .set(keyed(ageOf("2026-03-13T14:00:00Z")))
      .send({ workerIds: crew, projectId, clockInLatitude: HIGHLANDS.latitude, clockInLongitude: HIGHLANDS.longitude, locationAccuracy: 10 });
    expect(crewIn.status, JSON.stringify(crewIn.body)).toBe(201);
    expect(crewIn.body.message).toBe("2 sent to the office as late punches");
    const results = crewIn.body.results as { workerId: number; outcome: string; entry: unknown; latePunch: { latePunchId: number } | null }[];
    expect(results.map((r) => [r.outcome, r.entry])).toEqual([["late_punch", null], ["late_punch", null]]);
    for (const workerId of crew) expect(await entriesOf(workerId)).toEqual([]);

    // The clock-out of everyone at the site, queued while the clock-ins were: it completes both late punches.
    const crewOut = await admin.post("/api/time-entries/crew-clock-out").set(keyed(ageOf("2026-03-13T22:00:00Z")))
      .send({ projectId, clockOutLatitude: HIGHLANDS.latitude, clockOutLongitude: HIGHLANDS.longitude, locationAccuracy: 10 });
    expect(crewOut.status, JSON.stringify(crewOut.body)).toBe(200);
    const outs = (crewOut.body.results as { workerId: number; timeEntryId: number | null; outcome: string; latePunch: { latePunchId: number } | null }[]).filter((r) => crew.includes(r.workerId));
    expect(outs.map((r) => [r.outcome, r.timeEntryId])).toEqual([["late_punch", null], ["late_punch", null]]);
    for (const [index, result] of results.entries()) {
      expect(outs[index].latePunch?.latePunchId).toBe(result.latePunch?.latePunchId);
      expect(await requestOf(result.latePunch!.latePunchId)).toMatchObject({
        workerId: crew[index],
        clockInTime: new Date("2026-03-13T14:00:00Z"),
        clockOutTime: new Date("2026-03-13T22:00:00Z"),
        status: "pending",
      });
    }
  });

  it("a live punch (no tap age) in an approved week is still refused: only a queued tap can be late", async () => {
    clock.set("2026-03-12T15:00:00Z");
    try {
      const res = await lia.agent.post("/api/time-entries/clock-in").set({ "Idempotency-Key": randomUUID() }).send({ workerId: lia.workerId, projectId });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe("period_locked");
    } finally {
      clock.set("2026-03-16T15:00:00Z");
    }
  });
});
