// QUALITY 27 (V + fast-check): the week's totals equal the sum of the entries' durations, in DST weeks too, with
// shifts that cross midnight or the week's edges (an entry counts in the week of its clock-in day). Hours are rounded
// once per pay line (worker x label x rate, issue 27), so a worker's total is within half a hundredth per line of
// the exact sum, and everything re-adds: lines to labels, labels to the total, hours x rate to pay.
import fc from "fast-check";
import { inArray } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timeEntries } from "@shared/schema";
import { weekRange } from "@shared/domain/work-week";
import { parseCents } from "@shared/domain/money";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createWorker, insertEntry, insertProject } from "../unit/time-clock/api-fixtures";

let t: TestApp;
let admin: TestAgent;
let projectId: number;
let workerIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
  projectId = (await insertProject(t)).id;
  workerIds = [];
  for (let i = 0; i < 3; i++) workerIds.push((await createWorker(admin, { name: `Prop ${i}` })).id);
});
afterAll(async () => {
  await t.close();
});

const TIME_ZONE = "America/Denver";
/** The spring-forward week, the fall-back week, and an ordinary one. */
const WEEKS = ["2026-03-08", "2026-11-01", "2026-06-14"];

const entryArb = fc.record({
  worker: fc.integer({ min: 0, max: 2 }),
  /** From 14 h before the week to its end, so some shifts start the week before and cross into it. */
  startOffsetSeconds: fc.integer({ min: -14 * 3600, max: 7 * 24 * 3600 + 3600 }),
  durationSeconds: fc.integer({ min: 0, max: 16 * 3600 }),
  rate: fc.constantFrom("0.00", "15.00", "18.75", "22.33", "40.10"),
  open: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
});

describe("QUALITY 27: weekly totals", () => {
  it("equal the sum of entry durations (whole minutes) for random weeks of entries", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...WEEKS), fc.array(entryArb, { maxLength: 12 }), async (weekKey, entries) => {
        await t.database.db.delete(timeEntries).where(inArray(timeEntries.workerId, workerIds));
        const week = weekRange(weekKey, TIME_ZONE);
        const openWorkers = new Set<number>();
        const expectedMinutes = new Map<number, number>();
        let expectedOpen = 0;
        for (const e of entries) {
          const workerId = workerIds[e.worker];
          const clockIn = new Date(week.start.getTime() + e.startOffsetSeconds * 1000);
          // One open entry per worker at most: the database allows no more.
          const open = e.open && !openWorkers.has(workerId);
          if (open) openWorkers.add(workerId);
          const clockOut = open ? null : new Date(clockIn.getTime() + e.durationSeconds * 1000);
          await insertEntry(t, { workerId, projectId, clockInTime: clockIn, clockOutTime: clockOut, hourlyRate: e.rate });
          const inWeek = clockIn >= week.start && clockIn < week.end;
          if (!inWeek) continue;
          if (open) expectedOpen += 1;
          else expectedMinutes.set(workerId, (expectedMinutes.get(workerId) ?? 0) + Math.floor(e.durationSeconds / 60));
        }

        const res = await admin.get(`/api/payroll?weekOf=${weekKey}&dayHours=true`);
        expect(res.status).toBe(200);
        expect(res.body.openEntries).toBe(expectedOpen);
        const hundredths = (hours: number) => Math.round(hours * 100);
        expect(res.body.workers.map((w: any) => w.workerId).sort()).toEqual([...expectedMinutes.keys()].sort());
        let gross = 0;
        let totalHundredths = 0;
        for (const w of res.body.workers) {
          const exact = (expectedMinutes.get(w.workerId)! * 100) / 60;
          expect(Math.abs(hundredths(w.totalHours) - exact)).toBeLessThanOrEqual(0.5 * w.payLines.length);
          expect(hundredths(w.totalHours)).toBe(hundredths(w.regularHours) + hundredths(w.overtimeHours) + hundredths(w.doubleTimeHours));
          const lineSum = (label: string) => w.payLines.filter((l: any) => l.label === label).reduce((sum: number, l: any) => sum + hundredths(l.hours), 0);
          expect([lineSum("regular"), lineSum("overtime"), lineSum("double_time")]).toEqual([hundredths(w.regularHours), hundredths(w.overtimeHours), hundredths(w.doubleTimeHours)]);
          for (const l of w.payLines) expect(parseCents(l.pay)).toBe(Math.round(Number((l.hours * Number(l.labelRate) * 100).toFixed(6))));
          expect(parseCents(w.regularPay)! + parseCents(w.overtimePay)! + parseCents(w.doubleTimePay)!).toBe(parseCents(w.grossPay));
          // The desk grid's day cells add up to the worker's total, to the hundredth.
          const days = res.body.dayHours.filter((c: any) => c.workerId === w.workerId);
          expect(days.reduce((sum: number, c: any) => sum + hundredths(c.hours), 0)).toBe(hundredths(w.totalHours));
          gross += parseCents(w.grossPay)!;
          totalHundredths += hundredths(w.totalHours);
        }
        expect(hundredths(res.body.totals.totalHours)).toBe(totalHundredths);
        expect(parseCents(res.body.totals.grossPay)).toBe(gross);
      }),
      { numRuns: 25 },
    );
  });
});
