// Reads the PostgreSQL error code out of a driver error (drizzle wraps it in `cause`), for the repos' race-safe writes.
export interface PgErrorInfo {
  code: string;
  constraint?: string;
}

export const FOREIGN_KEY_VIOLATION = "23503";
/** What an ON DELETE RESTRICT foreign key raises (NO ACTION raises 23503). */
export const RESTRICT_VIOLATION = "23001";

export function pgErrorOf(error: unknown): PgErrorInfo | undefined {
  for (let e = error as { code?: unknown; constraint?: string; constraint_name?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return { code: e.code, constraint: e.constraint ?? e.constraint_name };
  }
  return undefined;
}
