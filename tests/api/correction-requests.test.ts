// Issue 14: a crew member asks for a correction of their own entry, a foreman for their crew's on their projects;
// the office approves (the correction is applied, recorded as any correction) or rejects; the request stays in the
// entry's history either way.
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { addToTeam, createPerson, type Person } from "../support/people";
import { insertEntry, insertProject, testClock } from "../unit/time-clock/api-fixtures";
import { ALREADY_CORRECTED_NOTE } from "@shared/domain/correction-requests";

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
    // Each asks for a clock-in half an hour earlier than its entry's.
    const body = (entry: { clockInTime: string | Date }) => ({ kind: "wrong_time", clockInTime: new Date(new Date(entry.clockInTime).getTime() - 1_800_000).toISOString(), reason: "Early" });
    const a = (await crew.agent.post(`/api/time-entries/${mine.id}/correction-requests`).send(body(mine))).body.id;
    const b = (await stranger.agent.post(`/api/time-entries/${theirs.id}/correction-requests`).send(body(theirs))).body.id;
    const ids = async (agent: TestAgent) => ((await agent.get("/api/correction-requests")).body as { id: number }[]).map((r) => r.id);
    expect(await ids(crew.agent)).toContain(a);
    expect(await ids(crew.agent)).not.toContain(b);
    expect(await ids(foreman.agent)).toContain(a);
    expect(await ids(foreman.agent)).not.toContain(b);
    expect(await ids(office)).toEqual(expect.arrayContaining([a, b]));
    expect((await crew.agent.patch(`/api/correction-requests/${a}`).send({ decision: "approve" })).status).toBe(403);
  });
});

describe("requests that used to dead-end (issue 26 item 8)", () => {
  it("a request the office already met by hand closes as approved, done, not as 'Nothing to change'", async () => {
    const entry = await entryOf(crew.workerId);
    const out = new Date(new Date(entry.clockOutTime!).getTime() + 3_600_000).toISOString();
    const asked = await crew.agent.post(`/api/time-entries/${entry.id}/correction-requests`).send({ kind: "wrong_time", clockOutTime: out, reason: "Stayed an hour" });
    expect(asked.status).toBe(201);
    expect((await office.patch(`/api/time-entries/${entry.id}`).send({ clockOutTime: out, reason: "Foreman called" })).status).toBe(200);

    const approved = await office.patch(`/api/correction-requests/${asked.body.id}`).send({ decision: "approve" });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: "approved", decisionNote: ALREADY_CORRECTED_NOTE });
    // Nothing more was written: the office's own correction is the last change.
    const history = (await office.get(`/api/time-entries/${entry.id}`)).body.changes as { reason: string }[];
    expect(history.map((c) => c.reason)).not.toContain("Correction request: Stayed an hour");
  });

  it("new times that leave a break outside the shift are refused, and approved once the approver adjusts the breaks", async () => {
    const entry = await entryOf(crew.workerId);
    const inAt = new Date(entry.clockInTime).getTime();
    const iso = (hoursAfterIn: number) => new Date(inAt + hoursAfterIn * 3_600_000).toISOString();
    const asked = await crew.agent.post(`/api/time-entries/${entry.id}/correction-requests`).send({ kind: "wrong_time", clockOutTime: iso(5), reason: "Left at 1" });
    expect(asked.status).toBe(201);
    // Meanwhile the office types a meal at 6-6.5 h into the 8 h shift: the asked clock-out now leaves it outside.
    expect((await office.patch(`/api/time-entries/${entry.id}`).send({ breaks: [{ kind: "meal", startTime: iso(6), endTime: iso(6.5) }], reason: "Lunch" })).status).toBe(200);

    const refused = await office.patch(`/api/correction-requests/${asked.body.id}`).send({ decision: "approve" });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    const stillWaiting = (await office.get("/api/correction-requests?status=pending")).body as { id: number }[];
    expect(stillWaiting.map((r) => r.id)).toContain(asked.body.id);

    const approved = await office
      .patch(`/api/correction-requests/${asked.body.id}`)
      .send({ decision: "approve", breaks: [{ kind: "meal", startTime: iso(3), endTime: iso(3.5) }] });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.status).toBe("approved");
    const fixed = (await office.get(`/api/time-entries/${entry.id}`)).body;
    expect(fixed).toMatchObject({ clockOutTime: iso(5), breakTime: 30, hoursWorked: "4.50" });
  });
});

describe("breaks in a request (issue 26 item 8)", () => {
  const hoursAfter = (entry: { clockInTime: string | Date }) => (hours: number) => new Date(new Date(entry.clockInTime).getTime() + hours * 3_600_000).toISOString();

  it("a request proposes breaks; the office reads them and approving sets them", async () => {
    const entry = await entryOf(crew.workerId);
    const iso = hoursAfter(entry);
    const asked = await crew.agent
      .post(`/api/time-entries/${entry.id}/correction-requests`)
      .send({ kind: "wrong_time", breaks: [{ kind: "meal", startTime: iso(4), endTime: iso(4.5) }], reason: "Forgot to start lunch" });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.breaks).toEqual([{ kind: "meal", startTime: iso(4), endTime: iso(4.5) }]);

    const approved = await office.patch(`/api/correction-requests/${asked.body.id}`).send({ decision: "approve" });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const fixed = (await office.get(`/api/time-entries/${entry.id}`)).body;
    expect(fixed).toMatchObject({ breakTime: 30, hoursWorked: "7.50" });
    expect(fixed.breaks).toMatchObject([{ kind: "meal", startedAt: iso(4), endedAt: iso(4.5) }]);
  });

  it("refuses, under the field to change, what an approval would refuse; nothing is stored", async () => {
    const entry = await entryOf(crew.workerId);
    const iso = hoursAfter(entry);
    expect((await office.patch(`/api/time-entries/${entry.id}`).send({ breaks: [{ kind: "meal", startTime: iso(6), endTime: iso(6.5) }], reason: "Lunch" })).status).toBe(200);
    const ask = (body: object) => crew.agent.post(`/api/time-entries/${entry.id}/correction-requests`).send({ reason: "Left early", ...body });

    // New clock-out before the meal: said under the clock-out, naming the break.
    const leavesMealOut = await ask({ kind: "wrong_time", clockOutTime: iso(5) });
    expect(leavesMealOut.status).toBe(400);
    expect(leavesMealOut.body.fieldErrors.clockOutTime[0]).toMatch(/^Breaks must be within the shift: the meal break \(.+\) would be outside it; give the right breaks in the request too$/);
    // The breaks given must fit the new shift: said under the break's end.
    const mealPastEnd = await ask({ kind: "wrong_time", clockOutTime: iso(5), breaks: [{ kind: "meal", startTime: iso(4.75), endTime: iso(5.25) }] });
    expect(mealPastEnd.status).toBe(400);
    expect(mealPastEnd.body.fieldErrors).toEqual({ "breaks.0.endTime": ["Breaks must be within the shift"] });
    // A clock-out before the clock-in.
    const backwards = await ask({ kind: "wrong_time", clockOutTime: iso(-1) });
    expect(backwards.body.fieldErrors).toEqual({ clockOutTime: ["The clock-out time must be after the clock-in time"] });
    // Breaks on a wrong project are refused by the contract.
    expect((await ask({ kind: "wrong_project", projectId: otherSite, breaks: [] })).status).toBe(400);
    expect((await office.get(`/api/time-entries/${entry.id}/correction-requests`)).body).toEqual([]);

    // With the breaks moved too, the same clock-out is asked.
    const fits = await ask({ kind: "wrong_time", clockOutTime: iso(5), breaks: [{ kind: "meal", startTime: iso(3), endTime: iso(3.5) }] });
    expect(fits.status, JSON.stringify(fits.body)).toBe(201);
  });

  it("a request whose breaks the office already typed by hand closes as done", async () => {
    const entry = await entryOf(crew.workerId);
    const iso = hoursAfter(entry);
    const meal = [{ kind: "meal", startTime: iso(4), endTime: iso(4.5) }];
    const asked = await crew.agent.post(`/api/time-entries/${entry.id}/correction-requests`).send({ kind: "wrong_time", breaks: meal, reason: "Lunch" });
    expect((await office.patch(`/api/time-entries/${entry.id}`).send({ breaks: meal, reason: "Foreman called" })).status).toBe(200);
    const approved = await office.patch(`/api/correction-requests/${asked.body.id}`).send({ decision: "approve" });
    expect(approved.body).toMatchObject({ status: "approved", decisionNote: ALREADY_CORRECTED_NOTE });
  });
});

describe("the one who asked hears the decision (issue 26 item 8)", () => {
  it("in the bell for a week, and by mail, whether approved or rejected", async () => {
    const approvedEntry = await entryOf(crew.workerId);
    const rejectedEntry = await entryOf(crew.workerId);
    const later = (entry: { clockOutTime: Date | string | null }) => new Date(new Date(entry.clockOutTime!).getTime() + 1_800_000).toISOString();
    const first = await crew.agent.post(`/api/time-entries/${approvedEntry.id}/correction-requests`).send({ kind: "wrong_time", clockOutTime: later(approvedEntry), reason: "Loaded the truck" });
    const second = await crew.agent.post(`/api/time-entries/${rejectedEntry.id}/correction-requests`).send({ kind: "wrong_time", clockOutTime: later(rejectedEntry), reason: "Stayed late" });
    const mailsBefore = (await t.sentMails()).length;
    expect((await office.patch(`/api/correction-requests/${first.body.id}`).send({ decision: "approve" })).status).toBe(200);
    expect((await office.patch(`/api/correction-requests/${second.body.id}`).send({ decision: "reject", note: "You left at 4" })).status).toBe(200);

    const bell = (await crew.agent.get("/api/notifications").expect(200)).body.items as { id: string; title: string; detail: string }[];
    expect(bell.find((i) => i.id === `correction-decided:${first.body.id}`)).toMatchObject({ title: expect.stringMatching(/^Correction approved/) });
    expect(bell.find((i) => i.id === `correction-decided:${second.body.id}`)).toMatchObject({ title: expect.stringMatching(/^Correction rejected/), detail: expect.stringContaining("You left at 4") });
    // Not the office's bell: they made the decision.
    const officeBell = (await office.get("/api/notifications").expect(200)).body.items as { id: string }[];
    expect(officeBell.map((i) => i.id)).not.toContain(`correction-decided:${first.body.id}`);

    await expect.poll(async () => (await t.sentMails()).slice(mailsBefore).filter((m) => m.to === crew.email).map((m) => m.subject).sort()).toEqual([
      "Your correction request was approved",
      "Your correction request was rejected",
    ]);

    // A week later the bell has let it go.
    clock.set("2026-03-20T18:00:00Z");
    const weekLater = (await crew.agent.get("/api/notifications").expect(200)).body.items as { id: string }[];
    expect(weekLater.map((i) => i.id)).not.toContain(`correction-decided:${first.body.id}`);
    clock.set("2026-03-12T18:00:00Z");
  });
});
