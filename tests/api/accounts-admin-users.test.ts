// Admin user management (SPEC 2 admin dashboard, 4 user transitions, 7 Admin): activate, deactivate, make-admin, make-user.
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userRegistrations, users } from "@shared/schema";
import { createAdminRepo } from "../../server/modules/admin/admin.repo";
import { ADMIN_USERNAME, adminAgent, createTestApp, type TestApp } from "../support/app";
import { USER_PASSWORD, createActiveUser, uniqueEmail, userAgent } from "../support/accounts";

let t: TestApp;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [admin] = await t.database.db.select().from(users).where(eq(users.username, ADMIN_USERNAME));
  adminId = admin.id;
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/admin/users", () => {
  it("lists users with public fields only", async () => {
    await createActiveUser(t);
    const admin = await adminAgent(t.app);
    const res = await admin.get("/api/admin/users");
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(2);
    for (const user of res.body) {
      expect(Object.keys(user).sort()).toEqual(
        ["createdAt", "email", "firstName", "id", "isActive", "lastName", "openIdProvider", "profileImageUrl", "role", "updatedAt", "username", "workerId"],
      );
      expect(user.openIdProvider).toBeNull();
    }
  });
});

describe("PATCH /api/admin/users/:id", () => {
  it("activates, deactivates, promotes and demotes, returning the updated user", async () => {
    const email = uniqueEmail();
    const id = await createActiveUser(t, email);
    const admin = await adminAgent(t.app);
    const steps: Array<[string, Record<string, unknown>]> = [
      ["make-admin", { role: "admin", isActive: true }],
      ["make-user", { role: "user", isActive: true }],
      ["deactivate", { isActive: false }],
      ["activate", { isActive: true }],
    ];
    for (const [action, expected] of steps) {
      const res = await admin.patch(`/api/admin/users/${id}`).send({ action });
      expect(res.status, action).toBe(200);
      expect(res.body).toMatchObject({ id, email, ...expected });
      expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|sessionVersion/);
    }
    // Reactivated: the person can sign in again.
    expect((await request(t.app).post("/api/auth/login").send({ email, password: USER_PASSWORD })).status).toBe(200);
  });

  it("a promoted user can use the admin routes; a demoted one cannot", async () => {
    const email = uniqueEmail();
    const id = await createActiveUser(t, email);
    const agent = await userAgent(t, email);
    expect((await agent.get("/api/admin/users")).status).toBe(403);
    const admin = await adminAgent(t.app);
    await admin.patch(`/api/admin/users/${id}`).send({ action: "make-admin" });
    expect((await agent.get("/api/admin/users")).status).toBe(200);
    await admin.patch(`/api/admin/users/${id}`).send({ action: "make-user" });
    expect((await agent.get("/api/admin/users")).status).toBe(403);
  });

  it("an admin cannot deactivate or demote themself", async () => {
    const admin = await adminAgent(t.app);
    const off = await admin.patch(`/api/admin/users/${adminId}`).send({ action: "deactivate" });
    expect(off.status).toBe(409);
    expect(off.body.message).toBe("You cannot deactivate your own account");
    const demote = await admin.patch(`/api/admin/users/${adminId}`).send({ action: "make-user" });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe("You cannot remove your own admin role");
    const [row] = await t.database.db.select().from(users).where(eq(users.id, adminId));
    expect(row).toMatchObject({ role: "admin", isActive: true });
  });

  it("the last active admin cannot be removed, even by a request that slips past the self-check", async () => {
    const email = uniqueEmail();
    const otherId = await createActiveUser(t, email);
    const admin = await adminAgent(t.app);
    await admin.patch(`/api/admin/users/${otherId}`).send({ action: "make-admin" });
    // Two admins demoting each other: the first wins, the second is no longer an admin when its turn comes.
    await t.services.admin.changeUser(adminId, { action: "make-user" }, otherId);
    await expect(t.services.admin.changeUser(otherId, { action: "make-user" }, adminId)).rejects.toMatchObject({ status: 403 });
    const admins = await t.database.db.select().from(users).where(eq(users.role, "admin"));
    expect(admins.filter((a) => a.isActive)).toHaveLength(1);
    // Restore the fixture admin through the remaining admin.
    await t.services.admin.changeUser(adminId, { action: "make-admin" }, otherId);
    await t.services.admin.changeUser(otherId, { action: "make-user" }, adminId);
  });

  it("the database rule refuses removing the last active admin even when the service's self-check is bypassed", async () => {
    const repo = createAdminRepo(t.database.db);
    expect(await repo.changeUser(adminId, adminId, { role: "user" }, new Date())).toEqual({ kind: "last_admin" });
    expect(await repo.changeUser(adminId, adminId, { isActive: false }, new Date())).toEqual({ kind: "last_admin" });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, adminId));
    expect(row).toMatchObject({ role: "admin", isActive: true });
  });

  it("refuses unknown actions, extra fields and unknown users", async () => {
    const admin = await adminAgent(t.app);
    const id = await createActiveUser(t);
    expect((await admin.patch(`/api/admin/users/${id}`).send({ action: "delete" })).status).toBe(400);
    const extra = await admin.patch(`/api/admin/users/${id}`).send({ action: "activate", isActive: true });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toMatch(/Unknown field/);
    const two = await admin.patch(`/api/admin/users/${id}`).send({ action: "activate", role: "admin" });
    expect(two.status).toBe(400);
    expect(two.body.message).toBe("Send one of action, role or workerId");
    expect((await admin.patch(`/api/admin/users/999999`).send({ action: "activate" })).status).toBe(404);
  });

  it("activating an OpenID account by hand also approves its pending registration", async () => {
    const [user] = await t.database.db
      .insert(users)
      .values({ email: uniqueEmail("sso"), firstName: "S", lastName: "O", oidcIssuer: "https://idp.test", oidcSubject: "manual-1" })
      .returning();
    await t.database.db
      .insert(userRegistrations)
      .values({ email: user.email!, firstName: "S", lastName: "O", emailVerified: true, userId: user.id });
    const admin = await adminAgent(t.app);
    expect((await admin.patch(`/api/admin/users/${user.id}`).send({ action: "activate" })).status).toBe(200);
    const [registration] = await t.database.db.select().from(userRegistrations).where(eq(userRegistrations.userId, user.id));
    expect(registration.status).toBe("approved");
  });
});
