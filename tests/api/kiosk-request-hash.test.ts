// QUALITY 54: a kiosk tap's Idempotency-Key is stored with the hash of its body WITHOUT the PIN (a 4 to 6 digit PIN
// inside an unsalted SHA-256 comes back from a backup in seconds). Two taps that differ only in the PIN store one hash,
// a retry with its key and another PIN is the same tap (its stored answer), migration 0023 clears the hashes stored
// before (NULL: nothing to compare, the stored answer still replays), and no log line holds a PIN.
import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY_SETTINGS_DEFAULTS } from "@shared/api/company-settings";
import { idempotencyKeys, timeEntries } from "@shared/schema";
import { requestHash } from "../../server/lib/idempotency";
import { createTestApp, type TestApp } from "../support/app";
import { type Agent, createKioskTestSite, makeKiosk, punch, teamWorker } from "../support/kiosks";
import { insertProject, testClock } from "../unit/time-clock/api-fixtures";

const clock = testClock("2026-03-04T15:00:00Z");
let t: TestApp;
let admin: TestAgent;
let projectId: number;
let tablet: Agent;
let kioskId: number;

beforeAll(async () => {
  ({ t, admin, projectId, tablet, kioskId } = await createKioskTestSite(clock.now));
  await admin.put("/api/settings/company").send({ ...COMPANY_SETTINGS_DEFAULTS, signOffAtClockOut: true }).expect(200);
});
afterAll(async () => {
  await t.close();
});

const storedHashOf = async (key: string) =>
  (await t.database.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.kioskId, kioskId), eq(idempotencyKeys.key, key))))[0]?.requestHash;
const setPin = (workerId: number, pin: string) => admin.put(`/api/workers/${workerId}/pin`).send({ pin }).expect(200);

describe("the stored hash of a kiosk tap", () => {
  it("is the same for two taps that differ only in the PIN, and is not the hash of any body holding the PIN", async () => {
    const workerId = await teamWorker(t, projectId, "4821");
    const inKey = randomUUID();
    await punch(tablet, { workerId, pin: "4821" }, inKey).expect(200);
    // The office changes the PIN; the clock-out's body differs from the clock-in's only in it.
    await setPin(workerId, "730519");
    clock.advanceMinutes(60);
    const outKey = randomUUID();
    await punch(tablet, { workerId, pin: "730519" }, outKey).expect(200);

    const [inHash, outHash] = [await storedHashOf(inKey), await storedHashOf(outKey)];
    expect(inHash).toBe(outHash);
    expect(inHash).not.toBe(requestHash({ workerId, pin: "4821" }));
    expect(outHash).not.toBe(requestHash({ workerId, pin: "730519" }));
  });

  it("of a break and a sign-off holds no PIN either", async () => {
    const workerId = await teamWorker(t, projectId, "4821");
    await punch(tablet, { workerId, pin: "4821" }).expect(200);
    const breakBody = { workerId, pin: "4821", action: "start", kind: "rest" };
    const breakKey = randomUUID();
    await tablet.post("/api/kiosk/breaks").set("Idempotency-Key", breakKey).send(breakBody).expect(200);
    clock.advanceMinutes(60);
    await punch(tablet, { workerId, pin: "4821" }).expect(200);
    const signOffBody = { workerId, pin: "4821", tookBreaks: true, injured: false };
    const signOffKey = randomUUID();
    await tablet.post("/api/kiosk/sign-offs").set("Idempotency-Key", signOffKey).send(signOffBody).expect(201);

    for (const [key, body] of [[breakKey, breakBody], [signOffKey, signOffBody]] as const) {
      const { pin: _pin, ...withoutPin } = body;
      expect(await storedHashOf(key)).not.toBe(requestHash(body));
      expect(await storedHashOf(key)).toBe(requestHash(withoutPin));
    }
  });

  it("lets a retry with its key and another PIN replay the tap it is (no second punch), and another body is still refused", async () => {
    const workerId = await teamWorker(t, projectId, "4821");
    const key = randomUUID();
    const first = await punch(tablet, { workerId, pin: "4821" }, key).expect(200);
    const retried = await punch(tablet, { workerId, pin: "1593" }, key);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.headers["idempotent-replayed"]).toBe("true");
    expect(retried.body).toEqual(first.body);
    expect(await t.database.db.select().from(timeEntries).where(eq(timeEntries.workerId, workerId))).toHaveLength(1);

    const other = await punch(tablet, { workerId, pin: "4821", action: "out" }, key);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("idempotency_mismatch");
  });
});

describe("migration 0023", () => {
  /** The migration's data step again, on rows stored as before it (its schema steps have run with every migration). */
  async function runMigration() {
    const migration = fs.readFileSync(path.join(process.cwd(), "migrations/0023_kiosk_taps_without_pin.sql"), "utf8");
    const dataSteps = migration.split("--> statement-breakpoint").filter((statement) => /^\s*UPDATE/m.test(statement));
    expect(dataSteps).toHaveLength(1);
    for (const statement of dataSteps) await t.database.db.execute(sql.raw(statement));
  }

  it("clears the hashes kiosk taps stored with their PIN, keeps accounts' hashes, and an old key still replays its answer", async () => {
    const workerId = await teamWorker(t, projectId, "4821");
    const body = { workerId, pin: "4821" };
    const key = randomUUID();
    const first = await punch(tablet, body, key).expect(200);
    // As the code before stored it: the hash of the body, PIN included.
    await t.database.db
      .update(idempotencyKeys)
      .set({ requestHash: requestHash(body) })
      .where(and(eq(idempotencyKeys.kioskId, kioskId), eq(idempotencyKeys.key, key)));
    const accountKey = randomUUID();
    const other = await insertProject(t, { name: "Office Job" });
    const gpsWorker = await teamWorker(t, other.id, null);
    await admin.post("/api/time-entries/clock-in").set("Idempotency-Key", accountKey).send({ workerId: gpsWorker, projectId: other.id }).expect(201);
    const [accountRow] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, accountKey));

    await runMigration();
    await runMigration();

    const kioskRows = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.kioskId, kioskId));
    expect(kioskRows.length).toBeGreaterThan(0);
    expect(kioskRows.map((row) => row.requestHash)).toEqual(kioskRows.map(() => null));
    expect((await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, accountKey)))[0].requestHash).toBe(accountRow.requestHash);

    // A tablet resending a tap it queued before the upgrade gets its answer, not a 422 or a second punch.
    const replayed = await punch(tablet, body, key);
    expect(replayed.status, JSON.stringify(replayed.body)).toBe(200);
    expect(replayed.headers["idempotent-replayed"]).toBe("true");
    expect(replayed.body).toEqual(first.body);
  });
});

describe("request logs", () => {
  it("hold no PIN, not even when the database fails under a kiosk punch", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await createTestApp({ deps: { logger: pino({ level: "info" }, sink), now: clock.now } });
    try {
      const project = (await insertProject(logged)).id;
      const { device } = await makeKiosk(logged, project);
      const workerId = await teamWorker(logged, project, "582046");
      await punch(device, { workerId, pin: "582046" }).expect(200);
      await punch(device, { workerId, pin: "582047" }).expect(401);
      await logged.database.close();
      expect((await punch(device, { workerId, pin: "582046" })).status).toBeGreaterThanOrEqual(500);
    } finally {
      await logged.close().catch(() => undefined);
    }
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join("\n")).not.toMatch(/58204[67]/);
  });
});
