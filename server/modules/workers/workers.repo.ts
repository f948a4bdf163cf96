// Data access for the worker roster; the list carries each worker's open entry id in the same query.
import { and, asc, eq, getTableColumns, isNull } from "drizzle-orm";
import { timeEntries, workers, type Worker } from "@shared/schema";
import type { Db } from "../../db/client";

export type WorkerWithActiveEntry = Worker & { activeTimeEntryId: number | null };

export function createWorkersRepo(db: Db) {
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

    async insert(values: typeof workers.$inferInsert): Promise<Worker> {
      const [row] = await db.insert(workers).values(values).returning();
      return row;
    },

    async update(id: number, values: Partial<typeof workers.$inferInsert>): Promise<Worker | undefined> {
      const [row] = await db.update(workers).set(values).where(eq(workers.id, id)).returning();
      return row;
    },
  };
}

export type WorkersRepo = ReturnType<typeof createWorkersRepo>;
