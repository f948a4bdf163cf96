// A worker's history (GET /api/workers/:id/changes) grows with every rate, active and archived change, so it pages
// with keyset cursors: the answer stays the array, the next page is in the Link header and the total in X-Total-Count.
import { sql } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { readPages } from "../support/paging";
import { createWorker, testClock } from "../unit/time-clock/api-fixtures";

const clock = testClock("2026-03-03T15:00:00Z");
let t: TestApp;
let admin: TestAgent;
let workerId: number;

const cursorOf = (key: unknown) => Buffer.from(JSON.stringify(key)).toString("base64url");

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  admin = await adminAgent(t.app);
  workerId = (await createWorker(admin, { hourlyRate: "20.00" })).id;
  // Several changes at one instant (the same server clock), so the id must break ties; then later ones.
  for (const rate of ["21.00", "22.00", "23.00"]) await admin.patch(`/api/workers/${workerId}`).send({ hourlyRate: rate });
  clock.advanceMinutes(5);
  await admin.patch(`/api/workers/${workerId}/status`).send({ isActive: false });
  await admin.patch(`/api/workers/${workerId}/status`).send({ isActive: true });
  // A row stamped by the database (defaultNow: microseconds), which a millisecond cursor would skip or repeat.
  await t.database.db.execute(
    sql`insert into worker_changes (worker_id, field, from_value, to_value) values (${workerId}, 'hourlyRate', '23.00', '24.00')`,
  );
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/workers/:id/changes pages", () => {
  it("limit=2 walks every row exactly once, in the unpaged order, with the total on every page", async () => {
    const whole = await admin.get(`/api/workers/${workerId}/changes`);
    expect(whole.status).toBe(200);
    expect(whole.body).toHaveLength(7);
    expect(whole.headers["x-total-count"]).toBe("7");
    expect(whole.headers.link).toBeUndefined();

    const { pages, rows } = await readPages(admin, `/api/workers/${workerId}/changes?limit=2`);
    expect(pages.map((page) => page.total)).toEqual(["7", "7", "7", "7"]);
    expect(pages.every((page) => page.rows.length <= 2)).toBe(true);
    expect(rows.map((change) => change.id)).toEqual(whole.body.map((change: { id: number }) => change.id));
  });

  it("refuses a cursor it did not give, and a bad limit, with 400", async () => {
    for (const cursor of ["not-a-cursor", cursorOf(["yesterday", 1]), cursorOf([1, "x"]), cursorOf({ id: 1 }), "a.b"]) {
      const res = await admin.get(`/api/workers/${workerId}/changes`).query({ cursor });
      expect(res.status, cursor).toBe(400);
      expect(res.body.message).toBe("cursor is not one this server gave");
    }
    for (const limit of ["0", "-1", "5001", "two"]) {
      expect((await admin.get(`/api/workers/${workerId}/changes`).query({ limit })).status, limit).toBe(400);
    }
  });
});
