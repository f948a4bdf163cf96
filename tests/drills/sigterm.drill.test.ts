// QUALITY 31: SIGTERM under load, on PostgreSQL and on the embedded PGlite: requests in flight complete with 2xx,
// new connections are refused once the signal is in, and the process exits 0 within 10 s (PGlite: lock released).
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import type { ServerProcess } from "../support/server-process";
import { startCluster, type PgCluster } from "./support/pg-cluster";
import { createProject, createWorker, report, request, signIn, startDrillServer, tempDir } from "./support/drill";
import { sigtermUnderLoad, type SigtermFigures } from "./support/sigterm";

const SLOW_UPLOADS = 10;
const LISTS = 20;
const EXIT_BUDGET_MS = 10_000;

let cluster: PgCluster | undefined;
const dirs: string[] = [];
const servers: ServerProcess[] = [];

afterAll(async () => {
  const logDir = process.env.DRILL_LOG_DIR;
  if (logDir) servers.forEach((s, i) => fs.writeFileSync(path.join(logDir, `sigterm-${i}.server.log`), s.output()));
  await Promise.all(servers.map((s) => s.stop("SIGKILL")));
  await cluster?.destroy();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

function expectCleanStop(figures: SigtermFigures, server: ServerProcess) {
  expect(figures.slowUploads, server.output().slice(-3000)).toEqual({ 201: SLOW_UPLOADS });
  expect(figures.warmConnections).toBe(`${LISTS}/${LISTS}`);
  expect(figures.lists).toEqual({ 200: LISTS });
  expect(figures.newConnectionAfterSignal).toBe("ECONNREFUSED");
  expect(figures.exitCode).toBe(0);
  expect(figures.exitMs).toBeLessThan(EXIT_BUDGET_MS);
  expect(server.output()).toMatch(/"msg":"stopped"/);
  // Done because the requests were, not because the grace period ran out and cut what was left.
  expect(server.output()).not.toMatch(/still open after the grace period/);
}

describe("QUALITY 31: SIGTERM under load", () => {
  it("on PostgreSQL: in-flight uploads and list reads finish with 2xx, new connections are refused, exit 0 in time", async () => {
    cluster = await startCluster();
    const databaseUrl = await cluster.createDatabase("crewline");
    const dataDir = tempDir("crewline-drill-sigterm-pg-");
    dirs.push(dataDir);
    const server = startDrillServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
    servers.push(server);
    const base = await server.ready;
    const cookie = await signIn(base);

    // A list worth waiting for: 1,000 finished entries this month, read 20 times at once.
    const projectId = await createProject(base, cookie);
    const workerId = await createWorker(base, cookie, "Busy worker");
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(
      `insert into time_entries (worker_id, project_id, clock_in_time, clock_out_time, hourly_rate)
       select $1, $2, now() - (n * interval '10 minutes') - interval '8 minutes', now() - (n * interval '10 minutes'), 30
       from generate_series(1, 1000) as n`,
      [workerId, projectId],
    );
    await client.end();
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const listPath = `/api/time-entries?workerId=${workerId}&from=${from}&to=${to}&limit=1000`;
    const probe = await request(base, listPath, { cookie });
    expect(probe.status, JSON.stringify(probe.body).slice(0, 300)).toBe(200);
    expect(probe.body.length).toBe(1000);

    const figures = await sigtermUnderLoad(server, base, cookie, { slowUploads: SLOW_UPLOADS, lists: LISTS, listPath });
    report("sigterm postgres", { ...figures, listMs: Math.round(probe.ms) });
    expectCleanStop(figures, server);
  }, 90_000);

  it("on the embedded PGlite: the same, and the lock file on DATA_DIR is released", async () => {
    const dataDir = tempDir("crewline-drill-sigterm-pglite-");
    dirs.push(dataDir);
    // The demo company gives the lists something to read (two weeks of punches).
    const server = startDrillServer({ DATABASE_URL: undefined, DATA_DIR: dataDir, SEED_DEMO: "true" });
    servers.push(server);
    const base = await server.ready;
    expect(fs.existsSync(path.join(dataDir, "crewline.lock"))).toBe(true);
    const cookie = await signIn(base);
    const listPath = "/api/time-entries?limit=5000";
    const probe = await request(base, listPath, { cookie });
    expect(probe.status).toBe(200);

    const figures = await sigtermUnderLoad(server, base, cookie, { slowUploads: SLOW_UPLOADS, lists: LISTS, listPath });
    report("sigterm pglite", { ...figures, entriesListed: probe.body.length, listMs: Math.round(probe.ms) });
    expectCleanStop(figures, server);
    expect(fs.existsSync(path.join(dataDir, "crewline.lock"))).toBe(false);
  }, 90_000);
});
