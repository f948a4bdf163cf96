// The company's time zone (APP_TIME_ZONE): index.html carries it for a signed-in user, and this device keeps the
// last one it saw, so the timesheet's "today" is the site's from the first render instead of after a payroll read.
import { isValidTimeZone } from "@shared/domain/day-key";

const STORAGE_KEY = "crewline:company-time-zone";

let current: string | null = null;

function isTimeZone(value: unknown): value is string {
  return typeof value === "string" && value !== "" && isValidTimeZone(value);
}

/** The zone the server last named (this page load first, then this device's copy), or null when never seen. */
export function knownCompanyTimeZone(): string | null {
  if (current) return current;
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isTimeZone(saved)) current = saved;
  } catch {
    // Storage switched off: the zone is asked of the server each time.
  }
  return current;
}

export function rememberCompanyTimeZone(timeZone: string): void {
  if (!isTimeZone(timeZone) || timeZone === current) return;
  current = timeZone;
  try {
    localStorage.setItem(STORAGE_KEY, timeZone);
  } catch {
    // Kept for this page load only.
  }
}

/** This device's own zone: the last resort before the server has named the company's. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}
