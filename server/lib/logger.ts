// The process logger (pino): JSON lines, secrets redacted.
import pino, { type Logger } from "pino";

export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "password",
        "*.password",
        "*.passwordHash",
        "*.currentPassword",
        "*.newPassword",
      ],
      censor: "[redacted]",
    },
  });
}

/** A URL without its query string: links such as /auth/verify-email?token=... carry secrets there. */
export function withoutQuery(url: string | undefined): string | undefined {
  return url?.split("?")[0];
}

interface SerializedRequest {
  url?: string;
  query?: unknown;
  headers?: Record<string, unknown>;
}

/**
 * pino-http's request fields with the path only: no query string (nor the parsed query), and the Referer without
 * its query either, so a log shipped elsewhere never holds a sign-in or reset token.
 */
export function requestLogFields(req: SerializedRequest): SerializedRequest {
  const { query: _query, ...fields } = req;
  const headers = req.headers && typeof req.headers.referer === "string" ? { ...req.headers, referer: withoutQuery(req.headers.referer) } : req.headers;
  return { ...fields, url: withoutQuery(req.url), headers };
}

interface SerializedResponse {
  statusCode?: number;
  headers?: Record<string, unknown>;
}

/** pino-http's response fields with a redirect's Location without its query (a verification link's goes on to its page). */
export function responseLogFields(res: SerializedResponse): SerializedResponse {
  if (!res.headers || typeof res.headers.location !== "string") return res;
  return { ...res, headers: { ...res.headers, location: withoutQuery(res.headers.location) } };
}
