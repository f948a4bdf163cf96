// QUALITY 23-25: concurrent clock-ins, Idempotency-Key replays (also while the first is in flight), concurrent clock-outs.
import { and, eq, isNull, sql } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKeys, timeEntries } from "@shared/schema";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";
import { createWorker, HIGHLANDS, insertProject } from "../unit/time-clock/api-fixtures";

let t: TestApp;
let admin: TestAgent;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
  projectId = (await insertProject(t)).id;
});
afterAll(async () => {
  await t.close();
});

async function entriesOf(workerId: number) {
  return t.database.db.select().from(timeEntries).where(eq(timeEntries.workerId, workerId));
}

async function openEntriesOf(workerId: number) {
  return t.database.db
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.workerId, workerId), isNull(timeEntries.clockOutTime)));
}

const statuses = (responses: { status: number }[]) =>
  responses.reduce<Record<number, number>>((counts, r) => ({ ...counts, [r.status]: (counts[r.status] ?? 0) + 1 }), {});

describe("QUALITY 23: concurrent clock-ins", () => {
  it("50 at once for one worker: exactly one 201, 49 already_clocked_in, one open entry", async () => {
    const worker = await createWorker(admin);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => admin.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId })),
    );
    expect(statuses(responses)).toEqual({ 201: 1, 409: 49 });
    expect(responses.filter((r) => r.status === 409).every((r) => r.body.code === "already_clocked_in")).toBe(true);
    expect(await openEntriesOf(worker.id)).toHaveLength(1);
    expect(await entriesOf(worker.id)).toHaveLength(1);
  });

  it("5 at once for each of 8 workers: one entry each", async () => {
    const crew = await Promise.all(Array.from({ length: 8 }, () => createWorker(admin)));
    const responses = await Promise.all(
      crew.flatMap((w) => Array.from({ length: 5 }, () => admin.post("/api/time-entries/clock-in").send({ workerId: w.id, projectId }))),
    );
    expect(statuses(responses)).toEqual({ 201: 8, 409: 32 });
    for (const w of crew) expect(await entriesOf(w.id)).toHaveLength(1);
  });
});

describe("QUALITY 24: Idempotency-Key", () => {
  const gpsBody = (workerId: number) => ({
    workerId,
    projectId,
    location: "3300 W 32nd Ave, Denver",
    clockInLatitude: HIGHLANDS.latitude,
    clockInLongitude: HIGHLANDS.longitude,
    locationAccuracy: 8,
    clockInTime: new Date(Date.now() - 60_000).toISOString(),
  });

  it("one key sent 20 times at once: one entry, the same answer every time, one stored key", async () => {
    const worker = await createWorker(admin);
    const body = gpsBody(worker.id);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => admin.post("/api/time-entries/clock-in").set("Idempotency-Key", "offline-punch-1").send(body)),
    );
    expect(statuses(responses)).toEqual({ 201: 20 });
    for (const r of responses) expect(r.body).toEqual(responses[0].body);
    expect(responses.filter((r) => r.headers["idempotent-replayed"] === "true")).toHaveLength(19);
    expect(await entriesOf(worker.id)).toHaveLength(1);
    const keys = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "offline-punch-1"));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ route: "POST /api/time-entries/clock-in", responseStatus: 201 });

    // Key order in the JSON does not matter; the same request replays.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const replay = await admin.post("/api/time-entries/clock-in").set("Idempotency-Key", "offline-punch-1").send(reordered);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(responses[0].body);
  });

  it("the same key with another body, or on another route, is refused with 422 and changes nothing", async () => {
    const worker = await createWorker(admin);
    const other = await createWorker(admin);
    const first = await admin.post("/api/time-entries/clock-in").set("Idempotency-Key", "k-mismatch").send({ workerId: worker.id, projectId });
    expect(first.status).toBe(201);
    const mismatch = await admin
      .post("/api/time-entries/clock-in")
      .set("Idempotency-Key", "k-mismatch")
      .send({ workerId: other.id, projectId });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body).toMatchObject({ code: "idempotency_mismatch" });
    expect(await entriesOf(other.id)).toHaveLength(0);
    const otherRoute = await admin.post("/api/time-entries/clock-out").set("Idempotency-Key", "k-mismatch").send({ timeEntryId: first.body.id });
    expect(otherRoute.status).toBe(422);
    expect(await openEntriesOf(worker.id)).toHaveLength(1);
  });

  it("a replay of a clock-in that failed with 409 answers the same 409, even after the worker clocked out", async () => {
    const worker = await createWorker(admin);
    const open = await admin.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId });
    const refused = await admin.post("/api/time-entries/clock-in").set("Idempotency-Key", "k-409").send({ workerId: worker.id, projectId });
    expect(refused.status).toBe(409);
    await admin.post("/api/time-entries/clock-out").send({ timeEntryId: open.body.id });
    const replay = await admin.post("/api/time-entries/clock-in").set("Idempotency-Key", "k-409").send({ workerId: worker.id, projectId });
    expect(replay.status).toBe(409);
    expect(replay.body).toMatchObject({ code: "already_clocked_in", message: "This worker is already clocked in" });
    expect(await entriesOf(worker.id)).toHaveLength(1);
  });

  it("clock-out replays: 20 at once with one key all get the closing answer; the entry is closed once", async () => {
    const worker = await createWorker(admin);
    const open = await admin.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        admin.post("/api/time-entries/clock-out").set("Idempotency-Key", "out-1").send({ timeEntryId: open.body.id, notes: "bye" }),
      ),
    );
    expect(statuses(responses)).toEqual({ 200: 20 });
    for (const r of responses) expect(r.body).toEqual(responses[0].body);
    expect(responses[0].body.clockOutTime).not.toBeNull();
  });

  it("keys belong to one user: another user's same key is a different request", async () => {
    const email = uniqueEmail("idem");
    await createActiveUser(t, email);
    const foreman = await userAgent(t, email);
    const a = await createWorker(admin);
    const b = await createWorker(admin);
    expect((await admin.post("/api/time-entries/clock-in").set("Idempotency-Key", "shared-key").send({ workerId: a.id, projectId })).status).toBe(201);
    expect((await foreman.post("/api/time-entries/clock-in").set("Idempotency-Key", "shared-key").send({ workerId: b.id, projectId })).status).toBe(201);
    expect(await entriesOf(b.id)).toHaveLength(1);
  });

  it("a malformed key is refused before anything happens", async () => {
    const worker = await createWorker(admin);
    for (const key of ["x".repeat(201), "has space", ""]) {
      const res = await admin.post("/api/time-entries/clock-in").set("Idempotency-Key", key).send({ workerId: worker.id, projectId });
      expect(res.status, JSON.stringify(key)).toBe(400);
    }
    expect((await admin.post("/api/time-entries/clock-in").set("Idempotency-Key", "x".repeat(200)).send({ workerId: worker.id, projectId })).status).toBe(201);
    const [count] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(timeEntries).where(eq(timeEntries.workerId, worker.id));
    expect(count.n).toBe(1);
  });
});

describe("QUALITY 25: clock-out", () => {
  it("clocking out a closed entry is a 409", async () => {
    const worker = await createWorker(admin);
    const open = await admin.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId });
    expect((await admin.post("/api/time-entries/clock-out").send({ timeEntryId: open.body.id })).status).toBe(200);
    const again = await admin.post("/api/time-entries/clock-out").send({ timeEntryId: open.body.id });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("already_clocked_out");
  });

  it("of two (and of ten) concurrent clock-outs exactly one succeeds, and the stored clock-out is that one's", async () => {
    for (const n of [2, 10]) {
      const worker = await createWorker(admin);
      const open = await admin.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId });
      const responses = await Promise.all(
        Array.from({ length: n }, (_, i) => admin.post("/api/time-entries/clock-out").send({ timeEntryId: open.body.id, notes: `try ${i}` })),
      );
      expect(statuses(responses)).toEqual({ 200: 1, 409: n - 1 });
      const winner = responses.find((r) => r.status === 200)!;
      const [stored] = await entriesOf(worker.id);
      expect(stored.notes).toBe(winner.body.notes);
      expect(stored.clockOutTime!.toISOString()).toBe(winner.body.clockOutTime);
    }
  });
});
