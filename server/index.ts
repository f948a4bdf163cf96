// Start-up: environment, database, migrations, admin account, demo data, createApp(), listen, graceful shutdown.
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createApp, type Services, type SpaMode } from "./app";
import { openDatabase } from "./db/client";
import { DirectoryLockedError } from "./db/directory-lock";
import { runMigrations } from "./db/migrate";
import { isDatabaseEmpty, seedDemo } from "./db/seed-demo";
import { EnvError, parseEnv } from "./env";
import { resolveSessionSecret } from "./modules/auth/session";
import { createLogger, withoutQuery } from "./lib/logger";
import { createAuthRepo } from "./modules/auth/auth.repo";
import { createAuthService } from "./modules/auth/auth.service";

const SHUTDOWN_GRACE_MS = 8_000;

async function main() {
  // A .env file in the working directory, when present, fills in what the environment does not set.
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);

  let database;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, logger });
  } catch (error) {
    if (error instanceof DirectoryLockedError) {
      logger.fatal(error.message);
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  logger.info({ database: database.kind, dataDir: database.kind === "pglite" ? path.resolve(env.DATA_DIR) : undefined }, "database open");

  await runMigrations(database);
  // Payroll and the weekly summary let the database find an entry's day in APP_TIME_ZONE: a zone Node knows but the
  // database does not would fail those reads later, so it stops the start now with the reason.
  try {
    await database.db.execute(sql`select now() at time zone ${env.APP_TIME_ZONE}`);
  } catch {
    console.error(`APP_TIME_ZONE=${env.APP_TIME_ZONE} is not a time zone the database knows; pick an IANA name such as America/Denver.`);
    await database.close();
    process.exit(1);
  }
  const wasEmpty = await isDatabaseEmpty(database.db);

  const auth = createAuthService(createAuthRepo(database.db));
  const admin = await auth.ensureAdmin(env.ADMIN_USERNAME, env.ADMIN_PASSWORD, logger);
  if (admin.generatedPassword) {
    const banner = [
      "",
      "==============================================================",
      ` Admin account created. Sign in on the Admin tab with:`,
      `   username: ${env.ADMIN_USERNAME}`,
      `   password: ${admin.generatedPassword}`,
      " This password is shown only once. Set ADMIN_PASSWORD to choose your own.",
      "==============================================================",
      "",
    ].join("\n");
    process.stdout.write(banner + "\n");
  }

  const seedWanted = env.SEED_DEMO ?? database.kind === "pglite";
  if (seedWanted && wasEmpty) {
    const counts = await seedDemo(database.db, { timeZone: env.APP_TIME_ZONE, now: new Date() });
    logger.info(counts, "demo data loaded (set SEED_DEMO=false to start empty)");
  }

  const server = http.createServer();
  let spa: SpaMode;
  if (env.NODE_ENV === "development") {
    const { createServer } = await import("vite");
    const vite = await createServer({
      configFile: path.resolve(import.meta.dirname, "../vite.config.ts"),
      server: { middlewareMode: true, hmr: { server }, fs: { deny: devServerDeniedFiles(env.DATA_DIR) } },
      appType: "custom",
    });
    spa = { kind: "vite", vite };
  } else {
    spa = { kind: "static", dir: path.resolve(import.meta.dirname, "../dist/public") };
  }

  const app = createApp({ env, database, logger, sessionSecret: resolveSessionSecret(env.SESSION_SECRET, env.DATA_DIR), spa });
  // Express's default last step (finalhandler) destroys the socket for any error that arrives after the answer was
  // sent. express-session reports a failed session touch or save that way once the error handler has already
  // answered (the database went down mid-request): the complete 503 stands, and the keep-alive connection too.
  const finalHandler = createRequire(import.meta.resolve("express"))("finalhandler") as (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    options: { env: string; onerror: (error: unknown) => void },
  ) => (error?: unknown) => void;
  // Answers in progress, so that a shutdown can tell their keep-alive clients to go (see shutdown below).
  const inFlight = new Set<http.ServerResponse>();
  let stopping = false;
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
    if (stopping) res.setHeader("Connection", "close");
    app(req as any, res as any, (error?: unknown) => {
      if (error && res.writableEnded) {
        logger.warn({ err: error, url: withoutQuery(req.url) }, "error after the response was sent");
        return;
      }
      finalHandler(req, res, { env: app.get("env"), onerror: (e) => logger.error({ err: e }, "unhandled error") })(error);
    });
  });
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info({ host: env.HOST, port, mode: env.NODE_ENV }, `Crewline is running on http://localhost:${port}`);

  // Timed work (housekeeping: modules/scheduler/housekeeping.ts) on the scheduled_jobs table: every process checks,
  // one of those sharing the database runs each due job. A job new to the database runs at once.
  const services = app.locals.services as Services;
  void services.scheduler.start();

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // No new checks from here; a job in progress gets a few seconds (beside the requests' grace period), past them
    // its lease runs out and another process takes the run.
    const schedulerStopped = services.scheduler.stop();
    const force = setTimeout(() => {
      logger.warn("requests still open after the grace period; closing them");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      if (spa.kind === "vite") await spa.vite.close();
      await schedulerStopped;
      // Mail queued by the last requests and not yet sent stays in the queue for the next start (or another process).
      await services.mailQueue.stop();
      await database.close();
      logger.info("stopped");
      process.exit(0);
    });
    // server.close() stops new connections, but a keep-alive connection whose request finishes later stays open
    // (and the process with it, until the grace period ends): answers still to come say 'Connection: close', and
    // connections that fall idle are closed as they do.
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
    // Said once the listener is closed: whoever reads this line (an operator, the SIGTERM drill) may rely on new
    // connections being refused from here on.
    logger.info({ signal }, "shutting down: finishing requests in flight");
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

/**
 * What Vite's dev server must never send, whatever the URL (its /@fs/ route reads any file under the project):
 * Vite's own defaults (a list given here replaces them) and the data directory, which holds the session secret and
 * the embedded database's files, session ids included.
 */
function devServerDeniedFiles(dataDir: string): string[] {
  // By the name given and by its real path (a symlinked directory is reachable both ways).
  const dirs = new Set([path.resolve(dataDir), fs.realpathSync(dataDir)]);
  const globs = [...dirs].map((dir) => dir.replace(/[*?[\]{}()!+@]/g, "\\$&")).flatMap((dir) => [dir, `${dir}/**`]);
  return [".env", ".env.*", "*.{crt,pem,key,p12,pfx,cer,der}", ".npmrc", ".yarnrc.yml", "**/.git/**", ...globs];
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
