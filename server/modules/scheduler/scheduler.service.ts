// Timed work (housekeeping today) on the scheduled_jobs table, the same code on embedded PGlite and on PostgreSQL:
// every process polls, and the repo's claim lets exactly one of them run each due time of a job.
import crypto from "node:crypto";
import os from "node:os";
import type { Logger } from "pino";
import type { RunClaim, SchedulerRepo } from "./scheduler.repo";

/** How often a process looks for due jobs; each wait is this plus up to a tenth more, so processes drift apart. */
export const SCHEDULER_POLL_MS = 30_000;
/** How long a claimed run is held: longer than any job takes; a crashed process's run is taken over after it. */
export const SCHEDULER_LEASE_MS = 15 * 60_000;
/** How long stop() waits for a run in progress before shutdown goes on (its lease then runs out on its own). */
export const SCHEDULER_STOP_WAIT_MS = 5_000;

export interface SchedulerOptions {
  logger: Logger;
  /** The app's clock (deps.now): due times, leases and what the jobs prune by all read the same one. */
  now?: () => Date;
  pollMs?: number;
  leaseMs?: number;
  /** Names this process in `run_by`; tests give two schedulers in one process two names. */
  runnerId?: string;
  /** Random in [0, 1), for the poll's jitter; tests fix it. */
  random?: () => number;
}

interface RegisteredJob {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

export type JobOutcome = "succeeded" | "failed";

export function createScheduler(repo: SchedulerRepo, options: SchedulerOptions) {
  const { logger } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? SCHEDULER_POLL_MS;
  const leaseMs = options.leaseMs ?? SCHEDULER_LEASE_MS;
  const random = options.random ?? Math.random;
  const runnerId = options.runnerId ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString("hex")}`;
  const jobs = new Map<string, RegisteredJob>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let tickInFlight: Promise<unknown> = Promise.resolve();
  let rowsMade = false;

  async function runClaimed(job: RegisteredJob, claim: RunClaim): Promise<JobOutcome> {
    try {
      await job.run();
    } catch (error) {
      logger.warn({ err: error, job: job.name }, `scheduled job ${job.name} failed; it runs again at the next check`);
      const message = error instanceof Error ? error.message : String(error);
      if (!(await repo.failed(claim, now(), message.slice(0, 2_000)))) {
        logger.warn({ job: job.name }, `scheduled job ${job.name} outlived its lease; another process may have run it`);
      }
      return "failed";
    }
    // The next due time counts from this run's start: a late run (the servers were down) does not run twice to catch up.
    const finished = now();
    if (!(await repo.succeeded(claim, finished, new Date(claim.startedAt.getTime() + job.everyMs)))) {
      logger.warn({ job: job.name }, `scheduled job ${job.name} outlived its lease; another process may have run it`);
    }
    // One line per run, from the process that ran it: with several processes, who did what.
    logger.info({ job: job.name, runBy: runnerId, ms: finished.getTime() - claim.startedAt.getTime() }, `scheduled job ${job.name} done`);
    return "succeeded";
  }

  const scheduler = {
    runnerId,

    /** Adds a job run every `everyMs`; its row is made by start() (or runDue()), due at once if it is new. */
    register(name: string, everyMs: number, run: () => Promise<unknown>): void {
      if (jobs.has(name)) throw new Error(`scheduled job ${name} is registered twice`);
      if (!(everyMs > 0)) throw new Error(`scheduled job ${name} needs a positive interval`);
      jobs.set(name, { name, everyMs, run });
    },

    /**
     * Makes a job due at the next check of any process (a settings change it reads should apply within one poll, not
     * one interval); it then runs once as usual and its schedule counts on from that run.
     */
    async dueNow(name: string): Promise<void> {
      if (!jobs.has(name)) throw new Error(`scheduled job ${name} is not registered`);
      await repo.dueNow(name, now());
    },

    /** Makes the rows of registered jobs that have none; existing rows keep their due times. */
    async ensureRows(): Promise<void> {
      const at = now();
      for (const name of jobs.keys()) await repo.ensure(name, at);
    },

    /**
     * One check: claims and runs, one after the other, each registered job that is due and free here. Returns what
     * this process ran and how it ended (jobs another process holds, or not due, are absent). A failed claim (the
     * database away) is logged and left for the next check.
     */
    async runDue(): Promise<Map<string, JobOutcome>> {
      const outcomes = new Map<string, JobOutcome>();
      for (const job of jobs.values()) {
        let claim: RunClaim | null;
        try {
          const at = now();
          claim = await repo.claim(job.name, runnerId, at, new Date(at.getTime() + leaseMs));
        } catch (error) {
          logger.warn({ err: error, job: job.name }, `could not check scheduled job ${job.name}; it is checked again later`);
          continue;
        }
        if (claim) outcomes.set(job.name, await runClaimed(job, claim));
      }
      return outcomes;
    },

    /** Makes the rows, runs what is due now, then checks every pollMs (with jitter) until stop(). */
    async start(): Promise<void> {
      if (running) return;
      running = true;
      const tick = async () => {
        try {
          if (!rowsMade) await scheduler.ensureRows();
          rowsMade = true;
          await scheduler.runDue();
        } catch (error) {
          logger.warn({ err: error }, "scheduled jobs check failed; it runs again later");
        }
      };
      const loop = () => {
        if (!running) return;
        tickInFlight = tick().finally(() => {
          if (!running) return;
          timer = setTimeout(loop, pollMs + Math.floor(random() * pollMs * 0.1));
          timer.unref();
        });
      };
      loop();
      await tickInFlight;
      logger.info({ jobs: [...jobs.keys()], pollMs }, `scheduled jobs checked; checking every ${Math.round(pollMs / 1000)} s`);
    },

    /** No new checks; a run in progress gets up to `waitMs` to finish (else its lease runs out and another takes it). */
    async stop(waitMs = SCHEDULER_STOP_WAIT_MS): Promise<void> {
      running = false;
      clearTimeout(timer);
      let waited: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        waited = setTimeout(resolve, waitMs);
      });
      await Promise.race([tickInFlight.catch(() => undefined), timeout]);
      clearTimeout(waited);
    },
  };
  return scheduler;
}

export type Scheduler = ReturnType<typeof createScheduler>;
