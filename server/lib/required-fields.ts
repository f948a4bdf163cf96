// SPEC 5/8: a form sent without one of its required fields answers 'Please fill in all required fields.' (with the
// field messages), not the first field's own message. Runs before the contract's parse, with the same schema.
import type { RequestHandler } from "express";
import type { ZodType } from "zod";
import { REQUIRED_FIELDS_MESSAGE } from "@shared/api/constants";
import { AppError } from "./errors";
import { zodFieldErrors } from "./validate";

/** A missing or empty field of `required` makes the 400's message REQUIRED_FIELDS_MESSAGE; other failures pass on. */
export function requiredFieldsMessage(body: ZodType, required: readonly string[]): RequestHandler {
  return (req, _res, next) => {
    const result = body.safeParse(req.body);
    const missing =
      !result.success &&
      result.error.issues.some(
        (issue) => required.includes(String(issue.path[0])) && (issue.code === "invalid_type" || issue.code === "too_small"),
      );
    if (missing) throw new AppError("validation_failed", REQUIRED_FIELDS_MESSAGE, zodFieldErrors(result.error));
    next();
  };
}
