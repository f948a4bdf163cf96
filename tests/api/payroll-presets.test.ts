// The payroll week under the overtime presets (issue 27 step 1): the one evaluator labels every minute under the
// company's preset, with the unpaid breaks where they were taken and the entries just before the week as context;
// the week shows double time with its pay; approval stores it; the entries CSV pays it; the spec's presets unchanged.
import { eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payrollEntries, timeEntries, timeEntryBreaks } from "@shared/schema";
import { COMPANY_SETTINGS_DEFAULTS } from "@shared/api/company-settings";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createWorker, insertEntry, insertProject, testClock } from "../unit/time-clock/api-fixtures";

const clock = testClock("2026-03-20T18:00:00Z"); // Fri 20 March 2026, 12:00 in Denver (UTC-6)
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

async function useRule(overtimeRule: string) {
  await admin.put("/api/settings/company").send({ ...settings, overtimeRule }).expect(200);
}

const lineOf = async (weekOf: string, workerId: number) => {
  const res = await admin.get(`/api/payroll?weekOf=${weekOf}`);
  expect(res.status).toBe(200);
  return { week: res.body, line: res.body.workers.find((w: { workerId: number }) => w.workerId === workerId) };
};

describe("California", () => {
  it("a 14 h day with an unpaid meal is 8 regular, 4 overtime and 2 double time, paid at 1x, 1.5x and 2x", async () => {
    const worker = await createWorker(admin, { name: "Carla Double", hourlyRate: "20.00" });
    // Mon 9 March, 05:00-19:30 MDT with a 30 min unpaid meal: 14 h worked.
    const entry = await insertEntry(t, { workerId: worker.id, projectId, clockInTime: "2026-03-09T11:00:00Z", clockOutTime: "2026-03-10T01:30:00Z", hourlyRate: "20.00" });
    await t.database.db.insert(timeEntryBreaks).values({ timeEntryId: entry.id, kind: "meal", startedAt: new Date("2026-03-09T18:00:00Z"), endedAt: new Date("2026-03-09T18:30:00Z"), paid: false });
    await t.database.db.update(timeEntries).set({ breakTime: 30 }).where(eq(timeEntries.id, entry.id));

    await useRule("daily8");
    const spec = await lineOf("2026-03-09", worker.id);
    expect(spec.week.overtimeRule).toBe("daily8");
    expect(spec.line).toMatchObject({ regularHours: 8, overtimeHours: 6, doubleTimeHours: 0, totalHours: 14, grossPay: "340.00" });
    // The spec's presets sum in SQL; a worker's stretches are still labelled on request, from that worker's entries.
    const specExplained = await admin.get(`/api/payroll?weekOf=2026-03-09&segmentsOf=${worker.id}`);
    expect(specExplained.body.segments.map((s: Record<string, unknown>) => [s.minutes, s.text])).toEqual([
      [420, "regular 1x"],
      [60, "regular 1x"],
      [360, "overtime 1.5x, daily over 8 (company setting)"],
    ]);

    await useRule("california");
    const { week, line } = await lineOf("2026-03-09", worker.id);
    expect(week).toMatchObject({ overtimeRule: "california", weeklyOvertime: true });
    // 8 x 20 + 4 x 30 + 2 x 40.
    expect(line).toMatchObject({
      regularHours: 8,
      overtimeHours: 4,
      doubleTimeHours: 2,
      totalHours: 14,
      regularPay: "160.00",
      overtimePay: "120.00",
      doubleTimePay: "80.00",
      grossPay: "360.00",
    });
    expect(week.totals).toMatchObject({ doubleTimeHours: 2, doubleTimePay: "80.00" });
    expect(week.segments).toBeUndefined();

    // On request, the worker's hours explained stretch by stretch: the meal is a gap, never worked time.
    const explained = await admin.get(`/api/payroll?weekOf=2026-03-09&segmentsOf=${worker.id}`);
    expect(explained.status).toBe(200);
    expect(explained.body.workers).toEqual(week.workers);
    expect(explained.body.segments.map((s: Record<string, unknown>) => [s.entryId, s.dayKey, s.start, s.end, s.minutes, s.text])).toEqual([
      [entry.id, "2026-03-09", "2026-03-09T11:00:00.000Z", "2026-03-09T18:00:00.000Z", 420, "regular 1x"],
      [entry.id, "2026-03-09", "2026-03-09T18:30:00.000Z", "2026-03-09T19:30:00.000Z", 60, "regular 1x"],
      [entry.id, "2026-03-09", "2026-03-09T19:30:00.000Z", "2026-03-09T23:30:00.000Z", 240, "overtime 1.5x, daily over 8 (California LC 510)"],
      [entry.id, "2026-03-09", "2026-03-09T23:30:00.000Z", "2026-03-10T01:30:00.000Z", 120, "double time 2x, daily over 12 (California LC 510)"],
    ]);
    expect((await admin.get("/api/payroll?weekOf=2026-03-09&segmentsOf=abc")).status).toBe(400);

    // The entries file labels each entry under the same rule: 14 h as 8 + 4 + 2, double time beside overtime, no pay.
    const csv = await admin.get("/api/payroll/entries.csv?weekOf=2026-03-09");
    expect(csv.status).toBe(200);
    const row = csv.text.split("\n").find((l) => l.startsWith(`${entry.id},`));
    expect(csv.text.split("\r\n")[0]).toContain(",Hours Worked,Regular Hours,Overtime Hours,Double Time Hours,Unpaid Break Minutes,");
    expect(row).toContain(",14.00,8.00,4.00,2.00,30,");
    // The workers file adds its double time last: hours and pay, with regular, overtime and double time adding up.
    const workers = (await admin.get("/api/payroll/export.csv?weekOf=2026-03-09")).text.split("\r\n");
    expect(workers[0].endsWith(",Double Time Hours,Double Time Pay")).toBe(true);
    expect(workers.find((l) => l.startsWith(`${worker.id},`))).toBe(`${worker.id},Carla Double,2026-03-08,2026-03-14,8.00,4.00,14.00,20.00,160.00,120.00,360.00,2.00,80.00`);

    // Approval stores the figures it showed, double time and its rate included.
    clock.set("2026-03-16T16:00:00Z");
    const approved = await admin.post("/api/payroll/approve").send({ weekOf: "2026-03-09" });
    expect(approved.status).toBe(201);
    const [stored] = await t.database.db.select().from(payrollEntries).where(eq(payrollEntries.workerId, worker.id));
    expect(stored).toMatchObject({ regularHours: "8.00", overtimeHours: "4.00", doubleTimeHours: "2.00", regularRate: "20.00", overtimeRate: "30.00", doubleTimeRate: "40.00", grossPay: "360.00" });
    expect(stored.notes).toContain("California LC 510");
    expect(stored).toMatchObject({ version: 1, figures: approved.body.workers.find((w: { workerId: number }) => w.workerId === worker.id) });

    // The record is what the week shows from now on: the company leaves California, the approved week does not.
    const before = (await admin.get("/api/payroll?weekOf=2026-03-09")).body;
    await useRule("daily8");
    const after = await admin.get(`/api/payroll?weekOf=2026-03-09&segmentsOf=${worker.id}`);
    expect(after.body).toMatchObject({ overtimeRule: "california", approved: true, payPeriod: { version: 1 } });
    const { segments, ...shown } = after.body;
    expect(shown).toEqual(before);
    // Its hours are still explained, and its entries still labelled, under the rule it was approved with.
    expect([...new Set(segments.map((s: { label: string }) => s.label))]).toEqual(["regular", "overtime", "double_time"]);
    const file = (await admin.get("/api/payroll/entries.csv?weekOf=2026-03-09")).text;
    expect(file).toContain(",14.00,8.00,4.00,2.00,30,");
    // A week not approved follows the settings at once.
    expect((await admin.get("/api/payroll?weekOf=2026-03-16")).body.overtimeRule).toBe("daily8");
    await useRule("california");
  });
});

describe("the entries before the week", () => {
  it("count toward a Colorado run of 12 hours in a row: a switch at 04:00 on Sunday is overtime after 12 straight hours", async () => {
    const worker = await createWorker(admin, { name: "Cole Straight", hourlyRate: "30.00" });
    // Sat 21 March 16:00 MDT to Sun 04:00 (12 h, the week before), then a job switch: Sun 04:00-07:00 (3 h).
    await insertEntry(t, { workerId: worker.id, projectId, clockInTime: "2026-03-21T22:00:00Z", clockOutTime: "2026-03-22T10:00:00Z", hourlyRate: "30.00" });
    const switched = await insertEntry(t, { workerId: worker.id, projectId, clockInTime: "2026-03-22T10:00:00Z", clockOutTime: "2026-03-22T13:00:00Z", hourlyRate: "30.00" });

    await useRule("colorado");
    const colorado = await lineOf("2026-03-22", worker.id);
    expect(colorado.line).toMatchObject({ regularHours: 0, overtimeHours: 3, totalHours: 3, grossPay: "135.00" });
    // The entries file reads the same context: 3 h of overtime.
    const csv = await admin.get("/api/payroll/entries.csv?weekOf=2026-03-22");
    expect(csv.text.split("\n").find((l) => l.startsWith(`${switched.id},`))).toContain(",3.00,0.00,3.00,");
    // Under federal law there is no daily or consecutive rule: 3 straight hours.
    await useRule("federal");
    expect((await lineOf("2026-03-22", worker.id)).line).toMatchObject({ regularHours: 3, overtimeHours: 0 });
    await useRule("daily8");
  });
});

describe("two rates in one workweek", () => {
  it("under federal law pay overtime on the weighted regular rate; the spec's presets at each entry's own rate", async () => {
    const worker = await createWorker(admin, { name: "Wes Weighted", hourlyRate: "20.00" });
    // Mon 2 to Fri 6 March, 08:00-18:00 MST: three days at $20, then two at $30 (50 h).
    for (const [day, rate] of [["02", "20.00"], ["03", "20.00"], ["04", "20.00"], ["05", "30.00"], ["06", "30.00"]] as const) {
      const next = String(Number(day) + 1).padStart(2, "0");
      await insertEntry(t, { workerId: worker.id, projectId, clockInTime: `2026-03-${day}T15:00:00Z`, clockOutTime: `2026-03-${next}T01:00:00Z`, hourlyRate: rate });
    }
    await useRule("federal");
    // Straight time 30 x 20 + 20 x 30 = 1,200 over 50 h: $24.00. The last 10 h are overtime: 10 x 30 + 10 x 0.5 x 24.
    expect((await lineOf("2026-03-04", worker.id)).line).toMatchObject({
      regularHours: 40,
      overtimeHours: 10,
      weightedRate: "24.00",
      regularPay: "900.00",
      overtimePay: "420.00",
      grossPay: "1320.00",
    });
    await useRule("daily8-weekly40");
    // Daily 2 h each day at 1.5x the day's own rate: 6 x 30 + 4 x 45; regular 24 x 20 + 16 x 30.
    expect((await lineOf("2026-03-04", worker.id)).line).toMatchObject({ regularHours: 40, overtimeHours: 10, weightedRate: null, regularPay: "960.00", overtimePay: "360.00", grossPay: "1320.00" });
    await useRule("daily8");
  });
});

describe("the meal premium", () => {
  it("is paid at the week's weighted regular rate under the law presets (Ferra), at the day's rate under the spec's", async () => {
    const worker = await createWorker(admin, { name: "Mia Premium", hourlyRate: "20.00" });
    // Mon 16 March 08:00-14:00 MDT at $20 without a meal (missed), Tue 17 08:00-12:00 at $30: (120 + 120) / 10 h = $24.
    await insertEntry(t, { workerId: worker.id, projectId, clockInTime: "2026-03-16T14:00:00Z", clockOutTime: "2026-03-16T20:00:00Z", hourlyRate: "20.00" });
    await insertEntry(t, { workerId: worker.id, projectId, clockInTime: "2026-03-17T14:00:00Z", clockOutTime: "2026-03-17T18:00:00Z", hourlyRate: "30.00" });
    const withMealRule = { ...settings, mealBreakRule: "california", mealPremium: true };
    await admin.put("/api/settings/company").send({ ...withMealRule, overtimeRule: "california" }).expect(200);
    expect((await lineOf("2026-03-16", worker.id)).line).toMatchObject({ weightedRate: "24.00", mealBreakMissedDays: ["2026-03-16"], mealPremiumPay: "24.00", grossPay: "264.00" });
    await admin.put("/api/settings/company").send({ ...withMealRule, overtimeRule: "daily8" }).expect(200);
    expect((await lineOf("2026-03-16", worker.id)).line).toMatchObject({ weightedRate: null, mealPremiumPay: "20.00", grossPay: "260.00" });
    await useRule("daily8");
  });
});
