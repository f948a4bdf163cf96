// Dashboard figures: GET /api/stats (SPEC 3 'Dashboard stats') plus the Projects page summary figures.
import { z } from "zod";
import { endpoint, json } from "./contract";
import { int } from "./wire";

export const dashboardStatsSchema = z
  .object({
    activeProjects: int(),
    completedThisMonth: int(),
    statusCounts: z.object({ planning: int(), inProgress: int(), completed: int(), delayed: int() }).strict(),
    totalProjects: int(),
    averageProgress: z.number(),
  })
  .strict();
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const statsApi = {
  dashboard: endpoint({
    method: "GET",
    path: "/api/stats",
    summary: "Dashboard figures",
    tag: "stats",
    access: "office",
    response: json(dashboardStatsSchema, "The figures"),
  }),
};
