// Data access for the dashboard figures: the few project columns they are computed from.
import { projects } from "@shared/schema";
import type { Db } from "../../db/client";

export function createStatsRepo(db: Db) {
  return {
    /** One narrow row per project; the figures are computed by the shared summary rule, not in SQL twice. */
    projectFigures: () => db.select({ status: projects.status, progress: projects.progress, completedAt: projects.completedAt }).from(projects),
  };
}

export type StatsRepo = ReturnType<typeof createStatsRepo>;
