// Issue 15: crew breaks and crew switches. Each worker's open entry is found by the server; one result per worker in
// the order asked; one refusal never blocks the others; 200/201 when anyone was changed, 409 with the same body when
// nobody was; a replay answers the same and writes nothing; racing crew actions on overlapping crews never give an
// entry two running breaks or a worker two open entries; foremen only their crew, crew members not at all.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER } from "@shared/api/constants";
import type { CrewBreakAnswer, CrewSwitchAnswer } from "@shared/api/crew-actions";
import { timeEntries, timeEntryBreaks, workers } from "@shared/schema";
import { createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";
import { addToTeam, createPerson, createWorker, type Person } from "../support/people";
import { HIGHLANDS, insertProject, metresNorth } from "../unit/time-clock/api-fixtures";

type Agent = Person["agent"];

let t: TestApp;
let office: Agent;
let foreman: Person;
let crewMember: Person;
const project = { a: 0, b: 0, far: 0, notMine: 0 };

const fix = { clockInLatitude: HIGHLANDS.latitude, clockInLongitude: HIGHLANDS.longitude, locationAccuracy: 8 };
const fixOut = { clockOutLatitude: HIGHLANDS.latitude, clockOutLongitude: HIGHLANDS.longitude, locationAccuracy: 8 };

beforeAll(async () => {
  t = await createTestApp();
  const officeEmail = uniqueEmail("crew-actions-office");
  await createActiveUser(t, officeEmail);
  office = await userAgent(t, officeEmail);
  project.a = (await insertProject(t, { name: "Highlands Renovation" })).id;
  // Next door: the same fix is inside both geofences, so a switch between them is verified.
  project.b = (await insertProject(t, { name: "Highlands Annex", latitude: metresNorth(HIGHLANDS.latitude, 40).toFixed(8) })).id;
  project.far = (await insertProject(t, { name: "Sloan's Lake", latitude: metresNorth(HIGHLANDS.latitude, 3000).toFixed(8) })).id;
  project.notMine = (await insertProject(t, { name: "RiNo Lofts" })).id;
  foreman = await createPerson(t, "foreman");
  crewMember = await createPerson(t, "crew");
  await addToTeam(t, project.a, [foreman.workerId, crewMember.workerId]);
  await addToTeam(t, project.b, [foreman.workerId]);
  await addToTeam(t, project.far, [foreman.workerId]);
});
afterAll(async () => {
  await t.close();
});

const key = () => ({ [IDEMPOTENCY_KEY_HEADER]: randomUUID() });

function crewBreak(agent: Agent, body: Record<string, unknown>, headers: Record<string, string> = key()) {
  return agent.post("/api/time-entries/crew-breaks").set(headers).send(body);
}
function crewSwitch(agent: Agent, body: Record<string, unknown>, headers: Record<string, string> = key()) {
  return agent.post("/api/time-entries/crew-switch").set(headers).send({ ...fix, ...body });
}
function crewClockIn(agent: Agent, projectId: number, workerIds: number[]) {
  return agent.post("/api/time-entries/crew-clock-in").set(key()).send({ ...fix, projectId, workerIds }).expect(201);
}

/** New workers on the teams of these projects (the first is where they are clocked in, when `clockedIn`). */
async function newCrew(size: number, projectIds: number[] = [project.a, project.b, project.far], clockedIn = true): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < size; i += 1) ids.push(await createWorker(t));
  for (const projectId of projectIds) await addToTeam(t, projectId, ids);
  if (clockedIn) await crewClockIn(office, projectIds[0], ids);
  return ids;
}

const entriesOf = (workerIds: number[]) => t.database.db.select().from(timeEntries).where(inArray(timeEntries.workerId, workerIds));
const openOf = (workerIds: number[]) =>
  t.database.db
    .select()
    .from(timeEntries)
    .where(and(inArray(timeEntries.workerId, workerIds), isNull(timeEntries.clockOutTime)));
async function breaksOf(workerIds: number[]) {
  return t.database.db
    .select({ workerId: timeEntries.workerId, entryId: timeEntryBreaks.timeEntryId, kind: timeEntryBreaks.kind, endedAt: timeEntryBreaks.endedAt })
    .from(timeEntryBreaks)
    .innerJoin(timeEntries, eq(timeEntries.id, timeEntryBreaks.timeEntryId))
    .where(inArray(timeEntries.workerId, workerIds));
}

describe("crew breaks", () => {
  it("mixed refusals: the fine ones start, each other says why, in the order asked (200)", async () => {
    const [fine1, fine2, onBreak] = await newCrew(3);
    const [off] = await newCrew(1, [project.a], false);
    await crewBreak(office, { workerIds: [onBreak], action: "start", kind: "rest" }).expect(200);
    const stranger = await createWorker(t); // on no team of the foreman's

    const asked = [fine1, off, onBreak, stranger, fine2];
    const res = await crewBreak(foreman.agent, { workerIds: asked, action: "start", kind: "meal" }).expect(200);
    const body = res.body as CrewBreakAnswer;
    expect(body.message).toBe("2 put on a meal break, 3 refused");
    expect(body.results.map((r) => r.workerId)).toEqual(asked);
    expect(body.results.map((r) => r.outcome)).toEqual(["started", "refused", "refused", "refused", "started"]);
    expect(body.results.map((r) => r.refusal?.code ?? null)).toEqual([null, "not_clocked_in", "break_running", "not_on_crew", null]);
    expect(body.results[3].workerName).toBeNull();
    expect(body.results[0].entry?.breaks).toEqual([expect.objectContaining({ kind: "meal", endedAt: null })]);
    // Both fine workers' breaks began at the one server instant.
    expect(body.results[0].entry?.breaks[0].startedAt).toBe(body.results[4].entry?.breaks[0].startedAt);

    const ended = await crewBreak(foreman.agent, { workerIds: [fine1, fine2, onBreak], action: "end", kind: "meal" }).expect(200);
    expect((ended.body as CrewBreakAnswer).results.map((r) => [r.outcome, r.refusal?.code ?? null])).toEqual([
      ["ended", null],
      ["ended", null],
      ["refused", "no_break_running"],
    ]);
    const rows = await breaksOf([fine1, fine2, onBreak]);
    expect(rows.filter((r) => r.kind === "meal").every((r) => r.endedAt !== null)).toBe(true);
    expect(rows.filter((r) => r.kind === "rest" && r.endedAt === null)).toHaveLength(1);
  });

  it("nobody changed: 409 with the reasons; a replay of a key answers the same and writes nothing", async () => {
    const [a, b] = await newCrew(2);
    const noneKey = key();
    const none = await crewBreak(office, { workerIds: [a, b], action: "end", kind: "meal" }, noneKey).expect(409);
    expect((none.body as CrewBreakAnswer).message).toBe("Nobody was back from the meal break: 2 refused");
    // The 409 is an answer, replayed as it was.
    const noneAgain = await crewBreak(office, { workerIds: [a, b], action: "end", kind: "meal" }, noneKey).expect(409);
    expect(noneAgain.body).toEqual(none.body);

    const headers = key();
    const first = await crewBreak(office, { workerIds: [a, b], action: "start", kind: "rest" }, headers).expect(200);
    const before = await breaksOf([a, b]);
    const replay = await crewBreak(office, { workerIds: [a, b], action: "start", kind: "rest" }, headers).expect(200);
    expect(replay.body).toEqual(first.body);
    expect(await breaksOf([a, b])).toEqual(before);
  });

  it("overlapping crews started at once by two foremen and the office: one running break per entry, every round", async () => {
    const second = await createPerson(t, "foreman");
    await addToTeam(t, project.a, [second.workerId]);
    for (let round = 0; round < 3; round += 1) {
      const crew = await newCrew(6, [project.a]);
      const slices = [crew.slice(0, 4), [...crew.slice(2, 6)].reverse(), [crew[5], crew[0], crew[3]]];
      const callers = [foreman.agent, second.agent, office];
      const answers = await Promise.all(slices.map((ids, i) => crewBreak(callers[i], { workerIds: ids, action: "start", kind: "meal" })));
      for (const res of answers) expect([200, 409]).toContain(res.status);
      const started = answers.flatMap((res) => (res.body as CrewBreakAnswer).results.filter((r) => r.outcome === "started").map((r) => r.workerId));
      expect([...started].sort((x, y) => x - y)).toEqual([...crew].sort((x, y) => x - y));
      const running = (await breaksOf(crew)).filter((r) => r.endedAt === null);
      expect(running).toHaveLength(crew.length);
      expect(new Set(running.map((r) => r.entryId)).size).toBe(crew.length);
      const refusals = answers.flatMap((res) => (res.body as CrewBreakAnswer).results.filter((r) => r.outcome === "refused"));
      expect(refusals.every((r) => r.refusal?.code === "break_running")).toBe(true);
    }
  });

  it("bad input: a clear message and nothing written", async () => {
    const [a] = await newCrew(1);
    const dup = await crewBreak(office, { workerIds: [a, a], action: "start", kind: "meal" }).expect(400);
    expect(dup.body.message).toMatch(/twice/);
    await crewBreak(office, { workerIds: [a], action: "pause", kind: "meal" }).expect(400);
    await crewBreak(office, { workerIds: [], action: "start", kind: "meal" }).expect(400);
    const noKey = await office.post("/api/time-entries/crew-breaks").send({ workerIds: [a], action: "start", kind: "meal" });
    expect(noKey.status).toBe(400);
    expect(await breaksOf([a])).toHaveLength(0);
  });
});

describe("crew switch", () => {
  it("to the site they are on with another cost code: each entry splits at the tap ('Change cost code', issue 26 item 3)", async () => {
    const code = await office.post("/api/cost-codes").send({ code: `09-${Date.now() % 1000}`, name: "Drywall" });
    expect(code.status).toBe(201);
    const crew = await newCrew(2);
    const res = await crewSwitch(foreman.agent, { workerIds: crew, projectId: project.a, costCodeId: code.body.id }).expect(201);
    const body = res.body as CrewSwitchAnswer;
    expect(body.message).toBe("2 switched");
    expect(body.results.map((r) => [r.closed?.projectId, r.opened?.projectId, r.opened?.costCodeId])).toEqual([
      [project.a, project.a, code.body.id],
      [project.a, project.a, code.body.id],
    ]);
    // The same code again changes nothing: refused for each, still on the clock as they were.
    const again = await crewSwitch(foreman.agent, { workerIds: crew, projectId: project.a, costCodeId: code.body.id }).expect(409);
    expect((again.body as CrewSwitchAnswer).results.map((r) => r.refusal?.code)).toEqual(["already_on_project", "already_on_project"]);
    expect((await openOf(crew)).map((e) => e.costCodeId)).toEqual([code.body.id, code.body.id]);
  });

  it("mixed refusals: the fine ones switch at one instant, the others stay as they were (201)", async () => {
    const [fine1, fine2, onB] = await newCrew(3);
    const [off] = await newCrew(1, [project.a], false);
    const [inactive] = await newCrew(1);
    await t.database.db.update(workers).set({ isActive: false }).where(eq(workers.id, inactive));
    await crewSwitch(office, { workerIds: [onB], projectId: project.b }).expect(201);
    await crewBreak(office, { workerIds: [fine1], action: "start", kind: "meal" }).expect(200);

    const asked = [fine1, off, onB, inactive, fine2];
    const res = await crewSwitch(foreman.agent, { workerIds: asked, projectId: project.b, notes: "Framing next door" }).expect(201);
    const body = res.body as CrewSwitchAnswer;
    expect(body.message).toBe("2 switched, 3 refused");
    expect(body.results.map((r) => r.workerId)).toEqual(asked);
    expect(body.results.map((r) => r.refusal?.code ?? null)).toEqual([null, "not_clocked_in", "already_on_project", "inactive", null]);
    const [first, , , , last] = body.results;
    expect(first.closed?.clockOutTime).toBe(first.opened?.clockInTime);
    expect(first.opened?.clockInTime).toBe(last.opened?.clockInTime);
    expect(first.opened).toMatchObject({ projectId: project.b, geofenceVerdict: "inside", notes: "Framing next door" });
    // The running meal break ended with the switch's clock-out, as a clock-out ends it.
    expect(first.closed?.breaks).toEqual([expect.objectContaining({ kind: "meal", endedAt: first.closed?.clockOutTime })]);

    expect((await openOf(asked)).map((e) => [e.workerId, e.projectId]).sort()).toEqual(
      [
        [fine1, project.b],
        [onB, project.b],
        [inactive, project.a],
        [fine2, project.b],
      ].sort(),
    );
    expect(await entriesOf([inactive])).toHaveLength(1);
  });

  it("too far from the new site: refused as too_far, 409, and nobody is left off the clock", async () => {
    const crew = await newCrew(2);
    const res = await crewSwitch(office, { workerIds: crew, projectId: project.far }).expect(409);
    const body = res.body as CrewSwitchAnswer;
    expect(body.message).toBe("Nobody was switched: 2 refused");
    expect(body.results.map((r) => r.refusal?.code)).toEqual(["too_far", "too_far"]);
    expect((await openOf(crew)).map((e) => e.projectId)).toEqual([project.a, project.a]);
    expect(await entriesOf(crew)).toHaveLength(2);
  });

  it("a replay of the key answers the same and writes nothing", async () => {
    const crew = await newCrew(2);
    const headers = key();
    const first = await crewSwitch(office, { workerIds: crew, projectId: project.b }, headers).expect(201);
    const rows = await entriesOf(crew);
    const replay = await crewSwitch(office, { workerIds: crew, projectId: project.b }, headers).expect(201);
    expect(replay.body).toEqual(first.body);
    expect(await entriesOf(crew)).toEqual(rows);
  });

  it("crew switch and crew clock-out at once on overlapping crews: never two open entries, no entry lost", async () => {
    const second = await createPerson(t, "foreman");
    await addToTeam(t, project.a, [second.workerId]);
    await addToTeam(t, project.b, [second.workerId]);
    for (let round = 0; round < 3; round += 1) {
      const crew = await newCrew(6, [project.a, project.b]);
      const opened = await openOf(crew);
      const switchIds = [crew[5], crew[1], crew[3], crew[0]];
      const outIds = opened.filter((e) => [crew[0], crew[2], crew[3], crew[4]].includes(e.workerId)).map((e) => e.id);
      const [switched, out, byProject] = await Promise.all([
        crewSwitch(foreman.agent, { workerIds: switchIds, projectId: project.b }),
        office.post("/api/time-entries/crew-clock-out").set(key()).send({ ...fixOut, timeEntryIds: outIds }),
        second.agent.post("/api/time-entries/crew-clock-out").set(key()).send({ ...fixOut, projectId: project.b }),
      ]);
      expect([201, 409]).toContain(switched.status);
      expect([200, 409]).toContain(out.status);
      expect([200, 409]).toContain(byProject.status);
      const all = await entriesOf(crew);
      const open = all.filter((e) => e.clockOutTime === null);
      expect(new Set(open.map((e) => e.workerId)).size).toBe(open.length);
      // Every entry is accounted for: the first six, plus one opened per worker switched, none lost or doubled.
      const switchedCount = (switched.body as CrewSwitchAnswer).results.filter((r) => r.outcome === "switched").length;
      expect(all).toHaveLength(crew.length + switchedCount);
      for (const r of (switched.body as CrewSwitchAnswer).results.filter((x) => x.outcome === "switched")) {
        expect(all.some((e) => e.id === r.opened?.id)).toBe(true);
      }
      // Every entry closed was closed by one answer that says so, and each worker's latest entry is open unless a
      // clock-out closed it: nobody is left off the clock by a switch, nothing is closed twice.
      type Out = { results: { outcome: string; entry: { id: number } | null }[] };
      // (The clock-out of everyone on the Annex also closes earlier tests' workers there: only this crew's count.)
      const ours = new Set(all.map((e) => e.id));
      const closedByOut = [out, byProject]
        .flatMap((res) => (res.body as Out).results.filter((r) => r.outcome === "clocked_out").map((r) => r.entry!.id))
        .filter((id) => ours.has(id));
      const closedBySwitch = (switched.body as CrewSwitchAnswer).results.flatMap((r) => (r.closed ? [r.closed.id] : []));
      const closedIds = [...closedByOut, ...closedBySwitch].sort((x, y) => x - y);
      expect(new Set(closedIds).size).toBe(closedIds.length);
      expect(all.filter((e) => e.clockOutTime !== null).map((e) => e.id).sort((x, y) => x - y)).toEqual(closedIds);
      for (const workerId of crew) {
        const latest = all.filter((e) => e.workerId === workerId).sort((x, y) => y.id - x.id)[0];
        expect(latest.clockOutTime === null).toBe(!closedByOut.includes(latest.id));
      }
    }
  });
});

describe("scope", () => {
  it("a crew member may not; a foreman is refused for a worker not on the crew, and for a project not theirs", async () => {
    const [a] = await newCrew(1);
    await crewBreak(crewMember.agent, { workerIds: [crewMember.workerId], action: "start", kind: "meal" }).expect(403);
    await crewSwitch(crewMember.agent, { workerIds: [crewMember.workerId], projectId: project.b }).expect(403);

    const outsider = await createWorker(t);
    await addToTeam(t, project.notMine, [outsider]);
    await crewClockIn(office, project.notMine, [outsider]);
    const breakRes = await crewBreak(foreman.agent, { workerIds: [outsider, a], action: "start", kind: "rest" }).expect(200);
    expect((breakRes.body as CrewBreakAnswer).results[0]).toMatchObject({ workerId: outsider, workerName: null, outcome: "refused", refusal: { code: "not_on_crew" } });
    const switchRes = await crewSwitch(foreman.agent, { workerIds: [outsider], projectId: project.b }).expect(409);
    expect((switchRes.body as CrewSwitchAnswer).results[0]).toMatchObject({ workerName: null, refusal: { code: "not_on_crew" } });
    const notTheirs = await crewSwitch(foreman.agent, { workerIds: [a], projectId: project.notMine }).expect(403);
    expect(notTheirs.body.message).toMatch(/your crew on your projects/);
    expect(await breaksOf([outsider])).toHaveLength(0);
    expect((await openOf([outsider]))[0].projectId).toBe(project.notMine);
  });
});
