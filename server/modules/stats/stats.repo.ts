// Data access for the dashboard figures: the few project columns they are computed from, and for crew and foremen
// the count of a day's jobs (by the jobs module's one rule of whose jobs they are) and the sum of a week's closed hours.
import { and, count, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { jobs, projects, timeEntries } from "@shared/schema";
import type { InstantRange } from "@shared/domain/work-week";
import type { Db } from "../../db/client";
import { type JobRowFilter, jobsVisibleTo } from "../jobs/job-scope.repo";

export function createStatsRepo(db: Db) {
  return {
    /**
     * One narrow row per project (every project, or those whose ids are given); the figures are computed by the shared
     * summary rule, not in SQL twice.
     */
    projectFigures: (projectIds: number[] | null) =>
      db
        .select({ status: projects.status, progress: projects.progress, completedAt: projects.completedAt })
        .from(projects)
        .where(projectIds === null ? undefined : inArray(projects.id, projectIds)),

    /** The caller's jobs scheduled on the day (cancelled ones too, as Today's Schedule shows them). */
    async jobsOn(day: string, of: NonNullable<JobRowFilter>): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(jobs)
        .where(and(eq(jobs.scheduledDate, day), jobsVisibleTo(of)));
      return row?.n ?? 0;
    },

    /** Hours of the workers' closed entries clocked in within the range (on the given projects, or any), as numeric text. */
    async closedHours(range: InstantRange, workerIds: number[], projectIds: number[] | null): Promise<string> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${timeEntries.hoursWorked}), 0)::text` })
        .from(timeEntries)
        .where(
          and(
            inArray(timeEntries.workerId, workerIds),
            projectIds === null ? undefined : inArray(timeEntries.projectId, projectIds),
            gte(timeEntries.clockInTime, range.start),
            lt(timeEntries.clockInTime, range.end),
            isNotNull(timeEntries.clockOutTime),
          ),
        );
      return row?.total ?? "0";
    },
  };
}

export type StatsRepo = ReturnType<typeof createStatsRepo>;
