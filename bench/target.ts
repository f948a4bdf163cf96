// The bench database: a fresh PostgreSQL database on DATABASE_URL's (loopback) server, else PGlite in a temp DATA_DIR.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export interface BenchTarget {
  kind: "postgres" | "pglite";
  /** Environment for a process that opens it (DATABASE_URL, or DATA_DIR with DATABASE_URL unset). */
  env: Record<string, string | undefined>;
  /** What the run prints about where it measures. */
  description: string;
  /** Drops the database or removes the directory; safe to call twice. */
  destroy(): Promise<void>;
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

/** The bench sends load only to this machine: a DATABASE_URL on any other host is refused before anything runs. */
export function assertLoopback(url: string, what: string): void {
  const host = new URL(url).hostname;
  if (!LOOPBACK_HOSTS.has(host) && !/^127\.\d+\.\d+\.\d+$/.test(host)) {
    throw new Error(`${what} points at ${host}; the benchmarks run only against 127.0.0.1 (loopback)`);
  }
}

export async function createTarget(databaseUrl: string | undefined): Promise<BenchTarget> {
  if (databaseUrl) {
    assertLoopback(databaseUrl, "DATABASE_URL");
    const name = `crewline_bench_${process.pid}_${crypto.randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query(`create database "${name}"`);
    } finally {
      await admin.end();
    }
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    let dropped = false;
    return {
      kind: "postgres",
      env: { DATABASE_URL: url.toString() },
      description: `PostgreSQL, fresh database ${name} on ${new URL(databaseUrl).host}`,
      async destroy() {
        if (dropped) return;
        dropped = true;
        const dropper = new pg.Client({ connectionString: databaseUrl });
        await dropper.connect();
        try {
          await dropper.query(`drop database if exists "${name}" with (force)`);
        } finally {
          await dropper.end();
        }
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crewline-bench-"));
  return {
    kind: "pglite",
    // Empty, not unset: a .env file could otherwise fill DATABASE_URL in for the child.
    env: { DATABASE_URL: "", DATA_DIR: dir },
    description: `embedded PGlite in ${dir} (set DATABASE_URL=postgres://...@127.0.0.1/... to measure PostgreSQL)`,
    async destroy() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
