// AppError: what services throw; the error handler alone turns it into a response.
import { ERROR_STATUS, type ErrorCode } from "@shared/errors";

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** Sent as Retry-After with a 429 or 503, so a client knows when to try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "AppError";
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (message = "Not found") => new AppError("not_found", message);
export const conflict = (message: string) => new AppError("conflict", message);
export const forbidden = (message = "You do not have permission to do that") => new AppError("forbidden", message);
export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError("validation_failed", message, fieldErrors);
