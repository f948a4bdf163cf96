// Data access for the rate-limit counters: every attempt is one atomic upsert, so parallel requests are all counted.
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { rateLimitCounters } from "@shared/schema";
import type { Db } from "../../db/client";

export interface CounterKey {
  scope: string;
  keyHash: string;
}

export interface CounterState {
  attempts: number;
  windowEndsAt: Date;
}

const c = rateLimitCounters;
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const thisCounter = (key: CounterKey) => and(eq(c.scope, key.scope), eq(c.keyHash, key.keyHash));

export function createLimitsRepo(db: Db) {
  return {
    /**
     * Adds one attempt and returns the count. A window that has ended starts over at 1 (with the new end and no
     * lock): INSERT ... ON CONFLICT DO UPDATE takes the row lock, so concurrent attempts each see their own number.
     */
    async increment(key: CounterKey, now: Date, newWindowEndsAt: Date): Promise<CounterState> {
      const expired = sql`${c.windowEndsAt} <= ${at(now)}`;
      const [row] = await db
        .insert(c)
        .values({ ...key, attempts: 1, windowEndsAt: newWindowEndsAt })
        .onConflictDoUpdate({
          target: [c.scope, c.keyHash],
          set: {
            attempts: sql`case when ${expired} then 1 else ${c.attempts} + 1 end`,
            windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${c.windowEndsAt} end`,
            lockedAt: sql`case when ${expired} then null else ${c.lockedAt} end`,
            userId: sql`case when ${expired} then null else ${c.userId} end`,
          },
        })
        .returning({ attempts: c.attempts, windowEndsAt: c.windowEndsAt });
      return row;
    },

    /** Takes back one attempt of the given window (a later window's count is left alone). */
    async decrement(key: CounterKey, windowEndsAt: Date): Promise<void> {
      await db
        .update(c)
        .set({ attempts: sql`${c.attempts} - 1` })
        .where(and(thisCounter(key), eq(c.windowEndsAt, windowEndsAt), sql`${c.attempts} > 0`));
    },

    /** Deletes the counter unless it holds at least `keepFrom` attempts; true when it was deleted. */
    async deleteBelow(key: CounterKey, keepFrom: number): Promise<boolean> {
      const deleted = await db
        .delete(c)
        .where(and(thisCounter(key), sql`${c.attempts} < ${keepFrom}`))
        .returning({ scope: c.scope });
      return deleted.length > 0;
    },

    /** Marks the window's counter locked (once): true for the request that locked it. */
    async markLocked(key: CounterKey, windowEndsAt: Date, now: Date, userId: number | null): Promise<boolean> {
      const locked = await db
        .update(c)
        .set({ lockedAt: now, userId })
        .where(and(thisCounter(key), eq(c.windowEndsAt, windowEndsAt), isNull(c.lockedAt)))
        .returning({ scope: c.scope });
      return locked.length > 0;
    },

    /** Counters whose window has ended count nothing any more; a locked counter's window is still running. */
    async deleteEnded(now: Date): Promise<number> {
      const deleted = await db.delete(c).where(lte(c.windowEndsAt, now)).returning({ scope: c.scope });
      return deleted.length;
    },
  };
}

export type LimitsRepo = ReturnType<typeof createLimitsRepo>;
