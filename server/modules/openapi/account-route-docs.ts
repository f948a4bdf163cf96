// The documented routes of accounts: signing in and out, registration, e-mail verification, passwords, the admin's
// registration and user screens, and the OpenID routes when a provider is configured.
import { z } from "zod";
import {
  adminUserListItemSchema,
  authConfigSchema,
  messageResponseSchema,
  publicUserSchema,
  registrationListItemSchema,
} from "@shared/api/openapi";
import { backupInfoSchema } from "@shared/api/backup";
import { demoDataRemovalSchema, demoDataStatusSchema } from "@shared/api/demo-data";
import { decisionSchema, userActionSchema } from "../admin/admin.routes";
import {
  adminLoginSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from "../auth/auth.routes";
import { archive, json, list, redirect, type RouteDoc } from "./route-doc";

/** Only documents what the route reads by hand (no zod schema validates these query strings on the server). */
const verifyEmailQuery = z.object({ token: z.string().describe("The single-use token from the verification e-mail") });
const oidcCallbackQuery = z.looseObject({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

/** `oidc` is the provider's path word when an OpenID provider is configured (its two routes exist only then). */
export function accountRouteDocs(oidc: string | undefined): RouteDoc[] {
  const routes: RouteDoc[] = [
    {
      method: "POST",
      path: "/api/admin/login",
      summary: "Sign in as the administrator (username and password)",
      description:
        "429 with Retry-After after 10 failures from the client address, or on the account, in 15 minutes; a browser that signed in to the account before (its known-device cookie, set here) is not held by the account's count.",
      tag: "auth",
      access: "public",
      body: adminLoginSchema,
      response: json(publicUserSchema, "Signed in; the session cookie is set"),
      errors: [429],
    },
    {
      method: "POST",
      path: "/api/auth/login",
      summary: "Sign in with e-mail and password",
      description:
        "429 with Retry-After after 10 failures from the client address, or on the account, in 15 minutes; a browser that signed in to the account before (its known-device cookie, set here) is not held by the account's count.",
      tag: "auth",
      access: "public",
      body: loginSchema,
      response: json(publicUserSchema, "Signed in; the session cookie is set"),
      errors: [429],
    },
    {
      method: "POST",
      path: "/api/auth/register",
      summary: "Ask for an account",
      description:
        "The same answer whether or not the address was known; the mailbox gets the details. 429 with Retry-After past 20 per client address or 3 per address in 10 minutes; 503 with Retry-After while the server is busy hashing other sign-ups.",
      tag: "auth",
      access: "public",
      body: registerSchema,
      response: json(messageResponseSchema, "Registration received", 201),
      errors: [429, 503],
    },
    {
      method: "GET",
      path: "/api/auth/verify-email",
      summary: "Verify an e-mail address (the link in the e-mail)",
      tag: "auth",
      access: "public",
      query: verifyEmailQuery,
      response: redirect("To /auth?message=email_verified, or /auth?error=invalid_token"),
    },
    { method: "GET", path: "/api/auth/config", summary: "Which sign-in methods are offered", tag: "auth", access: "public", response: json(authConfigSchema, "The configuration") },
    { method: "GET", path: "/api/login", summary: "Start signing in (OpenID when configured)", tag: "auth", access: "public", response: redirect("To the OpenID start, else to /auth") },
    { method: "GET", path: "/api/logout", summary: "Sign out", tag: "auth", access: "public", response: redirect("To /; the session is deleted and the cookie cleared") },
    { method: "GET", path: "/api/auth/user", summary: "The signed-in user", tag: "auth", access: "user", response: json(publicUserSchema, "The user") },
    {
      method: "POST",
      path: "/api/auth/change-password",
      summary: "Change the signed-in user's password",
      description: "Every other session of the user ends; this one carries on under a new id.",
      tag: "auth",
      access: "user",
      body: changePasswordSchema,
      response: json(messageResponseSchema, "Changed"),
      errors: [409],
    },
    {
      method: "POST",
      path: "/api/auth/forgot-password",
      summary: "Ask for a password reset link by e-mail",
      description:
        "The same answer whether or not an account has the address. The mailbox gets a single-use link that expires in an hour, or, for an account that signs in only through OpenID, how it signs in.",
      tag: "auth",
      access: "public",
      body: forgotPasswordSchema,
      response: json(messageResponseSchema, "Received"),
    },
    {
      method: "POST",
      path: "/api/auth/reset-password",
      summary: "Set a new password with the token from a reset link",
      description:
        "The token works once and for an hour. Every session of the user ends and the owner is told by mail. An unknown, used or expired token is a 400.",
      tag: "auth",
      access: "public",
      body: resetPasswordSchema,
      response: json(messageResponseSchema, "Changed"),
    },

    // Admin
    { method: "GET", path: "/api/admin/registrations", summary: "Registration requests, newest first", tag: "admin", access: "admin", response: list(registrationListItemSchema, "The requests") },
    {
      method: "PATCH",
      path: "/api/admin/registrations/:id",
      summary: "Approve or reject a registration",
      tag: "admin",
      access: "admin",
      body: decisionSchema,
      response: json(registrationListItemSchema, "The decided registration"),
      errors: [409],
    },
    { method: "GET", path: "/api/admin/users", summary: "User accounts, newest first", tag: "admin", access: "admin", response: list(adminUserListItemSchema, "The users") },
    {
      method: "PATCH",
      path: "/api/admin/users/:id",
      summary: "Activate, deactivate, promote or demote a user",
      tag: "admin",
      access: "admin",
      body: userActionSchema,
      response: json(adminUserListItemSchema, "The changed user"),
      errors: [409],
    },
    {
      method: "GET",
      path: "/api/admin/backup/info",
      summary: "How this server is backed up",
      description: "download: the embedded database, from GET /api/admin/backup; pg_dump: PostgreSQL, with the command to run.",
      tag: "admin",
      access: "admin",
      response: json(backupInfoSchema, "The backup method"),
    },
    {
      method: "GET",
      path: "/api/admin/backup",
      summary: "A backup of the whole embedded database, as a .tar.gz",
      description:
        "Streams crewline-backup-YYYY-MM-DD-HHmm.tar.gz (date and time in APP_TIME_ZONE) as an attachment: a manifest and " +
        "the PGlite directory, copied while queries wait (a fraction of a second on the demo database), then compressed " +
        "as it is sent. `npm run restore -- <file> --data-dir <new dir>` makes a data directory from it. 409 on " +
        "PostgreSQL, whose backups are made with pg_dump (the message gives the command).",
      tag: "admin",
      access: "admin",
      response: archive("The backup file"),
      errors: [409],
    },
    {
      method: "GET",
      path: "/api/admin/demo-data",
      summary: "How much of the demo company is left",
      description: "Counts the rows the demo seed created that still exist; total 0 means there is nothing to remove.",
      tag: "admin",
      access: "admin",
      response: json(demoDataStatusSchema, "The counts"),
    },
    {
      method: "DELETE",
      path: "/api/admin/demo-data",
      summary: "Remove demo data",
      description:
        "Deletes exactly the rows the demo seed created, in one transaction; the accounts, the settings and everything the company entered stay. 409, removing nothing, when any of the company's own rows depends on a demo row (an entry on a demo project, a job assigning a demo worker, a movement of a demo material...): the message names them. With nothing left to remove it answers 200 with zero counts.",
      tag: "admin",
      access: "admin",
      response: json(demoDataRemovalSchema, "What was removed"),
      errors: [409],
    },
  ];
  if (oidc) {
    routes.push(
      {
        method: "GET",
        path: `/api/auth/${oidc}`,
        summary: "Start an OpenID sign-in",
        tag: "auth",
        access: "public",
        response: redirect("To the provider; on failure to /auth?error=..."),
      },
      {
        method: "GET",
        path: `/api/auth/${oidc}/callback`,
        summary: "The OpenID provider's redirect back",
        tag: "auth",
        access: "public",
        query: oidcCallbackQuery,
        response: redirect(
          "To / when signed in, /auth?message=pending_approval for a new account, else /auth?error={name}_auth_failed (with &message=email_unverified when the provider has not confirmed the address)",
        ),
      },
    );
  }
  return routes;
}
