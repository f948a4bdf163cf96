// Sign-in rate limiting in memory: too many failed sign-ins per client IP or per account within a window answer 429.
import type { Request, RequestHandler } from "express";
import { AppError } from "../lib/errors";

export interface SignInLimiterOptions {
  /** Failures allowed per key within the window; the next attempt is refused. */
  maxFailures?: number;
  windowMs?: number;
  /** Milliseconds since the epoch; tests move it forward instead of waiting. */
  now?: () => number;
  /** Keys kept at most, so a flood of made-up account names cannot exhaust memory. */
  maxKeys?: number;
}

export interface SignInLimiter {
  /** Seconds until the first of the given keys may try again, or 0 when none is blocked. */
  retryAfterSeconds(keys: string[]): number;
  /** Counts one attempt against each key now; returns a function that takes the charge back. */
  charge(keys: string[]): () => void;
  /** Forgets a key's failures (after a successful sign-in for that account). */
  reset(key: string): void;
}

export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export function createSignInLimiter(options: SignInLimiterOptions = {}): SignInLimiter {
  const maxFailures = options.maxFailures ?? SIGN_IN_MAX_FAILURES;
  const windowMs = options.windowMs ?? SIGN_IN_WINDOW_MS;
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 100_000;
  // key -> failure times, oldest first. A Map keeps insertion order, so the oldest keys are dropped first.
  const failures = new Map<string, number[]>();

  function recent(key: string, at: number): number[] {
    const times = failures.get(key);
    if (!times) return [];
    const kept = times.filter((t) => at - t < windowMs);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  }

  return {
    retryAfterSeconds(keys) {
      const at = now();
      let wait = 0;
      for (const key of keys) {
        const times = recent(key, at);
        if (times.length >= maxFailures) {
          // Blocked until enough of the window's failures have aged out to get below the limit.
          const freeAt = times[times.length - maxFailures] + windowMs;
          wait = Math.max(wait, Math.ceil((freeAt - at) / 1000));
        }
      }
      return wait;
    },
    charge(keys) {
      const at = now();
      for (const key of keys) {
        const times = recent(key, at);
        times.push(at);
        failures.delete(key);
        failures.set(key, times);
      }
      while (failures.size > maxKeys) failures.delete(failures.keys().next().value!);
      return () => {
        for (const key of keys) {
          const times = failures.get(key);
          const index = times?.lastIndexOf(at) ?? -1;
          if (times && index >= 0) times.splice(index, 1);
        }
      };
    },
    reset(key) {
      failures.delete(key);
    },
  };
}

/**
 * Guards a sign-in route. Each attempt is charged before it runs (so parallel guesses cannot slip past the count)
 * and refunded unless it ended in 401 (wrong credentials); a success also clears the account's count.
 * req.ip follows Express's "trust proxy" setting, so X-Forwarded-For counts only when TRUST_PROXY says so.
 */
export function limitSignIn(limiter: SignInLimiter, accountOf: (req: Request) => unknown): RequestHandler {
  return (req, res, next) => {
    const account = accountOf(req);
    const accountKey = typeof account === "string" && account.trim() ? `account:${account.trim().toLowerCase()}` : undefined;
    const keys = [`ip:${req.ip ?? "unknown"}`, ...(accountKey ? [accountKey] : [])];
    const wait = limiter.retryAfterSeconds(keys);
    if (wait > 0) {
      res.setHeader("Retry-After", String(wait));
      const minutes = Math.ceil(wait / 60);
      return next(
        new AppError(
          "rate_limited",
          `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
        ),
      );
    }
    const refund = limiter.charge(keys);
    res.on("finish", () => {
      if (res.statusCode === 401) return;
      refund();
      if (res.statusCode < 300 && accountKey) limiter.reset(accountKey);
    });
    next();
  };
}
