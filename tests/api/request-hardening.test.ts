// Issue 11, low items: sign-out from another site, the Origin check pinned to APP_URL, the __Host- session cookie on
// https installs, request logs without query strings, and TRUST_PROXY's accepted values.
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import pino from "pino";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "@shared/schema";
import { EnvError } from "../../server/env";
import { ADMIN_PASSWORD, ADMIN_USERNAME, adminAgent, createTestApp, sessionCookie, testEnv, type TestApp } from "../support/app";

let t: TestApp;
const extraApps: TestApp[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await Promise.all(extraApps.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  await t.close();
});

function setCookies(res: request.Response): string[] {
  return ([] as string[]).concat(res.headers["set-cookie"] ?? []);
}

describe("GET /api/logout from another site", () => {
  it("refuses it with 403 when Sec-Fetch-Site says cross-site or same-site: the session row and the sign-in stay", async () => {
    const agent = request.agent(t.app);
    const login = await agent.post("/api/admin/login").send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    const sid = decodeURIComponent(sessionCookie(login)!.split("=")[1]).slice(2).split(".")[0];

    for (const site of ["cross-site", "same-site"]) {
      const out = await agent.get("/api/logout").set("Sec-Fetch-Site", site);
      expect(out.status).toBe(403);
      expect(out.body.code).toBe("cross_site");
      expect(setCookies(out).some((c) => c.startsWith("crewline.sid=;"))).toBe(false);
    }
    expect(await t.database.db.select().from(sessions).where(eq(sessions.sid, sid))).toHaveLength(1);
    expect((await agent.get("/api/auth/user")).status).toBe(200);
  });

  it("signs out from the app's own link (same-origin) and from the address bar (none)", async () => {
    for (const site of ["same-origin", "none"]) {
      const agent = await adminAgent(t.app);
      const out = await agent.get("/api/logout").set("Sec-Fetch-Site", site);
      expect(out.status).toBe(302);
      expect((await agent.get("/api/auth/user")).status).toBe(401);
    }
  });
});

describe("the Origin check with APP_URL set", () => {
  it("refuses a write whose Origin matches a forged Host header, and accepts APP_URL's origin", async () => {
    const forged = await request(t.app)
      .post("/api/admin/login")
      .set("Host", "evil.example")
      .set("Origin", "http://evil.example")
      .send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe("cross_site");
    expect(sessionCookie(forged)).toBeUndefined();

    const own = await request(t.app)
      .post("/api/admin/login")
      .set("Host", "evil.example")
      .set("Origin", "http://127.0.0.1:5000")
      .send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    expect(own.status).toBe(200);
  });
});

describe("the session cookie on an https install", () => {
  it("is __Host-crewline.sid, Secure, Path=/, without Domain; it signs in and sign-out clears it with the same attributes", async () => {
    const https = await createTestApp({ env: { APP_URL: "https://crewline.example.com" } });
    extraApps.push(https);
    const login = await request(https.app)
      .post("/api/admin/login")
      .set("X-Forwarded-Proto", "https")
      .send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    expect(login.status).toBe(200);
    const raw = setCookies(login).find((c) => c.startsWith("__Host-crewline.sid="));
    expect(raw, setCookies(login).join("\n")).toBeDefined();
    expect(raw).toMatch(/; Secure/i);
    expect(raw).toMatch(/; Path=\/(;|$)/);
    expect(raw).not.toMatch(/Domain=/i);
    expect(setCookies(login).some((c) => c.startsWith("crewline.sid="))).toBe(false);

    const cookie = raw!.split(";")[0];
    const me = await request(https.app).get("/api/auth/user").set("X-Forwarded-Proto", "https").set("Cookie", cookie);
    expect(me.status).toBe(200);

    const out = await request(https.app).get("/api/logout").set("X-Forwarded-Proto", "https").set("Cookie", cookie);
    expect(out.status).toBe(302);
    const cleared = setCookies(out).find((c) => c.startsWith("__Host-crewline.sid=;"));
    expect(cleared).toMatch(/; Secure/i);
    expect(cleared).toMatch(/; Path=\//);
    expect((await request(https.app).get("/api/auth/user").set("Cookie", cookie)).status).toBe(401);

    const doc = await request(https.app).get("/api/openapi.json").set("X-Forwarded-Proto", "https").set("Cookie", (await signInCookie(https))!);
    expect(doc.body.components.securitySchemes.session.name).toBe("__Host-crewline.sid");
  });

  it("stays crewline.sid on a plain-http install", async () => {
    const login = await request(t.app).post("/api/admin/login").send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    expect(setCookies(login).some((c) => c.startsWith("crewline.sid="))).toBe(true);
    expect(setCookies(login).some((c) => c.startsWith("__Host-"))).toBe(false);
  });
});

async function signInCookie(app: TestApp): Promise<string | undefined> {
  const login = await request(app.app).post("/api/admin/login").set("X-Forwarded-Proto", "https").send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
  return setCookies(login).find((c) => c.startsWith("__Host-crewline.sid="))?.split(";")[0];
}

describe("request logs", () => {
  function capturingLogger() {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split("\n").filter(Boolean));
        done();
      },
    });
    return { logger: pino({ level: "info" }, sink), lines };
  }

  it("carry the path and a redirect's Location without the query string (no token), for answers from 3xx to 5xx", async () => {
    const { logger, lines } = capturingLogger();
    // Not in extraApps: the test closes its database itself.
    const app = await createTestApp({ deps: { logger } });
    const secret = "tok3n-that-must-not-be-logged";

    // A verification link's redirect carries the token on to its page (in Location).
    const redirected = await request(app.app).get(`/api/auth/verify-email?token=${secret}`).set("Referer", `http://127.0.0.1:5000/auth?token=${secret}`);
    expect(redirected.headers.location).toContain(secret);
    await request(app.app).get(`/api/no-such-route?token=${secret}`);
    // The database gone: an invitation link now ends in a 5xx, logged at error level.
    await app.database.close();
    const failed = await request(app.app).get(`/api/invites/link?token=${secret}`);
    expect(failed.status).toBeGreaterThanOrEqual(500);

    const entries = lines.map((line) => JSON.parse(line) as { level: number; req?: { url?: string } });
    const urls = entries.filter((e) => e.req).map((e) => e.req!.url);
    expect(urls).toEqual(["/api/auth/verify-email", "/api/no-such-route", "/api/invites/link"]);
    expect(entries.some((e) => e.level >= 50 && e.req?.url === "/api/invites/link")).toBe(true);
    expect(lines.join("\n")).not.toContain(secret);
  });
});

describe("TRUST_PROXY", () => {
  it("refuses true and yes at start-up with a message naming the variable", () => {
    for (const value of ["true", "yes", "TRUE", "on", "10.0.0.0/33", "loopback,nonsense"]) {
      expect(() => testEnv({ TRUST_PROXY: value }), value).toThrow(EnvError);
      expect(() => testEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: must be a hop count/);
    }
  });

  it("takes a hop count or the proxies' addresses", () => {
    expect(testEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(testEnv({ TRUST_PROXY: "loopback" }).TRUST_PROXY).toBe("loopback");
    expect(testEnv({ TRUST_PROXY: "10.0.0.1, 172.16.0.0/12, ::1" }).TRUST_PROXY).toBe("10.0.0.1, 172.16.0.0/12, ::1");
    expect(testEnv({}).TRUST_PROXY).toBeUndefined();
  });
});
