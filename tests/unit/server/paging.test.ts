// Cursors round-trip, a forged one is a 400, and toPage cuts the extra row into "there is a next page".
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { pageQueryFields } from "@shared/api/paging";
import { decodeCursor, encodeCursor, toPage } from "../../../server/lib/paging";

const key = z.tuple([z.iso.datetime(), z.number().int()]);

describe("cursors", () => {
  it("round-trip a sort key", () => {
    const cursor = encodeCursor(["2026-03-02T14:00:00.000Z", 41]);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, key)).toEqual(["2026-03-02T14:00:00.000Z", 41]);
  });

  it.each(["not-base64-json", encodeCursor({ id: 1 }), encodeCursor(["yesterday", 1])])("refuses %s with 400", (cursor) => {
    expect(() => decodeCursor(cursor, key)).toThrow("cursor is not one this server gave");
  });
});

describe("toPage", () => {
  const rows = [1, 2, 3].map((id) => ({ id }));
  it.each([
    [rows, 2, [1, 2], encodeCursor(2)],
    [rows.slice(0, 2), 2, [1, 2], null],
    [[], 2, [], null],
  ])("%j with limit %i", (read, limit, ids, next) => {
    const page = toPage(read, limit, 3, (row) => row.id);
    expect(page.rows.map((r) => r.id)).toEqual(ids);
    expect(page.nextCursor).toBe(next);
    expect(page.total).toBe(3);
  });
});

describe("pageQueryFields", () => {
  const query = z.object(pageQueryFields({ defaultLimit: 10, maxLimit: 50 })).strict();
  it.each([
    [{}, true],
    [{ limit: "50" }, true],
    [{ limit: "51" }, false],
    [{ limit: "0" }, false],
    [{ limit: "-1" }, false],
    [{ cursor: "abc_-1" }, true],
    [{ cursor: "a/b" }, false],
  ])("%j valid: %s", (input, ok) => expect(query.safeParse(input).success).toBe(ok));
});
