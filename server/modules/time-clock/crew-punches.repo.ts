// The reads a crew punch needs besides the punch steps' own: the named workers (for the results' names and why one was
// refused) and the entries open on a project (a clock-out of "everyone here"). Each punch still decides under its own
// locks and conditional writes (punches.repo.ts); these only say whom to try.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { timeEntries, workers } from "@shared/schema";
import type { Tx } from "../../db/client";
import { inTableSortOrder } from "../../lib/keyset.repo";

export interface CrewWorker {
  id: number;
  name: string;
  isActive: boolean;
  archivedAt: Date | null;
}

export interface OpenCrewEntry {
  id: number;
  workerId: number;
  projectId: number;
  workerName: string;
}

export function createCrewPunchesRepo() {
  return {
    async workersByIds(tx: Tx, ids: readonly number[]): Promise<Map<number, CrewWorker>> {
      const rows = await tx
        .select({ id: workers.id, name: workers.name, isActive: workers.isActive, archivedAt: workers.archivedAt })
        .from(workers)
        .where(inArray(workers.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** The entries open on a project now, by worker name (the desk tables' collation), then id. */
    async openEntriesOnProject(tx: Tx, projectId: number): Promise<OpenCrewEntry[]> {
      return tx
        .select({ id: timeEntries.id, workerId: timeEntries.workerId, projectId: timeEntries.projectId, workerName: workers.name })
        .from(timeEntries)
        .innerJoin(workers, eq(workers.id, timeEntries.workerId))
        .where(and(eq(timeEntries.projectId, projectId), isNull(timeEntries.clockOutTime)))
        .orderBy(inTableSortOrder(workers.name), timeEntries.id);
    },

    /** The named entries with their worker's name (missing ids are absent). */
    async entriesByIds(tx: Tx, ids: readonly number[]): Promise<Map<number, OpenCrewEntry>> {
      const rows = await tx
        .select({ id: timeEntries.id, workerId: timeEntries.workerId, projectId: timeEntries.projectId, workerName: workers.name })
        .from(timeEntries)
        .innerJoin(workers, eq(workers.id, timeEntries.workerId))
        .where(inArray(timeEntries.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row]));
    },
  };
}

export type CrewPunchesRepo = ReturnType<typeof createCrewPunchesRepo>;
