// POST /api/time-entries/{id}/breaks (issue 15): timed meal and rest breaks of an open entry on the server's clock,
// breakTime derived from them (the unpaid minutes) and the pay after it, the 409s, racing starts, a break running at
// clock-out, paid meals by the payroll setting, the same hours in the timesheet, the summary and payroll, replays.
import { and, eq, isNull } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { timeEntryBreaks } from "@shared/schema";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { addToTeam, createPerson } from "../support/people";
import { createWorker, insertProject, testClock } from "../unit/time-clock/api-fixtures";

const clock = testClock("2026-03-03T15:00:00Z"); // Tue 08:00 in Denver
let t: TestApp;
let admin: TestAgent;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  admin = await adminAgent(t.app);
  projectId = (await insertProject(t)).id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  clock.set("2026-03-03T15:00:00Z");
  await admin.put("/api/settings/payroll").send({ mealBreaksPaid: false });
});

/** A worker at 30.00/h clocked in at the clock's time; the entry's id. */
async function clockedIn(agent: TestAgent = admin, workerId?: number): Promise<{ entryId: number; workerId: number }> {
  const id = workerId ?? (await createWorker(admin, { hourlyRate: "30.00" })).id;
  const res = await agent.post("/api/time-entries/clock-in").send({ workerId: id, projectId });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { entryId: res.body.id, workerId: id };
}

const takeBreak = (entryId: number, action: "start" | "end", kind: "meal" | "rest", agent: TestAgent = admin) =>
  agent.post(`/api/time-entries/${entryId}/breaks`).send({ action, kind });

const clockOut = (entryId: number) => admin.post("/api/time-entries/clock-out").send({ timeEntryId: entryId });

describe("starting and ending a break", () => {
  it("a 30 min meal: on break while it runs, then 30 unpaid minutes taken off the day's hours and pay", async () => {
    const { entryId } = await clockedIn();
    clock.advanceMinutes(240);
    const started = await takeBreak(entryId, "start", "meal");
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ id: entryId, onBreak: "meal", breakTime: 0 });
    expect(started.body.breaks).toEqual([
      { id: expect.any(Number), kind: "meal", startedAt: "2026-03-03T19:00:00.000Z", endedAt: null, startReceivedAt: "2026-03-03T19:00:00.000Z", endReceivedAt: null, paid: false },
    ]);

    clock.advanceMinutes(30);
    const ended = await takeBreak(entryId, "end", "meal");
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ onBreak: null, breakTime: 30 });
    expect(ended.body.breaks[0]).toMatchObject({ startedAt: "2026-03-03T19:00:00.000Z", endedAt: "2026-03-03T19:30:00.000Z" });

    clock.advanceMinutes(240);
    const out = await clockOut(entryId);
    // 08:00-16:30 on the clock is 510 minutes, less the 30 min meal: 8 h worked and paid, no overtime.
    expect(out.body).toMatchObject({ breakTime: 30, hoursWorked: "8.00", overtimeHours: "0.00", totalPay: "240.00" });
    expect((await admin.get(`/api/time-entries/${entryId}`)).body.breaks).toHaveLength(1);
  });

  it("rest breaks are paid: nothing is taken off", async () => {
    const { entryId } = await clockedIn();
    clock.advanceMinutes(120);
    expect((await takeBreak(entryId, "start", "rest")).body.breaks[0]).toMatchObject({ kind: "rest", paid: true });
    clock.advanceMinutes(15);
    expect((await takeBreak(entryId, "end", "rest")).body).toMatchObject({ breakTime: 0, onBreak: null });
    clock.advanceMinutes(105);
    expect((await clockOut(entryId)).body).toMatchObject({ breakTime: 0, hoursWorked: "4.00", totalPay: "120.00" });
  });

  it("several breaks add up: two unpaid meals of 10 min 30 s each take 21 minutes", async () => {
    const { entryId } = await clockedIn();
    for (const gap of [60, 60]) {
      clock.advanceMinutes(gap);
      expect((await takeBreak(entryId, "start", "meal")).status).toBe(200);
      clock.advanceMinutes(10.5);
      expect((await takeBreak(entryId, "end", "meal")).status).toBe(200);
    }
    expect((await admin.get(`/api/time-entries/${entryId}`)).body).toMatchObject({ breakTime: 21 });
  });
});

describe("refusals", () => {
  it("409 for a second start, an end of the other kind or of nothing, and any break of a clocked-out entry", async () => {
    const { entryId } = await clockedIn();
    expect((await takeBreak(entryId, "end", "meal")).body).toMatchObject({ code: "conflict", message: "No meal break is running" });
    expect((await takeBreak(entryId, "start", "meal")).status).toBe(200);
    const again = await takeBreak(entryId, "start", "rest");
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("A break is already running; end it before starting another");
    expect((await takeBreak(entryId, "end", "rest")).body).toMatchObject({ code: "conflict", message: "No rest break is running" });
    await clockOut(entryId);
    const closed = await takeBreak(entryId, "start", "meal");
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe("already_clocked_out");
    expect(await t.database.db.select().from(timeEntryBreaks).where(eq(timeEntryBreaks.timeEntryId, entryId))).toHaveLength(1);
  });

  it("400 for a bad body, 404 for an unknown entry", async () => {
    const { entryId } = await clockedIn();
    const bad = await admin.post(`/api/time-entries/${entryId}/breaks`).send({ action: "pause", kind: "meal" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.action).toEqual(["action must be start or end"]);
    expect((await admin.post(`/api/time-entries/${entryId}/breaks`).send({ action: "start", kind: "lunch" })).status).toBe(400);
    expect((await takeBreak(999_999, "start", "meal")).status).toBe(404);
  });

  it("who may: a crew member for themself only, a foreman for their crew on their projects", async () => {
    const crew = await createPerson(t, "crew");
    const other = await createPerson(t, "crew");
    const foreman = await createPerson(t, "foreman");
    await addToTeam(t, projectId, [crew.workerId, other.workerId, foreman.workerId]);
    const own = await clockedIn(crew.agent, crew.workerId);
    const theirs = await clockedIn(admin, other.workerId);
    expect((await takeBreak(own.entryId, "start", "meal", crew.agent)).status).toBe(200);
    const refused = await takeBreak(theirs.entryId, "start", "meal", crew.agent);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("You can only start or end breaks of those you may clock out");
    expect((await takeBreak(theirs.entryId, "start", "rest", foreman.agent)).status).toBe(200);
  });
});

describe("racing starts", () => {
  it("5 starts at once: one 200, four 409, one running break", async () => {
    const { entryId } = await clockedIn();
    const responses = await Promise.all(Array.from({ length: 5 }, () => takeBreak(entryId, "start", "meal")));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const open = await t.database.db
      .select()
      .from(timeEntryBreaks)
      .where(and(eq(timeEntryBreaks.timeEntryId, entryId), isNull(timeEntryBreaks.endedAt)));
    expect(open).toHaveLength(1);
  });
});

describe("a break still running at clock-out", () => {
  it("ends at the clock-out instant, and its unpaid minutes come off the pay", async () => {
    const { entryId } = await clockedIn();
    clock.advanceMinutes(100);
    await takeBreak(entryId, "start", "meal");
    clock.advanceMinutes(20);
    const out = await clockOut(entryId);
    expect(out.status).toBe(200);
    expect(out.body.clockOutTime).toBe("2026-03-03T17:00:00.000Z");
    expect(out.body).toMatchObject({ onBreak: null, breakTime: 20, hoursWorked: "1.67", totalPay: "50.00" });
    expect(out.body.breaks).toEqual([expect.objectContaining({ startedAt: "2026-03-03T16:40:00.000Z", endedAt: "2026-03-03T17:00:00.000Z" })]);
  });
});

describe("an admin closing a forgotten entry on a break", () => {
  it("ends the break at the corrected clock-out, as a clock-out would", async () => {
    const { entryId } = await clockedIn();
    clock.advanceMinutes(240);
    await takeBreak(entryId, "start", "meal");
    clock.advanceMinutes(120);
    const closed = await admin.patch(`/api/time-entries/${entryId}`).send({ clockOutTime: "2026-03-03T19:45:00Z", reason: "Forgot to clock out" });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({ onBreak: null, breakTime: 45, hoursWorked: "4.00" });
    expect(closed.body.breaks[0]).toMatchObject({ startedAt: "2026-03-03T19:00:00.000Z", endedAt: "2026-03-03T19:45:00.000Z" });
  });
});

describe("paid meals (payroll setting mealBreaksPaid)", () => {
  it("decided when the break starts: a later change of the setting does not reprice it", async () => {
    const put = await admin.put("/api/settings/payroll").send({ mealBreaksPaid: true });
    expect(put.body).toEqual({ weeklyOvertime: false, mealBreaksPaid: true });
    const { entryId } = await clockedIn();
    clock.advanceMinutes(240);
    expect((await takeBreak(entryId, "start", "meal")).body.breaks[0].paid).toBe(true);
    await admin.put("/api/settings/payroll").send({ mealBreaksPaid: false });
    clock.advanceMinutes(30);
    expect((await takeBreak(entryId, "end", "meal")).body).toMatchObject({ breakTime: 0 });
    clock.advanceMinutes(30);
    // The setting is off now: this meal is unpaid.
    expect((await takeBreak(entryId, "start", "meal")).body.breaks[1].paid).toBe(false);
    clock.advanceMinutes(30);
    expect((await takeBreak(entryId, "end", "meal")).body).toMatchObject({ breakTime: 30 });
  });

  it("a PUT with only weeklyOvertime keeps the meal setting; an empty PUT is refused", async () => {
    await admin.put("/api/settings/payroll").send({ mealBreaksPaid: true });
    expect((await admin.put("/api/settings/payroll").send({ weeklyOvertime: false })).body).toEqual({ weeklyOvertime: false, mealBreaksPaid: true });
    const empty = await admin.put("/api/settings/payroll").send({});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/Change at least one of weeklyOvertime or mealBreaksPaid/);
  });
});

describe("one definition of hours", () => {
  it("the timesheet, the Weekly Summary, the payroll week and the entries export all count 8 h for 8.5 h with a 30 min meal", async () => {
    clock.set("2026-03-05T15:00:00Z"); // Thu 08:00 in Denver: this worker alone that day
    const { entryId, workerId } = await clockedIn();
    clock.advanceMinutes(240);
    await takeBreak(entryId, "start", "meal");
    clock.advanceMinutes(30);
    await takeBreak(entryId, "end", "meal");
    clock.advanceMinutes(240);
    await clockOut(entryId);

    const timesheet = await admin.get("/api/time-entries?date=2026-03-05");
    expect(timesheet.body.find((e: { id: number }) => e.id === entryId)).toMatchObject({ hoursWorked: "8.00", breakTime: 30 });
    const summary = await admin.get("/api/time-entries/summary?from=2026-03-05&to=2026-03-05");
    // The Weekly Summary's day total is what its over-8 badge compares: exactly 8, so no badge.
    expect(summary.body.days[0]).toMatchObject({ totalHours: 8 });
    expect(summary.body.days[0].lines.find((l: { workerId: number }) => l.workerId === workerId)).toMatchObject({ hours: 8 });
    const payroll = await admin.get("/api/payroll?weekOf=2026-03-05");
    expect(payroll.body.workers.find((w: { workerId: number }) => w.workerId === workerId)).toMatchObject({
      totalHours: 8,
      regularHours: 8,
      overtimeHours: 0,
      grossPay: "240.00",
    });
    const csv = await admin.get("/api/payroll/entries.csv?weekOf=2026-03-05");
    const line = csv.text.split("\n").find((l) => l.startsWith(`${entryId},`));
    expect(line).toContain(",8.00,8.00,0.00,");
  });
});

describe("Idempotency-Key", () => {
  it("a replay answers the first answer, success or refusal, and starts nothing more", async () => {
    const { entryId } = await clockedIn();
    const send = (key: string, action: "start" | "end") =>
      admin.post(`/api/time-entries/${entryId}/breaks`).set("Idempotency-Key", key).send({ action, kind: "meal" });
    const first = await send("break-1", "start");
    clock.advanceMinutes(5);
    const replay = await send("break-1", "start");
    expect(replay.status).toBe(200);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.body).toEqual(first.body);
    const refused = await send("break-2", "start");
    expect(refused.status).toBe(409);
    clock.advanceMinutes(25);
    await send("break-3", "end");
    const refusedAgain = await send("break-2", "start");
    expect([refusedAgain.status, refusedAgain.body.message]).toEqual([409, refused.body.message]);
    expect(await t.database.db.select().from(timeEntryBreaks).where(eq(timeEntryBreaks.timeEntryId, entryId))).toHaveLength(1);
  });
});
