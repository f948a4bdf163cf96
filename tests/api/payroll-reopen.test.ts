// Approved periods are records (issue 27 step 3): an approved period is reopened with a reason by whoever may approve
// it; its entries can be corrected again; approving it again stores version 2 beside version 1; the history lists
// both, with who, when, why and what changed per worker.
import { and, eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payPeriodVersions, payrollEntries } from "@shared/schema";
import { NOT_APPROVED_REOPEN_REFUSAL } from "@shared/domain/period-approval";
import { payPeriodSummarySchema } from "@shared/api/payroll";
import { periodVersionViewSchema } from "@shared/api/pay-periods";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createPerson } from "../support/people";
import { createWorker, insertEntry, insertProject, testClock } from "../unit/time-clock/api-fixtures";

const clock = testClock("2026-03-20T18:00:00Z"); // Fri 20 March 2026, 12:00 in Denver (UTC-6)
let t: TestApp;
let admin: TestAgent;
let ana: { id: number };
let ben: { id: number };
let anaEntryId: number;
let periodId: number;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  admin = await adminAgent(t.app);
  const projectId = (await insertProject(t)).id;
  ana = await createWorker(admin, { name: "Ana Reyes", hourlyRate: "30.00" });
  ben = await createWorker(admin, { name: "Ben Cho", hourlyRate: "25.00" });
  // The week of Sun 8 - Sat 14 March: Ana 8 h on Monday, Ben 9 h on Tuesday (1 h overtime).
  anaEntryId = (await insertEntry(t, { workerId: ana.id, projectId, clockInTime: "2026-03-09T14:00:00Z", clockOutTime: "2026-03-09T22:00:00Z", hourlyRate: "30.00" })).id;
  await insertEntry(t, { workerId: ben.id, projectId, clockInTime: "2026-03-10T14:00:00Z", clockOutTime: "2026-03-10T23:00:00Z", hourlyRate: "25.00" });
});
afterAll(async () => {
  await t.close();
});

describe("reopening an approved period", () => {
  it("is refused for a period that is not approved, and without a reason", async () => {
    const draft = await admin.post("/api/payroll/reopen").send({ periodOf: "2026-03-10", reason: "Ana's Monday" });
    expect(draft.status).toBe(409);
    expect(draft.body.message).toBe(NOT_APPROVED_REOPEN_REFUSAL);
    const approved = await admin.post("/api/payroll/approve").send({ periodOf: "2026-03-10" });
    expect(approved.status).toBe(201);
    expect(approved.body.payPeriod).toMatchObject({ status: "approved", version: 1, reopenedAt: null });
    periodId = approved.body.payPeriod.id;
    const blank = await admin.post("/api/payroll/reopen").send({ periodOf: "2026-03-10", reason: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("Please say why the period is reopened");
    // Both ways of naming the period at once is no request.
    expect((await admin.post("/api/payroll/approve").send({ periodOf: "2026-03-10", weekOf: "2026-03-10" })).status).toBe(400);
  });

  it("is approval's to do: an office user may not while the company keeps approval to admins", async () => {
    const office = await createPerson(t, "user");
    const res = await office.agent.post("/api/payroll/reopen").send({ periodOf: "2026-03-10", reason: "Ana's Monday" });
    expect(res.status).toBe(403);
    // Nothing changed: the period is still approved.
    expect((await admin.get("/api/payroll?periodOf=2026-03-10")).body.payPeriod.status).toBe("approved");
  });

  it("unlocks the entries, keeps version 1 with who, when and why, and the next approval is version 2", async () => {
    const locked = await admin.patch(`/api/time-entries/${anaEntryId}`).send({ clockOutTime: "2026-03-09T23:00:00Z", reason: "Left at 5" });
    expect(locked.status).toBe(409);
    expect(locked.body.code).toBe("period_locked");

    clock.set("2026-03-20T19:30:00Z");
    const reopened = await admin.post("/api/payroll/reopen").send({ periodOf: "2026-03-14", reason: "Ana stayed until 5 on Monday" });
    expect(reopened.status).toBe(200);
    expect(reopened.body.approved).toBe(false);
    expect(payPeriodSummarySchema.parse(reopened.body.payPeriod)).toMatchObject({
      status: "reopened",
      version: 1,
      reopenedAt: "2026-03-20T19:30:00.000Z",
      reopenedByName: expect.any(String),
      reopenReason: "Ana stayed until 5 on Monday",
    });
    // Twice is once: a reopened period is not approved.
    expect((await admin.post("/api/payroll/reopen").send({ periodOf: "2026-03-10", reason: "again" })).status).toBe(409);

    const corrected = await admin.patch(`/api/time-entries/${anaEntryId}`).send({ clockOutTime: "2026-03-09T23:00:00Z", reason: "Left at 5" });
    expect(corrected.status).toBe(200);
    const live = (await admin.get("/api/payroll?periodOf=2026-03-10")).body;
    expect(live.workers.find((w: { workerId: number }) => w.workerId === ana.id)).toMatchObject({ regularHours: 8, overtimeHours: 1 });

    const again = await admin.post("/api/payroll/approve").send({ weekOf: "2026-03-10" });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.payPeriod).toMatchObject({ id: periodId, status: "approved", version: 2, reopenedAt: null, reopenReason: null });

    // Both versions are stored: each worker's row of each, and each approval with its settings.
    const rows = await t.database.db.select().from(payrollEntries).where(eq(payrollEntries.payPeriodId, periodId));
    expect(rows.map((r) => r.version).sort()).toEqual([1, 1, 2, 2]);
    const [first] = await t.database.db
      .select()
      .from(payPeriodVersions)
      .where(and(eq(payPeriodVersions.payPeriodId, periodId), eq(payPeriodVersions.version, 1)));
    expect(first).toMatchObject({ reopenReason: "Ana stayed until 5 on Monday", settingsUsed: expect.objectContaining({ overtimeRule: "daily8" }) });
  });

  it("lists the period, and its history says what version 2 changed per worker", async () => {
    const periods = await admin.get("/api/payroll/periods");
    expect(periods.status, JSON.stringify(periods.body)).toBe(200);
    expect(periods.headers["x-total-count"]).toBe("1");
    expect(periods.body).toEqual([expect.objectContaining({ id: periodId, startDate: "2026-03-08", endDate: "2026-03-14", status: "approved", version: 2 })]);

    const history = await admin.get(`/api/payroll/periods/${periodId}/versions`);
    expect(history.status).toBe(200);
    const [second, first] = history.body.map((v: unknown) => periodVersionViewSchema.parse(v));
    expect(first).toMatchObject({ version: 1, overtimeRule: "daily8", totalHours: 17, grossPay: "477.50", reopenReason: "Ana stayed until 5 on Monday", differences: [] });
    expect(second).toMatchObject({ version: 2, totalHours: 18, grossPay: "522.50", reopenedAt: null });
    // Ben's week is the same in both, so only Ana is listed: 8 h then 8 + 1 overtime.
    expect(second.differences).toEqual([
      {
        workerId: ana.id,
        workerName: "Ana Reyes",
        before: { workerId: ana.id, workerName: "Ana Reyes", regularHours: 8, overtimeHours: 0, doubleTimeHours: 0, grossPay: "240.00" },
        after: { workerId: ana.id, workerName: "Ana Reyes", regularHours: 8, overtimeHours: 1, doubleTimeHours: 0, grossPay: "285.00" },
      },
    ]);
    expect((await admin.get("/api/payroll/periods/99999/versions")).status).toBe(404);
  });
});
