// Self-service accounts: register, verify the e-mail address, sign in with e-mail and password, change the password.
import crypto from "node:crypto";
import type { Logger } from "pino";
import type { User } from "@shared/schema";
import { AppError } from "../../lib/errors";
import type { Mailer, MailMessage } from "../../lib/mailer";
import { alreadyRegisteredMail, verificationMail, type ExistingAccountState } from "./account-mails";
import type { AuthRepo } from "./auth.repo";
import { dummyHashFor, hashPassword, hashPasswordForAccountRequest, verifyPassword } from "./passwords";

export const INVALID_EMAIL_CREDENTIALS = "Invalid email or password";
export const EMAIL_UNVERIFIED_MESSAGE = "Please verify your email address first. Check your inbox for the verification link.";
export const APPROVAL_PENDING_MESSAGE =
  "Your account is waiting for an administrator's approval. You will receive an email once your access is granted.";
export const REGISTRATION_REJECTED_MESSAGE =
  "Your registration was not approved. Please contact your administrator if you think this is a mistake.";
export const ACCOUNT_DEACTIVATED_MESSAGE = "Your account has been deactivated. Please contact your administrator.";
export const VERIFICATION_VALID_HOURS = 24;

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface AccountsServiceOptions {
  mailer: Mailer;
  logger: Logger;
  /** Base URL for links in mails, without a trailing slash. */
  baseUrl: string;
  bcryptCost?: number;
  now?: () => Date;
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export function createAccountsService(repo: AuthRepo, options: AccountsServiceOptions) {
  const { mailer, logger, baseUrl } = options;
  const now = options.now ?? (() => new Date());
  const signInUrl = `${baseUrl}/auth`;
  const dummyHash = dummyHashFor(options.bcryptCost);

  /**
   * The request has already succeeded in the database; a mail server that is down must not turn that into an
   * error page (registering again sends a fresh link), so a failed send is logged, not thrown.
   */
  async function deliver(message: MailMessage): Promise<void> {
    try {
      await mailer.send(message);
    } catch (error) {
      logger.error({ err: error, to: message.to, subject: message.subject }, "mail could not be sent");
    }
  }

  function newVerificationToken() {
    const token = crypto.randomBytes(32).toString("base64url");
    return {
      token,
      tokenHash: hashToken(token),
      expiresAt: new Date(now().getTime() + VERIFICATION_VALID_HOURS * 60 * 60 * 1000),
      link: `${baseUrl}/api/auth/verify-email?token=${token}`,
    };
  }

  async function existingState(email: string): Promise<{ state: ExistingAccountState } | { resendTo: number } | null> {
    if (await repo.findUserByEmail(email)) return { state: "account" };
    const registration = await repo.findRegistrationByEmail(email);
    if (!registration) return null;
    if (registration.status === "rejected") return { state: "rejected" };
    if (registration.status === "approved") return { state: "account" };
    if (registration.emailVerified) return { state: "awaiting_approval" };
    return { resendTo: registration.id };
  }

  /**
   * Always the same outcome for the caller, whether or not the address is known (no account enumeration); the
   * mailbox learns the truth. Hashing happens on both paths so the answer takes about as long either way; it
   * queues apart from sign-ins, and a full queue refuses (503) before anything about the address is looked up.
   */
  async function register(input: RegisterInput): Promise<void> {
    const passwordHash = await hashPasswordForAccountRequest(input.password, options.bcryptCost);
    const known = await existingState(input.email);
    if (!known) {
      const verification = newVerificationToken();
      const inserted = await repo.insertRegistration({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        status: "pending",
        emailVerified: false,
        verificationToken: verification.tokenHash,
        verificationExpiresAt: verification.expiresAt,
      });
      if (inserted) {
        await deliver(verificationMail(input.email, input.firstName, verification.link, VERIFICATION_VALID_HOURS));
        return;
      }
      // A concurrent registration of the same address won the unique index: treat this one as a repeat.
      return register(input);
    }
    if ("resendTo" in known) {
      // The first registration keeps its details (a second sign-up cannot change its password); only the link is new.
      const verification = newVerificationToken();
      const updated = await repo.replaceVerificationToken(known.resendTo, verification.tokenHash, verification.expiresAt);
      if (updated) {
        await deliver(verificationMail(updated.email, updated.firstName, verification.link, VERIFICATION_VALID_HOURS));
      }
      return;
    }
    await deliver(alreadyRegisteredMail(input.email, known.state, signInUrl));
  }

  return {
    register,

    /** True when the token was valid, unused and unexpired; it can never be used again. */
    async verifyEmail(token: string): Promise<boolean> {
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return false;
      const registration = await repo.consumeVerificationToken(hashToken(token), now());
      return Boolean(registration);
    },

    /**
     * Exactly one bcrypt comparison whatever the address, and the same answer for an unknown address and a wrong
     * password; only after the right password does the caller learn which step of the lifecycle is missing.
     */
    async loginWithEmail(email: string, password: string): Promise<User> {
      const user = await repo.findUserByEmail(email);
      const registration = user ? undefined : await repo.findRegistrationByEmail(email);
      const hash = user ? user.passwordHash : registration?.passwordHash;
      const ok = await verifyPassword(password, hash, await dummyHash());
      if (!ok) throw new AppError("invalid_credentials", INVALID_EMAIL_CREDENTIALS);
      if (user) {
        if (user.isActive) return user;
        const own = await repo.findRegistrationByUserId(user.id);
        if (own?.status === "pending") throw new AppError("approval_pending", APPROVAL_PENDING_MESSAGE);
        throw new AppError("account_inactive", ACCOUNT_DEACTIVATED_MESSAGE);
      }
      if (!registration) throw new AppError("invalid_credentials", INVALID_EMAIL_CREDENTIALS);
      if (registration.status === "rejected") throw new AppError("registration_rejected", REGISTRATION_REJECTED_MESSAGE);
      if (!registration.emailVerified) throw new AppError("email_unverified", EMAIL_UNVERIFIED_MESSAGE);
      if (registration.status === "pending") throw new AppError("approval_pending", APPROVAL_PENDING_MESSAGE);
      // Approved, but its user is gone (deleted by hand): nothing to sign in to.
      throw new AppError("invalid_credentials", INVALID_EMAIL_CREDENTIALS);
    },

    /**
     * Changes the signed-in user's password and ends every other session of theirs: the version bump makes old
     * cookies worthless and their rows are deleted. Returns the updated user so the caller re-signs this session.
     */
    async changePassword(user: User, currentPassword: string, newPassword: string): Promise<User> {
      if (!user.passwordHash) {
        throw new AppError(
          "validation_failed",
          "Your account signs in through an external identity provider and has no password to change here.",
        );
      }
      if (!(await verifyPassword(currentPassword, user.passwordHash))) {
        throw new AppError("validation_failed", "Current password is incorrect", { currentPassword: ["Current password is incorrect"] });
      }
      const newHash = await hashPassword(newPassword, options.bcryptCost);
      const updated = await repo.replacePasswordHash(user.id, user.passwordHash, newHash);
      if (!updated) throw new AppError("conflict", "Your password was changed at the same time elsewhere. Please sign in again.");
      await repo.deleteSessionsOfUser(user.id);
      return updated;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
