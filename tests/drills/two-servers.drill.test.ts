// QUALITY 32: two server processes on one PostgreSQL (same SESSION_SECRET): a session made on one works on the other,
// and the clock-in race of check 23, split across both processes, still yields exactly one open entry.
// QUALITY 37: the sign-in limits hold across both processes.
import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerProcess } from "../support/server-process";
import { startCluster, type PgCluster } from "./support/pg-cluster";
import { countBy, createProject, createWorker, report, request, signIn, startDrillServer, tempDir } from "./support/drill";

let cluster: PgCluster;
let databaseUrl: string;
const dataDirs = [tempDir("crewline-drill-two-a-"), tempDir("crewline-drill-two-b-")];
const servers: ServerProcess[] = [];
let baseA: string;
let baseB: string;

beforeAll(async () => {
  cluster = await startCluster();
  databaseUrl = await cluster.createDatabase("crewline");
  // One after the other: the first one migrates and creates the admin, the second finds both done.
  const a = startDrillServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDirs[0] });
  servers.push(a);
  baseA = await a.ready;
  const b = startDrillServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDirs[1] });
  servers.push(b);
  baseB = await b.ready;
}, 90_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop("SIGKILL")));
  await cluster?.destroy();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe("QUALITY 32: two server processes on one PostgreSQL", () => {
  it("shares sessions both ways, sign-out included", async () => {
    expect(servers[0].child.pid).not.toBe(servers[1].child.pid);
    const fromA = await signIn(baseA);
    const onB = await request(baseB, "/api/auth/user", { cookie: fromA });
    expect(onB.status).toBe(200);
    expect(onB.body.username).toBe("drill-admin");

    const fromB = await signIn(baseB);
    expect((await request(baseA, "/api/projects", { cookie: fromB })).status).toBe(200);

    // Signing out on B ends the session everywhere: A refuses it on the next request.
    const out = await request(baseB, "/api/logout", { cookie: fromA });
    expect(out.status).toBeLessThan(400);
    expect((await request(baseA, "/api/auth/user", { cookie: fromA })).status).toBe(401);
    expect((await request(baseA, "/api/auth/user", { cookie: fromB })).status).toBe(200);
  }, 60_000);

  it("50 concurrent clock-ins for one worker split across both: one 201, 49 already_clocked_in, one open entry", async () => {
    const cookie = await signIn(baseA);
    const projectId = await createProject(baseA, cookie);
    const workerId = await createWorker(baseB, cookie, "Race worker");

    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        request(i % 2 === 0 ? baseA : baseB, "/api/time-entries/clock-in", { method: "POST", cookie, body: { workerId, projectId } }),
      ),
    );
    const ms = Math.round(performance.now() - started);
    const statuses = countBy(results, (r) => r.status);
    expect(statuses).toEqual({ 201: 1, 409: 49 });
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === "already_clocked_in")).toBe(true);
    const winner = results.findIndex((r) => r.status === 201);

    // And the clock-out race, split the same way: exactly one closes the entry.
    const entryId = results[winner].body.id;
    const outs = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request(i % 2 === 0 ? baseB : baseA, "/api/time-entries/clock-out", { method: "POST", cookie, body: { timeEntryId: entryId } }),
      ),
    );
    expect(countBy(outs, (r) => r.status)).toEqual({ 200: 1, 409: 19 });

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const rows = await client.query("select id, clock_out_time from time_entries where worker_id = $1", [workerId]);
      expect(rows.rowCount).toBe(1);
      expect(rows.rows[0].id).toBe(entryId);
      expect(rows.rows[0].clock_out_time).not.toBeNull();
    } finally {
      await client.end();
    }
    report("two servers", { clockIns: 50, statuses, winnerServer: winner % 2 === 0 ? "A" : "B", raceMs: ms, clockOuts: countBy(outs, (r) => r.status) });
  }, 60_000);

  // Last: it blocks this client address for 15 minutes.
  it("sign-in failures split across both processes add up: the 11th gets 429 on either", async () => {
    const guess = (base: string) =>
      request(base, "/api/auth/login", { method: "POST", body: { email: "nobody@drill.test", password: "Wr0ng-guess" } });
    const failures = [];
    for (let i = 0; i < 10; i++) failures.push((await guess(i % 2 === 0 ? baseA : baseB)).status);
    expect(failures).toEqual(Array(10).fill(401));
    expect((await guess(baseA)).status).toBe(429);
    expect((await guess(baseB)).status).toBe(429);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const rows = await client.query("select scope, attempts from rate_limit_counters where scope like 'sign-in:%' order by scope");
      expect(rows.rows).toEqual([
        { scope: "sign-in:account", attempts: 10 },
        { scope: "sign-in:ip", attempts: 10 },
      ]);
    } finally {
      await client.end();
    }
  }, 60_000);
});
