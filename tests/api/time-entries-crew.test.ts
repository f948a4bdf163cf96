// Issue 15: crew clock-in and clock-out. One result per worker in the order asked; one refusal never blocks the
// others; 201/200 when anyone was punched, 409 with the same body when nobody was; a replay of the key answers the same
// and writes nothing; overlapping crews punched at once never give a worker two open entries; foremen only their crew.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER } from "@shared/api/constants";
import type { CrewClockInAnswer, CrewClockOutAnswer } from "@shared/api/crew-punches";
import { timeEntries, workers } from "@shared/schema";
import { createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";
import { addToTeam, createPerson, createWorker, type Person } from "../support/people";
import { HIGHLANDS, insertProject, metresNorth } from "../unit/time-clock/api-fixtures";

type Agent = Person["agent"];

let t: TestApp;
let office: Agent;
let foreman: Person;
let crewMember: Person;
const project = { a: 0, b: 0, c: 0 };

const fixIn = { clockInLatitude: HIGHLANDS.latitude, clockInLongitude: HIGHLANDS.longitude, locationAccuracy: 8 };
const fixOut = { clockOutLatitude: HIGHLANDS.latitude, clockOutLongitude: HIGHLANDS.longitude, locationAccuracy: 8 };

beforeAll(async () => {
  t = await createTestApp();
  const officeEmail = uniqueEmail("crew-office");
  await createActiveUser(t, officeEmail);
  office = await userAgent(t, officeEmail);
  project.a = (await insertProject(t, { name: "Highlands Renovation" })).id;
  project.b = (await insertProject(t, { name: "RiNo Lofts" })).id;
  project.c = (await insertProject(t, { name: "Sloan's Lake" })).id;
  foreman = await createPerson(t, "foreman");
  crewMember = await createPerson(t, "crew");
  await addToTeam(t, project.a, [foreman.workerId, crewMember.workerId]);
});
afterAll(async () => {
  await t.close();
});

const key = () => ({ [IDEMPOTENCY_KEY_HEADER]: randomUUID() });

function clockIn(agent: Agent, body: Record<string, unknown>, headers: Record<string, string> = key()) {
  return agent.post("/api/time-entries/crew-clock-in").set(headers).send({ ...fixIn, ...body });
}
function clockOut(agent: Agent, body: Record<string, unknown>, headers: Record<string, string> = key()) {
  return agent.post("/api/time-entries/crew-clock-out").set(headers).send({ ...fixOut, ...body });
}

async function newCrew(size: number, projectId = project.a): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < size; i += 1) ids.push(await createWorker(t));
  await addToTeam(t, projectId, ids);
  return ids;
}

async function entriesOf(workerIds: number[]) {
  return t.database.db.select().from(timeEntries).where(inArray(timeEntries.workerId, workerIds));
}
async function openOf(workerIds: number[]) {
  return t.database.db
    .select()
    .from(timeEntries)
    .where(and(inArray(timeEntries.workerId, workerIds), isNull(timeEntries.clockOutTime)));
}

describe("crew clock-in", () => {
  it("mixed refusals: two clocked in, and each of the other three says why (201)", async () => {
    const [fine1, fine2, already, inactive] = await newCrew(4);
    const [outsider] = await newCrew(1, project.b);
    await t.database.db.update(workers).set({ isActive: false }).where(eq(workers.id, inactive));
    await clockIn(foreman.agent, { projectId: project.a, workerIds: [already] }).expect(201);

    const asked = [fine1, already, inactive, outsider, fine2];
    const res = await clockIn(foreman.agent, { projectId: project.a, workerIds: asked, notes: "Pour day" }).expect(201);
    const body = res.body as CrewClockInAnswer;
    expect(body.message).toBe("2 clocked in, 3 refused");
    expect(body.results.map((r) => r.workerId)).toEqual(asked);
    expect(body.results.map((r) => r.outcome)).toEqual(["clocked_in", "refused", "refused", "refused", "clocked_in"]);
    expect(body.results.map((r) => r.refusal?.code ?? null)).toEqual([null, "already_clocked_in", "inactive", "not_on_crew", null]);
    for (const r of body.results) expect(r.refusal?.message ?? "x").not.toBe("");
    // Someone outside the foreman's crew is named by id only.
    expect(body.results[3]).toMatchObject({ workerName: null, refusal: { message: "Not on your crew on this project" } });
    expect(body.results[2].workerName).not.toBeNull();

    const made = body.results[0].entry!;
    expect(made).toMatchObject({ workerId: fine1, projectId: project.a, crewClockIn: true, crewClockOut: false, notes: "Pour day" });
    expect(made.locationStatus).toBe("verified");
    expect(made).not.toHaveProperty("hourlyRate"); // a foreman gets no pay figures
    // One server instant for the whole crew, and the foreman recorded as who punched.
    expect(body.results[4].entry!.clockInTime).toBe(made.clockInTime);
    const rows = await entriesOf(asked);
    expect(rows).toHaveLength(3); // the earlier one of 'already' and the two new ones
    expect(rows.filter((r) => r.crewClockIn).every((r) => r.createdBy === foreman.userId)).toBe(true);
  });

  it("books the crew's hours to one cost code; an unknown code refuses the whole punch and writes nothing", async () => {
    const [a, b] = await newCrew(2);
    const code = (await office.post("/api/cost-codes").send({ code: `CR-${Date.now().toString(36)}`, name: "Framing" }).expect(201)).body as { id: number };
    const unknown = await clockIn(foreman.agent, { projectId: project.a, workerIds: [a, b], costCodeId: 999999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.fieldErrors?.costCodeId).toEqual([expect.stringMatching(/does not exist/)]);
    expect(await entriesOf([a, b])).toEqual([]);

    const res = await clockIn(foreman.agent, { projectId: project.a, workerIds: [a, b], costCodeId: code.id }).expect(201);
    const body = res.body as CrewClockInAnswer;
    expect(body.results.map((r) => r.entry?.costCode?.id)).toEqual([code.id, code.id]);
    expect((await entriesOf([a, b])).map((r) => r.costCodeId)).toEqual([code.id, code.id]);
  });

  it("all refused: 409 with the reasons, nothing written", async () => {
    const [a, b] = await newCrew(2);
    await clockIn(office, { projectId: project.a, workerIds: [a, b] }).expect(201);
    const before = await entriesOf([a, b]);
    const res = await clockIn(office, { projectId: project.a, workerIds: [b, a] }).expect(409);
    const body = res.body as CrewClockInAnswer;
    expect(body.message).toBe("Nobody was clocked in: 2 refused");
    expect(body.results.map((r) => [r.workerId, r.refusal?.code])).toEqual([
      [b, "already_clocked_in"],
      [a, "already_clocked_in"],
    ]);
    expect(await entriesOf([a, b])).toEqual(before);
  });

  it("archived, unknown and too far: refused with their codes", async () => {
    const [archived] = await newCrew(1);
    await t.database.db.update(workers).set({ archivedAt: new Date() }).where(eq(workers.id, archived));
    const missing = 999_999;
    const res = await clockIn(office, { projectId: project.a, workerIds: [archived, missing] }).expect(409);
    expect((res.body as CrewClockInAnswer).results.map((r) => [r.refusal?.code, r.workerName])).toEqual([
      ["archived", expect.any(String)],
      ["not_found", null],
    ]);

    const [far] = await newCrew(1);
    const away = await clockIn(office, { projectId: project.a, workerIds: [far], clockInLatitude: metresNorth(HIGHLANDS.latitude, 2000) }).expect(409);
    expect((away.body as CrewClockInAnswer).results[0].refusal).toMatchObject({ code: "too_far" });
    expect(await entriesOf([archived, far])).toHaveLength(0);
  });

  it("replaying the key answers the same results and writes nothing", async () => {
    const crew = await newCrew(3);
    const headers = key();
    const first = await clockIn(foreman.agent, { projectId: project.a, workerIds: crew }, headers).expect(201);
    const rowsAfterFirst = await entriesOf(crew);
    const replay = await clockIn(foreman.agent, { projectId: project.a, workerIds: crew }, headers).expect(201);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.body).toEqual(first.body);
    expect(await entriesOf(crew)).toEqual(rowsAfterFirst);

    // A 409 replays as the same 409 with its results, not as an error.
    const refusedKey = key();
    const refused = await clockIn(foreman.agent, { projectId: project.a, workerIds: crew }, refusedKey).expect(409);
    const again = await clockIn(foreman.agent, { projectId: project.a, workerIds: crew }, refusedKey).expect(409);
    expect(again.body).toEqual(refused.body);
    expect(await entriesOf(crew)).toEqual(rowsAfterFirst);
  });

  it("overlapping crews clocked in at once by two foremen and the office: one open entry each, every round", async () => {
    const second = await createPerson(t, "foreman");
    await addToTeam(t, project.c, [foreman.workerId, second.workerId]);
    for (let round = 0; round < 4; round += 1) {
      const crew = await newCrew(8, project.c);
      // Each caller names an overlapping slice, in a different order (the server punches in id order: no deadlock).
      const slices = [crew.slice(0, 5), [...crew.slice(3, 8)].reverse(), [crew[7], crew[0], crew[4], crew[2], crew[6]]];
      const callers = [foreman.agent, second.agent, office];
      const answers = await Promise.all(slices.map((ids, i) => clockIn(callers[i], { projectId: project.c, workerIds: ids })));
      for (const res of answers) expect([201, 409]).toContain(res.status);
      const clockedIn = answers.flatMap((res) => (res.body as CrewClockInAnswer).results.filter((r) => r.outcome === "clocked_in").map((r) => r.workerId));
      expect([...clockedIn].sort((a, b) => a - b)).toEqual([...crew].sort((a, b) => a - b));
      const open = await openOf(crew);
      expect(open).toHaveLength(crew.length);
      expect(new Set(open.map((e) => e.workerId)).size).toBe(crew.length);
      expect(await entriesOf(crew)).toHaveLength(crew.length);
      const refusals = answers.flatMap((res) => (res.body as CrewClockInAnswer).results.filter((r) => r.outcome === "refused"));
      expect(refusals.every((r) => r.refusal?.code === "already_clocked_in")).toBe(true);
    }
  });

  it("bad input: a clear message and nothing written", async () => {
    const [a] = await newCrew(1);
    const dup = await clockIn(office, { projectId: project.a, workerIds: [a, a] }).expect(400);
    expect(dup.body.message).toMatch(/twice/);
    const noFix = await office
      .post("/api/time-entries/crew-clock-in")
      .set(key())
      .send({ projectId: project.a, workerIds: [a] })
      .expect(400);
    expect(noFix.body.message).toMatch(/GPS fix/);
    await clockIn(office, { projectId: project.a, workerIds: [] }).expect(400);
    await clockIn(office, { projectId: project.a, workerIds: Array.from({ length: 101 }, (_, i) => i + 1) }).expect(400);
    const noKey = await office.post("/api/time-entries/crew-clock-in").send({ ...fixIn, projectId: project.a, workerIds: [a] });
    expect(noKey.status).toBe(400);
    expect(await entriesOf([a])).toHaveLength(0);
  });
});

describe("scope", () => {
  it("a crew member may not crew-punch; a foreman not on a project they are not on; office anyone", async () => {
    const [a] = await newCrew(1);
    await clockIn(crewMember.agent, { projectId: project.a, workerIds: [crewMember.workerId] }).expect(403);
    await clockOut(crewMember.agent, { projectId: project.a }).expect(403);
    const [onB] = await newCrew(1, project.b);
    const elsewhere = await clockIn(foreman.agent, { projectId: project.b, workerIds: [onB] }).expect(403);
    expect(elsewhere.body.message).toMatch(/your crew on your projects/);
    await clockOut(foreman.agent, { projectId: project.b }).expect(403);
    // The office clocks in someone on no team at all.
    const loner = await createWorker(t);
    await clockIn(office, { projectId: project.b, workerIds: [loner, onB] }).expect(201);
    expect(await entriesOf([a])).toHaveLength(0);

    // A foreman clocking out by ids: an entry elsewhere reads as not found.
    const [other] = (await openOf([onB])).map((e) => e.id);
    const res = await clockOut(foreman.agent, { timeEntryIds: [other] }).expect(409);
    expect((res.body as CrewClockOutAnswer).results[0]).toMatchObject({ timeEntryId: other, workerId: null, refusal: { code: "not_found" } });
    expect(await openOf([onB])).toHaveLength(1);
  });
});

describe("crew clock-out", () => {
  it("by ids: the chosen entries close, the rest stay open; an already-closed one is refused", async () => {
    const crew = await newCrew(3);
    const made = (await clockIn(foreman.agent, { projectId: project.a, workerIds: crew }).expect(201)).body as CrewClockInAnswer;
    const [e1, e2, e3] = made.results.map((r) => r.entry!.id);
    const res = await clockOut(foreman.agent, { timeEntryIds: [e3, e1], notes: "Rain" }).expect(200);
    const body = res.body as CrewClockOutAnswer;
    expect(body.results.map((r) => [r.timeEntryId, r.outcome])).toEqual([
      [e3, "clocked_out"],
      [e1, "clocked_out"],
    ]);
    expect(body.results[0].entry).toMatchObject({ crewClockIn: true, crewClockOut: true, clockedOutBy: foreman.userId, notes: "Rain" });
    expect((await openOf(crew)).map((e) => e.id)).toEqual([e2]);

    const again = await clockOut(foreman.agent, { timeEntryIds: [e1, e2] }).expect(200);
    expect((again.body as CrewClockOutAnswer).results.map((r) => r.refusal?.code ?? r.outcome)).toEqual(["already_clocked_out", "clocked_out"]);
    expect(await openOf(crew)).toHaveLength(0);
  });

  it("by project: everyone open there whom the caller may clock out, by name; a replay writes nothing", async () => {
    const crew = await newCrew(4, project.c);
    await clockIn(office, { projectId: project.c, workerIds: crew }).expect(201);
    const stranger = await createWorker(t); // clocked in on C but not on its team: not the foreman's to clock out
    await clockIn(office, { projectId: project.c, workerIds: [stranger] }).expect(201);

    const headers = key();
    const res = await clockOut(foreman.agent, { projectId: project.c }, headers).expect(200);
    const body = res.body as CrewClockOutAnswer;
    expect(body.results.every((r) => r.outcome === "clocked_out")).toBe(true);
    const closedWorkers = body.results.map((r) => r.workerId!);
    expect(closedWorkers).toEqual(expect.arrayContaining(crew));
    expect(closedWorkers).not.toContain(stranger);
    const names = body.results.map((r) => r.workerName!);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { numeric: true, sensitivity: "base" })));
    expect(await openOf(crew)).toHaveLength(0);
    expect(await openOf([stranger])).toHaveLength(1);

    const rowsAfter = await entriesOf(crew);
    const replay = await clockOut(foreman.agent, { projectId: project.c }, headers).expect(200);
    expect(replay.body).toEqual(body);
    expect(await entriesOf(crew)).toEqual(rowsAfter);

    // Nobody left that the foreman may clock out: 409, nothing to say per worker.
    const none = await clockOut(foreman.agent, { projectId: project.c }).expect(409);
    expect(none.body).toEqual({ message: "Nobody to be clocked out", results: [] });
  });

  it("needs exactly one of timeEntryIds and projectId", async () => {
    const both = await clockOut(office, { timeEntryIds: [1], projectId: project.a }).expect(400);
    expect(both.body.message).toMatch(/either timeEntryIds or projectId/);
    await clockOut(office, {}).expect(400);
  });
});
