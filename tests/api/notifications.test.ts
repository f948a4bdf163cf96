// The header bell: a real count and list of low stock, forgotten clock-outs, correction requests and kiosk punches
// waiting (for the office) and (for admins) registrations awaiting approval.
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, timeEntries, userRegistrations, workers } from "@shared/schema";
import type { NotificationItem, NotificationsResponse } from "@shared/api/notifications";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createActiveUser, registerUser, registrationIdOf, uniqueEmail, userAgent, verifyRegistration } from "../support/accounts";
import { makeKiosk, punch, teamWorker } from "../support/kiosks";
import { addToTeam, createPerson } from "../support/people";

type Agent = Awaited<ReturnType<typeof userAgent>>;
const HOUR = 3_600_000;

let t: TestApp;
let admin: Agent;
let user: Agent;
let projectId: number;
const ids = {} as Record<"low" | "atMinimum" | "warning" | "plenty" | "forgotten" | "recent" | "closed" | "verified" | "unverified", number>;

async function createMaterial(name: string, currentStock: number, minStockLevel: number): Promise<number> {
  const res = await user
    .post("/api/materials")
    .send({ name, category: "Concrete", unit: "bags", unitCost: 10, currentStock, minStockLevel });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function createEntry(workerName: string, clockIn: Date, clockOut: Date | null): Promise<number> {
  const [worker] = await t.database.db
    .insert(workers)
    .values({ name: workerName, role: "foreman", category: "carpentry" })
    .returning({ id: workers.id });
  const [entry] = await t.database.db
    .insert(timeEntries)
    .values({ workerId: worker.id, projectId, clockInTime: clockIn, clockOutTime: clockOut })
    .returning({ id: timeEntries.id });
  return entry.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
  const email = uniqueEmail("bell");
  await createActiveUser(t, email);
  user = await userAgent(t, email);
  [{ id: projectId }] = await t.database.db
    .insert(projects)
    .values({ name: "RiNo Lofts", location: "Denver, CO" })
    .returning({ id: projects.id });

  ids.low = await createMaterial("Portland Cement", 3, 5);
  ids.atMinimum = await createMaterial("Mortar Mix", 5, 5);
  ids.warning = await createMaterial("Grout", 7, 5);
  ids.plenty = await createMaterial("Gravel", 50, 5);

  const now = Date.now();
  ids.forgotten = await createEntry("Tom Alvarez", new Date(now - 13 * HOUR), null);
  ids.recent = await createEntry("Luis Ortega", new Date(now - 2 * HOUR), null);
  ids.closed = await createEntry("Jamal Wright", new Date(now - 20 * HOUR), new Date(now - 11 * HOUR));
  // The scheduler's check marks the entries open longer than the alert hours (12 by default); the bell reads the marks.
  expect(await t.services.forgottenClockOuts.alert()).toBe(1);

  const verifiedEmail = uniqueEmail("applicant");
  await registerUser(t, verifiedEmail);
  await verifyRegistration(t, verifiedEmail);
  ids.verified = await registrationIdOf(t, verifiedEmail);
  const unverifiedEmail = uniqueEmail("unverified");
  await registerUser(t, unverifiedEmail);
  ids.unverified = await registrationIdOf(t, unverifiedEmail);
});
afterAll(async () => {
  await t.close();
});

async function bell(agent: Agent): Promise<NotificationsResponse> {
  const res = await agent.get("/api/notifications");
  expect(res.status).toBe(200);
  return res.body;
}

const itemIds = (body: NotificationsResponse) => body.items.map((item) => item.id);

describe("GET /api/notifications", () => {
  it("answers 401 when signed out", async () => {
    expect((await request(t.app).get("/api/notifications")).status).toBe(401);
  });

  it("shows a normal user low stock and forgotten clock-outs, but no registrations", async () => {
    const body = await bell(user);
    expect(itemIds(body).sort()).toEqual(
      [`low-stock:${ids.low}`, `low-stock:${ids.atMinimum}`, `forgotten-clock-out:${ids.forgotten}`].sort(),
    );
    expect(body.count).toBe(3);
  });

  it("shows an admin the registrations waiting for approval too (verified ones: the others cannot be approved yet)", async () => {
    const body = await bell(admin);
    expect(body.count).toBe(4);
    expect(itemIds(body)).toContain(`registration:${ids.verified}`);
    expect(itemIds(body)).not.toContain(`registration:${ids.unverified}`);
  });

  it("describes each item and links it to the screen that resolves it, newest first", async () => {
    const body = await bell(admin);
    const byId = new Map(body.items.map((item) => [item.id, item]));
    expect(byId.get(`low-stock:${ids.low}`)).toMatchObject({
      kind: "low_stock",
      title: "Low stock: Portland Cement",
      detail: "3 bags left (minimum 5)",
      href: "/materials",
    });
    const entry = byId.get(`forgotten-clock-out:${ids.forgotten}`)!;
    expect(entry).toMatchObject({ kind: "forgotten_clock_out", title: "Still clocked in: Tom Alvarez", href: "/timesheet" });
    expect(entry.detail).toMatch(/^RiNo Lofts, since [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M \(13 h\)\. Forgotten clock-out\?$/);
    expect(byId.get(`registration:${ids.verified}`)).toMatchObject({
      kind: "registration",
      title: "Registration waiting for approval: Casey Builder",
      href: "/admin",
    });
    expect(byId.get(`registration:${ids.verified}`)!.detail).toMatch(/@example\.test$/);
    const times = body.items.map((item: NotificationItem) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const time of times) expect(new Date(time).toISOString()).toBe(time);
  });

  it("follows the data: a use down to the minimum adds an item, a receipt clears it", async () => {
    const before = await bell(user);
    const used = await user.post(`/api/materials/${ids.warning}/transactions`).send({ transactionType: "used", quantity: 2 });
    expect(used.body.material.stockStatus).toBe("Low Stock");
    const low = await bell(user);
    expect(low.count).toBe(before.count + 1);
    expect(low.items[0]).toMatchObject({ id: `low-stock:${ids.warning}`, detail: "5 bags left (minimum 5)" });

    await user.post(`/api/materials/${ids.warning}/transactions`).send({ transactionType: "received", quantity: 20 });
    expect((await bell(user)).count).toBe(before.count);
  });

  it("drops a forgotten clock-out once it is closed, and a registration once it is decided", async () => {
    await t.database.db.update(timeEntries).set({ clockOutTime: new Date() }).where(eq(timeEntries.id, ids.forgotten));
    const approve = await admin.patch(`/api/admin/registrations/${ids.verified}`).send({ status: "approved" });
    expect(approve.status).toBe(200);
    const body = await bell(admin);
    expect(itemIds(body)).not.toContain(`forgotten-clock-out:${ids.forgotten}`);
    expect(itemIds(body)).not.toContain(`registration:${ids.verified}`);
    const [row] = await t.database.db.select().from(userRegistrations).where(eq(userRegistrations.id, ids.verified));
    expect(row.status).toBe("approved");
  });
});

describe("correction requests in the bell", () => {
  it("tells the office and admins of a waiting request, never crew or foremen, and drops it once decided", async () => {
    const crew = await createPerson(t, "crew", { worker: { name: "Rosa Delgado" } });
    const foreman = await createPerson(t, "foreman");
    await addToTeam(t, projectId, [crew.workerId, foreman.workerId]);
    const [entry] = await t.database.db
      .insert(timeEntries)
      .values({ workerId: crew.workerId, projectId, clockInTime: new Date(Date.now() - 30 * HOUR), clockOutTime: new Date(Date.now() - 22 * HOUR) })
      .returning({ id: timeEntries.id });
    const asked = await crew.agent
      .post(`/api/time-entries/${entry.id}/correction-requests`)
      .send({ kind: "wrong_time", clockOutTime: new Date(Date.now() - 23 * HOUR).toISOString(), reason: "Left an hour early for the dentist" });
    expect(asked.status).toBe(201);

    const itemId = `correction-request:${asked.body.id}`;
    for (const agent of [user, admin]) {
      const item = (await bell(agent)).items.find((i) => i.id === itemId);
      expect(item).toMatchObject({
        kind: "correction_request",
        title: "Correction requested: Rosa Delgado",
        detail: "Wrong time on RiNo Lofts: Left an hour early for the dentist",
        href: "/timesheet",
        createdAt: asked.body.requestedAt,
      });
    }
    for (const agent of [crew.agent, foreman.agent]) {
      expect((await bell(agent)).items.filter((i) => i.kind === "correction_request")).toEqual([]);
    }

    expect((await user.patch(`/api/correction-requests/${asked.body.id}`).send({ decision: "reject", note: "Badge log says 4:30" })).status).toBe(200);
    expect(itemIds(await bell(admin))).not.toContain(itemId);
  });
});

describe("kiosk punches to confirm in the bell", () => {
  it("tells the office and admins of an entry a kiosk took offline, never crew or foremen, and drops it once confirmed", async () => {
    const { device } = await makeKiosk(t, projectId, "Gate tablet");
    const crew = await createPerson(t, "crew");
    const foreman = await createPerson(t, "foreman");
    await addToTeam(t, projectId, [crew.workerId, foreman.workerId]);
    const offlineWorker = await teamWorker(t, projectId, null, { name: "Ana Kiosk" });
    const onlineWorker = await teamWorker(t, projectId, "4821", { name: "Ben Online" });
    const clockIn = await punch(device, { workerId: offlineWorker, offline: true });
    expect(clockIn.body).toMatchObject({ action: "in", verification: "unverified" });
    const clockOut = await punch(device, { workerId: offlineWorker, offline: true });
    expect(clockOut.body).toMatchObject({ action: "out", verification: "unverified" });
    const online = await punch(device, { workerId: onlineWorker, pin: "4821" });
    expect(online.body).toMatchObject({ action: "in", verification: "verified" });

    const itemId = `unverified-punch:${clockIn.body.timeEntryId}`;
    for (const agent of [user, admin]) {
      const items = (await bell(agent)).items.filter((i) => i.kind === "unverified_punch");
      expect(items.map((i) => i.id)).toEqual([itemId]);
      expect(items[0]).toMatchObject({ title: "Kiosk punch to confirm: Ana Kiosk", href: "/timesheet", createdAt: clockOut.body.clockOutTime });
      expect(items[0].detail).toMatch(/^RiNo Lofts, .+ – .+, at Gate tablet while it was offline: no PIN was checked$/);
    }
    for (const agent of [crew.agent, foreman.agent]) {
      expect((await bell(agent)).items.filter((i) => i.kind === "unverified_punch")).toEqual([]);
    }

    const confirmed = await user.patch(`/api/time-entries/${clockIn.body.timeEntryId}/verification`).send({ verified: true });
    expect(confirmed.status).toBe(200);
    expect(itemIds(await bell(admin))).not.toContain(itemId);
  });
});
