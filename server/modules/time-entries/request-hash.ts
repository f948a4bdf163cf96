// The hash that ties an Idempotency-Key to its request body: a replay with another body is refused.
import crypto from "node:crypto";

/** JSON with object keys sorted at every level, so {a,b} and {b,a} hash alike. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.keys(value as object)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(body: unknown): string {
  return crypto.createHash("sha256").update(canonicalJson(body)).digest("hex");
}
