// HTTP for accounts: sign in (admin, e-mail, OpenID) and out, register, verify the e-mail, the current user, change or
// reset a forgotten password.
import { Router, type Request, type Response } from "express";
import type { PassportStatic } from "passport";
import type { Logger } from "pino";
import { z } from "zod";
import { insertUserRegistrationSchema, type User } from "@shared/schema";
import type { Env } from "../../env";
import type { OidcPendingAuthorization } from "./oidc-client";
import type { KnownDevices } from "./known-devices";
import { requireUser } from "./require-user";
import { clearSessionCookie, type SessionCookie } from "./session";
import { AppError } from "../../lib/errors";
import { parse } from "../../lib/validate";
import { limitMailRequests } from "../../middleware/rate-limit";
import type { LimitsService } from "../limits/limits.service";
import { isFromAnotherSite } from "../../middleware/same-origin";
import { openIdDisplayName } from "./account-mails";
import type { AccountsService } from "./accounts.service";
import type { AuthService } from "./auth.service";
import { OidcSignInRefused, type OidcService } from "./oidc.service";
import { RESET_VALID_MINUTES, type PasswordResetService } from "./password-reset.service";
import { PASSWORD_MAX_BYTES, passwordTooLong } from "./passwords";
import { signInAccountKey, type SignInAccount, type SignInLimits, type SignInRequest } from "./sign-in-limits";

declare module "express-session" {
  interface SessionData {
    /** An OpenID sign-in in progress: what the callback must match, and when it started. */
    oidc?: OidcPendingAuthorization & { startedAt: number };
  }
}

/** How long a person may take at the provider before the callback is refused. */
const OIDC_ATTEMPT_MS = 10 * 60 * 1000;
/** Paths under /api/auth/ that a provider name must not shadow. */
const RESERVED_PROVIDER_NAMES = new Set([
  "user",
  "config",
  "login",
  "register",
  "verify-email",
  "change-password",
  "forgot-password",
  "reset-password",
]);

const TOO_LONG = `Password must be at most ${PASSWORD_MAX_BYTES} bytes long (about ${PASSWORD_MAX_BYTES} plain letters or digits)`;

export const adminLoginSchema = z
  .object({
    username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(200),
    password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1000),
  })
  .strict();

const emailField = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .toLowerCase()
  .pipe(z.email("Please enter a valid email address"));

export const loginSchema = z
  .object({
    email: emailField,
    password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1000),
  })
  .strict();

// SPEC 5 registration rules, for a new password chosen at registration or with a reset link; the byte limit is
// bcrypt's, which would silently ignore anything past it.
const newPasswordField = z
  .string({ error: "Password must be at least 8 characters long" })
  .min(8, "Password must be at least 8 characters long")
  .refine((v) => !passwordTooLong(v), TOO_LONG)
  .refine(
    (v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v),
    "Password must contain at least one uppercase letter, one lowercase letter, and one number",
  );

export const registerSchema = insertUserRegistrationSchema.extend({ password: newPasswordField }).strict();

export const forgotPasswordSchema = z.object({ email: emailField }).strict();

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: "The reset link is incomplete" }).min(1, "The reset link is incomplete").max(200),
    password: newPasswordField,
  })
  .strict();

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(1000),
    newPassword: z
      .string({ error: "Password must be at least 6 characters long." })
      .min(6, "Password must be at least 6 characters long.")
      .refine((v) => !passwordTooLong(v), TOO_LONG),
    // The spec's client sends a fixed placeholder here; the password that changes is always the signed-in user's.
    email: z.unknown().optional(),
  })
  .strict();

/** Signs the user into a fresh session (passport regenerates the id, so a planted id is useless). */
export function signIn(req: Request, user: User): Promise<void> {
  return new Promise((resolve, reject) => {
    req.login(user, (error) => {
      if (error) return reject(error);
      req.session.signedInAt = Date.now();
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

/** Ends the session: its row is deleted and the cookie cleared. */
export function signOut(req: Request): Promise<void> {
  return new Promise((resolve) => {
    if (!req.session) return resolve();
    req.session.destroy(() => resolve());
  });
}

function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

export interface AuthRouterDeps {
  auth: AuthService;
  accounts: AccountsService;
  passwordReset: PasswordResetService;
  oidc?: OidcService;
  passport: PassportStatic;
  env: Env;
  limits: LimitsService;
  signInLimits: SignInLimits;
  knownDevices: KnownDevices;
  sessionCookie: SessionCookie;
  logger: Logger;
}

export function createAuthRouter(deps: AuthRouterDeps) {
  const { auth, accounts, passwordReset, env, limits, signInLimits, knownDevices } = deps;
  const router = Router();
  const oidcName = env.OIDC_PROVIDER_NAME;

  // Called after the body is parsed, so a malformed request is counted nowhere and creates no counter.
  function signInRequest(req: Request, account: SignInAccount): SignInRequest {
    return { clientIp: req.ip ?? "unknown", account, knownDevice: knownDevices.vouchesFor(req, signInAccountKey(account)) };
  }

  router.post("/api/admin/login", async (req, res) => {
    const input = parse(adminLoginSchema, req.body);
    const account = { form: "admin", username: input.username } as const;
    const user = await signInLimits.attempt(signInRequest(req, account), () => auth.authenticateAdmin(input.username, input.password));
    await signIn(req, user);
    knownDevices.remember(req, res, signInAccountKey(account));
    res.json(auth.toPublic(user));
  });

  router.post("/api/auth/login", async (req, res) => {
    const input = parse(loginSchema, req.body);
    const account = { form: "email", email: input.email } as const;
    const user = await signInLimits.attempt(signInRequest(req, account), () => accounts.loginWithEmail(input.email, input.password));
    await signIn(req, user);
    knownDevices.remember(req, res, signInAccountKey(account));
    res.json(auth.toPublic(user));
  });

  router.post("/api/auth/register", limitMailRequests(limits, "register", registerSchema), async (req, res) => {
    const input = parse(registerSchema, req.body);
    await accounts.register(input);
    // The same answer whether or not the address was known; the mailbox gets the details.
    res.status(201).json({
      message: "Registration received. Please check your email to verify your address. An administrator will then activate your access.",
    });
  });

  // A GET because it is a link in an e-mail; the single-use secret token is what authorises the change.
  router.get("/api/auth/verify-email", async (req, res) => {
    const token = typeof req.query.token === "string" ? req.query.token : "";
    const ok = await accounts.verifyEmail(token);
    res.redirect(ok ? "/auth?message=email_verified" : "/auth?error=invalid_token");
  });

  // The same answer whether or not an account has this address; the mailbox gets the link.
  router.post("/api/auth/forgot-password", limitMailRequests(limits, "forgot-password", forgotPasswordSchema), async (req, res) => {
    const input = parse(forgotPasswordSchema, req.body);
    await passwordReset.requestReset(input.email);
    res.json({
      message: `If an account uses this address, we have sent it an email with a link to set a new password. The link works once and expires in ${RESET_VALID_MINUTES} minutes.`,
    });
  });

  router.post("/api/auth/reset-password", async (req, res) => {
    const input = parse(resetPasswordSchema, req.body);
    await passwordReset.resetPassword(input.token, input.password);
    res.json({ message: "Your password has been changed. Please sign in with your new password." });
  });

  router.get("/api/auth/user", requireUser, (req, res) => {
    res.json(auth.toPublic(req.user!));
  });

  router.post("/api/auth/change-password", requireUser, async (req, res) => {
    const input = parse(changePasswordSchema, req.body);
    const updated = await accounts.changePassword(req.user!, input.currentPassword, input.newPassword);
    // This session carries on under the new session version (and a new id); every other one has ended.
    await signIn(req, updated);
    res.json({ message: "Password changed successfully" });
  });

  router.get("/api/auth/config", (_req, res) => {
    res.json({
      oidc: deps.oidc ? { name: oidcName, displayName: openIdDisplayName(env) } : null,
    });
  });

  router.get("/api/login", (_req, res) => {
    res.redirect(deps.oidc ? `/api/auth/${oidcName}` : "/auth");
  });

  // The spec's sign-out is a GET link; another site must not be able to sign people out with it (an <img> or a
  // link elsewhere), so a request the browser marks as coming from another site changes nothing.
  router.get("/api/logout", async (req, res) => {
    if (isFromAnotherSite(req)) throw new AppError("cross_site", "Cross-site requests are not allowed");
    await signOut(req);
    clearSessionCookie(res, deps.sessionCookie);
    res.redirect("/");
  });

  if (deps.oidc) mountOidc(router, deps.oidc, oidcName, deps.sessionCookie, deps.logger);
  return router;
}

// Failures end in a redirect the sign-in screen turns into a toast, never in an error page: state, nonce and PKCE
// problems are thrown by openid-client like any other error, and the person only needs to try again.
function mountOidc(router: Router, oidc: OidcService, name: string, sessionCookie: SessionCookie, logger: Logger) {
  if (RESERVED_PROVIDER_NAMES.has(name)) {
    // A start-up configuration mistake, not a request error: it stops createApp with a message naming the variable.
    throw new Error(`OIDC_PROVIDER_NAME "${name}" clashes with the /api/auth/${name} route; choose another name`);
  }
  const failed = `/auth?error=${name}_auth_failed`;

  // No session is kept for someone who is not signed in once the attempt is over.
  async function endAnonymousAttempt(req: Request, res: Response) {
    if (req.user) return saveSession(req);
    await signOut(req);
    clearSessionCookie(res, sessionCookie);
  }

  router.get(`/api/auth/${name}`, async (req, res) => {
    try {
      const { url, pending } = await oidc.begin();
      req.session.oidc = { ...pending, startedAt: Date.now() };
      // Someone not signed in gets a session only for the attempt, so an abandoned start leaves no 72-hour row;
      // a signed-in session keeps its own lifetime. Signing in makes a new session with the usual lifetime.
      if (!req.user) req.session.cookie.maxAge = OIDC_ATTEMPT_MS;
      await saveSession(req);
      res.redirect(url);
    } catch (error) {
      logger.warn({ err: error }, "OpenID sign-in could not start");
      res.redirect(failed);
    }
  });

  router.get(`/api/auth/${name}/callback`, async (req, res) => {
    // Taken out of the session before anything else, so a replayed callback finds nothing to match.
    const pending = req.session.oidc;
    delete req.session.oidc;
    try {
      if (!pending || Date.now() - pending.startedAt > OIDC_ATTEMPT_MS) {
        throw new Error("no OpenID sign-in in progress in this session (missing, replayed or expired)");
      }
      const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
      const outcome = await oidc.complete(query, pending);
      if (outcome.kind === "pending_approval") {
        await endAnonymousAttempt(req, res);
        return res.redirect("/auth?message=pending_approval");
      }
      await signIn(req, outcome.user);
      res.redirect("/");
    } catch (error) {
      logger.warn({ err: error }, "OpenID sign-in failed");
      await endAnonymousAttempt(req, res);
      // A reason the person can act on goes along as a known message code; anything else stays generic.
      const reason = error instanceof OidcSignInRefused ? error.messageCode : undefined;
      res.redirect(reason ? `${failed}&message=${reason}` : failed);
    }
  });
}
