// QUALITY 48 (and 37): wrong current passwords on change-password are counted like sign-in failures (the account's
// sign-in rule: 10 in 15 minutes, counted in the database before the comparison) on the account's own counter, so a
// signed-in guesser pauses change-password only, never the owner's sign-in.
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { rateLimitCounters } from "@shared/schema";
import { createTestApp, type TestApp } from "../support/app";
import { USER_PASSWORD, createActiveUser, uniqueEmail, userAgent } from "../support/accounts";

const MINUTE = 60_000;
const PAUSED = "Too many wrong current passwords. Please wait 15 minutes and try again.";
let apps: TestApp[] = [];
afterEach(async () => {
  // Second apps on a shared database first: the owner's close() ends the database.
  for (const a of apps.reverse()) await a.close();
  apps = [];
});

async function appWithClock() {
  let now = Date.now();
  const t = await createTestApp({ env: { TRUST_PROXY: "1" }, deps: { now: () => new Date(now) } });
  apps.push(t);
  return { t, advance: (ms: number) => (now += ms) };
}

type Agent = Awaited<ReturnType<typeof userAgent>>;
const changePassword = (agent: Agent, currentPassword: string, newPassword = "Brand-new-secret") =>
  agent.post("/api/auth/change-password").send({ currentPassword, newPassword });
const emailLogin = (t: TestApp, ip: string, email: string, password: string) =>
  request(t.app).post("/api/auth/login").set("X-Forwarded-For", ip).send({ email, password });

async function changePasswordCounters(t: TestApp) {
  return t.database.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.scope, "change-password:account"));
}

async function signedInUser(t: TestApp) {
  const email = uniqueEmail();
  await createActiveUser(t, email);
  return { email, agent: await userAgent(t, email) };
}

describe("QUALITY 48: change-password counts wrong current passwords like sign-in failures", () => {
  it("after 10 wrong current passwords, change-password gets 429 with Retry-After even with the right one, until the 15 minutes end", async () => {
    const { t, advance } = await appWithClock();
    const { email, agent } = await signedInUser(t);
    for (let i = 0; i < 10; i++) {
      const wrong = await changePassword(agent, `Wrong-guess-${i}`);
      expect(wrong.status).toBe(400);
      expect(wrong.body.fieldErrors.currentPassword).toEqual(["Current password is incorrect"]);
    }
    const paused = await changePassword(agent, USER_PASSWORD);
    expect(paused.status).toBe(429);
    expect(paused.body).toMatchObject({ code: "rate_limited", message: PAUSED });
    expect(Number(paused.headers["retry-after"])).toBeGreaterThan(14 * 60);
    expect(Number(paused.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
    // Refused before any comparison: the refusals are not counted on, the password is unchanged.
    expect((await changePassword(agent, "Wrong-again")).status).toBe(429);
    expect((await changePasswordCounters(t)).map((c) => c.attempts)).toEqual([10]);

    // The guesses were made in a session of the account: they pause change-password, not the owner's sign-in, even
    // from a browser that never signed in to it.
    expect((await emailLogin(t, "10.48.0.1", email, USER_PASSWORD)).status).toBe(200);

    advance(15 * MINUTE + 1000);
    expect((await changePassword(agent, USER_PASSWORD)).status).toBe(200);
    expect((await emailLogin(t, "10.48.0.2", email, "Brand-new-secret")).status).toBe(200);
  });

  it("counts each guess before comparing it: 15 wrong guesses at once get ten 400s and five 429s", async () => {
    const { t } = await appWithClock();
    const { agent } = await signedInUser(t);
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => changePassword(agent, `Parallel-guess-${i}`)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(10).fill(400), ...Array(5).fill(429)]);
  });

  it("the count is the account's own: another account changes its password, and a right password before the limit forgets the count", async () => {
    const { t } = await appWithClock();
    const guessed = await signedInUser(t);
    const other = await signedInUser(t);
    for (let i = 0; i < 10; i++) expect((await changePassword(guessed.agent, `Wrong-guess-${i}`)).status).toBe(400);
    expect((await changePassword(guessed.agent, USER_PASSWORD)).status).toBe(429);

    for (let i = 0; i < 9; i++) expect((await changePassword(other.agent, `Typo-${i}`)).status).toBe(400);
    expect((await changePassword(other.agent, USER_PASSWORD)).status).toBe(200);
    // Only the paused account's counter is left.
    expect((await changePasswordCounters(t)).map((c) => c.attempts)).toEqual([10]);
  });

  it("the count lives in the database: a second server process refuses too (QUALITY 37)", async () => {
    const { t } = await appWithClock();
    const second = await createTestApp({ database: t.database });
    apps.push(second);
    const { email } = await signedInUser(t);
    const here = await userAgent(t, email);
    const there = request.agent(second.app);
    expect((await there.post("/api/auth/login").send({ email, password: USER_PASSWORD })).status).toBe(200);

    for (let i = 0; i < 5; i++) expect((await changePassword(here, `Wrong-guess-${i}`)).status).toBe(400);
    for (let i = 5; i < 10; i++) expect((await changePassword(there, `Wrong-guess-${i}`)).status).toBe(400);
    expect((await changePassword(here, USER_PASSWORD)).status).toBe(429);
    const refused = await changePassword(there, USER_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(PAUSED);
  });
});
