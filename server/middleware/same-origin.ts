// Refuses unsafe methods sent from another site (Sec-Fetch-Site first, Origin as the fallback) and non-JSON bodies.
import type { RequestHandler } from "express";
import { AppError } from "../lib/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function sameOrigin(allowedOrigins: () => string[]): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.get("sec-fetch-site");
    if (site) {
      if (site === "same-origin" || site === "none") return next();
      return next(new AppError("cross_site", "Cross-site requests are not allowed"));
    }
    const origin = req.get("origin");
    if (!origin) return next();
    const own = `${req.protocol}://${req.get("host")}`;
    if (origin === own || allowedOrigins().includes(origin)) return next();
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
