// Accounts: signing in (admin, e-mail, OpenID) and out, registration, e-mail verification, the current user, changing
// or resetting a password. The request rules are SPEC 5's; the sign-in forms start from these same schemas.
import { z } from "zod";
import { ACCOUNT_ROLES } from "../domain/account-roles";
import { NAME_MAX_CHARS } from "./constants";
import { endpoint, json, redirect } from "./contract";
import { instant, int } from "./wire";

// ---------------------------------------------------------------------------------------------------------------
// Request rules.

/** bcrypt reads at most 72 bytes and would silently ignore the rest, so a longer password is refused. */
export const PASSWORD_MAX_BYTES = 72;
const utf8 = new TextEncoder();
export const passwordTooLong = (password: string): boolean => utf8.encode(password).length > PASSWORD_MAX_BYTES;
const TOO_LONG = `Password must be at most ${PASSWORD_MAX_BYTES} bytes long (about ${PASSWORD_MAX_BYTES} plain letters or digits)`;

/** SPEC 5's change-password rule (registration asks for more). */
export const CHANGED_PASSWORD_MIN_CHARS = 6;
export const PASSWORD_TOO_SHORT = `Password must be at least ${CHANGED_PASSWORD_MIN_CHARS} characters long.`;

const signInPassword = () =>
  z.string({ error: "Password is required" }).min(1, "Password is required").max(1000);

const emailField = () =>
  z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .toLowerCase()
    .pipe(z.email("Please enter a valid email address"));

export const personName = (required: string, label: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(NAME_MAX_CHARS, `${label} must be at most ${NAME_MAX_CHARS} characters`);

// SPEC 5 registration rules, for a new password chosen at registration, with a reset link or an invitation.
export const newPasswordField = () =>
  z
    .string({ error: "Password must be at least 8 characters long" })
    .min(8, "Password must be at least 8 characters long")
    .refine((v) => !passwordTooLong(v), TOO_LONG)
    .refine(
      (v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v),
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    );

export const adminLoginSchema = z
  .object({
    username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(200),
    password: signInPassword(),
  })
  .strict();

export const loginSchema = z.object({ email: emailField(), password: signInPassword() }).strict();

export const registerSchema = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email("Please enter a valid email address")),
    firstName: personName("First name is required", "First name"),
    lastName: personName("Last name is required", "Last name"),
    password: newPasswordField(),
  })
  .strict();

export const forgotPasswordSchema = z.object({ email: emailField() }).strict();

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: "The reset link is incomplete" }).min(1, "The reset link is incomplete").max(200),
    password: newPasswordField(),
  })
  .strict();

/** What the verification page says of a link that cannot verify (unknown, used or expired). */
export const VERIFICATION_LINK_INVALID_MESSAGE = "This verification link is invalid or has expired.";

/**
 * A verification link's page: the link's token and the password typed there. Verifying with an attempt's password
 * picks that attempt; a password no attempt has becomes the account's, so it follows the registration rules.
 */
export const verifyEmailSchema = z
  .object({
    token: z.string({ error: "The verification link is incomplete" }).min(1, "The verification link is incomplete").max(200),
    password: newPasswordField(),
  })
  .strict();

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(1000),
    newPassword: z
      .string({ error: PASSWORD_TOO_SHORT })
      .min(CHANGED_PASSWORD_MIN_CHARS, PASSWORD_TOO_SHORT)
      .refine((v) => !passwordTooLong(v), TOO_LONG),
    // The spec's client sends a fixed placeholder here; the password that changes is always the signed-in user's.
    email: z.unknown().optional(),
  })
  .strict();

// A link in an e-mail and a provider's redirect: the server never refuses their query, a bad one ends in a redirect.
export const verifyEmailQuerySchema = z.looseObject({
  token: z.string().optional().catch(undefined).describe("The token from the verification e-mail (a link mailed before the page existed)"),
});
export const oidcCallbackQuerySchema = z.looseObject({
  code: z.string().optional().catch(undefined),
  state: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
});

// ---------------------------------------------------------------------------------------------------------------
// Answers.

export const messageResponseSchema = z.object({ message: z.string() }).strict();
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** What the API may say about a user: never the hash, the OpenID subject or the session version. */
export const publicUserSchema = z
  .object({
    id: int(),
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    role: z.enum(ACCOUNT_ROLES).describe("crew, foreman, user (shown as Office) or admin"),
    workerId: int().nullable().describe("The person's own worker record, or null when the account is not linked to one"),
    isActive: z.boolean(),
    username: z.string().nullable(),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .strict();
/** GET /api/auth/user as it arrives over JSON. */
export type CurrentUser = z.infer<typeof publicUserSchema>;

export const authConfigSchema = z
  .object({ oidc: z.object({ name: z.string(), displayName: z.string() }).strict().nullable() })
  .strict();
export type AuthConfig = z.infer<typeof authConfigSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Endpoints.

/** A busy password queue: the request was not checked and counts as no attempt. */
const BUSY = "503 with Retry-After while the server is busy checking other passwords of this kind; it counts as no attempt.";
const SIGN_IN_LIMITS = `429 with Retry-After after 10 failures from the client address, or on the account, in 15 minutes; a browser that signed in to the account before (its known-device cookie, set here) is not held by the account's count. ${BUSY}`;

export const authApi = {
  adminLogin: endpoint({
    method: "POST",
    path: "/api/admin/login",
    summary: "Sign in as the administrator (username and password)",
    description: SIGN_IN_LIMITS,
    tag: "auth",
    access: "public",
    body: adminLoginSchema,
    response: json(publicUserSchema, "Signed in; the session cookie is set"),
    errors: [429, 503],
  }),
  login: endpoint({
    method: "POST",
    path: "/api/auth/login",
    summary: "Sign in with e-mail and password",
    description: SIGN_IN_LIMITS,
    tag: "auth",
    access: "public",
    body: loginSchema,
    response: json(publicUserSchema, "Signed in; the session cookie is set"),
    errors: [429, 503],
  }),
  register: endpoint({
    method: "POST",
    path: "/api/auth/register",
    summary: "Ask for an account",
    description:
      "The same answer whether or not the address was known; the mailbox gets the details. 429 with Retry-After past 20 per client address in 10 minutes; past 3 for the address in 10 minutes the answer is the same and nothing is stored or mailed. 503 with Retry-After while the server is busy hashing other sign-ups.",
    tag: "auth",
    access: "public",
    body: registerSchema,
    response: json(messageResponseSchema, "Registration received", 201),
    errors: [429, 503],
  }),
  verifyEmail: endpoint({
    method: "GET",
    path: "/api/auth/verify-email",
    summary: "Open a verification link mailed before the verification page existed",
    description:
      "Changes nothing (a mail scanner opening the link must not decide whose password the account gets): it sends the browser to the verification page, where the person types their password.",
    tag: "auth",
    access: "public",
    query: verifyEmailQuerySchema,
    response: redirect("To /auth/verify-email?token=..., or /auth?error=invalid_token when the link has no well-formed token"),
  }),
  confirmEmail: endpoint({
    method: "POST",
    path: "/api/auth/verify-email",
    summary: "Verify an e-mail address with the link's token and a password (the verification page)",
    description:
      "The token proves the mailbox; it works once and for 24 hours. Of the address's unexpired sign-ups (at most 3 are kept) the newest whose password this is gets verified, with its names; when none has it, it becomes the password (registration rules) with the names of the link's sign-up. Every other sign-up's link stops working. An unknown, used or expired token is a 400 that changes nothing; 503 with Retry-After while the server is busy hashing.",
    tag: "auth",
    access: "public",
    body: verifyEmailSchema,
    response: json(messageResponseSchema, "Verified; an administrator reviews the registration next"),
    errors: [503],
  }),
  config: endpoint({
    method: "GET",
    path: "/api/auth/config",
    summary: "Which sign-in methods are offered",
    description: "oidc names the OpenID provider when one is configured, else null.",
    tag: "auth",
    access: "public",
    response: json(authConfigSchema, "The configuration"),
  }),
  startSignIn: endpoint({
    method: "GET",
    path: "/api/login",
    summary: "Start signing in (OpenID when configured)",
    description: "Redirects to the OpenID provider's start route when one is configured, else to the sign-in screen.",
    tag: "auth",
    access: "public",
    response: redirect("To the OpenID start, else to /auth"),
  }),
  logout: endpoint({
    method: "GET",
    path: "/api/logout",
    summary: "Sign out",
    description:
      "A GET link, as the spec has it; a request the browser marks as coming from another site is refused (403) and changes nothing.",
    tag: "auth",
    access: "public",
    response: redirect("To /; the session is deleted and the cookie cleared"),
    errors: [403],
  }),
  user: endpoint({
    method: "GET",
    path: "/api/auth/user",
    summary: "The signed-in user",
    description: "401 when nobody is signed in: the client reads that as signed out.",
    tag: "auth",
    access: "member",
    response: json(publicUserSchema, "The user"),
  }),
  changePassword: endpoint({
    method: "POST",
    path: "/api/auth/change-password",
    summary: "Change the signed-in user's password",
    description: `Every other session of the user ends; this one carries on under a new id. Wrong current passwords are counted before the comparison: 10 on the account in 15 minutes, then 429 with Retry-After, even for the right one, until the 15 minutes end (change-password only; signing in is not held). ${BUSY}`,
    tag: "auth",
    access: "member",
    body: changePasswordSchema,
    response: json(messageResponseSchema, "Changed"),
    errors: [409, 429, 503],
  }),
  forgotPassword: endpoint({
    method: "POST",
    path: "/api/auth/forgot-password",
    summary: "Ask for a password reset link by e-mail",
    description:
      "The same answer whether or not an account has the address. The mailbox gets a single-use link that expires in an hour, or, for an account that signs in only through OpenID, how it signs in. 429 with Retry-After past 20 per client address in 10 minutes; past 3 for the address in 10 minutes the answer is the same and nothing is stored or mailed.",
    tag: "auth",
    access: "public",
    body: forgotPasswordSchema,
    response: json(messageResponseSchema, "Received"),
    errors: [429],
  }),
  resetPassword: endpoint({
    method: "POST",
    path: "/api/auth/reset-password",
    summary: "Set a new password with the token from a reset link",
    description:
      "The token works once and for an hour. Every session of the user ends and the owner is told by mail. An unknown, used or expired token is a 400.",
    tag: "auth",
    access: "public",
    body: resetPasswordSchema,
    response: json(messageResponseSchema, "Changed"),
  }),
};

/** The first path words under /api/auth/ that the contracts above use: an OpenID provider's word must not be one. */
export const RESERVED_PROVIDER_WORDS: ReadonlySet<string> = new Set(
  Object.values(authApi)
    .map((e) => e.path.match(/^\/api\/auth\/([^/]+)/)?.[1])
    .filter((word): word is string => word !== undefined),
);

/**
 * The OpenID routes exist only when a provider is configured, under its word (OIDC_PROVIDER_NAME): /api/auth/<word>
 * and its callback. The router mounts them and the document lists them from this one function.
 */
export function oidcEndpoints<W extends string>(providerWord: W) {
  return {
    start: endpoint({
      method: "GET",
      path: `/api/auth/${providerWord}`,
      summary: "Start an OpenID sign-in",
      description: "Redirects to the provider; a failure to start redirects to the sign-in screen with an error code.",
      tag: "auth",
      access: "public",
      response: redirect("To the provider; on failure to /auth?error=..."),
    }),
    callback: endpoint({
      method: "GET",
      path: `/api/auth/${providerWord}/callback`,
      summary: "The OpenID provider's redirect back",
      description: "Every outcome is a redirect the sign-in screen turns into a message, never an error page.",
      tag: "auth",
      access: "public",
      query: oidcCallbackQuerySchema,
      response: redirect(
        "To / when signed in, /auth?message=pending_approval for a new account, else /auth?error={name}_auth_failed (with &message=email_unverified when the provider has not confirmed the address)",
      ),
    }),
  };
}
