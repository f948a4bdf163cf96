// Keyset paging for the lists read newest first by an instant and then the id: a project's progress updates and
// photos, a worker's changes, a material's movements, the time entries. A row's key is its instant as text to the
// microsecond, written by PostgreSQL, and its id. A JavaScript Date would round the microseconds of rows stamped by the
// database's clock away, so two rows within one millisecond would be skipped or repeated from one page to the next.
import { desc, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Page } from "./endpoint-router";
import { decodeCursor, toPage } from "./paging";

/** PostgreSQL's integer maximum: a larger id in a forged cursor would fail the query instead of the cursor. */
const MAX_ID = 2_147_483_647;

const newestFirstKey = z.tuple([
  // ISO text in UTC with six fractional digits, as keyAt writes it; year 0000 is ISO but no PostgreSQL year.
  z.iso.datetime({ precision: 6 }).refine((at) => !at.startsWith("0000")),
  z.number().int().positive().max(MAX_ID),
]);
/** The sort key of a page's last row: its instant ('2026-03-02T14:00:00.123456Z') and id. */
export type NewestFirstKey = z.output<typeof newestFirstKey>;

/** A row as a keyset list selects it: its columns, its id, and its instant as key text. */
export interface Keyed {
  id: number;
  keyAt: string;
}

/** The sort key a cursor holds; a cursor this server did not give is a 400. */
export const decodeNewestFirst = (cursor: string | undefined): NewestFirstKey | null =>
  cursor === undefined ? null : decodeCursor(cursor, newestFirstKey);

/** The SQL of a list newest first by `at`, then by `id`: a total order, so a page neither skips nor repeats a row. */
export function newestFirst(at: AnyPgColumn, id: AnyPgColumn) {
  const compare = (operator: SQL, key: NewestFirstKey) => sql`(${at}, ${id}) ${operator} (${key[0]}::timestamptz, ${key[1]})`;
  return {
    /** Select as `keyAt`: the instant to the microsecond, in UTC whatever the session's TimeZone and DateStyle. */
    keyAt: sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    orderBy: [desc(at), desc(id)] as SQL[],
    /** The rows after the key's row in that order; no condition on the first page. */
    after: (key: NewestFirstKey | null): SQL | undefined => (key ? compare(sql.raw("<"), key) : undefined),
    /** The rows up to and including the key's row in that order. */
    through: (key: NewestFirstKey): SQL => compare(sql.raw(">="), key),
  };
}

/** A page from `limit + 1` rows read after the cursor, its next cursor the key of its last row, keyAt dropped. */
export function toNewestFirstPage<Row extends Keyed>(rowsPlusOne: Row[], limit: number, total: number): Page<Omit<Row, "keyAt">> {
  const page = toPage(rowsPlusOne, limit, total, (row): NewestFirstKey => [row.keyAt, row.id]);
  return { ...page, rows: page.rows.map(({ keyAt: _key, ...row }) => row) };
}
