// QUALITY 47: nobody decides on their own correction request or on an entry of the worker their account is linked
// to. One rule (shared/domain/entry-decision.ts) for the four decisions: approving or rejecting a request, an admin's
// direct correction, confirming an offline kiosk punch and confirming an auto-closed entry. Each refusal is a 403 that
// changes nothing; another office user or an admin still decides.
import { eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWN_ENTRY_REFUSAL as OWN_ENTRY, OWN_REQUEST_REFUSAL as OWN_REQUEST } from "@shared/domain/entry-decision";
import { timeEntries } from "@shared/schema";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createPerson, createWorker, type Person } from "../support/people";
import { insertEntry, insertProject, testClock } from "../unit/time-clock/api-fixtures";

const clock = testClock("2026-03-12T18:00:00Z");
let t: TestApp;
let admin: TestAgent;
let site: number;
/** Office users and an admin, each linked to a worker record of their own. */
let office: Person;
let otherOffice: Person;
let linkedAdmin: Person;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  admin = await adminAgent(t.app);
  site = (await insertProject(t, { name: "Highlands Duplex" })).id;
  office = await createPerson(t, "user");
  otherOffice = await createPerson(t, "user");
  linkedAdmin = await createPerson(t, "admin");
});
afterAll(async () => {
  await t.close();
});

// Each entry on a day of its own (March 11 backwards), so no correction overlaps an earlier test's entry.
let daysBack = 0;
async function oneMinuteEntry(workerId: number) {
  const day = (iso: string) => new Date(new Date(iso).getTime() - daysBack * 86_400_000);
  daysBack += 1;
  return insertEntry(t, { workerId, projectId: site, clockInTime: day("2026-03-11T14:00:00Z"), clockOutTime: day("2026-03-11T14:01:00Z"), hourlyRate: "20.00" });
}

const entryNow = async (id: number) => (await t.database.db.select().from(timeEntries).where(eq(timeEntries.id, id)))[0];

/** A wrong_time request stretching the entry's one minute to ten hours. */
async function askTenHours(asker: TestAgent, entry: { id: number; clockInTime: Date }) {
  const clockOutTime = new Date(entry.clockInTime.getTime() + 10 * 3_600_000).toISOString();
  const asked = await asker.post(`/api/time-entries/${entry.id}/correction-requests`).send({ kind: "wrong_time", clockOutTime, reason: "Worked till midnight" });
  expect(asked.status).toBe(201);
  return { requestId: asked.body.id as number, clockOutTime };
}

describe("correction requests", () => {
  it("an office user cannot approve or reject the request they filed for their own entry; another office user can", async () => {
    const entry = await oneMinuteEntry(office.workerId);
    const { requestId, clockOutTime } = await askTenHours(office.agent, entry);

    for (const decision of ["approve", "reject"]) {
      const refused = await office.agent.patch(`/api/correction-requests/${requestId}`).send({ decision });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: "forbidden", message: OWN_REQUEST });
    }
    expect(await entryNow(entry.id)).toMatchObject({ clockOutTime: entry.clockOutTime, hoursWorked: entry.hoursWorked });
    expect((await office.agent.get(`/api/time-entries/${entry.id}/correction-requests`)).body).toMatchObject([{ status: "pending", decidedAt: null }]);

    const approved = await otherOffice.agent.patch(`/api/correction-requests/${requestId}`).send({ decision: "approve" });
    expect(approved.status).toBe(200);
    expect((await entryNow(entry.id)).clockOutTime?.toISOString()).toBe(clockOutTime);
  });

  it("the one who asked cannot decide it even for another worker's entry, nor the office user linked to that worker; an admin can", async () => {
    const entry = await oneMinuteEntry(otherOffice.workerId);
    const { requestId, clockOutTime } = await askTenHours(office.agent, entry);

    const byAsker = await office.agent.patch(`/api/correction-requests/${requestId}`).send({ decision: "approve" });
    expect(byAsker.status).toBe(403);
    expect(byAsker.body.message).toBe(OWN_REQUEST);
    const byWorker = await otherOffice.agent.patch(`/api/correction-requests/${requestId}`).send({ decision: "approve" });
    expect(byWorker.status).toBe(403);
    expect(byWorker.body.message).toBe(OWN_ENTRY);
    expect(await entryNow(entry.id)).toMatchObject({ clockOutTime: entry.clockOutTime });

    expect((await admin.patch(`/api/correction-requests/${requestId}`).send({ decision: "approve" })).status).toBe(200);
    expect((await entryNow(entry.id)).clockOutTime?.toISOString()).toBe(clockOutTime);
  });

  it("an admin linked to a worker cannot approve a request about that worker's entry", async () => {
    const entry = await oneMinuteEntry(linkedAdmin.workerId);
    const { requestId } = await askTenHours(office.agent, entry);
    const refused = await linkedAdmin.agent.patch(`/api/correction-requests/${requestId}`).send({ decision: "approve" });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(OWN_ENTRY);
    expect(await entryNow(entry.id)).toMatchObject({ clockOutTime: entry.clockOutTime });
  });
});

describe("an admin's direct correction", () => {
  it("is refused on the entry of the admin's own worker and changes nothing; another admin corrects it, and the admin corrects others'", async () => {
    const own = await oneMinuteEntry(linkedAdmin.workerId);
    const tenHours = { clockOutTime: new Date(own.clockInTime.getTime() + 10 * 3_600_000).toISOString(), reason: "Worked till midnight" };
    const refused = await linkedAdmin.agent.patch(`/api/time-entries/${own.id}`).send(tenHours);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "forbidden", message: OWN_ENTRY });
    expect(await entryNow(own.id)).toMatchObject({ clockOutTime: own.clockOutTime, hoursWorked: own.hoursWorked });
    expect((await admin.get(`/api/time-entries/${own.id}`)).body.changes).toEqual([]);

    expect((await admin.patch(`/api/time-entries/${own.id}`).send(tenHours)).status).toBe(200);
    const someoneElse = await oneMinuteEntry(await createWorker(t));
    expect((await linkedAdmin.agent.patch(`/api/time-entries/${someoneElse.id}`).send({ notes: "Checked", reason: "Site log" })).status).toBe(200);
  });
});

describe("confirming an offline kiosk punch", () => {
  it("is refused to the office user whose own worker it is; another office user confirms it", async () => {
    const entry = await oneMinuteEntry(office.workerId);
    await t.database.db.update(timeEntries).set({ verification: "unverified" }).where(eq(timeEntries.id, entry.id));

    const refused = await office.agent.patch(`/api/time-entries/${entry.id}/verification`).send({ verified: true });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "forbidden", message: OWN_ENTRY });
    expect(await entryNow(entry.id)).toMatchObject({ verification: "unverified" });

    const confirmed = await otherOffice.agent.patch(`/api/time-entries/${entry.id}/verification`).send({ verified: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ verification: "verified" });
  });
});

describe("confirming an auto-closed entry", () => {
  it("is refused to the office user whose own worker it is; another office user confirms it", async () => {
    const entry = await oneMinuteEntry(office.workerId);
    const autoClosedAt = clock.now();
    await t.database.db.update(timeEntries).set({ autoClosedAt }).where(eq(timeEntries.id, entry.id));

    const refused = await office.agent.post(`/api/time-entries/${entry.id}/review`).send({ confirmed: true });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "forbidden", message: OWN_ENTRY });
    expect(await entryNow(entry.id)).toMatchObject({ autoClosedAt });

    const confirmed = await otherOffice.agent.post(`/api/time-entries/${entry.id}/review`).send({ confirmed: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ autoClosedAt: null });
  });
});

describe("entries added and deleted by hand", () => {
  it("an admin cannot add hours for their own worker nor delete one of their entries; another admin can", async () => {
    const day = new Date(Date.UTC(2026, 1, 2 + daysBack));
    daysBack += 1;
    const clockInTime = new Date(day.getTime() + 14 * 3_600_000).toISOString();
    const clockOutTime = new Date(day.getTime() + 24 * 3_600_000).toISOString();
    const shift = { workerId: linkedAdmin.workerId, projectId: site, clockInTime, clockOutTime, breakMinutes: 0, reason: "Missed punch" };
    const count = async () => (await t.database.db.select().from(timeEntries).where(eq(timeEntries.workerId, linkedAdmin.workerId))).length;
    const before = await count();

    const added = await linkedAdmin.agent.post("/api/time-entries").send(shift);
    expect(added.status).toBe(403);
    expect(added.body).toMatchObject({ code: "forbidden", message: OWN_ENTRY });
    expect(await count()).toBe(before);

    const own = await oneMinuteEntry(linkedAdmin.workerId);
    const deleted = await linkedAdmin.agent.delete(`/api/time-entries/${own.id}`).send({ reason: "Entered twice" });
    expect(deleted.status).toBe(403);
    expect(deleted.body).toMatchObject({ code: "forbidden", message: OWN_ENTRY });
    expect(await entryNow(own.id)).toBeDefined();

    expect((await admin.post("/api/time-entries").send(shift)).status).toBe(201);
    expect((await admin.delete(`/api/time-entries/${own.id}`).send({ reason: "Entered twice" })).status).toBe(200);
  });
});
