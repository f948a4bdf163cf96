// Idempotency-Keys are kept for IDEMPOTENCY_KEY_RETENTION_DAYS: a replay within that time gets the stored answer,
// and the cleanup the server runs every few hours forgets only older keys.
import { eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKeys, timeEntries, users } from "@shared/schema";
import { IDEMPOTENCY_KEY_RETENTION_DAYS } from "../../server/modules/idempotency/idempotency.service";
import { ADMIN_USERNAME, adminAgent, createTestApp, type TestApp } from "../support/app";
import { createWorker, insertProject, testClock } from "../unit/time-clock/api-fixtures";

const DAY = 86_400_000;
const clock = testClock("2026-03-03T15:00:00Z");
let t: TestApp;
let admin: TestAgent;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  admin = await adminAgent(t.app);
  [{ id: adminId }] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, ADMIN_USERNAME));
});
afterAll(async () => {
  await t.close();
});

async function storedKeys(): Promise<string[]> {
  return (await t.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((row) => row.key).sort();
}

describe("Idempotency-Key retention", () => {
  it("forgets only keys older than the retention, and a kept key still replays its answer", async () => {
    const project = await insertProject(t);
    const worker = await createWorker(admin);
    const punch = await admin
      .post("/api/time-entries/clock-in")
      .set("Idempotency-Key", "kept-punch")
      .send({ workerId: worker.id, projectId: project.id });
    expect(punch.status).toBe(201);
    // Backdate the real key to just inside the retention, and add one just past it.
    const now = clock.now().getTime();
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(now - (IDEMPOTENCY_KEY_RETENTION_DAYS * DAY - 60_000)) })
      .where(eq(idempotencyKeys.key, "kept-punch"));
    await t.database.db.insert(idempotencyKeys).values({
      userId: adminId,
      key: "stale-punch",
      route: "clock-in",
      requestHash: "x",
      responseStatus: 201,
      responseBody: {},
      createdAt: new Date(now - (IDEMPOTENCY_KEY_RETENTION_DAYS * DAY + 60_000)),
    });
    expect(await storedKeys()).toEqual(["kept-punch", "stale-punch"]);

    expect(await t.services.idempotency.prune()).toBe(1);
    expect(await storedKeys()).toEqual(["kept-punch"]);
    expect(await t.services.idempotency.prune()).toBe(0);

    const replay = await admin
      .post("/api/time-entries/clock-in")
      .set("Idempotency-Key", "kept-punch")
      .send({ workerId: worker.id, projectId: project.id });
    expect(replay.status).toBe(201);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.body).toEqual(punch.body);
    const entries = await t.database.db.select().from(timeEntries).where(eq(timeEntries.workerId, worker.id));
    expect(entries).toHaveLength(1);
  });
});
