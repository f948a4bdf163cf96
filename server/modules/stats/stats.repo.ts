// Data access for the dashboard figures: the few project columns they are computed from, and for crew and foremen
// the count of a day's jobs and the sum of a week's closed hours (read here, not through the jobs or time modules).
import { and, count, eq, gte, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import { jobs, projects, timeEntries } from "@shared/schema";
import type { InstantRange } from "@shared/domain/work-week";
import type { Db } from "../../db/client";

/**
 * Which jobs a dashboard counts: those on these projects and, with `assignedTo`, only the ones assigned to that worker
 * or to no one yet: the rows GET /api/jobs lists to a foreman and to a crew member (jobs.repo.ts), so the figure
 * and Today's Schedule under it agree.
 */
export type JobsOf = { projectIds: number[]; assignedTo?: number };

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

    /** Jobs scheduled on the day (cancelled ones too, as Today's Schedule shows them). */
    async jobsOn(day: string, of: JobsOf): Promise<number> {
      const theirs =
        of.assignedTo === undefined
          ? undefined
          : or(sql`cardinality(${jobs.assignedWorkerIds}) = 0`, sql`${of.assignedTo}::integer = any(${jobs.assignedWorkerIds})`);
      const [row] = await db
        .select({ n: count() })
        .from(jobs)
        .where(and(eq(jobs.scheduledDate, day), inArray(jobs.projectId, of.projectIds), theirs));
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
