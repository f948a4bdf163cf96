// The kiosk_pin_waits table (issue 24 item 7, QUALITY 52): wrong PINs in a row per (kiosk, worker) and until when the
// name waits; shared/domain/kiosk-pin-wait.ts decides how long. A try is counted as it starts, by one upsert that
// refuses it while the name waits, so two tries at once never both reach the comparison.
import { and, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import { KIOSK_PIN_MAX_WAIT_MS, KIOSK_PIN_MEMORY_MS, kioskPinWaitMs } from "@shared/domain/kiosk-pin-wait";
import { kioskPinWaits, kiosks, workers } from "@shared/schema";
import type { Db } from "../../db/client";

export type KioskPinWaitRow = typeof kioskPinWaits.$inferSelect;

/** Wrong PINs on one name at one kiosk, with the names the bell shows. */
export interface PinFailures {
  kioskId: number;
  kioskName: string;
  workerId: number;
  workerName: string;
  wrongPins: number;
  lastWrongAt: Date;
  waitUntil: Date;
}

const w = kioskPinWaits;
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const of = (kioskId: number, workerId: number) => and(eq(w.kioskId, kioskId), eq(w.workerId, workerId));

/** kioskPinWaitMs(n) in SQL, written out from the rule itself (1 s, 2 s, ... until the cap), so the two never differ. */
function waitMsAfter(wrongPins: SQL): SQL {
  const steps: SQL[] = [];
  for (let n = 1; kioskPinWaitMs(n) < KIOSK_PIN_MAX_WAIT_MS; n++) steps.push(sql`when ${sql.raw(String(n))} then ${sql.raw(String(kioskPinWaitMs(n)))}`);
  return sql`(case ${wrongPins} ${sql.join(steps, sql` `)} else ${sql.raw(String(KIOSK_PIN_MAX_WAIT_MS))} end)`;
}
const plusMs = (instant: SQL, ms: SQL) => sql`${instant} + ${ms} * interval '1 millisecond'`;

export function createKioskPinWaitsRepo(db: Db) {
  return {
    async waitOf(kioskId: number, workerId: number): Promise<KioskPinWaitRow | undefined> {
      const [row] = await db.select().from(w).where(of(kioskId, workerId)).limit(1);
      return row;
    },

    /**
     * Counts a try on the name as it starts, unless the name still waits at `now`: null then, and nothing changed.
     * The name then waits as after one more wrong PIN (restarting at 1 after KIOSK_PIN_MEMORY_MS of quiet). One
     * INSERT ... ON CONFLICT DO UPDATE takes the row lock, so of two tries at once the second sees the first's wait:
     * a script cannot have ten guesses compared at once (the PIN lane's size) each time a wait ends.
     */
    async startTry(kioskId: number, workerId: number, now: Date): Promise<KioskPinWaitRow | null> {
      const forgotten = at(new Date(now.getTime() - KIOSK_PIN_MEMORY_MS));
      const count = sql`(case when ${w.lastWrongAt} < ${forgotten} then 1 else ${w.wrongPins} + 1 end)`;
      const [row] = await db
        .insert(w)
        .values({ kioskId, workerId, wrongPins: 1, lastWrongAt: now, waitUntil: new Date(now.getTime() + kioskPinWaitMs(1)) })
        .onConflictDoUpdate({
          target: [w.kioskId, w.workerId],
          set: { wrongPins: count, lastWrongAt: sql`excluded.last_wrong_at`, waitUntil: plusMs(sql`excluded.last_wrong_at`, waitMsAfter(count)) },
          setWhere: sql`${w.waitUntil} <= excluded.last_wrong_at`,
        })
        .returning();
      return row ?? null;
    },

    /**
     * The try was wrong: the name waits from the answer (a comparison that queued behind others must not use up the
     * wait). An upsert, so a wrong PIN still counts when a right one at the same moment has just deleted the row.
     */
    async wrongPin(kioskId: number, workerId: number, now: Date): Promise<void> {
      await db
        .insert(w)
        .values({ kioskId, workerId, wrongPins: 1, lastWrongAt: now, waitUntil: new Date(now.getTime() + kioskPinWaitMs(1)) })
        .onConflictDoUpdate({
          target: [w.kioskId, w.workerId],
          set: { lastWrongAt: sql`excluded.last_wrong_at`, waitUntil: plusMs(sql`excluded.last_wrong_at`, waitMsAfter(sql`${w.wrongPins}`)) },
        });
    },

    /**
     * Takes back a try that was never compared (the PIN lane was full, 503): one try fewer and no wait, as the try
     * could only start when there was none. Only while no later try has been counted.
     */
    async refund(counted: KioskPinWaitRow, startedAt: Date): Promise<void> {
      const unchanged = and(of(counted.kioskId, counted.workerId), eq(w.wrongPins, counted.wrongPins), eq(w.waitUntil, at(counted.waitUntil)));
      if (counted.wrongPins <= 1) await db.delete(w).where(unchanged);
      else await db.update(w).set({ wrongPins: sql`${w.wrongPins} - 1`, waitUntil: at(startedAt) }).where(unchanged);
    },

    /** A right PIN: the name starts afresh on this kiosk. */
    async clear(kioskId: number, workerId: number): Promise<void> {
      await db.delete(w).where(of(kioskId, workerId));
    },

    /** The office or the foreman clears the worker's waits on every kiosk; answers how many there were. */
    async clearWorker(workerId: number): Promise<number> {
      const rows = await db.delete(w).where(eq(w.workerId, workerId)).returning({ kioskId: w.kioskId });
      return rows.length;
    },

    /** Names with at least `minWrongPins` wrong PINs in a row, the last since `since`, most recent first. */
    async failures(minWrongPins: number, since: Date): Promise<PinFailures[]> {
      return db
        .select({
          kioskId: w.kioskId,
          kioskName: kiosks.name,
          workerId: w.workerId,
          workerName: workers.name,
          wrongPins: w.wrongPins,
          lastWrongAt: w.lastWrongAt,
          waitUntil: w.waitUntil,
        })
        .from(w)
        .innerJoin(kiosks, eq(kiosks.id, w.kioskId))
        .innerJoin(workers, eq(workers.id, w.workerId))
        .where(and(gte(w.wrongPins, minWrongPins), gte(w.lastWrongAt, at(since))))
        .orderBy(desc(w.lastWrongAt), w.workerId, w.kioskId)
        .limit(50);
    },

    async workerExists(workerId: number): Promise<boolean> {
      const [row] = await db.select({ id: workers.id }).from(workers).where(eq(workers.id, workerId)).limit(1);
      return row !== undefined;
    },
  };
}

export type KioskPinWaitsRepo = ReturnType<typeof createKioskPinWaitsRepo>;
