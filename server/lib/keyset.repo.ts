// Keyset paging: a list sorted by one value, one way, with the id breaking ties, read a page at a time after the key
// (value, id) of the page before's last row. The lists read newest first by an instant (a project's progress updates
// and photos, a worker's changes, a material's movements, the time entries) use `newestFirst`; the desk's day table of
// time entries sorts by the column its header asks for.
// A key's value is text written by PostgreSQL: an instant to the microsecond (a JavaScript Date would round the
// microseconds of rows stamped by the database's clock away, so two rows within one millisecond would be skipped or
// repeated from one page to the next), a number as numeric text, a text as itself.
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Page } from "./endpoint-router";
import { decodeCursor, toPage } from "./paging";

/** PostgreSQL's integer maximum: a larger id in a forged cursor would fail the query instead of the cursor. */
const MAX_ID = 2_147_483_647;

/**
 * The desk tables' text order (migration 0003): ICU's root collation with digits compared as numbers ('Worker 2'
 * before 'Worker 10') at primary strength (case and accents ignored), nondeterministic so 'Worker 2' and 'worker 2' are
 * equal and the id orders them: the order of the client's Intl.Collator('en', { numeric: true, sensitivity: 'base' })
 * (client/src/lib/table-sort.ts), on PGlite and on PostgreSQL alike.
 */
const TABLE_SORT_COLLATION = sql.raw(`"table_sort"`);

/** Text in the desk tables' order, for any list of names or codes a screen shows as it comes. */
export const inTableSortOrder = (value: AnyPgColumn | SQL): SQL => sql`(${value} collate ${TABLE_SORT_COLLATION})`;

/** What a key's value is: it decides how the value is written into the key, checked in a cursor and compared. */
export type KeyKind = "instant" | "number" | "text";
export type SortDirection = "asc" | "desc";

const keyValues = {
  // ISO text in UTC with six fractional digits, as `sortKey` writes it; year 0000 is ISO but no PostgreSQL year.
  instant: z.iso.datetime({ precision: 6 }).refine((at) => !at.startsWith("0000")),
  number: z.string().regex(/^-?\d{1,20}(\.\d{1,20})?$/),
  // Room for the longest text a sorted column takes (a location, 500 characters); pageQueryFields' cursor has room for it.
  text: z.string().min(1).max(1000),
} satisfies Record<KeyKind, z.ZodType<string>>;

/** The sort key of a page's last row: its value as text (null for an empty one, sorted last) and its id. */
export type SortKey = [value: string | null, id: number];

/** A row as a keyset list selects it: its columns, its id, and its sort value as key text. */
export interface Keyed {
  id: number;
  sortKey: string | null;
}

/** The sort key a cursor holds, its value checked as the list's kind; a cursor this server did not give is a 400. */
export function decodeSortKey(cursor: string | undefined, kind: KeyKind = "instant"): SortKey | null {
  if (cursor === undefined) return null;
  return decodeCursor(cursor, z.tuple([keyValues[kind].nullable(), z.number().int().positive().max(MAX_ID)]));
}

/** What a list is sorted by. */
export interface SortBy {
  value: AnyPgColumn | SQL;
  kind: KeyKind;
  direction: SortDirection;
  /** The value can be empty (null): empty values come last whichever way the list points, as on the client. */
  nullable?: boolean;
  /** The order of the ids among equal values; `direction` unless given. */
  ties?: SortDirection;
}

const OPERATORS = { asc: { after: ">", upTo: "<=" }, desc: { after: "<", upTo: ">=" } } as const;

/**
 * The SQL of a list sorted by `by`, then by `id`: a total order, so a page neither skips nor repeats a row. Empty
 * values sort last both ways; text compares in the desk tables' collation.
 */
export function keyset(by: SortBy, id: AnyPgColumn | SQL) {
  const { kind, direction, nullable = false } = by;
  const ties = by.ties ?? direction;
  const value = kind === "text" ? inTableSortOrder(by.value) : sql`${by.value}`;
  const keyValue = (text: string) =>
    kind === "instant" ? sql`${text}::timestamptz` : kind === "number" ? sql`${text}::numeric` : sql`(${text}::text collate ${TABLE_SORT_COLLATION})`;
  const op = (which: SortDirection, relation: "after" | "upTo") => sql.raw(OPERATORS[which][relation]);

  /** The rows after the key's row (`after`), or up to and including it (`upTo`), in the list's order. */
  function beyond([text, keyId]: SortKey, relation: "after" | "upTo"): SQL {
    if (text === null) {
      // The key's row is among the empty values, which come last: after it only empty values with later ids.
      return relation === "after"
        ? sql`(${value} is null and ${id} ${op(ties, "after")} ${keyId})`
        : sql`(${value} is not null or ${id} ${op(ties, "upTo")} ${keyId})`;
    }
    const key = keyValue(text);
    // One row comparison when ids run the list's way (an index on (value, id) serves it); otherwise spelled out.
    const byValue =
      ties === direction
        ? sql`(${value}, ${id}) ${op(direction, relation)} (${key}, ${keyId})`
        : relation === "after"
          ? sql`(${value} ${op(direction, "after")} ${key} or (${value} = ${key} and ${id} ${op(ties, "after")} ${keyId}))`
          : sql`(not (${value} ${op(direction, "after")} ${key}) and (${value} <> ${key} or ${id} ${op(ties, "upTo")} ${keyId}))`;
    // A comparison with an empty value is null, so empty values are never up to a key with a value, and always after it.
    return relation === "after" && nullable ? sql`(${byValue} or ${value} is null)` : byValue;
  }

  return {
    kind,
    /** Select as `sortKey`: the value as key text; an instant to the microsecond in UTC, whatever the session's zone. */
    sortKey:
      kind === "instant"
        ? sql<string>`to_char(${by.value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
        : sql<string | null>`(${by.value})::text`,
    // PostgreSQL puts nulls first when descending: said only for a value that can be null, so the newest-first lists
    // keep the plain order their indexes serve.
    orderBy: [
      sql`${value} ${sql.raw(direction)}${sql.raw(nullable && direction === "desc" ? " nulls last" : "")}`,
      sql`${id} ${sql.raw(ties)}`,
    ] as SQL[],
    /** The rows after the key's row in that order; no condition on the first page. */
    after: (key: SortKey | null): SQL | undefined => (key ? beyond(key, "after") : undefined),
    /** The rows up to and including the key's row in that order. */
    through: (key: SortKey): SQL => beyond(key, "upTo"),
  };
}

/** The SQL of a list newest first by `at`, then by `id` (a column, or an expression unique across a merged list). */
export const newestFirst = (at: AnyPgColumn, id: AnyPgColumn | SQL) => keyset({ value: at, kind: "instant", direction: "desc" }, id);

/** A page from `limit + 1` rows read after the cursor, its next cursor the key of its last row, sortKey dropped. */
export function toKeysetPage<Row extends Keyed>(rowsPlusOne: Row[], limit: number, total: number): Page<Omit<Row, "sortKey">> {
  const page = toPage(rowsPlusOne, limit, total, (row): SortKey => [row.sortKey, row.id]);
  return { ...page, rows: page.rows.map(({ sortKey: _key, ...row }) => row) };
}
