// Dashboard stats (SPEC 3): active projects, completed this month in the company's zone, and counts per status.
import type { DashboardStats } from "@shared/api/stats";
import { countCompletedInMonth, summarizeProjects } from "@shared/domain/project-summary";
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
      const completedThisMonth = countCompletedInMonth(rows, now(), options.timeZone);
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
