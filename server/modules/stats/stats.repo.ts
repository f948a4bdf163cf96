// Data access for the dashboard figures: the few project columns they are computed from, and for crew and foremen
// the count of a day's jobs (by the jobs module's one rule of whose jobs they are) and the sum of a week's closed hours;
// for the office's labour card the open entries (who is on the clock, with any running break) and the company's hours.
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { jobs, projects, timeEntries, timeEntryBreaks, workers } from "@shared/schema";
import type { InstantRange } from "@shared/domain/work-week";
import type { Db } from "../../db/client";
import { type JobRowFilter, jobsVisibleTo } from "../jobs/job-scope.repo";
import { entryRefColumns } from "../../lib/entry-ref.repo";

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

    /**
     * Hours of the workers' (null: everyone's) closed entries clocked in within the range (on the given projects, or
     * any), as numeric text.
     */
    async closedHours(range: InstantRange, workerIds: number[] | null, projectIds: number[] | null): Promise<string> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${timeEntries.hoursWorked}), 0)::text` })
        .from(timeEntries)
        .where(
          and(
            workerIds === null ? undefined : inArray(timeEntries.workerId, workerIds),
            projectIds === null ? undefined : inArray(timeEntries.projectId, projectIds),
            gte(timeEntries.clockInTime, range.start),
            lt(timeEntries.clockInTime, range.end),
            isNotNull(timeEntries.clockOutTime),
          ),
        );
      return row?.total ?? "0";
    },

    /**
     * Every open entry (at most one per worker, the partial unique index) with its names, breakTime and its running
     * break if any (at most one per entry, likewise), latest clock-in first.
     */
    openEntries: () =>
      db
        .select({
          ...entryRefColumns,
          clockInTime: timeEntries.clockInTime,
          breakMinutes: timeEntries.breakTime,
          breakStartedAt: timeEntryBreaks.startedAt,
          breakPaid: timeEntryBreaks.paid,
        })
        .from(timeEntries)
        .innerJoin(workers, eq(workers.id, timeEntries.workerId))
        .innerJoin(projects, eq(projects.id, timeEntries.projectId))
        .leftJoin(timeEntryBreaks, and(eq(timeEntryBreaks.timeEntryId, timeEntries.id), isNull(timeEntryBreaks.endedAt)))
        .where(isNull(timeEntries.clockOutTime))
        .orderBy(desc(timeEntries.clockInTime), desc(timeEntries.id)),
  };
}

export type StatsRepo = ReturnType<typeof createStatsRepo>;
