// Migration 0020: entries made before timed breaks (typed minutes, no break rows) get one unpaid meal break in the
// middle of the shift, where a manual entry's breakMinutes puts it today, and keep their breakTime. Open entries,
// entries holding breaks already and minutes longer than the shift are left alone; running it again adds nothing.
import fs from "node:fs";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, expect, it } from "vitest";
import { middleMealBreak } from "@shared/domain/breaks";
import { timeEntries, timeEntryBreaks } from "@shared/schema";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createWorker, insertProject, testClock } from "../unit/time-clock/api-fixtures";

const clock = testClock("2026-03-12T18:00:00Z");
let t: TestApp;
let admin: TestAgent;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  admin = await adminAgent(t.app);
});
afterAll(async () => {
  await t.close();
});

async function runMigration() {
  const migration = fs.readFileSync(path.join(process.cwd(), "migrations/0020_timed_breaks_for_minutes.sql"), "utf8");
  for (const statement of migration.split("--> statement-breakpoint")) await t.database.db.execute(sql.raw(statement));
}

it("gives typed minutes their timed meal break in the middle of the shift, once, and leaves the rest alone", async () => {
  const projectId = (await insertProject(t)).id;
  const workerId = (await createWorker(admin)).id;
  const insert = async (clockIn: string, clockOut: string | null, breakTime: number) => {
    const [row] = await t.database.db
      .insert(timeEntries)
      .values({ workerId, projectId, clockInTime: new Date(clockIn), clockOutTime: clockOut ? new Date(clockOut) : null, breakTime })
      .returning({ id: timeEntries.id });
    return row.id;
  };
  // 07:00-15:31:07: an odd length, so the half-second of slack shows the rounding.
  const typed = await insert("2026-03-02T14:00:00Z", "2026-03-02T22:31:07Z", 30);
  const none = await insert("2026-03-03T14:00:00Z", "2026-03-03T22:00:00Z", 0);
  const open = await insert("2026-03-12T14:00:00Z", null, 15);
  const tooLong = await insert("2026-03-04T14:00:00Z", "2026-03-04T14:20:00Z", 30);
  const timed = await insert("2026-03-05T14:00:00Z", "2026-03-05T22:00:00Z", 20);
  await t.database.db.insert(timeEntryBreaks).values({
    timeEntryId: timed,
    kind: "meal",
    startedAt: new Date("2026-03-05T18:00:00Z"),
    endedAt: new Date("2026-03-05T18:20:00Z"),
    paid: false,
  });

  await runMigration();
  await runMigration();

  const rows = await t.database.db
    .select()
    .from(timeEntryBreaks)
    .where(inArray(timeEntryBreaks.timeEntryId, [typed, none, open, tooLong, timed]));
  const expected = middleMealBreak({ start: new Date("2026-03-02T14:00:00Z"), end: new Date("2026-03-02T22:31:07Z") }, 30);
  expect(rows.filter((r) => r.timeEntryId === typed)).toEqual([
    expect.objectContaining({ kind: "meal", startedAt: expected.start, endedAt: expected.end, paid: false, startedBy: null }),
  ]);
  expect(rows.filter((r) => r.timeEntryId === timed)).toHaveLength(1);
  expect(rows.filter((r) => [none, open, tooLong].includes(r.timeEntryId))).toEqual([]);
  const [entry] = await t.database.db.select().from(timeEntries).where(eq(timeEntries.id, typed));
  expect(entry.breakTime).toBe(30);
});
