// The one reader of PostgreSQL errors: finds a SQLSTATE through the wrappers (drizzle's DrizzleQueryError keeps the
// driver error as `cause`), so repos can turn a race the database refused into a domain answer instead of a 500.

export interface PgErrorInfo {
  code: string;
  constraint?: string;
}

export const PG_UNIQUE_VIOLATION = "23505";
export const PG_FOREIGN_KEY_VIOLATION = "23503";
/** What an ON DELETE RESTRICT foreign key raises (NO ACTION raises 23503). */
export const PG_RESTRICT_VIOLATION = "23001";
export const PG_NUMERIC_OUT_OF_RANGE = "22003";
/** A lock waited past lock_timeout (db/client.ts LOCK_TIMEOUT_MS). */
export const PG_LOCK_NOT_AVAILABLE = "55P03";
/** Two transactions each waited for the other; PostgreSQL undid one of them. */
export const PG_DEADLOCK_DETECTED = "40P01";
/** A NUL character PostgreSQL cannot store: in text (22021, invalid byte sequence) or in JSON (22P05, untranslatable character). */
export const PG_NUL_IN_TEXT = ["22021", "22P05"] as const;

/** Wrappers are shallow; the bound stops a cyclic `cause` chain. */
const MAX_CAUSE_DEPTH = 5;

/** The first error in the `cause` chain whose SQLSTATE is one of `codes`, with the constraint's name when the driver gives it. */
export function pgError(error: unknown, ...codes: readonly string[]): PgErrorInfo | undefined {
  type Shape = { code?: unknown; constraint?: string; constraint_name?: string; cause?: unknown };
  for (let e = error as Shape | undefined, depth = 0; e && depth < MAX_CAUSE_DEPTH; e = e.cause as Shape | undefined, depth++) {
    if (typeof e.code === "string" && codes.includes(e.code)) return { code: e.code, constraint: e.constraint ?? e.constraint_name };
  }
  return undefined;
}
