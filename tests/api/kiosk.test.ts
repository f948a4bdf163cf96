// Site kiosks (issue 14), the credential: an admin turns the device they are signed in on into a kiosk (a cookie whose
// token is stored only as its SHA-256; the admin is signed out there), the admin's list, revoking (the device is
// refused from its next request), and what the kiosk reads: its site and its team by name, nothing else.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kiosks, workers } from "@shared/schema";
import { kioskCookieFor } from "../../server/modules/kiosks/kiosk-credential";
import { ADMIN_PASSWORD, ADMIN_USERNAME, adminAgent, createTestApp, sessionCookie, type TestApp } from "../support/app";
import { createPerson } from "../support/people";
import { makeKiosk, punch, setCookies, teamWorker } from "../support/kiosks";
import { insertEntry, insertProject, testClock } from "../unit/time-clock/api-fixtures";

const clock = testClock("2026-03-04T15:00:00Z");
let t: TestApp;
let admin: TestAgent;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  admin = await adminAgent(t.app);
  projectId = (await insertProject(t)).id;
});
afterAll(async () => {
  await t.close();
});

describe("an admin turns their device into a kiosk", () => {
  it("sets an HttpOnly, SameSite=Strict credential kept only as its SHA-256, and ends the admin's session on that device", async () => {
    const { device, res } = await makeKiosk(t, projectId, "Gate tablet");
    expect(res.body).toMatchObject({ name: "Gate tablet", projectId, projectName: "Highlands Renovation", createdByName: "Administrator", revokedAt: null });
    const raw = setCookies(res).find((c) => c.startsWith("crewline.kiosk="))!;
    expect(raw, setCookies(res).join("\n")).toBeDefined();
    expect(raw).toMatch(/; HttpOnly/i);
    expect(raw).toMatch(/; SameSite=Strict/i);
    expect(raw).toMatch(/; Path=\/(;|$)/);
    const token = raw.split(";")[0].split("=")[1];
    const [row] = await t.database.db.select().from(kiosks).where(eq(kiosks.id, res.body.id));
    expect(row.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);

    // The admin's session is gone on the tablet: its cookie cleared, the account's calls refused, the kiosk's let in.
    expect(setCookies(res).some((c) => c.startsWith("crewline.sid=;"))).toBe(true);
    expect((await device.get("/api/auth/user")).status).toBe(401);
    expect((await device.get("/api/workers")).status).toBe(401);
    expect((await device.get("/api/kiosk")).body.name).toBe("Gate tablet");
    // The admin's other devices are still signed in.
    expect((await admin.get("/api/auth/user")).status).toBe(200);
  });

  it("refuses an unknown project (404), a completed one (409) and a missing name (400), and leaves the session alone then", async () => {
    const device = await adminAgent(t.app);
    expect((await device.post("/api/admin/kiosks").send({ projectId: 999_999, name: "Ghost" })).status).toBe(404);
    const done = await insertProject(t, { name: "Done Job", status: "completed" });
    const completed = await device.post("/api/admin/kiosks").send({ projectId: done.id, name: "Late" });
    expect(completed.status).toBe(409);
    expect((await device.post("/api/admin/kiosks").send({ projectId, name: "  " })).status).toBe(400);
    expect((await device.get("/api/auth/user")).status).toBe(200);
  });

  it("a device made a kiosk again drops its previous kiosk (revoked), so one tablet is never two kiosks", async () => {
    const { device, id: first } = await makeKiosk(t, projectId, "Trailer tablet");
    // Someone signs the admin in on the tablet again and sets it up anew.
    await device.post("/api/admin/login").send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }).expect(200);
    const second = await device.post("/api/admin/kiosks").send({ projectId, name: "Trailer tablet 2" }).expect(201);
    const list = (await admin.get("/api/admin/kiosks")).body as { id: number; revokedAt: string | null; revokedByName: string | null }[];
    expect(list.find((k) => k.id === first)).toMatchObject({ revokedByName: "Administrator" });
    expect(list.find((k) => k.id === first)!.revokedAt).not.toBeNull();
    expect(list.find((k) => k.id === second.body.id)!.revokedAt).toBeNull();
    expect((await device.get("/api/kiosk")).body.name).toBe("Trailer tablet 2");
  });

  it("on an https install the credential is __Host-crewline.kiosk, Secure, Path=/, without Domain", async () => {
    expect(kioskCookieFor("https://crewline.example.com")).toEqual({ name: "__Host-crewline.kiosk", httpsOnly: true });
    const https = await createTestApp({ env: { APP_URL: "https://crewline.example.com" } });
    try {
      const login = await request(https.app).post("/api/admin/login").set("X-Forwarded-Proto", "https").send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
      const session = setCookies(login).find((c) => c.startsWith("__Host-crewline.sid="))!.split(";")[0];
      const project = await insertProject(https, { name: "Secure Site" });
      const made = await request(https.app)
        .post("/api/admin/kiosks")
        .set("X-Forwarded-Proto", "https")
        .set("Cookie", session)
        .send({ projectId: project.id, name: "Secure tablet" });
      expect(made.status).toBe(201);
      const raw = setCookies(made).find((c) => c.startsWith("__Host-crewline.kiosk="))!;
      expect(raw).toMatch(/; Secure/i);
      expect(raw).toMatch(/; Path=\/(;|$)/);
      expect(raw).not.toMatch(/Domain=/i);
      const read = await request(https.app).get("/api/kiosk").set("X-Forwarded-Proto", "https").set("Cookie", raw.split(";")[0]);
      expect(read.body.name).toBe("Secure tablet");
    } finally {
      await https.close();
    }
  });
});

describe("the admin's list and revoking", () => {
  it("lists each kiosk with its project, who made it and when it was last seen (to the minute)", async () => {
    const { device, id } = await makeKiosk(t, projectId, "Seen tablet");
    await device.get("/api/kiosk").expect(200);
    const seen = (await admin.get("/api/admin/kiosks")).body.find((k: { id: number }) => k.id === id);
    expect(seen).toMatchObject({ projectName: "Highlands Renovation", createdByName: "Administrator", lastSeenAt: clock.now().toISOString() });
    // Within the minute nothing is written again; after it, the new time is.
    clock.advanceMinutes(0.5);
    await device.get("/api/kiosk").expect(200);
    expect((await t.database.db.select().from(kiosks).where(eq(kiosks.id, id)))[0].lastSeenAt).toEqual(new Date(seen.lastSeenAt));
    clock.advanceMinutes(1);
    await device.get("/api/kiosk").expect(200);
    expect((await t.database.db.select().from(kiosks).where(eq(kiosks.id, id)))[0].lastSeenAt).toEqual(clock.now());
  });

  it("a revoked kiosk is refused (401) from its next request on, and its cookie is cleared on the device", async () => {
    const { device, id } = await makeKiosk(t, projectId, "Stolen tablet");
    const workerId = await teamWorker(t, projectId, "4821");
    await device.get("/api/kiosk").expect(200);
    const revoked = await admin.delete(`/api/admin/kiosks/${id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedByName).toBe("Administrator");
    const refused = await device.get("/api/kiosk");
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe("unauthenticated");
    expect(setCookies(refused).some((c) => c.startsWith("crewline.kiosk=;"))).toBe(true);
    expect((await punch(device, { workerId, pin: "4821" })).status).toBe(401);
    // Revoking again changes nothing; an unknown kiosk is 404.
    expect((await admin.delete(`/api/admin/kiosks/${id}`)).body.revokedAt).toBe(revoked.body.revokedAt);
    expect((await admin.delete("/api/admin/kiosks/999999")).status).toBe(404);
  });

  it("a signed-in account is no kiosk: the kiosk calls answer 401 to it", async () => {
    expect((await admin.get("/api/kiosk")).status).toBe(401);
    expect((await punch(admin, { workerId: 1, pin: "4821" })).status).toBe(401);
    expect(sessionCookie(await request(t.app).get("/api/kiosk"))).toBeUndefined();
  });
});

describe("what the kiosk reads", () => {
  it("its project's site, the photo and sign-off settings, and the team by name (active, not archived) with hasPin, clockedIn (and where) and onBreak: no rates, no hours", async () => {
    const site = await insertProject(t, { name: "Team Site", latitude: "39.70000000", longitude: "-105.00000000", locationRadius: 120 });
    const withPin = await teamWorker(t, site.id, "4821", { name: "Bea Team", hourlyRate: "44.00" });
    const withoutPin = await teamWorker(t, site.id, null, { name: "Al Team" });
    // A to Z whatever the case: 'ava' between 'Al' and 'Bea' (a byte order would put it last).
    const lowerCase = await teamWorker(t, site.id, "4821", { name: "ava Team" });
    const inactive = await teamWorker(t, site.id, "4821", { name: "Cy Inactive" });
    await t.database.db.update(workers).set({ isActive: false }).where(eq(workers.id, inactive));
    const archived = await teamWorker(t, site.id, "4821", { name: "Di Archived" });
    await t.database.db.update(workers).set({ archivedAt: clock.now() }).where(eq(workers.id, archived));
    await teamWorker(t, projectId, "4821", { name: "Ed Elsewhere" });
    const away = await teamWorker(t, site.id, "4821", { name: "Cal Away" });
    await insertEntry(t, { workerId: away, projectId, clockInTime: clock.now(), clockOutTime: null, hourlyRate: "30.00" });
    const { device } = await makeKiosk(t, site.id, "Team tablet");
    await punch(device, { workerId: withPin, pin: "4821" }).expect(200);

    const res = await device.get("/api/kiosk");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: "Team tablet",
      project: { id: site.id, name: "Team Site", latitude: "39.70000000", longitude: "-105.00000000", locationRadius: 120 },
      photosOnPunch: false,
      signOffAtClockOut: false,
      periodSignatures: false,
      workers: [
        { id: withoutPin, name: "Al Team", hasPin: false, clockedIn: false, onBreak: null, clockedInAt: null, signOffOpenEntryId: null },
        { id: lowerCase, name: "ava Team", hasPin: true, clockedIn: false, onBreak: null, clockedInAt: null, signOffOpenEntryId: null },
        // On the clock here: no other site to name.
        { id: withPin, name: "Bea Team", hasPin: true, clockedIn: true, onBreak: null, clockedInAt: null, signOffOpenEntryId: null },
        // On the clock at another project: the tile says "On the clock at Highlands Renovation" (issue 26).
        { id: away, name: "Cal Away", hasPin: true, clockedIn: true, onBreak: null, clockedInAt: "Highlands Renovation", signOffOpenEntryId: null },
      ],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/hourlyRate|44\.00|pinHash|\$2b\$/);
  });

  it("crew and foremen are no kiosk either", async () => {
    const crew = await createPerson(t, "crew");
    expect((await crew.agent.get("/api/kiosk")).status).toBe(401);
  });
});
