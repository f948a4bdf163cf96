// QUALITY 18: random bodies on the time clock, worker and payroll write routes never produce a 5xx, and the
// one-open-entry-per-worker invariant holds afterwards.
import fc from "fast-check";
import { sql } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createWorker, insertProject } from "../unit/time-clock/api-fixtures";

let t: TestApp;
let admin: TestAgent;
let workerId: number;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
  projectId = (await insertProject(t)).id;
  workerId = (await createWorker(admin)).id;
});
afterAll(async () => {
  await t.close();
});

const value = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.constantFrom("NaN", "1e999", "-0", "39.7,-105", "91,0", "2026-03-02T14:00:00Z", "2099-01-01T00:00:00Z", "0500-01-01T00:00:00Z", "", " "),
  fc.array(fc.integer(), { maxLength: 2 }),
);
const idLike = () => fc.oneof(fc.constantFrom(workerId, projectId, 1, 0, -1, 2 ** 31, "1"), value);

const bodies: Record<string, () => fc.Arbitrary<Record<string, unknown>>> = {
  "POST /api/time-entries/clock-in": () =>
    fc.record(
      {
        workerId: idLike(),
        projectId: idLike(),
        location: value,
        notes: value,
        clockInLatitude: value,
        clockInLongitude: value,
        locationAccuracy: value,
        clockInTime: value,
      },
      { requiredKeys: [] },
    ),
  "POST /api/time-entries/clock-out": () =>
    fc.record(
      { timeEntryId: idLike(), notes: value, clockOutLocation: value, location: value, clockOutLatitude: value, clockOutLongitude: value, clockOutTime: value },
      { requiredKeys: [] },
    ),
  "POST /api/workers": () =>
    fc.record({ name: value, role: fc.oneof(value, fc.constantFrom("in-house", "foreman")), category: value, subcategory: value, phone: value, email: value, hourlyRate: value }, { requiredKeys: [] }),
  "PATCH /api/workers/ID": () =>
    fc.record({ name: value, role: value, category: value, hourlyRate: value, isActive: value, email: value }, { requiredKeys: [] }),
  "PATCH /api/time-entries/1": () =>
    fc.record({ clockInTime: value, clockOutTime: value, notes: value, projectId: idLike(), reason: value }, { requiredKeys: [] }),
  "POST /api/payroll/approve": () => fc.record({ weekOf: value }, { requiredKeys: [] }),
  "PUT /api/settings/payroll": () => fc.record({ weeklyOvertime: value }, { requiredKeys: [] }),
};

describe("QUALITY 18: random bodies", () => {
  for (const [route, body] of Object.entries(bodies)) {
    it(`${route} never answers 5xx`, async () => {
      const [method, path] = route.replace("ID", String(workerId)).split(" ");
      await fc.assert(
        fc.asyncProperty(body(), async (payload) => {
          const res = await (admin as any)[method.toLowerCase()](path).send(payload);
          expect(res.status, JSON.stringify(payload)).toBeLessThan(500);
        }),
        { numRuns: 60 },
      );
    });
  }

  it("leaves at most one open entry per worker", async () => {
    const rows = await t.database.db.execute(
      sql`select worker_id, count(*)::int as n from time_entries where clock_out_time is null group by worker_id having count(*) > 1`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows ?? rows).toHaveLength(0);
  });
});
