// Injury records (issue 15): the office enters an injury phoned in, office and admins list them (crews and foremen
// never read them), each stays in the office's bell until someone marks it reviewed, and of two reviewers at once only
// the first counts. The sign-off at clock-out records its own through the same service (tested with the sign-off).
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { incidents } from "@shared/schema";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createPerson, createWorker, type Person } from "../support/people";
import { createProject } from "../support/projects";

let t: TestApp;
let admin: TestAgent;
let office: Person;
let foreman: Person;
let crew: Person;
let projectId: number;
let otherProjectId: number;
let workerId: number;

type IncidentBody = { id: number; projectName: string; workerName: string; description: string | null; reportedByName: string | null; reviewedAt: string | null; reviewedByName: string | null };

const bellKinds = async (agent: TestAgent) =>
  ((await agent.get("/api/notifications").expect(200)).body.items as { kind: string; id: string; title: string; href: string }[]).filter(
    (i) => i.kind === "injury_reported",
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
  office = await createPerson(t, "user");
  foreman = await createPerson(t, "foreman");
  crew = await createPerson(t, "crew");
  projectId = await createProject(t, "Harbor Lofts");
  otherProjectId = await createProject(t, "Mill Street");
  workerId = await createWorker(t, { name: "Dana Ortiz" });
});
afterAll(async () => {
  await t.close();
});

describe("injury records", () => {
  it("the office records an injury phoned in; office and admins read it, newest first, by project", async () => {
    const res = await office.agent
      .post("/api/incidents")
      .send({ projectId, workerId, occurredAt: "2026-03-02T10:15:00Z", description: "  Cut left hand on rebar tie  " });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ projectName: "Harbor Lofts", workerName: "Dana Ortiz", description: "Cut left hand on rebar tie", reportedBy: office.userId, reviewedAt: null, timeEntryId: null });
    await admin.post("/api/incidents").send({ projectId: otherProjectId, workerId, occurredAt: "2026-03-03T09:00:00Z" }).expect(201);

    const all = (await admin.get("/api/incidents").expect(200)).body as IncidentBody[];
    expect(all.map((i) => i.projectName)).toEqual(["Mill Street", "Harbor Lofts"]);
    expect(all[0].description).toBeNull();
    const one = (await office.agent.get(`/api/incidents?projectId=${projectId}`).expect(200)).body as IncidentBody[];
    expect(one.map((i) => i.projectName)).toEqual(["Harbor Lofts"]);
  });

  it("crews and foremen can neither read nor record them", async () => {
    for (const person of [crew, foreman]) {
      expect((await person.agent.get("/api/incidents")).status).toBe(403);
      expect((await person.agent.post("/api/incidents").send({ projectId, workerId, occurredAt: "2026-03-02T10:15:00Z" })).status).toBe(403);
      expect(await bellKinds(person.agent)).toEqual([]);
    }
  });

  it.each([
    ["an unknown worker", { workerId: 999999 }, "workerId", "Worker not found"],
    ["an unknown project", { projectId: 999999 }, "projectId", "Project not found"],
    ["a time in the future", { occurredAt: "2999-01-01T00:00:00Z" }, "occurredAt", "Cannot be in the future"],
    ["a time that is no time", { occurredAt: "yesterday" }, "occurredAt", "occurredAt must be an ISO timestamp such as 2026-03-02T07:00:00Z"],
    ["2001 characters of what happened", { description: "x".repeat(2001) }, "description", "What happened can be at most 2000 characters"],
  ])("refuses %s with a message on the field and records nothing", async (_name, change, field, message) => {
    const before = (await t.database.db.select().from(incidents)).length;
    const res = await office.agent.post("/api/incidents").send({ projectId, workerId, occurredAt: "2026-03-02T10:15:00Z", ...change });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.fieldErrors[field]).toEqual([message]);
    expect((await t.database.db.select().from(incidents)).length).toBe(before);
  });

  it("an unreviewed injury is in the office's bell until one reviewer marks it; a second reviewer is told who did", async () => {
    const created = (await office.agent.post("/api/incidents").send({ projectId, workerId, occurredAt: "2026-03-04T08:00:00Z", description: "Twisted ankle" }).expect(201))
      .body as IncidentBody;
    for (const agent of [office.agent, admin]) {
      const items = await bellKinds(agent);
      expect(items.find((i) => i.id === `injury:${created.id}`)).toMatchObject({ title: "Injury reported: Dana Ortiz", href: "/safety" });
    }

    const answers = await Promise.all([
      office.agent.post(`/api/incidents/${created.id}/review`).send({ note: "  Sent to the clinic; report filed  " }),
      admin.post(`/api/incidents/${created.id}/review`).send({ note: "Called the family" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    const done = answers.find((a) => a.status === 200)!;
    expect(refused.body.message).toBe(`${done.body.reviewedByName} already marked this injury reviewed`);
    expect(done.body.reviewedAt).toEqual(expect.any(String));
    expect(["Sent to the clinic; report filed", "Called the family"]).toContain(done.body.reviewNote);
    const stored = (await office.agent.get(`/api/incidents?projectId=${projectId}`).expect(200)).body as (IncidentBody & { reviewNote: string })[];
    expect(stored.find((i) => i.id === created.id)?.reviewNote).toBe(done.body.reviewNote);

    for (const agent of [office.agent, admin]) expect((await bellKinds(agent)).map((i) => i.id)).not.toContain(`injury:${created.id}`);
    const waiting = (await office.agent.get("/api/incidents?reviewed=false").expect(200)).body as IncidentBody[];
    expect(waiting.every((i) => i.reviewedAt === null)).toBe(true);
    expect(waiting.length).toBe(2);
    expect((await office.agent.post("/api/incidents/999999/review").send({})).status).toBe(404);
    const tooLong = await office.agent.post(`/api/incidents/${created.id}/review`).send({ note: "x".repeat(501) });
    expect([tooLong.status, tooLong.body.fieldErrors?.note]).toEqual([400, ["The note can be at most 500 characters"]]);
  });
});
