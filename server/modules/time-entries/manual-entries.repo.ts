// Data access for entries added by hand and for deletions: the manual insert with its 'add' change row, the deletion
// (snapshot first, then the row itself), and the audit lines the pay-changes list reads.
import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import { kiosks, timeEntries, timeEntryChanges, timeEntryDeletions, users, workers, projects, type TimeEntry, type TimeEntryDeletion } from "@shared/schema";
import type { InstantRange } from "@shared/domain/work-week";
import type { TimeEntryChangeAction } from "@shared/api/time-clock-views";
import { isBreakPaid, type BreakSpan } from "@shared/domain/breaks";
import type { Db, Tx } from "../../db/client";
import type { TimeEntryRow } from "./time-entries.repo";
import { toWire } from "../../lib/wire";
import { replaceBreaks } from "../time-clock/break-rows.repo";
import { entryRefColumns } from "../../lib/entry-ref.repo";

export interface NewManualEntry {
  workerId: number;
  projectId: number;
  clockInTime: Date;
  clockOutTime: Date;
  /** Its timed breaks; breakTime is derived from them. */
  breaks: readonly BreakSpan[];
  /** The company's meal pay setting now: whether the meal breaks are paid. */
  mealBreaksPaid: boolean;
  hourlyRate: string | null;
  costCodeId: number | null;
  createdBy: number;
  at: Date;
  reason: string;
}

export interface EntryDeletion {
  entry: TimeEntryRow;
  reason: string;
  deletedBy: number;
  at: Date;
}

const byColumns = { byFirstName: users.firstName, byLastName: users.lastName, byUsername: users.username, byEmail: users.email };

export function createManualEntriesRepo(db: Db) {
  return {
    /**
     * Inserts the closed entry marked 'manual' with its breaks (breakTime derived from them) and its 'add' change row
     * (every field from null), in the caller's transaction.
     */
    async insertManualEntry(tx: Tx, entry: NewManualEntry): Promise<TimeEntry> {
      const [inserted] = await tx
        .insert(timeEntries)
        .values({
          workerId: entry.workerId,
          projectId: entry.projectId,
          clockInTime: entry.clockInTime,
          clockOutTime: entry.clockOutTime,
          hourlyRate: entry.hourlyRate,
          costCodeId: entry.costCodeId,
          source: "manual",
          createdBy: entry.createdBy,
          clockedOutBy: entry.createdBy,
          createdAt: entry.at,
          updatedAt: entry.at,
        })
        .returning();
      const settings = { mealBreaksPaid: entry.mealBreaksPaid };
      const row = { ...inserted, breakTime: await replaceBreaks(tx, inserted.id, entry.breaks, settings, entry.createdBy) };
      await tx.insert(timeEntryChanges).values({
        timeEntryId: row.id,
        changedBy: entry.createdBy,
        changedAt: entry.at,
        action: "add",
        changes: {
          workerId: [null, entry.workerId],
          projectId: [null, entry.projectId],
          clockInTime: [null, entry.clockInTime.toISOString()],
          clockOutTime: [null, entry.clockOutTime.toISOString()],
          breakTime: [null, row.breakTime],
          ...(entry.breaks.length === 0
            ? {}
            : {
                breaks: [
                  null,
                  entry.breaks.map((b) => ({ kind: b.kind, startedAt: b.start.toISOString(), endedAt: b.end.toISOString(), paid: isBreakPaid(b.kind, settings) })),
                ],
              }),
          hourlyRate: [null, entry.hourlyRate],
          ...(entry.costCodeId === null ? {} : { costCodeId: [null, entry.costCodeId] }),
        },
        reason: entry.reason,
      });
      return row;
    },

    /**
     * Keeps what the entry was (the whole row as the API sends it), who deleted it, when and why, then deletes the row;
     * its change rows stay (they have no foreign key to it). Zero rows deleted means it went meanwhile: null.
     */
    async deleteEntry(tx: Tx, deletion: EntryDeletion): Promise<TimeEntryDeletion | null> {
      const { entry } = deletion;
      const removed = await tx.delete(timeEntries).where(eq(timeEntries.id, entry.id)).returning({ id: timeEntries.id });
      if (!removed.length) return null;
      const { workerName, projectName, ...row } = entry;
      const [record] = await tx
        .insert(timeEntryDeletions)
        .values({
          timeEntryId: entry.id,
          workerId: entry.workerId,
          workerName,
          projectId: entry.projectId,
          projectName,
          clockInTime: entry.clockInTime,
          clockOutTime: entry.clockOutTime,
          source: entry.source,
          entry: toWire(row),
          reason: deletion.reason,
          deletedBy: deletion.deletedBy,
          deletedAt: deletion.at,
        })
        .returning();
      return record;
    },

    async deletionByEntryId(entryId: number, executor: Db | Tx = db) {
      const [row] = await executor
        .select({ deletion: timeEntryDeletions, ...byColumns })
        .from(timeEntryDeletions)
        .leftJoin(users, eq(users.id, timeEntryDeletions.deletedBy))
        .where(eq(timeEntryDeletions.timeEntryId, entryId))
        .limit(1);
      return row;
    },

    /** Entries clocked in within the range that were deleted, oldest deletion first. */
    deletionsWithin(range: InstantRange) {
      return db
        .select({ deletion: timeEntryDeletions, ...byColumns })
        .from(timeEntryDeletions)
        .leftJoin(users, eq(users.id, timeEntryDeletions.deletedBy))
        .where(and(gte(timeEntryDeletions.clockInTime, range.start), lt(timeEntryDeletions.clockInTime, range.end)))
        .orderBy(asc(timeEntryDeletions.deletedAt), asc(timeEntryDeletions.id));
    },

    /** Entries added by hand that are clocked in within the range (and still exist), with their 'add' change row. */
    manualAddsWithin(range: InstantRange) {
      return db
        .select({
          entry: timeEntries,
          workerName: workers.name,
          projectName: projects.name,
          reason: timeEntryChanges.reason,
          at: timeEntryChanges.changedAt,
          by: timeEntryChanges.changedBy,
          ...byColumns,
        })
        .from(timeEntries)
        .innerJoin(workers, eq(workers.id, timeEntries.workerId))
        .innerJoin(projects, eq(projects.id, timeEntries.projectId))
        .innerJoin(timeEntryChanges, and(eq(timeEntryChanges.timeEntryId, timeEntries.id), eq(timeEntryChanges.action, "add")))
        .leftJoin(users, eq(users.id, timeEntryChanges.changedBy))
        .where(and(eq(timeEntries.source, "manual"), gte(timeEntries.clockInTime, range.start), lt(timeEntries.clockInTime, range.end)))
        .orderBy(asc(timeEntryChanges.changedAt), asc(timeEntries.id));
    },

    /**
     * The change rows of these actions (the late taps, issue 26, and the corrections that move pay, issue 27) of the
     * entries clocked in within the range, oldest first, with who made each (an account, or a kiosk).
     */
    entryChangesWithin(range: InstantRange, actions: readonly TimeEntryChangeAction[]) {
      return db
        .select({
          ...entryRefColumns,
          id: timeEntryChanges.id,
          action: timeEntryChanges.action,
          changes: timeEntryChanges.changes,
          reason: timeEntryChanges.reason,
          at: timeEntryChanges.changedAt,
          by: timeEntryChanges.changedBy,
          kioskName: kiosks.name,
          ...byColumns,
        })
        .from(timeEntryChanges)
        .innerJoin(timeEntries, eq(timeEntries.id, timeEntryChanges.timeEntryId))
        .innerJoin(workers, eq(workers.id, timeEntries.workerId))
        .innerJoin(projects, eq(projects.id, timeEntries.projectId))
        .leftJoin(users, eq(users.id, timeEntryChanges.changedBy))
        .leftJoin(kiosks, eq(kiosks.id, timeEntryChanges.kioskId))
        .where(and(inArray(timeEntryChanges.action, [...actions]), gte(timeEntries.clockInTime, range.start), lt(timeEntries.clockInTime, range.end)))
        .orderBy(asc(timeEntryChanges.changedAt), asc(timeEntryChanges.id));
    },
  };
}

export type ManualEntriesRepo = ReturnType<typeof createManualEntriesRepo>;
export type DeletionRow = NonNullable<Awaited<ReturnType<ManualEntriesRepo["deletionByEntryId"]>>>;
