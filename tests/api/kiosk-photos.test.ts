// Kiosk settings and punch photos (issue 14): while the company keeps photos a punch needs one, stored re-encoded as a
// small JPEG without metadata, shown to office users only and deleted after the retention period; and the office's
// PINs: set and removed, never sent back, the guessable ones refused, each change in the worker's history.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { punchPhotos, timeEntries, workers } from "@shared/schema";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createPerson, type Person } from "../support/people";
import { makeKiosk, punch, teamWorker, type Agent } from "../support/kiosks";
import { insertProject, testClock } from "../unit/time-clock/api-fixtures";

const DAY_MINUTES = 24 * 60;
const clock = testClock("2026-03-04T15:00:00Z");
let t: TestApp;
let admin: TestAgent;
let office: Person;
let projectId: number;
let tablet: Agent;

/** A 1200 x 900 photo as a phone takes it: EXIF with the camera and a copyright, which must not be kept. */
async function phonePhoto(): Promise<string> {
  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#2c3e50" } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: "PhoneCo", Copyright: "secret-exif-text" } })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  admin = await adminAgent(t.app);
  office = await createPerson(t, "user");
  projectId = (await insertProject(t)).id;
  ({ device: tablet } = await makeKiosk(t, projectId));
});
afterAll(async () => {
  await t.close();
});

describe("kiosk settings", () => {
  it("photos are off and kept 90 days unless an admin says otherwise; office users read them", async () => {
    expect((await office.agent.get("/api/settings/kiosk")).body).toEqual({ photosOnPunch: false, photoRetentionDays: 90 });
    expect((await admin.put("/api/settings/kiosk").send({ photosOnPunch: true, photoRetentionDays: 0 })).status).toBe(400);
    expect((await admin.put("/api/settings/kiosk").send({ photosOnPunch: true, photoRetentionDays: 3651 })).status).toBe(400);
    expect((await office.agent.put("/api/settings/kiosk").send({ photosOnPunch: true, photoRetentionDays: 30 })).status).toBe(403);
  });
});

describe("punch photos", () => {
  it("with photos off a photo sent along is not kept", async () => {
    const workerId = await teamWorker(t, projectId, "4821");
    const res = await punch(tablet, { workerId, pin: "4821", photo: await phonePhoto() });
    expect(res.status).toBe(200);
    expect(await t.database.db.select().from(punchPhotos).where(eq(punchPhotos.timeEntryId, res.body.timeEntryId))).toEqual([]);
  });

  it("with photos on: a punch without one is 400; with one it is kept as a JPEG of at most 480 px without metadata, for office users only", async () => {
    await admin.put("/api/settings/kiosk").send({ photosOnPunch: true, photoRetentionDays: 30 }).expect(200);
    expect((await tablet.get("/api/kiosk")).body.photosOnPunch).toBe(true);
    const workerId = await teamWorker(t, projectId, "4821");
    const without = await punch(tablet, { workerId, pin: "4821" });
    expect(without.status).toBe(400);
    expect(without.body.fieldErrors.photo).toBeDefined();
    expect((await punch(tablet, { workerId, pin: "4821", photo: "data:text/html;base64,PGgxPmhpPC9oMT4=" })).status).toBe(400);

    const punchedIn = await punch(tablet, { workerId, pin: "4821", photo: await phonePhoto() });
    expect(punchedIn.status).toBe(200);
    const id = punchedIn.body.timeEntryId;
    const image = await office.agent.get(`/api/time-entries/${id}/photos/in`).buffer(true);
    expect(image.status).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect(image.headers["cache-control"]).toBe("private, no-cache");
    const meta = await sharp(image.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 480, height: 360 });
    expect(meta.exif).toBeUndefined();
    expect((image.body as Buffer).includes(Buffer.from("secret-exif-text"))).toBe(false);

    expect((await office.agent.get(`/api/time-entries/${id}`)).body).toMatchObject({ hasClockInPhoto: true, hasClockOutPhoto: false });
    expect((await office.agent.get(`/api/time-entries/${id}/photos/out`)).status).toBe(404);
    expect((await office.agent.get(`/api/time-entries/${id}/photos/lunch`)).status).toBe(400);
    for (const role of ["crew", "foreman"] as const) {
      const person = await createPerson(t, role);
      expect((await person.agent.get(`/api/time-entries/${id}/photos/in`)).status).toBe(403);
    }

    // The clock-out's photo, taken offline, is kept the same way.
    clock.advanceMinutes(60);
    const out = await punch(tablet, { workerId, offline: true, photo: await phonePhoto() });
    expect(out.body.action).toBe("out");
    expect((await office.agent.get(`/api/time-entries/${id}`)).body).toMatchObject({ hasClockOutPhoto: true, verification: "unverified" });
  });

  it("housekeeping deletes the photos older than the retention period and keeps the others", async () => {
    await admin.put("/api/settings/kiosk").send({ photosOnPunch: true, photoRetentionDays: 2 }).expect(200);
    const workerId = await teamWorker(t, projectId, "4821");
    const old = (await punch(tablet, { workerId, pin: "4821", photo: await phonePhoto() })).body.timeEntryId;
    clock.advanceMinutes(2 * DAY_MINUTES - 60);
    const recent = (await punch(tablet, { workerId, pin: "4821", photo: await phonePhoto() })).body.timeEntryId;
    expect(recent).toBe(old);
    clock.advanceMinutes(120);

    const before = await t.database.db.select().from(punchPhotos);
    const removed = await t.services.kiosks.prunePhotos();
    const after = await t.database.db.select().from(punchPhotos);
    expect(removed).toBe(before.length - after.length);
    expect(after.every((photo) => photo.takenAt.getTime() >= clock.now().getTime() - 2 * DAY_MINUTES * 60_000)).toBe(true);
    expect((await office.agent.get(`/api/time-entries/${old}/photos/in`)).status).toBe(404);
    expect((await office.agent.get(`/api/time-entries/${old}/photos/out`)).status).toBe(200);
    expect((await office.agent.get(`/api/time-entries/${old}`)).body).toMatchObject({ hasClockInPhoto: false, hasClockOutPhoto: true });
    await admin.put("/api/settings/kiosk").send({ photosOnPunch: false, photoRetentionDays: 90 }).expect(200);
  });
});

describe("punch photos on a nearly full disk", () => {
  it("on the embedded database below the free-space floor a punch with a photo is refused with 507 and nothing is kept; without photos punches go on", async () => {
    const low = await createTestApp({ database: { ...t.database, kind: "pglite" }, deps: { now: clock.now, freeDiskBytes: async () => 1024 } });
    const lowAdmin = await adminAgent(low.app);
    const { device } = await makeKiosk(low, projectId, "Low-disk tablet");
    const workerId = await teamWorker(low, projectId, "4821");
    await lowAdmin.put("/api/settings/kiosk").send({ photosOnPunch: true, photoRetentionDays: 30 }).expect(200);
    try {
      const res = await punch(device, { workerId, pin: "4821", photo: await phonePhoto() });
      expect(res.status).toBe(507);
      expect(res.body.message).toBe("The server is running low on disk space; photos cannot be saved right now. Ask your administrator.");
      expect(await t.database.db.select().from(timeEntries).where(eq(timeEntries.workerId, workerId))).toEqual([]);
    } finally {
      await lowAdmin.put("/api/settings/kiosk").send({ photosOnPunch: false, photoRetentionDays: 90 }).expect(200);
    }
    expect((await punch(device, { workerId, pin: "4821" })).status).toBe(200);
  });
});

describe("PINs", () => {
  it("the office sets and removes a worker's PIN: never sent back, guessable ones refused, each change in the worker's history", async () => {
    const workerId = await teamWorker(t, projectId, null);
    const guessable = await office.agent.put(`/api/workers/${workerId}/pin`).send({ pin: "1234" });
    expect(guessable.status).toBe(400);
    expect(guessable.body.message).toMatch(/harder to guess/);
    expect((await office.agent.put(`/api/workers/${workerId}/pin`).send({ pin: "12a4" })).status).toBe(400);

    const set = await office.agent.put(`/api/workers/${workerId}/pin`).send({ pin: "4821" });
    expect(set.status).toBe(200);
    expect(set.body.hasPin).toBe(true);
    expect(JSON.stringify(set.body)).not.toMatch(/pinHash|\$2b\$|4821/);
    const [row] = await t.database.db.select({ pinHash: workers.pinHash }).from(workers).where(eq(workers.id, workerId));
    expect(row.pinHash).toMatch(/^\$2b\$/);
    const roster = (await office.agent.get("/api/workers")).body.find((w: { id: number }) => w.id === workerId);
    expect(roster.hasPin).toBe(true);
    expect(roster).not.toHaveProperty("pinHash");

    await office.agent.put(`/api/workers/${workerId}/pin`).send({ pin: "907315" }).expect(200);
    expect((await punch(tablet, { workerId, pin: "4821" })).status).toBe(401);
    const removed = await office.agent.delete(`/api/workers/${workerId}/pin`);
    expect(removed.body.hasPin).toBe(false);
    await office.agent.delete(`/api/workers/${workerId}/pin`).expect(200);
    expect((await punch(tablet, { workerId, pin: "907315" })).status).toBe(409);

    const history = (await admin.get(`/api/workers/${workerId}/changes`)).body.filter((c: { field: string }) => c.field === "pin");
    expect(history.map((c: { from: boolean; to: boolean }) => [c.from, c.to])).toEqual([
      [true, false],
      [true, true],
      [false, true],
    ]);
    expect(history[0].changedBy).toBe(office.userId);
    // PIN changes are no pay changes: the Payroll tab's list leaves them out.
    const payChanges = (await admin.get("/api/payroll/pay-changes?weekOf=2026-03-04")).body.changes;
    const theirs = payChanges.filter((c: { workerId: number }) => c.workerId === workerId);
    expect(theirs.map((c: { field: string }) => c.field)).toEqual(["hourlyRate"]);
  });
});
