// Rate limits for anonymous forms that mail an address (registration, password reset): per client address and per
// address, counted in the database (see modules/limits). Sign-in limits run inside the sign-in routes instead.
import type { RequestHandler } from "express";
import type { ZodType } from "zod";
import type { LimitsService, MailRequestAction } from "../modules/limits/limits.service";

/**
 * Put before the route's handler: `router.post(path, limitMailRequests(limits, "forgot-password", schema), ...)`.
 * A body that fails `schema` is counted nowhere (the route answers 400 with the field messages); a valid one is
 * counted and refused with 429 and Retry-After past either limit. req.ip follows TRUST_PROXY.
 */
export function limitMailRequests(limits: LimitsService, action: MailRequestAction, schema: ZodType<{ email: string }>): RequestHandler {
  return async (req, _res, next) => {
    const parsed = schema.safeParse(req.body);
    if (parsed.success) await limits.chargeMailRequest(action, req.ip ?? "unknown", parsed.data.email);
    next();
  };
}
