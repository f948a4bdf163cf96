// /healthz says the process is up; /readyz says the database answers too.
import { Router } from "express";
import { healthApi, type NotReadyResponse } from "@shared/api/health";
import type { Database } from "../../db/client";
import { mount } from "../../lib/endpoint-router";

const READY_TIMEOUT_MS = 2_000;

export function createHealthRouter(database: Database) {
  const router = Router();
  mount(router, healthApi.live, () => ({ status: "ok" as const, uptimeSeconds: Math.round(process.uptime()) }));
  mount(router, healthApi.ready, async ({ res }) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("timeout")), READY_TIMEOUT_MS);
        }),
      ]);
      return { status: "ready" as const, database: database.kind };
    } catch {
      const notReady: NotReadyResponse = { status: "unavailable", database: database.kind, message: "The database is not answering" };
      return res.status(503).json(notReady);
    } finally {
      clearTimeout(timer);
    }
  });
  return router;
}
