// Password hashing with bcrypt (cost 12) on two queues; bcrypt ignores bytes past 72, so longer passwords are refused.
import crypto from "node:crypto";
import bcrypt from "bcrypt";
// The 72-byte limit is a request rule too (the forms and the body schemas check it): it lives with them.
import { passwordTooLong } from "@shared/api/auth";
import { createBoundedQueue, QueueFullError } from "../../lib/bounded-queue";
import { AppError } from "../../lib/errors";

export const BCRYPT_COST = 12;

/**
 * A queue that runs bcrypt work one job at a time. A cost-12 hash takes a core for about a quarter of a second:
 * one at a time, a burst queues behind itself instead of taking every core from the crew's reads and punches.
 * With `maxJobs`, a job that would make the queue longer is refused at once (503) instead of waiting.
 */
export interface BcryptLane {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Jobs running or waiting. */
  readonly jobs: number;
}

export function createBcryptLane(options: { maxJobs?: number; retryAfterSeconds?: number } = {}): BcryptLane {
  const queue = createBoundedQueue({
    concurrency: 1,
    maxWaiting: options.maxJobs === undefined ? Number.POSITIVE_INFINITY : options.maxJobs - 1,
  });
  return {
    get jobs() {
      return queue.jobs;
    },
    run<T>(work: () => Promise<T>): Promise<T> {
      return queue.run(work).catch((error: unknown) => {
        if (!(error instanceof QueueFullError)) throw error;
        throw new AppError("unavailable", "The server is busy right now. Please try again in a few seconds.", undefined, {
          retryAfterSeconds: options.retryAfterSeconds,
        });
      });
    },
  };
}

/**
 * Sign-ins and signed-in users' password checks: never behind an anonymous form's hashing. The sign-in limits
 * (10 failures per address and per account per 15 minutes) are what bound this queue.
 */
export const signInLane = createBcryptLane();

/**
 * bcrypt for anonymous forms (registration, password reset, a verification link's page), apart from sign-ins and
 * bounded: 10 jobs is about 2.5 s of work at cost 12 on one core; past that a request is refused with 503 and
 * Retry-After: 5 (by then the queue has room again), so a flood of sign-ups neither delays a sign-in nor piles up
 * memory and waiting sockets.
 */
export const ACCOUNT_REQUEST_LANE_JOBS = 10;
export const accountRequestLane = createBcryptLane({ maxJobs: ACCOUNT_REQUEST_LANE_JOBS, retryAfterSeconds: 5 });

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
