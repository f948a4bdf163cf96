// Keyset paging for lists read newest first by a timestamp and then the id, the order every growing list of a project
// uses. The cursor is the last row's [instant, id]; compared at millisecond precision because that is all a cursor
// carries (a JavaScript Date), while PostgreSQL stores microseconds.
import { desc, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { decodeCursor } from "./paging";

const newestFirstKey = z.tuple([z.iso.datetime(), z.number().int().positive()]);
export type NewestFirstKey = z.output<typeof newestFirstKey>;

const toMillis = (at: AnyPgColumn) => sql`date_trunc('milliseconds', ${at})`;

/** The sort key a cursor holds; a cursor this server did not give is a 400. */
export const decodeNewestFirst = (cursor: string | undefined): NewestFirstKey | null =>
  cursor === undefined ? null : decodeCursor(cursor, newestFirstKey);

/** A row's key, for toPage. */
export const newestFirstKeyOf = (at: Date, id: number): NewestFirstKey => [at.toISOString(), id];

/** The ORDER BY of the list. */
export const newestFirst = (at: AnyPgColumn, id: AnyPgColumn): SQL[] => [desc(toMillis(at)), desc(id)];

/** The rows after the cursor's (a page's last) row in that order; true on the first page. */
export function afterNewestFirst(at: AnyPgColumn, id: AnyPgColumn, key: NewestFirstKey | null): SQL {
  if (!key) return sql`true`;
  return sql`(${toMillis(at)}, ${id}) < (${key[0]}::timestamptz, ${key[1]})`;
}
