// Refuses unsafe methods sent from another site (Sec-Fetch-Site first, Origin as the fallback) and non-JSON bodies.
import type { Request, RequestHandler } from "express";
import { AppError } from "../lib/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** True when the browser says (Sec-Fetch-Site) the request was started by another site, sibling subdomains included. */
export function isFromAnotherSite(req: Request): boolean {
  const site = req.get("sec-fetch-site");
  return site !== undefined && site !== "same-origin" && site !== "none";
}

/**
 * `allowedOrigins` is APP_URL's origin when it is set: then that is the only one, since the Host header (and so the
 * request's "own" origin) is whatever the client wrote. Without APP_URL the request's own origin is the only one.
 */
export function sameOrigin(allowedOrigins: () => string[]): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (req.get("sec-fetch-site")) {
      return next(isFromAnotherSite(req) ? new AppError("cross_site", "Cross-site requests are not allowed") : undefined);
    }
    const origin = req.get("origin");
    if (!origin) return next();
    const configured = allowedOrigins();
    const allowed = configured.length > 0 ? configured : [`${req.protocol}://${req.get("host")}`];
    if (allowed.includes(origin)) return next();
    next(new AppError("cross_site", "Cross-site requests are not allowed"));
  };
}

/** A body on a JSON route must say it is JSON; a form post or text/plain (the CSRF classics) gets 415. */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const length = Number(req.get("content-length") ?? 0);
  const chunked = req.get("transfer-encoding") !== undefined;
  if (length === 0 && !chunked) return next();
  if (!req.is("application/json")) {
    return next(new AppError("unsupported_media_type", "Send the request body as JSON (Content-Type: application/json)"));
  }
  next();
};
