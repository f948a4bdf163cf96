// Opens the database: node-postgres when DATABASE_URL is set, else PGlite in this process behind a lock on DATA_DIR.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Logger } from "pino";
import * as schema from "@shared/schema";
import { copyTree } from "./copy-tree";
import { acquireDirectoryLock, type DirectoryLock } from "./directory-lock";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of the database, as `db.transaction(async (tx) => ...)` hands it over. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The minimum connect-pg-simple needs from a pool; PGlite gets a small adapter that fits it. */
export interface QueryPool {
  query(text: string, params?: unknown[]): Promise<{ rows: any[]; rowCount?: number | null }>;
}

export interface Database {
  kind: "postgres" | "pglite";
  db: Db;
  pool: QueryPool;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /**
   * Embedded on disk only: copies the PGlite data directory to `targetDir` (which must not exist) while no query
   * or transaction runs, after a checkpoint; what it copies is what a restart after a power cut would find.
   */
  copyDataDirTo?(targetDir: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  logger?: Logger;
}

/**
 * How long a statement waits for a row or advisory lock before PostgreSQL gives up (55P03; the request answers 503 and
 * its transaction is undone). Writes take their locks in one order (time-clock/open-entry.repo.ts) and hold them for
 * milliseconds, so a wait this long means something is stuck: a request fails instead of hanging its client and a
 * pool connection. (PGlite has one connection and no lock waits.)
 */
export const LOCK_TIMEOUT_MS = 10_000;

/** The embedded database's own directory inside DATA_DIR (next to the lock, the session secret and the outbox). */
export const PGLITE_SUBDIR = "pglite";

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.logger);
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = acquireDirectoryLock(dataDir);
  try {
    const pgliteDir = path.join(dataDir, PGLITE_SUBDIR);
    const client = await PGlite.create({ dataDir: pgliteDir });
    return wrapPglite(client, lock, pgliteDir);
  } catch (error) {
    lock.release();
    throw error;
  }
}

export function openPostgres(databaseUrl: string, logger?: Logger): Database {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    lock_timeout: LOCK_TIMEOUT_MS,
  });
  // Without a listener an idle client's error (a PostgreSQL restart) would kill the process.
  pool.on("error", (error) => logger?.warn({ err: error }, "PostgreSQL connection lost; the pool will reconnect"));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: "postgres",
    db,
    pool,
    async ping() {
      await pool.query("select 1");
    },
    async close() {
      await pool.end();
    },
  };
}

/** Wraps an open PGlite (a file-backed one with its lock and directory, or an in-memory one for tests). */
export function wrapPglite(client: PGlite, lock?: DirectoryLock, pgliteDir?: string): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const pool: QueryPool = {
    async query(text, params) {
      const result = await client.query(text, params as any[] | undefined);
      return { rows: result.rows as any[], rowCount: result.affectedRows ?? result.rows.length };
    },
  };
  let closed = false;
  return {
    kind: "pglite",
    db,
    pool,
    async ping() {
      await client.query("select 1");
    },
    copyDataDirTo: pgliteDir
      ? async (targetDir) => {
          // The checkpoint writes the buffered pages out, so a restore starts without replaying the WAL.
          await client.query("checkpoint");
          // Every query and transaction queues behind this one: files copied from a database at rest.
          await client._runExclusiveTransaction(() => copyTree(pgliteDir, targetDir));
        }
      : undefined,
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
