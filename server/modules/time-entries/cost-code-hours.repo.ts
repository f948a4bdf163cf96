// Data access for a project's hours and labour cost per cost code: one grouped query over its entries.
import { asc, count, eq, sql } from "drizzle-orm";
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
    linesOf(projectId: number) {
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
        .where(eq(timeEntries.projectId, projectId))
        .groupBy(timeEntries.costCodeId, costCodes.code, costCodes.name)
        .orderBy(sql`${timeEntries.costCodeId} is null`, inTableSortOrder(costCodes.code), asc(timeEntries.costCodeId));
    },
  };
}

export type CostCodeHoursRepo = ReturnType<typeof createCostCodeHoursRepo>;
