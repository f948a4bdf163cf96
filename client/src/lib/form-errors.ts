// Puts the server's field errors (400 fieldErrors) next to the fields the form has.
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { ErrorCode } from "@shared/errors";
import { isApiError } from "@/lib/api-client";

/**
 * Each field error of the server's answer under its field, when the form has that field: the form's own values name
 * its fields (a nested path such as breaks.0.startTime goes under breaks' row), so no list is typed by hand. Errors of
 * fields the form does not have are left to the form's refusal line (formRefusal).
 */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, form: Pick<UseFormReturn<T>, "getValues" | "setError">) {
  if (!isApiError(error) || !error.fieldErrors) return;
  const fields = new Set(Object.keys(form.getValues() ?? {}));
  for (const path of Object.keys(error.fieldErrors)) {
    if (!fields.has(path.split(".")[0])) continue;
    const message = serverFieldError(error, path);
    if (message) form.setError(path as Path<T>, { type: "server", message });
  }
}

/** The server's first message for one field (400 fieldErrors), for a form whose fields are plain state. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error) || !error.fieldErrors) return undefined;
  const messages = error.fieldErrors[field];
  return (Array.isArray(messages) ? messages[0] : messages) || undefined;
}

const DISK_NEARLY_FULL: ErrorCode = "insufficient_storage";

/**
 * The server's message, or the spec's fallback when the server could not be reached or said nothing useful. Of the
 * 5xx only a 507 is said: the server's disk is nearly full, and its message tells the person whom to ask.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (!isApiError(error) || !error.message) return fallback;
  // By its code, not its status: @shared/errors' values carry zod, which stays out of the entry's chunk.
  const refusal = (error.status > 0 && error.status < 500) || error.code === DISK_NEARLY_FULL;
  return refusal ? error.message : fallback;
}

/**
 * What a form says above its buttons after a failed save: nothing while there is no error or when the server named
 * fields (those are said under them), else the server's message or the fallback.
 */
export function formRefusal(error: unknown, fallback: string): string | null {
  if (!error || (isApiError(error) && error.fieldErrors)) return null;
  return serverMessageOr(error, fallback);
}
