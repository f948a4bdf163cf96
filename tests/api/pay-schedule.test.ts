// Pay schedules (issue 27 step 4): the Company settings' pay frequency, workweek and anchor, checked and recorded; a
// biweekly period counts overtime per workweek (30 h and 50 h give 10 h of overtime, never 0); a semi-monthly period
// shows the hours a workweek begun in the period before carries in, and its overtime is paid where the workweek ends,
// under the law presets and the spec's SQL path alike; an approved period keeps its days after the schedule changes,
// the next period starts after it, and it reopens and is approved again by any of its days.
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY_SETTINGS_DEFAULTS, type CompanySettings } from "@shared/api/company-settings";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createWorker, insertEntry, insertProject, testClock } from "../unit/time-clock/api-fixtures";
import { createPayrollRepo } from "../../server/modules/payroll/payroll.repo";
import { storedPaySettingsOf } from "../../server/modules/payroll/pay-record";

const clock = testClock("2026-10-10T18:00:00Z"); // Sat 10 October 2026, noon in Denver (UTC-6)
let t: TestApp;
let admin: TestAgent;
let projectId: number;
const { weeklyOvertime: _switch, ...settings } = COMPANY_SETTINGS_DEFAULTS;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  admin = await adminAgent(t.app);
  projectId = (await insertProject(t)).id;
});
afterAll(async () => {
  await t.close();
});

type Schedule = Partial<Pick<CompanySettings, "payFrequency" | "workweekStartsOn" | "payPeriodAnchor" | "overtimeRule">>;
const useSettings = async (schedule: Schedule) => admin.put("/api/settings/company").send({ ...settings, ...schedule }).expect(200);

/** Days of `hours` from 07:00 Denver time (MDT, UTC-6), one entry a day. */
async function workDays(workerId: number, days: string[], hours: number) {
  for (const day of days) {
    const start = new Date(`${day}T13:00:00Z`);
    await insertEntry(t, { workerId, projectId, clockInTime: start.toISOString(), clockOutTime: new Date(start.getTime() + hours * 3_600_000).toISOString(), hourlyRate: "20.00" });
  }
}

async function periodOf(day: string, workerId?: number) {
  const res = await admin.get(`/api/payroll?periodOf=${day}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { period: res.body, line: res.body.workers.find((w: { workerId: number }) => w.workerId === workerId) };
}

describe("the pay schedule in the Company settings", () => {
  it("refuses an anchor off the workweek's first day, or none for biweekly, and changes nothing; a whole one is stored and recorded", async () => {
    const before = (await admin.get("/api/settings/company")).body;
    // 2026-08-31 is a Monday; the workweek starts on Sunday.
    const offDay = await admin.put("/api/settings/company").send({ ...settings, payFrequency: "biweekly", payPeriodAnchor: "2026-08-31" });
    // The body itself breaks the rule (400, as the form checks it); left out, the stored part does (422).
    expect(offDay.status).toBe(400);
    expect(offDay.body.fieldErrors).toEqual({ payPeriodAnchor: ["A pay period starts on the workweek's first day, a Sunday"] });
    // Left out, the stored anchor (none) is what the biweekly schedule would have.
    const none = await admin.put("/api/settings/company").send({ ...settings, payFrequency: "biweekly", payPeriodAnchor: undefined });
    expect(none.status).toBe(422);
    expect(none.body.fieldErrors).toEqual({ payPeriodAnchor: ["Choose a date on which a pay period starts"] });
    // Text that is no date (the PostgreSQL run's fuzz found it answered 500 once): the field's own message, once.
    const notADate = await admin.put("/api/settings/company").send({ ...settings, payPeriodAnchor: "a" });
    expect(notADate.status).toBe(400);
    expect(notADate.body.fieldErrors).toEqual({ payPeriodAnchor: ["payPeriodAnchor must be a date like 2026-03-01"] });
    const badDay = await admin.put("/api/settings/company").send({ ...settings, workweekStartsOn: 7 });
    expect(badDay.status).toBe(400);
    expect((await admin.get("/api/settings/company")).body).toEqual(before);

    const saved = await useSettings({ payFrequency: "biweekly", payPeriodAnchor: "2026-08-30" });
    expect(saved.body).toMatchObject({ payFrequency: "biweekly", workweekStartsOn: 0, payPeriodAnchor: "2026-08-30" });
    const changes = (await admin.get("/api/settings/changes")).body as { field: string; from: unknown; to: unknown }[];
    expect(changes.filter((c) => c.field === "payFrequency" || c.field === "payPeriodAnchor").slice(0, 2).map((c) => [c.field, c.from, c.to])).toEqual(
      expect.arrayContaining([
        ["payFrequency", "weekly", "biweekly"],
        ["payPeriodAnchor", null, "2026-08-30"],
      ]),
    );
  });
});

describe("a biweekly period", () => {
  it("counts overtime per workweek: 30 h and 50 h under the federal rule give 10 h of overtime", async () => {
    const worker = await createWorker(admin, { name: "Bea Biweekly", hourlyRate: "20.00" });
    await workDays(worker.id, ["2026-09-14", "2026-09-15", "2026-09-16", "2026-09-17", "2026-09-18"], 6);
    await workDays(worker.id, ["2026-09-21", "2026-09-22", "2026-09-23", "2026-09-24", "2026-09-25"], 10);
    await useSettings({ payFrequency: "biweekly", payPeriodAnchor: "2026-08-30", overtimeRule: "federal" });

    const { period, line } = await periodOf("2026-09-20", worker.id);
    expect(period).toMatchObject({ weekStart: "2026-09-13", weekEnd: "2026-09-26", payFrequency: "biweekly" });
    expect(period.workweeks.map((w: { startDate: string; carriedFrom: unknown; continuesInto: unknown }) => [w.startDate, w.carriedFrom, w.continuesInto])).toEqual([
      ["2026-09-13", null, null],
      ["2026-09-20", null, null],
    ]);
    // 70 x 20 + 10 x 30.
    expect(line).toMatchObject({ regularHours: 70, overtimeHours: 10, totalHours: 80, regularPay: "1400.00", overtimePay: "300.00", grossPay: "1700.00", entryCount: 10 });
    expect(period.dayHours).toBeUndefined();
    // The desk grid's cells on request: each day's hours, adding up to the worker's total.
    const grid = (await admin.get("/api/payroll?periodOf=2026-09-20&dayHours=true")).body;
    const cells = (grid.dayHours as { workerId: number; dayKey: string; hours: number }[]).filter((c) => c.workerId === worker.id);
    expect(cells.map((c) => [c.dayKey, c.hours]).sort()).toEqual([
      ["2026-09-14", 6],
      ["2026-09-15", 6],
      ["2026-09-16", 6],
      ["2026-09-17", 6],
      ["2026-09-18", 6],
      ["2026-09-21", 10],
      ["2026-09-22", 10],
      ["2026-09-23", 10],
      ["2026-09-24", 10],
      ["2026-09-25", 10],
    ]);
    expect((await admin.get("/api/payroll?periodOf=2026-09-20&dayHours=yes")).status).toBe(400);
    // The spec's weekOf names the same period; the day after it starts the next one.
    expect((await admin.get("/api/payroll?weekOf=2026-09-14")).body.weekStart).toBe("2026-09-13");
    expect((await periodOf("2026-09-27")).period).toMatchObject({ weekStart: "2026-09-27", weekEnd: "2026-10-10" });
  });
});

describe("a semi-monthly period", () => {
  it.each(["federal", "daily8-weekly40"] as const)("under %s, shows the hours a workweek carries in and pays its overtime where it ends", async (overtimeRule) => {
    const worker = await createWorker(admin, { name: `Sam Semimonthly ${overtimeRule}`, hourlyRate: "20.00" });
    // Sun 13 to Fri 18 September, 8 h a day: 48 h in the workweek of the 13th, which the 15th cuts.
    await workDays(worker.id, ["2026-09-13", "2026-09-14", "2026-09-15", "2026-09-16", "2026-09-17", "2026-09-18"], 8);
    await useSettings({ payFrequency: "semimonthly", overtimeRule });

    const first = await periodOf("2026-09-10", worker.id);
    expect(first.period).toMatchObject({ weekStart: "2026-09-01", weekEnd: "2026-09-15", payFrequency: "semimonthly" });
    expect(first.period.workweeks.at(-1)).toMatchObject({ startDate: "2026-09-13", endDate: "2026-09-19", carriedFrom: null, continuesInto: { startDate: "2026-09-16", endDate: "2026-09-19" } });
    expect(first.line).toMatchObject({ regularHours: 24, overtimeHours: 0, totalHours: 24, grossPay: "480.00" });

    const second = await periodOf("2026-09-16", worker.id);
    expect(second.period).toMatchObject({ weekStart: "2026-09-16", weekEnd: "2026-09-30" });
    const carriedWeek = second.period.workweeks[0];
    expect(carriedWeek).toMatchObject({ startDate: "2026-09-13", endDate: "2026-09-19", carriedFrom: { startDate: "2026-09-13", endDate: "2026-09-15" }, continuesInto: null });
    expect(carriedWeek.carriedHours).toContainEqual({ workerId: worker.id, hours: 24 });
    // The 24 carried hours count toward the 40: Friday's 8 are weekly overtime, paid here, where the workweek ends.
    expect(second.line).toMatchObject({ regularHours: 16, overtimeHours: 8, totalHours: 24, regularPay: "320.00", overtimePay: "240.00", grossPay: "560.00" });
    // Friday's cell holds its 8 h (weekly overtime among them); the days add up to the line, carried days left out.
    const grid = (await admin.get("/api/payroll?periodOf=2026-09-16&dayHours=true")).body;
    const cells = (grid.dayHours as { workerId: number; dayKey: string; hours: number }[]).filter((c) => c.workerId === worker.id);
    expect(cells.map((c) => [c.dayKey, c.hours]).sort()).toEqual([
      ["2026-09-16", 8],
      ["2026-09-17", 8],
      ["2026-09-18", 8],
    ]);
    // The totals are the sums of the lines shown.
    const lines = second.period.workers as { totalHours: number }[];
    expect(second.period.totals.totalHours).toBe(lines.reduce((sum, l) => sum + Math.round(l.totalHours * 100), 0) / 100);
  });
});

describe("an approved period under a schedule that changes", () => {
  it("keeps its days; the next period starts after it; it reopens by any of its days and is approved again", async () => {
    const worker = await createWorker(admin, { name: "Abe Approved", hourlyRate: "20.00" });
    await workDays(worker.id, ["2026-08-17", "2026-08-24"], 8);
    await useSettings({ payFrequency: "biweekly", payPeriodAnchor: "2026-08-30", overtimeRule: "daily8" });

    const approved = await admin.post("/api/payroll/approve").send({ periodOf: "2026-08-20" });
    expect(approved.status, JSON.stringify(approved.body)).toBe(201);
    expect(approved.body).toMatchObject({ weekStart: "2026-08-16", weekEnd: "2026-08-29", approved: true });
    expect(approved.body.payPeriod).toMatchObject({ startDate: "2026-08-16", endDate: "2026-08-29", status: "approved", version: 1 });
    expect(approved.body.workers.find((w: { workerId: number }) => w.workerId === worker.id)).toMatchObject({ totalHours: 16 });

    await useSettings({ payFrequency: "semimonthly", overtimeRule: "daily8" });
    expect((await periodOf("2026-08-25")).period).toMatchObject({ weekStart: "2026-08-16", weekEnd: "2026-08-29", approved: true });
    // The new schedule's half (16th-31st) starts after the record: its first period is the two days left.
    expect((await periodOf("2026-08-30")).period).toMatchObject({ weekStart: "2026-08-30", weekEnd: "2026-08-31", approved: false });
    expect((await periodOf("2026-08-10")).period).toMatchObject({ weekStart: "2026-08-01", weekEnd: "2026-08-15" });

    const reopened = await admin.post("/api/payroll/reopen").send({ periodOf: "2026-08-28", reason: "Abe's Monday was 9 hours" });
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect(reopened.body.payPeriod).toMatchObject({ startDate: "2026-08-16", endDate: "2026-08-29", status: "reopened" });
    // Reopened, it keeps its days under the semi-monthly schedule, and its approval is the next version.
    const again = await admin.post("/api/payroll/approve").send({ periodOf: "2026-08-17" });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.payPeriod).toMatchObject({ startDate: "2026-08-16", endDate: "2026-08-29", status: "approved", version: 2 });
  });
});

describe("two approvals of overlapping periods (a schedule changed between reading the period and approving it)", () => {
  it("the later finds the earlier's record under the locks and is refused, changing nothing", async () => {
    const worker = await createWorker(admin, { name: "Ola Overlap", hourlyRate: "20.00" });
    await workDays(worker.id, ["2026-07-07"], 8);
    await useSettings({ payFrequency: "weekly", overtimeRule: "daily8" });
    expect((await admin.post("/api/payroll/approve").send({ periodOf: "2026-07-07" })).status).toBe(201);
    // What an approval that read a semi-monthly period (Jul 1-15) before that week was recorded would then ask.
    const repo = createPayrollRepo(t.database.db);
    const result = await repo.approveWeek({
      range: { start: new Date("2026-07-01T06:00:00Z"), end: new Date("2026-07-16T06:00:00Z") },
      startKey: "2026-07-01",
      endKey: "2026-07-15",
      labelFrom: new Date("2026-06-28T06:00:00Z"),
      approvedBy: 1,
      approverWorkerId: null,
      at: clock.now(),
      readMealRule: false,
      settingsUsed: storedPaySettingsOf({ ...COMPANY_SETTINGS_DEFAULTS }),
      payrollRows: () => [],
    });
    expect(result).toEqual({ kind: "period_changed" });
    expect((await periodOf("2026-07-10")).period).toMatchObject({ weekStart: "2026-07-05", weekEnd: "2026-07-11", approved: true });
    expect((await periodOf("2026-07-02")).period).toMatchObject({ weekStart: "2026-06-28", weekEnd: "2026-07-04", approved: false });
  });
});

describe("a day whose period the calendar cannot hold", () => {
  it("is refused as input (the fuzz found 9999-12-31 answered 500: its period ends in year 10000)", async () => {
    for (const [method, path, body] of [
      ["get", "/api/payroll?periodOf=9999-12-31", undefined],
      ["get", "/api/payroll?weekOf=1000-01-01", undefined],
      ["post", "/api/payroll/approve", { periodOf: "9999-12-31" }],
      ["get", "/api/my-period?periodOf=9999-12-31", undefined],
    ] as const) {
      const res = body ? await admin.post(path).send(body) : await admin[method](path);
      expect(res.status, `${method} ${path}`).toBe(400);
    }
  });
});
