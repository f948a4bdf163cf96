// Issue 14: account roles (crew, foreman, Office, admin) and the link between an account and its worker record,
// set by the admin when approving and later in User Management.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@shared/schema";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { registerUser, registrationIdOf, uniqueEmail, userAgent, verifyRegistration } from "../support/accounts";
import { createPerson, createWorker } from "../support/people";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rowOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

describe("approving with a role and a worker", () => {
  it("creates the account with the role and link chosen; GET /api/auth/user carries both", async () => {
    const workerId = await createWorker(t);
    const person = await createPerson(t, "foreman", { workerId });
    const me = await person.agent.get("/api/auth/user");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ role: "foreman", workerId });
  });

  async function verifiedRegistration() {
    const email = uniqueEmail("applicant");
    await registerUser(t, email);
    await verifyRegistration(t, email);
    return { email, id: await registrationIdOf(t, email) };
  }

  it("the spec's bare { status: 'approved' } gives Crew with no worker record: no payroll, no rates (issue 26 item 9)", async () => {
    const admin = await adminAgent(t.app);
    const { id, email } = await verifiedRegistration();
    const res = await admin.patch(`/api/admin/registrations/${id}`).send({ status: "approved" });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("approved");
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ role: "crew", workerId: null, isActive: true });

    const person = await userAgent(t, email);
    expect((await person.get("/api/auth/user")).body).toMatchObject({ role: "crew", workerId: null });
    expect((await person.get("/api/payroll").query({ weekOf: "2026-03-02" })).status).toBe(403);
    const listed = (await admin.get("/api/admin/users")).body.find((u: { email: string }) => u.email === email);
    expect(listed).toMatchObject({ role: "crew", workerId: null });
  });

  it("an approval with a role and a worker record gives both", async () => {
    const admin = await adminAgent(t.app);
    const workerId = await createWorker(t);
    const { id, email } = await verifiedRegistration();
    const res = await admin.patch(`/api/admin/registrations/${id}`).send({ status: "approved", role: "user", workerId });
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ role: "user", workerId });
  });

  it("an account row written without a role is Crew (the column default)", async () => {
    const [row] = await t.database.db.insert(users).values({ email: uniqueEmail("no-role") }).returning();
    expect(row).toMatchObject({ role: "crew", isActive: false });
  });

  it("refuses a worker that does not exist or another account has, and leaves the registration pending", async () => {
    const admin = await adminAgent(t.app);
    const taken = await createPerson(t, "crew");
    const { id, email } = await verifiedRegistration();
    const missing = await admin.patch(`/api/admin/registrations/${id}`).send({ status: "approved", workerId: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Worker not found");
    const clash = await admin.patch(`/api/admin/registrations/${id}`).send({ status: "approved", role: "crew", workerId: taken.workerId });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe("This worker is already linked to another account");
    const list = await admin.get("/api/admin/registrations");
    expect(list.body.find((r: { email: string }) => r.email === email).status).toBe("pending");
    expect((await t.database.db.select().from(users).where(eq(users.email, email))).length).toBe(0);
  });

  it("refuses a role or worker on a rejection, and an unknown role", async () => {
    const admin = await adminAgent(t.app);
    const { id } = await verifiedRegistration();
    const reject = await admin.patch(`/api/admin/registrations/${id}`).send({ status: "rejected", role: "crew" });
    expect(reject.status).toBe(400);
    expect(reject.body.message).toBe("A role or worker can only be set when approving");
    const owner = await admin.patch(`/api/admin/registrations/${id}`).send({ status: "approved", role: "owner" });
    expect(owner.status).toBe(400);
    expect(owner.body.message).toBe("Role must be crew, foreman, user or admin");
  });
});

describe("PATCH /api/admin/users/:id with a role or a worker", () => {
  it("sets each role; the person's next request already has it", async () => {
    const admin = await adminAgent(t.app);
    const person = await createPerson(t, "crew");
    for (const role of ["foreman", "user", "admin", "crew"] as const) {
      const res = await admin.patch(`/api/admin/users/${person.userId}`).send({ role });
      expect(res.status).toBe(200);
      expect(res.body.role).toBe(role);
      expect((await person.agent.get("/api/auth/user")).body.role).toBe(role);
    }
    // A crew member is refused what the office may do, at once.
    expect((await person.agent.get("/api/materials")).status).toBe(403);
  });

  it("Make Admin / Remove Admin switch between admin and Office", async () => {
    const admin = await adminAgent(t.app);
    const person = await createPerson(t, "foreman");
    expect((await admin.patch(`/api/admin/users/${person.userId}`).send({ action: "make-admin" })).body.role).toBe("admin");
    expect((await admin.patch(`/api/admin/users/${person.userId}`).send({ action: "make-user" })).body.role).toBe("user");
  });

  it("links, relinks and unlinks a worker; a worker has at most one account", async () => {
    const admin = await adminAgent(t.app);
    const person = await createPerson(t, "crew");
    const other = await createPerson(t, "crew");
    const spare = await createWorker(t);
    expect((await admin.patch(`/api/admin/users/${person.userId}`).send({ workerId: spare })).body.workerId).toBe(spare);
    const clash = await admin.patch(`/api/admin/users/${other.userId}`).send({ workerId: spare });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe("This worker is already linked to another account");
    expect((await rowOf(other.userId)).workerId).toBe(other.workerId);
    expect((await admin.patch(`/api/admin/users/${person.userId}`).send({ workerId: null })).body.workerId).toBeNull();
    // Freed, the worker can be linked to the other account.
    expect((await admin.patch(`/api/admin/users/${other.userId}`).send({ workerId: spare })).body.workerId).toBe(spare);
    const missing = await admin.patch(`/api/admin/users/${person.userId}`).send({ workerId: 999_999 });
    expect(missing.status).toBe(404);
  });

  it("two accounts linked to one worker at the same moment: the database lets one through", async () => {
    const admin = await adminAgent(t.app);
    const [a, b] = [await createPerson(t, "crew"), await createPerson(t, "crew")];
    const worker = await createWorker(t);
    const answers = await Promise.all([a, b].map((p) => admin.patch(`/api/admin/users/${p.userId}`).send({ workerId: worker })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const linked = await t.database.db.select().from(users).where(eq(users.workerId, worker));
    expect(linked).toHaveLength(1);
  });

  it("an admin cannot demote themself by role, and the last admin stays", async () => {
    const admin = await adminAgent(t.app);
    const [me] = await t.database.db.select().from(users).where(eq(users.username, "admin"));
    const res = await admin.patch(`/api/admin/users/${me.id}`).send({ role: "foreman" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("You cannot remove your own admin role");
    expect((await rowOf(me.id)).role).toBe("admin");
  });

  it("deleting a worker unlinks its account instead of failing", async () => {
    const person = await createPerson(t, "crew");
    const admin = await adminAgent(t.app);
    const del = await admin.delete(`/api/workers/${person.workerId}`);
    expect([200, 204]).toContain(del.status);
    expect((await rowOf(person.userId)).workerId).toBeNull();
  });
});

describe("who did it: an account's history", () => {
  it("records the approval, each role change and each link with the admin who made it, and no no-op", async () => {
    const admin = await adminAgent(t.app);
    const person = await createPerson(t, "crew");
    const spare = await createWorker(t);
    await admin.patch(`/api/admin/users/${person.userId}`).send({ role: "foreman" });
    await admin.patch(`/api/admin/users/${person.userId}`).send({ role: "foreman" });
    await admin.patch(`/api/admin/users/${person.userId}`).send({ workerId: spare });
    await admin.patch(`/api/admin/users/${person.userId}`).send({ workerId: null });
    const res = await admin.get(`/api/admin/users/${person.userId}/changes`);
    expect(res.status).toBe(200);
    const lines = res.body.map((c: { field: string; from: string | null; to: string | null }) => `${c.field}: ${c.from} -> ${c.to}`);
    expect(lines).toEqual([
      `workerId: ${spare} -> null`,
      `workerId: ${person.workerId} -> ${spare}`,
      "role: crew -> foreman",
      // The approval: a new account, from nothing.
      expect.stringMatching(/^(role: null -> crew|workerId: null -> \d+|isActive: null -> true)$/),
      expect.stringMatching(/^(role: null -> crew|workerId: null -> \d+|isActive: null -> true)$/),
      expect.stringMatching(/^(role: null -> crew|workerId: null -> \d+|isActive: null -> true)$/),
    ]);
    expect(new Set(res.body.map((c: { changedByName: string }) => c.changedByName))).toEqual(new Set(["Administrator"]));
    expect((await admin.get("/api/admin/users/999999/changes")).status).toBe(404);
  });
});
