// Security review item 5 (issue 24, QUALITY 50): an invitation is honoured only while its inviter is active and may
// still give its role, and only admins invite as Office. An Office account reads payroll and rates, so an office user
// who is let go must not leave behind a link that makes one.
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITE_LINK_INVALID_MESSAGE } from "@shared/api/invites";
import { accountInvites, users } from "@shared/schema";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createActiveUser, inviteTokenFor, uniqueEmail, userAgent } from "../support/accounts";
import { createWorker } from "../support/people";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = "Invited-Passw0rd";
type Agent = Awaited<ReturnType<typeof userAgent>>;

/** A signed-in account of `role` (Office unless told), with its id. */
async function account(role: "user" | "admin" = "user") {
  const email = uniqueEmail(role === "admin" ? "admin2" : "office");
  const id = await createActiveUser(t, email, undefined, { role });
  return { id, agent: await userAgent(t, email) };
}

/** `inviter` invites a new worker with an e-mail address as `role`; the worker's address and the link's token. */
async function invite(inviter: Agent, role: string) {
  const email = uniqueEmail("invitee");
  const workerId = await createWorker(t, { email });
  const res = await inviter.post(`/api/workers/${workerId}/invite`).send({ role });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { email, workerId, token: (await inviteTokenFor(t, email)) };
}

const accept = (token: string) =>
  request(t.app).post("/api/invites/accept").send({ token, firstName: "Rosa", lastName: "Diaz", password: NEW_PASSWORD });

async function changeUser(id: number, body: Record<string, unknown>) {
  const res = await (await adminAgent(t.app)).patch(`/api/admin/users/${id}`).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The link is refused, on the page and when accepted, and no account was made for the address. */
async function expectRefused(token: string, email: string) {
  const link = await request(t.app).get(`/api/invites/link?token=${token}`);
  expect(link.status).toBe(400);
  expect(link.body.message).toBe(INVITE_LINK_INVALID_MESSAGE);
  const accepted = await accept(token);
  expect(accepted.status).toBe(400);
  expect(accepted.body.message).toBe(INVITE_LINK_INVALID_MESSAGE);
  expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
}

const invitationsOf = (workerId: number) =>
  t.database.db.select().from(accountInvites).where(eq(accountInvites.workerId, workerId));

describe("who may invite as what", () => {
  it("the office invites crew and foremen, never as Office, even a worker it created itself", async () => {
    const office = await account();
    const email = uniqueEmail("invitee");
    const created = await office.agent.post("/api/workers").send({ name: "Owen Office", role: "inhouse", category: "Carpentry", email });
    expect(created.status).toBe(201);
    const mailsBefore = (await t.sentMails()).length;

    const asOffice = await office.agent.post(`/api/workers/${created.body.id}/invite`).send({ role: "user" });
    expect(asOffice.status).toBe(403);
    expect(asOffice.body.message).toBe("Only an administrator can invite someone as Office");
    expect(await invitationsOf(created.body.id)).toHaveLength(0);
    expect((await t.sentMails()).length).toBe(mailsBefore);

    for (const role of ["crew", "foreman"]) {
      expect((await office.agent.post(`/api/workers/${created.body.id}/invite`).send({ role })).status).toBe(201);
    }
  });

  it("an admin invites as Office", async () => {
    const { token, email } = await invite(await adminAgent(t.app), "user");
    const accepted = await accept(token);
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ email, role: "user", isActive: true });
  });
});

describe("an invitation dies with its inviter's access", () => {
  it("deactivating the office user who invited cancels their unused links; an accepted one is untouched", async () => {
    const office = await account();
    const joined = await invite(office.agent, "crew");
    const joinedAccount = await accept(joined.token);
    expect(joinedAccount.status).toBe(201);
    const pending = await invite(office.agent, "foreman");

    await changeUser(office.id, { action: "deactivate" });

    await expectRefused(pending.token, pending.email);
    expect(await invitationsOf(pending.workerId)).toHaveLength(0);
    // The person who joined before keeps their account, and the used invitation still says who made it.
    expect((await (await userAgent(t, joined.email, NEW_PASSWORD)).get("/api/auth/user")).body).toMatchObject({ role: "crew", isActive: true });
    const [used] = await invitationsOf(joined.workerId);
    expect(used).toMatchObject({ userId: joinedAccount.body.id, createdBy: office.id });
  });

  it("demoting an admin to Office cancels the Office invitations they made and keeps their crew ones", async () => {
    const admin2 = await account("admin");
    const asOffice = await invite(admin2.agent, "user");
    const asCrew = await invite(admin2.agent, "crew");

    await changeUser(admin2.id, { action: "make-user" });

    await expectRefused(asOffice.token, asOffice.email);
    expect((await accept(asCrew.token)).body).toMatchObject({ email: asCrew.email, role: "crew" });
  });

  it("demoting the office user to foreman cancels every invitation they made", async () => {
    const office = await account();
    const pending = await invite(office.agent, "crew");
    await changeUser(office.id, { role: "foreman" });
    await expectRefused(pending.token, pending.email);
  });

  it("accepting re-reads the inviter: an Office invitation made by an office user before this rule is refused and stays unused", async () => {
    const office = await account();
    const pending = await invite(office.agent, "crew");
    // What the code before this rule let an office user make.
    await t.database.db.update(accountInvites).set({ role: "user" }).where(eq(accountInvites.workerId, pending.workerId));
    await expectRefused(pending.token, pending.email);
    const [invitation] = await invitationsOf(pending.workerId);
    expect(invitation).toMatchObject({ usedAt: null, userId: null });
  });

  it("accepting re-reads the inviter: an inviter no longer active gives nothing, however they were deactivated", async () => {
    const office = await account();
    const pending = await invite(office.agent, "crew");
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, office.id));
    await expectRefused(pending.token, pending.email);
  });

  it("an acceptance and a deactivation at the same moment: one account at most, never an error", async () => {
    const office = await account();
    const pending = await invite(office.agent, "crew");
    const admin = await adminAgent(t.app);
    const [accepted, deactivated] = await Promise.all([accept(pending.token), admin.patch(`/api/admin/users/${office.id}`).send({ action: "deactivate" })]);
    expect(deactivated.status).toBe(200);
    expect([201, 400]).toContain(accepted.status);
    const made = await t.database.db.select().from(users).where(eq(users.email, pending.email));
    expect(made).toHaveLength(accepted.status === 201 ? 1 : 0);
  });
});
