// Dashboard figures: GET /api/stats (active projects, completed this month, counts per status).
import { queryOptions } from "@tanstack/react-query";
import type { DashboardStats } from "@shared/api/projects";
import { queryKeys } from "@/lib/query-keys";

export const dashboardQueries = {
  stats: () => queryOptions<DashboardStats>({ queryKey: [...queryKeys.stats] }),
};
