// Issue 14: a crew member asks for a correction of their own entry, a foreman for their crew's on their projects;
// the office approves (the correction is applied, recorded as any correction) or rejects; the request stays in the
// entry's history either way.
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { addToTeam, createPerson, type Person } from "../support/people";
import { insertEntry, insertProject, testClock } from "../unit/time-clock/api-fixtures";

const clock = testClock("2026-03-12T18:00:00Z");
let t: TestApp;
let office: TestAgent;
let site: number;
let otherSite: number;
let crew: Person;
let foreman: Person;
let stranger: Person;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  office = await adminAgent(t.app);
  site = (await insertProject(t, { name: "Highlands Duplex" })).id;
  otherSite = (await insertProject(t, { name: "Cherry Creek Condo" })).id;
  crew = await createPerson(t, "crew");
  foreman = await createPerson(t, "foreman");
  stranger = await createPerson(t, "crew");
  await addToTeam(t, site, [crew.workerId, foreman.workerId]);
  await addToTeam(t, otherSite, [stranger.workerId]);
});
afterAll(async () => {
  await t.close();
});

// Each entry on a day of its own (March 11 backwards), so an approved correction never overlaps an earlier test's entry.
let daysBack = 0;
const entryOf = (workerId: number, projectId = site, clockOutTime: string | null = "2026-03-11T22:00:00Z") => {
  const shift = (iso: string) => new Date(new Date(iso).getTime() - daysBack * 86_400_000).toISOString();
  const entry = insertEntry(t, { workerId, projectId, clockInTime: shift("2026-03-11T14:00:00Z"), clockOutTime: clockOutTime && shift(clockOutTime), hourlyRate: "20.00" });
  daysBack += 1;
  return entry;
};

describe("asking", () => {
  it("a crew member asks about their own forgotten clock-out; the office approves and the entry closes", async () => {
    const open = await entryOf(crew.workerId, site, null);
    const asked = await crew.agent
      .post(`/api/time-entries/${open.id}/correction-requests`)
      .send({ kind: "missed_punch", clockOutTime: "2026-03-11T23:00:00Z", reason: "Phone died at 4 pm" });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ status: "pending", kind: "missed_punch", workerId: crew.workerId, projectName: "Highlands Duplex" });
    // The entry's times as they are now ride along, for the office to read beside the proposed ones.
    expect(asked.body).toMatchObject({ entryClockInTime: new Date(open.clockInTime).toISOString(), entryClockOutTime: null });

    const waiting = await office.get("/api/correction-requests?status=pending");
    expect(waiting.body.map((r: { id: number }) => r.id)).toContain(asked.body.id);

    const approved = await office.patch(`/api/correction-requests/${asked.body.id}`).send({ decision: "approve" });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: "approved", decidedByName: "Administrator", entryClockOutTime: "2026-03-11T23:00:00.000Z" });
    const entry = await office.get(`/api/time-entries/${open.id}`);
    expect(entry.body).toMatchObject({ clockOutTime: "2026-03-11T23:00:00.000Z", hoursWorked: "9.00" });
    expect(entry.body.changes[0]).toMatchObject({ action: "close", reason: "Correction request: Phone died at 4 pm" });
    // The crew member sees the decision in the entry's history.
    const history = await crew.agent.get(`/api/time-entries/${open.id}/correction-requests`);
    expect(history.body).toHaveLength(1);
    expect(history.body[0].status).toBe("approved");
  });

  it("a rejection changes nothing on the entry and stays in its history with the office's note", async () => {
    const entry = await entryOf(crew.workerId);
    const before = (await office.get(`/api/time-entries/${entry.id}`)).body;
    const asked = await crew.agent
      .post(`/api/time-entries/${entry.id}/correction-requests`)
      .send({ kind: "wrong_time", clockInTime: "2026-03-01T12:00:00Z", reason: "Started at 6" });
    const rejected = await office.patch(`/api/correction-requests/${asked.body.id}`).send({ decision: "reject", note: "Gate log says 8" });
    expect(rejected.body).toMatchObject({ status: "rejected", decisionNote: "Gate log says 8" });
    expect((await office.get(`/api/time-entries/${entry.id}`)).body).toMatchObject({ clockInTime: before.clockInTime, changes: [] });
    expect((await office.patch(`/api/correction-requests/${asked.body.id}`).send({ decision: "approve" })).status).toBe(409);
    const history = await office.get(`/api/time-entries/${entry.id}/correction-requests`);
    expect(history.body.map((r: { status: string }) => r.status)).toEqual(["rejected"]);
  });

  it("a foreman asks for their crew on their project, to move the entry to another of their projects", async () => {
    const third = (await insertProject(t, { name: "Sloan Lake Garage" })).id;
    await addToTeam(t, third, [foreman.workerId]);
    const entry = await entryOf(crew.workerId);
    const asked = await foreman.agent
      .post(`/api/time-entries/${entry.id}/correction-requests`)
      .send({ kind: "wrong_project", projectId: third, reason: "Was at the garage all day" });
    expect(asked.status).toBe(201);
    expect(asked.body.proposedProjectName).toBe("Sloan Lake Garage");
    // Not to a project that is not theirs.
    const elsewhere = await foreman.agent
      .post(`/api/time-entries/${(await entryOf(foreman.workerId)).id}/correction-requests`)
      .send({ kind: "wrong_project", projectId: otherSite, reason: "x" });
    expect(elsewhere.status).toBe(404);
    await office.patch(`/api/correction-requests/${asked.body.id}`).send({ decision: "approve" });
    expect((await office.get(`/api/time-entries/${entry.id}`)).body.projectName).toBe("Sloan Lake Garage");
  });

  it("nobody asks about an entry they cannot see: 404", async () => {
    const theirs = await entryOf(stranger.workerId, otherSite);
    const body = { kind: "wrong_time", clockInTime: "2026-03-11T13:00:00Z", reason: "x" };
    expect((await crew.agent.post(`/api/time-entries/${theirs.id}/correction-requests`).send(body)).status).toBe(404);
    expect((await foreman.agent.post(`/api/time-entries/${theirs.id}/correction-requests`).send(body)).status).toBe(404);
    // A crew member cannot ask for a teammate either: only the foreman speaks for the crew.
    const teammate = await entryOf(foreman.workerId);
    expect((await crew.agent.post(`/api/time-entries/${teammate.id}/correction-requests`).send(body)).status).toBe(404);
    expect((await crew.agent.get(`/api/time-entries/${theirs.id}/correction-requests`)).status).toBe(404);
  });

  it("one request per entry waits at a time, even when asked twice at once", async () => {
    const entry = await entryOf(crew.workerId);
    const body = { kind: "wrong_time", clockOutTime: "2026-03-11T21:00:00Z", reason: "Left at 3" };
    const answers = await Promise.all([1, 2].map(() => crew.agent.post(`/api/time-entries/${entry.id}/correction-requests`).send(body)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.status === 409)!.body.message).toBe("A correction of this entry is already waiting for the office");
  });

  it("refuses a request that does not propose what its kind needs", async () => {
    const entry = await entryOf(crew.workerId);
    const res = await crew.agent.post(`/api/time-entries/${entry.id}/correction-requests`).send({ kind: "wrong_project", reason: "x" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Choose the right project");
    const noReason = await crew.agent.post(`/api/time-entries/${entry.id}/correction-requests`).send({ kind: "wrong_time", clockInTime: "2026-03-11T13:00:00Z" });
    expect(noReason.status).toBe(400);
  });

  it("an approval that cannot apply (times that overlap another entry) leaves the request waiting", async () => {
    const first = await entryOf(crew.workerId, site, "2026-03-11T22:00:00Z");
    const second = await insertEntry(t, { workerId: crew.workerId, projectId: site, clockInTime: "2026-03-12T01:00:00Z", clockOutTime: "2026-03-12T03:00:00Z", hourlyRate: "20.00" });
    expect(second.id).toBeGreaterThan(first.id);
    const asked = await crew.agent
      .post(`/api/time-entries/${first.id}/correction-requests`)
      .send({ kind: "wrong_time", clockOutTime: "2026-03-12T02:00:00Z", reason: "Stayed late" });
    const res = await office.patch(`/api/correction-requests/${asked.body.id}`).send({ decision: "approve" });
    expect(res.status).toBe(409);
    const still = await office.get(`/api/time-entries/${first.id}/correction-requests`);
    expect(still.body[0].status).toBe("pending");
  });
});

describe("lists by role", () => {
  it("crew see their own entries' requests, a foreman their projects', the office all", async () => {
    const mine = await entryOf(crew.workerId);
    const theirs = await entryOf(stranger.workerId, otherSite);
    const body = { kind: "wrong_time", clockInTime: "2026-03-11T13:30:00Z", reason: "Early" };
    const a = (await crew.agent.post(`/api/time-entries/${mine.id}/correction-requests`).send(body)).body.id;
    const b = (await stranger.agent.post(`/api/time-entries/${theirs.id}/correction-requests`).send(body)).body.id;
    const ids = async (agent: TestAgent) => ((await agent.get("/api/correction-requests")).body as { id: number }[]).map((r) => r.id);
    expect(await ids(crew.agent)).toContain(a);
    expect(await ids(crew.agent)).not.toContain(b);
    expect(await ids(foreman.agent)).toContain(a);
    expect(await ids(foreman.agent)).not.toContain(b);
    expect(await ids(office)).toEqual(expect.arrayContaining([a, b]));
    expect((await crew.agent.patch(`/api/correction-requests/${a}`).send({ decision: "approve" })).status).toBe(403);
  });
});
