// The admin dashboard's accounts: registration requests and user accounts, and the decisions an admin makes on them.
import { z } from "zod";
import { endpoint, json, list } from "./contract";
import { publicUserSchema } from "./auth";
import { instant, int } from "./wire";

export const REGISTRATION_STATUSES = ["pending", "approved", "rejected"] as const;
export const USER_ACTIONS = ["activate", "deactivate", "make-admin", "make-user"] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

export const decisionSchema = z
  .object({ status: z.enum(["approved", "rejected"], { error: "Status must be approved or rejected" }) })
  .strict();
export type RegistrationDecision = z.infer<typeof decisionSchema>["status"];

export const userActionSchema = z
  .object({ action: z.enum(USER_ACTIONS, { error: "Action must be activate, deactivate, make-admin or make-user" }) })
  .strict();

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
    description: "Approving creates (or activates) the account and mails the person. 409 when it was decided already, the address is not verified yet, or an account already has it.",
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
    summary: "Activate, deactivate, promote or demote a user",
    description: "409 when an admin would deactivate or demote themselves, or remove the last active administrator.",
    tag: "admin",
    access: "admin",
    body: userActionSchema,
    response: json(adminUserListItemSchema, "The changed user"),
    errors: [409],
  }),
};
