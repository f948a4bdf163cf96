// AppError: what services throw; the error handler alone turns it into a response.
import { ERROR_STATUS, type ErrorCode, type ExportProblem } from "@shared/errors";

export class AppError extends Error {
  readonly status: number;
  /** Sent as Retry-After (seconds) with a 429 or 503, so a client knows when trying again can work. */
  readonly retryAfterSeconds?: number;
  /** A payroll file's pre-flight problems, sent with a 422 so the office sees each and where to fix it. */
  readonly problems?: ExportProblem[];
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    options: { retryAfterSeconds?: number; problems?: ExportProblem[] } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = ERROR_STATUS[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.problems = options.problems;
  }
}

export const notFound = (message = "Not found") => new AppError("not_found", message);
export const conflict = (message: string) => new AppError("conflict", message);
export const forbidden = (message = "You do not have permission to do that") => new AppError("forbidden", message);
export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError("validation_failed", message, fieldErrors);
