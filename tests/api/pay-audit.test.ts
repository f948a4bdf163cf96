// Who changed pay (QUALITY 41, issue 11 item 7): clock-in and clock-out record their accounts and clock-out notes are
// added to the clock-in notes; every rate and active change of a worker is one audit row with before, after and the
// acting account, written in the change's own transaction; the worker's history route and the payroll week's changes;
// an entry keeps the rate it was priced at.
import { eq, sql } from "drizzle-orm";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { timeEntries, timeEntryChanges, users, workerChanges, workers } from "@shared/schema";
import { adminAgent, ADMIN_USERNAME, createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";
import { createWorker, insertEntry, insertProject, testClock } from "../unit/time-clock/api-fixtures";

/** The admin account's name as ensureAdmin creates it. */
const ADMIN_NAME = "Administrator";
const clock = testClock("2026-03-03T15:00:00Z"); // Tue 3 March 2026, 08:00 in Denver (UTC-7)
let t: TestApp;
let admin: TestAgent;
let user: TestAgent;
let adminId: number;
let userId: number;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  admin = await adminAgent(t.app);
  const email = uniqueEmail("pay-audit");
  userId = await createActiveUser(t, email);
  user = await userAgent(t, email);
  [{ id: adminId }] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, ADMIN_USERNAME));
  projectId = (await insertProject(t)).id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock.set("2026-03-03T15:00:00Z");
});

async function storedEntry(id: number) {
  const [row] = await t.database.db.select().from(timeEntries).where(eq(timeEntries.id, id));
  return row;
}

async function auditRowsOf(workerId: number) {
  return t.database.db
    .select({ field: workerChanges.field, fromValue: workerChanges.fromValue, toValue: workerChanges.toValue, changedBy: workerChanges.changedBy })
    .from(workerChanges)
    .where(eq(workerChanges.workerId, workerId))
    .orderBy(workerChanges.id);
}

describe("punches record their accounts", () => {
  it("clock-in by one account and clock-out by another: both kept on the entry", async () => {
    const worker = await createWorker(admin);
    const opened = await user.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ createdBy: userId, clockedOutBy: null });
    clock.advanceMinutes(60);
    const closed = await admin.post("/api/time-entries/clock-out").send({ timeEntryId: opened.body.id });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ createdBy: userId, clockedOutBy: adminId });
    expect(await storedEntry(opened.body.id)).toMatchObject({ createdBy: userId, clockedOutBy: adminId });
  });

  it("clock-out notes are added after the clock-in notes; none, or blank, leave them; alone they are the notes", async () => {
    const cases: [string | null, string | undefined, string | null][] = [
      ["Gate code 4411", "Finished framing", "Gate code 4411 | Out: Finished framing"],
      ["Gate code 4411", undefined, "Gate code 4411"],
      ["Gate code 4411", "   ", "Gate code 4411"],
      [null, "Finished framing", "Finished framing"],
      [null, undefined, null],
    ];
    for (const [inNotes, outNotes, expected] of cases) {
      const worker = await createWorker(admin);
      const opened = await user.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId, notes: inNotes });
      const closed = await user.post("/api/time-entries/clock-out").send({ timeEntryId: opened.body.id, notes: outNotes });
      expect(closed.status, JSON.stringify([inNotes, outNotes])).toBe(200);
      expect(closed.body.notes, JSON.stringify([inNotes, outNotes])).toBe(expected);
      expect((await storedEntry(opened.body.id)).notes).toBe(expected);
    }
  });

  it("notes as long as both punches allow (2000 each) can still be corrected as one text", async () => {
    const worker = await createWorker(admin);
    const opened = await user.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId, notes: "i".repeat(2000) });
    const closed = await user.post("/api/time-entries/clock-out").send({ timeEntryId: opened.body.id, notes: "o".repeat(2000) });
    expect(closed.body.notes).toHaveLength(2000 + " | Out: ".length + 2000);
    const edited = `${closed.body.notes}.`;
    const res = await admin.patch(`/api/time-entries/${opened.body.id}`).send({ notes: edited, reason: "Typo" });
    expect(res.status).toBe(200);
    expect(res.body.notes).toBe(edited);
  });

  it("a correction records its admin; one that closes a forgotten entry is also its clock-out", async () => {
    const worker = await createWorker(admin);
    const opened = await user.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId });
    clock.advanceMinutes(600);
    const res = await admin
      .patch(`/api/time-entries/${opened.body.id}`)
      .send({ clockOutTime: "2026-03-03T23:00:00Z", reason: "Forgot to clock out" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ createdBy: userId, clockedOutBy: adminId });
    expect(res.body.changes).toMatchObject([{ action: "close", changedBy: adminId, changedByName: ADMIN_NAME }]);
    const rows = await t.database.db.select().from(timeEntryChanges).where(eq(timeEntryChanges.timeEntryId, opened.body.id));
    expect(rows.map((r) => r.changedBy)).toEqual([adminId]);
  });
});

describe("worker rate and active changes", () => {
  it("a rate change through PATCH writes one row with before, after and the acting account", async () => {
    const worker = await createWorker(admin, { hourlyRate: "28.00" });
    const res = await user.patch(`/api/workers/${worker.id}`).send({ hourlyRate: "30" });
    expect(res.status).toBe(200);
    expect(await auditRowsOf(worker.id)).toEqual([
      { field: "hourlyRate", fromValue: null, toValue: "28.00", changedBy: adminId },
      { field: "hourlyRate", fromValue: "28.00", toValue: "30.00", changedBy: userId },
    ]);
  });

  it("the status switch writes one row per real change; a no-op writes none", async () => {
    const worker = await createWorker(admin, { hourlyRate: null });
    expect(await auditRowsOf(worker.id)).toEqual([]);
    expect((await admin.patch(`/api/workers/${worker.id}/status`).send({ isActive: true })).status).toBe(200);
    expect(await auditRowsOf(worker.id)).toEqual([]);
    expect((await user.patch(`/api/workers/${worker.id}/status`).send({ isActive: false })).status).toBe(200);
    expect((await user.patch(`/api/workers/${worker.id}/status`).send({ isActive: false })).status).toBe(200);
    expect(await auditRowsOf(worker.id)).toEqual([{ field: "isActive", fromValue: "true", toValue: "false", changedBy: userId }]);
  });

  it("the edit dialog's full PATCH: only fields that changed are recorded; same rate in another spelling is no change", async () => {
    const worker = await createWorker(admin, { name: "Maria Lopez", hourlyRate: "28.00" });
    const form = { name: "Maria Lopez", role: "foreman", category: "Carpentry", subcategory: null, phone: null, email: null, isActive: true };
    expect((await admin.patch(`/api/workers/${worker.id}`).send({ ...form, phone: "555-0100", hourlyRate: "28" })).status).toBe(200);
    expect((await auditRowsOf(worker.id)).length).toBe(1);
    expect((await admin.patch(`/api/workers/${worker.id}`).send({ ...form, hourlyRate: "", isActive: false })).status).toBe(200);
    expect((await auditRowsOf(worker.id)).slice(1)).toEqual([
      { field: "hourlyRate", fromValue: "28.00", toValue: null, changedBy: adminId },
      { field: "isActive", fromValue: "true", toValue: "false", changedBy: adminId },
    ]);
  });

  it("a refused change (bad rate, unknown worker) writes nothing", async () => {
    const worker = await createWorker(admin, { hourlyRate: "28.00" });
    expect((await admin.patch(`/api/workers/${worker.id}`).send({ hourlyRate: "-1" })).status).toBe(400);
    expect((await admin.patch(`/api/workers/999999`).send({ hourlyRate: "31" })).status).toBe(404);
    expect((await auditRowsOf(worker.id)).length).toBe(1);
  });

  it("QUALITY 28: the audit row and the change commit together: when the row cannot be written, the rate stays", async () => {
    const worker = await createWorker(admin, { hourlyRate: "28.00" });
    await t.database.db.execute(sql.raw(`
      create function fail_worker_change() returns trigger language plpgsql as $$
      begin
        if new.worker_id = ${worker.id} then raise exception 'injected failure'; end if;
        return new;
      end $$`));
    await t.database.db.execute(
      sql.raw(`create trigger fail_worker_change before insert on worker_changes for each row execute function fail_worker_change()`),
    );
    try {
      expect((await admin.patch(`/api/workers/${worker.id}`).send({ hourlyRate: "35" })).status).toBe(500);
      expect((await admin.patch(`/api/workers/${worker.id}/status`).send({ isActive: false })).status).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw(`drop trigger fail_worker_change on worker_changes`));
      await t.database.db.execute(sql.raw(`drop function fail_worker_change()`));
    }
    const [row] = await t.database.db.select().from(workers).where(eq(workers.id, worker.id));
    expect(row).toMatchObject({ hourlyRate: "28.00", isActive: true });
    expect((await auditRowsOf(worker.id)).length).toBe(1);
  });
});

describe("GET /api/workers/:id/changes", () => {
  it("newest first, with who and when, rates as decimal text and active as true/false", async () => {
    const worker = await createWorker(admin, { name: "Maria Lopez", hourlyRate: "28.00" });
    clock.advanceMinutes(5);
    await user.patch(`/api/workers/${worker.id}`).send({ hourlyRate: "30.00" });
    clock.advanceMinutes(5);
    await admin.patch(`/api/workers/${worker.id}/status`).send({ isActive: false });
    const res = await admin.get(`/api/workers/${worker.id}/changes`);
    expect(res.status).toBe(200);
    const base = { workerId: worker.id, workerName: "Maria Lopez" };
    expect(res.body).toMatchObject([
      { ...base, field: "isActive", from: true, to: false, changedBy: adminId, changedByName: ADMIN_NAME },
      { ...base, field: "hourlyRate", from: "28.00", to: "30.00", changedBy: userId, changedByName: "Casey Builder" },
      { ...base, field: "hourlyRate", from: null, to: "28.00", changedBy: adminId, changedByName: ADMIN_NAME },
    ]);
    // The server's clock stamps the change, not the database's.
    expect(res.body.map((c: { changedAt: string }) => c.changedAt)).toEqual([
      "2026-03-03T15:10:00.000Z",
      "2026-03-03T15:05:00.000Z",
      "2026-03-03T15:00:00.000Z",
    ]);
  });

  it("is for administrators: 401 anonymous, 403 a user; 404 for an unknown worker, [] for one with no changes", async () => {
    const worker = await createWorker(admin, { hourlyRate: null });
    expect((await request(t.app).get(`/api/workers/${worker.id}/changes`)).status).toBe(401);
    expect((await user.get(`/api/workers/${worker.id}/changes`)).status).toBe(403);
    expect((await admin.get(`/api/workers/999999/changes`)).status).toBe(404);
    expect((await admin.get(`/api/workers/abc/changes`)).status).toBe(400);
    const none = await admin.get(`/api/workers/${worker.id}/changes`);
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });
});

describe("GET /api/payroll/pay-changes", () => {
  it("lists the changes made during the week (APP_TIME_ZONE edges), oldest first, and not those of other weeks", async () => {
    const worker = await createWorker(admin, { name: "Week Walker", hourlyRate: null });
    const at = async (instant: string, body: Record<string, unknown>) => {
      clock.set(instant);
      expect((await admin.patch(`/api/workers/${worker.id}`).send(body)).status).toBe(200);
    };
    await at("2026-03-08T06:59:00Z", { hourlyRate: "20.00" }); // Sat 7 March 23:59 MST: the week before
    await at("2026-03-08T07:00:00Z", { hourlyRate: "21.00" }); // Sun 8 March 00:00 MST: this week's first minute
    await at("2026-03-10T21:12:00Z", { isActive: false }); // Tue 10 March 15:12 MDT
    await at("2026-03-14T22:00:00Z", { isActive: true, hourlyRate: "22.50" }); // Sat 14 March 16:00 MDT
    await at("2026-03-15T06:00:00Z", { hourlyRate: "23.00" }); // Sun 15 March 00:00 MDT: the next week
    const res = await admin.get("/api/payroll/pay-changes?weekOf=2026-03-11");
    expect(res.status).toBe(200);
    const mine = res.body.changes.filter((c: { workerId: number }) => c.workerId === worker.id);
    expect(res.body).toMatchObject({ weekStart: "2026-03-08", weekEnd: "2026-03-14", timeZone: "America/Denver" });
    expect(mine.map((c: Record<string, unknown>) => [c.changedAt, c.field, c.from, c.to])).toEqual([
      ["2026-03-08T07:00:00.000Z", "hourlyRate", "20.00", "21.00"],
      ["2026-03-10T21:12:00.000Z", "isActive", true, false],
      ["2026-03-14T22:00:00.000Z", "hourlyRate", "21.00", "22.50"],
      ["2026-03-14T22:00:00.000Z", "isActive", false, true],
    ]);
    const before = await admin.get("/api/payroll/pay-changes?weekOf=2026-03-07");
    expect(before.body.changes.filter((c: { workerId: number }) => c.workerId === worker.id).map((c: { to: unknown }) => c.to)).toEqual(["20.00"]);
  });

  it("lists the week's corrections and confirmed auto-closes with who, when, what and why; not another week's (issue 27)", async () => {
    const worker = await createWorker(admin, { name: "Corrected Carla", hourlyRate: "30.00" });
    const entry = (at: string, until: string) => insertEntry(t, { workerId: worker.id, projectId, clockInTime: at, clockOutTime: until, hourlyRate: "30.00" });
    const monday = await entry("2026-03-16T14:00:00Z", "2026-03-16T22:00:00Z");
    const tuesday = await entry("2026-03-17T14:00:00Z", "2026-03-18T02:00:00Z");
    const nextWeek = await entry("2026-03-23T14:00:00Z", "2026-03-23T22:00:00Z");
    clock.set("2026-03-25T16:00:00Z");
    expect((await admin.patch(`/api/time-entries/${monday.id}`).send({ clockOutTime: "2026-03-16T23:00:00Z", reason: "Stayed to pour" })).status).toBe(200);
    expect((await admin.patch(`/api/time-entries/${nextWeek.id}`).send({ clockOutTime: "2026-03-23T23:00:00Z", reason: "Next week" })).status).toBe(200);
    await t.database.db.update(timeEntries).set({ autoClosedAt: new Date("2026-03-18T02:00:00Z") }).where(eq(timeEntries.id, tuesday.id));
    expect((await admin.post(`/api/time-entries/${tuesday.id}/review`).send({ confirmed: true })).status).toBe(200);

    const res = await admin.get("/api/payroll/pay-changes?weekOf=2026-03-18");
    expect(res.status).toBe(200);
    expect(res.body.corrections).toEqual([
      expect.objectContaining({
        entryId: monday.id,
        workerName: "Corrected Carla",
        action: "correct",
        changes: expect.objectContaining({ clockOutTime: ["2026-03-16T22:00:00.000Z", "2026-03-16T23:00:00.000Z"] }),
        reason: "Stayed to pour",
        at: "2026-03-25T16:00:00.000Z",
        by: adminId,
        byName: ADMIN_NAME,
      }),
      expect.objectContaining({ entryId: tuesday.id, action: "review", by: adminId, byName: ADMIN_NAME }),
    ]);
  });

  it("the current week without weekOf; bad weekOf 400; administrators only", async () => {
    clock.set("2026-03-03T15:00:00Z");
    const current = await admin.get("/api/payroll/pay-changes");
    expect(current.body).toMatchObject({ weekStart: "2026-03-01", weekEnd: "2026-03-07" });
    expect((await admin.get("/api/payroll/pay-changes?weekOf=2026-02-30")).status).toBe(400);
    expect((await user.get("/api/payroll/pay-changes")).status).toBe(403);
    expect((await request(t.app).get("/api/payroll/pay-changes")).status).toBe(401);
  });
});

describe("an entry keeps the rate it was priced at", () => {
  it("a raise while clocked in and after a closed entry: older entries keep their pay, the next punch uses the new rate", async () => {
    const worker = await createWorker(admin, { hourlyRate: "20.00" });
    const first = await user.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId });
    clock.advanceMinutes(120);
    const firstClosed = await user.post("/api/time-entries/clock-out").send({ timeEntryId: first.body.id });
    expect(firstClosed.body).toMatchObject({ hourlyRate: "20.00", totalPay: "40.00" });

    const second = await user.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId });
    clock.advanceMinutes(30);
    expect((await admin.patch(`/api/workers/${worker.id}`).send({ hourlyRate: "30.00" })).status).toBe(200);
    clock.advanceMinutes(90);
    const secondClosed = await user.post("/api/time-entries/clock-out").send({ timeEntryId: second.body.id });
    // Clocked in at 20.00: the whole punch is paid at 20.00, the raise applies from the next punch.
    expect(secondClosed.body).toMatchObject({ hourlyRate: "20.00", hoursWorked: "2.00", totalPay: "40.00" });
    expect(await storedEntry(first.body.id)).toMatchObject({ hourlyRate: "20.00", totalPay: "40.00" });

    const third = await user.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId });
    clock.advanceMinutes(60);
    const thirdClosed = await user.post("/api/time-entries/clock-out").send({ timeEntryId: third.body.id });
    expect(thirdClosed.body).toMatchObject({ hourlyRate: "30.00", totalPay: "30.00" });

    const week = await admin.get("/api/payroll?weekOf=2026-03-03");
    const line = week.body.workers.find((w: { workerId: number }) => w.workerId === worker.id);
    expect(line).toMatchObject({ rates: ["20.00", "30.00"], totalHours: 5, grossPay: "110.00" });
  });
});
