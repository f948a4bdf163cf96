// Puts the server's field errors (400 fieldErrors) next to the fields the form has.
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "@/lib/api-client";

export function applyServerFieldErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>) {
  if (!isApiError(error) || !error.fieldErrors) return;
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const message = Array.isArray(messages) ? messages[0] : messages;
    if (message && (fields as readonly string[]).includes(name)) setError(name as Path<T>, { type: "server", message });
  }
}

/** The server's message, or the spec's fallback when the server could not be reached or said nothing useful. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.status > 0 && error.status < 500 && error.message ? error.message : fallback;
}
