// QUALITY 36 and 53: registration is limited per IP (429) and per address (past it the answer is the same and nothing is
// stored or mailed, so a stranger cannot spend the owner's allowance and leave them a 429), names are at most 100 characters, and registration
// hashing queues apart from sign-ins on a bounded lane (503 with Retry-After when full), so a flood cannot stall them.
import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { passwordResetTokens, rateLimitCounters, registrationAttempts } from "@shared/schema";
import { parseEnv } from "../../server/env";
import { ACCOUNT_REQUEST_LANE_JOBS, accountRequestLane } from "../../server/modules/auth/passwords";
import { ADMIN_PASSWORD, ADMIN_USERNAME, createTestApp, type TestApp } from "../support/app";
import { USER_PASSWORD, createActiveUser, registrationIdOf, uniqueEmail } from "../support/accounts";

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

async function attemptsOf(t: TestApp, email: string) {
  const registrationId = await registrationIdOf(t, email);
  return t.database.db.select().from(registrationAttempts).where(eq(registrationAttempts.registrationId, registrationId)).orderBy(registrationAttempts.id);
}

describe("QUALITY 36 and 53: registration limits", () => {
  it("QUALITY 53: past 3 registrations of an address in 10 minutes the answer is unchanged, and nothing is stored or mailed", async () => {
    const { t, advance } = await appWithClock();
    const email = uniqueEmail("target");
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await register(t, `10.20.0.${i + 1}`, email, { firstName: `Stranger${i}` }));
    const attemptsBefore = await attemptsOf(t, email);
    expect(attemptsBefore).toHaveLength(3);
    // The owner's own sign-up, past the limit the strangers used up: the same answer as theirs, and nothing happens.
    const owners = await register(t, "10.20.0.9", email, { firstName: "Owner" });
    for (const res of [...answers, owners]) {
      expect(res.status).toBe(201);
      expect(res.body).toEqual(answers[0].body);
      expect(res.headers["retry-after"]).toBeUndefined();
    }
    expect(await attemptsOf(t, email)).toEqual(attemptsBefore);
    expect((await t.sentMails()).filter((m) => m.to === email)).toHaveLength(3);
    expect((await register(t, "10.20.0.9", uniqueEmail("other"))).status).toBe(201);
    // A short window: the owner's next sign-up once it ends is stored and mailed.
    advance(10 * MINUTE + 1000);
    expect((await register(t, "10.20.0.9", email, { firstName: "Owner" })).status).toBe(201);
    expect((await t.sentMails()).filter((m) => m.to === email)).toHaveLength(4);
    expect((await attemptsOf(t, email)).map((a) => a.firstName)).toContain("Owner");
  });

  it("QUALITY 53: past 3 reset requests for an address in 10 minutes the answer is unchanged, and no link is stored or mailed", async () => {
    const { t, advance } = await appWithClock();
    const email = uniqueEmail("member");
    await createActiveUser(t, email);
    const ask = (ip: string) => request(t.app).post("/api/auth/forgot-password").set("X-Forwarded-For", ip).send({ email });
    const resetMails = async () => (await t.sentMails()).filter((m) => m.to === email && /reset-password\?token=/.test(m.text));
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await ask(`10.25.0.${i + 1}`));
    await expect.poll(async () => (await resetMails()).length).toBe(3);
    const owners = await ask("10.25.0.9");
    for (const res of [...answers, owners]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(answers[0].body);
    }
    expect(await t.database.db.select().from(passwordResetTokens)).toHaveLength(3);
    expect(await resetMails()).toHaveLength(3);
    advance(10 * MINUTE + 1000);
    expect((await ask("10.25.0.9")).status).toBe(200);
    await expect.poll(async () => (await resetMails()).length).toBe(4);
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
    expect(await t.sentMails()).toHaveLength(0);
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
