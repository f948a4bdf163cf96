// Start-up: environment, database, migrations, admin account, demo data, createApp(), listen, graceful shutdown.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { createApp, type SpaMode } from "./app";
import { openDatabase } from "./db/client";
import { DirectoryLockedError } from "./db/directory-lock";
import { runMigrations } from "./db/migrate";
import { isDatabaseEmpty, seedDemo } from "./db/seed-demo";
import { EnvError, parseEnv } from "./env";
import { resolveSessionSecret } from "./auth/session";
import { createLogger } from "./lib/logger";
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
      server: { middlewareMode: true, hmr: { server } },
      appType: "custom",
    });
    spa = { kind: "vite", vite };
  } else {
    spa = { kind: "static", dir: path.resolve(import.meta.dirname, "../dist/public") };
  }

  const app = createApp({ env, database, logger, sessionSecret: resolveSessionSecret(env.SESSION_SECRET, env.DATA_DIR), spa });
  server.on("request", app);
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info({ port }, `Crewline is running on http://localhost:${port}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing requests in flight");
    const force = setTimeout(() => {
      logger.warn("requests still open after the grace period; closing them");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      if (spa.kind === "vite") await spa.vite.close();
      await database.close();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
