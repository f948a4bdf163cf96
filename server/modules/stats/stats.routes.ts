// HTTP for the dashboard's figures.
import { Router } from "express";
import { statsApi } from "@shared/api/stats";
import { mount } from "../../lib/endpoint-router";
import type { StatsService } from "./stats.service";

export function createStatsRouter(stats: StatsService) {
  const router = Router();
  mount(router, statsApi.dashboard, ({ user }) => stats.dashboard(user));
  mount(router, statsApi.labour, () => stats.labour());
  return router;
}
