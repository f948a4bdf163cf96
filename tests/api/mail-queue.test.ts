// QUALITY 57 (issue 24, item 12): outgoing mail is queued in the database with the change it reports and sent after
// the commit; a mail server that is down loses nothing (the job runner retries with back-off until it is back), one
// that hangs holds no request (bounded time-outs), and the admin's bell tells of a mail that is stuck or given up.
import { eq, like } from "drizzle-orm";
import pino from "pino";
import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { MAIL_RETRY_FIRST_WAIT_MS } from "@shared/domain/mail-delivery";
import { outgoingMails } from "@shared/schema";
import { createMailer, type MailMessage, type SmtpTimeouts } from "../../server/lib/mailer";
import { queueMail, notice } from "../../server/modules/mail-queue/mail-queue.repo";
import { MAIL_QUEUE_JOB } from "../../server/modules/mail-queue/mail-queue.service";
import { adminAgent, createTestApp, memoryMailer, type TestApp } from "../support/app";
import { createActiveUser, tokenOf, uniqueEmail, USER_PASSWORD, userAgent } from "../support/accounts";
import { createWorker } from "../support/people";
import { closedPort, startHangingSmtp, startTestSmtp, type TestSmtp } from "../support/smtp-server";

const SECOND_MS = 1_000;
const INVITATION = "You are invited to Crewline";
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An app whose mail goes to `smtpUrl` through the real SMTP client, on a clock the test moves. */
async function appMailingTo(smtpUrl: string, timeoutsMs?: SmtpTimeouts) {
  let now = new Date("2026-11-24T15:00:00Z").getTime();
  const mailer = createMailer({ smtpUrl, from: "Crewline <no-reply@crewline.local>", outboxDir: "/nonexistent", logger: pino({ level: "silent" }), timeoutsMs });
  const t = await createTestApp({ deps: { mailer, now: () => new Date(now) } });
  cleanups.push(() => t.close());
  return { t, advance: (ms: number) => (now += ms) };
}

const mailsWithSubject = (t: TestApp, subject: string) => t.database.db.select().from(outgoingMails).where(eq(outgoingMails.subject, subject));

async function invite(t: TestApp, email = uniqueEmail("invitee")) {
  const workerId = await createWorker(t, { email, name: "Rosa Diaz" });
  const res = await (await adminAgent(t.app)).post(`/api/workers/${workerId}/invite`).send({});
  return { email, res };
}

const bellItems = async (agent: request.Agent) =>
  ((await agent.get("/api/notifications")).body.items as { id: string; kind: string; title: string; detail: string }[]).filter((i) => i.kind === "mail_not_sent");

describe("a mail server that is down, then up", () => {
  it("the invitation is answered at once and queued; the job retries with back-off and sends it once the server is back", async () => {
    const port = await closedPort();
    const { t, advance } = await appMailingTo(`smtp://127.0.0.1:${port}?requireTLS=false`);
    const { email, res } = await invite(t);
    // Before the queue this was a 503 and the link was lost.
    expect(res.status).toBe(201);
    await t.services.mailQueue.settled();
    const [failed] = await mailsWithSubject(t, INVITATION);
    expect(failed).toMatchObject({ toAddress: email, status: "queued", attempts: 1, carriesLink: true });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(failed.nextAttemptAt.getTime() - failed.lastAttemptAt!.getTime()).toBe(MAIL_RETRY_FIRST_WAIT_MS);

    // Not due yet: the job leaves it alone.
    expect(await t.services.mailQueue.sendDue()).toBe(0);
    expect((await mailsWithSubject(t, INVITATION))[0].attempts).toBe(1);

    const smtp: TestSmtp = await startTestSmtp(port);
    cleanups.push(() => smtp.close());
    advance(MAIL_RETRY_FIRST_WAIT_MS);
    await t.services.scheduler.ensureRows();
    expect((await t.services.scheduler.runDue()).get(MAIL_QUEUE_JOB)).toBe("succeeded");
    const received = await smtp.waitForMail(email, (m) => m.subject === INVITATION);
    const [sent] = await mailsWithSubject(t, INVITATION);
    expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null, text: "" });

    // The link in the mail that finally went out works.
    const link = received.text.match(/https?:\/\/\S+\/auth\/accept-invite\?token=[\w-]+/)![0];
    const accepted = await request(t.app)
      .post("/api/invites/accept")
      .send({ token: tokenOf(link), firstName: "Rosa", lastName: "Diaz", password: "Invited-Passw0rd" });
    expect(accepted.status).toBe(201);
  });
});

describe("a mail server that hangs", () => {
  it("holds no request: registration answers while the sender still waits on the server", async () => {
    const hang = await startHangingSmtp();
    cleanups.push(() => hang.close());
    // Time-outs far longer than this test may run: only a request that does not wait for the mail can finish.
    const { t } = await appMailingTo(hang.url, { connectionTimeout: 600_000, greetingTimeout: 600_000, socketTimeout: 600_000 });
    const email = uniqueEmail("hung");
    const res = await request(t.app).post("/api/auth/register").send({ email, password: USER_PASSWORD, firstName: "Hal", lastName: "Hung" });
    expect(res.status).toBe(201);
    await expect.poll(() => hang.connections(), { timeout: 15_000 }).toBe(1);
    const [waiting] = await mailsWithSubject(t, "Verify your email address for Crewline");
    expect(waiting).toMatchObject({ status: "queued", attempts: 1 });
    expect(waiting.leaseUntil).not.toBeNull();
    // The server gives up the connection: the attempt fails and is kept for a retry.
    await hang.close();
    await t.services.mailQueue.settled();
    const [failed] = await mailsWithSubject(t, "Verify your email address for Crewline");
    expect(failed).toMatchObject({ status: "queued", attempts: 1, leaseUntil: null });
    expect(failed.lastError).not.toBeNull();
  });

  it("the attempt ends at the bounded time-outs, fails and is retried later", async () => {
    const hang = await startHangingSmtp();
    cleanups.push(() => hang.close());
    const { t } = await appMailingTo(hang.url, { connectionTimeout: SECOND_MS, greetingTimeout: SECOND_MS, socketTimeout: 2 * SECOND_MS });
    const { res } = await invite(t);
    expect(res.status).toBe(201);
    // Nobody closes the connection here: only the time-outs end the attempt.
    await t.services.mailQueue.settled();
    const [failed] = await mailsWithSubject(t, INVITATION);
    expect(failed).toMatchObject({ status: "queued", attempts: 1, leaseUntil: null });
    expect(failed.lastError).toMatch(/greeting|timeout/i);
  });
});

describe("stuck and given-up mail", () => {
  it("shows in the admin's bell after three failures, is given up when its link expires, and its text is blanked", async () => {
    // The mail server goes down after the office's own account is made (its mails read from the inbox).
    const inbox = memoryMailer();
    let serverDown = false;
    const mailer = {
      mails: inbox.mails,
      send: (message: MailMessage) => (serverDown ? Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:587")) : inbox.send(message)),
    };
    let now = new Date("2026-11-24T15:00:00Z").getTime();
    const advance = (ms: number) => (now += ms);
    const t = await createTestApp({ deps: { mailer, now: () => new Date(now) } });
    cleanups.push(() => t.close());
    const admin = await adminAgent(t.app);
    const officeEmail = uniqueEmail("office");
    await createActiveUser(t, officeEmail, USER_PASSWORD, { role: "user" });
    const office = await userAgent(t, officeEmail);
    serverDown = true;
    const { email } = await invite(t);
    await t.services.mailQueue.settled();
    expect(await bellItems(admin)).toEqual([]);

    for (const waitMs of [30 * SECOND_MS, 60 * SECOND_MS]) {
      advance(waitMs);
      await t.services.mailQueue.sendDue();
    }
    const [stuck] = await mailsWithSubject(t, INVITATION);
    expect(stuck.attempts).toBe(3);
    const [delayed] = await bellItems(admin);
    expect(delayed).toMatchObject({ id: `mail-not-sent:${stuck.id}`, title: `Mail delayed: ${INVITATION}` });
    expect(delayed.detail).toContain(`To ${email}.`);
    expect(delayed.detail).toMatch(/ECONNREFUSED/);
    // The mail server is the admin's to fix: the office's bell stays quiet.
    expect(await bellItems(office)).toEqual([]);

    // Past the link's seven days the mail is given up: never sent with a dead link, and the token is gone from it.
    advance(7 * 24 * 60 * 60 * SECOND_MS);
    await t.services.mailQueue.sendDue();
    const [givenUp] = await mailsWithSubject(t, INVITATION);
    expect(givenUp).toMatchObject({ status: "failed", text: "" });
    const [notSent] = await bellItems(admin);
    expect(notSent.title).toBe(`Mail not sent: ${INVITATION}`);
    expect(notSent.detail).toContain("Given up after 3 attempts");
  });
});

describe("the queue", () => {
  it("keeps mail whose change failed out of it: a refused invitation queues nothing", async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const noEmail = await createWorker(t);
    const res = await (await adminAgent(t.app)).post(`/api/workers/${noEmail}/invite`).send({});
    expect(res.status).toBe(409);
    expect(await mailsWithSubject(t, INVITATION)).toEqual([]);
  });

  it("sends each mail once when two processes send at the same moment", async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const otherMailer = memoryMailer();
    const second = await createTestApp({ database: t.database, deps: { mailer: otherMailer } });
    cleanups.push(() => second.close());
    const addresses = Array.from({ length: 12 }, () => uniqueEmail("twice"));
    for (const to of addresses) await queueMail(t.database.db, notice({ to, subject: "Twice?", text: "Once." }), new Date());
    await Promise.all([t.services.mailQueue.sendDue(), second.services.mailQueue.sendDue()]);
    await Promise.all([t.services.mailQueue.settled(), second.services.mailQueue.settled()]);
    const delivered = [...t.mails, ...otherMailer.mails].filter((m) => m.subject === "Twice?").map((m) => m.to);
    expect(delivered.sort()).toEqual([...addresses].sort());
    const rows = await t.database.db.select().from(outgoingMails).where(like(outgoingMails.subject, "Twice?"));
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });
});
