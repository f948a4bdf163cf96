// Which reads the device answered from its saved copy (the service worker's, lib/field-data-cache.ts) rather than from
// the server, and when that copy was saved. api-client notes every GET's answer here; the query client treats such data
// as stale, and saved-copy-refresh.ts asks the server again and tells the screens how old what they show is.
import { SAVED_AT_HEADER } from "./field-data-cache";

/** Request path and query (as a query key turns into a URL) -> when its saved copy was saved (ms). */
const savedAt = new Map<string, number>();
const listeners = new Set<() => void>();

function pathOf(url: string): string {
  if (url.startsWith("/")) return url;
  try {
    const parsed = new URL(url, "http://device.invalid");
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
}

/** A GET's answer: from the saved copy (stamped) or from the server (not stamped, so the copy it replaces is forgotten). */
export function noteAnswer(url: string, response: Response): void {
  const path = pathOf(url);
  const stamp = Date.parse(response.headers.get(SAVED_AT_HEADER) ?? "");
  const had = savedAt.get(path);
  if (Number.isFinite(stamp) ? had === stamp : had === undefined) return;
  if (Number.isFinite(stamp)) savedAt.set(path, stamp);
  else savedAt.delete(path);
  for (const listener of listeners) listener();
}

/** When the copy the last answer to this URL came from was saved; null when the server answered it. */
export function savedCopyTime(url: string): number | null {
  return savedAt.get(pathOf(url)) ?? null;
}

/** Called whenever a read's answer switches between the saved copy and the server. */
export function subscribeSavedCopies(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
