// Data access for the worker roster; the list carries each worker's open entry id in the same query. Rate, active
// and archived changes are written with their audit rows (worker_changes) in the same transaction.
import { and, asc, eq, getTableColumns, gte, inArray, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import { jobs, timeEntries, users, workerChanges, workers, type Worker } from "@shared/schema";
import type { InstantRange } from "@shared/domain/work-week";
import { emailKey } from "@shared/api/roster-rows";
import type { Db } from "../../db/client";
import { PG_FOREIGN_KEY_VIOLATION, PG_RESTRICT_VIOLATION, pgError } from "../../lib/pg-errors";
import { createWorkerAccountsRepo } from "./worker-accounts.repo";
import { changeColumns, createWorkerHistoryRepo } from "./worker-history.repo";

/** A worker as the roster reads it: every column but the PIN's hash (only whether one is set), and its open entry's id. */
export type WorkerWithActiveEntry = Omit<Worker, "pinHash"> & { hasPin: boolean; activeTimeEntryId: number | null };
export type PinResult = { kind: "ok" } | { kind: "missing" };
export type DeleteWorkerResult = "deleted" | "missing" | "has_time_entries";
export type ArchiveResult = { kind: "ok" } | { kind: "missing" } | { kind: "clocked_in" };
/** Lower-cased e-mail address -> the name of the worker who has it. */
export type EmailOwners = Map<string, string>;
/** One transaction-scoped advisory lock key: roster imports run one at a time, so two files cannot both add one e-mail. */
const ROSTER_IMPORT_LOCK_KEY = 0x57_4b_52_49;
export type NewWorkerChange = Pick<typeof workerChanges.$inferInsert, "field" | "fromValue" | "toValue">;
/** Who made a change and when (the server's clock). */
export interface ChangeStamp {
  userId: number;
  at: Date;
}


// The PIN's hash never leaves this file: the roster reads whether there is one.
const { pinHash: _pinHash, ...workerColumns } = getTableColumns(workers);
const rosterColumns = { ...workerColumns, hasPin: sql<boolean>`${workers.pinHash} is not null`, activeTimeEntryId: timeEntries.id };

export function createWorkersRepo(db: Db) {
  const history = createWorkerHistoryRepo(db);
  function selectChanges() {
    return db
      .select(changeColumns)
      .from(workerChanges)
      .innerJoin(workers, eq(workers.id, workerChanges.workerId))
      .leftJoin(users, eq(users.id, workerChanges.changedBy));
  }

  async function emailOwnersIn(source: Pick<Db, "select">): Promise<EmailOwners> {
    const rows = await source.select({ name: workers.name, email: workers.email }).from(workers).where(isNotNull(workers.email));
    return new Map(rows.map((row) => [emailKey(row.email!), row.name]));
  }

  return {
    ...history,
    ...createWorkerAccountsRepo(db),
    /**
     * The current roster (archived workers left out), or with `archived` only the archived ones; with `workerIds`,
     * only those workers (a crew member's or foreman's scope; null for every worker).
     */
    async list(options: { archived: boolean; workerIds: number[] | null }): Promise<WorkerWithActiveEntry[]> {
      if (options.workerIds?.length === 0) return [];
      return db
        .select(rosterColumns)
        .from(workers)
        .leftJoin(timeEntries, and(eq(timeEntries.workerId, workers.id), isNull(timeEntries.clockOutTime)))
        .where(
          and(
            options.archived ? isNotNull(workers.archivedAt) : isNull(workers.archivedAt),
            options.workerIds ? inArray(workers.id, options.workerIds) : undefined,
          ),
        )
        .orderBy(asc(workers.name), asc(workers.id));
    },

    async findById(id: number): Promise<WorkerWithActiveEntry | undefined> {
      const [row] = await db
        .select(rosterColumns)
        .from(workers)
        .leftJoin(timeEntries, and(eq(timeEntries.workerId, workers.id), isNull(timeEntries.clockOutTime)))
        .where(eq(workers.id, id))
        .limit(1);
      return row;
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: workers.id }).from(workers).where(eq(workers.id, id)).limit(1);
      return Boolean(row);
    },

    /** Inserts the worker and the audit rows `audit` names for it (its starting rate), in one transaction. */
    async insert(values: typeof workers.$inferInsert, by: ChangeStamp, audit: (created: Worker) => NewWorkerChange[]): Promise<Worker> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(workers).values(values).returning();
        const changes = audit(row);
        if (changes.length) {
          await tx.insert(workerChanges).values(changes.map((c) => ({ ...c, workerId: row.id, changedBy: by.userId, changedAt: by.at })));
        }
        return row;
      });
    },

    /**
     * Updates the worker and writes the audit rows `audit` derives from the row before and after, in one transaction.
     * The row is locked first, so two concurrent edits each record the value they really replaced.
     */
    async update(
      id: number,
      values: Partial<typeof workers.$inferInsert>,
      by: ChangeStamp,
      audit: (before: Worker, after: Worker) => NewWorkerChange[],
    ): Promise<Worker | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(workers).where(eq(workers.id, id)).for("update").limit(1);
        if (!before) return undefined;
        const [after] = await tx.update(workers).set(values).where(eq(workers.id, id)).returning();
        const changes = audit(before, after);
        if (changes.length) {
          await tx.insert(workerChanges).values(changes.map((c) => ({ ...c, workerId: id, changedBy: by.userId, changedAt: by.at })));
        }
        return after;
      });
    },

    /**
     * Sets (a bcrypt hash) or removes (null) the worker's kiosk PIN with its audit row, under the row's lock: from and
     * to say whether a PIN was set (true to true is a new PIN). Removing a PIN that is not set writes nothing.
     */
    async setPin(id: number, pinHash: string | null, by: ChangeStamp): Promise<PinResult> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ pinHash: workers.pinHash }).from(workers).where(eq(workers.id, id)).for("update").limit(1);
        if (!before) return { kind: "missing" };
        if (pinHash === null && before.pinHash === null) return { kind: "ok" };
        await tx.update(workers).set({ pinHash }).where(eq(workers.id, id));
        await tx.insert(workerChanges).values({
          workerId: id,
          field: "pin",
          fromValue: String(before.pinHash !== null),
          toValue: String(pinHash !== null),
          changedBy: by.userId,
          changedAt: by.at,
        });
        return { kind: "ok" };
      });
    },

    /**
     * Deletes a worker with no time entries, taking their id out of every job's assigned workers in the same
     * transaction. The row is locked first, so a clock-in (which share-locks it) either lands before and is seen
     * here, or waits and then finds no worker; time_entries' RESTRICT foreign key refuses the delete regardless.
     * Team rows and the audit trail go with the worker (ON DELETE CASCADE).
     */
    async delete(id: number): Promise<DeleteWorkerResult> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.select({ id: workers.id }).from(workers).where(eq(workers.id, id)).for("update").limit(1);
          if (!row) return "missing";
          const [entry] = await tx.select({ id: timeEntries.id }).from(timeEntries).where(eq(timeEntries.workerId, id)).limit(1);
          if (entry) return "has_time_entries";
          // assignedWorkerIds is an array column (no foreign key), so the id is taken out here, in the same transaction.
          await tx
            .update(jobs)
            .set({ assignedWorkerIds: sql`array_remove(${jobs.assignedWorkerIds}, ${id}::integer)` })
            .where(sql`${id}::integer = any(${jobs.assignedWorkerIds})`);
          await tx.delete(workers).where(eq(workers.id, id));
          return "deleted";
        });
      } catch (error) {
        if (pgError(error, PG_RESTRICT_VIOLATION, PG_FOREIGN_KEY_VIOLATION)) return "has_time_entries";
        throw error;
      }
    },

    /**
     * Archives or unarchives the worker with its audit row (none for a no-op). Locked like an edit, so a clock-in
     * landing meanwhile is either seen (an open entry refuses archiving) or waits and is then refused as archived.
     */
    async setArchived(id: number, archived: boolean, by: ChangeStamp): Promise<ArchiveResult> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(workers).where(eq(workers.id, id)).for("update").limit(1);
        if (!before) return { kind: "missing" };
        if ((before.archivedAt !== null) === archived) return { kind: "ok" };
        if (archived) {
          const [open] = await tx
            .select({ id: timeEntries.id })
            .from(timeEntries)
            .where(and(eq(timeEntries.workerId, id), isNull(timeEntries.clockOutTime)))
            .limit(1);
          if (open) return { kind: "clocked_in" };
        }
        await tx
          .update(workers)
          .set(archived ? { archivedAt: by.at, archivedBy: by.userId } : { archivedAt: null, archivedBy: null })
          .where(eq(workers.id, id));
        await tx
          .insert(workerChanges)
          .values({ workerId: id, field: "archived", fromValue: String(!archived), toValue: String(archived), changedBy: by.userId, changedAt: by.at });
        return { kind: "ok" };
      });
    },

    emailOwners: () => emailOwnersIn(db),

    /**
     * Stores every worker of an import in one transaction, or none: `check` sees the e-mail addresses on file under
     * the import lock and returns the rows to insert, or null to store nothing. Each starting rate gets its audit row.
     */
    async insertAll(
      check: (owners: EmailOwners) => (typeof workers.$inferInsert)[] | null,
      by: ChangeStamp,
    ): Promise<Worker[] | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ROSTER_IMPORT_LOCK_KEY})`);
        const values = check(await emailOwnersIn(tx));
        if (!values) return null;
        const rows = await tx.insert(workers).values(values).returning();
        const rates = rows.filter((row) => row.hourlyRate !== null);
        if (rates.length) {
          await tx.insert(workerChanges).values(
            rates.map((row) => ({ workerId: row.id, field: "hourlyRate" as const, fromValue: null, toValue: row.hourlyRate, changedBy: by.userId, changedAt: by.at })),
          );
        }
        return rows;
      });
    },

    /** Every worker's rate, active and archived changes made within the range, oldest first (PIN changes are no pay change). */
    changesWithin(range: InstantRange) {
      return selectChanges()
        .where(and(gte(workerChanges.changedAt, range.start), lt(workerChanges.changedAt, range.end), ne(workerChanges.field, "pin")))
        .orderBy(asc(workerChanges.changedAt), asc(workerChanges.id));
    },
  };
}

export type WorkersRepo = ReturnType<typeof createWorkersRepo>;
export type WorkerChangeRow = Awaited<ReturnType<WorkersRepo["changesWithin"]>>[number];
