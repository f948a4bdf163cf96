// The scheduled_jobs table: a job's row is made once, each run is claimed by one guarded UPDATE (the lease), and the
// run's end moves the due time on (success) or records the error (failure) and gives the lease back.
import { and, eq, gt, isNull, lt, lte, or, sql } from "drizzle-orm";
import { scheduledJobs } from "@shared/schema";
import type { Db } from "../../db/client";

export type ScheduledJobRow = typeof scheduledJobs.$inferSelect;

const j = scheduledJobs;
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** The claim a run holds: which process, and when it started (the two together name this run, not a later one). */
export interface RunClaim {
  name: string;
  runBy: string;
  startedAt: Date;
}

export function createSchedulerRepo(db: Db) {
  /** The row while `claim` still holds it: a run whose lease ran out and was taken over finishes nothing. */
  const stillHeld = (claim: RunClaim) =>
    and(eq(j.name, claim.name), eq(j.runBy, claim.runBy), eq(j.lastStartedAt, claim.startedAt));

  return {
    /** Makes the job's row, due at `firstRunAt`, unless it exists: a restart keeps the schedule it had. */
    async ensure(name: string, firstRunAt: Date): Promise<void> {
      await db.insert(j).values({ name, nextRunAt: firstRunAt }).onConflictDoNothing({ target: j.name });
    },

    /** Brings the job's next due time forward to `now` (never later than it was); false when the job has no row yet. */
    async dueNow(name: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(j)
        .set({ nextRunAt: at(now) })
        .where(and(eq(j.name, name), gt(j.nextRunAt, at(now))))
        .returning({ name: j.name });
      return rows.length > 0;
    },

    /**
     * Takes the run of a due job whose lease is free or has run out; null when it is not due or someone holds it.
     * One UPDATE: two processes claiming at once both reach the row, the second waits for the first's row lock and,
     * under READ COMMITTED, re-checks the WHERE against the row the first wrote (lease now held), so it gets nothing.
     */
    async claim(name: string, runBy: string, now: Date, leaseUntil: Date): Promise<RunClaim | null> {
      const [row] = await db
        .update(j)
        .set({ leaseUntil: at(leaseUntil), runBy, lastStartedAt: at(now) })
        .where(and(eq(j.name, name), lte(j.nextRunAt, at(now)), or(isNull(j.leaseUntil), lt(j.leaseUntil, at(now)))))
        .returning({ name: j.name, runBy: j.runBy, startedAt: j.lastStartedAt });
      return row ? { name: row.name, runBy: row.runBy!, startedAt: row.startedAt! } : null;
    },

    /** A run that succeeded: next due at `nextRunAt`, the last error cleared, the lease given back. */
    async succeeded(claim: RunClaim, finishedAt: Date, nextRunAt: Date): Promise<boolean> {
      const rows = await db
        .update(j)
        .set({ nextRunAt: at(nextRunAt), lastFinishedAt: at(finishedAt), lastError: null, leaseUntil: null })
        .where(stillHeld(claim))
        .returning({ name: j.name });
      return rows.length > 0;
    },

    /** A run that failed: the error kept, the due time left as it was (so the next tick tries again), the lease given back. */
    async failed(claim: RunClaim, finishedAt: Date, error: string): Promise<boolean> {
      const rows = await db
        .update(j)
        .set({ lastFinishedAt: at(finishedAt), lastError: error, leaseUntil: null })
        .where(stillHeld(claim))
        .returning({ name: j.name });
      return rows.length > 0;
    },

    async find(name: string): Promise<ScheduledJobRow | undefined> {
      const [row] = await db.select().from(j).where(eq(j.name, name)).limit(1);
      return row;
    },
  };
}

export type SchedulerRepo = ReturnType<typeof createSchedulerRepo>;
