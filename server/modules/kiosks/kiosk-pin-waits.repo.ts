// The kiosk_pin_waits table (issue 24 item 7, QUALITY 52): wrong PINs in a row per (kiosk, worker) and until when the
// name waits; shared/domain/kiosk-pin-wait.ts decides how long.
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { KIOSK_PIN_MEMORY_MS, kioskPinWaitMs } from "@shared/domain/kiosk-pin-wait";
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

export function createKioskPinWaitsRepo(db: Db) {
  return {
    async waitOf(kioskId: number, workerId: number): Promise<KioskPinWaitRow | undefined> {
      const [row] = await db.select().from(w).where(of(kioskId, workerId)).limit(1);
      return row;
    },

    /**
     * One more wrong PIN: counted by one upsert (two wrong PINs at once both count; the second waits for the first's
     * row lock), starting again at 1 when the last one is older than KIOSK_PIN_MEMORY_MS; the wait then follows the
     * count, in the same transaction. Answers the row as it now is.
     */
    async recordWrong(kioskId: number, workerId: number, now: Date): Promise<KioskPinWaitRow> {
      return db.transaction(async (tx) => {
        const forgotten = new Date(now.getTime() - KIOSK_PIN_MEMORY_MS);
        const [counted] = await tx
          .insert(w)
          .values({ kioskId, workerId, wrongPins: 1, lastWrongAt: now, waitUntil: now })
          .onConflictDoUpdate({
            target: [w.kioskId, w.workerId],
            set: { wrongPins: sql`case when ${w.lastWrongAt} < ${at(forgotten)} then 1 else ${w.wrongPins} + 1 end`, lastWrongAt: now },
          })
          .returning({ wrongPins: w.wrongPins });
        const [row] = await tx
          .update(w)
          .set({ waitUntil: new Date(now.getTime() + kioskPinWaitMs(counted.wrongPins)) })
          .where(of(kioskId, workerId))
          .returning();
        return row;
      });
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
