// The admin dashboard's accounts: registration requests and user accounts, and the decisions an admin makes on them.
import { z } from "zod";
import { endpoint, json, list } from "./contract";
import { ACCOUNT_CHANGE_FIELDS, ACCOUNT_ROLE_LABELS, ACCOUNT_ROLES, DEFAULT_ACCOUNT_ROLE } from "../domain/account-roles";
import { publicUserSchema } from "./auth";
import { idInput } from "./inputs";
import { instant, int } from "./wire";

export const REGISTRATION_STATUSES = ["pending", "approved", "rejected"] as const;
export const USER_ACTIONS = ["activate", "deactivate", "make-admin", "make-user"] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

const accountRole = () =>
  z.enum(ACCOUNT_ROLES, { error: "Role must be crew, foreman, user or admin" }).describe("crew, foreman, user (shown as Office) or admin");
const workerLink = () =>
  idInput("Worker").nullable().describe("The person's own worker record; null unlinks");

export const decisionSchema = z
  .object({
    status: z.enum(["approved", "rejected"], { error: "Status must be approved or rejected" }),
    role: accountRole()
      .optional()
      .describe(`The approved account's role; ${DEFAULT_ACCOUNT_ROLE} (${ACCOUNT_ROLE_LABELS[DEFAULT_ACCOUNT_ROLE]}), with no worker record, when not sent`),
    workerId: workerLink().optional(),
  })
  .strict()
  .refine((d) => d.status === "approved" || (d.role === undefined && d.workerId === undefined), {
    message: "A role or worker can only be set when approving",
    path: ["status"],
  });
export type RegistrationDecisionBody = z.infer<typeof decisionSchema>;
export type RegistrationDecision = RegistrationDecisionBody["status"];

/** One change at a time: the spec's action buttons, a role, or the worker link. */
export const userChangeSchema = z
  .object({
    action: z.enum(USER_ACTIONS, { error: "Action must be activate, deactivate, make-admin or make-user" }).optional(),
    role: accountRole().optional(),
    workerId: workerLink().optional(),
  })
  .strict()
  .refine((c) => [c.action, c.role, c.workerId].filter((v) => v !== undefined).length === 1, {
    message: "Send one of action, role or workerId",
  });
export type UserChangeBody = z.infer<typeof userChangeSchema>;

const openIdProvider = () =>
  z.string().nullable().describe("The OpenID provider's display name when the account signs in through it ('via ...'), else null");

/** A registration as the admin list shows it (columns of user_registrations, and the provider it came through). */
export const registrationListItemSchema = z
  .object({
    id: int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    status: z.enum(REGISTRATION_STATUSES),
    emailVerified: z.boolean(),
    createdAt: instant(),
    openIdProvider: openIdProvider(),
  })
  .strict();
export type AdminRegistration = z.infer<typeof registrationListItemSchema>;
export type RegistrationStatus = AdminRegistration["status"];

export const adminUserListItemSchema = publicUserSchema.extend({ openIdProvider: openIdProvider() }).strict();
export type AdminUser = z.infer<typeof adminUserListItemSchema>;

/** One change of an account's role, worker link or active state, with who made it (issue 14: who did it). */
export const accountChangeViewSchema = z
  .object({
    id: int(),
    field: z.enum(ACCOUNT_CHANGE_FIELDS),
    from: z.string().nullable().describe("A role, a worker id or true/false, as text; null for a new account or no link"),
    to: z.string().nullable(),
    changedByName: z.string().nullable().describe("null when that account was deleted, or nobody (an OpenID first sign-in)"),
    changedAt: instant(),
  })
  .strict();
export type AccountChangeView = z.infer<typeof accountChangeViewSchema>;

export const adminApi = {
  registrations: endpoint({
    method: "GET",
    path: "/api/admin/registrations",
    summary: "Registration requests, newest first",
    description: "Pending, approved and rejected requests, with whether the address was verified.",
    tag: "admin",
    access: "admin",
    response: list(registrationListItemSchema, "The requests"),
  }),
  decideRegistration: endpoint({
    method: "PATCH",
    path: "/api/admin/registrations/:id",
    summary: "Approve or reject a registration",
    description: "Approving creates (or activates) the account, with the role and worker record sent (Office and none by default), and mails the person. 404 when the worker does not exist; 409 when it was decided already, the address is not verified yet, an account already has it, or another account has the worker.",
    tag: "admin",
    access: "admin",
    body: decisionSchema,
    response: json(registrationListItemSchema, "The decided registration"),
    errors: [409],
  }),
  users: endpoint({
    method: "GET",
    path: "/api/admin/users",
    summary: "User accounts, newest first",
    description: "Every account, active or not, with the OpenID provider it signs in through.",
    tag: "admin",
    access: "admin",
    response: list(adminUserListItemSchema, "The users"),
  }),
  changeUser: endpoint({
    method: "PATCH",
    path: "/api/admin/users/:id",
    summary: "Activate, deactivate, promote or demote a user, set their role or link their worker record",
    description: "One of { action } (the spec's buttons; make-user makes an admin Office), { role } or { workerId } (null unlinks). 404 when the worker does not exist; 409 when an admin would deactivate or demote themselves, remove the last active administrator, or link a worker another account has.",
    tag: "admin",
    access: "admin",
    body: userChangeSchema,
    response: json(adminUserListItemSchema, "The changed user"),
    errors: [409],
  }),
  userChanges: endpoint({
    method: "GET",
    path: "/api/admin/users/:id/changes",
    summary: "An account's history: role, worker link and active changes, newest first",
    tag: "admin",
    access: "admin",
    response: list(accountChangeViewSchema, "The changes"),
  }),
};
