// Sessions and passwords: change password, sign-out, deactivation, lifetimes, cookie flags, the admin bootstrap (QUALITY 6-11).
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "@shared/schema";
import { createAuthRepo } from "../../server/modules/auth/auth.repo";
import { createAuthService } from "../../server/modules/auth/auth.service";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../server/modules/auth/session";
import { ADMIN_PASSWORD, ADMIN_USERNAME, TEST_BCRYPT_COST, adminAgent, createTestApp, sessionCookie, type TestApp } from "../support/app";
import { createTestDatabase } from "../support/db";
import { USER_PASSWORD, createActiveUser, uniqueEmail, userAgent } from "../support/accounts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function sidOf(cookie: string): string {
  return decodeURIComponent(cookie.split("=")[1]).slice(2).split(".")[0];
}

describe("QUALITY 10: change password", () => {
  it("changes the signed-in user's password, ends their other sessions and keeps this one", async () => {
    const email = uniqueEmail();
    await createActiveUser(t, email);
    const here = await userAgent(t, email);
    const elsewhere = await userAgent(t, email);
    expect((await elsewhere.get("/api/auth/user")).status).toBe(200);

    const res = await here
      .post("/api/auth/change-password")
      .send({ currentPassword: USER_PASSWORD, newPassword: "brand-new-secret", email: "user@example.com" });
    expect(res.status).toBe(200);
    expect((await here.get("/api/auth/user")).status).toBe(200);
    expect((await elsewhere.get("/api/auth/user")).status).toBe(401);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const owner = sql`(${sessions.sess}::jsonb -> 'passport' -> 'user' ->> 'id')::int`;
    const rows = await t.database.db.select().from(sessions).where(sql`${owner} = ${user.id}`);
    expect(rows).toHaveLength(1);

    expect((await request(t.app).post("/api/auth/login").send({ email, password: USER_PASSWORD })).status).toBe(401);
    expect((await request(t.app).post("/api/auth/login").send({ email, password: "brand-new-secret" })).status).toBe(200);
  });

  it("acts on the signed-in user only, never on the e-mail in the body", async () => {
    const victim = uniqueEmail("victim");
    await createActiveUser(t, victim);
    const attacker = uniqueEmail("attacker");
    await createActiveUser(t, attacker);
    const agent = await userAgent(t, attacker);
    const res = await agent.post("/api/auth/change-password").send({ currentPassword: USER_PASSWORD, newPassword: "taken-over", email: victim });
    expect(res.status).toBe(200);
    expect((await request(t.app).post("/api/auth/login").send({ email: victim, password: USER_PASSWORD })).status).toBe(200);
    expect((await request(t.app).post("/api/auth/login").send({ email: attacker, password: "taken-over" })).status).toBe(200);
  });

  it("checks the current password and the spec's rules", async () => {
    const email = uniqueEmail();
    await createActiveUser(t, email);
    const agent = await userAgent(t, email);
    const wrong = await agent.post("/api/auth/change-password").send({ currentPassword: "not-it", newPassword: "whatever-1" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Current password is incorrect");
    const short = await agent.post("/api/auth/change-password").send({ currentPassword: USER_PASSWORD, newPassword: "12345" });
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors.newPassword).toContain("Password must be at least 6 characters long.");
    const long = await agent.post("/api/auth/change-password").send({ currentPassword: USER_PASSWORD, newPassword: "x".repeat(73) });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/at most 72 bytes/);
    const missing = await agent.post("/api/auth/change-password").send({ newPassword: "whatever-1" });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors.currentPassword).toContain("Current password is required");
    const extra = await agent.post("/api/auth/change-password").send({ currentPassword: USER_PASSWORD, newPassword: "whatever-1", role: "admin" });
    expect(extra.status).toBe(400);
    expect((await request(t.app).post("/api/auth/login").send({ email, password: USER_PASSWORD })).status).toBe(200);
  });

  it("tells an account without a password (OpenID) that there is nothing to change", async () => {
    const email = uniqueEmail();
    const id = await createActiveUser(t, email);
    const agent = await userAgent(t, email);
    await t.database.db.update(users).set({ passwordHash: null, oidcIssuer: "https://idp.test", oidcSubject: `s-${id}` }).where(eq(users.id, id));
    const res = await agent.post("/api/auth/change-password").send({ currentPassword: "anything", newPassword: "whatever-1" });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/external identity provider/);
  });

  it("answers 401 when signed out", async () => {
    const res = await request(t.app).post("/api/auth/change-password").send({ currentPassword: "a", newPassword: "bbbbbb" });
    expect(res.status).toBe(401);
  });
});

describe("QUALITY 7: a new session id at every sign-in", () => {
  it("e-mail sign-in replaces a planted session id, and the old id is rejected", async () => {
    const email = uniqueEmail();
    await createActiveUser(t, email);
    const agent = request.agent(t.app);
    const first = await agent.post("/api/auth/login").send({ email, password: USER_PASSWORD });
    const second = await agent.post("/api/auth/login").send({ email, password: USER_PASSWORD });
    const a = sessionCookie(first)!;
    const b = sessionCookie(second)!;
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    expect(a).not.toBe(b);
    expect((await request(t.app).get("/api/auth/user").set("Cookie", a)).status).toBe(401);
    expect((await request(t.app).get("/api/auth/user").set("Cookie", b)).status).toBe(200);
  });
  // Admin sign-in: tests/api/foundation.test.ts; OpenID: tests/api/accounts-oidc.test.ts.
});

describe("QUALITY 8: sign-out", () => {
  it("deletes the session row and the old cookie gets 401", async () => {
    const email = uniqueEmail();
    await createActiveUser(t, email);
    const agent = request.agent(t.app);
    const cookie = sessionCookie(await agent.post("/api/auth/login").send({ email, password: USER_PASSWORD }))!;
    expect(await t.database.db.select().from(sessions).where(eq(sessions.sid, sidOf(cookie)))).toHaveLength(1);
    const out = await agent.get("/api/logout");
    expect(out.status).toBe(302);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.sid, sidOf(cookie)))).toHaveLength(0);
    expect((await request(t.app).get("/api/auth/user").set("Cookie", cookie)).status).toBe(401);
  });
});

describe("QUALITY 9: deactivation ends the user's sessions at once", () => {
  it("the deactivated user's live session gets 401 on the next request and its rows are gone", async () => {
    const email = uniqueEmail();
    const id = await createActiveUser(t, email);
    const agent = await userAgent(t, email);
    expect((await agent.get("/api/auth/user")).status).toBe(200);
    const admin = await adminAgent(t.app);
    const res = await admin.patch(`/api/admin/users/${id}`).send({ action: "deactivate" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, isActive: false });
    expect((await agent.get("/api/auth/user")).status).toBe(401);
    const owner = sql`(${sessions.sess}::jsonb -> 'passport' -> 'user' ->> 'id')::int`;
    expect(await t.database.db.select().from(sessions).where(sql`${owner} = ${id}`)).toHaveLength(0);
  });
});

describe("QUALITY 11: cookie flags and lifetimes", () => {
  it("sets HttpOnly, SameSite=Lax, Path=/ and an idle lifetime on the e-mail sign-in cookie", async () => {
    const email = uniqueEmail();
    await createActiveUser(t, email);
    const res = await request(t.app).post("/api/auth/login").send({ email, password: USER_PASSWORD });
    const raw = ([] as string[]).concat(res.headers["set-cookie"]).find((c) => c.startsWith("crewline.sid="))!;
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    expect(raw).toMatch(/Path=\//);
    const expires = Date.parse(raw.match(/Expires=([^;]+)/i)![1]);
    expect(Math.abs(expires - (Date.now() + SESSION_IDLE_MS))).toBeLessThan(60_000);
  });

  it("ends a session idle past its lifetime", async () => {
    const email = uniqueEmail();
    await createActiveUser(t, email);
    const res = await request(t.app).post("/api/auth/login").send({ email, password: USER_PASSWORD });
    const cookie = sessionCookie(res)!;
    await t.database.db.update(sessions).set({ expire: new Date(Date.now() - 1000) }).where(eq(sessions.sid, sidOf(cookie)));
    expect((await request(t.app).get("/api/auth/user").set("Cookie", cookie)).status).toBe(401);
  });

  it("ends a busy session past its absolute lifetime", async () => {
    const email = uniqueEmail();
    await createActiveUser(t, email);
    const res = await request(t.app).post("/api/auth/login").send({ email, password: USER_PASSWORD });
    const cookie = sessionCookie(res)!;
    expect((await request(t.app).get("/api/auth/user").set("Cookie", cookie)).status).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.sid, sidOf(cookie)));
    const sess = { ...(row.sess as Record<string, unknown>), signedInAt: Date.now() - SESSION_ABSOLUTE_MS - 1000 };
    await t.database.db.update(sessions).set({ sess }).where(eq(sessions.sid, sidOf(cookie)));
    expect((await request(t.app).get("/api/auth/user").set("Cookie", cookie)).status).toBe(401);
  });
});

describe("QUALITY 6: no default admin password", () => {
  it("on an empty database the admin password is ADMIN_PASSWORD, or generated once and never a fixed default", async () => {
    const database = await createTestDatabase();
    try {
      const auth = createAuthService(createAuthRepo(database.db), { bcryptCost: TEST_BCRYPT_COST });
      const first = await auth.ensureAdmin("boss", undefined, pino({ level: "silent" }));
      expect(first.created).toBe(true);
      expect(first.generatedPassword).toMatch(/^[\w-]{16,}$/);
      await expect(auth.authenticateAdmin("boss", first.generatedPassword!)).resolves.toMatchObject({ role: "admin" });
      for (const guess of ["admin", "password", "admin123", "changeme"]) {
        await expect(auth.authenticateAdmin("boss", guess)).rejects.toMatchObject({ status: 401 });
      }
      // A restart does not print or change it again.
      expect(await auth.ensureAdmin("boss", undefined)).toEqual({ created: false });

      const other = await auth.ensureAdmin("chief", "Chosen-Passw0rd");
      expect(other).toEqual({ created: true, generatedPassword: undefined });
      await expect(auth.authenticateAdmin("chief", "Chosen-Passw0rd")).resolves.toMatchObject({ username: "chief" });
    } finally {
      await database.close();
    }
  });
});

describe("admin sign-in still works alongside", () => {
  it("signs the admin in", async () => {
    const res = await request(t.app).post("/api/admin/login").send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    expect(res.status).toBe(200);
  });
});
