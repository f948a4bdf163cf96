// The idempotency_keys table: a key claimed in the write's own transaction, the answer stored beside it, keys forgotten
// after their retention; and the transaction (with its savepoint) that an idempotent write runs in.
import { and, eq, lt, type SQL } from "drizzle-orm";
import { idempotencyKeys } from "@shared/schema";
import type { Db, Tx } from "../../db/client";
import type { IdempotentRequest } from "../../lib/idempotency";

export type StoredIdempotency = typeof idempotencyKeys.$inferSelect;

/** The request's key among its owner's: an account's keys and a kiosk's are apart. */
function keyOf(request: IdempotentRequest): SQL {
  const owner = request.kioskId === null ? eq(idempotencyKeys.userId, request.userId!) : eq(idempotencyKeys.kioskId, request.kioskId);
  return and(owner, eq(idempotencyKeys.key, request.key))!;
}

export function createIdempotencyRepo(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** A savepoint: an AppError thrown inside undoes only the work, so the key can still store the answer. */
    savepoint<T>(tx: Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
      return tx.transaction(work);
    },

    /**
     * Claims the key first, in the write's transaction. A concurrent request with the same key blocks on the
     * primary key until this transaction ends, then finds the stored answer: a replay in flight never writes twice.
     * Returns the stored row when the key was already used.
     */
    async claim(tx: Tx, request: IdempotentRequest): Promise<StoredIdempotency | null> {
      // No conflict target: the owner's unique index ((user_id, key) or (kiosk_id, key)) is the one that can clash.
      const inserted = await tx.insert(idempotencyKeys).values(request).onConflictDoNothing().returning({ key: idempotencyKeys.key });
      if (inserted.length) return null;
      const [existing] = await tx.select().from(idempotencyKeys).where(keyOf(request)).limit(1);
      return existing;
    },

    /** The stored row of the request's key, outside any transaction (a write that checks things first looks here). */
    async find(request: IdempotentRequest): Promise<StoredIdempotency | undefined> {
      const [row] = await db.select().from(idempotencyKeys).where(keyOf(request)).limit(1);
      return row;
    },

    async storeAnswer(tx: Tx, request: IdempotentRequest, status: number, body: unknown): Promise<void> {
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: status, responseBody: body })
        .where(keyOf(request));
    },

    /** Forgets keys claimed before `before`; returns how many. */
    async prune(before: Date): Promise<number> {
      const removed = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before)).returning({ key: idempotencyKeys.key });
      return removed.length;
    },
  };
}

export type IdempotencyRepo = ReturnType<typeof createIdempotencyRepo>;
