// THE lock order of a worker's time entries (QUALITY 58). Every write of a worker's entries (a punch, a switch, a
// break, the office's correction, close or manual entry, a sign-off, a kiosk tap, the auto-close) takes, in order:
//   1. the worker's row, FOR UPDATE (lockWorker): writes of one worker's entries run one at a time, so the overlap
//      checks, the one-open-entry rule and the week's pay recomputation each see the others' results;
//   2. the pay weeks it touches, the shared advisory lock (lockWeeks, in date order; entry-upkeep.ts assertWeekOpen
//      takes the same lock again to check the week); approving a week takes it exclusively, then marks the week's
//      entries, and never waits for a worker's row;
//   3. the entry rows (lockEntryRow, or the conditional UPDATE that closes one).
// A path that takes them in another order deadlocks against one that follows it: a switch racing the office's
// "Clock out now" did, 44 times in 300 racing requests (tests/drills/live-entry-race.drill.test.ts).
import { eq } from "drizzle-orm";
import { timeEntries, workers, type TimeEntry, type Worker } from "@shared/schema";
import { dayKey, weekStartKey } from "@shared/domain/work-week";
import type { Tx } from "../../db/client";
import { lockPayrollWeek } from "../payroll/pay-period-lock.repo";

/** Step 1: the worker's row lock, held until the transaction ends. Undefined for an unknown worker. */
export async function lockWorker(tx: Tx, workerId: number): Promise<Worker | undefined> {
  const [row] = await tx.select().from(workers).where(eq(workers.id, workerId)).for("update").limit(1);
  return row;
}

/**
 * Step 2: the shared locks of the weeks of these instants, each once, earliest first. Taken before any entry row,
 * so an approval (which holds its week and then waits for entry rows) never waits for a write that waits for it.
 */
export async function lockWeeks(tx: Tx, instants: readonly Date[], timeZone: string): Promise<void> {
  const weeks = [...new Set(instants.map((instant) => weekStartKey(dayKey(instant, timeZone))))].sort();
  for (const week of weeks) await lockPayrollWeek(tx, week, "shared");
}

/** Whose entry this is and when it began, read without a lock: what steps 1 and 2 need before step 3. */
export async function entryHead(tx: Tx, entryId: number): Promise<{ workerId: number; clockInTime: Date } | undefined> {
  const [row] = await tx
    .select({ workerId: timeEntries.workerId, clockInTime: timeEntries.clockInTime })
    .from(timeEntries)
    .where(eq(timeEntries.id, entryId))
    .limit(1);
  return row;
}

/** Step 3: the entry's row lock, and the entry as it is under it. Steps 1 and 2 come first. */
export async function lockEntryRow(tx: Tx, entryId: number): Promise<TimeEntry | undefined> {
  const [row] = await tx.select().from(timeEntries).where(eq(timeEntries.id, entryId)).for("update").limit(1);
  return row;
}

/**
 * Steps 1 to 3 for a write of one entry: its worker; with `payTimeZone` (the write changes the entry's pay, as a break
 * does) its week, in that zone (the worker's row held, the clock-in cannot move meanwhile: every writer of it holds that
 * row first); then the entry. Undefined for an unknown entry.
 */
export async function lockEntry(tx: Tx, entryId: number, payTimeZone?: string): Promise<TimeEntry | undefined> {
  const head = await entryHead(tx, entryId);
  if (!head) return undefined;
  await lockWorker(tx, head.workerId);
  if (payTimeZone) await lockWeeks(tx, [head.clockInTime], payTimeZone);
  return lockEntryRow(tx, entryId);
}
