// Account fixtures through the real routes: register, confirm the e-mailed link with the password, have the admin
// approve, sign in.
import { eq } from "drizzle-orm";
import request from "supertest";
import type { AccountRole } from "@shared/domain/account-roles";
import { registrationAttempts, userRegistrations, users } from "@shared/schema";
import { adminAgent, type TestApp } from "./app";

export const USER_PASSWORD = "Crew-Passw0rd";

let counter = 0;
export function uniqueEmail(prefix = "worker"): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}@example.test`;
}

/** A verification link in a mail: the page's (/auth/verify-email?token=...), or the API's in a mail sent before it. */
export const VERIFICATION_LINK = /https?:\/\/\S+?\/auth\/verify-email\?token=[\w-]+/;

/** The verification link in the newest mail to `email` in the test app's in-memory mailbox. */
export async function verificationLinkFor(t: TestApp, email: string): Promise<string> {
  const mail = [...(await t.sentMails())].reverse().find((m) => m.to === email && VERIFICATION_LINK.test(m.text));
  if (!mail) throw new Error(`no verification mail for ${email}`);
  return mail.text.match(VERIFICATION_LINK)![0];
}

/** The token a link carries. */
/** Every verification link mailed to `email`, oldest first. */
export async function verificationLinksFor(t: TestApp, email: string): Promise<string[]> {
  return (await t.sentMails()).filter((m) => m.to === email).flatMap((m) => m.text.match(new RegExp(VERIFICATION_LINK, "g")) ?? []);
}

/** The address's registration row (undefined before any sign-up). */
export async function registrationOf(t: TestApp, email: string) {
  const [row] = await t.database.db.select().from(userRegistrations).where(eq(userRegistrations.email, email));
  return row;
}

/** The sign-up attempts stored for the address's registration. */
export async function attemptsOf(t: TestApp, email: string) {
  const row = await registrationOf(t, email);
  return t.database.db.select().from(registrationAttempts).where(eq(registrationAttempts.registrationId, row.id));
}

export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get("token");
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/** What the verification page sends: the link's token and the password the person typed. */
export function confirmEmail(t: TestApp, link: string, password: string) {
  return request(t.app).post("/api/auth/verify-email").send({ token: tokenOf(link), password });
}

/** Verifies `email` as its owner does: the newest mailed link, confirmed on its page with the password. */
export async function verifyRegistration(t: TestApp, email: string, password = USER_PASSWORD): Promise<void> {
  const verified = await confirmEmail(t, await verificationLinkFor(t, email), password);
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${JSON.stringify(verified.body)}`);
}

/** The token in the newest invitation mail to `email` in the test app's in-memory mailbox. */
export async function inviteTokenFor(t: TestApp, email: string): Promise<string> {
  const mail = [...(await t.sentMails())].reverse().find((m) => m.to === email && m.subject === "You are invited to Crewline");
  if (!mail) throw new Error(`no invitation mail to ${email}`);
  return mail.text.match(/\/auth\/accept-invite\?token=([\w-]+)/)![1];
}

/** The path and query of a link, to request it from the app under test. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export async function registerUser(t: TestApp, email: string, password = USER_PASSWORD) {
  const res = await request(t.app).post("/api/auth/register").send({ email, password, firstName: "Casey", lastName: "Builder" });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
}

export async function registrationIdOf(t: TestApp, email: string): Promise<number> {
  const [row] = await t.database.db.select().from(userRegistrations).where(eq(userRegistrations.email, email));
  return row.id;
}

/**
 * Registered, verified and approved: an active account, approved as Office (role user, chosen here: a bare approval
 * gives crew) unless `setup` says what the admin chose when approving (a role, a worker record). Returns the user's id.
 */
export async function createActiveUser(
  t: TestApp,
  email = uniqueEmail(),
  password = USER_PASSWORD,
  setup: { role?: AccountRole; workerId?: number } = {},
): Promise<number> {
  await registerUser(t, email, password);
  await verifyRegistration(t, email, password);
  const admin = await adminAgent(t.app);
  const res = await admin.patch(`/api/admin/registrations/${await registrationIdOf(t, email)}`).send({ status: "approved", role: "user", ...setup });
  if (res.status !== 200) throw new Error(`approve failed: ${res.status} ${JSON.stringify(res.body)}`);
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  return user.id;
}

/** A cookie-keeping client signed in through POST /api/auth/login. */
export async function userAgent(t: TestApp, email: string, password = USER_PASSWORD) {
  const agent = request.agent(t.app);
  const res = await agent.post("/api/auth/login").send({ email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}
