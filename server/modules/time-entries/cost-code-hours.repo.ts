// Data access for hours and labour cost per cost code: one grouped query over a project's entries, or over those
// clocked in within a range of instants.
import { and, asc, count, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { InstantRange } from "@shared/domain/work-week";
import { costCodes, projects, timeEntries } from "@shared/schema";
import type { Db } from "../../db/client";
import { inTableSortOrder } from "../../lib/keyset.repo";

export function createCostCodeHoursRepo(db: Db) {
  return {
    async projectExists(projectId: number): Promise<boolean> {
      const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).limit(1);
      return Boolean(row);
    },

    /** Per code (by code as the desk tables order text), the entries without one last; sums as decimal text. */
    linesOf(filter: { projectId: number } | { clockedIn: InstantRange }) {
      const where: SQL | undefined =
        "projectId" in filter
          ? eq(timeEntries.projectId, filter.projectId)
          : and(gte(timeEntries.clockInTime, filter.clockedIn.start), lt(timeEntries.clockInTime, filter.clockedIn.end));
      return db
        .select({
          costCodeId: timeEntries.costCodeId,
          code: costCodes.code,
          name: costCodes.name,
          hours: sql<string>`coalesce(sum(${timeEntries.hoursWorked}), 0)::text`,
          entryCount: count(),
          totalPay: sql<string>`coalesce(sum(${timeEntries.totalPay}), 0)::numeric(12,2)::text`,
        })
        .from(timeEntries)
        .leftJoin(costCodes, eq(costCodes.id, timeEntries.costCodeId))
        .where(where)
        .groupBy(timeEntries.costCodeId, costCodes.code, costCodes.name)
        .orderBy(sql`${timeEntries.costCodeId} is null`, inTableSortOrder(costCodes.code), asc(timeEntries.costCodeId));
    },
  };
}

export type CostCodeHoursRepo = ReturnType<typeof createCostCodeHoursRepo>;
