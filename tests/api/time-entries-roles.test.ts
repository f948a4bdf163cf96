// Issue 14: the time clock and timesheet for crew and foremen. Every time-entry read is scoped (crew: their own
// entries; a foreman: the entries on their projects and their own), pay figures are absent from their answers,
// punches are refused outside the caller's scope with the reason, an Idempotency-Key still replays, the bell shows a
// foreman their crew's forgotten clock-outs, and the office sees and does what it did.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timeEntries } from "@shared/schema";
import { NOT_LINKED_MESSAGE } from "@shared/domain/account-roles";
import { IDEMPOTENCY_KEY_HEADER } from "@shared/api/constants";
import type { TimeEntrySummaryView } from "@shared/api/time-clock";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";
import { addToTeam, createPerson, createWorker, type Person } from "../support/people";
import { insertProject, testClock } from "../unit/time-clock/api-fixtures";

type Agent = Person["agent"];
const clock = testClock("2026-03-03T15:00:00Z"); // Tue 08:00 in Denver

let t: TestApp;
let office: Agent;
let crew: Person; // C1, on project A
let foreman: Person; // F, on project A
const project = { a: 0, b: 0 };
const worker = { c2: 0, c3: 0, outsider: 0 }; // c2 and c3 on A's team, the outsider on B's only
const entry = {} as Record<"crewOnA" | "crewOnB" | "c2OnA" | "outsiderOnB" | "foremanOnA" | "outsiderOnA" | "c2Open" | "outsiderOpen", number>;

async function insertEntry(workerId: number, projectId: number, clockIn: string, clockOut: string | null, hours: number | null) {
  const [row] = await t.database.db
    .insert(timeEntries)
    .values({
      workerId,
      projectId,
      clockInTime: new Date(clockIn),
      clockOutTime: clockOut ? new Date(clockOut) : null,
      hoursWorked: hours === null ? null : hours.toFixed(2),
      hourlyRate: "30.00",
      totalPay: hours === null ? null : (hours * 30).toFixed(2),
    })
    .returning({ id: timeEntries.id });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  const officeEmail = uniqueEmail("office");
  await createActiveUser(t, officeEmail);
  office = await userAgent(t, officeEmail);
  project.a = (await insertProject(t, { name: "Highlands Renovation" })).id;
  project.b = (await insertProject(t, { name: "RiNo Lofts" })).id;
  crew = await createPerson(t, "crew");
  foreman = await createPerson(t, "foreman");
  worker.c2 = await createWorker(t);
  worker.c3 = await createWorker(t);
  worker.outsider = await createWorker(t);
  await addToTeam(t, project.a, [crew.workerId, foreman.workerId, worker.c2, worker.c3]);
  await addToTeam(t, project.b, [worker.outsider]);

  entry.crewOnB = await insertEntry(crew.workerId, project.b, "2026-03-01T15:00:00Z", "2026-03-01T19:00:00Z", 4); // Sun
  entry.outsiderOnA = await insertEntry(worker.outsider, project.a, "2026-03-01T16:00:00Z", "2026-03-01T18:00:00Z", 2); // Sun
  entry.crewOnA = await insertEntry(crew.workerId, project.a, "2026-03-02T14:00:00Z", "2026-03-02T22:00:00Z", 8); // Mon
  entry.c2OnA = await insertEntry(worker.c2, project.a, "2026-03-02T14:00:00Z", "2026-03-02T20:00:00Z", 6);
  entry.outsiderOnB = await insertEntry(worker.outsider, project.b, "2026-03-02T14:00:00Z", "2026-03-02T23:00:00Z", 9);
  entry.foremanOnA = await insertEntry(foreman.workerId, project.a, "2026-03-02T13:00:00Z", "2026-03-02T21:00:00Z", 8);
  // Forgotten clock-outs (over 12 h open): Monday evening in Denver.
  entry.c2Open = await insertEntry(worker.c2, project.a, "2026-03-03T01:00:00Z", null, null);
  entry.outsiderOpen = await insertEntry(worker.outsider, project.b, "2026-03-03T01:00:00Z", null, null);
});
afterAll(async () => {
  await t.close();
});

const MONEY = ["hourlyRate", "overtimeRate", "totalPay"];
function expectNoMoney(body: unknown) {
  const text = JSON.stringify(body);
  for (const field of MONEY) expect(text).not.toContain(`"${field}"`);
}
const idsOf = (body: { id: number }[]) => body.map((e) => e.id).sort((a, b) => a - b);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const WEEK = "from=2026-03-01&to=2026-03-07";

describe("GET /api/time-entries", () => {
  it("gives crew their own entries on every project, without pay", async () => {
    const res = await crew.agent.get(`/api/time-entries?${WEEK}`);
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual(sorted([entry.crewOnA, entry.crewOnB]));
    expect(res.headers["x-total-count"]).toBe("2");
    expectNoMoney(res.body);
    expect(res.body[0]).toMatchObject({ workerId: crew.workerId, hoursWorked: expect.any(String) });
  });

  it("gives a foreman the entries on their projects (whoever worked them) and their own, without pay", async () => {
    const res = await foreman.agent.get(`/api/time-entries?${WEEK}`);
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual(sorted([entry.crewOnA, entry.c2OnA, entry.foremanOnA, entry.outsiderOnA, entry.c2Open]));
    expectNoMoney(res.body);
  });

  it("keeps the scope under the caller's own filters", async () => {
    expect((await foreman.agent.get(`/api/time-entries?projectId=${project.b}`)).body).toEqual([]);
    expect((await foreman.agent.get(`/api/time-entries?workerId=${worker.outsider}`)).body.map((e: { id: number }) => e.id)).toEqual([entry.outsiderOnA]);
    expect(idsOf((await crew.agent.get(`/api/time-entries?projectId=${project.b}`)).body)).toEqual([entry.crewOnB]);
    expect((await crew.agent.get(`/api/time-entries?workerId=${worker.c2}`)).body).toEqual([]);
  });

  it("gives the office every entry with its pay, as before", async () => {
    const res = await office.get(`/api/time-entries?${WEEK}`);
    expect(idsOf(res.body)).toEqual(sorted(Object.values(entry)));
    expect(res.body.find((e: { id: number }) => e.id === entry.outsiderOnB)).toMatchObject({ hourlyRate: "30.00", totalPay: "270.00" });
  });

  it("gives an account linked to no worker nothing", async () => {
    const email = uniqueEmail("unlinked");
    await createActiveUser(t, email, undefined, { role: "foreman" });
    const unlinked = await userAgent(t, email);
    const res = await unlinked.get(`/api/time-entries?${WEEK}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    const summary = await unlinked.get(`/api/time-entries/summary?${WEEK}`);
    expect(summary.body.days.every((d: { totalHours: number; lines: unknown[] }) => d.totalHours === 0 && d.lines.length === 0)).toBe(true);
  });
});

describe("GET /api/time-entries/summary", () => {
  const day = (body: TimeEntrySummaryView, date: string) => body.days.find((d) => d.date === date);

  it("totals only the crew member's own entries", async () => {
    const res = await crew.agent.get(`/api/time-entries/summary?${WEEK}`);
    expect(res.status).toBe(200);
    expect(day(res.body, "2026-03-01")).toMatchObject({ totalHours: 4, entryCount: 1 });
    expect(day(res.body, "2026-03-02")).toMatchObject({ totalHours: 8, entryCount: 1, openCount: 0 });
    const body = res.body as TimeEntrySummaryView;
    expect(body.days.flatMap((d) => d.lines.map((l) => l.workerId))).toEqual([crew.workerId, crew.workerId]);
  });

  it("totals a foreman's projects' entries and their own", async () => {
    const res = await foreman.agent.get(`/api/time-entries/summary?${WEEK}`);
    expect(day(res.body, "2026-03-01")).toMatchObject({ totalHours: 2, entryCount: 1 });
    expect(day(res.body, "2026-03-02")).toMatchObject({ totalHours: 22, entryCount: 4, openCount: 1 });
  });

  it("totals everything for the office", async () => {
    const res = await office.get(`/api/time-entries/summary?${WEEK}`);
    expect(day(res.body, "2026-03-01")).toMatchObject({ totalHours: 6, entryCount: 2 });
    expect(day(res.body, "2026-03-02")).toMatchObject({ totalHours: 31, entryCount: 6, openCount: 2 });
  });
});

describe("single entries and open entries", () => {
  it("GET /api/time-entries/:id answers an entry the caller may not see as missing (404)", async () => {
    const own = await crew.agent.get(`/api/time-entries/${entry.crewOnB}`);
    expect(own.status).toBe(200);
    expectNoMoney(own.body);
    const other = await crew.agent.get(`/api/time-entries/${entry.c2OnA}`);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe("Time entry not found");
    expect((await foreman.agent.get(`/api/time-entries/${entry.c2OnA}`)).status).toBe(200);
    expect((await foreman.agent.get(`/api/time-entries/${entry.outsiderOnB}`)).status).toBe(404);
    expect((await foreman.agent.get(`/api/time-entries/${entry.crewOnB}`)).status).toBe(404);
    expect((await office.get(`/api/time-entries/${entry.outsiderOnB}`)).body).toMatchObject({ hourlyRate: "30.00" });
  });

  it("a worker's open entry: crew ask only of themself, a foreman of their crew; out of scope is 404 or null", async () => {
    expect((await crew.agent.get(`/api/workers/${crew.workerId}/active-time`)).body).toBeNull();
    expect((await crew.agent.get(`/api/workers/${worker.c2}/active-time`)).status).toBe(404);
    expect((await crew.agent.get(`/api/time-entries/active?workerId=${worker.c2}`)).status).toBe(404);
    const c2 = await foreman.agent.get(`/api/workers/${worker.c2}/active-time`);
    expect(c2.body).toMatchObject({ id: entry.c2Open });
    expectNoMoney(c2.body);
    expect((await foreman.agent.get(`/api/time-entries/active?workerId=${worker.c2}`)).body).toMatchObject({ id: entry.c2Open });
    // The outsider is on no team of the foreman's.
    expect((await foreman.agent.get(`/api/workers/${worker.outsider}/active-time`)).status).toBe(404);
    expect((await office.get(`/api/workers/${worker.outsider}/active-time`)).body).toMatchObject({ id: entry.outsiderOpen, hourlyRate: "30.00" });
  });

  it("GET /api/projects/:id/time-entries: a project not theirs is 404; crew see only their own entries on theirs", async () => {
    const crewA = await crew.agent.get(`/api/projects/${project.a}/time-entries?limit=100`);
    expect(crewA.status).toBe(200);
    expect(idsOf(crewA.body)).toEqual([entry.crewOnA]);
    const crewB = await crew.agent.get(`/api/projects/${project.b}/time-entries`);
    expect(crewB.status).toBe(404);
    expect(crewB.body.message).toBe("Project not found");
    const foremanA = await foreman.agent.get(`/api/projects/${project.a}/time-entries?limit=100`);
    expect(idsOf(foremanA.body)).toEqual(sorted([entry.crewOnA, entry.c2OnA, entry.foremanOnA, entry.outsiderOnA, entry.c2Open]));
    expect((await foreman.agent.get(`/api/projects/${project.b}/time-entries`)).status).toBe(404);
    expect((await office.get(`/api/projects/${project.b}/time-entries?limit=100`)).body).toHaveLength(3);
    expect((await office.get(`/api/projects/999999/time-entries`)).status).toBe(404);
  });
});

describe("the bell", () => {
  it("shows a foreman the forgotten clock-outs on their projects, crew none, the office every one", async () => {
    await t.services.forgottenClockOuts.alert();
    const ids = async (agent: Agent) =>
      ((await agent.get("/api/notifications")).body.items as { id: string; kind: string }[])
        .filter((i) => i.kind === "forgotten_clock_out")
        .map((i) => i.id);
    expect(await ids(foreman.agent)).toEqual([`forgotten-clock-out:${entry.c2Open}`]);
    expect(await ids(crew.agent)).toEqual([]);
    expect((await ids(office)).sort()).toEqual([`forgotten-clock-out:${entry.c2Open}`, `forgotten-clock-out:${entry.outsiderOpen}`].sort());
  });
});

describe("punches", () => {
  const clockIn = (agent: Agent, workerId: number, projectId: number, key?: string) => {
    const req = agent.post("/api/time-entries/clock-in");
    if (key) req.set(IDEMPOTENCY_KEY_HEADER, key);
    return req.send({ workerId, projectId });
  };
  const clockOut = (agent: Agent, timeEntryId: number) => agent.post("/api/time-entries/clock-out").send({ timeEntryId });

  it("crew clock in only themself, only on their projects", async () => {
    const other = await clockIn(crew.agent, worker.c3, project.a);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe("You can only clock in yourself");
    const elsewhere = await clockIn(crew.agent, crew.workerId, project.b);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.message).toBe("You can only clock in on your own projects");

    const own = await clockIn(crew.agent, crew.workerId, project.a);
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ workerId: crew.workerId, projectId: project.a, createdBy: crew.userId });
    expectNoMoney(own.body);
    // The rate is still copied at clock-in: crew only do not see it.
    const [row] = await t.database.db.select().from(timeEntries).where(eq(timeEntries.id, own.body.id));
    expect(row.hourlyRate).toBe("31.50");

    const clockedOut = await clockOut(crew.agent, own.body.id);
    expect(clockedOut.status).toBe(200);
    expect(clockedOut.body).toMatchObject({ clockedOutBy: crew.userId });
    expectNoMoney(clockedOut.body);
  });

  it("crew cannot clock anyone else out", async () => {
    const res = await clockOut(crew.agent, entry.c2Open);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You can only clock out yourself");
    expect((await clockOut(crew.agent, 999_999)).status).toBe(404);
  });

  it("a foreman clocks their crew in and out on their projects, and no one else", async () => {
    const notCrew = await clockIn(foreman.agent, worker.outsider, project.a);
    expect(notCrew.status).toBe(403);
    expect(notCrew.body.message).toBe("You can only clock in your crew on your projects");
    const notTheirProject = await clockIn(foreman.agent, worker.c3, project.b);
    expect(notTheirProject.status).toBe(403);
    expect(notTheirProject.body.message).toBe("You can only clock in your crew on your projects");

    const c3 = await clockIn(foreman.agent, worker.c3, project.a);
    expect(c3.status).toBe(201);
    expect(c3.body).toMatchObject({ workerId: worker.c3, createdBy: foreman.userId });
    expectNoMoney(c3.body);
    const self = await clockIn(foreman.agent, foreman.workerId, project.a);
    expect(self.status).toBe(201);

    const outsider = await clockOut(foreman.agent, entry.outsiderOpen);
    expect(outsider.status).toBe(403);
    expect(outsider.body.message).toBe("You can only clock out your crew on your projects");
    const out = await clockOut(foreman.agent, c3.body.id);
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ clockedOutBy: foreman.userId });
    expect((await clockOut(foreman.agent, self.body.id)).status).toBe(200);
  });

  it("an account linked to no worker is told so", async () => {
    const email = uniqueEmail("unlinked-crew");
    await createActiveUser(t, email, undefined, { role: "crew" });
    const unlinked = await userAgent(t, email);
    const res = await clockIn(unlinked, crew.workerId, project.a);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(NOT_LINKED_MESSAGE);
  });

  it("an offline punch's Idempotency-Key replays for the same account, and a refusal replays as a refusal", async () => {
    const key = `crew-replay-${process.pid}`;
    const first = await clockIn(crew.agent, crew.workerId, project.a, key);
    expect(first.status).toBe(201);
    const again = await clockIn(crew.agent, crew.workerId, project.a, key);
    expect(again.status).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body.id).toBe(first.body.id);
    expectNoMoney(again.body);
    expect((await clockOut(crew.agent, first.body.id)).status).toBe(200);

    const refusedKey = `crew-refused-${process.pid}`;
    expect((await clockIn(crew.agent, worker.c3, project.a, refusedKey)).status).toBe(403);
    const refusedAgain = await clockIn(crew.agent, worker.c3, project.a, refusedKey);
    expect(refusedAgain.status).toBe(403);
    expect(refusedAgain.body.message).toBe("You can only clock in yourself");
  });

  it("the office clocks anyone out and in anywhere and sees the rate, as before", async () => {
    expect((await clockOut(office, entry.outsiderOpen)).status).toBe(200);
    const res = await clockIn(office, worker.outsider, project.a);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ hourlyRate: "31.50" });
    expect((await clockOut(office, res.body.id)).status).toBe(200);
  });

  it("adding, correcting and deleting entries stay with the office's admins", async () => {
    const body = { workerId: crew.workerId, projectId: project.a, clockInTime: "2026-03-02T01:00:00Z", clockOutTime: "2026-03-02T03:00:00Z", reason: "Missed" };
    for (const agent of [crew.agent, foreman.agent]) {
      expect((await agent.post("/api/time-entries").send(body)).status).toBe(403);
      expect((await agent.patch(`/api/time-entries/${entry.crewOnA}`).send({ notes: "x", reason: "y" })).status).toBe(403);
      expect((await agent.delete(`/api/time-entries/${entry.crewOnA}`).send({ reason: "y" })).status).toBe(403);
    }
  });
});

describe("an admin", () => {
  it("reads and punches as before", async () => {
    const admin = await adminAgent(t.app);
    const res = await admin.get(`/api/time-entries?${WEEK}`);
    expect(res.body.length).toBeGreaterThanOrEqual(Object.keys(entry).length);
    expect(res.body[0]).toHaveProperty("hourlyRate");
  });
});
