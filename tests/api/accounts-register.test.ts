// Registration, e-mail verification, admin approval and e-mail sign-in (SPEC 2, 4, 5, 7, 8; QUALITY 1, 2, 4, 14, 35).
// What a verification link's page accepts is tested in accounts-verify-email.test.ts.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registrationAttempts, sessions, userRegistrations, users } from "@shared/schema";
import { createMailer } from "../../server/lib/mailer";
import { adminAgent, createTestApp, sessionCookie, type TestApp } from "../support/app";
import {
  USER_PASSWORD,
  VERIFICATION_LINK,
  attemptsOf,
  confirmEmail,
  createActiveUser,
  registerUser,
  registrationIdOf,
  registrationOf,
  uniqueEmail,
  userAgent,
  verificationLinkFor,
  verificationLinksFor,
  verifyRegistration,
} from "../support/accounts";
import { startTestSmtp, type TestSmtp } from "../support/smtp-server";

let t: TestApp;
beforeAll(async () => {
  // Every test here registers from the one test client address; the per-address limit is left as it is.
  t = await createTestApp({ deps: { rateLimits: { mailRequestsPerIp: { maxAttempts: 1_000_000, windowMs: 60_000 } } } });
});
afterAll(async () => {
  await t.close();
});

const valid = () => ({ email: uniqueEmail(), password: "Str0ngPass", firstName: "Pat", lastName: "Mason" });




describe("QUALITY 4: registration rules and password storage", () => {
  it.each([
    [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ password: "Sh0rt" }, "password", "Password must be at least 8 characters long"],
    [{ password: "alllowercase1" }, "password", "Password must contain at least one uppercase letter, one lowercase letter, and one number"],
    [{ password: "NoDigitsHere" }, "password", "Password must contain at least one uppercase letter, one lowercase letter, and one number"],
    [{ firstName: "  " }, "firstName", "First name is required"],
    [{ lastName: "" }, "lastName", "Last name is required"],
  ])("refuses %j with the spec's message", async (change, field, message) => {
    const body = { ...valid(), ...change };
    const res = await request(t.app).post("/api/auth/register").send(body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toContain(message);
    expect(await registrationOf(t, body.email)).toBeUndefined();
  });

  it("refuses a password over 72 bytes (bcrypt would ignore the rest) with a clear message", async () => {
    const body = { ...valid(), password: "Aa1" + "é".repeat(35) }; // 3 + 70 bytes
    const res = await request(t.app).post("/api/auth/register").send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/at most 72 bytes/);
    const exactly72 = { ...valid(), password: "Aa1" + "x".repeat(69) };
    expect((await request(t.app).post("/api/auth/register").send(exactly72)).status).toBe(201);
  });

  it("hashes with bcrypt cost 12 by default", async () => {
    const prod = await createTestApp({ deps: { bcryptCost: undefined } });
    try {
      const body = valid();
      expect((await request(prod.app).post("/api/auth/register").send(body)).status).toBe(201);
      const [row] = await prod.database.db
        .select({ passwordHash: registrationAttempts.passwordHash })
        .from(registrationAttempts)
        .innerJoin(userRegistrations, eq(userRegistrations.id, registrationAttempts.registrationId))
        .where(eq(userRegistrations.email, body.email));
      expect(row.passwordHash).toMatch(/^\$2[aby]\$12\$/);
    } finally {
      await prod.close();
    }
  });
});

describe("QUALITY 14: mass assignment and secrets", () => {
  it.each(["role", "isActive", "id", "createdAt", "passwordHash", "status", "emailVerified", "approvedBy"])(
    "refuses a registration body that sets %s",
    async (field) => {
      const body = { ...valid(), [field]: field === "isActive" || field === "emailVerified" ? true : "admin" };
      const res = await request(t.app).post("/api/auth/register").send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Unknown field/);
      expect(await registrationOf(t, body.email)).toBeUndefined();
    },
  );

  it("never answers with a password hash or a verification token", async () => {
    const email = uniqueEmail();
    await createActiveUser(t, email);
    const agent = await userAgent(t, email);
    const admin = await adminAgent(t.app);
    const texts = [
      JSON.stringify((await request(t.app).post("/api/auth/register").send(valid())).body),
      JSON.stringify((await agent.get("/api/auth/user")).body),
      JSON.stringify((await admin.get("/api/admin/registrations")).body),
      JSON.stringify((await admin.get("/api/admin/users")).body),
      JSON.stringify((await request(t.app).post("/api/auth/login").send({ email, password: USER_PASSWORD })).body),
    ];
    for (const text of texts) expect(text).not.toMatch(/passwordHash|\$2[aby]\$|verificationToken|sessionVersion|oidcSubject/);
  });
});

describe("register and verify", () => {
  it("stores a pending, unverified registration and mails a single-use link; only a SHA-256 of the token is kept", async () => {
    const body = valid();
    const res = await request(t.app).post("/api/auth/register").send(body);
    expect(res.status).toBe(201);
    const row = await registrationOf(t, body.email);
    expect(row).toMatchObject({ status: "pending", emailVerified: false, firstName: "Pat", lastName: "Mason", passwordHash: null });
    const link = await verificationLinkFor(t, body.email);
    expect(link.startsWith("http://127.0.0.1:5000/auth/verify-email?token=")).toBe(true);
    const token = new URL(link).searchParams.get("token")!;
    const [attempt] = await attemptsOf(t, body.email);
    expect(attempt.tokenHash).toBe(crypto.createHash("sha256").update(token).digest("hex"));
    expect(attempt.passwordHash).toMatch(/^\$2[aby]\$/);
    const hoursValid = (attempt.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hoursValid).toBeGreaterThan(23.9);
    expect(hoursValid).toBeLessThanOrEqual(24);

    const confirmed = await confirmEmail(t, link, body.password);
    expect(confirmed.status).toBe(200);
    expect(await registrationOf(t, body.email)).toMatchObject({ emailVerified: true, status: "pending", passwordHash: attempt.passwordHash });
    expect(await attemptsOf(t, body.email)).toHaveLength(0);

    const again = await confirmEmail(t, link, body.password);
    expect(again.status).toBe(400);
  });

  it("answers a known address exactly like a new one and mails a notice instead of a link (no enumeration)", async () => {
    const userEmail = uniqueEmail("known");
    await createActiveUser(t, userEmail);
    const fresh = await request(t.app).post("/api/auth/register").send({ ...valid() });
    const mailsBefore = (await t.sentMails()).length;
    const repeat = await request(t.app).post("/api/auth/register").send({ ...valid(), email: userEmail });
    expect(repeat.status).toBe(fresh.status);
    expect(repeat.body).toEqual(fresh.body);
    const notice = (await t.sentMails()).slice(mailsBefore).find((m) => m.to === userEmail)!;
    expect(notice.subject).toMatch(/tried to register/);
    expect(notice.text).toMatch(/already exists/);
    expect(notice.text).not.toMatch(VERIFICATION_LINK);
  });

  it("QUALITY 35: each sign-up of an unverified address keeps its own password and names until its own link is opened", async () => {
    const email = uniqueEmail("twice");
    const first = await request(t.app).post("/api/auth/register").send({ email, password: "First-Passw0rd", firstName: "Mallory", lastName: "First" });
    const second = await request(t.app).post("/api/auth/register").send({ email, password: "Second-Passw0rd", firstName: "Pat", lastName: "Second" });
    // The same answer for a repeat as for a first sign-up (no enumeration).
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    const [firstLink, secondLink] = await verificationLinksFor(t, email);
    expect(secondLink).toBeDefined();
    expect(secondLink).not.toBe(firstLink);
    expect(await attemptsOf(t, email)).toHaveLength(2);

    // Before verification the newest sign-up's password gets the "verify first" answer; the older one is wrong.
    const newest = await request(t.app).post("/api/auth/login").send({ email, password: "Second-Passw0rd" });
    expect(newest.status).toBe(403);
    expect(newest.body.message).toBe("Please verify your email address first. Check your inbox for the verification link.");
    expect((await request(t.app).post("/api/auth/login").send({ email, password: "First-Passw0rd" })).status).toBe(401);

    // Confirming the first link with the first sign-up's password activates that password and names; the second link
    // is dead afterwards.
    expect((await confirmEmail(t, firstLink, "First-Passw0rd")).status).toBe(200);
    expect(await registrationOf(t, email)).toMatchObject({ emailVerified: true, firstName: "Mallory", lastName: "First" });
    expect((await confirmEmail(t, secondLink, "Second-Passw0rd")).status).toBe(400);
    expect(await attemptsOf(t, email)).toHaveLength(0);
    expect((await request(t.app).post("/api/auth/login").send({ email, password: "First-Passw0rd" })).body.code).toBe("approval_pending");
    expect((await request(t.app).post("/api/auth/login").send({ email, password: "Second-Passw0rd" })).status).toBe(401);

    // Once verified, a further sign-up changes nothing and mails a notice, not a link.
    const mailsBefore = (await t.sentMails()).length;
    await request(t.app).post("/api/auth/register").send({ email, password: "Third-Passw0rd", firstName: "Eve", lastName: "Late" });
    expect((await t.sentMails()).slice(mailsBefore).map((m) => m.subject)).toEqual(["Someone tried to register with your email address"]);
    expect(await attemptsOf(t, email)).toHaveLength(0);
    expect((await registrationOf(t, email)).firstName).toBe("Mallory");
  });

  it("refuses a form-encoded body with 415 (QUALITY 16)", async () => {
    const res = await request(t.app)
      .post("/api/auth/register")
      .set("Content-Type", "application/x-www-form-urlencoded")
      .send("email=a%40b.test&password=Str0ngPass&firstName=A&lastName=B");
    expect(res.status).toBe(415);
  });
});

describe("QUALITY 1 and 2: e-mail sign-in answers", () => {
  it("unknown e-mail, wrong password and wrong password on an inactive account answer alike, without a session", async () => {
    const active = uniqueEmail();
    await createActiveUser(t, active);
    const inactive = uniqueEmail();
    await registerUser(t, inactive);
    const answers = [
      await request(t.app).post("/api/auth/login").send({ email: uniqueEmail("nobody"), password: "Wr0ngPassword" }),
      await request(t.app).post("/api/auth/login").send({ email: active, password: "Wr0ngPassword" }),
      await request(t.app).post("/api/auth/login").send({ email: inactive, password: "Wr0ngPassword" }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe("Invalid email or password");
      expect(res.body.code).toBe(answers[0].body.code);
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it("says which step is missing, only after the right password, and creates no session", async () => {
    const email = uniqueEmail();
    await registerUser(t, email);
    const countSessions = async () => (await t.database.db.select().from(sessions)).length;
    const before = await countSessions();

    const unverified = await request(t.app).post("/api/auth/login").send({ email, password: USER_PASSWORD });
    expect(unverified.status).toBe(403);
    expect(unverified.body.message).toBe("Please verify your email address first. Check your inbox for the verification link.");
    expect(sessionCookie(unverified)).toBeUndefined();

    await verifyRegistration(t, email);
    const pending = await request(t.app).post("/api/auth/login").send({ email, password: USER_PASSWORD });
    expect(pending.status).toBe(403);
    expect(pending.body.code).toBe("approval_pending");
    expect(pending.body.message).toMatch(/waiting for an administrator's approval/);
    expect(sessionCookie(pending)).toBeUndefined();

    const admin = await adminAgent(t.app);
    await admin.patch(`/api/admin/registrations/${await registrationIdOf(t, email)}`).send({ status: "rejected" });
    const rejected = await request(t.app).post("/api/auth/login").send({ email, password: USER_PASSWORD });
    expect(rejected.status).toBe(403);
    expect(rejected.body.message).toMatch(/not approved/);
    expect(await countSessions()).toBe(before + 1); // only the admin's
  });

  it("a deactivated user with the right password gets 403 and no session", async () => {
    const email = uniqueEmail();
    const id = await createActiveUser(t, email);
    const admin = await adminAgent(t.app);
    await admin.patch(`/api/admin/users/${id}`).send({ action: "deactivate" });
    const res = await request(t.app).post("/api/auth/login").send({ email, password: USER_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/deactivated/);
    expect(sessionCookie(res)).toBeUndefined();
  });

  it("validates the login body with the spec's messages", async () => {
    const res = await request(t.app).post("/api/auth/login").send({ email: "nope", password: "" });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.email).toContain("Please enter a valid email address");
    expect(res.body.fieldErrors.password).toContain("Password is required");
  });
});

describe("admin review of registrations", () => {
  it("lists registrations newest first with only the public fields", async () => {
    const older = valid();
    const newer = valid();
    await request(t.app).post("/api/auth/register").send(older);
    await request(t.app).post("/api/auth/register").send(newer);
    const admin = await adminAgent(t.app);
    const res = await admin.get("/api/admin/registrations");
    expect(res.status).toBe(200);
    const emails = res.body.map((r: { email: string }) => r.email);
    expect(emails.indexOf(newer.email)).toBeLessThan(emails.indexOf(older.email));
    expect(Object.keys(res.body[0]).sort()).toEqual(["createdAt", "email", "emailVerified", "firstName", "id", "lastName", "openIdProvider", "status"]);
    expect(res.body[0].openIdProvider).toBeNull();
  });

  it("refuses to approve an unverified registration with 409", async () => {
    const email = uniqueEmail();
    await registerUser(t, email);
    const admin = await adminAgent(t.app);
    const res = await admin.patch(`/api/admin/registrations/${await registrationIdOf(t, email)}`).send({ status: "approved" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("The applicant has not verified their email address yet");
    expect((await registrationOf(t, email)).status).toBe("pending");
  });

  it("approving with the bare body creates the active user (role crew, no worker record) once; a second decision is a 409", async () => {
    const email = uniqueEmail();
    await registerUser(t, email);
    await verifyRegistration(t, email);
    const admin = await adminAgent(t.app);
    const id = await registrationIdOf(t, email);
    const ok = await admin.patch(`/api/admin/registrations/${id}`).send({ status: "approved" });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id, status: "approved", email });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ isActive: true, role: "crew", workerId: null, firstName: "Casey", lastName: "Builder" });
    expect((await registrationOf(t, email)).userId).toBe(user.id);
    const granted = (await t.sentMails()).find((m) => m.to === email && /access has been granted/.test(m.subject))!;
    expect(granted.text).toContain("http://127.0.0.1:5000/auth");

    const again = await admin.patch(`/api/admin/registrations/${id}`).send({ status: "rejected" });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already been approved/);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("of concurrent approvals exactly one succeeds and one user exists", async () => {
    const email = uniqueEmail();
    await registerUser(t, email);
    await verifyRegistration(t, email);
    const admin = await adminAgent(t.app);
    const id = await registrationIdOf(t, email);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => admin.patch(`/api/admin/registrations/${id}`).send({ status: "approved" })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("approving when an account already holds the address is a 409 that leaves the registration pending", async () => {
    const email = uniqueEmail();
    await registerUser(t, email);
    await verifyRegistration(t, email);
    // Another account took the address after the sign-up (e.g. an OpenID sign-in): the users.email index refuses a second one.
    await t.database.db.insert(users).values({ email, firstName: "Other", lastName: "Owner", role: "user", isActive: true });
    const admin = await adminAgent(t.app);
    const res = await admin.patch(`/api/admin/registrations/${await registrationIdOf(t, email)}`).send({ status: "approved" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("A user account with this email address already exists");
    expect(await registrationOf(t, email)).toMatchObject({ status: "pending", reviewedBy: null, userId: null });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("rejecting mails the applicant; unknown ids are 404 and bad bodies 400", async () => {
    const email = uniqueEmail();
    await registerUser(t, email);
    await verifyRegistration(t, email);
    const admin = await adminAgent(t.app);
    const id = await registrationIdOf(t, email);
    expect((await admin.patch(`/api/admin/registrations/${id}`).send({ status: "pending" })).status).toBe(400);
    expect((await admin.patch(`/api/admin/registrations/${id}`).send({ status: "approved", isActive: true })).status).toBe(400);
    expect((await admin.patch(`/api/admin/registrations/999999`).send({ status: "rejected" })).status).toBe(404);
    expect((await admin.patch(`/api/admin/registrations/abc`).send({ status: "rejected" })).status).toBe(400);
    const res = await admin.patch(`/api/admin/registrations/${id}`).send({ status: "rejected" });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("rejected");
    expect((await t.sentMails()).some((m) => m.to === email && /not approved/.test(m.subject))).toBe(true);
  });
});

describe("mail without SMTP_URL", () => {
  it("writes each message as an .eml file in the outbox and logs it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crewline-outbox-"));
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    const mailer = createMailer({ from: "Crewline <no-reply@crewline.local>", outboxDir: dir, logger });
    await mailer.send({ to: "pat@example.test", subject: "Hello", text: "Open http://x.test/a?token=abc" });
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(dir, files[0]), "utf8");
    expect(eml).toMatch(/^To: pat@example.test$/m);
    expect(eml).toMatch(/^Subject: Hello$/m);
    expect(lines.join("")).toMatch(/outbox/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("the whole journey through a real SMTP server", () => {
  let smtp: TestSmtp;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await createTestApp({
      env: { SMTP_URL: smtp.url, APP_URL: "http://127.0.0.1:5000" },
      deps: { mailer: createMailer({ smtpUrl: smtp.url, from: "Crewline <no-reply@crewline.local>", outboxDir: "/nonexistent", logger: pino({ level: "silent" }) }) },
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it("QUALITY 35: an attacker registers the new hire's address first; the owner verifies their own sign-up, and only the owner's password works", async () => {
    const email = uniqueEmail("new.hire");
    const attacker = await request(app.app).post("/api/auth/register").send({ email, password: "Attacker-Passw0rd", firstName: "Mal", lastName: "Lory" });
    expect(attacker.status).toBe(201);
    const owner = await request(app.app).post("/api/auth/register").send({ email, password: "Owner-Passw0rd1", firstName: "Nina", lastName: "Hire" });
    expect(owner.status).toBe(201);
    expect(owner.body).toEqual(attacker.body);

    // The owner reads their mailbox: the newest verification mail is the one their own sign-up sent.
    const verificationMails = () => smtp.messages.filter((m) => m.to.includes(email) && VERIFICATION_LINK.test(m.text));
    await expect.poll(() => verificationMails().length).toBe(2);
    const mail = verificationMails()[1];
    expect(mail.text).toMatch(/^Hello Nina,/);
    const link = mail.text.match(/http:\/\/127\.0\.0\.1:5000\/auth\/verify-email\?token=[\w-]+/)![0];
    expect((await confirmEmail(app, link, "Owner-Passw0rd1")).status).toBe(200);

    const admin = await adminAgent(app.app);
    const item = (await admin.get("/api/admin/registrations")).body.find((r: { email: string }) => r.email === email);
    expect(item).toMatchObject({ emailVerified: true, firstName: "Nina", lastName: "Hire" });
    expect((await admin.patch(`/api/admin/registrations/${item.id}`).send({ status: "approved" })).status).toBe(200);

    const stolen = await request(app.app).post("/api/auth/login").send({ email, password: "Attacker-Passw0rd" });
    expect(stolen.status).toBe(401);
    expect(sessionCookie(stolen)).toBeUndefined();
    const own = request.agent(app.app);
    expect((await own.post("/api/auth/login").send({ email, password: "Owner-Passw0rd1" })).status).toBe(200);
    expect((await own.get("/api/auth/user")).body).toMatchObject({ email, firstName: "Nina", lastName: "Hire", isActive: true });
  });

  it("register, read the link from the received mail, open it, admin approves, the person signs in", async () => {
    const email = uniqueEmail("journey");
    const reg = await request(app.app).post("/api/auth/register").send({ email, password: "Journey-Passw0rd", firstName: "Jo", lastName: "Carpenter" });
    expect(reg.status).toBe(201);
    const mail = await smtp.waitForMail(email, (m) => /Verify your email/.test(m.subject));
    const link = mail.text.match(/http:\/\/127\.0\.0\.1:5000\/auth\/verify-email\?token=[\w-]+/)![0];
    expect((await confirmEmail(app, link, "Journey-Passw0rd")).status).toBe(200);

    const admin = await adminAgent(app.app);
    const list = await admin.get("/api/admin/registrations");
    const item = list.body.find((r: { email: string }) => r.email === email);
    expect(item).toMatchObject({ status: "pending", emailVerified: true, firstName: "Jo" });
    expect((await admin.patch(`/api/admin/registrations/${item.id}`).send({ status: "approved" })).status).toBe(200);
    const granted = await smtp.waitForMail(email, (m) => /access has been granted/.test(m.subject));
    expect(granted.text).toContain("http://127.0.0.1:5000/auth");

    const person = request.agent(app.app);
    const login = await person.post("/api/auth/login").send({ email, password: "Journey-Passw0rd" });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ email, role: "crew", isActive: true });
    expect((await person.get("/api/auth/user")).body.email).toBe(email);
  });
});
