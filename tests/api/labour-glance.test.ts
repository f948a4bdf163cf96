// GET /api/stats/labour: the office dashboard's labour card. Who is on the clock now (every open entry, latest first,
// with a running break), and the company's hours this week: closed entries' hours plus open ones counted to now, each
// entry on its clock-in week in the company's zone. Office and admins only; an empty company reads zeros.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timeEntries, timeEntryBreaks } from "@shared/schema";
import { addToTeam, createPerson, createWorker } from "../support/people";
import { createProject } from "../support/projects";
import { adminAgent, createTestApp, type TestApp } from "../support/app";

// Thursday 12 March 2026, 11:00 in Denver (MDT from 8 March): the week began Sunday 8 March at 07:00 UTC.
const NOW = new Date("2026-03-12T17:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => NOW } });
});
afterAll(async () => {
  await t.close();
});

const labour = async () => (await adminAgent(t.app)).get("/api/stats/labour");

async function entry(workerId: number, projectId: number, clockIn: string, clockOut: string | null, hoursWorked: string | null, breakTime = 0) {
  const [row] = await t.database.db
    .insert(timeEntries)
    .values({ workerId, projectId, clockInTime: new Date(clockIn), clockOutTime: clockOut ? new Date(clockOut) : null, hoursWorked, breakTime })
    .returning({ id: timeEntries.id });
  return row.id;
}

describe("GET /api/stats/labour", () => {
  it("reads nobody on the clock and no hours for an empty company", async () => {
    const res = await labour();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ onTheClock: [], hoursThisWeek: 0, weekStart: "2026-03-08" });
  });

  it("is the office's: crew and foremen are refused (they read their own figures in GET /api/stats)", async () => {
    const projectId = await createProject(t, "Refused Site");
    const crew = await createPerson(t, "crew");
    const foreman = await createPerson(t, "foreman");
    await addToTeam(t, projectId, [crew.workerId, foreman.workerId]);
    expect((await crew.agent.get("/api/stats/labour")).status).toBe(403);
    expect((await foreman.agent.get("/api/stats/labour")).status).toBe(403);
    expect((await (await createPerson(t, "user")).agent.get("/api/stats/labour")).status).toBe(200);
  });

  it("lists a worker clocked in through the punch route", async () => {
    const projectId = await createProject(t, "Punch Site");
    const workerId = await createWorker(t, { name: "Pat Punch" });
    const punched = await (await adminAgent(t.app)).post("/api/time-entries/clock-in").send({ workerId, projectId });
    expect(punched.status, JSON.stringify(punched.body)).toBe(201);

    const res = await labour();
    expect(res.body.onTheClock).toEqual([
      { entryId: punched.body.id, workerId, workerName: "Pat Punch", projectId, projectName: "Punch Site", clockInTime: NOW.toISOString(), onBreak: false },
    ]);
    expect(res.body.hoursThisWeek).toBe(0);
    await t.database.db.delete(timeEntries);
  });

  it("adds open entries' time so far to the week's closed hours, and lists everyone on the clock", async () => {
    const projectId = await createProject(t, "Highlands");
    const [closed, lastWeek, working, onMeal, forgotten] = await Promise.all(
      ["Cal Closed", "Lia Lastweek", "Wes Working", "Mo Meal", "Fay Forgot"].map((name) => createWorker(t, { name })),
    );
    await entry(closed, projectId, "2026-03-09T14:00:00Z", "2026-03-09T22:00:00Z", "8.00");
    // Saturday 7 March in Denver: last week's.
    await entry(lastWeek, projectId, "2026-03-07T15:00:00Z", "2026-03-07T20:00:00Z", "5.00");
    // Since 08:00 today with 15 minutes of ended unpaid breaks: 3 h less 15 min.
    const workingId = await entry(working, projectId, "2026-03-12T14:00:00Z", null, null, 15);
    // Since 09:00, on an unpaid meal since 10:30: 1 h 30 so far.
    const mealId = await entry(onMeal, projectId, "2026-03-12T15:00:00Z", null, null);
    await t.database.db.insert(timeEntryBreaks).values({ timeEntryId: mealId, kind: "meal", startedAt: new Date("2026-03-12T16:30:00Z"), paid: false });
    // Clocked in last Friday and never out: on the clock, but its hours are last week's.
    const forgottenId = await entry(forgotten, projectId, "2026-03-06T15:00:00Z", null, null);

    const res = await labour();
    expect(res.status).toBe(200);
    // 8 + 2.75 + 1.5 = 12.25 h, to one decimal.
    expect(res.body.hoursThisWeek).toBe(12.3);
    expect(res.body.weekStart).toBe("2026-03-08");
    expect(res.body.onTheClock.map((p: { entryId: number; workerName: string; projectName: string; onBreak: boolean }) => [p.entryId, p.workerName, p.projectName, p.onBreak])).toEqual([
      [mealId, "Mo Meal", "Highlands", true],
      [workingId, "Wes Working", "Highlands", false],
      [forgottenId, "Fay Forgot", "Highlands", false],
    ]);
  });
});
