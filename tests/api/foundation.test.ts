// The foundation: health, the error path, request guards, admin sign-in and sign-out, the SPA fallback.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import { sessions, users } from "@shared/schema";
import express from "express";
import { createApp } from "../../server/app";
import { errorHandler } from "../../server/middleware/error-handler";
import { ADMIN_PASSWORD, ADMIN_USERNAME, adminAgent, createTestApp, sessionCookie, type TestApp } from "../support/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("health", () => {
  it("answers /healthz while the process is up", async () => {
    const res = await request(t.app).get("/healthz");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("ok");
  });

  it("answers /readyz when the database answers, and 503 when it does not", async () => {
    const ok = await request(t.app).get("/readyz");
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe("ready");

    const broken = createApp({
      env: t.env,
      database: { ...t.database, ping: () => Promise.reject(new Error("down")) },
      logger: pino({ level: "silent" }),
      sessionSecret: "x".repeat(40),
    });
    const down = await request(broken).get("/readyz");
    expect(down.status).toBe(503);
    expect(down.body.status).toBe("unavailable");
  });
});

describe("error path", () => {
  it("answers an unknown API route with a JSON 404 that carries a request id", async () => {
    const res = await request(t.app).get("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toMatch(/json/);
    expect(res.body).toMatchObject({ code: "not_found" });
    expect(res.body.requestId).toMatch(/^[0-9a-f]{16}$/);
    expect(res.headers["x-request-id"]).toBe(res.body.requestId);
  });

  it("answers malformed JSON with a 400 JSON error and no stack trace", async () => {
    const res = await request(t.app)
      .post("/api/admin/login")
      .set("Content-Type", "application/json")
      .send('{"username": "admin", ');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("bad_json");
    expect(res.body.requestId).toBeTruthy();
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it("answers a body over the default limit with 413", async () => {
    const res = await request(t.app)
      .post("/api/admin/login")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ username: "a".repeat(150_000), password: "x" }));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("payload_too_large");
  });

  it("refuses a non-JSON body with 415", async () => {
    const res = await request(t.app)
      .post("/api/admin/login")
      .set("Content-Type", "application/x-www-form-urlencoded")
      .send(`username=${ADMIN_USERNAME}&password=${ADMIN_PASSWORD}`);
    expect(res.status).toBe(415);
    expect(res.body.code).toBe("unsupported_media_type");
  });

  it("refuses unsafe requests from another site, by Sec-Fetch-Site or by Origin", async () => {
    const bySite = await request(t.app)
      .post("/api/admin/login")
      .set("Sec-Fetch-Site", "cross-site")
      .send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    expect(bySite.status).toBe(403);
    expect(bySite.body.code).toBe("cross_site");
    expect(sessionCookie(bySite)).toBeUndefined();

    const byOrigin = await request(t.app)
      .post("/api/admin/login")
      .set("Origin", "https://evil.example")
      .send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    expect(byOrigin.status).toBe(403);

    const sameSite = await request(t.app)
      .post("/api/admin/login")
      .set("Origin", "http://127.0.0.1:5000")
      .send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    expect(sameSite.status).toBe(200);
  });

  it("sets security headers", async () => {
    const res = await request(t.app).get("/healthz");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'self'/);
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });
});

describe("admin sign-in", () => {
  it("says 401 to GET /api/auth/user when signed out", async () => {
    const res = await request(t.app).get("/api/auth/user");
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("unauthenticated");
  });

  it("signs the admin in and returns the user without secrets", async () => {
    const agent = request.agent(t.app);
    const login = await agent.post("/api/admin/login").send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ username: ADMIN_USERNAME, role: "admin", isActive: true });
    const me = await agent.get("/api/auth/user");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ role: "admin", isActive: true });
    const text = JSON.stringify(me.body);
    expect(text).not.toMatch(/passwordHash|\$2b\$|sessionVersion|oidcSubject/);
  });

  it("sets the session cookie HttpOnly, SameSite=Lax, Path=/, and Secure only over https", async () => {
    const res = await request(t.app).post("/api/admin/login").send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    const raw = ([] as string[]).concat(res.headers["set-cookie"]).find((c) => c.startsWith("crewline.sid="))!;
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    expect(raw).toMatch(/Path=\//);
    expect(raw).not.toMatch(/Secure/i);

    const proxied = await createTestApp({ env: { TRUST_PROXY: "1" } });
    try {
      const https = await request(proxied.app)
        .post("/api/admin/login")
        .set("X-Forwarded-Proto", "https")
        .send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
      const secureCookie = ([] as string[]).concat(https.headers["set-cookie"]).find((c) => c.startsWith("crewline.sid="))!;
      expect(secureCookie).toMatch(/; Secure/i);
    } finally {
      await proxied.close();
    }
  });

  it("refuses a wrong password and an unknown username alike, with no session", async () => {
    const wrong = await request(t.app).post("/api/admin/login").send({ username: ADMIN_USERNAME, password: "nope-nope" });
    const unknown = await request(t.app).post("/api/admin/login").send({ username: "nobody", password: "nope-nope" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it("explains a missing username or password", async () => {
    const res = await request(t.app).post("/api/admin/login").send({ username: "", password: "" });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.username).toContain("Username is required");
    expect(res.body.fieldErrors.password).toContain("Password is required");
  });

  it("refuses unknown fields in the body", async () => {
    const res = await request(t.app)
      .post("/api/admin/login")
      .send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD, role: "admin" });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Unknown field/);
  });

  it("gives a new session id at sign-in, so a planted id is useless", async () => {
    const agent = request.agent(t.app);
    const first = await agent.post("/api/admin/login").send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    const second = await agent.post("/api/admin/login").send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    const a = sessionCookie(first)!;
    const b = sessionCookie(second)!;
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    expect(a).not.toBe(b);
    const old = await request(t.app).get("/api/auth/user").set("Cookie", a);
    expect(old.status).toBe(401);
  });

  it("signs out: redirects home, deletes the session row, and the old cookie gets 401", async () => {
    const agent = request.agent(t.app);
    const login = await agent.post("/api/admin/login").send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    const cookie = sessionCookie(login)!;
    const sid = decodeURIComponent(cookie.split("=")[1]).slice(2).split(".")[0];
    const before = await t.database.db.select().from(sessions).where(eq(sessions.sid, sid));
    expect(before).toHaveLength(1);

    const out = await agent.get("/api/logout");
    expect(out.status).toBe(302);
    expect(out.headers.location).toBe("/");
    const after = await t.database.db.select().from(sessions).where(eq(sessions.sid, sid));
    expect(after).toHaveLength(0);
    const replay = await request(t.app).get("/api/auth/user").set("Cookie", cookie);
    expect(replay.status).toBe(401);
  });

  it("signs out every session when the account's session version changes", async () => {
    const agent = await adminAgent(t.app);
    expect((await agent.get("/api/auth/user")).status).toBe(200);
    await t.database.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.username, ADMIN_USERNAME));
    expect((await agent.get("/api/auth/user")).status).toBe(401);
  });

  it("sends /api/login to the sign-in screen when no identity provider is configured", async () => {
    const res = await request(t.app).get("/api/login");
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/auth");
    const config = await request(t.app).get("/api/auth/config");
    expect(config.body).toEqual({ oidc: null });
  });
});

describe("SPA fallback", () => {
  it("serves index.html for any non-API GET and JSON 404 for unknown API paths", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crewline-spa-"));
    fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Crewline</title><div id=root></div>");
    const app = createApp({
      env: t.env,
      database: t.database,
      logger: pino({ level: "silent" }),
      sessionSecret: "x".repeat(40),
      spa: { kind: "static", dir },
    });
    for (const url of ["/", "/projects/12", "/timesheet-gps", "/no/such/page"]) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(200);
      expect(res.text).toContain("<title>Crewline</title>");
    }
    const api = await request(app).get("/api/nope");
    expect(api.status).toBe(404);
    expect(api.body.code).toBe("not_found");
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("NUL characters in text", () => {
  it("are refused with a 400 naming the field on any JSON route, and nothing is saved", async () => {
    const agent = await adminAgent(t.app);
    const before = (await agent.get("/api/materials")).body.length;
    const res = await agent
      .post("/api/materials")
      .set("Content-Type", "application/json")
      .send('{"name":"a\\u0000b","category":"Hardware","unit":"pieces","unitCost":"4.20","currentStock":10,"minStockLevel":2}');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation_failed", message: "Text cannot contain NUL characters", fieldErrors: { name: ["Text cannot contain NUL characters"] } });
    expect((await agent.get("/api/materials")).body.length).toBe(before);
    // Nested values and keys are found too.
    const nested = await agent.post("/api/projects").set("Content-Type", "application/json").send('{"name":"x","extra":{"a\\u0000":1}}');
    expect(nested.status).toBe(400);
    expect(nested.body.fieldErrors).toEqual({ "extra.a": ["Text cannot contain NUL characters"] });
  });

  it("that reach PostgreSQL another way are a 400, not a 500, even wrapped by drizzle", async () => {
    const app = express();
    app.get("/nul", () => {
      throw new Error("Failed query: insert ...", { cause: Object.assign(new Error("invalid byte sequence for encoding \"UTF8\": 0x00"), { code: "22021" }) });
    });
    app.get("/range", () => {
      throw new Error("Failed query", { cause: Object.assign(new Error("numeric field overflow"), { code: "22003" }) });
    });
    app.get("/other", () => {
      throw new Error("Failed query", { cause: Object.assign(new Error('relation "gone" does not exist'), { code: "42P01" }) });
    });
    app.use(errorHandler);
    expect((await request(app).get("/nul")).body).toMatchObject({ code: "validation_failed", message: "Text cannot contain NUL characters" });
    expect((await request(app).get("/range")).status).toBe(400);
    expect((await request(app).get("/other")).status).toBe(500);
  });

  it("a lock wait past lock_timeout or a deadlock is a 503 to try again (the transaction was undone), not a 500", async () => {
    const app = express();
    app.get("/deadlock", () => {
      throw new Error("Failed query", { cause: Object.assign(new Error("deadlock detected"), { code: "40P01" }) });
    });
    app.get("/lock-timeout", () => {
      throw new Error("Failed query", { cause: Object.assign(new Error("canceling statement due to lock timeout"), { code: "55P03" }) });
    });
    app.use(errorHandler);
    for (const path of ["/deadlock", "/lock-timeout"]) {
      const res = await request(app).get(path);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: "unavailable", message: "Someone else is changing the same record. Please try again in a moment." });
    }
  });
});
