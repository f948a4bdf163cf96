// Parses input with a shared zod schema at the edge; failures become a 400 with the field messages.
import { z, type ZodError, type ZodType } from "zod";
import { AppError } from "./errors";

export function zodFieldErrors(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    const message = issue.code === "unrecognized_keys" ? `Unknown field(s): ${issue.keys.join(", ")}` : issue.message;
    (fields[key] ??= []).push(message);
  }
  return fields;
}

export function zodMessage(error: ZodError): string {
  const first = error.issues[0];
  if (!first) return "Invalid input";
  if (first.code === "unrecognized_keys") return `Unknown field(s): ${first.keys.join(", ")}`;
  const field = first.path.length ? String(first.path[first.path.length - 1]) : "";
  // Messages written for the user stand alone; zod's defaults get the field name in front.
  const generic = /^(Invalid input|Required|Expected|Too (small|big)|Invalid)/i.test(first.message);
  return generic && field ? `${field}: ${first.message}` : first.message;
}

export function parse<T extends ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new AppError("validation_failed", zodMessage(result.error), zodFieldErrors(result.error));
  }
  return result.data;
}

/** A positive integer id from a route parameter; anything else is a 400, never a database error. */
export function parseId(value: unknown, name = "id"): number {
  const n = typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw new AppError("validation_failed", `${name} must be a positive whole number`);
  return n;
}
