// A throwaway PostgreSQL cluster for the fault drills: its own temp dir, port and socket dir, so a drill can stop and
// start it without touching the machine's shared PostgreSQL. initdb refuses to run as root: as root the cluster is
// made and run by the 'postgres' user (runuser), otherwise by the current user.
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error(`no PostgreSQL server binaries under ${root}/*/bin (apt-get install postgresql)`);
  return path.join(root, versions[0], "bin");
}

/**
 * A port nobody listens on right now, in 23000..23999: below Linux's ephemeral range (32768-60999), which the drills'
 * own client sockets draw from. A port in it could be taken as a connection's local port while the cluster is down
 * for a drill, and the restart on the same port then fails ("could not start server": seen once, port 56194).
 */
async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 23000 + Math.floor(Math.random() * 1000);
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error("no free port for the drill cluster");
}

export interface PgCluster {
  /** postgres://postgres@127.0.0.1:port/<database> */
  url(database?: string): string;
  port: number;
  dir: string;
  createDatabase(name: string): Promise<string>;
  /** pg_ctl stop; 'immediate' is a crash (no checkpoint), 'fast' a clean stop that ends every session. */
  stop(mode?: "fast" | "immediate"): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster (if running) and deletes its directory. Safe to call twice. */
  destroy(): Promise<void>;
  log(): string;
}

export async function startCluster(): Promise<PgCluster> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crewline-drill-pg-"));
  const dataDir = path.join(dir, "data");
  const logFile = path.join(dir, "postgres.log");
  if (asRoot) execFileSync("chown", ["postgres:", dir]);
  const as = (command: string, args: string[]) =>
    asRoot ? (["runuser", ["-u", "postgres", "--", path.join(bin, command), ...args]] as const) : ([path.join(bin, command), args] as const);
  const exec = async (command: string, args: string[], timeout = 30_000) => {
    const [file, argv] = as(command, args);
    await run(file, [...argv], { timeout, cwd: dir });
  };

  await exec("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync", "--no-instructions"], 60_000);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=60",
    "-c shared_buffers=32MB",
  ].join(" ");
  let running = false;
  let destroyed = false;
  const cluster: PgCluster = {
    port,
    dir,
    url: (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: cluster.url() });
      await client.connect();
      try {
        await client.query(`create database "${name}"`);
      } finally {
        await client.end();
      }
      return cluster.url(name);
    },
    async start() {
      await exec("pg_ctl", ["-D", dataDir, "-o", options, "-l", logFile, "-w", "-t", "30", "start"]);
      running = true;
    },
    async stop(mode = "fast") {
      await exec("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "-t", "30", "stop"]);
      running = false;
    },
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      try {
        if (running || fs.existsSync(path.join(dataDir, "postmaster.pid"))) await cluster.stop("immediate");
      } catch {
        // Already stopped (or never started): the directory goes anyway.
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
    log: () => {
      try {
        return fs.readFileSync(logFile, "utf8");
      } catch {
        return "";
      }
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
