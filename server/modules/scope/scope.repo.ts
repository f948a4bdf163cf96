// Reads behind a caller's scope: the projects a worker is on, and the workers on those projects' teams.
import { eq, inArray } from "drizzle-orm";
import { projectWorkers } from "@shared/schema";
import type { Db } from "../../db/client";

export function createScopeRepo(db: Db) {
  return {
    async projectIdsOfWorker(workerId: number): Promise<number[]> {
      const rows = await db.select({ id: projectWorkers.projectId }).from(projectWorkers).where(eq(projectWorkers.workerId, workerId));
      return rows.map((r) => r.id);
    },

    async workerIdsOnProjects(projectIds: number[]): Promise<number[]> {
      if (projectIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ id: projectWorkers.workerId })
        .from(projectWorkers)
        .where(inArray(projectWorkers.projectId, projectIds));
      return rows.map((r) => r.id);
    },
  };
}

export type ScopeRepo = ReturnType<typeof createScopeRepo>;
