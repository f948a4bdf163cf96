// OpenID Connect sign-in against a real provider (oidc-provider) started by the test: PKCE, state, nonce, linking.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, userRegistrations, users } from "@shared/schema";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { registerUser, uniqueEmail } from "../support/accounts";
import {
  CookieJar,
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  startTestOidcProvider,
  visit,
  walkProviderLogin,
  type TestOidcProvider,
} from "../support/oidc-provider";

let t: TestApp;
let provider: TestOidcProvider;
let server: http.Server;
let appOrigin: string;

beforeAll(async () => {
  // The app listens on a real port: the provider redirects a browser back to it.
  server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  appOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = await startTestOidcProvider(`${appOrigin}/api/auth/oidc/callback`);
  t = await createTestApp({
    env: {
      APP_URL: appOrigin,
      OIDC_ISSUER_URL: provider.issuer,
      OIDC_CLIENT_ID,
      OIDC_CLIENT_SECRET,
      OIDC_DISPLAY_NAME: "Test SSO",
    },
  });
  server.on("request", t.app);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await provider.close();
  await t.close();
});

async function signedInUser(jar: CookieJar) {
  const res = await visit(jar, `${appOrigin}/api/auth/user`);
  return { status: res.status, body: res.status === 200 ? await res.json() : undefined };
}

/** Starts at the app, signs in at the provider as `subject`, and stops before the return to the app. */
async function walk(subject: string, jar = new CookieJar()) {
  const { callbackUrl } = await walkProviderLogin(jar, `${appOrigin}/api/auth/oidc`, appOrigin, subject);
  return { jar, callbackUrl };
}

async function userBySubject(subject: string) {
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(and(eq(users.oidcIssuer, provider.issuer), eq(users.oidcSubject, subject)));
  return row;
}

async function approveOidcUser(subject: string) {
  const user = await userBySubject(subject);
  const [registration] = await t.database.db.select().from(userRegistrations).where(eq(userRegistrations.userId, user.id));
  const admin = await adminAgent(t.app);
  const res = await admin.patch(`/api/admin/registrations/${registration.id}`).send({ status: "approved" });
  expect(res.status).toBe(200);
}

describe("OpenID configuration", () => {
  it("advertises the provider and sends /api/login to it", async () => {
    const config = await request(t.app).get("/api/auth/config");
    expect(config.body).toEqual({ oidc: { name: "oidc", displayName: "Test SSO" } });
    const login = await request(t.app).get("/api/login");
    expect(login.status).toBe(302);
    expect(login.headers.location).toBe("/api/auth/oidc");
  });

  it("sends the browser to the provider with PKCE (S256), state and nonce, and the APP_URL callback", async () => {
    const res = await request(t.app).get("/api/auth/oidc");
    expect(res.status).toBe(302);
    const url = new URL(res.headers.location);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("state")).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get("nonce")).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get("redirect_uri")).toBe(`${appOrigin}/api/auth/oidc/callback`);
  });
});

describe("QUALITY 5: OpenID sign-in against a real provider", () => {
  it("a first sign-in creates an inactive account linked by (issuer, subject) and a pending registration", async () => {
    const { jar, callbackUrl } = await walk("first-timer");
    const back = await visit(jar, callbackUrl);
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/auth?message=pending_approval");
    expect((await signedInUser(jar)).status).toBe(401);

    const user = await userBySubject("first-timer");
    // Nothing grants more than Crew unless the admin chooses it (issue 26 item 9).
    expect(user).toMatchObject({ isActive: false, role: "crew", workerId: null, email: "first-timer@idp.example.test", firstName: "Ida" });
    const [registration] = await t.database.db.select().from(userRegistrations).where(eq(userRegistrations.userId, user.id));
    expect(registration).toMatchObject({ status: "pending", emailVerified: true, email: "first-timer@idp.example.test" });

    // Signing in again before approval: still pending, still no session, no second account.
    const again = await walk("first-timer");
    const back2 = await visit(again.jar, again.callbackUrl);
    expect(back2.headers.get("location")).toBe("/auth?message=pending_approval");
    expect((await signedInUser(again.jar)).status).toBe(401);
    const linked = await t.database.db.select().from(users).where(eq(users.oidcSubject, "first-timer"));
    expect(linked).toHaveLength(1);
  });

  it("after approval the linked user is signed in, with a new session id (QUALITY 7), and lands on /", async () => {
    await (async () => {
      const { jar, callbackUrl } = await walk("approved-one");
      await visit(jar, callbackUrl);
    })();
    await approveOidcUser("approved-one");

    const { jar, callbackUrl } = await walk("approved-one");
    const before = jar.get("crewline.sid");
    expect(before).toBeTruthy();
    const back = await visit(jar, callbackUrl);
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/");
    const after = jar.get("crewline.sid");
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    const me = await signedInUser(jar);
    expect(me.status).toBe(200);
    // Approved with the spec's bare body: Crew, no worker record.
    expect(me.body).toMatchObject({ email: "approved-one@idp.example.test", isActive: true, role: "crew", workerId: null });
    // The pre-sign-in id (which held the state) is no longer a session.
    const old = await request(t.app).get("/api/auth/user").set("Cookie", `crewline.sid=${before}`);
    expect(old.status).toBe(401);
  });

  it("a tampered state fails with oidc_auth_failed and leaves no session", async () => {
    const { jar, callbackUrl } = await walk("state-tamper");
    const url = new URL(callbackUrl);
    url.searchParams.set("state", "forged-state-value-forged-state-value");
    const back = await visit(jar, url.href);
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/auth?error=oidc_auth_failed");
    expect((await signedInUser(jar)).status).toBe(401);
    expect(await userBySubject("state-tamper")).toBeUndefined();
  });

  it("a replayed callback fails with oidc_auth_failed", async () => {
    await (async () => {
      const { jar, callbackUrl } = await walk("replayer");
      await visit(jar, callbackUrl);
    })();
    await approveOidcUser("replayer");
    const { jar, callbackUrl } = await walk("replayer");
    const first = await visit(jar, callbackUrl);
    expect(first.headers.get("location")).toBe("/");

    // An attacker holding the callback URL, in a fresh browser, gets nothing.
    const thief = new CookieJar();
    const stolen = await visit(thief, callbackUrl);
    expect(stolen.headers.get("location")).toBe("/auth?error=oidc_auth_failed");
    expect((await signedInUser(thief)).status).toBe(401);

    // The same browser replaying it: refused too (the state was used up).
    const replay = await visit(jar, callbackUrl);
    expect(replay.headers.get("location")).toBe("/auth?error=oidc_auth_failed");
  });

  it("an ID token with the wrong nonce fails with oidc_auth_failed and leaves no session", async () => {
    provider.tamperIdToken = (claims) => {
      claims.nonce = "not-the-nonce-we-sent";
    };
    try {
      const { jar, callbackUrl } = await walk("nonce-victim");
      const back = await visit(jar, callbackUrl);
      expect(back.headers.get("location")).toBe("/auth?error=oidc_auth_failed");
      expect((await signedInUser(jar)).status).toBe(401);
      expect(await userBySubject("nonce-victim")).toBeUndefined();
    } finally {
      provider.tamperIdToken = undefined;
    }
  });

  it("a provider error (access denied) fails with oidc_auth_failed", async () => {
    const jar = new CookieJar();
    const start = await visit(jar, `${appOrigin}/api/auth/oidc`);
    const state = new URL(start.headers.get("location")!).searchParams.get("state")!;
    const back = await visit(jar, `${appOrigin}/api/auth/oidc/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(provider.issuer)}`);
    expect(back.headers.get("location")).toBe("/auth?error=oidc_auth_failed");
    expect((await signedInUser(jar)).status).toBe(401);
    // No session row is kept for the abandoned attempt.
    expect(jar.get("crewline.sid")).toBeUndefined();
    const sid = decodeURIComponent(start.headers.getSetCookie()[0].split(";")[0].split("=")[1]).slice(2).split(".")[0];
    expect(await t.database.db.select().from(sessions).where(eq(sessions.sid, sid))).toHaveLength(0);
  });

  it("never merges by e-mail: an address already registered by password is refused, not linked", async () => {
    const email = uniqueEmail("taken");
    await registerUser(t, email);
    provider.accounts.set("email-squatter", { email, given_name: "Eve", family_name: "Squat" });
    const { jar, callbackUrl } = await walk("email-squatter");
    const back = await visit(jar, callbackUrl);
    expect(back.headers.get("location")).toBe("/auth?error=oidc_auth_failed");
    expect(await userBySubject("email-squatter")).toBeUndefined();
    const regs = await t.database.db.select().from(userRegistrations).where(eq(userRegistrations.email, email));
    expect(regs).toHaveLength(1);
    expect(regs[0].userId).toBeNull();
  });

  it("a deactivated linked account is sent to the pending-approval message, without a session", async () => {
    await (async () => {
      const { jar, callbackUrl } = await walk("later-off");
      await visit(jar, callbackUrl);
    })();
    await approveOidcUser("later-off");
    const user = await userBySubject("later-off");
    const admin = await adminAgent(t.app);
    expect((await admin.patch(`/api/admin/users/${user.id}`).send({ action: "deactivate" })).status).toBe(200);
    const { jar, callbackUrl } = await walk("later-off");
    const back = await visit(jar, callbackUrl);
    expect(back.headers.get("location")).toBe("/auth?message=pending_approval");
    expect((await signedInUser(jar)).status).toBe(401);
    const rows = await t.database.db.select().from(sessions);
    expect(rows.every((r) => (r.sess as any)?.passport?.user?.id !== user.id)).toBe(true);
  });
});

describe("QUALITY 42: the provider must confirm the e-mail address", () => {
  it.each([
    ["false", false],
    ["left out", undefined],
    ["the string 'true'", "true"],
  ])("email_verified %s: oidc_auth_failed with the email_unverified message, no session, nothing stored", async (_label, flag) => {
    const subject = `unverified-${String(flag)}`;
    const email = uniqueEmail("ceo");
    provider.accounts.set(subject, { email, email_verified: flag, given_name: "Claire", family_name: "Ceo" });
    const { jar, callbackUrl } = await walk(subject);
    const back = await visit(jar, callbackUrl);
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/auth?error=oidc_auth_failed&message=email_unverified");
    expect((await signedInUser(jar)).status).toBe(401);
    expect(jar.get("crewline.sid")).toBeUndefined();
    expect(await userBySubject(subject)).toBeUndefined();
    expect(await t.database.db.select().from(userRegistrations).where(eq(userRegistrations.email, email))).toHaveLength(0);

    // The real owner of the address can still register it.
    await registerUser(t, email);
    expect(await t.database.db.select().from(userRegistrations).where(eq(userRegistrations.email, email))).toHaveLength(1);
  });

  it("an address the provider confirmed in the userinfo answer is accepted", async () => {
    provider.accounts.set("confirmed", { email: uniqueEmail("confirmed"), email_verified: true });
    const { jar, callbackUrl } = await walk("confirmed");
    expect((await visit(jar, callbackUrl)).headers.get("location")).toBe("/auth?message=pending_approval");
    expect(await userBySubject("confirmed")).toMatchObject({ isActive: false });
  });
});

describe("the admin lists say who signs in through the provider", () => {
  it("shows the provider's display name for OpenID registrations and users, null for password accounts", async () => {
    const { jar, callbackUrl } = await walk("listed-sso");
    await visit(jar, callbackUrl);
    const passwordEmail = uniqueEmail("listed-password");
    await registerUser(t, passwordEmail);
    const admin = await adminAgent(t.app);

    const registrations = (await admin.get("/api/admin/registrations")).body as { email: string; openIdProvider: string | null }[];
    expect(registrations.find((r) => r.email === "listed-sso@idp.example.test")?.openIdProvider).toBe("Test SSO");
    expect(registrations.find((r) => r.email === passwordEmail)?.openIdProvider).toBeNull();

    await approveOidcUser("listed-sso");
    const usersList = (await admin.get("/api/admin/users")).body as { email: string | null; username: string | null; openIdProvider: string | null }[];
    expect(usersList.find((u) => u.email === "listed-sso@idp.example.test")?.openIdProvider).toBe("Test SSO");
    expect(usersList.find((u) => u.username === "admin")?.openIdProvider).toBeNull();
  });
});

describe("an anonymous OpenID start keeps its session row only for the attempt", () => {
  const sidOf = (cookieValue: string) => decodeURIComponent(cookieValue).slice(2).split(".")[0];

  it("the row of an abandoned start expires within the 10-minute attempt window; a sign-in gets the usual 72 hours", async () => {
    await (async () => {
      const first = await walk("short-lived");
      await visit(first.jar, first.callbackUrl);
    })();
    await approveOidcUser("short-lived");

    const jar = new CookieJar();
    const startedAt = Date.now();
    const start = await visit(jar, `${appOrigin}/api/auth/oidc`);
    expect(start.status).toBe(302);
    const cookie = start.headers.getSetCookie().find((c) => c.startsWith("crewline.sid="))!;
    const cookieExpires = new Date(cookie.match(/Expires=([^;]+)/)![1]).getTime();
    expect(cookieExpires - startedAt).toBeLessThanOrEqual(10 * 60_000 + 1000);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.sid, sidOf(jar.get("crewline.sid")!)));
    const minutesLeft = (row.expire.getTime() - startedAt) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9);
    expect(minutesLeft).toBeLessThanOrEqual(10.1);

    const { callbackUrl } = await walkProviderLogin(jar, start.headers.get("location")!, appOrigin, "short-lived");
    expect((await visit(jar, callbackUrl)).headers.get("location")).toBe("/");
    const [signedIn] = await t.database.db.select().from(sessions).where(eq(sessions.sid, sidOf(jar.get("crewline.sid")!)));
    const hoursLeft = (signedIn.expire.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(71.9);
  });
});

describe("OpenID provider unreachable", () => {
  it("redirects to oidc_auth_failed instead of an error page", async () => {
    const down = await createTestApp({
      env: { OIDC_ISSUER_URL: "http://127.0.0.1:1/", OIDC_CLIENT_ID: "x", OIDC_CLIENT_SECRET: "y" },
    });
    try {
      const res = await request(down.app).get("/api/auth/oidc");
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe("/auth?error=oidc_auth_failed");
    } finally {
      await down.close();
    }
  });
});
