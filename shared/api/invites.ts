// Inviting a worker (issue 14): the office sends the worker's e-mail address a single-use, expiring link; the person
// opens it, sets a password by the registration rules and lands signed in, active and linked to the worker, with
// the role the inviter chose. No approval queue: the office vouched for them. Only an admin invites as Office, and an
// invitation is honoured only while its inviter is active and may still give its role (security review item 5).
import { z } from "zod";
import { INVITE_ROLES, INVITE_VALID_DAYS } from "../domain/account-roles";
import { endpoint, json } from "./contract";
import { newPasswordField, personName, publicUserSchema } from "./auth";
import { instant, int } from "./wire";

export { INVITE_ROLES, INVITE_VALID_DAYS, type InviteRole } from "../domain/account-roles";
export const INVITE_LINK_INVALID_MESSAGE =
  "This invitation link is invalid, has expired or has already been used. Please ask the office for a new one.";

export const createInviteSchema = z
  .object({
    role: z
      .enum(INVITE_ROLES, { error: "Role must be crew, foreman or user" })
      .default("crew")
      .describe("The account's role: crew (the default), foreman or user (Office, which only an administrator may give)"),
  })
  .strict();

const inviteToken = () =>
  z.string({ error: "The invitation link is incomplete" }).min(1, "The invitation link is incomplete").max(200);

export const inviteLinkQuerySchema = z.object({ token: inviteToken() }).strict();

export const acceptInviteSchema = z
  .object({
    token: inviteToken(),
    firstName: personName("First name is required", "First name"),
    lastName: personName("Last name is required", "Last name"),
    password: newPasswordField(),
  })
  .strict();
export type AcceptInviteInput = z.infer<typeof acceptInviteSchema>;

export const inviteViewSchema = z
  .object({
    id: int(),
    workerId: int(),
    email: z.string(),
    role: z.enum(INVITE_ROLES),
    expiresAt: instant(),
    createdAt: instant(),
  })
  .strict();
export type InviteView = z.infer<typeof inviteViewSchema>;

/** What the invitation page shows before the person sets a password. */
export const inviteLinkViewSchema = z
  .object({
    email: z.string(),
    workerName: z.string(),
    role: z.enum(INVITE_ROLES),
    expiresAt: instant(),
  })
  .strict();
export type InviteLinkView = z.infer<typeof inviteLinkViewSchema>;

export const invitesApi = {
  create: endpoint({
    method: "POST",
    path: "/api/workers/:id/invite",
    summary: "Invite a worker to Crewline by e-mail",
    description: `Mails the worker's address a link that works once and for ${INVITE_VALID_DAYS} days; a new invitation replaces the worker's unused ones. The office invites as crew or foreman; only an administrator invites as Office (user), anyone else gets 403. The link works only while its inviter is active and may still give its role: deactivating or demoting them cancels it. 404 for an unknown worker; 409 when the worker is archived, has no e-mail address, already has an account, or an account already uses the address.`,
    tag: "invites",
    access: "office",
    body: createInviteSchema,
    response: json(inviteViewSchema, "Sent", 201),
    errors: [409],
  }),
  link: endpoint({
    method: "GET",
    path: "/api/invites/link",
    summary: "What an invitation link is for (the address, the worker, the role)",
    description: "400 when the link is unknown, used or expired, or its inviter is no longer active or may no longer give its role.",
    tag: "invites",
    access: "public",
    query: inviteLinkQuerySchema,
    response: json(inviteLinkViewSchema, "The invitation"),
  }),
  accept: endpoint({
    method: "POST",
    path: "/api/invites/accept",
    summary: "Accept an invitation: set a password and sign in",
    description:
      "Creates the account (active, linked to the worker, with the invitation's role), uses the link up and signs the person in. 400 when the link is unknown, used or expired, or its inviter is no longer active or may no longer give its role (re-read in the account's own transaction); 409 when an account already uses the address or has the worker.",
    tag: "invites",
    access: "public",
    body: acceptInviteSchema,
    response: json(publicUserSchema, "Signed in; the session cookie is set", 201),
    errors: [409, 503],
  }),
};
