// Data access for the worker roster; the list carries each worker's open entry id in the same query. Rate and
// active changes are written with their audit rows (worker_changes) in the same transaction.
import { and, asc, desc, eq, getTableColumns, gte, isNull, lt } from "drizzle-orm";
import { timeEntries, users, workerChanges, workers, type Worker } from "@shared/schema";
import type { InstantRange } from "@shared/domain/work-week";
import type { Db } from "../../db/client";

export type WorkerWithActiveEntry = Worker & { activeTimeEntryId: number | null };
export type NewWorkerChange = Pick<typeof workerChanges.$inferInsert, "field" | "fromValue" | "toValue">;
/** Who made a change and when (the server's clock). */
export interface ChangeStamp {
  userId: number;
  at: Date;
}

const changeColumns = {
  id: workerChanges.id,
  workerId: workerChanges.workerId,
  workerName: workers.name,
  field: workerChanges.field,
  fromValue: workerChanges.fromValue,
  toValue: workerChanges.toValue,
  changedAt: workerChanges.changedAt,
  changedBy: workerChanges.changedBy,
  changedByFirstName: users.firstName,
  changedByLastName: users.lastName,
  changedByUsername: users.username,
  changedByEmail: users.email,
};

export function createWorkersRepo(db: Db) {
  function selectChanges() {
    return db
      .select(changeColumns)
      .from(workerChanges)
      .innerJoin(workers, eq(workers.id, workerChanges.workerId))
      .leftJoin(users, eq(users.id, workerChanges.changedBy));
  }

  return {
    async list(): Promise<WorkerWithActiveEntry[]> {
      return db
        .select({ ...getTableColumns(workers), activeTimeEntryId: timeEntries.id })
        .from(workers)
        .leftJoin(timeEntries, and(eq(timeEntries.workerId, workers.id), isNull(timeEntries.clockOutTime)))
        .orderBy(asc(workers.name), asc(workers.id));
    },

    async findById(id: number): Promise<WorkerWithActiveEntry | undefined> {
      const [row] = await db
        .select({ ...getTableColumns(workers), activeTimeEntryId: timeEntries.id })
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

    /** One worker's rate and active changes, newest first. */
    changesOf(workerId: number) {
      return selectChanges()
        .where(eq(workerChanges.workerId, workerId))
        .orderBy(desc(workerChanges.changedAt), desc(workerChanges.id));
    },

    /** Every worker's rate and active changes made within the range, oldest first. */
    changesWithin(range: InstantRange) {
      return selectChanges()
        .where(and(gte(workerChanges.changedAt, range.start), lt(workerChanges.changedAt, range.end)))
        .orderBy(asc(workerChanges.changedAt), asc(workerChanges.id));
    },
  };
}

export type WorkersRepo = ReturnType<typeof createWorkersRepo>;
export type WorkerChangeRow = Awaited<ReturnType<WorkersRepo["changesOf"]>>[number];
