// QUALITY 3, 15, 16: sign-in rate limiting (both forms, per IP and per account) and cross-site protection of the new routes.
import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { createSignInLimiter } from "../../server/middleware/rate-limit";
import { ADMIN_PASSWORD, ADMIN_USERNAME, createTestApp, sessionCookie, type TestApp } from "../support/app";
import { USER_PASSWORD, createActiveUser, uniqueEmail } from "../support/accounts";

let apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.map((a) => a.close()));
  apps = [];
});

async function appWithClock(env: Record<string, string> = {}) {
  let now = Date.parse("2026-03-05T10:00:00Z");
  const clock = {
    advance: (ms: number) => {
      now += ms;
    },
  };
  const t = await createTestApp({ env, deps: { signInLimiter: createSignInLimiter({ now: () => now }) } });
  apps.push(t);
  return { t, clock };
}

describe("QUALITY 3: sign-in rate limit", () => {
  it("after 10 failures for one account, the 11th attempt (even the right password) gets 429 with Retry-After", async () => {
    const { t, clock } = await appWithClock({ TRUST_PROXY: "1" });
    const email = uniqueEmail();
    await createActiveUser(t, email);
    for (let i = 0; i < 10; i++) {
      // A different client address each time: the account's own counter is what trips.
      const res = await request(t.app).post("/api/auth/login").set("X-Forwarded-For", `10.0.0.${i + 1}`).send({ email, password: "Wr0ng-guess" });
      expect(res.status).toBe(401);
    }
    const blocked = await request(t.app).post("/api/auth/login").set("X-Forwarded-For", "10.0.1.1").send({ email, password: USER_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
    expect(sessionCookie(blocked)).toBeUndefined();

    clock.advance(15 * 60 * 1000 + 1000);
    const later = await request(t.app).post("/api/auth/login").set("X-Forwarded-For", "10.0.1.1").send({ email, password: USER_PASSWORD });
    expect(later.status).toBe(200);
  });

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

  it("counts admin sign-in failures per username too", async () => {
    const { t } = await appWithClock({ TRUST_PROXY: "1" });
    for (let i = 0; i < 10; i++) {
      const res = await request(t.app).post("/api/admin/login").set("X-Forwarded-For", `10.9.0.${i + 1}`).send({ username: ADMIN_USERNAME, password: "nope" });
      expect(res.status).toBe(401);
    }
    const res = await request(t.app).post("/api/admin/login").set("X-Forwarded-For", "10.9.1.1").send({ username: "ADMIN", password: ADMIN_PASSWORD });
    expect(res.status).toBe(429);
  });

  it("a forged X-Forwarded-For does not reset the count unless TRUST_PROXY is set", async () => {
    const { t } = await appWithClock();
    for (let i = 0; i < 10; i++) {
      await request(t.app).post("/api/auth/login").set("X-Forwarded-For", `172.16.0.${i}`).send({ email: uniqueEmail("g"), password: "Wr0ng-guess" });
    }
    const res = await request(t.app).post("/api/auth/login").set("X-Forwarded-For", "192.168.77.77").send({ email: uniqueEmail("g"), password: "x" });
    expect(res.status).toBe(429);
  });

  it("a successful sign-in clears that account's count; validation errors are not counted", async () => {
    const { t } = await appWithClock({ TRUST_PROXY: "1" });
    const email = uniqueEmail();
    await createActiveUser(t, email);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) {
        await request(t.app).post("/api/auth/login").set("X-Forwarded-For", `10.1.${round}.${i}`).send({ email, password: "Wr0ng-guess" });
      }
      const ok = await request(t.app).post("/api/auth/login").set("X-Forwarded-For", `10.2.${round}.1`).send({ email, password: USER_PASSWORD });
      expect(ok.status).toBe(200);
    }
    for (let i = 0; i < 12; i++) {
      expect((await request(t.app).post("/api/auth/login").send({ email: "not-an-email", password: "x" })).status).toBe(400);
    }
    expect((await request(t.app).post("/api/auth/login").send({ email, password: USER_PASSWORD })).status).toBe(200);
  });

  it("parallel guesses cannot slip past the limit", async () => {
    const { t } = await appWithClock();
    const email = uniqueEmail();
    await createActiveUser(t, email);
    const results = await Promise.all(
      Array.from({ length: 25 }, () => request(t.app).post("/api/auth/login").send({ email, password: "Wr0ng-guess" })),
    );
    expect(results.filter((r) => r.status === 401).length).toBeLessThanOrEqual(10);
    expect(results.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(15);
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
