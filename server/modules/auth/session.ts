// Cookie sessions in the app's own database (connect-pg-simple), with idle and absolute lifetimes.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import connectPgSimple from "connect-pg-simple";
import type { Request, RequestHandler, Response } from "express";
import session from "express-session";
import type { User } from "@shared/schema";
import type { QueryPool } from "../../db/client";

export const SESSION_COOKIE = "crewline.sid";

/** A credential cookie of this install (the session's, a kiosk's): its name, and whether it may only travel over https. */
export interface SessionCookie {
  name: string;
  httpsOnly: boolean;
}

/**
 * With an https APP_URL a credential cookie is `__Host-<name>`, always Secure, Path=/ and without Domain: the browser
 * then refuses one set by a sibling subdomain or over plain http, so nobody can plant one. A plain-http install (a
 * LAN) keeps `<name>`, Secure only when a request did come over https.
 */
export function credentialCookieFor(baseName: string, appUrl: string | undefined): SessionCookie {
  const httpsOnly = appUrl?.startsWith("https://") ?? false;
  return { name: httpsOnly ? `__Host-${baseName}` : baseName, httpsOnly };
}

/** The session cookie: `__Host-crewline.sid` with an https APP_URL, else `crewline.sid` (credentialCookieFor). */
export function sessionCookieFor(appUrl: string | undefined): SessionCookie {
  return credentialCookieFor(SESSION_COOKIE, appUrl);
}

/** Deletes the session cookie in the browser (the same attributes as when it was set, or the browser keeps it). */
export function clearSessionCookie(res: Response, cookie: SessionCookie): void {
  res.clearCookie(cookie.name, { path: "/", httpOnly: true, sameSite: "lax", secure: cookie.httpsOnly });
}
/** A session unused this long ends (each request renews it). */
export const SESSION_IDLE_MS = 72 * 60 * 60 * 1000;
/** A session ends this long after sign-in, however busy. */
export const SESSION_ABSOLUTE_MS = 14 * 24 * 60 * 60 * 1000;

declare module "express-session" {
  interface SessionData {
    /** When this session signed in (ms since epoch), for the absolute lifetime. */
    signedInAt?: number;
  }
}

export function createSessionMiddleware(pool: QueryPool, secret: string, cookie: SessionCookie): RequestHandler {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool: pool as any,
    tableName: "sessions",
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
    errorLog: () => undefined,
  });
  return session({
    name: cookie.name,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    // An https APP_URL says the public side is https: a TLS-terminating proxy's X-Forwarded-Proto is believed for
    // this cookie alone (a forged one can only make the cookie stricter), so Secure holds without TRUST_PROXY too.
    proxy: cookie.httpsOnly ? true : undefined,
    cookie: {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      // 'auto' marks the cookie Secure whenever the request came over https (directly or via a trusted proxy).
      secure: cookie.httpsOnly ? true : "auto",
      maxAge: SESSION_IDLE_MS,
    },
  });
}

/** Ends sessions older than the absolute lifetime, whatever their idle timer says. */
export const enforceAbsoluteLifetime = (cookie: SessionCookie): RequestHandler => (req, res, next) => {
  const signedInAt = req.session?.signedInAt;
  if (signedInAt && Date.now() - signedInAt > SESSION_ABSOLUTE_MS) {
    // regenerate, not destroy: the old row goes, and the request goes on as anonymous with an empty session
    // (passport needs req.session to exist; an empty one is never saved, so no cookie is set for it).
    return req.session.regenerate((error) => {
      if (error) return next(error);
      clearSessionCookie(res, cookie);
      (req as any).user = undefined;
      next();
    });
  }
  next();
};

/** SESSION_SECRET, else one generated once and kept in DATA_DIR so restarts keep everyone signed in. */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.resolve(dataDir, "session-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: make one below.
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = crypto.randomBytes(48).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

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
