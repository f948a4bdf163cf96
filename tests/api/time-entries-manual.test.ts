// Entries added and deleted by hand (issue 12, item 4): a missed shift priced at the worker's rate shows on the timesheet
// and in payroll; every refusal says why and stores nothing; a deletion stops the entry counting anywhere while its record
// (what, who, why) and its change rows remain; of two overlapping adds at once exactly one lands.
import { eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timeEntries, timeEntryChanges, timeEntryDeletions } from "@shared/schema";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";
import { createWorker, insertEntry, insertProject, testClock } from "../unit/time-clock/api-fixtures";

// Thursday 12 March 2026, 12:00 in Denver (UTC-6 since 8 March); the week is Sun 8 - Sat 14 March.
const clock = testClock("2026-03-12T18:00:00Z");
let t: TestApp;
let admin: TestAgent;
let user: TestAgent;
let foreman: TestAgent;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  admin = await adminAgent(t.app);
  const email = uniqueEmail("manual");
  await createActiveUser(t, email);
  user = await userAgent(t, email);
  const foremanEmail = uniqueEmail("manual-foreman");
  await createActiveUser(t, foremanEmail, undefined, { role: "foreman" });
  foreman = await userAgent(t, foremanEmail);
  projectId = (await insertProject(t)).id;
});
afterAll(async () => {
  await t.close();
});

const entriesOf = (workerId: number) => t.database.db.select().from(timeEntries).where(eq(timeEntries.workerId, workerId));
const changeRowsOf = (entryId: number) => t.database.db.select().from(timeEntryChanges).where(eq(timeEntryChanges.timeEntryId, entryId));
const allChangeRows = () => t.database.db.select().from(timeEntryChanges);

const shift = (workerId: number, clockInTime: string, clockOutTime: string, extra: Record<string, unknown> = {}) => ({
  workerId,
  projectId,
  clockInTime,
  clockOutTime,
  breakMinutes: 0,
  reason: "Missed punch, foreman's log",
  ...extra,
});

describe("POST /api/time-entries", () => {
  it("adds a missed shift at the worker's current rate: on the timesheet, in the summary, in payroll, in pay changes", async () => {
    const worker = await createWorker(admin, { name: "Maria Lopez", hourlyRate: "28.00" });
    // Tue 10 March 08:00-16:00 in Denver with a 30 minute break: 8 h on the clock, 7.5 h worked (hoursWorked is net of
    // unpaid breaks, issue 15) and paid at 28.00; the timesheet, the summary and payroll all say 7.5.
    const res = await admin.post("/api/time-entries").send(shift(worker.id, "2026-03-10T14:00:00Z", "2026-03-10T22:00:00Z", { breakMinutes: 30 }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      workerId: worker.id,
      workerName: "Maria Lopez",
      source: "manual",
      clockInTime: "2026-03-10T14:00:00.000Z",
      clockOutTime: "2026-03-10T22:00:00.000Z",
      breakTime: 30,
      hourlyRate: "28.00",
      hoursWorked: "7.50",
      totalPay: "210.00",
      createdBy: expect.any(Number),
    });
    expect(res.body.changes).toEqual([
      expect.objectContaining({ action: "add", reason: "Missed punch, foreman's log", changedByName: "Administrator" }),
    ]);
    expect(res.body.changes[0].changes).toMatchObject({ clockInTime: [null, "2026-03-10T14:00:00.000Z"], breakTime: [null, 30], hourlyRate: [null, "28.00"] });

    // A raise afterwards does not reprice hours already entered, as with a punch.
    expect((await admin.patch(`/api/workers/${worker.id}`).send({ hourlyRate: "35.00" })).status).toBe(200);

    const day = await admin.get("/api/time-entries?date=2026-03-10");
    expect(day.body.find((e: { id: number }) => e.id === res.body.id)).toMatchObject({ source: "manual", hoursWorked: "7.50" });
    const summary = await admin.get("/api/time-entries/summary?from=2026-03-10&to=2026-03-10");
    expect(summary.body.days[0].lines.find((l: { workerId: number }) => l.workerId === worker.id)).toMatchObject({ hours: 7.5, entryCount: 1 });
    const payroll = await admin.get("/api/payroll?weekOf=2026-03-10");
    expect(payroll.body.workers.find((w: { workerId: number }) => w.workerId === worker.id)).toMatchObject({
      totalHours: 7.5,
      regularPay: "210.00",
      grossPay: "210.00",
      hourlyRate: "28.00",
    });
    const changes = await admin.get("/api/payroll/pay-changes?weekOf=2026-03-10");
    expect(changes.body.entryChanges).toContainEqual(
      expect.objectContaining({ kind: "added", entryId: res.body.id, workerName: "Maria Lopez", reason: "Missed punch, foreman's log", byName: "Administrator", totalPay: "210.00" }),
    );
  });

  it("refuses bad times and bad input with a clear message, and stores nothing", async () => {
    const worker = await createWorker(admin);
    const changesBefore = (await allChangeRows()).length;
    const cases: [Record<string, unknown>, number, RegExp, string?][] = [
      [shift(worker.id, "2026-03-10T14:00:00Z", "2026-03-10T13:00:00Z"), 400, /The end must be after the start/, "clockOutTime"],
      [shift(worker.id, "2026-03-10T14:00:00Z", "2026-03-10T14:00:00Z"), 400, /The end must be after the start/, "clockOutTime"],
      // Now is 18:00Z; the allowed clock skew is 2 minutes.
      [shift(worker.id, "2026-03-12T14:00:00Z", "2026-03-12T18:05:00Z"), 400, /The end cannot be in the future/, "clockOutTime"],
      [shift(worker.id, "2026-03-13T14:00:00Z", "2026-03-13T18:00:00Z"), 400, /The start cannot be in the future/, "clockInTime"],
      [shift(worker.id, "2026-03-09T14:00:00Z", "2026-03-10T15:00:00Z"), 400, /at most 24 hours/, "clockOutTime"],
      [shift(worker.id, "2026-03-10T14:00:00Z", "2026-03-10T15:00:00Z", { breakMinutes: 60 }), 400, /The break must be shorter than the shift/, "breakMinutes"],
      [shift(worker.id, "2026-03-10T14:00:00Z", "2026-03-10T15:00:00Z", { breakMinutes: -1 }), 400, /The break must be a whole number/, "breakMinutes"],
      [shift(worker.id, "2026-03-10T14:00:00Z", "2026-03-10T15:00:00Z", { breakMinutes: "ten" }), 400, /The break must be a whole number/, "breakMinutes"],
      [shift(worker.id, "2026-03-10T14:00:00Z", "2026-03-10T15:00:00Z", { reason: " " }), 400, /Please give a reason for adding this entry/, "reason"],
      [{ ...shift(worker.id, "2026-03-10T14:00:00Z", "2026-03-10T15:00:00Z"), reason: undefined }, 400, /Please give a reason/, "reason"],
      [shift(worker.id, "monday", "2026-03-10T15:00:00Z"), 400, /clockInTime must be an ISO timestamp/, "clockInTime"],
      [shift(worker.id, "2026-03-10T14:00:00Z", "2026-03-10T15:00:00Z", { workerId: "abc" }), 400, /Choose a worker/, "workerId"],
      [shift(worker.id, "2026-03-10T14:00:00Z", "2026-03-10T15:00:00Z", { projectId: null }), 400, /Choose a project/, "projectId"],
      [shift(worker.id, "2026-03-10T14:00:00Z", "2026-03-10T15:00:00Z", { source: "clock" }), 400, /source/],
      [shift(worker.id, "2026-03-10T14:00:00Z", "2026-03-10T15:00:00Z", { hourlyRate: "99.00" }), 400, /hourlyRate/],
      [shift(999_999, "2026-03-10T14:00:00Z", "2026-03-10T15:00:00Z"), 404, /Worker not found/],
      [shift(worker.id, "2026-03-10T14:00:00Z", "2026-03-10T15:00:00Z", { projectId: 999_999 }), 404, /Project not found/],
    ];
    for (const [body, status, message, field] of cases) {
      const res = await admin.post("/api/time-entries").send(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message, JSON.stringify(body)).toMatch(message);
      if (field) expect(Object.keys(res.body.fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await entriesOf(worker.id)).toEqual([]);
    expect((await allChangeRows()).length).toBe(changesBefore);
  });

  it("refuses an overlap with a finished entry and with a running one (which runs until now), and allows a shift before it", async () => {
    const worker = await createWorker(admin, { name: "Sam Ortiz" });
    await insertEntry(t, { workerId: worker.id, projectId, clockInTime: "2026-03-11T14:00:00Z", clockOutTime: "2026-03-11T20:00:00Z", hourlyRate: "30.00" });
    await insertEntry(t, { workerId: worker.id, projectId, clockInTime: "2026-03-12T15:00:00Z", clockOutTime: null, hourlyRate: "30.00" });
    const overlaps: [string, string, RegExp][] = [
      ["2026-03-11T19:00:00Z", "2026-03-11T22:00:00Z", /overlap another entry of Sam Ortiz \(Mar 11, 2026, 8:00 AM to Mar 11, 2026, 2:00 PM\)/],
      ["2026-03-11T13:00:00Z", "2026-03-11T21:00:00Z", /overlap another entry of Sam Ortiz/],
      ["2026-03-12T16:00:00Z", "2026-03-12T17:00:00Z", /overlap another entry of Sam Ortiz \(clocked in since Mar 12, 2026, 9:00 AM\)/],
      ["2026-03-12T14:00:00Z", "2026-03-12T15:30:00Z", /clocked in since/],
    ];
    for (const [from, to, message] of overlaps) {
      const res = await admin.post("/api/time-entries").send(shift(worker.id, from, to));
      expect(res.status, `${from} - ${to}`).toBe(409);
      expect(res.body).toMatchObject({ code: "conflict" });
      expect(res.body.message).toMatch(message);
      expect(res.body.message).toMatch(/paying both would pay those hours twice/);
    }
    expect(await entriesOf(worker.id)).toHaveLength(2);
    // Back to back is not an overlap: the morning before the running entry, and right after the finished one.
    expect((await admin.post("/api/time-entries").send(shift(worker.id, "2026-03-12T13:00:00Z", "2026-03-12T15:00:00Z"))).status).toBe(201);
    expect((await admin.post("/api/time-entries").send(shift(worker.id, "2026-03-11T20:00:00Z", "2026-03-11T21:00:00Z"))).status).toBe(201);
  });

  it("refuses a shift of an archived worker (and stores nothing)", async () => {
    const worker = await createWorker(admin);
    expect((await admin.patch(`/api/workers/${worker.id}/archived`).send({ archived: true })).status).toBe(200);
    const res = await admin.post("/api/time-entries").send(shift(worker.id, "2026-03-10T14:00:00Z", "2026-03-10T15:00:00Z"));
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/is archived; unarchive them on the Workers screen to add their hours/);
    expect(await entriesOf(worker.id)).toEqual([]);
  });

  it("refuses a shift in an approved week (and stores nothing)", async () => {
    const worker = await createWorker(admin);
    await insertEntry(t, { workerId: worker.id, projectId, clockInTime: "2026-03-02T15:00:00Z", clockOutTime: "2026-03-02T23:00:00Z", hourlyRate: "30.00" });
    expect((await admin.post("/api/payroll/approve").send({ weekOf: "2026-03-02" })).status).toBe(201);
    const res = await admin.post("/api/time-entries").send(shift(worker.id, "2026-03-04T15:00:00Z", "2026-03-04T23:00:00Z"));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "period_locked" });
    expect(res.body.message).toBe("Payroll for this pay period (Mar 1 - Mar 7) is already approved, so no entries can be added to it; reopen it on the Payroll tab first.");
    expect(await entriesOf(worker.id)).toHaveLength(1);
  });

  it("is for those allowed to correct entries: 403 for a foreman, 401 without a session; the office adds (issue 26)", async () => {
    const worker = await createWorker(admin);
    const body = shift(worker.id, "2026-03-09T14:00:00Z", "2026-03-09T18:00:00Z");
    const refused = await foreman.post("/api/time-entries").send(body);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/\w/);
    expect((await request(t.app).post("/api/time-entries").send(body)).status).toBe(401);
    expect(await entriesOf(worker.id)).toEqual([]);
    expect((await user.post("/api/time-entries").send(body)).status).toBe(201);
    expect(await entriesOf(worker.id)).toHaveLength(1);
  });

  it("of overlapping adds sent at once for one worker, exactly one lands (the worker's row lock)", async () => {
    const worker = await createWorker(admin);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        admin.post("/api/time-entries").send(shift(worker.id, `2026-03-09T${String(14 + (i % 3)).padStart(2, "0")}:00:00Z`, "2026-03-09T20:00:00Z")),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(responses.filter((r) => r.status === 409).every((r) => /overlap/.test(r.body.message))).toBe(true);
    expect(await entriesOf(worker.id)).toHaveLength(1);
  });
});

describe("DELETE /api/time-entries/:id", () => {
  it("removes the entry from the timesheet, summary, payroll and export; the record of what it was, who and why remains", async () => {
    const worker = await createWorker(admin, { name: "Lee Park", hourlyRate: "20.00" });
    // Mon 9 March: 07:00-13:00 and 14:00-20:00 in Denver, 12 h in the day: the later entry holds 4 h of overtime.
    const first = await insertEntry(t, { workerId: worker.id, projectId, clockInTime: "2026-03-09T13:00:00Z", clockOutTime: "2026-03-09T19:00:00Z", hourlyRate: "20.00" });
    const second = (await admin.post("/api/time-entries").send(shift(worker.id, "2026-03-09T20:00:00Z", "2026-03-10T02:00:00Z"))).body;
    expect(second).toMatchObject({ hoursWorked: "6.00", overtimeHours: "4.00" });
    expect((await admin.patch(`/api/time-entries/${first.id}`).send({ notes: "Pour", reason: "Foreman's note" })).status).toBe(200);

    const res = await admin.delete(`/api/time-entries/${first.id}`).send({ reason: "Entered on the wrong worker" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      kind: "deleted",
      entryId: first.id,
      workerName: "Lee Park",
      source: "clock",
      clockInTime: "2026-03-09T13:00:00.000Z",
      hoursWorked: "6.00",
      totalPay: "120.00",
      reason: "Entered on the wrong worker",
      byName: "Administrator",
    });
    expect(res.body.changes).toEqual([expect.objectContaining({ action: "correct", reason: "Foreman's note" })]);

    expect((await admin.get(`/api/time-entries/${first.id}`)).status).toBe(404);
    const day = await admin.get("/api/time-entries?date=2026-03-09");
    expect(day.body.map((e: { id: number }) => e.id)).not.toContain(first.id);
    const summary = await admin.get("/api/time-entries/summary?from=2026-03-09&to=2026-03-09");
    expect(summary.body.days[0].lines.find((l: { workerId: number }) => l.workerId === worker.id)).toMatchObject({ hours: 6, entryCount: 1 });
    const payroll = await admin.get("/api/payroll?weekOf=2026-03-09");
    expect(payroll.body.workers.find((w: { workerId: number }) => w.workerId === worker.id)).toMatchObject({ totalHours: 6, overtimeHours: 0, grossPay: "120.00" });
    // The remaining entry's overtime was recomputed without the deleted one.
    expect((await admin.get(`/api/time-entries/${second.id}`)).body).toMatchObject({ hoursWorked: "6.00", overtimeHours: "0.00", totalPay: "120.00" });
    const csv = await admin.get("/api/payroll/entries.csv?weekOf=2026-03-09");
    expect(csv.text).toContain(`\n${second.id},`);
    expect(csv.text).not.toContain(`\n${first.id},`);

    // Its change rows survive; the deletion row keeps the whole entry.
    expect((await changeRowsOf(first.id)).map((c) => c.reason)).toEqual(["Foreman's note"]);
    const [record] = await t.database.db.select().from(timeEntryDeletions).where(eq(timeEntryDeletions.timeEntryId, first.id));
    expect(record).toMatchObject({ workerId: worker.id, reason: "Entered on the wrong worker", deletedAt: clock.now() });
    expect(record.entry).toMatchObject({ id: first.id, hourlyRate: "20.00", notes: "Pour", clockOutTime: "2026-03-09T19:00:00.000Z" });
    const changes = await admin.get("/api/payroll/pay-changes?weekOf=2026-03-09");
    expect(changes.body.entryChanges).toContainEqual(
      expect.objectContaining({ kind: "deleted", entryId: first.id, reason: "Entered on the wrong worker", byName: "Administrator" }),
    );

    // The deleted hours no longer block a shift in their place.
    expect((await admin.post("/api/time-entries").send(shift(worker.id, "2026-03-09T14:00:00Z", "2026-03-09T18:00:00Z"))).status).toBe(201);
  });

  it("deleting a manual entry keeps its 'add' row; the pay-changes list shows the deletion", async () => {
    const worker = await createWorker(admin);
    const added = (await admin.post("/api/time-entries").send(shift(worker.id, "2026-03-08T15:00:00Z", "2026-03-08T19:00:00Z"))).body;
    const res = await admin.delete(`/api/time-entries/${added.id}`).send({ reason: "Was a holiday" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ source: "manual", changes: [expect.objectContaining({ action: "add", reason: "Missed punch, foreman's log" })] });
    expect(await changeRowsOf(added.id)).toHaveLength(1);
    const listed = (await admin.get("/api/payroll/pay-changes?weekOf=2026-03-08")).body.entryChanges.filter((c: { entryId: number }) => c.entryId === added.id);
    expect(listed).toEqual([expect.objectContaining({ kind: "deleted", source: "manual", reason: "Was a holiday" })]);
  });

  it("refuses: no reason, a running entry, an approved week, an unknown entry, a foreman; nothing is deleted", async () => {
    const worker = await createWorker(admin);
    const done = await insertEntry(t, { workerId: worker.id, projectId, clockInTime: "2026-03-10T14:00:00Z", clockOutTime: "2026-03-10T18:00:00Z", hourlyRate: "30.00" });
    const running = await insertEntry(t, { workerId: worker.id, projectId, clockInTime: "2026-03-12T14:00:00Z", clockOutTime: null, hourlyRate: "30.00" });
    const cases: [number, unknown, number, RegExp][] = [
      [done.id, {}, 400, /Please give a reason for deleting this entry/],
      [done.id, { reason: "   " }, 400, /Please give a reason for deleting this entry/],
      [done.id, { reason: "x", extra: 1 }, 400, /extra/],
      [running.id, { reason: "Wrong worker" }, 409, /still running\. Clock the worker out first/],
      [999_999, { reason: "Gone" }, 404, /Time entry not found/],
    ];
    for (const [id, body, status, message] of cases) {
      const res = await admin.delete(`/api/time-entries/${id}`).send(body as object);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    // No body at all is a missing reason too.
    expect((await admin.delete(`/api/time-entries/${done.id}`)).status).toBe(400);
    expect((await foreman.delete(`/api/time-entries/${done.id}`).send({ reason: "Mine" })).status).toBe(403);
    expect((await request(t.app).delete(`/api/time-entries/${done.id}`).send({ reason: "Mine" })).status).toBe(401);
    expect(await entriesOf(worker.id)).toHaveLength(2);
    expect(await t.database.db.select().from(timeEntryDeletions).where(eq(timeEntryDeletions.workerId, worker.id))).toEqual([]);
  });

  it("refuses an entry of an approved week", async () => {
    const worker = await createWorker(admin);
    clock.set("2026-03-25T18:00:00Z");
    try {
      const entry = await insertEntry(t, { workerId: worker.id, projectId, clockInTime: "2026-03-16T14:00:00Z", clockOutTime: "2026-03-16T22:00:00Z", hourlyRate: "30.00" });
      expect((await admin.post("/api/payroll/approve").send({ weekOf: "2026-03-16" })).status).toBe(201);
      const res = await admin.delete(`/api/time-entries/${entry.id}`).send({ reason: "Wrong day" });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: "period_locked" });
      expect(res.body.message).toMatch(/approved pay period \(Mar 15 - Mar 21\)/);
      expect(await entriesOf(worker.id)).toHaveLength(1);
    } finally {
      clock.set("2026-03-12T18:00:00Z");
    }
  });
});
