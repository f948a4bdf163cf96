// The last signed-in user, kept on this device so a foreman who reopens the app without signal still gets the
// signed-in app (and the GPS clock, whose punches wait in IndexedDB) instead of the landing page.
import { isApiError } from "@/lib/api-client";
import { clearFieldDataCache } from "@/lib/field-data-cache";
import type { CurrentUser } from "./api";

export const LAST_USER_STORAGE_KEY = "crewline:last-user";

/** The request never reached the server (no signal, DNS, connection refused): not an answer about the session. */
export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.code === "NETWORK_ERROR");
}

/** A read of /api/auth/user: the user (null after a 401), or what it threw. */
export type UserRead = { ok: true; user: CurrentUser | null } | { ok: false; error: unknown };

export type CurrentUserDecision =
  /** The server answered with a user: show it and remember it. */
  | { kind: "signed-in"; user: CurrentUser }
  /** The server answered 401: signed out, forget the remembered user. */
  | { kind: "signed-out" }
  /** No network, but this device remembers who was signed in: keep them in. */
  | { kind: "offline"; user: CurrentUser }
  /** Any other failure (or no network and nobody remembered): as before, the signed-out screens. */
  | { kind: "failed"; error: unknown };

export function decideCurrentUser(read: UserRead, lastKnown: CurrentUser | null): CurrentUserDecision {
  if (read.ok) return read.user ? { kind: "signed-in", user: read.user } : { kind: "signed-out" };
  if (isNetworkError(read.error) && lastKnown) return { kind: "offline", user: lastKnown };
  return { kind: "failed", error: read.error };
}

export function isCurrentUser(value: unknown): value is CurrentUser {
  if (!value || typeof value !== "object") return false;
  const user = value as Record<string, unknown>;
  return typeof user.id === "number" && typeof user.role === "string" && typeof user.createdAt === "string";
}

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Storage can be switched off (private mode, site settings): then nothing is remembered.
    return null;
  }
}

export function readLastKnownUser(): CurrentUser | null {
  try {
    const saved: unknown = JSON.parse(storage()?.getItem(LAST_USER_STORAGE_KEY) ?? "null");
    return isCurrentUser(saved) ? saved : null;
  } catch {
    return null;
  }
}

export function rememberUser(user: CurrentUser): void {
  try {
    storage()?.setItem(LAST_USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // A full or disabled storage only loses the offline start.
  }
}

/** Forgets the user and the offline copies of company data read under their session (sign-out, or a real 401). */
export function forgetLastKnownUser(): void {
  try {
    storage()?.removeItem(LAST_USER_STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
  void clearFieldDataCache();
}
