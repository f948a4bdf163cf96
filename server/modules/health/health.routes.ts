// /healthz says the process is up; /readyz says the database answers too.
import { Router } from "express";
import type { Database } from "../../db/client";

const READY_TIMEOUT_MS = 2_000;

export function createHealthRouter(database: Database) {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.json({ status: "ok", uptimeSeconds: Math.round(process.uptime()) });
  });
  router.get("/readyz", async (_req, res) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("timeout")), READY_TIMEOUT_MS);
        }),
      ]);
      res.json({ status: "ready", database: database.kind });
    } catch {
      res.status(503).json({ status: "unavailable", database: database.kind, message: "The database is not answering" });
    } finally {
      clearTimeout(timer);
    }
  });
  return router;
}
