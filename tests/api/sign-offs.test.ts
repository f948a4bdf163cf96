// The clock-out sign-off (issue 15): the worker, or their foreman for the crew, answers "Did you take your breaks?"
// and "Were you injured today?" once the entry is clocked out, exactly once (two devices at once: one answer and one
// refusal), replayable with its Idempotency-Key; "injured: yes" records the injury for office and admins only, in the
// bell and by mail, at the clock-out time, naming who reported it.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER } from "@shared/api/constants";
import { incidents, timeEntrySignOffs } from "@shared/schema";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { addToTeam, createPerson, createWorker, type Person } from "../support/people";
import { createProject } from "../support/projects";

let t: TestApp;
let admin: TestAgent;
let office: Person;
let foreman: Person;
let crew: Person;
let crewmate: number;
let outsider: number;
let projectId: number;
let elsewhereId: number;

/** A shift clocked in and out by the admin; its id. */
async function closedShift(workerId: number, onProject = projectId): Promise<number> {
  const entry = await admin.post("/api/time-entries/clock-in").send({ workerId, projectId: onProject }).expect(201);
  await admin.post("/api/time-entries/clock-out").send({ timeEntryId: entry.body.id }).expect(200);
  return entry.body.id as number;
}

const signOff = (agent: TestAgent, timeEntryId: number, body: Record<string, unknown>, key: string = randomUUID()) =>
  agent.post(`/api/time-entries/${timeEntryId}/sign-off`).set(IDEMPOTENCY_KEY_HEADER, key).send(body);

const incidentsOf = (timeEntryId: number) => t.database.db.select().from(incidents).where(eq(incidents.timeEntryId, timeEntryId));

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
  office = await createPerson(t, "user");
  foreman = await createPerson(t, "foreman");
  crew = await createPerson(t, "crew");
  crewmate = await createWorker(t, { name: "Cal Crewmate" });
  outsider = await createWorker(t, { name: "Owen Outsider" });
  projectId = await createProject(t, "Harbor Lofts");
  elsewhereId = await createProject(t, "Mill Street");
  await addToTeam(t, projectId, [foreman.workerId, crew.workerId, crewmate]);
  await addToTeam(t, elsewhereId, [outsider]);
});
afterAll(async () => {
  await t.close();
});

describe("the sign-off at clock-out", () => {
  it("a crew member answers for their own shift; the answer is stored once with who gave it, and nothing is recorded as an injury", async () => {
    const id = await closedShift(crew.workerId);
    const res = await signOff(crew.agent, id, { tookBreaks: true, injured: false });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ timeEntryId: id, tookBreaks: true, injured: false, incidentId: null, signedBy: crew.userId });
    expect(await incidentsOf(id)).toEqual([]);

    const again = await signOff(foreman.agent, id, { tookBreaks: false, injured: false });
    expect(again.status).toBe(409);
    const { workerName } = (await admin.get(`/api/time-entries/${id}`).expect(200)).body as { workerName: string };
    expect(res.body.signedByName).toEqual(expect.any(String));
    expect(again.body.message).toBe(`${workerName}'s shift was already signed off by ${res.body.signedByName}`);
    const [row] = await t.database.db.select().from(timeEntrySignOffs).where(eq(timeEntrySignOffs.timeEntryId, id));
    expect(row).toMatchObject({ tookBreaks: true, injured: false });
  });

  it("'injured: yes' records the injury at the clock-out time with what happened and who reported it, for office and admins only", async () => {
    const id = await closedShift(crewmate);
    const mailsBefore = (await t.sentMails()).length;
    const res = await signOff(foreman.agent, id, { tookBreaks: false, injured: true, injuryDescription: "  Rolled ankle on the stairs  " });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.incidentId).toEqual(expect.any(Number));
    const entry = (await admin.get(`/api/time-entries/${id}`).expect(200)).body as { clockOutTime: string };

    const listed = (await office.agent.get(`/api/incidents?projectId=${projectId}`).expect(200)).body as Record<string, unknown>[];
    expect(listed.find((i) => i.id === res.body.incidentId)).toMatchObject({
      workerName: "Cal Crewmate",
      projectName: "Harbor Lofts",
      timeEntryId: id,
      occurredAt: entry.clockOutTime,
      description: "Rolled ankle on the stairs",
      reportedBy: foreman.userId,
      reviewedAt: null,
    });
    const bell = (await office.agent.get("/api/notifications").expect(200)).body.items as { id: string }[];
    expect(bell.map((i) => i.id)).toContain(`injury:${res.body.incidentId}`);
    for (const person of [crew, foreman]) {
      expect((await person.agent.get("/api/incidents")).status).toBe(403);
      const theirs = (await person.agent.get("/api/notifications").expect(200)).body.items as { kind: string }[];
      expect(theirs.filter((i) => i.kind === "injury_reported")).toEqual([]);
    }
    // The office hears it by mail too (issue 26), as it does of a forgotten clock-out; the field does not.
    await expect.poll(async () => (await t.sentMails()).slice(mailsBefore).map((m) => [m.to, m.subject])).toContainEqual([
      office.email,
      "Injury reported: Cal Crewmate on Harbor Lofts",
    ]);
    const mails = (await t.sentMails()).slice(mailsBefore);
    expect(mails.find((m) => m.to === office.email)?.text).toContain("What happened: Rolled ankle on the stairs");
    expect(mails.map((m) => m.to)).not.toContain(crew.email);
    expect(mails.map((m) => m.to)).not.toContain(foreman.email);
  });

  it("is refused while the worker is still clocked in, and for whom the caller may not clock out; nothing is stored", async () => {
    const open = await admin.post("/api/time-entries/clock-in").send({ workerId: crew.workerId, projectId }).expect(201);
    const early = await signOff(crew.agent, open.body.id, { tookBreaks: true, injured: true });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/is still clocked in: sign off at clock-out$/);
    await admin.post("/api/time-entries/clock-out").send({ timeEntryId: open.body.id }).expect(200);

    const othersShift = await closedShift(crewmate);
    const byCrew = await signOff(crew.agent, othersShift, { tookBreaks: true, injured: true });
    expect([byCrew.status, byCrew.body.message]).toEqual([403, "You can only sign off for yourself"]);
    const outsiders = await closedShift(outsider, elsewhereId);
    const byForeman = await signOff(foreman.agent, outsiders, { tookBreaks: true, injured: true });
    expect([byForeman.status, byForeman.body.message]).toEqual([403, "You can only sign off for your crew on your projects"]);
    expect((await signOff(office.agent, 999999, { tookBreaks: true, injured: false })).status).toBe(404);

    for (const id of [open.body.id as number, othersShift, outsiders]) {
      expect(await t.database.db.select().from(timeEntrySignOffs).where(eq(timeEntrySignOffs.timeEntryId, id))).toEqual([]);
      expect(await incidentsOf(id)).toEqual([]);
    }
  });

  it("refuses a body without both answers with the field's message", async () => {
    const id = await closedShift(crew.workerId);
    const res = await signOff(crew.agent, id, { tookBreaks: true });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.injured).toEqual(["Answer whether anyone was injured"]);
  });

  it("a replay with the same key gets the same answer and stores nothing twice; two devices at once: one answer, one refusal", async () => {
    const id = await closedShift(crewmate);
    const key = randomUUID();
    const first = await signOff(foreman.agent, id, { tookBreaks: true, injured: true }, key);
    const replay = await signOff(foreman.agent, id, { tookBreaks: true, injured: true }, key);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(await incidentsOf(id)).toHaveLength(1);

    const raced = await closedShift(crewmate);
    const answers = await Promise.all([
      signOff(foreman.agent, raced, { tookBreaks: true, injured: true, injuryDescription: "from the foreman's phone" }),
      signOff(office.agent, raced, { tookBreaks: false, injured: true, injuryDescription: "from the office" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await incidentsOf(raced)).toHaveLength(1);
  });
});
