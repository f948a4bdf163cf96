// Recognises PostgreSQL errors by SQLSTATE through the wrappers (drizzle's DrizzleQueryError keeps the driver error as `cause`).

export interface PgErrorInfo {
  code: string;
  constraint?: string;
}

/** SQLSTATEs a repo turns into a domain answer instead of a 500. */
export const PG_FOREIGN_KEY_VIOLATION = "23503";
export const PG_NUMERIC_OUT_OF_RANGE = "22003";

export function pgError(error: unknown, code: string): PgErrorInfo | undefined {
  type Shape = { code?: unknown; constraint?: string; constraint_name?: string; cause?: unknown };
  for (let e = error as Shape | undefined, depth = 0; e && depth < 5; e = e.cause as Shape | undefined, depth++) {
    if (e.code === code) return { code, constraint: e.constraint ?? e.constraint_name };
  }
  return undefined;
}
