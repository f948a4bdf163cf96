// Issue 26: the office's roster says, beside each worker, whether their person joined Crewline (an account is linked)
// or was invited (when, as what, and whether the link ran out); crew and foremen read the roster as before.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITE_VALID_DAYS } from "@shared/api/invites";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { inviteTokenFor, uniqueEmail } from "../support/accounts";
import { addToTeam, createPerson, createWorker } from "../support/people";
import { createProject } from "../support/projects";

const START = new Date("2026-11-24T15:00:00Z");
let clock = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 3_600_000;

async function rosterEntry(agent: { get: (path: string) => request.Test }, workerId: number) {
  const list = await agent.get("/api/workers");
  expect(list.status).toBe(200);
  return list.body.find((worker: { id: number }) => worker.id === workerId);
}

describe("the office's roster", () => {
  it("says Invited (when, as what, until when), then Joined once the link is used; nothing for the others", async () => {
    const admin = await adminAgent(t.app);
    const email = uniqueEmail("roster-invitee");
    const invited = await createWorker(t, { email, role: "foreman" });
    const neither = await createWorker(t, { email: uniqueEmail("roster-neither") });
    expect((await admin.post(`/api/workers/${invited}/invite`).send({ role: "foreman" })).status).toBe(201);

    expect((await rosterEntry(admin, invited)).account).toEqual({
      status: "invited",
      role: "foreman",
      since: START.toISOString(),
      expiresAt: new Date(START.getTime() + INVITE_VALID_DAYS * DAY_MS).toISOString(),
    });
    expect((await rosterEntry(admin, neither)).account).toBeNull();
    expect((await admin.get(`/api/workers/${invited}`)).body.account).toMatchObject({ status: "invited" });

    clock = new Date(START.getTime() + DAY_MS);
    try {
      const token = await inviteTokenFor(t, email);
      const accepted = await request(t.app).post("/api/invites/accept").send({ token, firstName: "Rosa", lastName: "Diaz", password: "Invited-Passw0rd" });
      expect(accepted.status).toBe(201);
      expect((await rosterEntry(admin, invited)).account).toEqual({ status: "joined", role: "foreman", since: clock.toISOString() });
    } finally {
      clock = START;
    }
  });

  it("says when an invitation ran out unused, until a new one is sent", async () => {
    const admin = await adminAgent(t.app);
    const workerId = await createWorker(t, { email: uniqueEmail("roster-late") });
    expect((await admin.post(`/api/workers/${workerId}/invite`).send({})).status).toBe(201);
    clock = new Date(START.getTime() + INVITE_VALID_DAYS * DAY_MS + 1000);
    try {
      expect((await rosterEntry(admin, workerId)).account).toMatchObject({ status: "invite_expired", role: "crew", since: START.toISOString() });
      expect((await admin.post(`/api/workers/${workerId}/invite`).send({})).status).toBe(201);
      expect((await rosterEntry(admin, workerId)).account).toMatchObject({ status: "invited", since: clock.toISOString() });
    } finally {
      clock = START;
    }
  });

  it("says Joined for an account linked in User Management, and to Office users too", async () => {
    const linked = await createPerson(t, "crew");
    const office = await createPerson(t, "user");
    expect((await rosterEntry(office.agent, linked.workerId)).account).toMatchObject({ status: "joined", role: "crew" });
  });

  it("is not said to crew or foremen, whose roster reads as before", async () => {
    const foreman = await createPerson(t, "foreman");
    const crew = await createPerson(t, "crew");
    const projectId = await createProject(t, "Roster Lofts");
    await addToTeam(t, projectId, [foreman.workerId, crew.workerId]);
    const admin = await adminAgent(t.app);
    const crewWorker = await rosterEntry(admin, crew.workerId);
    expect(crewWorker.account).toMatchObject({ status: "joined" });

    const seenByForeman = await rosterEntry(foreman.agent, crew.workerId);
    expect(seenByForeman).toBeDefined();
    expect(seenByForeman).not.toHaveProperty("account");
    const seenByCrew = await rosterEntry(crew.agent, crew.workerId);
    expect(seenByCrew).not.toHaveProperty("account");
    expect((await crew.agent.get(`/api/workers/${crew.workerId}`)).body).not.toHaveProperty("account");
  });
});
