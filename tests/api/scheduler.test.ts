// The scheduler (server/modules/scheduler): due jobs run once and move on, failures are kept and retried, and of
// several schedulers on one database exactly one runs each due time. With DATABASE_URL set this is real PostgreSQL
// (a pool of connections, so the claims race on the row lock); otherwise PGlite.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../server/db/client";
import { FORGOTTEN_CLOCK_OUTS_JOB } from "../../server/modules/scheduler/forgotten-clock-outs.jobs";
import { MAIL_QUEUE_JOB } from "../../server/modules/mail-queue/mail-queue.service";
import { HOUSEKEEPING_INTERVAL_MS, HOUSEKEEPING_JOBS } from "../../server/modules/scheduler/housekeeping";
import { createSchedulerRepo } from "../../server/modules/scheduler/scheduler.repo";
import { createScheduler, type SchedulerOptions } from "../../server/modules/scheduler/scheduler.service";
import { createTestApp, type TestApp } from "../support/app";
import { createTestDatabase } from "../support/db";

const MINUTE = 60_000;
const logger = pino({ level: "silent" });
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** A clock the test moves by hand. */
function testClock(start = "2026-03-02T12:00:00.000Z") {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

function schedulerOn(clock: { now: () => Date }, runnerId: string, options: Partial<SchedulerOptions> = {}) {
  return createScheduler(createSchedulerRepo(database.db), { logger, now: clock.now, runnerId, ...options });
}

const repo = () => createSchedulerRepo(database.db);

describe("one scheduler", () => {
  it("runs a due job once, moves its due time on by the interval, and runs it again only when that comes", async () => {
    const clock = testClock();
    const scheduler = schedulerOn(clock, "A");
    let runs = 0;
    scheduler.register("due-once", 10 * MINUTE, async () => {
      runs++;
    });
    await scheduler.ensureRows();

    expect(await scheduler.runDue()).toEqual(new Map([["due-once", "succeeded"]]));
    expect(runs).toBe(1);
    const row = await repo().find("due-once");
    expect(row).toMatchObject({
      nextRunAt: new Date("2026-03-02T12:10:00.000Z"),
      lastStartedAt: new Date("2026-03-02T12:00:00.000Z"),
      lastFinishedAt: new Date("2026-03-02T12:00:00.000Z"),
      lastError: null,
      leaseUntil: null,
      runBy: "A",
    });

    // Not due: the same moment, and a millisecond before the next due time.
    expect((await scheduler.runDue()).size).toBe(0);
    clock.advance(10 * MINUTE - 1);
    expect((await scheduler.runDue()).size).toBe(0);
    expect(runs).toBe(1);

    clock.advance(1);
    expect(await scheduler.runDue()).toEqual(new Map([["due-once", "succeeded"]]));
    expect(runs).toBe(2);
  });

  it("a failing run keeps its error, gives the lease back and runs again at the next check; success clears the error", async () => {
    const clock = testClock();
    const scheduler = schedulerOn(clock, "A");
    let failNext = true;
    let runs = 0;
    scheduler.register("fails-once", 60 * MINUTE, async () => {
      runs++;
      if (failNext) throw new Error("disk full");
    });
    await scheduler.ensureRows();

    expect(await scheduler.runDue()).toEqual(new Map([["fails-once", "failed"]]));
    expect(await repo().find("fails-once")).toMatchObject({
      lastError: "disk full",
      leaseUntil: null,
      nextRunAt: new Date("2026-03-02T12:00:00.000Z"),
    });

    failNext = false;
    clock.advance(30_000);
    expect(await scheduler.runDue()).toEqual(new Map([["fails-once", "succeeded"]]));
    expect(runs).toBe(2);
    expect(await repo().find("fails-once")).toMatchObject({ lastError: null, nextRunAt: new Date("2026-03-02T13:00:30.000Z") });
  });

  it("registering a name twice or a non-positive interval is refused", () => {
    const scheduler = schedulerOn(testClock(), "A");
    scheduler.register("twice", MINUTE, async () => undefined);
    expect(() => scheduler.register("twice", MINUTE, async () => undefined)).toThrow(/registered twice/);
    expect(() => scheduler.register("never", 0, async () => undefined)).toThrow(/positive interval/);
  });
});

describe("several schedulers on one database", () => {
  it("four schedulers checking at the same moments run each due time exactly once", async () => {
    const clock = testClock();
    const runsBy = new Map<string, number>();
    const schedulers = ["A", "B", "C", "D"].map((id) => {
      const scheduler = schedulerOn(clock, id);
      scheduler.register("raced", 5 * MINUTE, async () => {
        runsBy.set(id, (runsBy.get(id) ?? 0) + 1);
        // A run that takes a moment: the others' claims arrive while it holds the lease.
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
      return scheduler;
    });
    await Promise.all(schedulers.map((s) => s.ensureRows()));

    const rounds = 12;
    for (let round = 0; round < rounds; round++) {
      const outcomes = await Promise.all(schedulers.map((s) => s.runDue()));
      expect(outcomes.filter((o) => o.get("raced") === "succeeded")).toHaveLength(1);
      clock.advance(5 * MINUTE);
    }
    expect([...runsBy.values()].reduce((a, b) => a + b, 0)).toBe(rounds);
  });

  it("a run in progress holds the job: another scheduler's check finds nothing until it ends", async () => {
    const clock = testClock();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const a = schedulerOn(clock, "A");
    const b = schedulerOn(clock, "B");
    let runs = 0;
    for (const s of [a, b]) {
      s.register("held", MINUTE, async () => {
        runs++;
        await gate;
      });
    }
    await a.ensureRows();
    const first = a.runDue();
    await vi.waitFor(() => expect(runs).toBe(1));
    expect((await b.runDue()).size).toBe(0);
    expect(await repo().find("held")).toMatchObject({ runBy: "A", leaseUntil: expect.any(Date) });
    release();
    expect(await first).toEqual(new Map([["held", "succeeded"]]));
    expect(runs).toBe(1);
  });

  it("a lease left by a crashed process is taken over once it runs out, and the crashed run cannot finish it", async () => {
    const clock = testClock();
    const leaseMs = 15 * MINUTE;
    const crashed = await repo().ensure("abandoned", clock.now()).then(() =>
      repo().claim("abandoned", "crashed", clock.now(), new Date(clock.now().getTime() + leaseMs)),
    );
    expect(crashed).not.toBeNull();

    const b = schedulerOn(clock, "B", { leaseMs });
    let runs = 0;
    b.register("abandoned", 60 * MINUTE, async () => {
      runs++;
    });
    await b.ensureRows();
    clock.advance(leaseMs);
    expect((await b.runDue()).size).toBe(0);
    clock.advance(1);
    expect(await b.runDue()).toEqual(new Map([["abandoned", "succeeded"]]));
    expect(runs).toBe(1);
    expect(await repo().succeeded(crashed!, clock.now(), clock.now())).toBe(false);
    expect(await repo().find("abandoned")).toMatchObject({ runBy: "B", leaseUntil: null, lastError: null });
  });

  it("a restarted process keeps the schedule: its job is not due again until the time the last run set", async () => {
    const clock = testClock();
    let runs = 0;
    const job = async () => {
      runs++;
    };
    const before = schedulerOn(clock, "before-restart");
    before.register("kept", 6 * 60 * MINUTE, job);
    await before.ensureRows();
    await before.runDue();
    await before.stop();

    clock.advance(60 * MINUTE);
    const after = schedulerOn(clock, "after-restart");
    after.register("kept", 6 * 60 * MINUTE, job);
    await after.ensureRows();
    expect((await after.runDue()).size).toBe(0);
    expect(await repo().find("kept")).toMatchObject({ nextRunAt: new Date("2026-03-02T18:00:00.000Z") });
    expect(runs).toBe(1);
  });

  it("start() runs what is due, checks again every poll, and stop() waits for the run in progress", async () => {
    const clock = testClock();
    let runs = 0;
    let release: (() => void) | undefined;
    const scheduler = schedulerOn(clock, "polling", { pollMs: 5, random: () => 0 });
    scheduler.register("polled", MINUTE, async () => {
      runs++;
      clock.advance(MINUTE);
      if (runs === 3) await new Promise<void>((resolve) => (release = resolve));
    });
    await scheduler.start();
    expect(runs).toBe(1);
    await vi.waitFor(() => expect(release).toBeDefined());

    let stopped = false;
    const stopping = scheduler.stop(60_000).then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release!();
    await stopping;
    expect(runs).toBe(3);
    expect(await repo().find("polled")).toMatchObject({ leaseUntil: null, lastError: null });
  });
});

describe("housekeeping on the scheduler", () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it("the app registers the prunes, each run once per six hours (and the forgotten clock-out check and the mail queue)", async () => {
    const clock = testClock("2026-04-01T00:00:00.000Z");
    t = await createTestApp({ deps: { now: clock.now } });
    await t.services.scheduler.ensureRows();
    const outcomes = await t.services.scheduler.runDue();
    expect([...outcomes.entries()].sort()).toEqual(
      [...HOUSEKEEPING_JOBS, FORGOTTEN_CLOCK_OUTS_JOB, MAIL_QUEUE_JOB].map((name) => [name, "succeeded"]).sort(),
    );
    const repoOfApp = createSchedulerRepo(t.database.db);
    for (const name of HOUSEKEEPING_JOBS) {
      expect((await repoOfApp.find(name))?.nextRunAt).toEqual(new Date(clock.now().getTime() + HOUSEKEEPING_INTERVAL_MS));
    }
    clock.advance(HOUSEKEEPING_INTERVAL_MS - 1);
    // Only the five-minute check and the mail queue's are due meanwhile.
    expect([...(await t.services.scheduler.runDue()).keys()].sort()).toEqual([FORGOTTEN_CLOCK_OUTS_JOB, MAIL_QUEUE_JOB].sort());
  });
});
