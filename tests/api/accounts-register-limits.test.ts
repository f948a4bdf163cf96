// QUALITY 36: registration is limited per IP and per address, names are at most 100 characters, and registration
// hashing queues apart from sign-ins on a bounded lane (503 with Retry-After when full), so a flood cannot stall them.
import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { rateLimitCounters } from "@shared/schema";
import { parseEnv } from "../../server/env";
import { ACCOUNT_REQUEST_LANE_JOBS, accountRequestLane } from "../../server/modules/auth/passwords";
import { ADMIN_PASSWORD, ADMIN_USERNAME, createTestApp, type TestApp } from "../support/app";
import { USER_PASSWORD, createActiveUser, uniqueEmail } from "../support/accounts";

const MINUTE = 60_000;
let apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.map((a) => a.close()));
  apps = [];
});

async function appWithClock(env: Record<string, string> = {}) {
  let now = Date.now();
  const t = await createTestApp({ env: { TRUST_PROXY: "1", ...env }, deps: { now: () => new Date(now) } });
  apps.push(t);
  return { t, advance: (ms: number) => (now += ms) };
}

const register = (t: TestApp, ip: string, email: string, names: { firstName?: string; lastName?: string } = {}) =>
  request(t.app)
    .post("/api/auth/register")
    .set("X-Forwarded-For", ip)
    .send({ email, password: USER_PASSWORD, firstName: "Casey", lastName: "Builder", ...names });

describe("QUALITY 36: registration limits", () => {
  it("an address gets 3 registrations in 10 minutes from anywhere; the 4th gets 429 with Retry-After, other addresses go on", async () => {
    const { t, advance } = await appWithClock();
    const email = uniqueEmail("target");
    for (let i = 0; i < 3; i++) expect((await register(t, `10.20.0.${i + 1}`, email)).status).toBe(201);
    const refused = await register(t, "10.20.0.9", email);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("rate_limited");
    expect(refused.body.message).toBe("Too many registration attempts for this address. Please wait 10 minutes and try again.");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(9 * 60);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(10 * 60);
    // The mailbox got three mails, not four.
    expect(t.mails.filter((m) => m.to === email)).toHaveLength(3);
    expect((await register(t, "10.20.0.9", uniqueEmail("other"))).status).toBe(201);
    // A short window: the owner can register again once it ends.
    advance(10 * MINUTE + 1000);
    expect((await register(t, "10.20.0.9", email)).status).toBe(201);
  });

  it("one client address gets 20 registrations in 10 minutes; the 21st gets 429, other clients go on", async () => {
    const { t, advance } = await appWithClock();
    for (let i = 0; i < 20; i++) expect((await register(t, "10.21.0.1", uniqueEmail("crew"))).status).toBe(201);
    const refused = await register(t, "10.21.0.1", uniqueEmail("crew"));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Too many registration attempts. Please wait 10 minutes and try again.");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await register(t, "10.21.0.2", uniqueEmail("crew"))).status).toBe(201);
    advance(10 * MINUTE + 1000);
    expect((await register(t, "10.21.0.1", uniqueEmail("crew"))).status).toBe(201);
  });

  it("REGISTRATION_LIMIT_PER_IP sets how many one client address may make (a crew signing up at the office)", async () => {
    const { t } = await appWithClock({ REGISTRATION_LIMIT_PER_IP: "25" });
    for (let i = 0; i < 25; i++) expect((await register(t, "10.23.0.1", uniqueEmail("crew"))).status).toBe(201);
    expect((await register(t, "10.23.0.1", uniqueEmail("crew"))).status).toBe(429);
  });

  it("a REGISTRATION_LIMIT_PER_IP that is not a whole number of at least 1 stops the start with a message naming it", () => {
    for (const value of ["0", "-3", "1.5", "many"]) {
      expect(() => parseEnv({ REGISTRATION_LIMIT_PER_IP: value }), value).toThrow(/REGISTRATION_LIMIT_PER_IP: must be/);
    }
    expect(parseEnv({}).REGISTRATION_LIMIT_PER_IP).toBe(20);
  });

  it("a registration that fails validation is counted nowhere", async () => {
    const { t } = await appWithClock();
    const email = uniqueEmail("typo");
    for (let i = 0; i < 30; i++) {
      expect((await register(t, "10.22.0.1", email, { firstName: "" })).status).toBe(400);
      expect((await request(t.app).post("/api/auth/register").set("X-Forwarded-For", "10.22.0.1").send({ email, password: "short" })).status).toBe(400);
    }
    expect(await t.database.db.select().from(rateLimitCounters)).toEqual([]);
    expect((await register(t, "10.22.0.1", email)).status).toBe(201);
  });
});

describe("QUALITY 36: names are at most 100 characters", () => {
  it.each([
    ["firstName", "First name must be at most 100 characters"],
    ["lastName", "Last name must be at most 100 characters"],
  ] as const)("%s: 100 characters pass, 101 are refused with a clear message and no mail", async (field, message) => {
    const { t } = await appWithClock();
    const tooLong = await register(t, "10.23.0.1", uniqueEmail("long"), { [field]: "a".repeat(101) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(message);
    expect(tooLong.body.fieldErrors[field]).toEqual([message]);
    expect(t.mails).toHaveLength(0);
    // Surrounding spaces are trimmed before the length is checked.
    expect((await register(t, "10.23.0.1", uniqueEmail("long"), { [field]: ` ${"a".repeat(100)} ` })).status).toBe(201);
  });
});

describe("QUALITY 36: registration hashing queues apart from sign-ins", () => {
  it("with the registration lane full, registrations get 503 with Retry-After and sign-ins still complete", async () => {
    const { t } = await appWithClock();
    const email = uniqueEmail("member");
    await createActiveUser(t, email);

    // Hold the lane: one job running and the rest waiting, none finishing until the test lets them go.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = Array.from({ length: ACCOUNT_REQUEST_LANE_JOBS }, () => accountRequestLane.run(() => gate));
    expect(accountRequestLane.jobs).toBe(10);
    await expect(accountRequestLane.run(() => gate)).rejects.toMatchObject({ status: 503 });

    for (const address of [email, uniqueEmail("unknown")]) {
      // Known and unknown addresses get the same answer.
      const busy = await register(t, "10.24.0.1", address);
      expect(busy.status).toBe(503);
      expect(busy.body).toMatchObject({ code: "unavailable", message: "The server is busy right now. Please try again in a few seconds." });
      expect(busy.headers["retry-after"]).toBe("5");
    }

    // Sign-ins complete while every registration job is still held: they do not queue behind them.
    const admin = await request(t.app).post("/api/admin/login").set("X-Forwarded-For", "10.24.0.2").send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    expect(admin.status).toBe(200);
    const member = await request(t.app).post("/api/auth/login").set("X-Forwarded-For", "10.24.0.3").send({ email, password: USER_PASSWORD });
    expect(member.status).toBe(200);
    expect(accountRequestLane.jobs).toBe(10);

    release();
    await Promise.all(held);
    expect(accountRequestLane.jobs).toBe(0);
    expect((await register(t, "10.24.0.4", uniqueEmail("later"))).status).toBe(201);
  });
});
