// Keyset paging for lists that grow with time: a page's cursor is the sort key of its last row, opaque to the client
// (base64url JSON), so a new row never shifts a page the way an offset would.
import { z, type ZodType } from "zod";
import type { PageSpec } from "@shared/api/contract";
import { AppError } from "./errors";
import type { Page } from "./endpoint-router";

export function encodeCursor(key: unknown): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

/** The sort key a cursor holds, checked against its shape; a cursor this server did not give is a 400. */
export function decodeCursor<S extends ZodType>(cursor: string, shape: S): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    value = undefined;
  }
  const parsed = shape.safeParse(value);
  if (!parsed.success) throw new AppError("validation_failed", "cursor is not one this server gave", { cursor: ["cursor is not one this server gave"] });
  return parsed.data;
}

/**
 * A page from `limit + 1` rows read after the cursor: the extra row only says there is a next page, whose cursor is
 * the key of this page's last row.
 */
export function toPage<Row>(rowsPlusOne: Row[], limit: number, total: number, keyOf: (row: Row) => unknown): Page<Row> {
  const rows = rowsPlusOne.slice(0, limit);
  const more = rowsPlusOne.length > limit;
  return { rows, total, nextCursor: more && rows.length ? encodeCursor(keyOf(rows[rows.length - 1])) : null };
}

/** The page size a request asked for, or the list's default. */
export const pageLimit = (page: PageSpec, limit: number | undefined) => limit ?? page.defaultLimit;
