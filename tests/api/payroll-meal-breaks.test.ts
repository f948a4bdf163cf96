// Payroll with unpaid breaks and the meal-break flag (issue 15's done-means): breaks made through the API on the app's
// clock, the company's rule (California: a 30 min meal before the end of the 5th hour) flagging days on the payroll
// week, the timesheet's summary, the CSV and approval; the premium in gross only when paid; nothing changes while off.
import { eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payrollEntries } from "@shared/schema";
import { COMPANY_SETTINGS_DEFAULTS } from "@shared/api/company-settings";
import type { PayrollWeekView } from "@shared/api/payroll";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createWorker, insertEntry, insertProject, testClock } from "../unit/time-clock/api-fixtures";

const clock = testClock("2026-03-03T15:00:00Z"); // Tue 08:00 in Denver
const WEEK = "2026-03-03";
const TUESDAY = "2026-03-03";
const WEDNESDAY = "2026-03-04";
let t: TestApp;
let admin: TestAgent;
let projectId: number;
const w: Record<"mealAt3" | "mealAt6" | "noMeal6h" | "fiveHours" | "mixedRates", number> = {
  mealAt3: 0,
  mealAt6: 0,
  noMeal6h: 0,
  fiveHours: 0,
  mixedRates: 0,
};

const settings = (changes: { mealBreakRule?: "off" | "california"; mealPremium?: boolean }) =>
  admin.put("/api/settings/company").send({ ...COMPANY_SETTINGS_DEFAULTS, ...changes }).expect(200);

/** A day on Tuesday from 08:00: [minutes, action] steps through the API on the app's clock. */
async function day(workerId: number, steps: ([number, "meal start" | "meal end" | "clock out"])[]) {
  clock.set("2026-03-03T15:00:00Z");
  const inRes = await admin.post("/api/time-entries/clock-in").send({ workerId, projectId });
  expect(inRes.status, JSON.stringify(inRes.body)).toBe(201);
  for (const [minutes, action] of steps) {
    clock.advanceMinutes(minutes);
    const res =
      action === "clock out"
        ? await admin.post("/api/time-entries/clock-out").send({ timeEntryId: inRes.body.id })
        : await admin.post(`/api/time-entries/${inRes.body.id}/breaks`).send({ action: action === "meal start" ? "start" : "end", kind: "meal" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

const week = async (): Promise<PayrollWeekView> => (await admin.get(`/api/payroll?weekOf=${WEEK}`).expect(200)).body;
const lineOf = (view: PayrollWeekView, workerId: number) => view.workers.find((l) => l.workerId === workerId);

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  admin = await adminAgent(t.app);
  projectId = (await insertProject(t)).id;
  for (const key of Object.keys(w) as (keyof typeof w)[]) {
    w[key] = (await createWorker(admin, { name: `Meal ${key}`, hourlyRate: key === "noMeal6h" ? "20.00" : "30.00" })).id;
  }
  // 8.5 h on the clock with a 30 min unpaid meal after 3 h: 8 h worked, the meal in time.
  await day(w.mealAt3, [[180, "meal start"], [30, "meal end"], [300, "clock out"]]);
  // The same day with the meal after 6 h of work: too late.
  await day(w.mealAt6, [[360, "meal start"], [30, "meal end"], [120, "clock out"]]);
  // 6 h and no meal.
  await day(w.noMeal6h, [[360, "clock out"]]);
  // 5 h exactly: no meal required.
  await day(w.fiveHours, [[300, "clock out"]]);
  // Wednesday, a switch at 11:00 to a higher rate, 6.5 h without a meal: the premium is at the first entry's rate.
  await insertEntry(t, { workerId: w.mixedRates, projectId, clockInTime: "2026-03-04T15:00:00Z", clockOutTime: "2026-03-04T18:00:00Z", hourlyRate: "30.00" });
  await insertEntry(t, { workerId: w.mixedRates, projectId, clockInTime: "2026-03-04T18:00:00Z", clockOutTime: "2026-03-04T21:30:00Z", hourlyRate: "45.00" });
  clock.set("2026-03-09T15:00:00Z");
});
afterAll(async () => {
  await t.close();
});

describe("payroll with unpaid breaks and the meal-break flag", () => {
  let offView: PayrollWeekView;
  let offCsv: string;

  it("rule off (the default): no flags, no premium, hours net of the unpaid meals, and the CSV as before", async () => {
    offView = await week();
    expect(offView).toMatchObject({ mealBreakRule: "off", mealPremiumPaid: false, totals: { mealPremiumPay: "0.00" } });
    for (const id of Object.values(w)) expect(lineOf(offView, id)).toMatchObject({ mealBreakMissedDays: [], mealPremiumPay: "0.00" });
    expect(lineOf(offView, w.mealAt3)).toMatchObject({ totalHours: 8, grossPay: "240.00" });
    expect(lineOf(offView, w.mealAt6)).toMatchObject({ totalHours: 8, grossPay: "240.00" });
    expect(lineOf(offView, w.noMeal6h)).toMatchObject({ totalHours: 6, grossPay: "120.00" });
    expect(lineOf(offView, w.mixedRates)).toMatchObject({ totalHours: 6.5, grossPay: "247.50" });
    offCsv = (await admin.get(`/api/payroll/export.csv?weekOf=${WEEK}`).expect(200)).text;
    expect(offCsv.split("\r\n")[0].split(",").at(-1)).toBe("Gross Pay");

    const summary = (await admin.get(`/api/time-entries/summary?from=2026-03-01&to=2026-03-07`).expect(200)).body;
    const lines = summary.days.flatMap((d: { lines: { mealBreakMissed: boolean }[] }) => d.lines);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l: { mealBreakMissed: boolean }) => l.mealBreakMissed === false)).toBe(true);
  });

  it("rule on, premium not paid: the late meal, the missing one and the mixed-rate day are flagged; the premium is shown, gross unchanged", async () => {
    await settings({ mealBreakRule: "california" });
    const view = await week();
    expect(view).toMatchObject({ mealBreakRule: "california", mealPremiumPaid: false });
    expect(lineOf(view, w.mealAt3)).toMatchObject({ mealBreakMissedDays: [], mealPremiumPay: "0.00", grossPay: "240.00" });
    expect(lineOf(view, w.fiveHours)).toMatchObject({ mealBreakMissedDays: [], mealPremiumPay: "0.00" });
    expect(lineOf(view, w.mealAt6)).toMatchObject({ mealBreakMissedDays: [TUESDAY], mealPremiumPay: "30.00", grossPay: "240.00" });
    expect(lineOf(view, w.noMeal6h)).toMatchObject({ mealBreakMissedDays: [TUESDAY], mealPremiumPay: "20.00", grossPay: "120.00" });
    expect(lineOf(view, w.mixedRates)).toMatchObject({ mealBreakMissedDays: [WEDNESDAY], mealPremiumPay: "30.00", grossPay: "247.50" });
    expect(view.totals).toMatchObject({ mealPremiumPay: "80.00", grossPay: offView.totals.grossPay });

    const summary = (await admin.get(`/api/time-entries/summary?from=2026-03-01&to=2026-03-07`).expect(200)).body;
    const flagged = summary.days.flatMap((d: { date: string; lines: { workerId: number; mealBreakMissed: boolean }[] }) =>
      d.lines.filter((l) => l.mealBreakMissed).map((l) => `${l.workerId}@${d.date}`),
    );
    expect(flagged.sort()).toEqual([`${w.mealAt6}@${TUESDAY}`, `${w.noMeal6h}@${TUESDAY}`, `${w.mixedRates}@${WEDNESDAY}`].sort());
  });

  it("premium on: gross includes one hour at the rate per flagged day, and the CSV has the columns last", async () => {
    await settings({ mealBreakRule: "california", mealPremium: true });
    const view = await week();
    expect(view.mealPremiumPaid).toBe(true);
    expect(lineOf(view, w.mealAt6)).toMatchObject({ mealPremiumPay: "30.00", grossPay: "270.00" });
    expect(lineOf(view, w.noMeal6h)).toMatchObject({ mealPremiumPay: "20.00", grossPay: "140.00" });
    expect(lineOf(view, w.mixedRates)).toMatchObject({ mealPremiumPay: "30.00", grossPay: "277.50" });
    expect(lineOf(view, w.mealAt3)).toMatchObject({ grossPay: "240.00" });
    const offGross = Number(offView.totals.grossPay);
    expect(view.totals).toMatchObject({ mealPremiumPay: "80.00", grossPay: (offGross + 80).toFixed(2) });

    const csv = (await admin.get(`/api/payroll/export.csv?weekOf=${WEEK}`).expect(200)).text;
    const [header, ...rows] = csv.trim().split("\r\n");
    expect(header.split(",").slice(-3)).toEqual(["Gross Pay", "Missed Meal Break Days", "Meal Premium Pay"]);
    // The older columns keep their places: the first eleven are those of the file with the rule off.
    expect(header.split(",").slice(0, 11)).toEqual(offCsv.trim().split("\r\n")[0].split(","));
    const row = rows.map((r) => r.split(",")).find((cells) => cells[0] === String(w.mealAt6))!;
    expect(row.slice(-3)).toEqual(["270.00", TUESDAY, "30.00"]);
  });

  it("turning the rule off again (premium still stored on) gives back exactly the week and the CSV as before", async () => {
    await settings({ mealBreakRule: "off", mealPremium: true });
    expect(await week()).toEqual(offView);
    expect((await admin.get(`/api/payroll/export.csv?weekOf=${WEEK}`).expect(200)).text).toBe(offCsv);
  });

  it("approval stores the gross the week shows, premium included, and notes the missed days", async () => {
    await settings({ mealBreakRule: "california", mealPremium: true });
    const shown = await week();
    const res = await admin.post("/api/payroll/approve").send({ weekOf: WEEK });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.workers).toEqual(shown.workers);
    const rows = await t.database.db.select().from(payrollEntries).where(eq(payrollEntries.payPeriodId, res.body.payPeriod.id));
    for (const line of shown.workers) {
      expect(rows.find((r) => r.workerId === line.workerId)?.grossPay).toBe(line.grossPay);
    }
    expect(rows.find((r) => r.workerId === w.mealAt6)?.notes).toContain(`Missed meal breaks: ${TUESDAY}`);
    expect(rows.find((r) => r.workerId === w.mealAt3)?.notes ?? "").not.toContain("meal");
  });
});
