// Invitations (issue 14): the office invites a worker by e-mail; the person sets a password with the link and lands
// signed in, active and linked to the worker. The token is 32 random bytes, stored only as its SHA-256.
import crypto from "node:crypto";
import { INVITE_LINK_INVALID_MESSAGE, INVITE_VALID_DAYS, type AcceptInviteInput, type InviteLinkView, type InviteRole, type InviteView } from "@shared/api/invites";
import type { Served } from "@shared/api/contract";
import { ACCOUNT_ROLE_LABELS, inviterMayGive } from "@shared/domain/account-roles";
import type { User } from "@shared/schema";
import { AppError } from "../../lib/errors";
import { inviteMail } from "../auth/account-mails";
import { hashToken, TOKEN_PATTERN } from "../auth/accounts.service";
import { hashPasswordForAccountRequest } from "../auth/passwords";
import { withLink } from "../mail-queue/mail-queue.repo";
import type { MailOut } from "../mail-queue/mail-queue.service";
import type { InviteRow, InvitesRepo } from "./invites.repo";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface InvitesServiceOptions {
  mail: MailOut;
  /** Base URL for links in mails, without a trailing slash. */
  baseUrl: string;
  bcryptCost?: number;
  now?: () => Date;
  /** The Company settings' name, which the invitation names ("" when none is set). */
  companyName: () => Promise<string>;
}

const view = (invite: InviteRow): Served<InviteView> => ({
  id: invite.id,
  workerId: invite.workerId,
  email: invite.email,
  role: invite.role as InviteRole,
  expiresAt: invite.expiresAt,
  createdAt: invite.createdAt,
});

/** An admin may give every invitation role (INVITE_ROLES_BY_INVITER), so this is what anyone else is told. */
const notAllowedMessage = (role: InviteRole) => `Only an administrator can invite someone as ${ACCOUNT_ROLE_LABELS[role]}`;

/** The unused invitation, if its inviter may still give its role (QUALITY 50); otherwise the link is as good as gone. */
const honoured = <I extends { role: string; inviter: { role: string; isActive: boolean } | null }>(invite: I | undefined) =>
  invite?.inviter && inviterMayGive(invite.inviter, invite.role) ? invite : undefined;

const displayName = (user: { firstName: string | null; lastName: string | null; username: string | null }) =>
  [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username;

export function createInvitesService(repo: InvitesRepo, options: InvitesServiceOptions) {
  const now = options.now ?? (() => new Date());
  const invalid = () => new AppError("validation_failed", INVITE_LINK_INVALID_MESSAGE, { token: [INVITE_LINK_INVALID_MESSAGE] });

  return {
    async invite(workerId: number, role: InviteRole, inviter: User): Promise<Served<InviteView>> {
      const token = crypto.randomBytes(32).toString("base64url");
      const at = now();
      const expiresAt = new Date(at.getTime() + INVITE_VALID_DAYS * DAY_MS);
      const link = `${options.baseUrl}/auth/accept-invite?token=${token}`;
      const companyName = await options.companyName();
      const result = await repo.create({ workerId, role, tokenHash: hashToken(token), expiresAt, createdBy: inviter.id }, at, (found) =>
        withLink(
          inviteMail(found.email, { workerName: found.workerName, inviterName: displayName(inviter), companyName, role, link, validDays: INVITE_VALID_DAYS }),
          expiresAt,
        ),
      );
      switch (result.kind) {
        case "not_allowed":
          throw new AppError("forbidden", notAllowedMessage(role), { role: [notAllowedMessage(role)] });
        case "missing":
          throw new AppError("not_found", "Worker not found");
        case "archived":
          throw new AppError("conflict", "This worker is archived; restore them before inviting");
        case "no_email":
          throw new AppError("conflict", "Add an e-mail address to this worker before inviting them");
        case "has_account":
          throw new AppError("conflict", "This worker already has a Crewline account");
        case "email_taken":
          throw new AppError("conflict", "An account already uses this worker's e-mail address; link it in User Management instead");
      }
      // Queued with the invitation: sent now, or retried until the link expires (the admin's bell says if it cannot be).
      options.mail.kick();
      return view(result.invite);
    },

    async link(token: string): Promise<Served<InviteLinkView>> {
      if (!TOKEN_PATTERN.test(token)) throw invalid();
      const invite = honoured(await repo.findUsable(hashToken(token), now()));
      if (!invite) throw invalid();
      return { email: invite.email, workerName: invite.workerName, role: invite.role as InviteRole, expiresAt: invite.expiresAt };
    },

    /**
     * The new account, ready to be signed in. The hash is made before the link is used, so a refused hash leaves it
     * working; the repo re-reads the inviter in the account's own transaction, as the early look here may be stale.
     */
    async accept(input: AcceptInviteInput): Promise<User> {
      if (!TOKEN_PATTERN.test(input.token)) throw invalid();
      const tokenHash = hashToken(input.token);
      if (!honoured(await repo.findUsable(tokenHash, now()))) throw invalid();
      const passwordHash = await hashPasswordForAccountRequest(input.password, options.bcryptCost);
      const result = await repo.accept(tokenHash, { firstName: input.firstName, lastName: input.lastName, passwordHash }, now());
      switch (result.kind) {
        case "invalid":
          throw invalid();
        case "email_taken":
          throw new AppError("conflict", "An account with this email address already exists. Please sign in instead.");
        case "has_account":
          throw new AppError("conflict", "This worker already has a Crewline account. Please sign in instead.");
      }
      return result.user;
    },
  };
}

export type InvitesService = ReturnType<typeof createInvitesService>;
