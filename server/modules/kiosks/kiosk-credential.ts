// The kiosk credential on the device (issue 14): a cookie holding the kiosk's random token, read on every API request
// like the session (app-wide, after it), and the guard of the contracts whose access is "kiosk".
import type { Request, RequestHandler, Response } from "express";
import { cookieValue } from "../../lib/cookies";
import { AppError } from "../../lib/errors";
import { credentialCookieFor, type SessionCookie } from "../auth/session";

export const KIOSK_COOKIE = "crewline.kiosk";
/** A kiosk stays one until it is revoked; browsers keep a cookie at most about this long. */
const KIOSK_COOKIE_DAYS = 400;
export const NOT_A_KIOSK_MESSAGE = "This device is not a kiosk (or its kiosk was revoked). An administrator can set it up again.";

/** The kiosk a request comes from, as the middleware found it (not revoked). */
export interface KioskCaller {
  id: number;
  name: string;
  projectId: number;
}

declare global {
  namespace Express {
    interface Request {
      /** Set when the request carries the credential of a kiosk that is not revoked. */
      kiosk?: KioskCaller;
    }
  }
}

/** `__Host-crewline.kiosk` with an https APP_URL, else `crewline.kiosk` (the session cookie's rule). */
export const kioskCookieFor = (appUrl: string | undefined): SessionCookie => credentialCookieFor(KIOSK_COOKIE, appUrl);

// SameSite=Strict: only the app's own pages send it, never a link or a form from another site.
const attributes = (req: Request | null, cookie: SessionCookie) =>
  ({ httpOnly: true, sameSite: "strict", path: "/", secure: cookie.httpsOnly || (req?.secure ?? false) }) as const;

export function setKioskCookie(req: Request, res: Response, cookie: SessionCookie, token: string): void {
  res.cookie(cookie.name, token, { ...attributes(req, cookie), maxAge: KIOSK_COOKIE_DAYS * 86_400_000 });
}

export function clearKioskCookie(req: Request, res: Response, cookie: SessionCookie): void {
  res.clearCookie(cookie.name, attributes(req, cookie));
}

/**
 * Reads the cookie when there is one and sets req.kiosk for a kiosk that is not revoked; an unknown or revoked one is
 * cleared from the device. `authenticate` also notes when the kiosk was last seen.
 */
export function kioskCredential(authenticate: (token: string) => Promise<KioskCaller | null>, cookie: SessionCookie): RequestHandler {
  return (req, res, next) => {
    const token = cookieValue(req, cookie.name);
    if (!token) return next();
    authenticate(token).then((kiosk) => {
      if (kiosk) req.kiosk = kiosk;
      else clearKioskCookie(req, res, cookie);
      next();
    }, next);
  };
}

/** The guard of a "kiosk" contract: 401 unless the request comes from a kiosk. */
export const requireKiosk: RequestHandler = (req, _res, next) => {
  next(req.kiosk ? undefined : new AppError("unauthenticated", NOT_A_KIOSK_MESSAGE));
};
