// Dashboard figures: GET /api/stats (active projects, completed this month, counts per status) and, for the office,
// GET /api/stats/labour (who is on the clock, hours this week).
import { statsApi } from "@shared/api/routes";
import { endpointQuery } from "@/lib/endpoint-client";

export const dashboardQueries = {
  stats: () => endpointQuery(statsApi.dashboard),
  labour: () => endpointQuery(statsApi.labour),
};
