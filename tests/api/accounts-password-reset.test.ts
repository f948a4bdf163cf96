// "Forgot password?" through a real SMTP server: single-use, expiring, hashed links; the same answer for unknown
// addresses; every session ends; the owner is told after a reset and after a change on the Profile screen (QUALITY 44).
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetTokens, sessions, users } from "@shared/schema";
import { createMailer } from "../../server/lib/mailer";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { confirmEmail, uniqueEmail, VERIFICATION_LINK } from "../support/accounts";
import { startTestSmtp, type ReceivedMail, type TestSmtp } from "../support/smtp-server";

const PASSWORD = "Crew-Passw0rd";
const NEW_PASSWORD = "Brand-New-Passw0rd";
const INVALID_LINK = "This password reset link is invalid, has expired or has already been used. Please ask for a new one.";
const CHANGED_SUBJECT = "Your Crewline password was changed";

let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url },
    deps: {
      mailer: createMailer({ smtpUrl: smtp.url, from: "Crewline <no-reply@crewline.local>", outboxDir: "/nonexistent", logger: pino({ level: "silent" }) }),
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const RESET_LINK = /http:\/\/127\.0\.0\.1:5000\/auth\/reset-password\?token=([\w-]+)/;

/** Registered, verified through the mailed link (with the password) and approved: an active user. */
async function activeUser(email = uniqueEmail("reset")): Promise<{ email: string; id: number }> {
  await request(t.app).post("/api/auth/register").send({ email, password: PASSWORD, firstName: "Robin", lastName: "Roofer" });
  const mail = await smtp.waitForMail(email, (m) => VERIFICATION_LINK.test(m.text));
  expect((await confirmEmail(t, mail.text.match(VERIFICATION_LINK)![0], PASSWORD)).status).toBe(200);
  const admin = await adminAgent(t.app);
  const item = (await admin.get("/api/admin/registrations")).body.find((r: { email: string }) => r.email === email);
  expect((await admin.patch(`/api/admin/registrations/${item.id}`).send({ status: "approved" })).status).toBe(200);
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  return { email, id: user.id };
}

const mailsTo = (email: string, predicate: (m: ReceivedMail) => boolean = () => true) =>
  smtp.messages.filter((m) => m.to.includes(email) && predicate(m));

/** Asks for a link and returns the token from the newest reset mail. */
async function requestToken(email: string): Promise<string> {
  const before = mailsTo(email, (m) => RESET_LINK.test(m.text)).length;
  const res = await request(t.app).post("/api/auth/forgot-password").send({ email });
  expect(res.status).toBe(200);
  await expect.poll(() => mailsTo(email, (m) => RESET_LINK.test(m.text)).length).toBe(before + 1);
  return mailsTo(email, (m) => RESET_LINK.test(m.text)).at(-1)!.text.match(RESET_LINK)![1];
}

const reset = (token: string, password = NEW_PASSWORD) => request(t.app).post("/api/auth/reset-password").send({ token, password });
const signIn = (email: string, password: string) => request(t.app).post("/api/auth/login").send({ email, password });

describe("asking for a reset link", () => {
  it("an unknown address gets the same answer as a known one, and no mail", async () => {
    const { email } = await activeUser();
    const nobody = uniqueEmail("nobody");
    const unknown = await request(t.app).post("/api/auth/forgot-password").send({ email: nobody });
    const known = await request(t.app).post("/api/auth/forgot-password").send({ email });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toMatch(/If an account uses this address/);
    await smtp.waitForMail(email, (m) => RESET_LINK.test(m.text));
    expect(mailsTo(nobody)).toHaveLength(0);
  });

  it("stores only a SHA-256 of the token, valid for one hour", async () => {
    const { email, id } = await activeUser();
    const token = await requestToken(email);
    const rows = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(crypto.createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);
    const minutesValid = (rows[0].expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutesValid).toBeGreaterThan(59);
    expect(minutesValid).toBeLessThanOrEqual(60);
  });

  it("an account that signs in only through OpenID gets a mail that says so, with no link", async () => {
    const email = uniqueEmail("sso-only");
    await t.database.db.insert(users).values({ email, firstName: "Sam", oidcIssuer: "https://idp.example.test", oidcSubject: "sam", isActive: true });
    expect((await request(t.app).post("/api/auth/forgot-password").send({ email })).status).toBe(200);
    const mail = await smtp.waitForMail(email);
    expect(mail.text).toMatch(/has no Crewline password: you sign in with Single Sign-On/);
    expect(mail.text).not.toMatch(/reset-password\?token=/);
  });

  it("validates the body: a valid address, no other fields", async () => {
    const bad = await request(t.app).post("/api/auth/forgot-password").send({ email: "nope" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.email).toContain("Please enter a valid email address");
    expect((await request(t.app).post("/api/auth/forgot-password").send({ email: uniqueEmail(), userId: 1 })).status).toBe(400);
  });
});

describe("setting a new password with the link", () => {
  it("works once: the new password signs in, the old one and a second use of the link do not", async () => {
    const { email } = await activeUser();
    const token = await requestToken(email);
    const ok = await reset(token);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toMatch(/password has been changed/);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(email, PASSWORD)).status).toBe(401);

    const again = await reset(token, "Another-Passw0rd");
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID_LINK);
    expect((await signIn(email, "Another-Passw0rd")).status).toBe(401);
  });

  it("of three requests with one link at the same moment, exactly one sets the password", async () => {
    const { email } = await activeUser();
    const token = await requestToken(email);
    const results = await Promise.all(["Race-One-Passw0rd", "Race-Two-Passw0rd", "Race-Three-Passw0rd"].map((p) => reset(token, p)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    const winner = ["Race-One-Passw0rd", "Race-Two-Passw0rd", "Race-Three-Passw0rd"][results.findIndex((r) => r.status === 200)];
    expect((await signIn(email, winner)).status).toBe(200);
  });

  it("an expired link is refused and the password stays", async () => {
    const { email, id } = await activeUser();
    const token = await requestToken(email);
    await t.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.userId, id));
    const res = await reset(token);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.token).toContain(INVALID_LINK);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });

  it("a made-up token is refused", async () => {
    for (const token of ["x", crypto.randomBytes(32).toString("base64url"), "../../etc/passwd"]) {
      const res = await reset(token);
      expect(res.status, token).toBe(400);
      expect(res.body.message, token).toBe(INVALID_LINK);
    }
  });

  it("the new password follows the registration rules; a refused password leaves the link usable", async () => {
    const { email } = await activeUser();
    const token = await requestToken(email);
    const weak = await reset(token, "alllowercase1");
    expect(weak.status).toBe(400);
    expect(weak.body.fieldErrors.password).toContain("Password must contain at least one uppercase letter, one lowercase letter, and one number");
    expect((await reset(token, "Sh0rt")).body.fieldErrors.password).toContain("Password must be at least 8 characters long");
    expect((await request(t.app).post("/api/auth/reset-password").send({ token, password: NEW_PASSWORD, email })).status).toBe(400);
    expect((await reset(token)).status).toBe(200);
  });

  it("ends every session of the user and tells the owner by mail", async () => {
    const { email, id } = await activeUser();
    const phone = request.agent(t.app);
    expect((await phone.post("/api/auth/login").send({ email, password: PASSWORD })).status).toBe(200);
    const desk = request.agent(t.app);
    expect((await desk.post("/api/auth/login").send({ email, password: PASSWORD })).status).toBe(200);

    const token = await requestToken(email);
    // A second link asked for earlier must not outlive the reset.
    const older = await requestToken(email);
    expect((await reset(token)).status).toBe(200);

    expect((await phone.get("/api/auth/user")).status).toBe(401);
    expect((await desk.get("/api/auth/user")).status).toBe(401);
    const owner = sql`(${sessions.sess}::jsonb -> 'passport' -> 'user' ->> 'id')::int`;
    expect(await t.database.db.select().from(sessions).where(sql`${owner} = ${id}`)).toHaveLength(0);
    expect((await reset(older, "Older-Link-Passw0rd")).status).toBe(400);

    const notice = await smtp.waitForMail(email, (m) => m.subject === CHANGED_SUBJECT);
    expect(notice.text).toMatch(/every device that was signed in has been signed out/);
    expect(notice.text).toContain("http://127.0.0.1:5000/auth");
  });
});

describe("a change on the Profile screen", () => {
  it("also tells the owner by mail", async () => {
    const { email } = await activeUser();
    const agent = request.agent(t.app);
    await agent.post("/api/auth/login").send({ email, password: PASSWORD });
    expect(mailsTo(email, (m) => m.subject === CHANGED_SUBJECT)).toHaveLength(0);
    const res = await agent.post("/api/auth/change-password").send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD, email: "placeholder" });
    expect(res.status).toBe(200);
    const notice = await smtp.waitForMail(email, (m) => m.subject === CHANGED_SUBJECT);
    expect(notice.text).toMatch(/Forgot password\?/);
  });
});
