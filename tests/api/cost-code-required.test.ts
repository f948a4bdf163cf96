// "Cost codes required" (issue 15): while the company requires a cost code, a punch without one is still taken (the
// GPS clock, the spec's dialog and tracker, a crew punch, a job switch, a kiosk, a punch queued offline) and flagged
// cost_code_due; its week cannot be approved (the refusal names the entries) until the office gives each a code, which
// clears the flag. An entry added by hand must have a code, and a correction may not take one off (422 on the field).
// With the setting off nothing changes.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER } from "@shared/api/constants";
import { COMPANY_SETTINGS_DEFAULTS } from "@shared/api/company-settings";
import { COST_CODE_REQUIRED_MESSAGE } from "@shared/domain/cost-code-rule";
import { timeEntries, timeEntryChanges } from "@shared/schema";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { makeKiosk, punch, teamWorker, type Agent } from "../support/kiosks";
import { addToTeam, createPerson, createWorker, type Person } from "../support/people";
import { HIGHLANDS, insertProject, testClock } from "../unit/time-clock/api-fixtures";

// Monday 2 March 2026, 07:00 in Denver; the week runs Sunday 1 to Saturday 7 March.
const clock = testClock("2026-03-02T14:00:00Z");
const WEEK = { weekOf: "2026-03-01" };
let t: TestApp;
let admin: TestAgent;
let foreman: Person;
let crew: Person;
let crewmates: number[];
let projectId: number;
let otherProjectId: number;
let concrete: number;
let framing: number;
let tablet: Agent;

const fixIn = { clockInLatitude: HIGHLANDS.latitude, clockInLongitude: HIGHLANDS.longitude, locationAccuracy: 8 };
const key = () => ({ [IDEMPOTENCY_KEY_HEADER]: randomUUID() });
const setRequired = (on: boolean) => admin.put("/api/settings/company").send({ ...COMPANY_SETTINGS_DEFAULTS, costCodeRequired: on }).expect(200);
const rowOf = async (id: number) => (await t.database.db.select().from(timeEntries).where(eq(timeEntries.id, id)))[0];
const entryOf = async (id: number) => (await admin.get(`/api/time-entries/${id}`).expect(200)).body;
const clockOut = (id: number) => admin.post("/api/time-entries/clock-out").set(key()).send({ timeEntryId: id }).expect(200);

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  admin = await adminAgent(t.app);
  projectId = (await insertProject(t)).id;
  otherProjectId = (await insertProject(t, { name: "Mill Street" })).id;
  foreman = await createPerson(t, "foreman", { worker: { name: "Fran Foreman" } });
  crew = await createPerson(t, "crew", { worker: { name: "Tom Alvarez" } });
  crewmates = [await createWorker(t, { name: "Cal Crewmate" }), await createWorker(t, { name: "Dee Crewmate" })];
  await addToTeam(t, projectId, [foreman.workerId, crew.workerId, ...crewmates]);
  await addToTeam(t, otherProjectId, [crew.workerId]);
  concrete = (await admin.post("/api/cost-codes").send({ code: "03-300", name: "Concrete" }).expect(201)).body.id;
  framing = (await admin.post("/api/cost-codes").send({ code: "06-100", name: "Framing" }).expect(201)).body.id;
  ({ device: tablet } = await makeKiosk(t, projectId));
});
afterAll(async () => {
  await t.close();
});

describe("with the setting off (the default)", () => {
  it("a punch without a code is not flagged, and an entry added by hand needs none", async () => {
    const res = await crew.agent.post("/api/time-entries/clock-in").set(key()).send({ workerId: crew.workerId, projectId, ...fixIn });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ costCodeId: null, costCodeDue: false });
    clock.advanceMinutes(60);
    await clockOut(res.body.id);

    const added = await admin.post("/api/time-entries").send({
      workerId: crewmates[0],
      projectId,
      clockInTime: "2026-03-01T15:00:00Z",
      clockOutTime: "2026-03-01T17:00:00Z",
      reason: "Forgot his phone",
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ costCodeId: null, costCodeDue: false });
  });
});

describe("with the setting on", () => {
  const flagged: number[] = [];

  beforeAll(async () => {
    await setRequired(true);
  });

  it("a worker's own GPS clock-in without a code is taken and flagged; one with a code is not", async () => {
    const res = await crew.agent.post("/api/time-entries/clock-in").set(key()).send({ workerId: crew.workerId, projectId, ...fixIn });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ costCodeId: null, costCodeDue: true });
    expect((await rowOf(res.body.id)).costCodeDue).toBe(true);
    // The list the timesheet reads carries it too.
    const listed = (await admin.get(`/api/time-entries?workerId=${crew.workerId}`).expect(200)).body as { id: number; costCodeDue: boolean }[];
    expect(listed.find((e) => e.id === res.body.id)?.costCodeDue).toBe(true);
    clock.advanceMinutes(30);
    await clockOut(res.body.id);
    flagged.push(res.body.id);

    const coded = await admin.post("/api/time-entries/clock-in").set(key()).send({ workerId: crewmates[1], projectId, costCodeId: concrete });
    expect(coded.body).toMatchObject({ costCodeId: concrete, costCodeDue: false });
    clock.advanceMinutes(30);
    await clockOut(coded.body.id);
  });

  it("a punch queued offline (the spec's dialog: no fix, the phone's time, its own key) is taken and flagged, and its replay answers the same", async () => {
    const headers = key();
    const body = { workerId: crewmates[0], projectId, clockInTime: new Date(clock.now().getTime() - 5 * 60_000).toISOString() };
    const first = await admin.post("/api/time-entries/clock-in").set(headers).send(body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ costCodeDue: true });
    const replay = await admin.post("/api/time-entries/clock-in").set(headers).send(body);
    expect(replay.body.id).toBe(first.body.id);
    clock.advanceMinutes(30);
    await clockOut(first.body.id);
    flagged.push(first.body.id);
  });

  it("a foreman's crew clock-in without a code is taken for each worker, each entry flagged", async () => {
    const res = await foreman.agent.post("/api/time-entries/crew-clock-in").set(key()).send({ projectId, workerIds: crewmates, ...fixIn });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const ids = (res.body.results as { outcome: string; entry: { id: number; costCodeDue: boolean } }[]).map((r) => {
      expect(r.outcome).toBe("clocked_in");
      expect(r.entry.costCodeDue).toBe(true);
      return r.entry.id;
    });
    clock.advanceMinutes(30);
    const out = await foreman.agent.post("/api/time-entries/crew-clock-out").set(key()).send({ timeEntryIds: ids, clockOutLatitude: HIGHLANDS.latitude, clockOutLongitude: HIGHLANDS.longitude, locationAccuracy: 8 });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    flagged.push(...ids);
  });

  it("an office crew switch without a code opens a flagged entry for each worker", async () => {
    const res = await admin.post("/api/time-entries/crew-clock-in").set(key()).send({ projectId, workerIds: crewmates, costCodeId: framing, ...fixIn });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    clock.advanceMinutes(30);
    const switched = await admin.post("/api/time-entries/crew-switch").set(key()).send({ workerIds: crewmates, projectId: otherProjectId, ...fixIn });
    expect(switched.status, JSON.stringify(switched.body)).toBe(201);
    const ids = (switched.body.results as { outcome: string; closed: { costCodeDue: boolean }; opened: { id: number; costCodeDue: boolean } }[]).map((r) => {
      expect(r.outcome).toBe("switched");
      expect(r.closed.costCodeDue).toBe(false);
      expect(r.opened.costCodeDue).toBe(true);
      return r.opened.id;
    });
    clock.advanceMinutes(30);
    const out = await admin.post("/api/time-entries/crew-clock-out").set(key()).send({ timeEntryIds: ids, clockOutLatitude: HIGHLANDS.latitude, clockOutLongitude: HIGHLANDS.longitude, locationAccuracy: 8 });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    flagged.push(...ids);
  });

  it("a job switch without a code opens a flagged entry; the entry it closes keeps its own code", async () => {
    const opened = await crew.agent.post("/api/time-entries/clock-in").set(key()).send({ workerId: crew.workerId, projectId, costCodeId: framing, ...fixIn });
    expect(opened.body.costCodeDue).toBe(false);
    clock.advanceMinutes(30);
    const switched = await crew.agent.post("/api/time-entries/switch").set(key()).send({ timeEntryId: opened.body.id, projectId: otherProjectId, ...fixIn });
    expect(switched.status, JSON.stringify(switched.body)).toBe(201);
    expect(switched.body.closed).toMatchObject({ id: opened.body.id, costCodeId: framing, costCodeDue: false });
    expect(switched.body.opened).toMatchObject({ costCodeId: null, costCodeDue: true });
    clock.advanceMinutes(30);
    await clockOut(switched.body.opened.id);
    flagged.push(switched.body.opened.id);
  });

  it("a kiosk punch (it offers no code) is taken and flagged", async () => {
    const workerId = await teamWorker(t, projectId, "4821", { name: "Kim Kiosk" });
    const res = await punch(tablet, { workerId, pin: "4821" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await rowOf(res.body.timeEntryId)).costCodeDue).toBe(true);
    clock.advanceMinutes(30);
    expect((await punch(tablet, { workerId, pin: "4821" })).body).toMatchObject({ action: "out" });
    flagged.push(res.body.timeEntryId);
  });

  it("an entry added by hand without a code is refused (422 on the field, nothing stored); with one it is taken", async () => {
    const shift = { workerId: crewmates[1], projectId, clockInTime: "2026-03-01T18:00:00Z", clockOutTime: "2026-03-01T20:00:00Z", reason: "Missed punch" };
    const before = (await t.database.db.select().from(timeEntries)).length;
    for (const body of [shift, { ...shift, costCodeId: null }]) {
      const res = await admin.post("/api/time-entries").send(body);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(COST_CODE_REQUIRED_MESSAGE);
      expect(res.body.fieldErrors).toEqual({ costCodeId: [COST_CODE_REQUIRED_MESSAGE] });
    }
    expect(await t.database.db.select().from(timeEntries)).toHaveLength(before);
    const res = await admin.post("/api/time-entries").send({ ...shift, costCodeId: concrete });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ costCodeId: concrete, costCodeDue: false });
  });

  it("a correction may not take a code off (422, nothing changed); fixing a flagged entry's times keeps its flag", async () => {
    const coded = (await admin.get(`/api/time-entries?workerId=${crewmates[1]}`).expect(200)).body.find((e: { costCodeId: number | null }) => e.costCodeId === concrete);
    const off = await admin.patch(`/api/time-entries/${coded.id}`).send({ costCodeId: null, reason: "Wrong code" });
    expect(off.status).toBe(422);
    expect(off.body.fieldErrors).toEqual({ costCodeId: [COST_CODE_REQUIRED_MESSAGE] });
    expect((await rowOf(coded.id)).costCodeId).toBe(concrete);

    const id = flagged[0];
    const { clockInTime } = await rowOf(id);
    const res = await admin.patch(`/api/time-entries/${id}`).send({ clockInTime: new Date(clockInTime.getTime() + 60_000).toISOString(), reason: "Started a minute later" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ costCodeId: null, costCodeDue: true });
  });

  it("the database keeps a flagged entry from getting a code without losing its flag", async () => {
    await expect(t.database.db.update(timeEntries).set({ costCodeId: concrete }).where(eq(timeEntries.id, flagged[0]))).rejects.toThrow();
    expect((await rowOf(flagged[0])).costCodeId).toBeNull();
  });

  it("the week cannot be approved while an entry waits for its code: the refusal names them; once each has one it is approved", async () => {
    // Sunday: the week has ended, so only the missing codes stand in the way.
    clock.set("2026-03-08T15:00:00Z");
    const refused = await admin.post("/api/payroll/approve").send(WEEK);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Entry \d+ \(Tom Alvarez, Mar 2\), entry \d+ \(Cal Crewmate, Mar 2\)/);
    expect(refused.body.message).toMatch(/have no cost code, which the company requires: give each one \(Correct on the Timesheet\) before approving$/);
    for (const id of flagged) expect(refused.body.message).toContain(`ntry ${id} (`);

    // The office gives each one a code (the correction dialog): the flag clears, the history says so.
    for (const id of flagged.slice(1)) {
      const res = await admin.patch(`/api/time-entries/${id}`).send({ costCodeId: concrete, reason: "Poured the east footing" });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ costCodeId: concrete, costCodeDue: false });
    }
    const last = await admin.post("/api/payroll/approve").send(WEEK);
    expect(last.status).toBe(409);
    expect(last.body.message).toMatch(new RegExp(`^Entry ${flagged[0]} \\(Tom Alvarez, Mar 2\\) has no cost code, which the company requires: give it one`));

    await admin.patch(`/api/time-entries/${flagged[0]}`).send({ costCodeId: framing, reason: "Framing the stairs" }).expect(200);
    expect(await entryOf(flagged[0])).toMatchObject({ costCodeId: framing, costCodeDue: false, costCode: { code: "06-100" } });
    const changes = await t.database.db.select().from(timeEntryChanges).where(eq(timeEntryChanges.timeEntryId, flagged[0]));
    expect(changes.map((c) => c.changes)).toContainEqual({ costCodeId: [null, framing] });

    expect((await admin.post("/api/payroll/approve").send(WEEK)).status).toBe(201);
  });
});

describe("turned off again", () => {
  it("new punches without a code are no longer flagged", async () => {
    await setRequired(false);
    clock.set("2026-03-09T15:00:00Z");
    const res = await admin.post("/api/time-entries/clock-in").set(key()).send({ workerId: crew.workerId, projectId });
    expect(res.body).toMatchObject({ costCodeId: null, costCodeDue: false });
  });
});
