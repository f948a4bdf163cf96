// The one keyset helper every paged list sorts with. Newest first (progress updates, photos, a worker's changes, a
// material's movements, time entries): rows within one millisecond that differ in microseconds, which a JavaScript
// Date would round together, come back each exactly once across pages, in order to the microsecond, then by id. By a
// column (the desk's day table): every page size walks the rows in exactly the order the client's table-sort rule
// gives them in id order, equal values (case and accents apart, or empty) never skipped or repeated, empty values last
// both ways.
import { sql } from "drizzle-orm";
import { integer, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sortRows, type SortKind } from "@/lib/table-sort";
import type { Database } from "../../../server/db/client";
import { decodeSortKey, keyset, newestFirst, toKeysetPage, type KeyKind, type SortBy, type SortKey } from "../../../server/lib/keyset.repo";
import { encodeCursor } from "../../../server/lib/paging";

import { createTestDatabase } from "../../support/db";

const probe = pgTable("keyset_probe", {
  id: integer("id").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull(),
  name: text("name").notNull(),
  hours: numeric("hours", { precision: 10, scale: 2 }),
});
type ProbeRow = { id: number; at: string; name: string; hours: string | null };

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table keyset_probe (id integer primary key, at timestamptz not null, name text not null, hours numeric(10, 2))`);
});
afterAll(async () => {
  await database.close();
});

/** Stores the rows alone in the table. */
async function store(rows: ProbeRow[]) {
  await database.db.execute(sql`delete from keyset_probe`);
  for (const row of rows) await database.db.insert(probe).values({ ...row, at: sql`${row.at}::timestamptz` as never });
}

/** Every page of `limit` rows, each read after the cursor of the one before as the lists do: the ids in page order. */
async function walk(ks: ReturnType<typeof keyset>, limit: number): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 40; pages++) {
    const after = decodeSortKey(cursor, ks.kind);
    const rows = await database.db
      .select({ id: probe.id, sortKey: ks.sortKey })
      .from(probe)
      .where(ks.after(after))
      .orderBy(...ks.orderBy)
      .limit(limit + 1);
    const page = toKeysetPage(rows, limit, rows.length);
    ids.push(...page.rows.map((row) => row.id));
    if (!page.nextCursor) return ids;
    cursor = page.nextCursor;
  }
  throw new Error("more than 40 pages");
}

/** Through each row's key, exactly the rows up to it in the order `ids` (the time entries' cap). */
async function expectThroughEachKey(ks: ReturnType<typeof keyset>, ids: number[]) {
  for (const [position, id] of ids.entries()) {
    const [row] = await database.db.select({ sortKey: ks.sortKey }).from(probe).where(sql`${probe.id} = ${id}`);
    const upTo = await database.db.select({ id: probe.id }).from(probe).where(ks.through([row.sortKey, id])).orderBy(...ks.orderBy);
    expect(upTo.map((r) => r.id), `through row ${id}`).toEqual(ids.slice(0, position + 1));
  }
}

const at = (ms: string) => `2026-03-02T09:30:00.${ms}Z`;

// Ids are chosen so that id order disagrees with microsecond order within a millisecond: a cursor that kept only the
// millisecond would order (and page) those rows by id and skip or repeat one.
const NEWEST_FIRST: [name: string, rows: [number, string][], newestFirstIds: number[]][] = [
  ["two rows in one millisecond, the later one with the lower id", [[1, at("123789")], [2, at("123456")], [3, at("124000")]], [3, 1, 2]],
  [
    "three rows in one millisecond around rows of the same instant",
    [[10, at("123001")], [11, at("123999")], [12, at("123500")], [13, at("123500")], [14, "2026-03-01T23:59:59.999999Z"]],
    [11, 13, 12, 10, 14],
  ],
  [
    "one row in each of two milliseconds with microseconds a Date would round up",
    [[20, at("000999")], [21, at("001000")], [22, at("000001")]],
    [21, 20, 22],
  ],
];

describe("newestFirst keyset", () => {
  const newest = newestFirst(probe.at, probe.id);
  describe.each(NEWEST_FIRST)("%s", (_name, rows, newestFirstIds) => {
    beforeAll(() => store(rows.map(([id, instant]) => ({ id, at: instant, name: "x", hours: null }))));

    it.each([1, 2, 3, 10])("pages of %i return every row once, to the microsecond then by id", async (limit) => {
      expect(await walk(newest, limit)).toEqual(newestFirstIds);
    });

    it("through a row's key reads exactly the rows up to it (the time entries' cap)", async () => {
      await expectThroughEachKey(newest, newestFirstIds);
    });
  });
});

// Names that case, accents and numbers order differently byte by byte; equal names under the rule (Worker 2, worker 2,
// Worker 2; Émile, emile), equal hours and empty hours spread over the ids, so page edges fall among equals.
const SORTED_ROWS: ProbeRow[] = [
  [1, "desk Zed x", "8.00", at("100000")],
  [2, "Worker 10", null, at("200000")],
  [3, "Desk Amy x", "2.50", at("100000")],
  [4, "worker 2", "8.00", at("300000")],
  [5, "Worker 2", null, at("200000")],
  [6, "Émile", "10.25", at("400000")],
  [7, "emile", "8.00", at("100000")],
  [8, "Unit 9", null, at("500000")],
  [9, "unit 10", "0.00", at("300000")],
  [10, "Worker 2", "2.50", at("600000")],
  [11, "B", "12.00", at("200000")],
  [12, "a", null, at("700000")],
].map(([id, name, hours, instant]) => ({ id: id as number, name: name as string, hours: hours as string | null, at: instant as string }));

const COLUMNS: [name: string, by: Omit<SortBy, "direction">, kind: SortKind, value: (row: ProbeRow) => string | null][] = [
  ["a text column", { value: probe.name, kind: "text" }, "text", (row) => row.name],
  ["a number column with empty values", { value: probe.hours, kind: "number", nullable: true }, "number", (row) => row.hours],
  ["an instant column", { value: probe.at, kind: "instant" }, "date", (row) => row.at],
];

describe("keyset by a column, ties in id order both ways (the desk's day table)", () => {
  beforeAll(() => store(SORTED_ROWS));

  describe.each(COLUMNS)("%s", (_name, by, kind, value) => {
    describe.each(["asc", "desc"] as const)("%s", (direction) => {
      const ks = keyset({ ...by, direction, ties: "asc" }, probe.id);
      // The client's rule on the rows in id order: ties keep that order, empty values go last.
      const expected = sortRows(SORTED_ROWS, value, kind, direction === "asc" ? "ascending" : "descending").map((row) => row.id);

      it.each([1, 2, 3, 5, 20])("pages of %i return every row once, in the client's order", async (limit) => {
        expect(await walk(ks, limit)).toEqual(expected);
      });

      it("through a row's key reads exactly the rows up to it", async () => {
        await expectThroughEachKey(ks, expected);
      });
    });
  });

  it("orders text as the client does: case-insensitive and numbers as numbers", async () => {
    const names = await walk(keyset({ value: probe.name, kind: "text", direction: "asc", ties: "asc" }, probe.id), 4);
    const byId = new Map(SORTED_ROWS.map((row) => [row.id, row.name]));
    expect(names.map((id) => byId.get(id))).toEqual([
      "a",
      "B",
      "Desk Amy x",
      "desk Zed x",
      "Émile",
      "emile",
      "Unit 9",
      "unit 10",
      "worker 2",
      "Worker 2",
      "Worker 2",
      "Worker 10",
    ]);
  });

  it("keeps empty values last whichever way the column points", async () => {
    const empty = SORTED_ROWS.filter((row) => row.hours === null).map((row) => row.id);
    for (const direction of ["asc", "desc"] as const) {
      const ids = await walk(keyset({ value: probe.hours, kind: "number", nullable: true, direction, ties: "asc" }, probe.id), 2);
      expect(ids.slice(-empty.length), direction).toEqual(empty);
    }
  });

  it("with ids running the column's way, turning it around reverses the ties too", async () => {
    const ks = keyset({ value: probe.name, kind: "text", direction: "desc" }, probe.id);
    expect((await walk(ks, 2)).slice(1, 4)).toEqual([10, 5, 4]);
  });
});

describe("decodeSortKey", () => {
  it.each([
    ["a millisecond key", ["2026-03-02T09:30:00.123Z", 1]],
    ["PostgreSQL's own text", ["2026-03-02 09:30:00.123456+00", 1]],
    ["a day that does not exist", ["2026-02-30T09:30:00.000000Z", 1]],
    ["year 0000", ["0000-01-01T00:00:00.000000Z", 1]],
    ["an id past PostgreSQL's integer", ["2026-03-02T09:30:00.000000Z", 2_147_483_648]],
    ["an id of 0", ["2026-03-02T09:30:00.000000Z", 0]],
  ])("refuses an instant cursor with %s", (_name, key) => {
    expect(() => decodeSortKey(encodeCursor(key))).toThrow("cursor is not one this server gave");
  });

  it.each<[KeyKind, unknown[]]>([
    ["number", ["Worker 2", 1]],
    ["number", ["1e5", 1]],
    ["text", ["", 1]],
    ["text", ["x".repeat(1001), 1]],
    ["instant", [5, 1]],
  ])("refuses a %s cursor holding %j", (kind, key) => {
    expect(() => decodeSortKey(encodeCursor(key), kind)).toThrow("cursor is not one this server gave");
  });

  it.each<[KeyKind, SortKey]>([
    ["instant", ["2026-03-02T09:30:00.123456Z", 7]],
    ["number", ["-12.50", 7]],
    ["number", [null, 7]],
    ["text", ["Worker 2", 7]],
  ])("reads back the %s key it gave", (kind, key) => {
    expect(decodeSortKey(encodeCursor(key), kind)).toEqual(key);
  });

  it("reads no key from no cursor", () => {
    expect(decodeSortKey(undefined, "text")).toBeNull();
  });
});
