// The payroll read splits minutes into regular and overtime in SQL (payrollRepo.weekPayBuckets) and prices the
// per-worker, per-rate sums (payrollFromBuckets). fast-check: for random weeks of entries (mixed rates and no rate
// within one day, breaks, overlaps, open entries, instants with microseconds, DST weeks in two zones, daily and weekly
// overtime) each worker-and-rate bucket holds exactly the minutes allocateEntryMinutes gives that worker's entries at
// that rate, and the report equals the one calculatePayroll gives over the same week's entries, cent for cent.
import fc from "fast-check";
import { inArray, sql } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timeEntries } from "@shared/schema";
import { payrollFromBuckets, type PayrollEntry } from "@shared/domain/payroll";
import { allocateEntryMinutes, calculatePayroll, payRuleOptionsOf } from "@shared/domain/pay-evaluation";
import { labelledWeekBuckets } from "../../server/modules/payroll/pay-figures";
import { isSpecPreset } from "@shared/domain/overtime-labels";
import { parseCents } from "@shared/domain/money";
import { weekRange } from "@shared/domain/work-week";
import { createPayrollRepo } from "../../server/modules/payroll/payroll.repo";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createWorker, insertProject } from "../unit/time-clock/api-fixtures";
import { specPresetOf } from "@shared/domain/overtime-setting";

let t: TestApp;
let admin: TestAgent;
let projectId: number;
let workerIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
  projectId = (await insertProject(t)).id;
  workerIds = [];
  for (let i = 0; i < 3; i++) workerIds.push((await createWorker(admin, { name: `Bucket ${i}` })).id);
});
afterAll(async () => {
  await t.close();
});

/** Spring-forward and fall-back weeks in Denver and Santiago (whose clocks change at midnight), and an ordinary week. */
const CASES = [
  { timeZone: "America/Denver", weekKey: "2026-03-08" },
  { timeZone: "America/Denver", weekKey: "2026-11-01" },
  { timeZone: "America/Denver", weekKey: "2026-06-14" },
  { timeZone: "America/Santiago", weekKey: "2026-04-01" },
  { timeZone: "America/Santiago", weekKey: "2026-04-05" },
  { timeZone: "America/Santiago", weekKey: "2026-09-02" },
  { timeZone: "America/Santiago", weekKey: "2026-09-06" },
];

const entryArb = fc.record({
  worker: fc.integer({ min: 0, max: 2 }),
  /** From 14 h before the week to just past its end, so the week's edges are crossed both ways. */
  startOffsetSeconds: fc.integer({ min: -14 * 3600, max: 7 * 24 * 3600 + 3600 }),
  /** Whole minutes (where sub-millisecond digits decide the minute), short shifts, long ones that make overtime. */
  durationSeconds: fc.oneof(
    fc.integer({ min: 0, max: 600 }).map((minutes) => minutes * 60),
    fc.integer({ min: 0, max: 300 }),
    fc.integer({ min: 0, max: 14 * 3600 }),
  ),
  clockInMicros: fc.integer({ min: 0, max: 999_999 }),
  clockOutMicros: fc.integer({ min: 0, max: 999_999 }),
  rate: fc.constantFrom(null, "0.00", "15.00", "18.75", "22.33", "40.10"),
  breakMinutes: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 90 })),
  open: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
});

describe("payroll from SQL minute sums", () => {
  it("equals calculatePayroll over the week's entries for random weeks", async () => {
    const repo = createPayrollRepo(t.database.db);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CASES),
        fc.boolean(),
        fc.array(entryArb, { maxLength: 24 }),
        async ({ timeZone, weekKey }, weeklyOvertime, entries) => {
          await t.database.db.delete(timeEntries).where(inArray(timeEntries.workerId, workerIds));
          const week = weekRange(weekKey, timeZone);
          const openWorkers = new Set<number>();
          for (const e of entries) {
            const workerId = workerIds[e.worker];
            // One open entry per worker at most: the database allows no more.
            const open = e.open && !openWorkers.has(workerId);
            if (open) openWorkers.add(workerId);
            const clockIn = new Date(week.start.getTime() + e.startOffsetSeconds * 1000);
            const clockOut = new Date(clockIn.getTime() + e.durationSeconds * 1000);
            // Sub-millisecond digits the Date objects of the entry rows cannot carry; clock-out never before clock-in.
            const inMicros = e.clockInMicros;
            const outMicros = e.durationSeconds === 0 ? Math.max(e.clockInMicros, e.clockOutMicros) : e.clockOutMicros;
            await t.database.db.insert(timeEntries).values({
              workerId,
              projectId,
              clockInTime: sql`${clockIn.toISOString()}::timestamptz + ${`${inMicros} microseconds`}::interval` as never,
              clockOutTime: open ? null : (sql`${clockOut.toISOString()}::timestamptz + ${`${outMicros} microseconds`}::interval` as never),
              hourlyRate: e.rate,
              breakTime: e.breakMinutes,
            });
          }

          const rows = await repo.weekEntries(week);
          const options = payRuleOptionsOf({ overtimeRule: specPresetOf(weeklyOvertime) }, timeZone);
          if (!isSpecPreset(options.rule)) throw new Error("the weekly switch chooses one of the spec's presets");
          const inputs: PayrollEntry[] = rows.map((r) => ({
            workerId: r.workerId,
            clockInTime: r.clockInTime,
            clockOutTime: r.clockOutTime,
            hourlyRateCents: parseCents(r.hourlyRate),
            breakMinutes: r.breakTime,
          }));
          const buckets = await repo.weekPayBuckets(week, timeZone, options.rule);

          // Minute for minute, per worker and rate (a pay-level comparison cannot tell no rate from 0.00).
          const expectedBuckets = new Map<string, { regularMinutes: number; overtimeMinutes: number; entryCount: number }>();
          for (const a of allocateEntryMinutes(inputs, options)) {
            const key = `${a.entry.workerId}|${a.entry.hourlyRateCents}`;
            const bucket = expectedBuckets.get(key) ?? { regularMinutes: 0, overtimeMinutes: 0, entryCount: 0 };
            bucket.regularMinutes += a.regularMinutes;
            bucket.overtimeMinutes += a.overtimeMinutes;
            bucket.entryCount += 1;
            expectedBuckets.set(key, bucket);
          }
          const sqlBuckets = new Map(
            buckets
              .filter((b) => b.entryCount > 0)
              .map((b) => [`${b.workerId}|${b.hourlyRateCents}`, { regularMinutes: b.regularMinutes, overtimeMinutes: b.overtimeMinutes, entryCount: b.entryCount }]),
          );
          expect(sqlBuckets).toEqual(expectedBuckets);

          expect(payrollFromBuckets(buckets)).toEqual(calculatePayroll(inputs, options));
          // The path the other presets take (every entry labelled, breaks read) gives the same week.
          expect(payrollFromBuckets(labelledWeekBuckets(await repo.entriesWithBreaks(week), week, options))).toEqual(payrollFromBuckets(buckets));
          expect(buckets.reduce((sum, b) => sum + b.openCount, 0)).toBe(rows.filter((r) => r.clockOutTime === null).length);
          for (const b of buckets) expect(b.workerName).toBe(`Bucket ${workerIds.indexOf(b.workerId)}`);
        },
      ),
      { numRuns: 60 },
    );
  });
});
