// Sign-in limits (QUALITY 3, 37, 38): 10 failed sign-ins per client address, and per account, in 15 minutes; and the
// same per-account rule for wrong current passwords on change-password (QUALITY 48), on a counter of their own.
// An attempt is counted in the database before its password is compared, so parallel guesses cannot slip past.
import type { Logger } from "pino";
import type { User } from "@shared/schema";
import { AppError } from "../../lib/errors";
import { hashIdentity, type Charge, type LimitsService } from "../limits/limits.service";
import type { AuthRepo } from "./auth.repo";

/** The account a sign-in names, as the form parsed it. */
export type SignInAccount = { form: "admin"; username: string } | { form: "email"; email: string };

export interface SignInRequest {
  /** req.ip: X-Forwarded-For counts only when TRUST_PROXY says so. */
  clientIp: string;
  account: SignInAccount;
  /** The request carries a known-device cookie for this account: the account's lock does not apply to it. */
  knownDevice: boolean;
}

const FAILURES = "failed sign-in attempts";
/** Change-password's counter of wrong current passwords, one per account (user id), apart from sign-in's. */
export const CHANGE_PASSWORD_SCOPE = "change-password:account";
const WRONG_CURRENT_PASSWORDS = "wrong current passwords";

function identityOf(account: SignInAccount): string {
  return account.form === "admin" ? `username:${account.username.trim().toLowerCase()}` : `email:${account.email.trim().toLowerCase()}`;
}

/** The hashed, normalised account name that the counters and the known-device cookie use. */
export function signInAccountKey(account: SignInAccount): string {
  return hashIdentity(identityOf(account));
}

export function createSignInLimits(limits: LimitsService, repo: AuthRepo, logger: Logger) {
  const settle = (...work: Promise<void>[]) => Promise.allSettled(work);

  async function ownerOf(account: SignInAccount) {
    const user = account.form === "admin" ? await repo.findUserByUsername(account.username.trim()) : await repo.findUserByEmail(account.email);
    return user ? { id: user.id, name: user.username ?? user.email ?? `user ${user.id}` } : undefined;
  }

  /** A wrong password: both counts stand. The attempt that reaches a limit logs it once (and the bell shows it). */
  async function recordFailure(request: SignInRequest, perIp: Charge, perAccount: Charge) {
    const { maxAttempts, windowMs } = limits.settings.signInPerAccount;
    if (perIp.attempts >= perIp.rule.maxAttempts && (await limits.markLocked(perIp, null))) {
      logger.warn({ clientIp: request.clientIp, until: perIp.windowEndsAt }, "sign-in blocked for a client address after too many failures");
    }
    if (perAccount.attempts >= maxAttempts) {
      const owner = await ownerOf(request.account);
      if (await limits.markLocked(perAccount, owner?.id ?? null)) {
        logger.warn(
          { account: owner?.name ?? "(no such account)", userId: owner?.id, clientIp: request.clientIp, until: perAccount.windowEndsAt },
          `sign-in locked for an account after ${maxAttempts} failures in ${windowMs / 60_000} minutes`,
        );
      }
    }
  }

  return {
    /**
     * Runs `check` (the password comparison) within the limits: 429 when the client address, or the account from a
     * device it does not know, is over its limit. Only a wrong password (invalid_credentials) keeps its counts; a
     * success forgets the account's count unless it is locked.
     */
    async attempt<T>(request: SignInRequest, check: () => Promise<T>): Promise<T> {
      const { signInPerIp, signInPerAccount } = limits.settings;
      const perIp = await limits.charge("sign-in:ip", request.clientIp, signInPerIp);
      if (limits.isOver(perIp)) {
        await limits.refund(perIp);
        throw limits.tooMany(FAILURES, perIp);
      }
      const perAccount = await limits.charge("sign-in:account", identityOf(request.account), signInPerAccount);
      if (limits.isOver(perAccount) && !request.knownDevice) {
        await settle(limits.refund(perIp), limits.refund(perAccount));
        throw limits.tooMany(FAILURES, perAccount);
      }
      let result: T;
      try {
        result = await check();
      } catch (error) {
        if (error instanceof AppError && error.code === "invalid_credentials") await recordFailure(request, perIp, perAccount);
        else await settle(limits.refund(perIp), limits.refund(perAccount));
        throw error;
      }
      await settle(limits.refund(perIp), limits.forgetUnlessLocked(perAccount));
      return result;
    },

    /**
     * A signed-in user's current password on change-password: `compare` (true when right) runs within the sign-in
     * rule per account, counted first, and past it the answer is 429 even for the right password until the window
     * ends. The count is change-password's own, so the pause stops that form only: whoever guesses there already holds
     * a session of the account, and counting on sign-in's counter would let a stolen session lock the owner out of
     * signing in on a new device. The owner who finds the form paused can still use "Forgot password?", whose link
     * ends every session. A busy lane (503) compared nothing and costs no attempt.
     */
    async currentPassword(user: Pick<User, "id" | "username" | "email">, compare: () => Promise<boolean>): Promise<boolean> {
      const perAccount = await limits.charge(CHANGE_PASSWORD_SCOPE, String(user.id), limits.settings.signInPerAccount);
      if (limits.isOver(perAccount)) {
        await limits.refund(perAccount);
        throw limits.tooMany(WRONG_CURRENT_PASSWORDS, perAccount);
      }
      let right: boolean;
      try {
        right = await compare();
      } catch (error) {
        await limits.refund(perAccount);
        throw error;
      }
      if (right) {
        await limits.forgetUnlessLocked(perAccount);
      } else if (perAccount.attempts >= perAccount.rule.maxAttempts && (await limits.markLocked(perAccount, null))) {
        // Logged once; no user id on the counter, so the admin's bell (which is about sign-in) does not list it.
        logger.warn(
          { account: user.username ?? user.email ?? `user ${user.id}`, userId: user.id, until: perAccount.windowEndsAt },
          `change-password paused for an account after ${perAccount.rule.maxAttempts} wrong current passwords`,
        );
      }
      return right;
    },
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;
