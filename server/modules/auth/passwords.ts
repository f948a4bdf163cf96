// Password hashing with bcrypt (cost 12); bcrypt ignores bytes past 72, so longer passwords are refused.
import crypto from "node:crypto";
import bcrypt from "bcrypt";

export const BCRYPT_COST = 12;
export const PASSWORD_MAX_BYTES = 72;

export function passwordTooLong(password: string): boolean {
  return Buffer.byteLength(password, "utf8") > PASSWORD_MAX_BYTES;
}

// A cost-12 hash takes a core for about a quarter of a second. Run them one at a time, so a burst of sign-ins
// queues behind itself instead of taking every core from the crew's reads and punches.
let bcryptQueue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = bcryptQueue.then(work, work);
  bcryptQueue = result.catch(() => undefined);
  return result;
}

export function hashPassword(password: string, cost = BCRYPT_COST): Promise<string> {
  return oneAtATime(() => bcrypt.hash(password, cost));
}

// A hash of a random string: comparing against it when no account exists keeps the timing the same.
const DUMMY_HASH = "$2b$12$cGl/l6Eml3jyzCaRMa1t7efoSRauwvuwNOWVf10VhQKgSqgeGfw5q";

/**
 * The stand-in hash for "no such account" at the install's cost, so that answer takes as long as a real check
 * (a cost-12 stand-in beside cost-4 test hashes would also make test runs slow for no reason).
 */
export function dummyHashFor(cost = BCRYPT_COST): () => Promise<string> {
  if (cost === BCRYPT_COST) return async () => DUMMY_HASH;
  let pending: Promise<string> | undefined;
  return () => (pending ??= hashPassword(crypto.randomBytes(16).toString("hex"), cost));
}

export async function verifyPassword(password: string, hash: string | null | undefined, dummyHash = DUMMY_HASH): Promise<boolean> {
  if (passwordTooLong(password)) return false;
  const ok = await oneAtATime(() => bcrypt.compare(password, hash ?? dummyHash));
  return ok && Boolean(hash);
}
