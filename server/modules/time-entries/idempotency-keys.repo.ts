// Idempotency keys of punches: claimed in the punch's own transaction, the answer stored beside them, forgotten after
// their retention (the time entries repo carries these queries).
import { and, eq, lt } from "drizzle-orm";
import { idempotencyKeys } from "@shared/schema";
import type { Db } from "../../db/client";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface IdempotencyClaim {
  userId: number;
  key: string;
  route: string;
  requestHash: string;
}

export type StoredIdempotency = typeof idempotencyKeys.$inferSelect;

export function createIdempotencyKeysRepo(db: Db) {
  return {
    /**
     * Claims the key first, in the punch's transaction. A concurrent request with the same key blocks on the
     * primary key until this transaction ends, then finds the stored answer: a replay in flight never punches twice.
     * Returns the stored row when the key was already used.
     */
    async claimIdempotencyKey(tx: Tx, claim: IdempotencyClaim): Promise<StoredIdempotency | null> {
      const inserted = await tx
        .insert(idempotencyKeys)
        .values(claim)
        .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
        .returning({ key: idempotencyKeys.key });
      if (inserted.length) return null;
      const [existing] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)))
        .limit(1);
      return existing;
    },

    /** Forgets keys claimed before `before`; returns how many. */
    async pruneIdempotencyKeys(before: Date): Promise<number> {
      const removed = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before)).returning({ key: idempotencyKeys.key });
      return removed.length;
    },

    async storeIdempotentResponse(tx: Tx, claim: IdempotencyClaim, status: number, body: unknown): Promise<void> {
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: status, responseBody: body })
        .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
    },
  };
}
