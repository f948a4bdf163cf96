// QUALITY 29: PostgreSQL stopped for 5 s under load. The server process survives (same pid, still listening), answers
// 503 'unavailable' quickly while the database is down, /readyz says so, and it recovers by itself after the restart.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerProcess } from "../support/server-process";
import { startCluster, type PgCluster } from "./support/pg-cluster";
import { countBy, createProject, report, request, signIn, sleep, startDrillServer, tempDir } from "./support/drill";

const LOOPS = 10;
const LOAD_BEFORE_MS = 3_000;
const OUTAGE_MS = 5_000;
/** After the restart, how long the app may take to answer normally again. */
const RECOVERY_BUDGET_MS = 10_000;
/** No request may hang longer than this, outage or not (the pool gives up connecting after 5 s). */
const MAX_REQUEST_MS = 7_000;

let cluster: PgCluster;
let databaseUrl: string;
const dataDir = tempDir("crewline-drill-outage-");
let server: ServerProcess;

beforeAll(async () => {
  cluster = await startCluster();
  databaseUrl = await cluster.createDatabase("crewline");
}, 60_000);

afterAll(async () => {
  if (process.env.DRILL_LOG_DIR && server) fs.writeFileSync(`${process.env.DRILL_LOG_DIR}/postgres-outage.server.log`, server.output());
  await server?.stop("SIGKILL");
  await cluster?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

interface Sample {
  start: number;
  end: number;
  status: number;
  code?: string;
  error?: string;
}

describe("QUALITY 29: PostgreSQL stopped for 5 s under load", () => {
  it("survives, answers 503 while it is down, /readyz reports it, and recovers alone", async () => {
    server = startDrillServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
    const base = await server.ready;
    const pid = server.child.pid;
    const cookie = await signIn(base);
    await createProject(base, cookie);

    const t0 = performance.now();
    const now = () => performance.now() - t0;
    const samples: Sample[] = [];
    const readiness: Sample[] = [];
    let stopLoad = false;

    const loop = async (into: Sample[], path: string, withCookie: boolean, pauseMs: number) => {
      while (!stopLoad) {
        const start = now();
        const r = await request(base, path, { cookie: withCookie ? cookie : undefined, timeoutMs: 20_000 });
        into.push({ start, end: now(), status: r.status, code: r.body?.code, error: r.error });
        if (pauseMs) await sleep(pauseMs);
      }
    };
    const loops = [
      ...Array.from({ length: LOOPS }, () => loop(samples, "/api/projects", true, 0)),
      loop(readiness, "/readyz", false, 200),
    ];

    await sleep(LOAD_BEFORE_MS);
    const stopAsked = now();
    await cluster.stop("immediate");
    const down = now();
    await sleep(OUTAGE_MS);
    const startAsked = now();
    await cluster.start();
    const up = now();

    // Keep the load on until the app has answered normally for a while (or the budget is spent).
    let recoveredAt = -1;
    while (now() - up < RECOVERY_BUDGET_MS + 2_000) {
      await sleep(250);
      const after = samples.filter((s) => s.start >= up);
      const lastBad = Math.max(-1, ...after.filter((s) => s.status !== 200).map((s) => s.end));
      const goodSince = after.filter((s) => s.status === 200 && s.start > lastBad);
      if (goodSince.length >= 20 && now() - (goodSince[0]?.start ?? now()) > 1_500) {
        recoveredAt = goodSince[0].start;
        break;
      }
    }
    stopLoad = true;
    await Promise.all(loops);

    const during = samples.filter((s) => s.start >= down + 200 && s.end <= startAsked);
    const statuses = countBy(samples, (s) => s.status);
    const slowest = Math.max(...samples.map((s) => s.end - s.start));
    const readyDuring = readiness.filter((s) => s.start >= down + 200 && s.end <= startAsked);
    const readyBackAt = readiness.find((s) => s.start >= up && s.status === 200)?.start ?? -1;
    const figures = {
      requests: samples.length,
      statuses,
      during: countBy(during, (s) => `${s.status}${s.code ? `:${s.code}` : ""}`),
      slowestMs: Math.round(slowest),
      stopMs: Math.round(down - stopAsked),
      recoverySeconds: recoveredAt < 0 ? "never" : ((recoveredAt - up) / 1000).toFixed(2),
      readyz: countBy(readiness, (s) => s.status),
      readyzBackSeconds: readyBackAt < 0 ? "never" : ((readyBackAt - up) / 1000).toFixed(2),
    };
    report("postgres outage", figures);

    // The process survived: same pid, still running and listening.
    expect(server.child.pid).toBe(pid);
    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();
    expect((await request(base, "/healthz")).status).toBe(200);

    // Only 200s and 503s, every answer in time, no dropped connection, never a 500.
    const unexpected = samples.filter((s) => s.status !== 200 && !(s.status === 503 && s.code === "unavailable"));
    expect(unexpected, `${JSON.stringify(unexpected.slice(0, 5))}\n${server.output().slice(-3000)}`).toEqual([]);
    expect(slowest).toBeLessThan(MAX_REQUEST_MS);

    // While it is down: 503 'unavailable' (all of them), and /readyz says 503.
    expect(during.length).toBeGreaterThan(20);
    expect(during.every((s) => s.status === 503 && s.code === "unavailable")).toBe(true);
    expect(readyDuring.length).toBeGreaterThan(3);
    expect(readyDuring.every((s) => s.status === 503)).toBe(true);
    expect(readiness.every((s) => s.status === 200 || s.status === 503)).toBe(true);

    // Back by itself within the budget, /readyz too, and the session from before still works.
    expect(recoveredAt, JSON.stringify(figures)).toBeGreaterThanOrEqual(0);
    expect(recoveredAt - up).toBeLessThan(RECOVERY_BUDGET_MS);
    expect(readyBackAt).toBeGreaterThanOrEqual(0);
    expect(readyBackAt - up).toBeLessThan(RECOVERY_BUDGET_MS);
    expect((await request(base, "/readyz")).status).toBe(200);
    expect((await request(base, "/api/auth/user", { cookie })).status).toBe(200);
  }, 90_000);
});
