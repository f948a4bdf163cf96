// Password and PIN hashing with bcrypt (cost 12), on one bounded lane per purpose; bcrypt ignores bytes past 72, so
// longer passwords are refused.
import crypto from "node:crypto";
import bcrypt from "bcrypt";
// The 72-byte limit is a request rule too (the forms and the body schemas check it): it lives with them.
import { passwordTooLong } from "@shared/api/auth";
import { createBoundedQueue, QueueFullError } from "../../lib/bounded-queue";
import { AppError } from "../../lib/errors";

export const BCRYPT_COST = 12;

/**
 * A lane runs bcrypt work one job at a time and holds at most `maxJobs` running or waiting; one more is refused at
 * once (503 with Retry-After) instead of piling up memory and open sockets.
 *
 * One job at a time because the lanes share what bcrypt runs on: the native module hashes on libuv's threadpool, 4
 * threads for the whole process, on 2 cores. With one job each, the four lanes below hold at most the 4 threads
 * between them and never one lane more than one, so a flood on a lane waits behind itself, keeps one thread and at
 * most one core, and another lane's job starts beside it instead of after the flood. A second slot per lane would let
 * two floods take every thread, and a sign-in would wait for theirs. (Thumbnails take threads too, two at most: then a
 * job may wait for one running job to end, a quarter second, never for another lane's queue.)
 */
export interface BcryptLane {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Jobs running or waiting. */
  readonly jobs: number;
}

/** A full lane of 10 to 20 jobs at about a quarter second each has room again within 5 seconds. */
export const BUSY_LANE_RETRY_AFTER_SECONDS = 5;

export function createBcryptLane(options: { maxJobs: number }): BcryptLane {
  const queue = createBoundedQueue({ concurrency: 1, maxWaiting: options.maxJobs - 1 });
  return {
    get jobs() {
      return queue.jobs;
    },
    run<T>(work: () => Promise<T>): Promise<T> {
      return queue.run(work).catch((error: unknown) => {
        if (!(error instanceof QueueFullError)) throw error;
        throw new AppError("unavailable", "The server is busy right now. Please try again in a few seconds.", undefined, {
          retryAfterSeconds: BUSY_LANE_RETRY_AFTER_SECONDS,
        });
      });
    },
  };
}

/**
 * Sign-ins (admin and e-mail). 20 jobs is about 5 s of work at cost 12: a crew signing in in the same second fits,
 * and the sign-in limits keep one address or one account from filling it, so it is full only under a flood from many.
 */
export const SIGN_IN_LANE_JOBS = 20;
export const signInLane = createBcryptLane({ maxJobs: SIGN_IN_LANE_JOBS });

/**
 * Hashing for anonymous forms (registration, password reset, accepting an invitation, a verification link's page),
 * apart from sign-ins: 10 jobs is about 2.5 s of work, so a flood of sign-ups neither delays a sign-in nor piles up.
 */
export const ACCOUNT_REQUEST_LANE_JOBS = 10;
export const accountRequestLane = createBcryptLane({ maxJobs: ACCOUNT_REQUEST_LANE_JOBS });

/**
 * Kiosk PINs: a kiosk sends one tap at a time, as fast as a person types a PIN, so 10 cover several kiosks at the
 * morning rush; a PIN is never compared behind a sign-in or a change of password, nor they behind it.
 */
export const KIOSK_PIN_LANE_JOBS = 10;
export const kioskPinLane = createBcryptLane({ maxJobs: KIOSK_PIN_LANE_JOBS });

/**
 * What signed-in users ask for: change-password's comparison and new hash, the office setting a kiosk PIN. 10 jobs
 * hold one account's whole allowance of wrong current passwords (10, counted first), so a session guessing alone gets
 * 429s rather than 503s; however many sessions guess, sign-ins and kiosk taps run on their own lanes.
 */
export const SIGNED_IN_LANE_JOBS = 10;
export const signedInLane = createBcryptLane({ maxJobs: SIGNED_IN_LANE_JOBS });

export function hashPassword(password: string, cost = BCRYPT_COST, lane: BcryptLane = signInLane): Promise<string> {
  return lane.run(() => bcrypt.hash(password, cost));
}

/** Hashes a password given to an anonymous form (registration, password reset) on the bounded lane; 503 when full. */
export function hashPasswordForAccountRequest(password: string, cost = BCRYPT_COST): Promise<string> {
  return hashPassword(password, cost, accountRequestLane);
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

/**
 * Compares a password (or a kiosk PIN) with its hash on `lane` (sign-ins' unless said otherwise); with no hash, with
 * the stand-in, so "no such account" takes as long as a wrong password. 503 when the lane is full.
 */
export async function verifyPassword(
  password: string,
  hash: string | null | undefined,
  dummyHash = DUMMY_HASH,
  lane: BcryptLane = signInLane,
): Promise<boolean> {
  if (passwordTooLong(password)) return false;
  const ok = await lane.run(() => bcrypt.compare(password, hash ?? dummyHash));
  return ok && Boolean(hash);
}

/** Checks a password given to an anonymous form (a verification link's page) on the bounded lane; 503 when full. */
export function verifyPasswordForAccountRequest(password: string, hash: string): Promise<boolean> {
  return verifyPassword(password, hash, DUMMY_HASH, accountRequestLane);
}
