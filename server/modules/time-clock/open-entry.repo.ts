// The gateway to a worker's open time entry (issue 25): the one lookup of it, its locks, the insert that opens it,
// the conditional UPDATE that closes it and the last clock-out it must follow. Everything that opens, changes or
// closes an open entry reads and writes it here (the break rows are in break-rows.repo.ts, the marks a punch leaves in
// the entry's history in entry-marks.repo.ts), guarded by the database: the worker's row lock, the one open entry per
// worker (a partial unique index) and the conditional close.
//
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
import { and, eq, isNotNull, isNull, sql, type SQLWrapper } from "drizzle-orm";
import { costCodes, projects, timeEntries, workers, type Project, type TimeEntry, type Worker } from "@shared/schema";
import type { EntryVerification } from "@shared/domain/entry-verification";
import { dayKey, weekStartKey } from "@shared/domain/work-week";
import { CLIENT_CLOCK_SKEW_MS } from "@shared/api/time-clock";
import type { Db, Tx } from "../../db/client";
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

/** An entry as every step reads it: the row, with the names its messages use. */
export type NamedEntry = TimeEntry & { workerName: string; projectName: string };
/** A worker's open entry (clock_out_time null). */
export type OpenEntry = NamedEntry;

const namedEntries = (executor: Db | Tx) =>
  executor
    .select({ entry: timeEntries, workerName: workers.name, projectName: projects.name })
    .from(timeEntries)
    .innerJoin(workers, eq(workers.id, timeEntries.workerId))
    .innerJoin(projects, eq(projects.id, timeEntries.projectId));
const named = (row: { entry: TimeEntry; workerName: string; projectName: string } | undefined): NamedEntry | undefined =>
  row ? { ...row.entry, workerName: row.workerName, projectName: row.projectName } : undefined;

/**
 * THE lookup of a worker's open entry (the partial unique index keeps it one). A writer holds the worker's row lock
 * first (step 1), so the entry it finds stays open until its transaction ends; a write of the entry itself then locks
 * its week and its row (steps 2 and 3: lockWeeks, lockEntryRow).
 */
export async function findOpenEntry(executor: Db | Tx, workerId: number): Promise<OpenEntry | undefined> {
  const [row] = await namedEntries(executor)
    .where(and(eq(timeEntries.workerId, workerId), isNull(timeEntries.clockOutTime)))
    .limit(1);
  return named(row);
}

/** An entry a step has just opened or closed, with its names, in the step's transaction. */
export async function findNamedEntry(tx: Tx, entryId: number): Promise<NamedEntry | undefined> {
  const [row] = await namedEntries(tx).where(eq(timeEntries.id, entryId)).limit(1);
  return named(row);
}

/**
 * The clock-in's project under a share lock (an office entry added by hand takes it too): a concurrent completion of
 * the project waits until the entry is stored.
 */
export async function lockProject(tx: Tx, projectId: number): Promise<Project | undefined> {
  const [row] = await tx.select().from(projects).where(eq(projects.id, projectId)).for("share").limit(1);
  return row;
}

/** A cost code an entry is given, as its checks read it (time-clock/entry-cost-code.ts). */
export async function findCostCode(tx: Tx, id: number): Promise<{ id: number; code: string; name: string; active: boolean } | undefined> {
  const [row] = await tx
    .select({ id: costCodes.id, code: costCodes.code, name: costCodes.name, active: costCodes.active })
    .from(costCodes)
    .where(eq(costCodes.id, id))
    .limit(1);
  return row;
}

export interface NewEntry {
  workerId: number;
  projectId: number;
  /** The paid time (the tap's, for a queued punch: shared/domain/tap-time.ts). */
  clockInTime: Date;
  /** When the server received it. */
  clockInReceivedAt: Date;
  clientClockInTime: Date | null;
  hourlyRate: string | null;
  location: string | null;
  notes: string | null;
  clockInLatitude: string | null;
  clockInLongitude: string | null;
  locationAccuracy: string | null;
  distanceMeters: string | null;
  geofenceVerdict: "inside" | "uncertain" | "outside" | null;
  isLocationVerified: boolean;
  /** The account that punched; null when a kiosk did (then clockInKioskId names it). */
  createdBy: number | null;
  clockInKioskId: number | null;
  verification: EntryVerification;
  costCodeId: number | null;
  /** Punched without the cost code the company requires: flagged for the office (cost_code_due). */
  costCodeDue: boolean;
  /** A crew punch: the position is the puncher's fix for the whole crew. */
  crewClockIn: boolean;
}

export interface EntryClose {
  id: number;
  /** The paid time (the tap's, for a queued punch). */
  clockOutTime: Date;
  /** When the server received it. */
  clockOutReceivedAt: Date;
  clientClockOutTime: Date | null;
  /**
   * The clock-out is refused when the phone's time is before the phone's clock-in (a spec client sending its times);
   * a queued punch's phone time is only kept: its tap age decides.
   */
  checkClientTime: boolean;
  notes: string | null;
  clockOutLocation: string | null;
  clockOutLatitude: string | null;
  clockOutLongitude: string | null;
  clockOutAccuracy: string | null;
  /** The account that punched; null when a kiosk did (then clockOutKioskId names it). */
  clockedOutBy: number | null;
  clockOutKioskId: number | null;
  /** A crew punch closes it (crew_clock_out). */
  crewPunch: boolean;
  /** The company asks for the sign-off at this clock-out (sign_off_due). */
  signOffDue?: boolean;
  /**
   * The office's close of a forgotten entry may correct its clock-in in the same statement: a clock-out before the old
   * clock-in is then no broken row, even for an instant.
   */
  clockInTime?: Date;
}

/** Between the clock-in notes and the clock-out notes when both exist, so one line reads as both. */
export const CLOCK_OUT_NOTES_SEPARATOR = " | Out: ";

/**
 * The worker's latest clock-out: 'paid', the paid time (a queued clock-in may not reach back past it); 'phone', on the
 * phone's own timeline, the phone's time where it sent one (a spec client's clockInTime is checked against it).
 */
export async function lastClockOut(tx: Tx, workerId: number, timeline: "paid" | "phone"): Promise<Date | null> {
  const at = timeline === "paid" ? timeEntries.clockOutTime : sql`coalesce(${timeEntries.clientClockOutTime}, ${timeEntries.clockOutTime})`;
  const [row] = await tx
    .select({ at: latestInstant(at) })
    .from(timeEntries)
    .where(and(eq(timeEntries.workerId, workerId), isNotNull(timeEntries.clockOutTime)));
  return row?.at ?? null;
}

/** The latest of these instants (max), read as a Date whichever driver answers (null: none). */
export const latestInstant = (instants: SQLWrapper) => sql`max(${instants})`.mapWith(timeEntries.clockOutTime);

/**
 * Inserts the open entry unless the worker already has one. The partial unique index is the arbiter, so of any
 * number of concurrent clock-ins exactly one inserts; the rest get null (no exception, the transaction stays usable).
 */
export async function insertOpenEntry(tx: Tx, entry: NewEntry): Promise<TimeEntry | null> {
  const [row] = await tx
    .insert(timeEntries)
    .values({ ...entry, updatedAt: entry.clockInReceivedAt })
    .onConflictDoNothing({ target: timeEntries.workerId, where: sql`${timeEntries.clockOutTime} is null` })
    .returning();
  return row ?? null;
}

/** What a clock-out writes on its entry, whichever statement closes it (closeEntry, or entry-marks.repo's replaceAutoClose). */
export function clockOutColumns(close: Omit<EntryClose, "checkClientTime" | "notes">) {
  return {
    ...(close.clockInTime ? { clockInTime: close.clockInTime } : {}),
    clockOutTime: close.clockOutTime,
    clockOutReceivedAt: close.clockOutReceivedAt,
    clientClockOutTime: close.clientClockOutTime,
    clockedOutBy: close.clockedOutBy,
    clockOutKioskId: close.clockOutKioskId,
    crewClockOut: close.crewPunch,
    ...(close.signOffDue ? { signOffDue: true } : {}),
    clockOutLocation: close.clockOutLocation,
    clockOutLatitude: close.clockOutLatitude,
    clockOutLongitude: close.clockOutLongitude,
    clockOutAccuracy: close.clockOutAccuracy,
    updatedAt: close.clockOutReceivedAt,
  };
}

/**
 * Closes an open entry in one statement (step 3 of the lock order: steps 1 and 2 come first); zero rows means it is
 * missing, already closed, or the client's clock-out time is before its clock-in (the caller reads the row afterwards
 * only to say which).
 */
export async function closeEntry(tx: Tx, close: EntryClose): Promise<TimeEntry | null> {
  const clientTimeFits = close.clientClockOutTime && close.checkClientTime
    ? sql`${close.clientClockOutTime.toISOString()}::timestamptz >= coalesce(${timeEntries.clientClockInTime}, ${timeEntries.clockInTime} - ${`${CLIENT_CLOCK_SKEW_MS} milliseconds`}::interval)`
    : sql`true`;
  const [row] = await tx
    .update(timeEntries)
    .set({
      ...clockOutColumns(close),
      // Clock-out notes are added after the clock-in notes (in the same statement, so nothing written meanwhile is
      // lost); no clock-out notes leave the clock-in notes as they are.
      ...(close.notes === null
        ? {}
        : {
            notes: sql`case when coalesce(${timeEntries.notes}, '') = '' then ${close.notes}::text
                            else ${timeEntries.notes} || ${CLOCK_OUT_NOTES_SEPARATOR}::text || ${close.notes}::text end`,
          }),
    })
    .where(and(eq(timeEntries.id, close.id), isNull(timeEntries.clockOutTime), clientTimeFits))
    .returning();
  return row ?? null;
}
