// PostgreSQL cannot store U+0000 in text: a JSON body that carries one anywhere is refused with a 400 that names
// the field, before any route sees it, instead of failing in the database as a 500. app.ts runs it after the JSON
// parser; the photo upload parses its own larger body and its schema cleans file names and refuses NUL in captions.
import type { RequestHandler } from "express";
import { NUL_TEXT_MESSAGE } from "@shared/api/constants";
import { AppError } from "../lib/errors";

/** The path of the first string holding U+0000 (keys included), or null. Depth-limited: bodies are small trees. */
export function findNulText(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (depth > 32 || value === null || typeof value !== "object") return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes("\u0000")) return [...path, key.replace(/\u0000/g, "")];
    const found = findNulText(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

export const refuseNulText: RequestHandler = (req, _res, next) => {
  const found = findNulText(req.body);
  if (!found) return next();
  const field = found.join(".") || "body";
  next(new AppError("validation_failed", NUL_TEXT_MESSAGE, { [field]: [NUL_TEXT_MESSAGE] }));
};
