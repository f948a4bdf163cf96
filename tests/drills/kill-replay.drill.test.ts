// QUALITY 30: `kill -9` of the server during a stream of idempotent clock events, restart, replay the whole stream
// with the same keys and the same session cookie: every event is stored exactly once, sessions survive the crash.
import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerProcess } from "../support/server-process";
import { startCluster, type PgCluster } from "./support/pg-cluster";
import { countBy, createProject, createWorker, report, request, signIn, startDrillServer, tempDir, type Result } from "./support/drill";

const WORKERS = 16;
/** Per worker: in, out, in, out; each event has its own fixed Idempotency-Key. */
const EVENTS = ["in-1", "out-1", "in-2", "out-2"] as const;
const KILL_AFTER_ANSWERS = 24;

let cluster: PgCluster;
let databaseUrl: string;
const dataDir = tempDir("crewline-drill-kill-");
const servers: ServerProcess[] = [];

beforeAll(async () => {
  cluster = await startCluster();
  databaseUrl = await cluster.createDatabase("crewline");
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop("SIGKILL")));
  await cluster?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

interface Event {
  worker: number;
  name: (typeof EVENTS)[number];
  key: string;
}

/** Sends one worker's events in order; the clock-outs name the entry the matching clock-in answered with. */
async function sendChain(
  base: string,
  cookie: string,
  workerId: number,
  projectId: number,
  runId: string,
  onAnswer: (event: Event, result: Result) => void,
): Promise<void> {
  let entryId: number | undefined;
  for (const name of EVENTS) {
    const event: Event = { worker: workerId, name, key: `drill-${runId}-w${workerId}-${name}` };
    const isIn = name.startsWith("in");
    const result = await request(base, isIn ? "/api/time-entries/clock-in" : "/api/time-entries/clock-out", {
      method: "POST",
      cookie,
      headers: { "Idempotency-Key": event.key },
      body: isIn ? { workerId, projectId, notes: `drill ${name}` } : { timeEntryId: entryId, notes: `drill ${name}` },
    });
    onAnswer(event, result);
    if (result.status === 0) return; // the server is gone: this worker's stream stops here, as a phone's would
    if (isIn) entryId = result.body?.id;
  }
}

describe("QUALITY 30: kill -9 during a stream of idempotent clock events", () => {
  it("stores every event exactly once after a crash and a full replay; the old session still works", async () => {
    const runId = Math.random().toString(36).slice(2, 8);
    const first = startDrillServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
    servers.push(first);
    const base1 = await first.ready;
    const cookie = await signIn(base1);
    const projectId = await createProject(base1, cookie);
    const workerIds: number[] = [];
    for (let i = 0; i < WORKERS; i++) workerIds.push(await createWorker(base1, cookie, `Drill worker ${i + 1}`));

    // The stream, cut by kill -9 once KILL_AFTER_ANSWERS events have been answered.
    const original = new Map<string, Result>();
    let answered = 0;
    let killedAt = 0;
    const killed = new Promise<void>((resolve) => {
      const onAnswer = (event: Event, result: Result) => {
        if (result.status !== 0) {
          original.set(event.key, result);
          answered++;
        }
        if (answered >= KILL_AFTER_ANSWERS && !killedAt) {
          killedAt = answered;
          first.child.kill("SIGKILL");
          resolve();
        }
      };
      void Promise.all(workerIds.map((w) => sendChain(base1, cookie, w, projectId, runId, onAnswer))).then(() => resolve());
    });
    await killed;
    expect(await first.exited).toBeNull(); // killed by a signal, no exit code
    expect(first.child.signalCode).toBe("SIGKILL");
    const answeredBeforeCrash = original.size;
    expect(answeredBeforeCrash).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
    expect(answeredBeforeCrash).toBeLessThan(WORKERS * EVENTS.length); // it really was mid-stream
    for (const result of original.values()) expect([200, 201]).toContain(result.status);

    // Restart on the same database and replay the whole stream, twice, with the same cookie and keys.
    const second = startDrillServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
    servers.push(second);
    const base2 = await second.ready;
    const me = await request(base2, "/api/auth/user", { cookie });
    expect(me.status, "the session from before the crash").toBe(200);
    expect(me.body.username).toBe("drill-admin");

    const replays: Map<string, Result>[] = [new Map(), new Map()];
    for (const replay of replays) {
      await Promise.all(
        workerIds.map((w) => sendChain(base2, cookie, w, projectId, runId, (event, result) => replay.set(event.key, result))),
      );
    }
    const [replay1, replay2] = replays;
    expect(replay1.size).toBe(WORKERS * EVENTS.length);
    let replayedAnswers = 0;
    let sameAsOriginal = 0;
    for (const [key, result] of replay1) {
      expect([200, 201], `${key}: ${JSON.stringify(result.body)}`).toContain(result.status);
      if (result.headers?.get("idempotent-replayed") === "true") replayedAnswers++;
      const before = original.get(key);
      if (before) {
        // An event answered before the crash gets the very same answer again.
        expect(result.status, key).toBe(before.status);
        expect(result.body, key).toEqual(before.body);
        sameAsOriginal++;
      }
      // The second replay changes nothing and answers the same as the first.
      const again = replay2.get(key)!;
      expect(again.status, key).toBe(result.status);
      expect(again.body, key).toEqual(result.body);
      expect(again.headers?.get("idempotent-replayed"), key).toBe("true");
    }

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const entries = await client.query<{ worker_id: number; clock_out_time: Date | null }>(
        "select worker_id, clock_out_time from time_entries where worker_id = any($1)",
        [workerIds],
      );
      expect(entries.rowCount, "two entries per worker, no duplicates").toBe(WORKERS * 2);
      const perWorker = countBy(entries.rows, (r) => r.worker_id);
      for (const w of workerIds) expect(perWorker[w], `worker ${w}`).toBe(2);
      expect(entries.rows.filter((r) => r.clock_out_time === null), "no open entries left").toHaveLength(0);
      const keys = await client.query("select key, response_status from idempotency_keys where key like $1", [`drill-${runId}-%`]);
      expect(keys.rowCount).toBe(WORKERS * EVENTS.length);
      expect(keys.rows.every((k) => k.response_status === 200 || k.response_status === 201)).toBe(true);
      // The clock-outs of one worker closed the two different entries its clock-ins made.
      for (const w of workerIds) {
        const ins = [replay1.get(`drill-${runId}-w${w}-in-1`)!, replay1.get(`drill-${runId}-w${w}-in-2`)!];
        expect(ins[0].body.id).not.toBe(ins[1].body.id);
        expect(replay1.get(`drill-${runId}-w${w}-out-1`)!.body.id).toBe(ins[0].body.id);
        expect(replay1.get(`drill-${runId}-w${w}-out-2`)!.body.id).toBe(ins[1].body.id);
      }
    } finally {
      await client.end();
    }
    report("kill-9 replay", {
      events: WORKERS * EVENTS.length,
      answeredBeforeKill: answeredBeforeCrash,
      storedButUnanswered: replayedAnswers - answeredBeforeCrash,
      replayedAnswers,
      sameAsOriginal,
      entries: WORKERS * 2,
    });
  }, 90_000);
});
