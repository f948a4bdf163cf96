// Zod mirrors of the JSON the API answers with (the TS response types elsewhere in shared/ are compile-time only), for the
// OpenAPI document; tests/api/openapi.test.ts parses real responses with them so they cannot drift from the wire.
import { z } from "zod";
import { ERROR_STATUS, type ErrorCode } from "../errors";
import { wireRow } from "./openapi-wire";
import { instant, int, money } from "./wire";

const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** shared/errors.ts ApiErrorBody: every error response. */
export const apiErrorBodySchema = z
  .object({
    message: z.string().describe("Readable by a person; 500s say only 'Something went wrong'"),
    code: z.enum(ERROR_CODES),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional().describe("Field name -> messages, on validation failures"),
    requestId: z.string().optional().describe("Also in the X-Request-Id header; quote it when reporting a problem"),
  })
  .strict();

export * from "./openapi-time-clock";
