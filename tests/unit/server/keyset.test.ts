// The one keyset helper every newest-first list pages with (progress updates, photos, a worker's changes, a material's
// movements, time entries): rows within one millisecond that differ in microseconds, which a JavaScript Date would
// round together, come back each exactly once across pages, in order to the microsecond, then by id.
import { sql } from "drizzle-orm";
import { integer, pgTable, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../server/db/client";
import { decodeNewestFirst, newestFirst, toNewestFirstPage, type NewestFirstKey } from "../../../server/lib/keyset.repo";
import { encodeCursor } from "../../../server/lib/paging";
import { createTestDatabase } from "../../support/db";

const stamped = pgTable("keyset_probe", {
  id: integer("id").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull(),
});
const keyset = newestFirst(stamped.at, stamped.id);

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table keyset_probe (id integer primary key, at timestamptz not null)`);
});
afterAll(async () => {
  await database.close();
});

/** Stores the rows (id, instant) alone in the table. */
async function store(rows: [id: number, at: string][]) {
  await database.db.execute(sql`delete from keyset_probe`);
  for (const [id, at] of rows) await database.db.insert(stamped).values({ id, at: sql`${at}::timestamptz` as never });
}

/** Every page of `limit` rows, each read after the cursor of the one before as the lists do: the ids in page order. */
async function walk(limit: number): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 20; pages++) {
    const after = decodeNewestFirst(cursor);
    const rows = await database.db
      .select({ id: stamped.id, keyAt: keyset.keyAt })
      .from(stamped)
      .where(keyset.after(after))
      .orderBy(...keyset.orderBy)
      .limit(limit + 1);
    const page = toNewestFirstPage(rows, limit, rows.length);
    ids.push(...page.rows.map((row) => row.id));
    if (!page.nextCursor) return ids;
    cursor = page.nextCursor;
  }
  throw new Error("more than 20 pages");
}

// Ids are chosen so that id order disagrees with microsecond order within a millisecond: a cursor that kept only the
// millisecond would order (and page) those rows by id and skip or repeat one.
const CASES: [name: string, rows: [number, string][], newestFirstIds: number[]][] = [
  [
    "two rows in one millisecond, the later one with the lower id",
    [
      [1, "2026-03-02T09:30:00.123789Z"],
      [2, "2026-03-02T09:30:00.123456Z"],
      [3, "2026-03-02T09:30:00.124000Z"],
    ],
    [3, 1, 2],
  ],
  [
    "three rows in one millisecond around rows of the same instant",
    [
      [10, "2026-03-02T09:30:00.123001Z"],
      [11, "2026-03-02T09:30:00.123999Z"],
      [12, "2026-03-02T09:30:00.123500Z"],
      [13, "2026-03-02T09:30:00.123500Z"],
      [14, "2026-03-01T23:59:59.999999Z"],
    ],
    [11, 13, 12, 10, 14],
  ],
  [
    "one row in each of two milliseconds with microseconds a Date would round up",
    [
      [20, "2026-03-02T09:30:00.000999Z"],
      [21, "2026-03-02T09:30:00.001000Z"],
      [22, "2026-03-02T09:30:00.000001Z"],
    ],
    [21, 20, 22],
  ],
];

describe("newestFirst keyset", () => {
  describe.each(CASES)("%s", (_name, rows, newestFirstIds) => {
    beforeAll(() => store(rows));

    it.each([1, 2, 3, 10])("pages of %i return every row once, to the microsecond then by id", async (limit) => {
      expect(await walk(limit)).toEqual(newestFirstIds);
    });

    it("through a row's key reads exactly the rows up to it (the time entries' cap)", async () => {
      for (const [position, id] of newestFirstIds.entries()) {
        const [row] = await database.db.select({ keyAt: keyset.keyAt }).from(stamped).where(sql`${stamped.id} = ${id}`);
        const upTo = await database.db
          .select({ id: stamped.id })
          .from(stamped)
          .where(keyset.through([row.keyAt, id]))
          .orderBy(...keyset.orderBy);
        expect(upTo.map((r) => r.id)).toEqual(newestFirstIds.slice(0, position + 1));
      }
    });
  });

  it.each([
    ["a millisecond key", ["2026-03-02T09:30:00.123Z", 1]],
    ["PostgreSQL's own text", ["2026-03-02 09:30:00.123456+00", 1]],
    ["a day that does not exist", ["2026-02-30T09:30:00.000000Z", 1]],
    ["year 0000", ["0000-01-01T00:00:00.000000Z", 1]],
    ["an id past PostgreSQL's integer", ["2026-03-02T09:30:00.000000Z", 2_147_483_648]],
    ["an id of 0", ["2026-03-02T09:30:00.000000Z", 0]],
  ])("refuses a cursor with %s", (_name, key) => {
    expect(() => decodeNewestFirst(encodeCursor(key))).toThrow("cursor is not one this server gave");
  });

  it("reads back the key it gave", () => {
    const key: NewestFirstKey = ["2026-03-02T09:30:00.123456Z", 7];
    expect(decodeNewestFirst(encodeCursor(key))).toEqual(key);
    expect(decodeNewestFirst(undefined)).toBeNull();
  });
});
