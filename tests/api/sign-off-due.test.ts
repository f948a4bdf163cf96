// When the sign-off was due (issue 15): a clock-out on the clock, single or crew, marks the entry sign_off_due while the
// company asks for the sign-off, and not otherwise (nor a job switch's clock-out, which ends no day); the entry's view
// carries the answers (signOff) and signOffDue, so the timesheet can show them or flag "No sign-off".
import { randomUUID } from "node:crypto";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER } from "@shared/api/constants";
import { COMPANY_SETTINGS_DEFAULTS } from "@shared/api/company-settings";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { addToTeam, createPerson, createWorker, type Person } from "../support/people";
import { createProject } from "../support/projects";

let t: TestApp;
let admin: TestAgent;
let foreman: Person;
let crew: Person;
let crewmate: number;
let projectId: number;

const setSignOff = (on: boolean) => admin.put("/api/settings/company").send({ ...COMPANY_SETTINGS_DEFAULTS, signOffAtClockOut: on }).expect(200);
const entryOf = async (agent: TestAgent, id: number) => (await agent.get(`/api/time-entries/${id}`).expect(200)).body;
const clockIn = async (workerId: number) => (await admin.post("/api/time-entries/clock-in").send({ workerId, projectId }).expect(201)).body.id as number;
const key = () => ({ [IDEMPOTENCY_KEY_HEADER]: randomUUID() });
const fix = { clockOutLatitude: 39.76, clockOutLongitude: -105.01, locationAccuracy: 10 };

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
  foreman = await createPerson(t, "foreman");
  crew = await createPerson(t, "crew");
  crewmate = await createWorker(t, { name: "Cal Crewmate" });
  projectId = await createProject(t, "Harbor Lofts");
  await addToTeam(t, projectId, [foreman.workerId, crew.workerId, crewmate]);
});
afterAll(async () => {
  await t.close();
});

describe("sign_off_due", () => {
  it("is not set while the setting is off (the default): no flag, no answers", async () => {
    const id = await clockIn(crew.workerId);
    await crew.agent.post("/api/time-entries/clock-out").set(key()).send({ timeEntryId: id }).expect(200);
    expect(await entryOf(crew.agent, id)).toMatchObject({ signOffDue: false, signOff: null });
  });

  it("is set by a worker's own clock-out while the setting is on; the view then carries the answers and who gave them", async () => {
    await setSignOff(true);
    const id = await clockIn(crew.workerId);
    expect(await entryOf(crew.agent, id)).toMatchObject({ signOffDue: false, signOff: null });
    const out = await crew.agent.post("/api/time-entries/clock-out").set(key()).send({ timeEntryId: id }).expect(200);
    expect(out.body).toMatchObject({ signOffDue: true, signOff: null });

    const signed = await crew.agent.post(`/api/time-entries/${id}/sign-off`).set(key()).send({ tookBreaks: true, injured: false }).expect(201);
    const entry = await entryOf(admin, id);
    expect(entry.signOffDue).toBe(true);
    expect(entry.signOff).toEqual({ tookBreaks: true, injured: false, incidentId: null, signedAt: signed.body.signedAt, signedByName: signed.body.signedByName, confirmed: true });
    expect(entry.signOff.signedByName).toEqual(expect.any(String));
    // The list reads it too (the timesheet's cards and table).
    const listed = (await admin.get(`/api/time-entries?workerId=${crew.workerId}`).expect(200)).body;
    const items = (Array.isArray(listed) ? listed : listed.items) as { id: number; signOff: unknown }[];
    expect(items.find((i) => i.id === id)?.signOff).toEqual(entry.signOff);
  });

  it("is set for each entry of a foreman's crew clock-out; an injury answer links its record", async () => {
    const ids = [await clockIn(crew.workerId), await clockIn(crewmate)];
    const res = await foreman.agent.post("/api/time-entries/crew-clock-out").set(key()).send({ timeEntryIds: ids, ...fix });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const id of ids) expect(await entryOf(foreman.agent, id)).toMatchObject({ signOffDue: true, signOff: null, crewClockOut: true });

    const hurt = await foreman.agent.post(`/api/time-entries/${ids[1]}/sign-off`).set(key()).send({ tookBreaks: false, injured: true, injuryDescription: "Cut hand" }).expect(201);
    expect((await entryOf(foreman.agent, ids[1])).signOff).toMatchObject({ tookBreaks: false, injured: true, incidentId: hurt.body.incidentId });
    expect(hurt.body.incidentId).toEqual(expect.any(Number));
  });

  it("is not set by a job switch's clock-out, nor once the setting is off again", async () => {
    const id = await clockIn(crew.workerId);
    const other = await createProject(t, "Mill Street");
    await addToTeam(t, other, [crew.workerId]);
    const switched = await crew.agent.post("/api/time-entries/switch").set(key()).send({ timeEntryId: id, projectId: other, clockInLatitude: 39.76, clockInLongitude: -105.01, locationAccuracy: 10 });
    expect(switched.status, JSON.stringify(switched.body)).toBe(201);
    expect(switched.body.closed).toMatchObject({ id, signOffDue: false });
    await setSignOff(false);
    const next = switched.body.opened.id as number;
    await crew.agent.post("/api/time-entries/clock-out").set(key()).send({ timeEntryId: next }).expect(200);
    expect(await entryOf(crew.agent, next)).toMatchObject({ signOffDue: false, signOff: null });
  });
});
