// QUALITY 58 (issue 25): everything that changes a worker's open entry takes its locks in one order (the worker, then
// the entry, then the pay week), so racing a phone's switch, a clock-out, a break's start and end, a foreman's crew
// switch and the office's "Clock out now" on one open entry never deadlocks nor waits past lock_timeout: every answer
// is a 2xx or a 4xx refusal, and the worker never has two open entries. On PostgreSQL, where transactions run at once.
import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerProcess } from "../support/server-process";
import { startCluster, type PgCluster } from "./support/pg-cluster";
import { countBy, createProject, createWorker, report, request, signIn, startDrillServer, tempDir, type Result } from "./support/drill";

const ROUNDS = 50;
let cluster: PgCluster;
let databaseUrl: string;
const dataDir = tempDir("crewline-drill-live-entry-");
let server: ServerProcess;
let base: string;

beforeAll(async () => {
  cluster = await startCluster();
  databaseUrl = await cluster.createDatabase("crewline");
  server = startDrillServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  base = await server.ready;
}, 90_000);

afterAll(async () => {
  await server?.stop("SIGKILL");
  await cluster?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** The six writers of one open entry, each as its screen sends it. */
function racers(cookie: string, entryId: number, workerId: number, otherProjectId: number): [string, () => Promise<Result>][] {
  const post = (path: string, body: unknown) => () =>
    request(base, path, { method: "POST", cookie, body, headers: { "Idempotency-Key": crypto.randomUUID() } });
  // Where the phone is: the sites have no coordinates, so any position passes the geofence.
  const position = { clockInLatitude: 39.7618, clockInLongitude: -105.0346, locationAccuracy: 12 };
  return [
    ["switch", post("/api/time-entries/switch", { timeEntryId: entryId, projectId: otherProjectId, ...position })],
    ["clock-out", post("/api/time-entries/clock-out", { timeEntryId: entryId })],
    ["break start", post(`/api/time-entries/${entryId}/breaks`, { action: "start", kind: "meal" })],
    ["break end", post(`/api/time-entries/${entryId}/breaks`, { action: "end", kind: "meal" })],
    ["crew switch", post("/api/time-entries/crew-switch", { workerIds: [workerId], projectId: otherProjectId, ...position })],
    [
      "office close",
      () =>
        request(base, `/api/time-entries/${entryId}`, {
          method: "PATCH",
          cookie,
          body: { clockOutTime: new Date().toISOString(), reason: "Clock out now: left the site" },
        }),
    ],
  ];
}

describe("QUALITY 58: one lock order for the open entry", () => {
  it(`${ROUNDS} rounds of six writers racing on one open entry: no deadlock, no 5xx, never two open entries`, async () => {
    const cookie = await signIn(base);
    const projects = [await createProject(base, cookie, "Race site A"), await createProject(base, cookie, "Race site B")];
    const workerId = await createWorker(base, cookie, "Race worker");
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const openEntries = async () =>
      (await db.query<{ id: number; project_id: number }>("select id, project_id from time_entries where worker_id = $1 and clock_out_time is null", [workerId])).rows;

    const answers: { racer: string; result: Result }[] = [];
    let mostOpen = 0;
    try {
      for (let round = 0; round < ROUNDS; round++) {
        let [open] = await openEntries();
        if (!open) {
          const clockIn = await request(base, "/api/time-entries/clock-in", { method: "POST", cookie, body: { workerId, projectId: projects[round % 2] } });
          expect(clockIn.status, JSON.stringify(clockIn.body)).toBe(201);
          [open] = await openEntries();
        }
        const other = projects.find((p) => p !== open.project_id)!;
        const round_ = racers(cookie, open.id, workerId, other);
        const results = await Promise.all(round_.map(([, send]) => send()));
        results.forEach((result, i) => answers.push({ racer: round_[i][0], result }));
        mostOpen = Math.max(mostOpen, (await openEntries()).length);
      }
    } finally {
      await db.end();
    }

    const faults = answers.filter((a) => a.result.status === 0 || a.result.status >= 500);
    const byRacer = Object.fromEntries(
      [...new Set(answers.map((a) => a.racer))].map((racer) => [racer, countBy(answers.filter((a) => a.racer === racer), (a) => a.result.status)]),
    );
    report("live entry race", { rounds: ROUNDS, requests: answers.length, faults: faults.length, mostOpen, byRacer });
    expect(faults.map((f) => `${f.racer}: ${f.result.status} ${JSON.stringify(f.result.body)}`)).toEqual([]);
    expect(answers.every((a) => a.result.status < 300 || (a.result.status >= 400 && a.result.status < 500))).toBe(true);
    expect(mostOpen).toBeLessThanOrEqual(1);
    // A deadlock or a lock wait past lock_timeout (db/client.ts) would be a 503 above; the log says which.
    expect(server.output()).not.toMatch(/deadlock detected|canceling statement due to lock timeout/);
  }, 300_000);
});
