// Forgotten clock-outs (issue 15) on the scheduler, with the app's clock under the test's hand: one alert (bell and
// e-mail to the worker, the project's foremen and the office) after the alert hours; with auto-close on, the entry is
// closed at clock-in + M hours, marked 'Auto-closed, needs review', and its week cannot be approved until the office
// confirms it or an admin corrects it. Two app instances on one database (two server processes) alert and close once.
// With DATABASE_URL set this is real PostgreSQL; otherwise PGlite.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timeEntries, timeEntryChanges } from "@shared/schema";
import { FORGOTTEN_CLOCK_OUTS_JOB } from "../../server/modules/scheduler/forgotten-clock-outs.jobs";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";
import { addToTeam, createPerson, createWorker, type Person } from "../support/people";

type Agent = Awaited<ReturnType<typeof userAgent>>;
const HOUR = 3_600_000;
const MINUTE = 60_000;

let current = new Date("2026-03-02T14:00:00.000Z").getTime(); // Monday 07:00 in Denver
const clock = { now: () => new Date(current), advance: (ms: number) => (current += ms) };

let t: TestApp;
let second: TestApp;
let admin: Agent;
let office: Agent;
let officeEmail: string;
let crew: Person;
let foreman: Person;
let otherForeman: Person;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  // A second server process: its own app and scheduler on the same database.
  second = await createTestApp({ database: t.database, deps: { now: clock.now } });
  admin = await adminAgent(t.app);
  officeEmail = uniqueEmail("office");
  await createActiveUser(t, officeEmail);
  office = await userAgent(t, officeEmail);
  const project = await admin.post("/api/projects").send({ name: "Sloan's Lake", location: "Denver", startDate: "2026-01-01", endDate: "2026-12-31" });
  projectId = project.body.id;
  const elsewhere = await admin.post("/api/projects").send({ name: "Elsewhere", location: "Denver", startDate: "2026-01-01", endDate: "2026-12-31" });
  crew = await createPerson(t, "crew", { worker: { name: "Tom Alvarez", hourlyRate: "20.00" } });
  foreman = await createPerson(t, "foreman");
  otherForeman = await createPerson(t, "foreman");
  await addToTeam(t, projectId, [crew.workerId, foreman.workerId]);
  await addToTeam(t, elsewhere.body.id, [otherForeman.workerId]);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const alertMails = async (app: TestApp) => (await app.sentMails()).filter((m) => m.subject.startsWith("Forgotten clock-out?"));

async function clockIn(workerId: number): Promise<number> {
  const res = await admin.post("/api/time-entries/clock-in").send({ workerId, projectId });
  expect(res.status).toBe(201);
  return res.body.id;
}

const bellIds = async (agent: Agent, kind: string) =>
  ((await agent.get("/api/notifications")).body.items as { id: string; kind: string }[]).filter((i) => i.kind === kind).map((i) => i.id);

const changesOf = (id: number) => t.database.db.select().from(timeEntryChanges).where(eq(timeEntryChanges.timeEntryId, id));

async function setSettings(body: { forgottenClockOutAlertHours: number; autoCloseAfterHours: number | null }) {
  await admin.put("/api/settings/company").send({ weeklyOvertime: false, mealBreaksPaid: false, mealBreakRule: "off", mealPremium: false, signOffAtClockOut: false, costCodeRequired: false, ...body }).expect(200);
}

describe("the alert", () => {
  it("goes out once, after the alert hours: the bell of the worker, the project's foremen and the office, and one e-mail each", async () => {
    await setSettings({ forgottenClockOutAlertHours: 12, autoCloseAfterHours: null });
    const entryId = await clockIn(crew.workerId);
    await t.services.scheduler.ensureRows();

    clock.advance(12 * HOUR - MINUTE);
    // The first check runs the housekeeping too (new rows are due at once).
    expect((await t.services.scheduler.runDue()).get(FORGOTTEN_CLOCK_OUTS_JOB)).toBe("succeeded");
    expect(await alertMails(t)).toEqual([]);
    expect(await bellIds(office, "forgotten_clock_out")).toEqual([]);

    clock.advance(5 * MINUTE);
    expect((await t.services.scheduler.runDue()).get(FORGOTTEN_CLOCK_OUTS_JOB)).toBe("succeeded");
    const mails = await alertMails(t);
    expect(mails.map((m) => m.to).sort()).toEqual([crew.email, foreman.email, officeEmail].sort());
    expect(mails[0].subject).toBe("Forgotten clock-out? Tom Alvarez is still clocked in on Sloan's Lake");
    expect(mails[0].text).toContain("clocked in on Sloan's Lake at Mar 2, 2026, 7:00 AM and has been clocked in for 12 hours");
    expect(mails[0].text).toContain("http://127.0.0.1:5000/timesheet");

    const item = `forgotten-clock-out:${entryId}`;
    expect(await bellIds(crew.agent, "forgotten_clock_out")).toEqual([item]);
    expect(await bellIds(foreman.agent, "forgotten_clock_out")).toEqual([item]);
    expect(await bellIds(office, "forgotten_clock_out")).toEqual([item]);
    expect(await bellIds(otherForeman.agent, "forgotten_clock_out")).toEqual([]);

    // Later checks, by either process, send nothing more.
    for (let i = 0; i < 3; i++) {
      clock.advance(5 * MINUTE);
      await Promise.all([t.services.scheduler.runDue(), second.services.scheduler.runDue()]);
      await second.services.forgottenClockOuts.alert();
    }
    // Either process's mail queue may send them (they share the queue): each recipient gets one.
    const sent = [...(await alertMails(t)), ...(await alertMails(second))];
    expect(sent.map((m) => m.to).sort()).toEqual([crew.email, foreman.email, officeEmail].sort());

    // Clocked out: the bell item goes.
    await admin.post("/api/time-entries/clock-out").send({ timeEntryId: entryId }).expect(200);
    expect(await bellIds(office, "forgotten_clock_out")).toEqual([]);
  });

  it("two processes checking at the same moment send it once", async () => {
    const entryId = await clockIn(crew.workerId);
    clock.advance(13 * HOUR);
    const before = (await alertMails(t)).length;
    const counts = await Promise.all([t.services.forgottenClockOuts.alert(), second.services.forgottenClockOuts.alert()]);
    expect(counts.sort()).toEqual([0, 1]);
    expect((await alertMails(t)).length - before + (await alertMails(second)).length).toBe(3);
    const [row] = await t.database.db.select().from(timeEntries).where(eq(timeEntries.id, entryId));
    expect(row.forgottenAlertAt).toEqual(clock.now());
    await admin.post("/api/time-entries/clock-out").send({ timeEntryId: entryId }).expect(200);
  });
});

describe("auto-close", () => {
  let autoClosedId: number;

  it("is off by default: an entry open for days stays open", async () => {
    await setSettings({ forgottenClockOutAlertHours: 12, autoCloseAfterHours: null });
    clock.advance(24 * HOUR);
    const entryId = await clockIn(crew.workerId);
    clock.advance(71 * HOUR);
    expect(await t.services.forgottenClockOuts.autoClose()).toBe(0);
    const [row] = await t.database.db.select().from(timeEntries).where(eq(timeEntries.id, entryId));
    expect(row.clockOutTime).toBeNull();
    await admin.post("/api/time-entries/clock-out").send({ timeEntryId: entryId }).expect(200);
  });

  it("closes an entry open longer than M hours at clock-in + M, with its pay, marked 'needs review' in its history", async () => {
    await setSettings({ forgottenClockOutAlertHours: 10, autoCloseAfterHours: 14 });
    // The next Monday, 07:00 in Denver: a week of its own.
    current = new Date("2026-03-09T13:00:00.000Z").getTime();
    const clockInTime = clock.now();
    autoClosedId = await clockIn(crew.workerId);
    clock.advance(14 * HOUR - MINUTE);
    expect(await t.services.forgottenClockOuts.autoClose()).toBe(0);
    clock.advance(47 * MINUTE);
    expect(await t.services.forgottenClockOuts.autoClose()).toBe(1);

    const detail = await office.get(`/api/time-entries/${autoClosedId}`);
    expect(detail.body).toMatchObject({
      clockOutTime: new Date(clockInTime.getTime() + 14 * HOUR).toISOString(),
      autoClosedAt: clock.now().toISOString(),
      hoursWorked: "14.00",
      overtimeHours: "6.00",
      totalPay: "340.00",
      clockedOutBy: null,
    });
    expect(detail.body.changes).toMatchObject([
      { action: "auto_close", changedBy: null, reason: "Still clocked in after 14 hours: closed at clock-in + 14 h" },
    ]);
    // The list the timesheet reads carries the mark, and the office's bell asks for the review.
    const list = await office.get("/api/time-entries?date=2026-03-09");
    expect(list.body.find((e: { id: number }) => e.id === autoClosedId)).toMatchObject({ autoClosedAt: clock.now().toISOString() });
    expect(await bellIds(office, "auto_closed")).toEqual([`auto-closed:${autoClosedId}`]);
    expect(await bellIds(crew.agent, "auto_closed")).toEqual([]);
    // Nothing more on the next check.
    clock.advance(5 * MINUTE);
    expect(await t.services.forgottenClockOuts.autoClose()).toBe(0);
  });

  it("its week cannot be approved until the office confirms it; the confirmation is in its history", async () => {
    // Sunday: the week has ended, so only the review stands in the way.
    current = new Date("2026-03-15T15:00:00.000Z").getTime();
    const refused = await admin.post("/api/payroll/approve").send({ weekOf: "2026-03-09" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Entry ${autoClosedId} (Tom Alvarez, Mar 9) was auto-closed and needs review: confirm or correct it on the Timesheet before approving`,
    );
    expect((await crew.agent.post(`/api/time-entries/${autoClosedId}/review`).send({ confirmed: true })).status).toBe(403);
    expect((await office.post(`/api/time-entries/${autoClosedId}/review`).send({})).body.fieldErrors).toEqual({
      confirmed: ["confirmed must be true (to change the time, correct the entry instead)"],
    });
    expect((await foreman.agent.post(`/api/time-entries/${autoClosedId}/review`).send({ confirmed: true })).status).toBe(403);

    clock.advance(MINUTE);
    const confirmed = await office.post(`/api/time-entries/${autoClosedId}/review`).send({ confirmed: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.autoClosedAt).toBeNull();
    // Newest first.
    expect(confirmed.body.changes.map((c: { action: string }) => c.action)).toEqual(["review", "auto_close"]);
    expect(confirmed.body.changes[0]).toMatchObject({ changes: { autoClosed: [true, false] }, changedByName: expect.any(String) });
    // A second tap records nothing more.
    expect((await office.post(`/api/time-entries/${autoClosedId}/review`).send({ confirmed: true })).body.changes).toHaveLength(2);
    expect(await bellIds(office, "auto_closed")).toEqual([]);

    expect((await admin.post("/api/payroll/approve").send({ weekOf: "2026-03-09" })).status).toBe(201);
  });

  it("a correction clears the mark too", async () => {
    current = new Date("2026-03-16T13:00:00.000Z").getTime();
    const entryId = await clockIn(crew.workerId);
    clock.advance(15 * HOUR);
    expect(await t.services.forgottenClockOuts.autoClose()).toBe(1);
    const leftAt = new Date(current - 7 * HOUR).toISOString();
    // Sunday: the week has ended; the auto-closed entry holds it.
    current = new Date("2026-03-22T15:00:00.000Z").getTime();
    expect((await admin.post("/api/payroll/approve").send({ weekOf: "2026-03-16" })).body.message).toMatch(/auto-closed and needs review/);

    const corrected = await admin.patch(`/api/time-entries/${entryId}`).send({ clockOutTime: leftAt, reason: "Left at 3 pm, says the foreman" });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ autoClosedAt: null, hoursWorked: "8.00" });
    expect((await admin.post("/api/payroll/approve").send({ weekOf: "2026-03-16" })).status).toBe(201);
  });

  it("never closes into an approved week: the entry is skipped (and logged)", async () => {
    // An entry left open in a week that is approved (only possible by a direct write: approval refuses open entries).
    const workerId = await createWorker(t);
    const [row] = await t.database.db
      .insert(timeEntries)
      .values({ workerId, projectId, clockInTime: new Date("2026-03-17T15:00:00.000Z") })
      .returning({ id: timeEntries.id });
    clock.advance(24 * HOUR);
    expect(await t.services.forgottenClockOuts.autoClose()).toBe(0);
    const [after] = await t.database.db.select().from(timeEntries).where(eq(timeEntries.id, row.id));
    expect(after).toMatchObject({ clockOutTime: null, autoClosedAt: null });
    await t.database.db.delete(timeEntries).where(eq(timeEntries.id, row.id));
  });

  it("under two server processes running the job at the same moment, each entry is closed once", async () => {
    current = new Date("2026-03-23T13:00:00.000Z").getTime();
    const workerIds = [crew.workerId, foreman.workerId, await createWorker(t), await createWorker(t)];
    const ids: number[] = [];
    for (const workerId of workerIds) ids.push(await clockIn(workerId));
    clock.advance(15 * HOUR);

    // The service itself, twice at once (past the scheduler's claim, which would let only one run): the database decides.
    const closed = await Promise.all([t.services.forgottenClockOuts.autoClose(), second.services.forgottenClockOuts.autoClose()]);
    expect(closed[0] + closed[1]).toBe(ids.length);
    for (const id of ids) {
      const changes = await changesOf(id);
      expect(changes.filter((c) => c.action === "auto_close")).toHaveLength(1);
      const [row] = await t.database.db.select().from(timeEntries).where(eq(timeEntries.id, id));
      expect(row.clockOutTime).toEqual(new Date("2026-03-24T03:00:00.000Z"));
    }

    // And through both schedulers at once: one of them runs the due check.
    clock.advance(5 * MINUTE);
    const outcomes = await Promise.all([t.services.scheduler.runDue(), second.services.scheduler.runDue()]);
    expect(outcomes.filter((o) => o.get(FORGOTTEN_CLOCK_OUTS_JOB) === "succeeded")).toHaveLength(1);
  });

  it("an admin's change of the settings makes the check due at the next poll, not at the end of its five minutes", async () => {
    // (The mail queue's job runs every 30 s beside it: only the forgotten clock-outs' runs are looked at.)
    clock.advance(MINUTE);
    expect((await t.services.scheduler.runDue()).get(FORGOTTEN_CLOCK_OUTS_JOB)).toBeUndefined();
    await setSettings({ forgottenClockOutAlertHours: 12, autoCloseAfterHours: null });
    expect((await second.services.scheduler.runDue()).get(FORGOTTEN_CLOCK_OUTS_JOB)).toBe("succeeded");
    expect((await t.services.scheduler.runDue()).get(FORGOTTEN_CLOCK_OUTS_JOB)).toBeUndefined();
  });
});
