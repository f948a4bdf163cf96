// The worker signs their pay period (issue 27 step 5): a crew member reads their own period (hours per label, no
// money) and signs it under the certification text from its last day; the office sees each worker's status; a
// correction after signing makes it outdated until they sign again; the text is versioned and each signature keeps its.
import type TestAgent from "supertest/lib/agent";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { periodSignatures } from "@shared/schema";
import { myPeriodViewSchema } from "@shared/api/period-signatures";
import { NOT_LINKED_MESSAGE } from "@shared/domain/account-roles";
import {
  HOURS_CHANGED_SIGN_REFUSAL,
  NOTHING_TO_SIGN_REFUSAL,
  OPEN_ENTRY_SIGN_REFUSAL,
  PERIOD_NOT_SIGNABLE_YET_REFUSAL,
  SIGNATURES_OFF_REFUSAL,
  TEXT_CHANGED_SIGN_REFUSAL,
} from "@shared/domain/period-signature";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { makeKiosk, teamWorker } from "../support/kiosks";
import { createPerson, type Person } from "../support/people";
import { insertEntry, insertProject, testClock } from "../unit/time-clock/api-fixtures";

const clock = testClock("2026-03-13T18:00:00Z"); // Fri 13 March 2026, 12:00 in Denver: the week of 8-14 March runs
let t: TestApp;
let admin: TestAgent;
let crew: Person;
let other: Person;
let projectId: number;
let mondayId: number;

async function setSignatures(on: boolean) {
  const current = (await admin.get("/api/settings/company").expect(200)).body;
  await admin.put("/api/settings/company").send({ ...current, periodSignatures: on }).expect(200);
}

const myPeriod = async (query = "") => {
  const res = await crew.agent.get(`/api/my-period${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return myPeriodViewSchema.parse(res.body);
};

const bellItem = async (agent: TestAgent) =>
  ((await agent.get("/api/notifications").expect(200)).body.items as { kind: string }[]).find((item) => item.kind === "period_signature");

const signWith = (agent: TestAgent, body: { periodOf: string; certificationTextId: number; entriesVersion: string }) => agent.post("/api/my-period/signature").send(body);

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  admin = await adminAgent(t.app);
  projectId = (await insertProject(t, { name: "Highlands Duplex" })).id;
  crew = await createPerson(t, "crew", { worker: { name: "Ana Reyes", hourlyRate: "30.00" } });
  other = await createPerson(t, "crew", { worker: { name: "Ben Cho", hourlyRate: "25.00" } });
  // Ana: Monday 9 h (1 h over 8), Tuesday 8 h with a 30 min unpaid lunch (7.5 h). Ben: Wednesday 6 h.
  mondayId = (await insertEntry(t, { workerId: crew.workerId, projectId, clockInTime: "2026-03-09T14:00:00Z", clockOutTime: "2026-03-09T23:00:00Z", hourlyRate: "30.00" })).id;
  await admin
    .post("/api/time-entries")
    .send({ workerId: crew.workerId, projectId, clockInTime: "2026-03-10T14:00:00Z", clockOutTime: "2026-03-10T22:00:00Z", breakMinutes: 30, reason: "Paper timesheet" })
    .expect(201);
  await insertEntry(t, { workerId: other.workerId, projectId, clockInTime: "2026-03-11T14:00:00Z", clockOutTime: "2026-03-11T20:00:00Z", hourlyRate: "25.00" });
});
afterAll(async () => {
  await t.close();
});

describe("a worker's own pay period", () => {
  it("shows their days, shifts, breaks and hours per label, never money nor anyone else's hours", async () => {
    const view = await myPeriod("?periodOf=2026-03-10");
    expect(view).toMatchObject({ startDate: "2026-03-08", endDate: "2026-03-14", signaturesOn: false, regularHours: 15.5, overtimeHours: 1, doubleTimeHours: 0, totalHours: 16.5, openEntries: 0 });
    expect(view.days.map((d) => [d.dayKey, d.hours, d.labels])).toEqual([
      ["2026-03-09", 9, [{ label: "regular", hours: 8 }, { label: "overtime", hours: 1 }]],
      ["2026-03-10", 7.5, [{ label: "regular", hours: 7.5 }]],
    ]);
    expect(view.days[1].shifts[0]).toMatchObject({ projectName: "Highlands Duplex", breakMinutes: 30, hours: 7.5 });
    // Hours only, as crew see today: no rate, pay or gross anywhere in the answer.
    expect(JSON.stringify(view)).not.toMatch(/rate|pay"|gross|30\.00/i);
    expect(view.certificationText).toMatchObject({ language: "en", version: 1, createdByName: null });
  });

  it("is refused to an account without a worker record", async () => {
    const unlinked = (await admin.get("/api/my-period")).body;
    expect(unlinked.message).toBe(NOT_LINKED_MESSAGE);
  });

  it("cannot be signed while the company does not ask for signatures; the office's answer says nothing of them", async () => {
    const view = await myPeriod("?periodOf=2026-03-10");
    expect(view.signRefusal).toBe(SIGNATURES_OFF_REFUSAL);
    const res = await signWith(crew.agent, { periodOf: "2026-03-10", certificationTextId: view.certificationText.id, entriesVersion: view.entriesVersion });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(SIGNATURES_OFF_REFUSAL);
    expect((await admin.get("/api/payroll?periodOf=2026-03-10")).body.signatures).toBeNull();
    // Nor does the bell ask.
    expect(await bellItem(crew.agent)).toBeUndefined();
  });

  it("is signed from its last day, of the hours and text read; twice is once", async () => {
    await setSignatures(true);
    const running = await myPeriod("?periodOf=2026-03-10");
    expect(running.signRefusal).toBe(PERIOD_NOT_SIGNABLE_YET_REFUSAL);
    expect((await signWith(crew.agent, { periodOf: "2026-03-10", certificationTextId: running.certificationText.id, entriesVersion: running.entriesVersion })).status).toBe(422);

    clock.set("2026-03-14T15:00:00Z"); // Saturday, the week's last day
    // Without a day: the latest period that has reached its last day.
    const view = await myPeriod();
    expect(view).toMatchObject({ startDate: "2026-03-08", signRefusal: null, signature: { status: "unsigned", signedAt: null } });
    // The bell asks for it from the start of the period's last day (midnight in Denver, UTC-6 since 8 March), linking to the dashboard's card.
    expect(await bellItem(crew.agent)).toMatchObject({ id: "period-signature:2026-03-08", title: "Sign your hours: Mar 8 - Mar 14", detail: "16.50 h. Check your days and sign them for payroll.", href: "/", createdAt: "2026-03-14T06:00:00.000Z" });
    const stale = await signWith(crew.agent, { periodOf: "2026-03-14", certificationTextId: view.certificationText.id, entriesVersion: "0".repeat(64) });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(HOURS_CHANGED_SIGN_REFUSAL);
    const wrongText = await signWith(crew.agent, { periodOf: "2026-03-14", certificationTextId: view.certificationText.id + 1000, entriesVersion: view.entriesVersion });
    expect(wrongText.status).toBe(409);
    expect(wrongText.body.message).toBe(TEXT_CHANGED_SIGN_REFUSAL);

    const signed = await signWith(crew.agent, { periodOf: "2026-03-14", certificationTextId: view.certificationText.id, entriesVersion: view.entriesVersion });
    expect(signed.status).toBe(201);
    expect(signed.body).toEqual({ status: "signed", signedAt: "2026-03-14T15:00:00.000Z", certificationVersion: 1 });
    expect((await signWith(crew.agent, { periodOf: "2026-03-09", certificationTextId: view.certificationText.id, entriesVersion: view.entriesVersion })).status).toBe(201);
    expect(await t.database.db.select().from(periodSignatures).where(eq(periodSignatures.workerId, crew.workerId))).toHaveLength(1);
    expect(await bellItem(crew.agent)).toBeUndefined();

    // Ben has nothing signed; the office sees both, beside each worker of the period.
    const week = (await admin.get("/api/payroll?periodOf=2026-03-10")).body;
    expect(week.signatures).toEqual(
      expect.arrayContaining([
        { workerId: crew.workerId, status: "signed", signedAt: "2026-03-14T15:00:00.000Z", certificationVersion: 1 },
        { workerId: other.workerId, status: "unsigned", signedAt: null, certificationVersion: null },
      ]),
    );
  });

  it("reads 'outdated' after a correction, refuses the old hours, and signs the new ones", async () => {
    const before = await myPeriod("?periodOf=2026-03-10");
    clock.set("2026-03-15T16:00:00Z");
    await admin.patch(`/api/time-entries/${mondayId}`).send({ clockOutTime: "2026-03-09T22:00:00Z", reason: "Left at 4" }).expect(200);
    const after = await myPeriod("?periodOf=2026-03-10");
    expect(after.entriesVersion).not.toBe(before.entriesVersion);
    expect(after).toMatchObject({ totalHours: 15.5, overtimeHours: 0, signature: { status: "outdated", signedAt: "2026-03-14T15:00:00.000Z" } });
    const week = (await admin.get("/api/payroll?periodOf=2026-03-10")).body;
    expect(week.signatures.find((s: { workerId: number }) => s.workerId === crew.workerId).status).toBe("outdated");
    expect(await bellItem(crew.agent)).toMatchObject({ title: "Your hours changed after you signed: Mar 8 - Mar 14", detail: "15.50 h. Check them and sign again.", createdAt: "2026-03-14T15:00:00.000Z" });

    const old = await signWith(crew.agent, { periodOf: "2026-03-10", certificationTextId: before.certificationText.id, entriesVersion: before.entriesVersion });
    expect(old.status).toBe(409);
    const again = await signWith(crew.agent, { periodOf: "2026-03-10", certificationTextId: after.certificationText.id, entriesVersion: after.entriesVersion });
    expect(again.body).toMatchObject({ status: "signed", signedAt: "2026-03-15T16:00:00.000Z" });
    // Every signature is kept.
    expect(await t.database.db.select().from(periodSignatures).where(eq(periodSignatures.workerId, crew.workerId))).toHaveLength(2);

    // Put back as first signed: those hours carry the first signature, and signing them again keeps it.
    await admin.patch(`/api/time-entries/${mondayId}`).send({ clockOutTime: "2026-03-09T23:00:00Z", reason: "Stayed until 5 after all" }).expect(200);
    const back = await myPeriod("?periodOf=2026-03-10");
    expect(back.entriesVersion).toBe(before.entriesVersion);
    expect(back.signature).toEqual({ status: "signed", signedAt: "2026-03-14T15:00:00.000Z", certificationVersion: 1 });
    const retap = await signWith(crew.agent, { periodOf: "2026-03-10", certificationTextId: back.certificationText.id, entriesVersion: back.entriesVersion });
    expect(retap.status).toBe(201);
    expect(retap.body).toEqual({ status: "signed", signedAt: "2026-03-14T15:00:00.000Z", certificationVersion: 1 });
    expect(await t.database.db.select().from(periodSignatures).where(eq(periodSignatures.workerId, crew.workerId))).toHaveLength(2);
  });

  it("is not signed with a shift still open, nor without hours", async () => {
    await insertEntry(t, { workerId: other.workerId, projectId, clockInTime: "2026-03-13T14:00:00Z", clockOutTime: null, hourlyRate: "25.00" });
    const ben = (await other.agent.get("/api/my-period?periodOf=2026-03-10")).body;
    expect(ben).toMatchObject({ openEntries: 1, signRefusal: OPEN_ENTRY_SIGN_REFUSAL, totalHours: 6 });
    const res = await signWith(other.agent, { periodOf: "2026-03-10", certificationTextId: ben.certificationText.id, entriesVersion: ben.entriesVersion });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(OPEN_ENTRY_SIGN_REFUSAL);
    const empty = await myPeriod("?periodOf=2026-03-01");
    expect(empty).toMatchObject({ days: [], totalHours: 0, signRefusal: NOTHING_TO_SIGN_REFUSAL });
  });
});

describe("the certification text", () => {
  it("is read by the office, changed by admins only, as its next version; a signature keeps the version signed", async () => {
    const office = await createPerson(t, "user");
    const texts = (await office.agent.get("/api/settings/certification-text").expect(200)).body;
    expect(texts).toEqual([expect.objectContaining({ language: "en", version: 1 })]);
    expect((await office.agent.put("/api/settings/certification-text").send({ language: "en", text: "Mine" })).status).toBe(403);
    expect((await admin.put("/api/settings/certification-text").send({ language: "en", text: "  " })).status).toBe(400);
    expect((await admin.put("/api/settings/certification-text").send({ language: "fr", text: "Je certifie" })).status).toBe(400);

    const words = "I certify these hours are all the hours I worked, and that I took the breaks shown.";
    const changed = await admin.put("/api/settings/certification-text").send({ language: "en", text: words });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ language: "en", version: 2, text: words, createdByName: expect.any(String) });
    // Saving the same words again adds no version.
    expect((await admin.put("/api/settings/certification-text").send({ language: "en", text: words })).body.version).toBe(2);

    const view = await myPeriod("?periodOf=2026-03-10");
    expect(view.certificationText).toMatchObject({ version: 2, text: words });
    // Signed under version 1: the signature still says so, and its hours have not changed since.
    expect(view.signature).toMatchObject({ status: "signed", certificationVersion: 1 });
    const stale = await signWith(crew.agent, { periodOf: "2026-03-10", certificationTextId: texts[0].id, entriesVersion: view.entriesVersion });
    expect(stale.body.message).toBe(TEXT_CHANGED_SIGN_REFUSAL);
  });
});

describe("at a kiosk, behind the worker's PIN", () => {
  it("reads the worker's own period and signs it, recorded with the kiosk; a wrong PIN or another team's worker reads nothing", async () => {
    clock.set("2026-03-16T16:00:00Z");
    const kioskProject = (await insertProject(t, { name: "Gate House" })).id;
    const { device: tablet, id: kioskId } = await makeKiosk(t, kioskProject);
    const kit = await teamWorker(t, kioskProject, "4821", { name: "Kit Moreno", hourlyRate: "22.00" });
    await insertEntry(t, { workerId: kit, projectId: kioskProject, clockInTime: "2026-03-09T14:00:00Z", clockOutTime: "2026-03-09T22:00:00Z", hourlyRate: "22.00" });
    expect((await tablet.get("/api/kiosk").expect(200)).body.periodSignatures).toBe(true);

    // Ana is on no team of this kiosk: one 404 that names nobody.
    expect((await tablet.post("/api/kiosk/period").send({ workerId: crew.workerId, pin: "4821" })).status).toBe(404);

    const read = await tablet.post("/api/kiosk/period").send({ workerId: kit, pin: "4821", periodOf: "2026-03-10" });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const view = myPeriodViewSchema.parse(read.body);
    expect(view).toMatchObject({ startDate: "2026-03-08", totalHours: 8, signRefusal: null, signature: { status: "unsigned" } });
    expect(JSON.stringify(view)).not.toMatch(/22\.00|rate|gross/i);

    const signed = await tablet
      .post("/api/kiosk/period-signature")
      .send({ workerId: kit, pin: "4821", periodOf: "2026-03-10", certificationTextId: view.certificationText.id, entriesVersion: view.entriesVersion });
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    expect(signed.body).toMatchObject({ status: "signed", certificationVersion: 2 });
    const [row] = await t.database.db.select().from(periodSignatures).where(eq(periodSignatures.workerId, kit));
    expect(row).toMatchObject({ kioskId, signedBy: null, periodStart: "2026-03-08", periodEnd: "2026-03-14" });
    // A wrong PIN reads nothing and signs nothing (and the name then waits, as after a wrong PIN at a punch).
    const wrong = await tablet.post("/api/kiosk/period").send({ workerId: kit, pin: "1111", periodOf: "2026-03-10" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.days).toBeUndefined();
    clock.set("2026-03-16T16:05:00Z");
    expect((await tablet.post("/api/kiosk/period-signature").send({ workerId: kit, pin: "9999", periodOf: "2026-03-10", certificationTextId: view.certificationText.id, entriesVersion: view.entriesVersion })).status).toBe(401);
  });
});
