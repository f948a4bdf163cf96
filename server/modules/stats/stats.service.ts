// Dashboard stats (SPEC 3): active projects, completed this month in the company's zone, and counts per status.
import type { DashboardStats } from "@shared/api/projects";
import { summarizeProjects } from "@shared/domain/project-summary";
import { dayKey } from "@shared/domain/work-week";
import type { StatsRepo } from "./stats.repo";

export interface StatsServiceOptions {
  timeZone: string;
  now?: () => Date;
}

export function createStatsService(repo: StatsRepo, options: StatsServiceOptions) {
  const now = options.now ?? (() => new Date());
  return {
    async dashboard(): Promise<DashboardStats> {
      const rows = await repo.projectFigures();
      const summary = summarizeProjects(rows);
      // No completion timestamp is stored, so "completed this month" means status completed with an end date
      // in the current calendar month of APP_TIME_ZONE: the best signal the data has.
      const month = dayKey(now(), options.timeZone).slice(0, 7);
      const completedThisMonth = rows.filter((r) => r.status === "completed" && r.endDate?.startsWith(`${month}-`)).length;
      return {
        activeProjects: summary.active,
        completedThisMonth,
        statusCounts: summary.statusCounts,
        totalProjects: summary.total,
        averageProgress: summary.averageProgress,
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
