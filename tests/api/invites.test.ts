// Issue 14: the office invites a worker; the link sets a password and signs the person in, active and linked, with
// the role the inviter chose. Single use, expiring, replaced by a newer invitation.
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY_SETTINGS_DEFAULTS } from "@shared/api/company-settings";
import { INVITE_LINK_INVALID_MESSAGE } from "@shared/api/invites";
import { ROLE_ABILITIES } from "@shared/domain/account-roles";
import { accountInvites, users } from "@shared/schema";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createActiveUser, inviteTokenFor, uniqueEmail, userAgent } from "../support/accounts";
import { createPerson, createWorker } from "../support/people";

let t: TestApp;
let clock = new Date("2026-11-24T15:00:00Z");
beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = "Invited-Passw0rd";

async function invitedWorker(role?: string) {
  const email = uniqueEmail("invitee");
  const workerId = await createWorker(t, { email, name: "Rosa Diaz" });
  const office = await userAgent(t, await officeEmail());
  const res = await office.post(`/api/workers/${workerId}/invite`).send(role ? { role } : {});
  return { email, workerId, res };
}

let office: string | undefined;
async function officeEmail() {
  if (!office) {
    office = uniqueEmail("office");
    await createActiveUser(t, office);
  }
  return office;
}

describe("POST /api/workers/:id/invite", () => {
  it("mails the worker a link; the person reads it, sets a password and is signed in, linked, as crew by default", async () => {
    const { email, workerId, res } = await invitedWorker();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ workerId, email, role: "crew" });
    const token = await inviteTokenFor(t, email);

    const link = await request(t.app).get(`/api/invites/link?token=${token}`);
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({ email, workerName: "Rosa Diaz", role: "crew" });

    const agent = request.agent(t.app);
    const accepted = await agent.post("/api/invites/accept").send({ token, firstName: "Rosa", lastName: "Diaz", password: NEW_PASSWORD });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ email, role: "crew", workerId, isActive: true });
    // Signed in by the same answer, and able to sign in again with the new password.
    expect((await agent.get("/api/auth/user")).body.workerId).toBe(workerId);
    expect((await userAgent(t, email, NEW_PASSWORD).then((a) => a.get("/api/auth/user"))).body.email).toBe(email);
    // Who did it: the account's history names the office user who invited, not the invitee.
    const history = await (await adminAgent(t.app)).get(`/api/admin/users/${accepted.body.id}/changes`);
    expect(history.body).toContainEqual(expect.objectContaining({ field: "role", from: null, to: "crew", changedByName: "Casey Builder" }));
  });

  it("gives the role the inviter chose", async () => {
    const { email, res } = await invitedWorker("foreman");
    expect(res.body.role).toBe("foreman");
    const accepted = await request(t.app)
      .post("/api/invites/accept")
      .send({ token: (await inviteTokenFor(t, email)), firstName: "F", lastName: "M", password: NEW_PASSWORD });
    expect(accepted.body.role).toBe("foreman");
  });

  it("never makes an admin, and refuses what cannot be invited", async () => {
    const office = await userAgent(t, await officeEmail());
    const workerId = await createWorker(t, { email: uniqueEmail("w") });
    const admin = await office.post(`/api/workers/${workerId}/invite`).send({ role: "admin" });
    expect(admin.status).toBe(400);
    expect(admin.body.message).toBe("Role must be crew, foreman or user");

    const noEmail = await createWorker(t);
    const res = await office.post(`/api/workers/${noEmail}/invite`).send({});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Add an e-mail address to this worker before inviting them");

    expect((await office.post(`/api/workers/999999/invite`).send({})).status).toBe(404);

    const linked = await createPerson(t, "crew", { worker: { email: uniqueEmail("linked") } });
    const twice = await office.post(`/api/workers/${linked.workerId}/invite`).send({});
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("This worker already has a Crewline account");

    const taken = await officeEmail();
    const sameAddress = await createWorker(t, { email: taken });
    const clash = await office.post(`/api/workers/${sameAddress}/invite`).send({});
    expect(clash.status).toBe(409);

    const archived = await createWorker(t, { email: uniqueEmail("gone") });
    const admin2 = await adminAgent(t.app);
    expect((await admin2.patch(`/api/workers/${archived}/archived`).send({ archived: true })).status).toBe(200);
    expect((await office.post(`/api/workers/${archived}/invite`).send({})).status).toBe(409);
  });
});

describe("the invitation mail", () => {
  const mailTo = async (email: string) => [...(await t.sentMails())].reverse().find((m) => m.to === email && m.subject === "You are invited to Crewline")!.text;

  it("names the company and who invited, and says in one sentence what the role may do", async () => {
    const admin = await adminAgent(t.app);
    const named = await admin.put("/api/settings/company").send({ ...COMPANY_SETTINGS_DEFAULTS, companyName: "Front Range Builders" });
    expect(named.status).toBe(200);
    try {
      const crew = await invitedWorker();
      const crewMail = await mailTo(crew.email);
      expect(crewMail).toContain("Hello Rosa Diaz,");
      expect(crewMail).toContain(
        "Casey Builder invited you to join Front Range Builders on Crewline. As Crew you can clock in and out, take your breaks, see your own hours and your jobs, and add photos to the projects you are on.",
      );
      expect(crewMail).toContain(`/auth/accept-invite?token=${await inviteTokenFor(t, crew.email)}`);
      expect(crewMail).toContain("The link works once and expires in 7 days.");

      const foreman = await invitedWorker("foreman");
      expect(await mailTo(foreman.email)).toContain(`Front Range Builders on Crewline. As Foreman you can ${ROLE_ABILITIES.foreman.toPerson}.`);
    } finally {
      await admin.put("/api/settings/company").send(COMPANY_SETTINGS_DEFAULTS);
    }
  });

  it("without a company name set, says only who invited", async () => {
    const { email } = await invitedWorker("foreman");
    const text = await mailTo(email);
    expect(text).toContain("Casey Builder invited you to Crewline. As Foreman you can clock your crew in and out on your projects");
    expect(text).not.toContain(" join ");
  });

  it("says what Office may do when an administrator invites as Office", async () => {
    const admin = await adminAgent(t.app);
    const email = uniqueEmail("office-invitee");
    const workerId = await createWorker(t, { email, name: "Rosa Diaz" });
    expect((await admin.post(`/api/workers/${workerId}/invite`).send({ role: "user" })).status).toBe(201);
    expect(await mailTo(email)).toContain(`As Office you can ${ROLE_ABILITIES.user.toPerson}.`);
  });
});

describe("the link", () => {
  it("works once: a second acceptance, or two at the same moment, make one account", async () => {
    const { email, workerId } = await invitedWorker();
    const token = await inviteTokenFor(t, email);
    const body = { token, firstName: "Once", lastName: "Only", password: NEW_PASSWORD };
    const answers = await Promise.all([1, 2].map(() => request(t.app).post("/api/invites/accept").send(body)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 400]);
    const again = await request(t.app).post("/api/invites/accept").send(body);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVITE_LINK_INVALID_MESSAGE);
    expect(await t.database.db.select().from(users).where(eq(users.workerId, workerId))).toHaveLength(1);
  });

  it("expires after seven days", async () => {
    const { email } = await invitedWorker();
    const token = await inviteTokenFor(t, email);
    clock = new Date(clock.getTime() + 7 * 24 * 3_600_000 + 1000);
    try {
      expect((await request(t.app).get(`/api/invites/link?token=${token}`)).status).toBe(400);
      const res = await request(t.app).post("/api/invites/accept").send({ token, firstName: "Late", lastName: "L", password: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    } finally {
      clock = new Date("2026-11-24T15:00:00Z");
    }
  });

  it("a newer invitation replaces the older link", async () => {
    const { email, workerId } = await invitedWorker();
    const first = await inviteTokenFor(t, email);
    const office = await userAgent(t, await officeEmail());
    expect((await office.post(`/api/workers/${workerId}/invite`).send({ role: "foreman" })).status).toBe(201);
    const second = await inviteTokenFor(t, email);
    expect(second).not.toBe(first);
    expect((await request(t.app).get(`/api/invites/link?token=${first}`)).status).toBe(400);
    expect((await request(t.app).get(`/api/invites/link?token=${second}`)).body.role).toBe("foreman");
    const stored = await t.database.db.select().from(accountInvites).where(eq(accountInvites.workerId, workerId));
    expect(stored).toHaveLength(1);
    // Only the hash is stored.
    expect(JSON.stringify(stored)).not.toContain(second);
  });

  it("refuses a weak password with the registration rules and leaves the link working", async () => {
    const { email } = await invitedWorker();
    const token = await inviteTokenFor(t, email);
    const weak = await request(t.app).post("/api/invites/accept").send({ token, firstName: "W", lastName: "P", password: "short" });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe("Password must be at least 8 characters long");
    expect((await request(t.app).get(`/api/invites/link?token=${token}`)).status).toBe(200);
  });

  it("refuses made-up tokens without a lookup", async () => {
    for (const token of ["x", "a".repeat(43), "not a token!"]) {
      const res = await request(t.app).get(`/api/invites/link?token=${encodeURIComponent(token)}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(INVITE_LINK_INVALID_MESSAGE);
    }
  });
});
