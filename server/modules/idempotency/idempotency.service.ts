// Runs an idempotent write (a contract with `idempotency`, its key read by mount) in one transaction with its key:
// claimed first, the write's answer stored beside it, a replay answered from the store, and old keys forgotten.
import type { ErrorCode } from "@shared/errors";
import { AppError } from "../../lib/errors";
import type { IdempotentAnswer, IdempotentRequest } from "../../lib/idempotency";
import type { Tx } from "../../db/client";
import type { IdempotencyRepo, StoredIdempotency } from "./idempotency.repo";


/** How long an Idempotency-Key, and the answer stored with it, is kept. */
export const IDEMPOTENCY_KEY_RETENTION_DAYS = 30;

interface StoredError {
  code: ErrorCode;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

const isStoredError = (body: unknown): body is StoredError =>
  typeof body === "object" && body !== null && typeof (body as { code?: unknown }).code === "string";

type Replay<Body> = ({ kind: "answer" } & IdempotentAnswer<Body>) | { kind: "error"; error: StoredError };

/**
 * A key used before with this request: its stored answer or error; a key used for another request is refused. A key
 * stored without a hash (a kiosk tap's from before its PIN was left out of the hash: migration 0023) is compared by
 * route only.
 */
function replayOfStored<Body>(stored: StoredIdempotency, request: IdempotentRequest): Replay<Body> | null {
  const otherBody = stored.requestHash !== null && stored.requestHash !== request.requestHash;
  if (stored.route !== request.route || otherBody) {
    throw new AppError("idempotency_mismatch", "This Idempotency-Key was already used for a different request");
  }
  if (stored.responseStatus === null) return null;
  // An AppError stored its { code, message }; a write may also answer a 4xx itself (a crew punch's 409 carries one
  // result per worker), which is replayed as the answer it was.
  if (stored.responseStatus >= 400 && isStoredError(stored.responseBody)) return { kind: "error", error: stored.responseBody };
  return { kind: "answer", status: stored.responseStatus, body: stored.responseBody as Body, replayed: true };
}

function answerOf<Body>(outcome: Replay<Body>): IdempotentAnswer<Body> {
  if (outcome.kind === "error") throw new AppError(outcome.error.code, outcome.error.message, outcome.error.fieldErrors);
  return { status: outcome.status, body: outcome.body, replayed: outcome.replayed };
}

export function createIdempotencyService(repo: IdempotencyRepo, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  return {
    /**
     * The stored answer of a key already used with this request (a stored error is thrown again), or null when the key
     * is new or its first request is still running. For a write that checks things before its transaction (a kiosk's
     * PIN comparison, which must not hold one open): a retry then gets the first answer without being checked again.
     * perform() still decides, under the key's lock, for two requests that race past this.
     */
    async replayOf<Body>(request: IdempotentRequest): Promise<IdempotentAnswer<Body> | null> {
      const stored = await repo.find(request);
      const replay = stored ? replayOfStored<Body>(stored, request) : null;
      return replay ? answerOf(replay) : null;
    },

    /**
     * Runs `work` in one transaction with the request's key (without a key, just in a transaction): the key is claimed
     * first; a replay returns the stored answer (success or error) and does nothing else. An AppError from the work is
     * stored too, inside a savepoint so the work's own writes are undone, and a replay answers the same error. Other
     * failures roll everything back, key included, so the client can retry.
     */
    async perform<Body>(
      request: IdempotentRequest | null,
      work: (tx: Tx) => Promise<{ status: number; body: Body }>,
    ): Promise<IdempotentAnswer<Body>> {
      const outcome = await repo.transaction(async (tx): Promise<Replay<Body>> => {
        if (!request) return { kind: "answer", ...(await work(tx)), replayed: false };
        const stored = await repo.claim(tx, request);
        if (stored) {
          const replay = replayOfStored<Body>(stored, request);
          if (!replay) throw new AppError("conflict", "A request with this Idempotency-Key is still being processed");
          return replay;
        }
        try {
          const result = await repo.savepoint(tx, work);
          await repo.storeAnswer(tx, request, result.status, result.body);
          return { kind: "answer", ...result, replayed: false };
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const body: StoredError = { code: error.code, message: error.message, fieldErrors: error.fieldErrors };
          await repo.storeAnswer(tx, request, error.status, body);
          return { kind: "error", error: body };
        }
      });
      return answerOf(outcome);
    },

    /**
     * Forgets keys older than IDEMPOTENCY_KEY_RETENTION_DAYS (the table would otherwise grow by one row per write
     * forever). A phone's queued punch is sent within minutes of signal coming back; a replay after a month would be
     * answered as a new punch, which the one-open-entry rule and the closed-entry check still guard.
     */
    prune(): Promise<number> {
      return repo.prune(new Date(now().getTime() - IDEMPOTENCY_KEY_RETENTION_DAYS * 86_400_000));
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
