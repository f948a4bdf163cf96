// index.html's boot block (server/spa.ts): the server says who is signed in as it sends the page, so the first
// screen starts without asking /api/auth/user, and a signed-out visitor is not sent a request that can only 401.
// The service worker's copy of index.html has no block; the app then asks the server as before.
import type { QueryClient } from "@tanstack/react-query";
import { BOOT_ELEMENT_ID } from "@shared/api/constants";
import { rememberCompanyTimeZone } from "@/lib/company-time-zone";
import type { CurrentUser } from "./api";
import { forgetLastKnownUser, isCurrentUser, rememberUser } from "./last-known-user";

export interface BootState {
  user: CurrentUser | null;
  timeZone?: string;
}

/** Parses the block's text; anything malformed counts as no block (the app then asks the server). */
export function parseBootState(text: string | null | undefined): BootState | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== "object" || !("user" in value)) return null;
    const { user, timeZone } = value as { user: unknown; timeZone?: unknown };
    if (user !== null && !isCurrentUser(user)) return null;
    return { user, ...(typeof timeZone === "string" ? { timeZone } : {}) };
  } catch {
    return null;
  }
}

/**
 * Reads the block once and removes it (it describes the moment the page was sent, not later), then seeds the
 * current-user query with it exactly as a read of /api/auth/user would: remembered when signed in, forgotten with
 * the device's offline copies when signed out. Returns what it found.
 */
export function applyBootState(queryClient: QueryClient, userQueryKey: readonly unknown[]): BootState | null {
  const element = document.getElementById(BOOT_ELEMENT_ID);
  const boot = parseBootState(element?.textContent);
  element?.remove();
  if (!boot) return null;
  if (boot.user) rememberUser(boot.user);
  else forgetLastKnownUser();
  if (boot.timeZone) rememberCompanyTimeZone(boot.timeZone);
  queryClient.setQueryData(userQueryKey, boot.user);
  return boot;
}
