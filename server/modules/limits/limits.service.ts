// Rate limits kept in the database, so they hold across server processes: fixed-window attempt counters per
// (scope, SHA-256 of a normalised identity). Callers charge an attempt before the work it guards, then keep,
// refund or forget it by the outcome.
import crypto from "node:crypto";
import { AppError } from "../../lib/errors";
import type { CounterKey, LimitsRepo } from "./limits.repo";

const MINUTE_MS = 60_000;

export interface LimitRule {
  /** Attempts allowed per window; the next one is refused. */
  maxAttempts: number;
  windowMs: number;
}

/**
 * Sign-in: 10 failures per 15 minutes (QUALITY 3), per client address and per account; the per-account rule also
 *   counts change-password's wrong current passwords, on a counter of their own (QUALITY 48, sign-in-limits.ts).
 * Requests that mail an address (registration, password reset), counted per client address and per address:
 * - 3 per address per 10 minutes: enough for a typo or a lost mail and a retry. Past it the request is answered as
 *   usual and does nothing, so a stranger who spends them floods no inbox and never makes the owner's request fail;
 *   the owner can still use any mail already sent (a verification link's page takes the owner's own password).
 * - 20 per client address per 10 minutes: a crew registering together from the site's or office's one Wi-Fi fits;
 *   a flood from one address sends at most 2 mails a minute and costs at most one bcrypt hash per 30 seconds.
 * Photo uploads: 30 per user per 10 minutes, counted before any decoding (a crew documenting a pour takes a
 *   dozen; a script or a stuck client cannot keep the thumbnail queue full).
 * Kiosk PINs: each name's wrong PINs double its wait on that kiosk, up to a minute (kiosk_pin_waits,
 *   shared/domain/kiosk-pin-wait.ts: about one guess a minute at a 4-digit PIN's 10,000 values, and never more than a
 *   minute's wait for the owner). Beside it, 20 wrong PINs per kiosk a minute (right ones are given back) stop one
 *   person at the tablet trying name after name; past it the tablet waits out the minute, then the crew goes on.
 */
export const DEFAULT_RATE_LIMITS = {
  signInPerIp: { maxAttempts: 10, windowMs: 15 * MINUTE_MS },
  signInPerAccount: { maxAttempts: 10, windowMs: 15 * MINUTE_MS },
  mailRequestsPerIp: { maxAttempts: 20, windowMs: 10 * MINUTE_MS },
  mailRequestsPerAddress: { maxAttempts: 3, windowMs: 10 * MINUTE_MS },
  photoUploadsPerUser: { maxAttempts: 30, windowMs: 10 * MINUTE_MS },
  kioskPinPerKiosk: { maxAttempts: 20, windowMs: MINUTE_MS },
} satisfies Record<string, LimitRule>;

export type RateLimitSettings = Record<keyof typeof DEFAULT_RATE_LIMITS, LimitRule>;

/** Anonymous requests that send a mail to the address in their body, and what the refusal calls them. */
export const MAIL_REQUEST_ACTIONS = {
  register: "registration attempts",
  "forgot-password": "password reset requests",
} as const;
export type MailRequestAction = keyof typeof MAIL_REQUEST_ACTIONS;

/** One charged attempt: which counter, its window, and the count including this attempt. */
export interface Charge extends CounterKey {
  rule: LimitRule;
  attempts: number;
  windowEndsAt: Date;
}

export function hashIdentity(identity: string): string {
  return crypto.createHash("sha256").update(identity).digest("hex");
}

/** "Please wait 3 minutes": whole minutes, rounded up. */
export function waitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

export interface LimitsServiceOptions {
  settings?: Partial<RateLimitSettings>;
  now?: () => Date;
}

export function createLimitsService(repo: LimitsRepo, options: LimitsServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  const settings: RateLimitSettings = { ...DEFAULT_RATE_LIMITS, ...options.settings };

  function retryAfterSeconds(charge: Charge): number {
    return Math.max(1, Math.ceil((charge.windowEndsAt.getTime() - now().getTime()) / 1000));
  }

  const service = {
    settings,
    retryAfterSeconds,

    /** Counts one attempt against the counter of (scope, identity); the identity is hashed before it is stored. */
    async charge(scope: string, identity: string, rule: LimitRule): Promise<Charge> {
      const key = { scope, keyHash: hashIdentity(identity) };
      const at = now();
      const state = await repo.increment(key, at, new Date(at.getTime() + rule.windowMs));
      return { ...key, rule, ...state };
    },

    /** More attempts than the rule allows, counting this one: refuse it. */
    isOver(charge: Charge): boolean {
      return charge.attempts > charge.rule.maxAttempts;
    },

    /** The attempt did not count after all (it succeeded, or it was refused before it ran). */
    refund(charge: Charge): Promise<void> {
      return repo.decrement(charge, charge.windowEndsAt);
    },

    /** After a success: the counter is forgotten unless it is over the limit without this attempt (a lock stays). */
    async forgetUnlessLocked(charge: Charge): Promise<void> {
      if (!(await repo.deleteBelow(charge, charge.rule.maxAttempts + 1))) await repo.decrement(charge, charge.windowEndsAt);
    },

    /** Records that the counter's limit was reached, with the account when it exists; true the first time. */
    markLocked(charge: Charge, userId: number | null): Promise<boolean> {
      return repo.markLocked(charge, charge.windowEndsAt, now(), userId);
    },

    tooMany(what: string, charge: Charge): AppError {
      const wait = retryAfterSeconds(charge);
      return new AppError("rate_limited", `Too many ${what}. ${waitMessage(wait)}`, undefined, { retryAfterSeconds: wait });
    },

    /**
     * Counts a request that mails `email` (registration, password reset) per client address and per address. Past
     * the client's limit it throws 429, before the address is counted (so one client's flood cannot use up someone
     * else's address). Past the address's limit it returns false: the caller answers exactly as usual but stores and
     * sends nothing (QUALITY 53), so a stranger cannot turn the owner's own request into a refusal.
     */
    async chargeMailRequest(action: MailRequestAction, clientIp: string, email: string): Promise<boolean> {
      const perIp = await service.charge(`${action}:ip`, clientIp, settings.mailRequestsPerIp);
      if (service.isOver(perIp)) throw service.tooMany(MAIL_REQUEST_ACTIONS[action], perIp);
      const perAddress = await service.charge(`${action}:address`, email.trim().toLowerCase(), settings.mailRequestsPerAddress);
      return !service.isOver(perAddress);
    },

    /** Housekeeping: counters whose window has ended. Returns how many were removed. */
    pruneEnded(): Promise<number> {
      return repo.deleteEnded(now());
    },
  };
  return service;
}

export type LimitsService = ReturnType<typeof createLimitsService>;
