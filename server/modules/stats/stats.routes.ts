// HTTP for the dashboard's figures.
import { Router } from "express";
import { requireUser } from "../auth/require-user";
import type { StatsService } from "./stats.service";

export function createStatsRouter(stats: StatsService) {
  const router = Router();
  router.get("/api/stats", requireUser, async (_req, res) => {
    res.json(await stats.dashboard());
  });
  return router;
}
