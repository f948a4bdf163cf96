// The baseline the read figures are divided by: a bare Express app with the app's own session store
// (createSessionMiddleware: express-session + connect-pg-simple, same options) on the same database, and one
// indexed SELECT (a worker by primary key) per request. Run as a child process by bench/run.ts.
import http from "node:http";
import { eq } from "drizzle-orm";
import express from "express";
import { workers } from "@shared/schema";
import { openDatabase } from "../server/db/client";
import { createSessionMiddleware, sessionCookieFor } from "../server/modules/auth/session";

const BASELINE_SESSION_SECRET = "bench-baseline-secret-bench-baseline-secret-0123";

declare module "express-session" {
  interface SessionData {
    benchUserId?: number;
  }
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const database = await openDatabase({ databaseUrl, dataDir: process.env.DATA_DIR ?? "./data" });
  // Ids of the bench data set are contiguous from the first worker's; the handler walks through all of them.
  const [first] = await database.db.select({ id: workers.id }).from(workers).orderBy(workers.id).limit(1);
  if (!first) throw new Error("the bench database has no workers");
  const firstId = first.id;
  const workerCount = Number(process.env.BENCH_WORKER_COUNT ?? 500);

  const app = express();
  app.disable("x-powered-by");
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.use(createSessionMiddleware(database.pool, BASELINE_SESSION_SECRET, sessionCookieFor(undefined)));
  app.post("/login", (req, res, next) => {
    req.session.benchUserId = 1;
    req.session.signedInAt = Date.now();
    req.session.save((error) => (error ? next(error) : res.json({ ok: true })));
  });
  let next = 0;
  app.get("/api/worker", async (req, res, nextHandler) => {
    try {
      if (!req.session.benchUserId) {
        res.status(401).json({ message: "Please sign in" });
        return;
      }
      const id = firstId + (next++ % workerCount);
      const [row] = await database.db.select().from(workers).where(eq(workers.id, id)).limit(1);
      res.json(row ?? null);
    } catch (error) {
      nextHandler(error);
    }
  });

  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", resolve));
  const stop = () => {
    server.close(() => void database.close().finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
