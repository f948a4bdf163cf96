// Request ids: short, random, returned in X-Request-Id and in every error body so a report can be traced in the log.
import crypto from "node:crypto";

export function newRequestId(): string {
  return crypto.randomBytes(8).toString("hex");
}
