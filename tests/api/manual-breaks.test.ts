// Timed breaks of entries typed by hand (issue 15): a manual entry's breaks are stored as the entry's timed breaks and
// breakTime is derived from them (the unpaid minutes: meals unless the company pays them, never rests); breakMinutes
// alone is one unpaid meal in the middle of the shift; bad breaks are refused and nothing is stored; a correction
// replaces the breaks, and one that moves the clock times past a break is refused; every total counts the net hours.
import { eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timeEntries, timeEntryBreaks, timeEntryChanges } from "@shared/schema";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createWorker, insertProject, testClock } from "../unit/time-clock/api-fixtures";

// Thursday 12 March 2026, 12:00 in Denver (UTC-6); the week is Sun 8 - Sat 14 March.
const clock = testClock("2026-03-12T18:00:00Z");
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

const breaksOf = (entryId: number) => t.database.db.select().from(timeEntryBreaks).where(eq(timeEntryBreaks.timeEntryId, entryId));
const entriesOf = (workerId: number) => t.database.db.select().from(timeEntries).where(eq(timeEntries.workerId, workerId));
const brk = (kind: string, startTime: string, endTime: string) => ({ kind, startTime, endTime });
// Tue 10 March 08:00-16:30 in Denver.
const shift = (workerId: number, extra: Record<string, unknown> = {}) => ({
  workerId,
  projectId,
  clockInTime: "2026-03-10T14:00:00Z",
  clockOutTime: "2026-03-10T22:30:00Z",
  reason: "Missed punch, foreman's log",
  ...extra,
});
const lunch = brk("meal", "2026-03-10T18:00:00Z", "2026-03-10T18:30:00Z");
const coffee = brk("rest", "2026-03-10T16:00:00Z", "2026-03-10T16:15:00Z");

describe("POST /api/time-entries with breaks", () => {
  it("a meal (unpaid) and a rest (paid): breakTime is the meal's 30 min, 8 h net on the timesheet, the summary and payroll", async () => {
    const worker = await createWorker(admin, { hourlyRate: "30.00" });
    const res = await admin.post("/api/time-entries").send(shift(worker.id, { breaks: [lunch, coffee] }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ breakTime: 30, hoursWorked: "8.00", totalPay: "240.00", onBreak: null });
    expect(res.body.breaks).toEqual([
      { id: expect.any(Number), kind: "rest", startedAt: "2026-03-10T16:00:00.000Z", endedAt: "2026-03-10T16:15:00.000Z", startReceivedAt: expect.any(String), endReceivedAt: expect.any(String), paid: true },
      { id: expect.any(Number), kind: "meal", startedAt: "2026-03-10T18:00:00.000Z", endedAt: "2026-03-10T18:30:00.000Z", startReceivedAt: expect.any(String), endReceivedAt: expect.any(String), paid: false },
    ]);
    expect(res.body.changes[0].changes).toMatchObject({
      breakTime: [null, 30],
      breaks: [null, [expect.objectContaining({ kind: "meal", paid: false }), expect.objectContaining({ kind: "rest", paid: true })]],
    });

    const day = await admin.get("/api/time-entries?date=2026-03-10");
    expect(day.body.find((e: { id: number }) => e.id === res.body.id)).toMatchObject({ breakTime: 30, hoursWorked: "8.00", breaks: res.body.breaks });
    const summary = await admin.get("/api/time-entries/summary?from=2026-03-10&to=2026-03-10");
    expect(summary.body.days[0].lines.find((l: { workerId: number }) => l.workerId === worker.id)).toMatchObject({ hours: 8 });
    const payroll = await admin.get("/api/payroll?weekOf=2026-03-10");
    expect(payroll.body.workers.find((w: { workerId: number }) => w.workerId === worker.id)).toMatchObject({ totalHours: 8, regularPay: "240.00" });
  });

  it("paid meals (the company's setting) take nothing off", async () => {
    const worker = await createWorker(admin, { hourlyRate: "30.00" });
    expect((await admin.put("/api/settings/payroll").send({ mealBreaksPaid: true })).status).toBe(200);
    try {
      const res = await admin.post("/api/time-entries").send(shift(worker.id, { breaks: [lunch] }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ breakTime: 0, hoursWorked: "8.50" });
      expect(res.body.breaks[0]).toMatchObject({ kind: "meal", paid: true });
    } finally {
      await admin.put("/api/settings/payroll").send({ mealBreaksPaid: false });
    }
  });

  it("breakMinutes alone (callers that only know the minutes): one unpaid meal of that length in the middle of the shift", async () => {
    const worker = await createWorker(admin, { hourlyRate: "30.00" });
    const res = await admin.post("/api/time-entries").send(shift(worker.id, { breakMinutes: 30 }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ breakTime: 30, hoursWorked: "8.00" });
    // 510 minutes on the clock, 480 around the break: 240 before it.
    expect(res.body.breaks).toEqual([
      { id: expect.any(Number), kind: "meal", startedAt: "2026-03-10T18:00:00.000Z", endedAt: "2026-03-10T18:30:00.000Z", startReceivedAt: expect.any(String), endReceivedAt: expect.any(String), paid: false },
    ]);
    const none = await admin.post("/api/time-entries").send(shift(worker.id, { clockInTime: "2026-03-09T14:00:00Z", clockOutTime: "2026-03-09T18:00:00Z" }));
    expect(none.body).toMatchObject({ breakTime: 0, hoursWorked: "4.00", breaks: [] });
  });

  it("refuses breaks outside the shift, out of order or overlapping, and both breaks and breakMinutes; nothing is stored", async () => {
    const worker = await createWorker(admin);
    const changesBefore = (await t.database.db.select().from(timeEntryChanges)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ breaks: [brk("meal", "2026-03-10T22:15:00Z", "2026-03-10T22:45:00Z")] }, "breaks.0.endTime", "Breaks must be within the shift"],
      [{ breaks: [coffee, brk("meal", "2026-03-10T13:45:00Z", "2026-03-10T14:15:00Z")] }, "breaks.1.startTime", "Breaks must be within the shift"],
      [{ breaks: [brk("meal", "2026-03-10T18:30:00Z", "2026-03-10T18:00:00Z")] }, "breaks.0.endTime", "A break must end after it starts"],
      [{ breaks: [lunch, brk("rest", "2026-03-10T18:20:00Z", "2026-03-10T18:40:00Z")] }, "breaks.1.startTime", "Breaks cannot overlap; this one starts before the one before it ends"],
      [{ breakMinutes: 30, breaks: [lunch] }, "breakMinutes", "Send either the breaks or breakMinutes, not both"],
      [{ breaks: [{ ...lunch, kind: "smoke" }] }, "breaks.0.kind", "Choose meal or rest"],
    ];
    for (const [extra, field, message] of cases) {
      const res = await admin.post("/api/time-entries").send(shift(worker.id, extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.fieldErrors[field]).toEqual([message]);
    }
    expect(await entriesOf(worker.id)).toEqual([]);
    expect((await t.database.db.select().from(timeEntryChanges)).length).toBe(changesBefore);
  });
});

describe("PATCH /api/time-entries/:id with breaks", () => {
  async function manualEntry(breaks: unknown[]) {
    const worker = await createWorker(admin, { hourlyRate: "30.00" });
    const res = await admin.post("/api/time-entries").send(shift(worker.id, { breaks }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: number; workerId: number };
  }

  it("replaces the breaks: breakTime, hours and pay follow, and the history says from what to what", async () => {
    const entry = await manualEntry([lunch]);
    const longer = brk("meal", "2026-03-10T18:00:00Z", "2026-03-10T19:00:00Z");
    const res = await admin.patch(`/api/time-entries/${entry.id}`).send({ breaks: [coffee, longer], reason: "Lunch ran an hour" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ breakTime: 60, hoursWorked: "7.50", totalPay: "225.00" });
    expect(res.body.breaks.map((b: { kind: string; paid: boolean }) => [b.kind, b.paid])).toEqual([["rest", true], ["meal", false]]);
    expect(res.body.changes[0]).toMatchObject({ action: "correct", reason: "Lunch ran an hour", changes: { breakTime: [30, 60] } });
    expect(res.body.changes[0].changes.breaks[1]).toHaveLength(2);
    expect(await breaksOf(entry.id)).toHaveLength(2);

    const none = await admin.patch(`/api/time-entries/${entry.id}`).send({ breaks: [], reason: "No breaks after all" });
    expect(none.body).toMatchObject({ breakTime: 0, hoursWorked: "8.50", breaks: [] });
    const same = await admin.patch(`/api/time-entries/${entry.id}`).send({ breaks: [], reason: "Again" });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe("Nothing to change: the entry already has these values");
  });

  it("moves the clock times with new breaks in one correction", async () => {
    const entry = await manualEntry([lunch]);
    const res = await admin.patch(`/api/time-entries/${entry.id}`).send({
      clockOutTime: "2026-03-10T18:00:00Z",
      breaks: [brk("meal", "2026-03-10T17:00:00Z", "2026-03-10T17:30:00Z")],
      reason: "Left at noon",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ breakTime: 30, hoursWorked: "3.50" });
  });

  it("refuses a clock-out moved before a break, a clock-in moved after one, and bad breaks; nothing changes", async () => {
    const entry = await manualEntry([lunch]);
    const early = await admin.patch(`/api/time-entries/${entry.id}`).send({ clockOutTime: "2026-03-10T18:15:00Z", reason: "Left early" });
    expect(early.status).toBe(400);
    expect(early.body.message).toMatch(/^Breaks must be within the shift: the meal break \(Mar 10, 2026, 12:00 PM to Mar 10, 2026, 12:30 PM\) would be outside it/);
    expect(Object.keys(early.body.fieldErrors)).toEqual(["clockOutTime"]);
    const late = await admin.patch(`/api/time-entries/${entry.id}`).send({ clockInTime: "2026-03-10T18:10:00Z", reason: "Came late" });
    expect(late.status).toBe(400);
    expect(Object.keys(late.body.fieldErrors)).toEqual(["clockInTime"]);
    const outside = await admin.patch(`/api/time-entries/${entry.id}`).send({ breaks: [brk("meal", "2026-03-10T22:15:00Z", "2026-03-10T22:45:00Z")], reason: "x" });
    expect(outside.status).toBe(400);
    expect(outside.body.fieldErrors).toEqual({ "breaks.0.endTime": ["Breaks must be within the shift"] });
    const overlap = await admin.patch(`/api/time-entries/${entry.id}`).send({ breaks: [lunch, brk("rest", "2026-03-10T18:20:00Z", "2026-03-10T18:40:00Z")], reason: "x" });
    expect(overlap.body.fieldErrors).toEqual({ "breaks.1.startTime": ["Breaks cannot overlap; this one starts before the one before it ends"] });

    const detail = await admin.get(`/api/time-entries/${entry.id}`);
    expect(detail.body).toMatchObject({ clockInTime: "2026-03-10T14:00:00.000Z", clockOutTime: "2026-03-10T22:30:00.000Z", breakTime: 30, hoursWorked: "8.00" });
    expect(detail.body.changes.map((c: { action: string }) => c.action)).toEqual(["add"]);
  });

  it("a correction request that moves the clock-out before a break is refused when asked, under the clock-out; nothing waits", async () => {
    const entry = await manualEntry([lunch]);
    const asked = await admin
      .post(`/api/time-entries/${entry.id}/correction-requests`)
      .send({ kind: "wrong_time", clockOutTime: "2026-03-10T18:15:00Z", reason: "Went home at 12:15" });
    expect(asked.status).toBe(400);
    expect(asked.body.fieldErrors.clockOutTime[0]).toMatch(/^Breaks must be within the shift: the meal break/);
    expect((await admin.get(`/api/time-entries/${entry.id}/correction-requests`)).body).toEqual([]);
  });

  it("an open entry's breaks are corrected together with its clock-out", async () => {
    const worker = await createWorker(admin, { hourlyRate: "30.00" });
    expect((await admin.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId })).status).toBe(201);
    const [open] = await entriesOf(worker.id);
    const refused = await admin.patch(`/api/time-entries/${open.id}`).send({ breaks: [], reason: "x" });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.breaks).toEqual(["Give the clock-out time too: breaks are corrected on an entry that is clocked out"]);
  });
});
