// The only place that writes error responses: { message, code, fieldErrors?, requestId }, never a stack trace.
import type { ErrorRequestHandler, RequestHandler } from "express";
import { ZodError } from "zod";
import type { ApiErrorBody } from "@shared/errors";
import { AppError } from "../lib/errors";
import { PG_DEADLOCK_DETECTED, PG_LOCK_NOT_AVAILABLE, PG_NUL_IN_TEXT, PG_NUMERIC_OUT_OF_RANGE, pgError } from "../lib/pg-errors";
import { NUL_TEXT_MESSAGE } from "@shared/api/constants";
import { zodFieldErrors, zodMessage } from "../lib/validate";

const DATABASE_DOWN_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08003",
  "08006",
]);

function isDatabaseDown(error: unknown): boolean {
  const e = error as { code?: string; message?: string; cause?: unknown } | null;
  if (!e) return false;
  if (e.code && DATABASE_DOWN_CODES.has(e.code)) return true;
  if (typeof e.message === "string" && /Connection terminated|timeout exceeded when trying to connect/i.test(e.message)) return true;
  return e.cause ? isDatabaseDown(e.cause) : false;
}

function toBody(error: unknown): { status: number; body: Omit<ApiErrorBody, "requestId"> } {
  if (error instanceof AppError) {
    return { status: error.status, body: { message: error.message, code: error.code, fieldErrors: error.fieldErrors, problems: error.problems } };
  }
  if (error instanceof ZodError) {
    return { status: 400, body: { message: zodMessage(error), code: "validation_failed", fieldErrors: zodFieldErrors(error) } };
  }
  const e = error as { type?: string; status?: number } | null;
  if (e?.type === "entity.parse.failed") {
    return { status: 400, body: { message: "The request body is not valid JSON", code: "bad_json" } };
  }
  if (e?.type === "entity.too.large") {
    return { status: 413, body: { message: "The request body is too large", code: "payload_too_large" } };
  }
  // Input the schemas let through but PostgreSQL cannot store is the client's mistake, not a server fault (drizzle
  // wraps the driver's error, so the code is looked for down the causes).
  if (pgError(error, ...PG_NUL_IN_TEXT)) {
    return { status: 400, body: { message: NUL_TEXT_MESSAGE, code: "validation_failed" } };
  }
  if (pgError(error, PG_NUMERIC_OUT_OF_RANGE)) {
    return { status: 400, body: { message: "A number is out of range", code: "validation_failed" } };
  }
  // The transaction was undone, so trying again is safe (the offline queues retry a 503). Still logged as an error:
  // with the lock order of time-clock/open-entry.repo.ts neither should happen.
  if (pgError(error, PG_LOCK_NOT_AVAILABLE, PG_DEADLOCK_DETECTED)) {
    return { status: 503, body: { message: "Someone else is changing the same record. Please try again in a moment.", code: "unavailable" } };
  }
  if (isDatabaseDown(error)) {
    return { status: 503, body: { message: "The database is not reachable right now. Please try again shortly.", code: "unavailable" } };
  }
  return { status: 500, body: { message: "Something went wrong", code: "internal" } };
}

export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    // A complete answer stands: express-session reports a failed session touch (the database went away) only after
    // it has ended the response, and handing that to Express would destroy the socket under a keep-alive client.
    if (res.writableEnded) {
      (req as { log?: { warn(obj: object, msg: string): void } }).log?.warn({ err: error }, "error after the response was sent");
      return;
    }
    // A half-written answer: Express ends the connection, so the client sees it was cut short.
    return next(error);
  }
  const { status, body } = toBody(error);
  // pino-http logs the request once, with this error attached, at error level for 5xx.
  if (status >= 500) (res as any).err = error;
  if (error instanceof AppError && error.retryAfterSeconds) res.setHeader("Retry-After", String(error.retryAfterSeconds));
  res.status(status).json({ ...body, requestId: String(req.id ?? "") } satisfies ApiErrorBody);
};

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError("not_found", `No API route for ${req.method} ${req.path}`));
};
