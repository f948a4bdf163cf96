// HTTP for accounts: sign in (admin, e-mail, OpenID) and out, register, verify the e-mail, the current user, change or
// reset a forgotten password.
import { Router, type Request, type Response } from "express";
import type { PassportStatic } from "passport";
import type { Logger } from "pino";
import { authApi, oidcEndpoints, RESERVED_PROVIDER_WORDS } from "@shared/api/auth";
import type { Env } from "../../env";
import type { OidcPendingAuthorization } from "./oidc-client";
import type { KnownDevices } from "./known-devices";
import { clearSessionCookie, signIn, type SessionCookie } from "./session";
import { mount } from "../../lib/endpoint-router";
import { AppError } from "../../lib/errors";
import type { LimitsService } from "../limits/limits.service";
import { isFromAnotherSite } from "../../middleware/same-origin";
import { openIdDisplayName } from "./account-mails";
import type { AccountsService } from "./accounts.service";
import type { AuthService } from "./auth.service";
import { OidcSignInRefused, type OidcService } from "./oidc.service";
import { RESET_VALID_MINUTES, type PasswordResetService } from "./password-reset.service";
import { signInAccountKey, type SignInAccount, type SignInLimits, type SignInRequest } from "./sign-in-limits";

declare module "express-session" {
  interface SessionData {
    /** An OpenID sign-in in progress: what the callback must match, and when it started. */
    oidc?: OidcPendingAuthorization & { startedAt: number };
  }
}

/** How long a person may take at the provider before the callback is refused. */
const OIDC_ATTEMPT_MS = 10 * 60 * 1000;


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

  mount(router, authApi.adminLogin, async ({ body, req, res }) => {
    const account = { form: "admin", username: body.username } as const;
    const user = await signInLimits.attempt(signInRequest(req, account), () => auth.authenticateAdmin(body.username, body.password));
    await signIn(req, user);
    knownDevices.remember(req, res, signInAccountKey(account));
    return auth.toPublic(user);
  });

  mount(router, authApi.login, async ({ body, req, res }) => {
    const account = { form: "email", email: body.email } as const;
    const user = await signInLimits.attempt(signInRequest(req, account), () => accounts.loginWithEmail(body.email, body.password));
    await signIn(req, user);
    knownDevices.remember(req, res, signInAccountKey(account));
    return auth.toPublic(user);
  });

  // Counted after the body is parsed, so a malformed request is counted nowhere. The same answer whether or not the
  // address was known, and past the address's mail limit (then nothing is stored or sent); the mailbox gets the details.
  mount(router, authApi.register, async ({ body, req }) => {
    const mayMail = await limits.chargeMailRequest("register", req.ip ?? "unknown", body.email);
    await accounts.register(body, mayMail);
    return {
      message: "Registration received. Please check your email to verify your address. An administrator will then activate your access.",
    };
  });

  // A link in a mail: opening it changes nothing, its page asks for the password.
  mount(router, authApi.verifyEmail, ({ query, res }) => {
    res.redirect(accounts.verificationPage(query.token));
  });

  mount(router, authApi.confirmEmail, async ({ body }) => {
    await accounts.confirmEmail(body.token, body.password);
    return { message: "Your email address is verified. An administrator will now review your registration." };
  });

  // Counted like a registration. The same answer whether or not an account has this address, and past the address's
  // mail limit; the mailbox gets the link.
  mount(router, authApi.forgotPassword, async ({ body, req }) => {
    const mayMail = await limits.chargeMailRequest("forgot-password", req.ip ?? "unknown", body.email);
    await passwordReset.requestReset(body.email, mayMail);
    return {
      message: `If an account uses this address, we have sent it an email with a link to set a new password. The link works once and expires in ${RESET_VALID_MINUTES} minutes.`,
    };
  });

  mount(router, authApi.resetPassword, async ({ body }) => {
    await passwordReset.resetPassword(body.token, body.password);
    return { message: "Your password has been changed. Please sign in with your new password." };
  });

  mount(router, authApi.user, ({ user }) => auth.toPublic(user));

  mount(router, authApi.changePassword, async ({ body, user, req }) => {
    const updated = await accounts.changePassword(user, body.currentPassword, body.newPassword);
    // This session carries on under the new session version (and a new id); every other one has ended.
    await signIn(req, updated);
    return { message: "Password changed successfully" };
  });

  mount(router, authApi.config, () => ({
    oidc: deps.oidc ? { name: oidcName, displayName: openIdDisplayName(env) } : null,
  }));

  mount(router, authApi.startSignIn, ({ res }) => {
    res.redirect(deps.oidc ? oidcEndpoints(oidcName).start.path : "/auth");
  });

  // The spec's sign-out is a GET link; another site must not be able to sign people out with it (an <img> or a
  // link elsewhere), so a request the browser marks as coming from another site changes nothing.
  mount(router, authApi.logout, async ({ req, res }) => {
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
  if (RESERVED_PROVIDER_WORDS.has(name)) {
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

  const routes = oidcEndpoints(name);

  mount(router, routes.start, async ({ req, res }) => {
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

  // The callback's query goes to openid-client as it came (it checks state and code itself).
  mount(router, routes.callback, async ({ req, res }) => {
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
        res.redirect("/auth?message=pending_approval");
        return;
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
