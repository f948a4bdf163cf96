// Self-service accounts: register (one attempt per sign-up, each with its own link), verify the e-mail address with a
// link and a password, sign in with e-mail and password, change the password (here or with a reset link:
// replacePassword).
import crypto from "node:crypto";
import { VERIFICATION_LINK_INVALID_MESSAGE } from "@shared/api/auth";
import type { RegistrationAttempt, User } from "@shared/schema";
import { VERIFY_EMAIL_PATH } from "@shared/screens";
import { AppError } from "../../lib/errors";
import { notice, withLink } from "../mail-queue/mail-queue.repo";
import type { MailOut } from "../mail-queue/mail-queue.service";
import { alreadyRegisteredMail, passwordChangedMail, verificationMail, type ExistingAccountState } from "./account-mails";
import type { AuthRepo } from "./auth.repo";
import {
  dummyHashFor,
  hashPassword,
  hashPasswordForAccountRequest,
  signedInLane,
  verifyPassword,
  verifyPasswordForAccountRequest,
} from "./passwords";
import type { SignInLimits } from "./sign-in-limits";

export const INVALID_EMAIL_CREDENTIALS = "Invalid email or password";
export const EMAIL_UNVERIFIED_MESSAGE = "Please verify your email address first. Check your inbox for the verification link.";
export const APPROVAL_PENDING_MESSAGE =
  "Your account is waiting for an administrator's approval. You will receive an email once your access is granted.";
export const REGISTRATION_REJECTED_MESSAGE =
  "Your registration was not approved. Please contact your administrator if you think this is a mistake.";
export const ACCOUNT_DEACTIVATED_MESSAGE = "Your account has been deactivated. Please contact your administrator.";
export const VERIFICATION_VALID_HOURS = 24;
/**
 * Sign-ups of one unverified address kept at a time (a newer one drops the oldest): a verification compares the
 * typed password with each, so this bounds its bcrypt work, and the owner's newest links all still work.
 */
export const REGISTRATION_ATTEMPTS_KEPT = 3;

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface AccountsServiceOptions {
  mail: MailOut;
  /** Base URL for links in mails, without a trailing slash. */
  baseUrl: string;
  bcryptCost?: number;
  now?: () => Date;
  /** Counts change-password's wrong current passwords (QUALITY 48). */
  signInLimits: Pick<SignInLimits, "currentPassword">;
}

/** The shape of the e-mailed tokens (32 random bytes, base64url); anything else is refused without a lookup. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export function createAccountsService(repo: AuthRepo, options: AccountsServiceOptions) {
  const { baseUrl } = options;
  const now = options.now ?? (() => new Date());
  const signInUrl = `${baseUrl}/auth`;
  const dummyHash = dummyHashFor(options.bcryptCost);

  function newVerificationToken() {
    const token = crypto.randomBytes(32).toString("base64url");
    return {
      tokenHash: hashToken(token),
      expiresAt: new Date(now().getTime() + VERIFICATION_VALID_HOURS * 60 * 60 * 1000),
      link: `${baseUrl}${VERIFY_EMAIL_PATH}?token=${token}`,
    };
  }

  async function existingState(email: string): Promise<{ state: ExistingAccountState } | { unverified: number } | null> {
    if (await repo.findUserByEmail(email)) return { state: "account" };
    const registration = await repo.findRegistrationByEmail(email);
    if (!registration) return null;
    if (registration.status === "rejected") return { state: "rejected" };
    if (registration.status === "approved") return { state: "account" };
    if (registration.emailVerified) return { state: "awaiting_approval" };
    return { unverified: registration.id };
  }

  /**
   * Stores this sign-up as an attempt with its own link, for a new address or one still unverified; a known
   * address gets a notice instead. Another sign-up or a verification of the same address may win the race
   * between the read and the write: then the state is read again (twice at most, as each loss moves it on).
   */
  async function storeAttempt(input: RegisterInput, passwordHash: string, racesLeft = 2): Promise<void> {
    const known = await existingState(input.email);
    if (known && "state" in known) return options.mail.send(notice(alreadyRegisteredMail(input.email, known.state, signInUrl)));
    const verification = newVerificationToken();
    const attempt = {
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      tokenHash: verification.tokenHash,
      expiresAt: verification.expiresAt,
    };
    const mail = withLink(verificationMail(input.email, input.firstName, verification.link, VERIFICATION_VALID_HOURS), verification.expiresAt);
    const stored = known
      ? await repo.addRegistrationAttempt(known.unverified, attempt, now(), REGISTRATION_ATTEMPTS_KEPT, mail)
      : await repo.insertRegistration({ email: input.email, firstName: input.firstName, lastName: input.lastName }, attempt, mail, now());
    if (stored) return options.mail.kick();
    if (racesLeft === 0) throw new Error(`registration of ${input.email} kept losing races`);
    return storeAttempt(input, passwordHash, racesLeft - 1);
  }

  /** The newest of the attempts whose password this is (bcrypt on the bounded lane, one attempt at a time). */
  async function attemptWithPassword(newestFirst: RegistrationAttempt[], password: string) {
    for (const attempt of newestFirst) {
      if (await verifyPasswordForAccountRequest(password, attempt.passwordHash)) return attempt;
    }
    return undefined;
  }

  /**
   * Sets a password hash the caller has made and ends every session of the user: the version bump makes old
   * cookies worthless and their rows are deleted; older reset links die too. The owner is told by mail (queued with
   * the new password, sent after it).
   */
  async function replacePassword(user: User & { passwordHash: string }, newHash: string): Promise<User> {
    const changedMail = (changed: User) => (changed.email ? notice(passwordChangedMail(changed.email, changed.firstName, signInUrl)) : null);
    const updated = await repo.replacePasswordHash(user.id, user.passwordHash, newHash, changedMail, now());
    if (!updated) throw new AppError("conflict", "Your password was changed at the same time elsewhere. Please sign in again.");
    await repo.deleteSessionsOfUser(user.id);
    await repo.deletePasswordResetTokensOfUser(user.id);
    options.mail.kick();
    return updated;
  }

  return {
    /**
     * Always the same outcome for the caller, whether or not the address is known (no account enumeration); the
     * mailbox learns the truth. Hashing happens on every path so the answer takes about as long either way. Each
     * sign-up keeps its own password until the address is verified: the credentials belong to whoever proves the
     * mailbox. With `mayMail` false (the address is past its mail limit) nothing is stored or sent, after the same hash.
     */
    async register(input: RegisterInput, mayMail: boolean): Promise<void> {
      const passwordHash = await hashPasswordForAccountRequest(input.password, options.bcryptCost);
      if (mayMail) await storeAttempt(input, passwordHash);
    },

    /**
     * Where a verification link sends the browser: its page, which asks for the password (opening a link changes
     * nothing, so neither a mail scanner nor the wrong mail decides the account's password); a link without a
     * well-formed token goes to the sign-in screen's invalid-link message.
     */
    verificationPage(token: string | undefined): string {
      return token && TOKEN_PATTERN.test(token) ? `${VERIFY_EMAIL_PATH}?token=${token}` : "/auth?error=invalid_token";
    },

    /**
     * Verifies the address of a live link (the link proves the mailbox) with the password typed on its page: the
     * newest of the address's attempts with that password, with its names; when none has it, the typed password
     * (registration rules, checked by the body) becomes the password, with the link's own names. The link and every
     * other attempt are used up in the same transaction; a dead link changes nothing. Hashes are compared and made
     * before the link is used, so a full bcrypt queue (503) leaves it working.
     */
    async confirmEmail(token: string, password: string): Promise<void> {
      const invalid = new AppError("validation_failed", VERIFICATION_LINK_INVALID_MESSAGE, { token: [VERIFICATION_LINK_INVALID_MESSAGE] });
      if (!TOKEN_PATTERN.test(token)) throw invalid;
      const tokenHash = hashToken(token);
      const live = await repo.liveAttemptsOfLink(tokenHash, now(), REGISTRATION_ATTEMPTS_KEPT);
      if (!live) throw invalid;
      const chosen = (await attemptWithPassword(live.newestFirst, password)) ?? {
        passwordHash: await hashPasswordForAccountRequest(password, options.bcryptCost),
        firstName: live.linked.firstName,
        lastName: live.linked.lastName,
      };
      if (!(await repo.verifyRegistrationAttempt(tokenHash, now(), chosen))) throw invalid;
    },

    /**
     * Exactly one bcrypt comparison whatever the address, and the same answer for an unknown address and a wrong
     * password; only after the right password does the caller learn which step of the lifecycle is missing. Before
     * verification the password is the newest sign-up's (the one whose link was mailed last).
     */
    async loginWithEmail(email: string, password: string): Promise<User> {
      const user = await repo.findUserByEmail(email);
      const registration = user ? undefined : await repo.findRegistrationByEmail(email);
      const hash = user
        ? user.passwordHash
        : registration && !registration.emailVerified
          ? await repo.newestAttemptPasswordHash(registration.id)
          : registration?.passwordHash;
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
     * Changes the signed-in user's password and ends every other session of theirs (see replacePassword).
     * Returns the updated user so the caller re-signs this session.
     */
    async changePassword(user: User, currentPassword: string, newPassword: string): Promise<User> {
      if (!user.passwordHash) {
        throw new AppError(
          "validation_failed",
          "Your account signs in through an external identity provider and has no password to change here.",
        );
      }
      const passwordHash = user.passwordHash;
      // Counted like a failed sign-in, and compared on the signed-in lane: never in a sign-in's or a kiosk's way.
      if (!(await options.signInLimits.currentPassword(user, () => verifyPassword(currentPassword, passwordHash, undefined, signedInLane)))) {
        throw new AppError("validation_failed", "Current password is incorrect", { currentPassword: ["Current password is incorrect"] });
      }
      return replacePassword({ ...user, passwordHash }, await hashPassword(newPassword, options.bcryptCost, signedInLane));
    },

    replacePassword,
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
