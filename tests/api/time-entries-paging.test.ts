// GET /api/time-entries pages (issue 13): a page of `limit` rows newest first (clock-in, then id), the next page in a
// Link header with a keyset cursor, the total in X-Total-Count; a forged cursor is a 400; a 500-worker week answers
// in pages of 1,000 by default; without a day range the list is the newest 200 entries, paged like any other.
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PAGE } from "@shared/api/contract";
import { UNBOUNDED_LIST_ENTRIES } from "@shared/api/time-entries";
import { timeEntries, workers } from "@shared/schema";
import { nextPageUrl } from "@/lib/paged-fetch";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { readPages } from "../support/paging";
import { insertProject, testClock } from "../unit/time-clock/api-fixtures";

const clock = testClock("2026-03-10T18:00:00Z");
let t: TestApp;
let admin: TestAgent;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  admin = await adminAgent(t.app);
  projectId = (await insertProject(t)).id;
});
afterAll(async () => {
  await t.close();
});

/** Every page from `url` on: the rows in order, the total each page announced and each page's size. */
async function walk(url: string) {
  const { pages, rows } = await readPages<{ id: number; clockInTime: string }>(admin, url);
  return { rows, totals: pages.map((page) => page.total), sizes: pages.map((page) => page.rows.length) };
}

async function insertWorkers(count: number, name: string): Promise<number[]> {
  const rows = await t.database.db
    .insert(workers)
    .values(Array.from({ length: count }, (_, i) => ({ name: `${name} ${i + 1}`, role: "laborer", category: "General", hourlyRate: "25.00" })))
    .returning({ id: workers.id });
  return rows.map((r) => r.id);
}

/** Closed entries, `perWorker` each, clocked in at `at` (the same instant for many: the id breaks the ties). */
async function insertEntries(workerIds: number[], days: string[], perDay: number) {
  const values: (typeof timeEntries.$inferInsert)[] = [];
  for (const workerId of workerIds) {
    for (const day of days) {
      for (let i = 0; i < perDay; i++) {
        const clockInTime = new Date(`${day}T${String(13 + i * 3).padStart(2, "0")}:00:00Z`);
        values.push({ workerId, projectId, clockInTime, clockOutTime: new Date(clockInTime.getTime() + 3 * 3_600_000), hourlyRate: "25.00" });
      }
    }
  }
  for (let i = 0; i < values.length; i += 2000) await t.database.db.insert(timeEntries).values(values.slice(i, i + 2000));
}

describe("GET /api/time-entries pages", () => {
  it("limit=2 walks every row of the day exactly once, newest first then by id, with the total on every page", async () => {
    const crew = await insertWorkers(3, "Pager");
    await insertEntries(crew, ["2026-03-02"], 2); // 6 entries, pairs of them at the same instant
    const whole = await admin.get("/api/time-entries?date=2026-03-02");
    expect(whole.body).toHaveLength(6);
    expect(whole.headers["x-total-count"]).toBe("6");
    expect(whole.headers.link).toBeUndefined();

    const { rows, totals, sizes } = await walk("/api/time-entries?date=2026-03-02&limit=2");
    expect(sizes).toEqual([2, 2, 2]);
    expect(totals).toEqual(["6", "6", "6"]);
    expect(rows.map((r) => r.id)).toEqual(whole.body.map((r: { id: number }) => r.id));
    expect(new Set(rows.map((r) => r.id)).size).toBe(6);
    const keys = rows.map((r) => [Date.parse(r.clockInTime), r.id] as const);
    for (let i = 1; i < keys.length; i++) {
      const [a, b] = [keys[i - 1], keys[i]];
      expect(a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]), `row ${i} is after row ${i - 1}`).toBe(true);
    }
    // The Link keeps the filters: the next page is of the same list.
    const first = await admin.get("/api/time-entries?date=2026-03-02&limit=2");
    expect(nextPageUrl(first.headers.link ?? null)).toMatch(/^\/api\/time-entries\?date=2026-03-02&limit=2&cursor=[A-Za-z0-9_-]+$/);
  });

  it("a cursor the server did not give is a 400", async () => {
    const forged = [
      Buffer.from(JSON.stringify({ id: 1 })).toString("base64url"),
      Buffer.from(JSON.stringify(["yesterday", 5])).toString("base64url"),
      Buffer.from("not json").toString("base64url"),
      "bad*cursor",
    ];
    for (const cursor of forged) {
      const res = await admin.get(`/api/time-entries?date=2026-03-02&cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, cursor).toBe(400);
      expect(res.body.message).toBe("cursor is not one this server gave");
    }
  });

  it("a week of 500 workers (10,000 entries) answers in pages of 1,000 by default, every entry once", async () => {
    const crew = await insertWorkers(500, "Crew");
    await insertEntries(crew, ["2026-02-16", "2026-02-17", "2026-02-18", "2026-02-19", "2026-02-20"], 4);
    const { rows, totals, sizes } = await walk("/api/time-entries?from=2026-02-15&to=2026-02-21");
    expect(DEFAULT_PAGE.defaultLimit).toBe(1000);
    expect(sizes).toEqual(Array.from({ length: 10 }, () => 1000));
    expect(new Set(totals)).toEqual(new Set(["10000"]));
    expect(new Set(rows.map((r) => r.id)).size).toBe(10_000);
  }, 120_000);

  it(`without a day range the list is the newest ${UNBOUNDED_LIST_ENTRIES}, however it is paged`, async () => {
    const whole = await walk("/api/time-entries");
    expect(whole.rows).toHaveLength(UNBOUNDED_LIST_ENTRIES);
    expect(whole.totals[0]).toBe(String(UNBOUNDED_LIST_ENTRIES));
    const paged = await walk("/api/time-entries?limit=64");
    expect(paged.sizes).toEqual([64, 64, 64, 8]);
    expect(paged.rows.map((r) => r.id)).toEqual(whole.rows.map((r) => r.id));
  }, 60_000);
});
