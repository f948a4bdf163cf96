// A verification link's page (QUALITY 46): opening a link changes nothing; the person types a password on the page,
// which verifies the address's newest attempt with that password, or, when none has it, makes it the password (the
// link proves the mailbox). Whoever registered the address first never gets in, whichever mail the owner opens.
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registrationAttempts } from "@shared/schema";
import { adminAgent, createTestApp, sessionCookie, type TestApp } from "../support/app";
import { attemptsOf, confirmEmail, pathOf, registrationOf, tokenOf, uniqueEmail, verificationLinksFor } from "../support/accounts";

const INVALID_LINK = "This verification link is invalid or has expired.";
const RULES = "Password must contain at least one uppercase letter, one lowercase letter, and one number";

let t: TestApp;
beforeAll(async () => {
  // Every test here registers from the one test client address, some of them an address four times: no mail limits.
  const never = { maxAttempts: 1_000_000, windowMs: 60_000 };
  t = await createTestApp({ deps: { rateLimits: { mailRequestsPerIp: never, mailRequestsPerAddress: never } } });
});
afterAll(async () => {
  await t.close();
});




const register = (email: string, password: string, firstName = "Pat", lastName = "Mason") =>
  request(t.app).post("/api/auth/register").send({ email, password, firstName, lastName });
const signIn = (email: string, password: string) => request(t.app).post("/api/auth/login").send({ email, password });

async function approve(email: string) {
  const admin = await adminAgent(t.app);
  const res = await admin.patch(`/api/admin/registrations/${(await registrationOf(t, email)).id}`).send({ status: "approved" });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe("QUALITY 46: opening a link changes nothing", () => {
  it("a bare GET of any link verifies nothing and sends the browser to the page, token and all", async () => {
    const email = uniqueEmail("opened");
    expect((await register(email, "Owner-Passw0rd1")).status).toBe(201);
    const [link] = await verificationLinksFor(t, email);
    const before = { registration: await registrationOf(t, email), attempts: await attemptsOf(t, email) };

    // A mail gateway's scanner, or a person who only opens the link, twice.
    for (let i = 0; i < 2; i++) {
      const open = await request(t.app).get(`/api/auth/verify-email?token=${tokenOf(link)}`);
      expect(open.status).toBe(302);
      expect(open.headers.location).toBe(`/auth/verify-email?token=${tokenOf(link)}`);
    }
    expect(await registrationOf(t, email)).toEqual(before.registration);
    expect(await attemptsOf(t, email)).toEqual(before.attempts);
    expect((await signIn(email, "Owner-Passw0rd1")).body.code).toBe("email_unverified");
  });

  it("new mails link to the page; a link mailed before it (/api/auth/verify-email) still works through the page", async () => {
    const email = uniqueEmail("old.link");
    await register(email, "Owner-Passw0rd1");
    const [link] = await verificationLinksFor(t, email);
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:5000\/auth\/verify-email\?token=[\w-]+$/);
    expect((await t.sentMails()).find((m) => m.to === email)!.text).toMatch(/type the password/);

    const oldLink = `http://127.0.0.1:5000/api/auth/verify-email?token=${tokenOf(link)}`;
    const open = await request(t.app).get(pathOf(oldLink));
    expect(open.headers.location).toBe(pathOf(link));
    const confirmed = await request(t.app).post("/api/auth/verify-email").send({ token: tokenOf(link), password: "Owner-Passw0rd1" });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toMatch(/verified/);
    expect(sessionCookie(confirmed)).toBeUndefined();
    expect(await registrationOf(t, email)).toMatchObject({ emailVerified: true, status: "pending" });
  });

  it("a link without a well-formed token goes to the sign-in screen's invalid-link message", async () => {
    for (const url of ["/api/auth/verify-email", "/api/auth/verify-email?token[]=x", "/api/auth/verify-email?token=short", "/api/auth/verify-email?token=%3Cscript%3E0123456789abcdefghij"]) {
      const res = await request(t.app).get(url);
      expect(res.status, url).toBe(302);
      expect(res.headers.location, url).toBe("/auth?error=invalid_token");
    }
  });
});

describe("QUALITY 46: only the mailbox holder chooses the password", () => {
  it("the attacker registers first, the owner opens the attacker's mail and types their own password: only the owner gets in", async () => {
    const email = uniqueEmail("new.hire");
    expect((await register(email, "Attacker-Passw0rd", "Mal", "Lory")).status).toBe(201);
    expect((await register(email, "Owner-Passw0rd1", "Nina", "Hire")).status).toBe(201);
    const [attackersLink, ownersLink] = await verificationLinksFor(t, email);
    expect(ownersLink).toBeDefined();

    // The owner's mail gateway scans both links first; then the owner opens the first mail in the inbox.
    for (const link of [attackersLink, ownersLink]) await request(t.app).get(pathOf(link));
    expect((await registrationOf(t, email)).emailVerified).toBe(false);
    const confirmed = await confirmEmail(t, attackersLink, "Owner-Passw0rd1");
    expect(confirmed.status).toBe(200);
    // The owner's own attempt is the one verified: their names, their password.
    expect(await registrationOf(t, email)).toMatchObject({ emailVerified: true, firstName: "Nina", lastName: "Hire" });
    expect(await attemptsOf(t, email)).toHaveLength(0);

    await approve(email);
    const stolen = await signIn(email, "Attacker-Passw0rd");
    expect(stolen.status).toBe(401);
    expect(sessionCookie(stolen)).toBeUndefined();
    const own = request.agent(t.app);
    expect((await own.post("/api/auth/login").send({ email, password: "Owner-Passw0rd1" })).status).toBe(200);
    expect((await own.get("/api/auth/user")).body).toMatchObject({ email, firstName: "Nina", lastName: "Hire", isActive: true });
  });

  it("the typed password picks its own attempt, whichever of the address's links is opened", async () => {
    const email = uniqueEmail("both");
    await register(email, "First-Passw0rd", "Ann", "First");
    await register(email, "Second-Passw0rd", "Bob", "Second");
    const [, secondLink] = await verificationLinksFor(t, email);
    expect((await confirmEmail(t, secondLink, "First-Passw0rd")).status).toBe(200);
    expect(await registrationOf(t, email)).toMatchObject({ emailVerified: true, firstName: "Ann", lastName: "First" });
    await approve(email);
    expect((await signIn(email, "First-Passw0rd")).status).toBe(200);
    expect((await signIn(email, "Second-Passw0rd")).status).toBe(401);
  });

  it("of two attempts with the same password the newest is verified", async () => {
    const email = uniqueEmail("same");
    await register(email, "Same-Passw0rd", "Old", "Name");
    await register(email, "Same-Passw0rd", "New", "Name");
    expect((await confirmEmail(t, (await verificationLinksFor(t, email))[0], "Same-Passw0rd")).status).toBe(200);
    expect((await registrationOf(t, email)).firstName).toBe("New");
  });

  it("when no attempt has the typed password, it becomes the password (registration rules), with the link's names", async () => {
    const email = uniqueEmail("no.match");
    await register(email, "Stranger-Passw0rd", "Sam", "Stranger");
    await register(email, "Forgotten-Passw0rd", "Owen", "Owner");
    const [firstLink] = await verificationLinksFor(t, email);

    // A password that fails the registration rules is refused with their messages, and nothing changes.
    for (const [password, message] of [
      ["Sh0rt", "Password must be at least 8 characters long"],
      ["alllowercase1", RULES],
    ]) {
      const refused = await confirmEmail(t, firstLink, password);
      expect(refused.status, password).toBe(400);
      expect(refused.body.fieldErrors.password).toContain(message);
    }
    expect((await registrationOf(t, email)).emailVerified).toBe(false);
    expect(await attemptsOf(t, email)).toHaveLength(2);

    const confirmed = await confirmEmail(t, firstLink, "Chosen-Passw0rd");
    expect(confirmed.status).toBe(200);
    expect(await registrationOf(t, email)).toMatchObject({ emailVerified: true, firstName: "Sam", lastName: "Stranger" });
    expect(await attemptsOf(t, email)).toHaveLength(0);
    await approve(email);
    expect((await signIn(email, "Chosen-Passw0rd")).status).toBe(200);
    for (const password of ["Stranger-Passw0rd", "Forgotten-Passw0rd"]) expect((await signIn(email, password)).status).toBe(401);
  });

  it("a made-up, used or expired link is refused with a clear message and changes nothing", async () => {
    const madeUp = await request(t.app).post("/api/auth/verify-email").send({ token: "abcdefghijklmnopqrstuvwxyz012345", password: "Owner-Passw0rd1" });
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.message).toBe(INVALID_LINK);
    expect(madeUp.body.fieldErrors.token).toEqual([INVALID_LINK]);
    expect((await request(t.app).post("/api/auth/verify-email").send({ token: "x", password: "Owner-Passw0rd1" })).body.message).toBe(INVALID_LINK);
    expect((await request(t.app).post("/api/auth/verify-email").send({ password: "Owner-Passw0rd1" })).status).toBe(400);
    expect((await request(t.app).post("/api/auth/verify-email").send({ token: "abcdefghijklmnopqrstuvwxyz012345", password: "Owner-Passw0rd1", emailVerified: true })).status).toBe(400);

    const expired = uniqueEmail("expired");
    await register(expired, "Owner-Passw0rd1");
    await t.database.db
      .update(registrationAttempts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrationAttempts.registrationId, (await registrationOf(t, expired)).id));
    const late = await confirmEmail(t, (await verificationLinksFor(t, expired))[0], "Owner-Passw0rd1");
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(INVALID_LINK);
    expect((await registrationOf(t, expired)).emailVerified).toBe(false);

    const used = uniqueEmail("used");
    await register(used, "Owner-Passw0rd1");
    await register(used, "Other-Passw0rd1", "Otto", "Other");
    const [first, second] = await verificationLinksFor(t, used);
    expect((await confirmEmail(t, first, "Owner-Passw0rd1")).status).toBe(200);
    for (const link of [first, second]) {
      const again = await confirmEmail(t, link, "Other-Passw0rd1");
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(INVALID_LINK);
    }
    expect((await registrationOf(t, used)).firstName).toBe("Pat");
  });

  it("of links confirmed at the same time exactly one verifies the address", async () => {
    const email = uniqueEmail("race");
    await register(email, "First-Passw0rd", "Ann", "First");
    await register(email, "Second-Passw0rd", "Bob", "Second");
    const links = await verificationLinksFor(t, email);
    const results = await Promise.all([
      confirmEmail(t, links[0], "First-Passw0rd"),
      confirmEmail(t, links[1], "Second-Passw0rd"),
      confirmEmail(t, links[1], "Second-Passw0rd"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    const winner = results.findIndex((r) => r.status === 200) === 0 ? "Ann" : "Bob";
    expect(await registrationOf(t, email)).toMatchObject({ emailVerified: true, firstName: winner });
    expect(await attemptsOf(t, email)).toHaveLength(0);
  });

  it("an address keeps its newest 3 attempts: a 4th sign-up drops the oldest, whose link then fails", async () => {
    const email = uniqueEmail("four");
    for (const name of ["One", "Two", "Three", "Four"]) await register(email, `${name}-Passw0rd`, name, "Try");
    const attempts = await attemptsOf(t, email);
    expect(attempts.map((a) => a.firstName).sort()).toEqual(["Four", "Three", "Two"]);
    const links = await verificationLinksFor(t, email);
    expect(links).toHaveLength(4);
    expect((await confirmEmail(t, links[0], "One-Passw0rd")).status).toBe(400);
    expect((await confirmEmail(t, links[3], "Two-Passw0rd")).status).toBe(200);
    expect((await registrationOf(t, email)).firstName).toBe("Two");
  });
});
