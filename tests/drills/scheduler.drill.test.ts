// Issue 15: timed work with two server processes on one PostgreSQL. The housekeeping jobs are made due, both
// processes start at once (each checks at start), and each job runs exactly once, in one process or the other; the
// schedule (six hours on) survives the restart, and neither process runs a job that is not due.
import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HOUSEKEEPING_INTERVAL_MS, HOUSEKEEPING_JOBS } from "../../server/modules/scheduler/housekeeping";
import type { ServerProcess } from "../support/server-process";
import { startCluster, type PgCluster } from "./support/pg-cluster";
import { report, startDrillServer, tempDir } from "./support/drill";

let cluster: PgCluster;
let databaseUrl: string;
const dataDirs = [tempDir("crewline-drill-jobs-a-"), tempDir("crewline-drill-jobs-b-")];
const servers: ServerProcess[] = [];

/** How many times each job's "done" line appears in a server's output. */
function runsIn(output: string): Record<string, number> {
  return Object.fromEntries(HOUSEKEEPING_JOBS.map((job) => [job, output.split(`scheduled job ${job} done`).length - 1]));
}

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  cluster = await startCluster();
  databaseUrl = await cluster.createDatabase("crewline");
  // A first start migrates, makes the admin and the job rows (and runs them, being new); then it stops.
  const first = startDrillServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDirs[0] });
  await first.ready;
  await vi.waitFor(() => expect(runsIn(first.output())).toEqual(Object.fromEntries(HOUSEKEEPING_JOBS.map((j) => [j, 1]))), {
    timeout: 20_000,
    interval: 100,
  });
  expect(await first.stop("SIGTERM")).toBe(0);
}, 90_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop("SIGKILL")));
  await cluster?.destroy();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe("issue 15: scheduled jobs on two server processes", () => {
  it("a due job runs once across both; the next due time is six hours on; a job not due does not run", async () => {
    const [due, notDue] = [HOUSEKEEPING_JOBS.slice(0, -1), HOUSEKEEPING_JOBS.at(-1)!];
    const [{ next_run_at: keptNextRun }] = await query<{ next_run_at: Date }>("select next_run_at from scheduled_jobs where name = $1", [notDue]);
    const [{ now: dueAt }] = await query<{ now: Date }>(
      "update scheduled_jobs set next_run_at = now() where name = any($1) returning now()",
      [due],
    );

    servers.push(startDrillServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDirs[0] }));
    servers.push(startDrillServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDirs[1] }));
    await Promise.all(servers.map((s) => s.ready));
    // Both have made their first check (each at start) before the runs are counted.
    await vi.waitFor(() => expect(servers.every((s) => s.output().includes("scheduled jobs checked"))).toBe(true), {
      timeout: 20_000,
      interval: 100,
    });

    const totals = () => {
      const [a, b] = servers.map((s) => runsIn(s.output()));
      return Object.fromEntries(HOUSEKEEPING_JOBS.map((job) => [job, a[job] + b[job]]));
    };
    expect(totals()).toEqual({ ...Object.fromEntries(due.map((job) => [job, 1])), [notDue]: 0 });

    const rows = await query<{ name: string; next_run_at: Date; last_started_at: Date; lease_until: Date | null; last_error: string | null; run_by: string }>(
      "select name, next_run_at, last_started_at, lease_until, last_error, run_by from scheduled_jobs order by name",
    );
    const byName = new Map(rows.map((r) => [r.name, r]));
    for (const job of due) {
      const row = byName.get(job)!;
      expect(row.last_started_at.getTime()).toBeGreaterThanOrEqual(dueAt.getTime());
      expect(row.next_run_at.getTime()).toBe(row.last_started_at.getTime() + HOUSEKEEPING_INTERVAL_MS);
      expect(row).toMatchObject({ lease_until: null, last_error: null });
    }
    expect(byName.get(notDue)!.next_run_at).toEqual(keptNextRun);

    const pids = servers.map((s) => String(s.child.pid));
    const ranBy = due.map((job) => pids.findIndex((pid) => byName.get(job)!.run_by.includes(`:${pid}:`)));
    expect(ranBy.every((i) => i === 0 || i === 1)).toBe(true);
    report("scheduled jobs", { servers: 2, dueJobs: due.length, runs: totals(), ranBy: ranBy.map((i) => (i === 0 ? "A" : "B")) });
  }, 90_000);
});
