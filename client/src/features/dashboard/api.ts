// Dashboard figures: GET /api/stats (active projects, completed this month, counts per status).
import { statsApi } from "@shared/api/routes";
import { endpointQuery } from "@/lib/endpoint-client";

export const dashboardQueries = {
  stats: () => endpointQuery(statsApi.dashboard),
};
