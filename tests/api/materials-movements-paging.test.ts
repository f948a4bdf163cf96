// GET /api/materials/:id/transactions pages with keyset cursors: the Link header leads through every movement exactly
// once, newest first, even when movements share an instant or a new one arrives between pages; forged cursors are 400s.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { materialTransactions } from "@shared/schema";
import { encodeCursor } from "../../server/lib/paging";
import { nextPageUrl } from "@/lib/paged-fetch";
import { createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";
import { readPages } from "../support/paging";

let t: TestApp;
let user: Awaited<ReturnType<typeof userAgent>>;
let materialId: number;

beforeAll(async () => {
  t = await createTestApp();
  const email = uniqueEmail("paging");
  await createActiveUser(t, email);
  user = await userAgent(t, email);
  const created = await user.post("/api/materials").send({ name: "Rebar #4", category: "Hardware", unit: "pieces", currentStock: 50 });
  expect(created.status).toBe(201);
  materialId = created.body.id;
  for (const quantity of [1, 2, 3, 4, 5, 6]) {
    expect((await user.post(`/api/materials/${materialId}/transactions`).send({ transactionType: "used", quantity })).status).toBe(201);
  }
  // Three movements at one instant (to the microsecond), so the id alone orders them within it.
  const [, second, third, fourth] = await t.database.db
    .select({ id: materialTransactions.id })
    .from(materialTransactions)
    .where(eq(materialTransactions.materialId, materialId))
    .orderBy(materialTransactions.id);
  await t.database.db
    .update(materialTransactions)
    .set({ transactionDate: sql`'2026-03-02 14:00:00.123456+00'::timestamptz` })
    .where(sql`${materialTransactions.id} in (${second.id}, ${third.id}, ${fourth.id})`);
});
afterAll(async () => {
  await t.close();
});

type Movement = { id: number; quantity: number };

/** Every page from the first URL: the movements' ids in order, each page's total header, how many pages. */
async function readAllPages(firstUrl: string) {
  const { pages, rows } = await readPages<Movement>(user, firstUrl);
  return { ids: rows.map((m) => m.id), totals: pages.map((page) => page.total), pages: pages.length };
}

describe("GET /api/materials/:id/transactions paging", () => {
  it("with limit=2 the Link header leads through every movement exactly once, in order, with the total on each page", async () => {
    const whole = await user.get(`/api/materials/${materialId}/transactions`);
    expect(whole.status).toBe(200);
    expect(whole.headers.link).toBeUndefined();
    expect(whole.headers["x-total-count"]).toBe("7");
    const expected = (whole.body as Movement[]).map((m) => m.id);
    expect(expected).toHaveLength(7);

    const paged = await readAllPages(`/api/materials/${materialId}/transactions?limit=2`);
    expect(paged.ids).toEqual(expected);
    expect(new Set(paged.ids).size).toBe(7);
    expect(paged.pages).toBe(4);
    expect(paged.totals).toEqual(["7", "7", "7", "7"]);
  });

  it("a movement recorded between pages does not shift the pages already begun", async () => {
    const first = await user.get(`/api/materials/${materialId}/transactions?limit=3`);
    const before = (await user.get(`/api/materials/${materialId}/transactions`)).body as Movement[];
    expect((await user.post(`/api/materials/${materialId}/transactions`).send({ transactionType: "received", quantity: 9 })).status).toBe(201);
    const next = String(nextPageUrl(first.headers.link ?? null));
    const rest = await readAllPages(next);
    expect([...(first.body as Movement[]).map((m) => m.id), ...rest.ids]).toEqual(before.map((m) => m.id));
  });

  it.each([
    ["not base64 JSON", "not-a-cursor"],
    ["a cursor of the wrong shape", encodeCursor({ id: 1 })],
    ["a cursor whose instant is not one", encodeCursor(["yesterday", 1])],
    ["a cursor with a negative id", encodeCursor(["2026-03-02T14:00:00.123456Z", -1])],
    ["characters a cursor never has", "abc/def"],
  ])("refuses %s with 400", async (_what, cursor) => {
    const res = await user.get(`/api/materials/${materialId}/transactions?cursor=${encodeURIComponent(cursor)}`);
    expect(res.status).toBe(400);
  });

  it.each(["0", "5001", "two"])("refuses limit=%s with 400", async (limit) => {
    expect((await user.get(`/api/materials/${materialId}/transactions?limit=${limit}`)).status).toBe(400);
  });
});
