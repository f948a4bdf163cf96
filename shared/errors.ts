// Error codes, their HTTP statuses, and the one wire shape every error response has.
import { z } from "zod";

export const ERROR_STATUS = {
  validation_failed: 400,
  bad_json: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  account_inactive: 403,
  // The right password, but a step of the account lifecycle is missing (SPEC 4): the message says which.
  email_unverified: 403,
  approval_pending: 403,
  registration_rejected: 403,
  forbidden: 403,
  cross_site: 403,
  not_found: 404,
  conflict: 409,
  already_clocked_in: 409,
  already_clocked_out: 409,
  period_locked: 409,
  idempotency_mismatch: 422,
  // Well-formed, but it names something it cannot use: a switch to the project already clocked in on, an unknown cost code.
  unprocessable: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  // The embedded database's disk is nearly full: nothing more is stored until someone makes room.
  insufficient_storage: 507,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/**
 * One thing that stops a payroll file (issue 27 step 6): a mapping missing or a rule the provider would refuse, with the
 * worker it concerns and the screen where it is fixed.
 */
export const exportProblemSchema = z
  .object({
    code: z.string().describe("What kind of problem: period_not_approved, identity_missing, identity_shared, two_rates..."),
    message: z.string().describe("Said to the office, naming the worker or mapping"),
    workerId: z.number().int().optional().describe("The worker it concerns, when one does"),
    fixAt: z.string().describe("The client route where it is fixed, e.g. /workers?payrollIdentity=12 or /timesheet"),
  })
  .strict();
export type ExportProblem = z.infer<typeof exportProblemSchema>;

/** Every error response: the one shape the error handler writes and the OpenAPI document's Error component. */
export const apiErrorBodySchema = z
  .object({
    message: z.string().describe("Readable by a person; 500s say only 'Something went wrong'"),
    code: z.enum(ERROR_CODES),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional().describe("Field name -> messages, on validation failures"),
    requestId: z.string().optional().describe("Also in the X-Request-Id header; quote it when reporting a problem"),
    problems: z.array(exportProblemSchema).optional().describe("A payroll file's pre-flight problems (POST /api/payroll/exports, 422)"),
  })
  .strict();
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
