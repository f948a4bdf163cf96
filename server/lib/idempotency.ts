// The HTTP side of idempotent writes (a contract's `idempotency`): the Idempotency-Key header read and checked, the
// request tied to it by a hash of its body, and the answer a handler gives back. The keys' table and the transaction
// that claims a key, runs the write and stores its answer are in server/modules/idempotency.
import crypto from "node:crypto";
import type { Request } from "express";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from "@shared/api/constants";
import type { Endpoint } from "@shared/api/contract";
import { AppError } from "./errors";

/**
 * A write sent with an Idempotency-Key: whose key (the signed-in account's, or on a kiosk route the kiosk's: exactly one
 * of the two), on which route, and the hash of the body it must match on a replay.
 */
export interface IdempotentRequest {
  userId: number | null;
  kioskId: number | null;
  key: string;
  /** 'POST /api/time-entries/clock-in': a key used on one route is refused on another. */
  route: string;
  requestHash: string;
}

/** What an idempotent handler answers: the status and body, and whether they are a stored answer sent again. */
export interface IdempotentAnswer<Body> {
  status: number;
  body: Body;
  replayed: boolean;
}

/** Deeper than any request body of this API; a deeper one is refused rather than overflowing the stack (a 500). */
const MAX_BODY_DEPTH = 64;

/** JSON with object keys sorted at every level, so {a,b} and {b,a} hash alike. */
export function canonicalJson(value: unknown, depth = 0): string {
  if (depth > MAX_BODY_DEPTH) throw new AppError("validation_failed", "The request body is nested too deeply");
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item, depth + 1)).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.keys(value as object)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key], depth + 1)}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The hash that ties an Idempotency-Key to its request body: a replay with another body is refused. */
export function requestHash(body: unknown): string {
  return crypto.createHash("sha256").update(canonicalJson(body)).digest("hex");
}

/** The body as its key's hash sees it: without the contract's `unhashedFields` (a PIN never reaches the hash). */
function hashedBody(e: Endpoint, body: unknown): unknown {
  if (!e.unhashedFields?.length || !body || typeof body !== "object" || Array.isArray(body)) return body;
  const unhashed = new Set(e.unhashedFields);
  return Object.fromEntries(Object.entries(body).filter(([field]) => !unhashed.has(field)));
}

/**
 * The request's Idempotency-Key as an IdempotentRequest (null when none was sent and the contract allows that). Read
 * before the body is parsed, so a malformed key is refused before anything else happens. The hash is of the raw JSON
 * body, less the contract's unhashedFields: a replay must send the same body, whatever the server's parsing makes of it.
 */
export function idempotentRequestOf(e: Endpoint, req: Request): IdempotentRequest | null {
  const key = req.get(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) {
    if (e.idempotency === "required") throw new AppError("validation_failed", `The ${IDEMPOTENCY_KEY_HEADER} header is required`);
    return null;
  }
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError("validation_failed", `The ${IDEMPOTENCY_KEY_HEADER} header must be 1 to 200 visible characters without spaces`);
  }
  const owner = e.access === "kiosk" ? { userId: null, kioskId: req.kiosk!.id } : { userId: req.user!.id, kioskId: null };
  return { ...owner, key, route: `${e.method} ${e.path}`, requestHash: requestHash(hashedBody(e, req.body)) };
}
