// "Forgot password?": a single-use, expiring reset link by mail, and setting a new password with it.
import crypto from "node:crypto";
import { AppError } from "../../lib/errors";
import { notice, withLink } from "../mail-queue/mail-queue.repo";
import type { MailOut } from "../mail-queue/mail-queue.service";
import { passwordResetMail, passwordResetOpenIdMail } from "./account-mails";
import { hashToken, TOKEN_PATTERN, type AccountsService } from "./accounts.service";
import type { AuthRepo } from "./auth.repo";
import { hashPasswordForAccountRequest } from "./passwords";

export const RESET_VALID_MINUTES = 60;
export const RESET_LINK_INVALID_MESSAGE =
  "This password reset link is invalid, has expired or has already been used. Please ask for a new one.";

export interface PasswordResetServiceOptions {
  mail: MailOut;
  /** Base URL for links in mails, without a trailing slash. */
  baseUrl: string;
  /** How the OpenID provider is named to people, for accounts that sign in only through it. */
  openIdDisplayName: string;
  bcryptCost?: number;
  now?: () => Date;
}

export function createPasswordResetService(repo: AuthRepo, accounts: AccountsService, options: PasswordResetServiceOptions) {
  const { baseUrl } = options;
  const now = options.now ?? (() => new Date());

  return {
    /**
     * Mails a reset link to the account with this address, or, to an account without a password, how it signs in.
     * The caller gets the same answer whatever the address, and the mail is only queued (sent after the answer), so
     * neither the answer nor its timing tells much about whether an account exists. With `mayMail` false (the address is past its mail limit)
     * nothing is stored or sent.
     */
    async requestReset(email: string, mayMail: boolean): Promise<void> {
      if (!mayMail) return;
      const user = await repo.findUserByEmail(email);
      if (!user?.email) return;
      if (!user.passwordHash) {
        await options.mail.send(notice(passwordResetOpenIdMail(user.email, user.firstName, options.openIdDisplayName, `${baseUrl}/auth`)));
        return;
      }
      const token = crypto.randomBytes(32).toString("base64url");
      const at = now();
      const expiresAt = new Date(at.getTime() + RESET_VALID_MINUTES * 60_000);
      const mail = withLink(passwordResetMail(user.email, user.firstName, `${baseUrl}/auth/reset-password?token=${token}`, RESET_VALID_MINUTES), expiresAt);
      await repo.insertPasswordResetToken(user.id, hashToken(token), expiresAt, at, mail);
      options.mail.kick();
    },

    /**
     * Sets the new password if the link is unused and unexpired, and uses the link up in the same statement that
     * checks it. The hash is made before the link is used, so a refused hash (a full queue) leaves the link working.
     */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      const invalid = new AppError("validation_failed", RESET_LINK_INVALID_MESSAGE, { token: [RESET_LINK_INVALID_MESSAGE] });
      if (!TOKEN_PATTERN.test(token)) throw invalid;
      const tokenHash = hashToken(token);
      if (!(await repo.findUsablePasswordResetToken(tokenHash, now()))) throw invalid;
      const newHash = await hashPasswordForAccountRequest(newPassword, options.bcryptCost);
      const consumed = await repo.consumePasswordResetToken(tokenHash, now());
      if (!consumed) throw invalid;
      const user = await repo.findUserById(consumed.userId);
      // The account lost its password meanwhile (it can only sign in through the provider now): nothing to reset.
      if (!user?.passwordHash) throw invalid;
      await accounts.replacePassword({ ...user, passwordHash: user.passwordHash }, newHash);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
