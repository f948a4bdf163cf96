// QUALITY 3, 37, 38: sign-in limits per IP and per account, kept in the database; the known-device cookie; the
// admin's bell and log; QUALITY 15 and 16 on the account routes.
import { Writable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { rateLimitCounters } from "@shared/schema";
import type { NotificationsResponse } from "@shared/api/notifications";
import { KNOWN_DEVICE_COOKIE } from "../../server/modules/auth/known-devices";
import { parseEnv } from "../../server/env";
import { signInAccountKey } from "../../server/modules/auth/sign-in-limits";
import { hashIdentity } from "../../server/modules/limits/limits.service";
import { ADMIN_PASSWORD, ADMIN_USERNAME, adminAgent, createTestApp, sessionCookie, type TestApp } from "../support/app";
import { USER_PASSWORD, createActiveUser, uniqueEmail } from "../support/accounts";

const MINUTE = 60_000;
let apps: TestApp[] = [];
afterEach(async () => {
  // Second apps on a shared database first: the owner's close() ends the database.
  for (const a of apps.reverse()) await a.close();
  apps = [];
});

function testClock() {
  let now = Date.now();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

async function appWithClock(env: Record<string, string> = {}, extra: Parameters<typeof createTestApp>[0] = {}) {
  const clock = testClock();
  const t = await createTestApp({ env, ...extra, deps: { now: clock.now, ...extra.deps } });
  apps.push(t);
  return { t, clock };
}

const emailLogin = (t: TestApp, ip: string, email: string, password: string) =>
  request(t.app).post("/api/auth/login").set("X-Forwarded-For", ip).send({ email, password });
const adminLogin = (t: TestApp, ip: string, password: string, username = ADMIN_USERNAME) =>
  request(t.app).post("/api/admin/login").set("X-Forwarded-For", ip).send({ username, password });

function deviceCookie(res: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
  return cookies.find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
}

async function counterRows(t: TestApp) {
  return t.database.db.select().from(rateLimitCounters);
}

async function accountAttempts(t: TestApp, email: string): Promise<number | undefined> {
  const [row] = await t.database.db
    .select()
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.scope, "sign-in:account"), eq(rateLimitCounters.keyHash, hashIdentity(`email:${email}`))));
  return row?.attempts;
}

/** Ten wrong passwords for the account, each from its own address (so only the account's counter trips). */
async function lockAccount(t: TestApp, email: string, prefix = "10.0.0") {
  for (let i = 0; i < 10; i++) expect((await emailLogin(t, `${prefix}.${i + 1}`, email, "Wr0ng-guess")).status).toBe(401);
}

describe("QUALITY 3 and 38: sign-in limits per account, and the known device", () => {
  it("after 10 failures on one account, a new device gets 429 even with the right password, until the 15 minutes end", async () => {
    const { t, clock } = await appWithClock({ TRUST_PROXY: "1" });
    const email = uniqueEmail();
    await createActiveUser(t, email);
    await lockAccount(t, email);
    const blocked = await emailLogin(t, "10.0.1.1", email, USER_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe("Too many failed sign-in attempts. Please wait 15 minutes and try again.");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(14 * 60);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
    expect(sessionCookie(blocked)).toBeUndefined();

    clock.advance(15 * MINUTE + 1000);
    expect((await emailLogin(t, "10.0.1.1", email, USER_PASSWORD)).status).toBe(200);
  });

  it("a device that signed in before still gets in with the right password while strangers have locked the admin out", async () => {
    const { t } = await appWithClock({ TRUST_PROXY: "1" });
    const adminBrowser = request.agent(t.app);
    const first = await adminBrowser.post("/api/admin/login").set("X-Forwarded-For", "10.5.0.1").send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    expect(first.status).toBe(200);
    const cookie = deviceCookie(first)!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api/);
    expect(cookie).toMatch(new RegExp(`Max-Age=${180 * 24 * 60 * 60}`));
    expect(cookie).not.toMatch(/Secure/i);

    for (let i = 0; i < 10; i++) expect((await adminLogin(t, `10.9.0.${i + 1}`, "nope")).status).toBe(401);
    // A stranger, even with the right password (and with the name in other letter case), is refused.
    expect((await adminLogin(t, "10.9.1.1", ADMIN_PASSWORD, "ADMIN")).status).toBe(429);

    // The admin's own browser: a wrong guess is answered (and counted), the right password gets in.
    const wrong = await adminBrowser.post("/api/admin/login").set("X-Forwarded-For", "10.5.0.1").send({ username: ADMIN_USERNAME, password: "typo" });
    expect(wrong.status).toBe(401);
    const [adminCounter] = await t.database.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.keyHash, signInAccountKey({ form: "admin", username: ADMIN_USERNAME })));
    expect(adminCounter.attempts).toBe(11);
    const ok = await adminBrowser.post("/api/admin/login").set("X-Forwarded-For", "10.5.0.1").send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    expect(ok.status).toBe(200);
    // Signing in from the known device does not lift the lock for everyone else.
    expect((await adminLogin(t, "10.9.1.2", ADMIN_PASSWORD)).status).toBe(429);
  });

  it("a known-device cookie vouches only for its own account, and a tampered one for none", async () => {
    const { t } = await appWithClock({ TRUST_PROXY: "1" });
    const owner = uniqueEmail("owner");
    const other = uniqueEmail("other");
    await createActiveUser(t, owner);
    await createActiveUser(t, other);
    const otherCookie = deviceCookie(await emailLogin(t, "10.6.0.1", other, USER_PASSWORD))!.split(";")[0];
    const ownerCookie = deviceCookie(await emailLogin(t, "10.6.0.2", owner, USER_PASSWORD))!.split(";")[0];
    await lockAccount(t, owner, "10.7.0");

    const withCookie = (cookie: string) =>
      request(t.app).post("/api/auth/login").set("X-Forwarded-For", "10.6.0.9").set("Cookie", cookie).send({ email: owner, password: USER_PASSWORD });
    expect((await withCookie(otherCookie)).status).toBe(429);
    const [name, value] = ownerCookie.split("=");
    const tampered = `${name}=${value.slice(0, 10)}${value[10] === "A" ? "B" : "A"}${value.slice(11)}`;
    expect((await withCookie(tampered)).status).toBe(429);
    expect((await withCookie(ownerCookie)).status).toBe(200);
  });

  it("the known-device cookie is Secure when the request came over https", async () => {
    const { t } = await appWithClock({ TRUST_PROXY: "1" });
    const res = await adminLogin(t, "10.8.0.1", ADMIN_PASSWORD).set("X-Forwarded-Proto", "https");
    expect(res.status).toBe(200);
    expect(deviceCookie(res)).toMatch(/Secure/i);
  });

  it("a successful sign-in clears that account's count", async () => {
    const { t } = await appWithClock({ TRUST_PROXY: "1" });
    const email = uniqueEmail();
    await createActiveUser(t, email);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) expect((await emailLogin(t, `10.1.${round}.${i}`, email, "Wr0ng-guess")).status).toBe(401);
      expect((await emailLogin(t, `10.2.${round}.1`, email, USER_PASSWORD)).status).toBe(200);
    }
    expect(await accountAttempts(t, email)).toBeUndefined();
  });
});

describe("QUALITY 3: sign-in limits per IP", () => {
  it("after 10 failures from one IP, both sign-in forms answer 429 for any account", async () => {
    const { t } = await appWithClock();
    for (let i = 0; i < 10; i++) {
      expect((await request(t.app).post("/api/auth/login").send({ email: uniqueEmail("guess"), password: "Wr0ng-guess" })).status).toBe(401);
    }
    const admin = await request(t.app).post("/api/admin/login").send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    expect(admin.status).toBe(429);
    expect(admin.headers["retry-after"]).toBeTruthy();
    const email = await request(t.app).post("/api/auth/login").send({ email: uniqueEmail("other"), password: "whatever" });
    expect(email.status).toBe(429);
  });

  it("SIGN_IN_LIMIT_PER_IP sets how many failures one client address may make (an office behind one address)", async () => {
    const { t } = await appWithClock({ SIGN_IN_LIMIT_PER_IP: "12" });
    for (let i = 0; i < 12; i++) {
      expect((await request(t.app).post("/api/auth/login").send({ email: uniqueEmail("typo"), password: "Wr0ng-guess" })).status).toBe(401);
    }
    const res = await request(t.app).post("/api/admin/login").send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    expect(res.status).toBe(429);
  });

  it("a SIGN_IN_LIMIT_PER_IP that is not a whole number of at least 1 stops the start with a message naming it", () => {
    for (const value of ["0", "-3", "2.5", "ten"]) {
      expect(() => parseEnv({ SIGN_IN_LIMIT_PER_IP: value }), value).toThrow(/SIGN_IN_LIMIT_PER_IP: must be/);
    }
    expect(parseEnv({}).SIGN_IN_LIMIT_PER_IP).toBe(10);
  });

  it("a forged X-Forwarded-For does not reset the count unless TRUST_PROXY is set", async () => {
    const { t } = await appWithClock();
    for (let i = 0; i < 10; i++) {
      await request(t.app).post("/api/auth/login").set("X-Forwarded-For", `172.16.0.${i}`).send({ email: uniqueEmail("g"), password: "Wr0ng-guess" });
    }
    const res = await request(t.app).post("/api/auth/login").set("X-Forwarded-For", "192.168.77.77").send({ email: uniqueEmail("g"), password: "x" });
    expect(res.status).toBe(429);
  });
});

describe("QUALITY 37: limiter state in the database, keyed on the parsed identity", () => {
  it("1,000 junk and invalid sign-in requests create no counter rows and block nobody", async () => {
    const { t } = await appWithClock();
    const junk = [
      { email: "not-an-email", password: "x" },
      { email: "", password: "x" },
      { email: 42, password: "x" },
      { email: "a@b.test" },
      { email: "a@b.test", password: "" },
      { email: "a@b.test", password: "x", role: "admin" },
      { email: "a@b.test", password: "x".repeat(1001) },
    ];
    for (let batch = 0; batch < 40; batch++) {
      const results = await Promise.all(
        Array.from({ length: 25 }, (_, i) => {
          const n = batch * 25 + i;
          return n % 2
            ? request(t.app).post("/api/auth/login").send(junk[n % junk.length])
            : request(t.app).post("/api/admin/login").send({ username: n % 4 ? "" : `  `, password: `pw${n}` });
        }),
      );
      for (const res of results) expect(res.status).toBe(400);
    }
    expect(await counterRows(t)).toEqual([]);
    expect((await request(t.app).post("/api/admin/login").send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD })).status).toBe(200);
  });

  it("the counters hold across two app instances on one database (two server processes)", async () => {
    const { t: first, clock } = await appWithClock({ TRUST_PROXY: "1" });
    const { t: second } = await appWithClock({ TRUST_PROXY: "1" }, { database: first.database, deps: { now: clock.now } });
    const email = uniqueEmail();
    await createActiveUser(first, email);
    const known = await emailLogin(first, "10.3.0.1", email, USER_PASSWORD);
    const knownCookie = deviceCookie(known)!.split(";")[0];
    // Failures alternate between the two instances; together they reach the limit.
    for (let i = 0; i < 10; i++) {
      expect((await emailLogin(i % 2 ? first : second, `10.3.1.${i}`, email, "Wr0ng-guess")).status).toBe(401);
    }
    expect((await emailLogin(first, "10.3.2.1", email, USER_PASSWORD)).status).toBe(429);
    expect((await emailLogin(second, "10.3.2.1", email, USER_PASSWORD)).status).toBe(429);
    // A device that signed in on one instance is known to the other.
    const viaSecond = await request(second.app).post("/api/auth/login").set("X-Forwarded-For", "10.3.0.1").set("Cookie", knownCookie).send({ email, password: USER_PASSWORD });
    expect(viaSecond.status).toBe(200);
  });

  it("a flood of other accounts and addresses, and the housekeeping, do not reset a locked account", async () => {
    const { t, clock } = await appWithClock({ TRUST_PROXY: "1" });
    const email = uniqueEmail("locked");
    await createActiveUser(t, email);
    await lockAccount(t, email);
    // The in-memory limiter dropped its oldest keys past 100,000: the table holds that many other live counters...
    const windowEndsAt = new Date(clock.now().getTime() + 10 * MINUTE).toISOString();
    await t.database.db.execute(sql`
      insert into rate_limit_counters (scope, key_hash, attempts, window_ends_at)
      select 'sign-in:account', md5(n::text), 1, ${windowEndsAt}::timestamptz from generate_series(1, 100000) as n`);
    // ...and 200 more wrong guesses for other accounts, each from its own address, arrive through the route.
    for (let batch = 0; batch < 8; batch++) {
      await Promise.all(
        Array.from({ length: 25 }, (_, i) => emailLogin(t, `10.${100 + batch}.${i}.1`, uniqueEmail("flood"), "Wr0ng-guess")),
      );
    }
    const [{ counters }] = await t.database.db.select({ counters: sql<number>`count(*)::int` }).from(rateLimitCounters);
    expect(counters).toBeGreaterThan(100_400);
    // Registration counters (10-minute windows) end first; no sign-in counter is due yet.
    clock.advance(10 * MINUTE);
    await t.services.limits.pruneEnded();
    expect((await emailLogin(t, "10.99.0.1", email, USER_PASSWORD)).status).toBe(429);
    expect(await accountAttempts(t, email)).toBe(10);
  });

  it("parallel wrong guesses are all counted before the compare: exactly 10 are checked, the rest get 429", async () => {
    const { t } = await appWithClock();
    const email = uniqueEmail();
    await createActiveUser(t, email);
    const results = await Promise.all(
      Array.from({ length: 25 }, () => request(t.app).post("/api/auth/login").send({ email, password: "Wr0ng-guess" })),
    );
    expect(results.filter((r) => r.status === 401)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(15);
    expect(await accountAttempts(t, email)).toBe(10);
  });

  it("the housekeeping removes counters whose window has ended, a locked one only once its lock ends", async () => {
    const { t, clock } = await appWithClock({ TRUST_PROXY: "1" });
    const email = uniqueEmail();
    await createActiveUser(t, email);
    await lockAccount(t, email);
    clock.advance(14 * MINUTE);
    await t.services.limits.pruneEnded();
    expect(await accountAttempts(t, email)).toBe(10);
    expect((await emailLogin(t, "10.0.0.1", email, USER_PASSWORD)).status).toBe(429);
    clock.advance(MINUTE + 1000);
    expect(await t.services.limits.pruneEnded()).toBeGreaterThan(0);
    expect(await counterRows(t)).toEqual([]);
  });
});

describe("lockouts are logged for the admin", () => {
  it("a lock logs a warning and shows in the admin's bell while it lasts; a made-up account shows nothing", async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const { t, clock } = await appWithClock({ TRUST_PROXY: "1" }, { deps: { logger: pino({ level: "warn" }, sink) } });
    const email = uniqueEmail("bell");
    const userId = await createActiveUser(t, email);
    await lockAccount(t, email);
    await lockAccount(t, uniqueEmail("nobody"), "10.0.5");

    const locks = lines.filter((l) => /sign-in locked/.test(String(l.msg)));
    expect(locks).toHaveLength(2);
    expect(locks[0]).toMatchObject({ level: 40, account: email, userId });
    expect(locks[1]).toMatchObject({ level: 40, account: "(no such account)" });

    const admin = await adminAgent(t.app);
    const bell = async () => ((await admin.get("/api/notifications")).body as NotificationsResponse).items.filter((i) => i.kind === "sign_in_locked");
    const items = await bell();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: `sign-in-locked:${userId}`, title: `Sign-in locked for ${email}`, href: "/admin" });

    clock.advance(15 * MINUTE + 1000);
    expect(await bell()).toEqual([]);
  });
});

describe("QUALITY 15 and 16 on the account routes", () => {
  it.each([
    ["post", "/api/auth/login", { email: "a@b.test", password: "x" }],
    ["post", "/api/auth/register", { email: "a@b.test", password: "Str0ngPass", firstName: "A", lastName: "B" }],
    ["post", "/api/auth/change-password", { currentPassword: "x", newPassword: "yyyyyy" }],
    ["patch", "/api/admin/users/1", { action: "deactivate" }],
    ["patch", "/api/admin/registrations/1", { status: "approved" }],
  ] as const)("%s %s from another site gets 403, and a form body gets 415", async (method, path, body) => {
    const { t } = await appWithClock();
    const bySite = await request(t.app)[method](path).set("Sec-Fetch-Site", "cross-site").send(body);
    expect(bySite.status).toBe(403);
    expect(bySite.body.code).toBe("cross_site");
    const byOrigin = await request(t.app)[method](path).set("Origin", "https://evil.example").send(body);
    expect(byOrigin.status).toBe(403);
    const form = await request(t.app)[method](path).set("Content-Type", "application/x-www-form-urlencoded").send("a=b");
    expect(form.status).toBe(415);
  });
});
