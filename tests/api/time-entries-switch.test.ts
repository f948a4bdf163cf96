// Issue 15: switching job mid-shift. The open entry is closed and the next opened at one server instant in one
// transaction; any refusal of the new clock-in (completed project, too far from the site, approved week, unknown cost
// code, out of scope) leaves the open entry as it was and adds no row; a replay answers the same; two switches of one
// entry at once give one switch.
import { and, eq, isNull } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { timeEntries } from "@shared/schema";
import { randomUUID } from "node:crypto";
import { IDEMPOTENCY_KEY_HEADER, TAP_AGE_HEADER } from "@shared/api/constants";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { addToTeam, createPerson, createWorker, type Person } from "../support/people";
import { HIGHLANDS, insertEntry, insertProject, metresNorth, testClock } from "../unit/time-clock/api-fixtures";

const clock = testClock("2026-03-03T15:00:00Z"); // Tue 08:00 in Denver
/** RiNo Lofts, 2 km north of Highlands, 100 m radius. */
const RINO = { latitude: metresNorth(HIGHLANDS.latitude, 2000), longitude: HIGHLANDS.longitude };

let t: TestApp;
let admin: TestAgent;
const project = { highlands: 0, rino: 0, done: 0 };
let costCodeId: number;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  admin = await adminAgent(t.app);
  project.highlands = (await insertProject(t)).id;
  project.rino = (await insertProject(t, { name: "RiNo Lofts", latitude: RINO.latitude.toFixed(8), locationRadius: 100 })).id;
  project.done = (await insertProject(t, { name: "Old Town Deck", status: "completed" })).id;
  const code = await admin.post("/api/cost-codes").send({ code: "03-300", name: "Cast-in-place concrete" });
  expect(code.status).toBe(201);
  costCodeId = code.body.id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock.set("2026-03-03T15:00:00Z");
});

async function clockedIn(agent: TestAgent, workerId: number, projectId = project.highlands): Promise<number> {
  const res = await agent.post("/api/time-entries/clock-in").send({ workerId, projectId });
  expect(res.status).toBe(201);
  return res.body.id;
}

const atRino = { clockInLatitude: RINO.latitude, clockInLongitude: RINO.longitude, locationAccuracy: 10 };
const switchTo = (timeEntryId: number, projectId: number, extra: Record<string, unknown> = {}) => ({
  timeEntryId,
  projectId,
  ...atRino,
  ...extra,
});

async function entriesOf(workerId: number) {
  return t.database.db.select().from(timeEntries).where(eq(timeEntries.workerId, workerId)).orderBy(timeEntries.id);
}
async function openEntriesOf(workerId: number) {
  return t.database.db
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.workerId, workerId), isNull(timeEntries.clockOutTime)));
}

/** The refused switch changed nothing: the one entry is still open on its project, with no pay yet. */
async function expectUnchanged(workerId: number, entryId: number) {
  const rows = await entriesOf(workerId);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ id: entryId, projectId: project.highlands, clockOutTime: null, hoursWorked: null });
}

describe("POST /api/time-entries/switch", () => {
  it("closes the open entry and opens the next at the same instant, with pay recomputed and the cost code", async () => {
    const worker = await createWorker(t, { hourlyRate: "30.00" });
    const entryId = await clockedIn(admin, worker);
    clock.advanceMinutes(150);
    const res = await admin
      .post("/api/time-entries/switch")
      .send(switchTo(entryId, project.rino, { costCodeId, location: "3500 Walnut St, Denver", notes: "Pour" }));
    expect(res.status).toBe(201);
    const { closed, opened } = res.body;
    expect(closed).toMatchObject({ id: entryId, projectId: project.highlands, hoursWorked: "2.50", totalPay: "75.00", clockOutLocation: "3500 Walnut St, Denver" });
    expect(closed.clockOutTime).toBe("2026-03-03T17:30:00.000Z");
    expect(opened.clockInTime).toBe(closed.clockOutTime);
    expect(opened).toMatchObject({
      workerId: worker,
      projectId: project.rino,
      projectName: "RiNo Lofts",
      clockOutTime: null,
      notes: "Pour",
      geofenceVerdict: "inside",
      locationStatus: "verified",
      costCodeId,
      costCode: { id: costCodeId, code: "03-300", name: "Cast-in-place concrete" },
    });
    const open = await openEntriesOf(worker);
    expect(open.map((e) => e.id)).toEqual([opened.id]);
    // The worker's open entry as the screens read it is the new one.
    const active = await admin.get(`/api/workers/${worker}/active-time`);
    expect(active.body).toMatchObject({ id: opened.id, costCode: { code: "03-300" } });
  });

  it("to the same project with the same cost code: 422 with a clear message, nothing changed", async () => {
    const worker = await createWorker(t);
    const entryId = await clockedIn(admin, worker);
    const res = await admin
      .post("/api/time-entries/switch")
      .send({ timeEntryId: entryId, projectId: project.highlands, clockInLatitude: HIGHLANDS.latitude, clockInLongitude: HIGHLANDS.longitude, locationAccuracy: 5 });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: "unprocessable", fieldErrors: { projectId: ["Choose another project or cost code"] } });
    expect(res.body.message).toMatch(/already clocked in on Highlands Renovation with this cost code; choose another project or cost code/);
    await expectUnchanged(worker, entryId);
  });

  it("to the same project with another cost code: the entry splits at the tap ('Change cost code', issue 26 item 3)", async () => {
    const worker = await createWorker(t, { hourlyRate: "30.00" });
    const entryId = await clockedIn(admin, worker);
    clock.set("2026-03-03T17:00:00Z");
    const atHighlands = { clockInLatitude: HIGHLANDS.latitude, clockInLongitude: HIGHLANDS.longitude, locationAccuracy: 5 };
    const res = await admin.post("/api/time-entries/switch").send({ timeEntryId: entryId, projectId: project.highlands, costCodeId, ...atHighlands });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.closed).toMatchObject({ id: entryId, projectId: project.highlands, costCodeId: null, clockOutTime: "2026-03-03T17:00:00.000Z", hoursWorked: "2.00" });
    expect(res.body.opened).toMatchObject({ projectId: project.highlands, costCode: { code: "03-300" }, clockInTime: "2026-03-03T17:00:00.000Z" });
    // Back to no code is another change; the same code again is refused.
    const again = await admin.post("/api/time-entries/switch").send({ timeEntryId: res.body.opened.id, projectId: project.highlands, costCodeId, ...atHighlands });
    expect(again.status).toBe(422);
    expect(await openEntriesOf(worker)).toEqual([expect.objectContaining({ id: res.body.opened.id })]);
  });

  it("an entry no longer open: 409; a missing one 404", async () => {
    const worker = await createWorker(t);
    const entryId = await clockedIn(admin, worker);
    await admin.post("/api/time-entries/clock-out").send({ timeEntryId: entryId });
    const res = await admin.post("/api/time-entries/switch").send(switchTo(entryId, project.rino));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "already_clocked_out" });
    expect(await openEntriesOf(worker)).toHaveLength(0);
    expect((await admin.post("/api/time-entries/switch").send(switchTo(999_999, project.rino))).status).toBe(404);
  });

  it("without a position: 400 naming the field", async () => {
    const worker = await createWorker(t);
    const entryId = await clockedIn(admin, worker);
    const res = await admin.post("/api/time-entries/switch").send({ timeEntryId: entryId, projectId: project.rino });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty("clockInLatitude");
    await expectUnchanged(worker, entryId);
  });

  describe("atomicity: a refused clock-in leaves the old entry open and adds no row", () => {
    it.each([
      ["without a key", null],
      ["with an Idempotency-Key", "switch-done-1"],
    ])("a completed project (%s): 409", async (_label, key) => {
      const worker = await createWorker(t);
      const entryId = await clockedIn(admin, worker);
      clock.advanceMinutes(60);
      const request = admin.post("/api/time-entries/switch");
      if (key) request.set(IDEMPOTENCY_KEY_HEADER, key);
      const res = await request.send(switchTo(entryId, project.done));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("This project is completed");
      await expectUnchanged(worker, entryId);
    });

    it("too far from the new site: 400, the distance said", async () => {
      const worker = await createWorker(t);
      const entryId = await clockedIn(admin, worker);
      const res = await admin
        .post("/api/time-entries/switch")
        .send(switchTo(entryId, project.rino, { clockInLatitude: metresNorth(RINO.latitude, 600) }));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^You are 600 m from RiNo Lofts; you must be within 100 m/);
      await expectUnchanged(worker, entryId);
    });

    it("an unknown cost code: 422", async () => {
      const worker = await createWorker(t);
      const entryId = await clockedIn(admin, worker);
      const res = await admin.post("/api/time-entries/switch").send(switchTo(entryId, project.rino, { costCodeId: 987_654 }));
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: "unprocessable", fieldErrors: { costCodeId: [expect.stringMatching(/does not exist/)] } });
      await expectUnchanged(worker, entryId);
    });

    it("the new clock-in's week is approved: 409 period_locked", async () => {
      const worker = await createWorker(t);
      const other = await createWorker(t);
      // Saturday evening in Denver (week of Mar 1); the switch is tapped on Sunday, in the week of Mar 8, and reaches
      // the server from a phone's queue a week later, once that week has ended and been approved.
      clock.set("2026-03-08T03:00:00Z");
      const entryId = await clockedIn(admin, worker);
      await insertEntry(t, { workerId: other, projectId: project.highlands, clockInTime: "2026-03-09T15:00:00Z", clockOutTime: "2026-03-09T23:00:00Z", hourlyRate: "30.00" });
      clock.set("2026-03-15T08:00:00Z");
      const approved = await admin.post("/api/payroll/approve").send({ weekOf: "2026-03-08" });
      expect(approved.status).toBe(201);
      const tapAgeMs = clock.now().getTime() - Date.parse("2026-03-08T17:00:00Z");
      const res = await admin
        .post("/api/time-entries/switch")
        .set(IDEMPOTENCY_KEY_HEADER, randomUUID())
        .set(TAP_AGE_HEADER, String(tapAgeMs))
        .send(switchTo(entryId, project.rino));
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: "period_locked" });
      await expectUnchanged(worker, entryId);
    });
  });

  it("an inactive cost code is taken (a queued switch must not fail for it)", async () => {
    const code = await admin.post("/api/cost-codes").send({ code: "09-900", name: "Painting" });
    await admin.patch(`/api/cost-codes/${code.body.id}`).send({ active: false });
    const worker = await createWorker(t);
    const entryId = await clockedIn(admin, worker);
    const res = await admin.post("/api/time-entries/switch").send(switchTo(entryId, project.rino, { costCodeId: code.body.id }));
    expect(res.status).toBe(201);
    expect(res.body.opened.costCode).toEqual({ id: code.body.id, code: "09-900", name: "Painting" });
  });

  it("a replay with the same key answers the same, and switches once", async () => {
    const worker = await createWorker(t);
    const entryId = await clockedIn(admin, worker);
    clock.advanceMinutes(30);
    const body = switchTo(entryId, project.rino, { clientTime: "2026-03-03T15:29:00Z" });
    const first = await admin.post("/api/time-entries/switch").set(IDEMPOTENCY_KEY_HEADER, "switch-replay-1").send(body);
    expect(first.status).toBe(201);
    expect(first.body.opened.clientClockInTime).toBe("2026-03-03T15:29:00.000Z");
    expect(first.body.closed.clientClockOutTime).toBe("2026-03-03T15:29:00.000Z");
    clock.advanceMinutes(5);
    const replay = await admin.post("/api/time-entries/switch").set(IDEMPOTENCY_KEY_HEADER, "switch-replay-1").send(body);
    expect(replay.status).toBe(201);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.body).toEqual(first.body);
    expect(await entriesOf(worker)).toHaveLength(2);
    // The same key with another body is refused.
    const other = await admin.post("/api/time-entries/switch").set(IDEMPOTENCY_KEY_HEADER, "switch-replay-1").send(switchTo(entryId, project.done));
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("idempotency_mismatch");
  });

  it("two switches of one entry at once: one 201, one 409, and exactly one open entry", async () => {
    const worker = await createWorker(t);
    const entryId = await clockedIn(admin, worker);
    const third = (await insertProject(t, { name: "Sloan Lake Duplex", latitude: RINO.latitude.toFixed(8), locationRadius: 100 })).id;
    const responses = await Promise.all([
      admin.post("/api/time-entries/switch").set(IDEMPOTENCY_KEY_HEADER, "race-a").send(switchTo(entryId, project.rino)),
      admin.post("/api/time-entries/switch").set(IDEMPOTENCY_KEY_HEADER, "race-b").send(switchTo(entryId, third)),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = responses.find((r) => r.status === 409)!;
    expect(refused.body.code).toBe("already_clocked_out");
    expect(await openEntriesOf(worker)).toHaveLength(1);
    expect(await entriesOf(worker)).toHaveLength(2);
  });

  describe("scope: whoever may clock the worker out and in", () => {
    let crew: Person;
    let foreman: Person;
    let teammate: number;
    let outsider: number;
    let elsewhere: number;

    beforeAll(async () => {
      crew = await createPerson(t, "crew");
      foreman = await createPerson(t, "foreman");
      teammate = await createWorker(t);
      outsider = await createWorker(t);
      elsewhere = (await insertProject(t, { name: "Golden Triangle Office" })).id;
      // Highlands: crew, foreman and teammate; RiNo: the foreman and the teammate; the outsider only elsewhere.
      await addToTeam(t, project.highlands, [crew.workerId, foreman.workerId, teammate]);
      await addToTeam(t, project.rino, [foreman.workerId, teammate]);
      await addToTeam(t, elsewhere, [outsider]);
    });

    it("crew may not switch someone else, nor themself onto a project that is not theirs", async () => {
      const teammateEntry = await clockedIn(admin, teammate);
      const other = await crew.agent.post("/api/time-entries/switch").send(switchTo(teammateEntry, project.rino));
      expect(other.status).toBe(403);
      expect(other.body.message).toBe("You can only clock out yourself");
      const ownEntry = await clockedIn(crew.agent, crew.workerId);
      const notTheirs = await crew.agent.post("/api/time-entries/switch").send(switchTo(ownEntry, project.rino));
      expect(notTheirs.status).toBe(403);
      expect(notTheirs.body.message).toBe("You can only clock in on your own projects");
      await expectUnchanged(crew.workerId, ownEntry);
      await admin.post("/api/time-entries/clock-out").send({ timeEntryId: teammateEntry });
    });

    it("a foreman switches their crew between their projects, but not a worker outside their crew", async () => {
      const entryId = await clockedIn(foreman.agent, teammate);
      const res = await foreman.agent.post("/api/time-entries/switch").send(switchTo(entryId, project.rino));
      expect(res.status).toBe(201);
      expect(res.body.opened).toMatchObject({ workerId: teammate, projectId: project.rino, createdBy: foreman.userId });
      expect(res.body.closed).toMatchObject({ clockedOutBy: foreman.userId });
      expect(res.body.closed).not.toHaveProperty("totalPay");

      const outsiderEntry = await clockedIn(admin, outsider, elsewhere);
      const refused = await foreman.agent
        .post("/api/time-entries/switch")
        .send({ ...switchTo(outsiderEntry, project.highlands), clockInLatitude: HIGHLANDS.latitude, clockInLongitude: HIGHLANDS.longitude });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe("You can only clock out your crew on your projects");
      expect((await openEntriesOf(outsider)).map((e) => e.projectId)).toEqual([elsewhere]);
    });
  });
});
