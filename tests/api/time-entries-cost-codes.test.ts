// Issue 15: a cost code on punches and entries. Every entry answer names its code (id, code, name) or null. A punch
// takes any code that exists, active or not (a punch queued offline is never refused for its code), and refuses an id
// that does not exist (422). Entries added by hand and corrections take only an existing, active code (422 otherwise,
// nothing stored); a correction records the code's change in the entry's history, and null takes the code off. A
// project's page reads its hours and labour cost per code, the entries without one on a line of their own.
import { eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timeEntries, timeEntryChanges } from "@shared/schema";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createWorker, HIGHLANDS, insertProject, testClock } from "../unit/time-clock/api-fixtures";

// Thursday 12 March 2026, 12:00 in Denver.
const clock = testClock("2026-03-12T18:00:00Z");
let t: TestApp;
let admin: TestAgent;
let projectId: number;
const code = { concrete: 0, framing: 0, retired: 0 };

async function addCode(body: { code: string; name: string }): Promise<number> {
  const res = await admin.post("/api/cost-codes").send(body);
  expect(res.status).toBe(201);
  return res.body.id;
}

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  admin = await adminAgent(t.app);
  projectId = (await insertProject(t)).id;
  code.concrete = await addCode({ code: "03-300", name: "Cast-in-place concrete" });
  code.framing = await addCode({ code: "06-100", name: "Rough carpentry" });
  code.retired = await addCode({ code: "01-500", name: "Temporary facilities" });
  expect((await admin.patch(`/api/cost-codes/${code.retired}`).send({ active: false })).status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const rowOf = async (id: number) => (await t.database.db.select().from(timeEntries).where(eq(timeEntries.id, id)))[0];
const entriesOf = (workerId: number) => t.database.db.select().from(timeEntries).where(eq(timeEntries.workerId, workerId));
const UNKNOWN = 987_654;

describe("a cost code on punches", () => {
  it("the GPS clock-in stores it and every entry answer names it", async () => {
    const worker = await createWorker(admin);
    const res = await admin.post("/api/time-entries/clock-in").send({
      workerId: worker.id,
      projectId,
      clockInLatitude: HIGHLANDS.latitude,
      clockInLongitude: HIGHLANDS.longitude,
      locationAccuracy: 8,
      costCodeId: code.concrete,
    });
    expect(res.status).toBe(201);
    const named = { costCodeId: code.concrete, costCode: { id: code.concrete, code: "03-300", name: "Cast-in-place concrete" } };
    expect(res.body).toMatchObject(named);
    expect((await admin.get(`/api/time-entries/${res.body.id}`)).body).toMatchObject(named);
    const list = await admin.get(`/api/time-entries?workerId=${worker.id}`);
    expect(list.body[0]).toMatchObject(named);
    const out = await admin.post("/api/time-entries/clock-out").send({ timeEntryId: res.body.id });
    expect(out.body).toMatchObject(named);
  });

  it("the spec's dialog and tracker may send one too; without one the entry has none", async () => {
    const a = await createWorker(admin);
    const b = await createWorker(admin);
    const withCode = await admin.post("/api/time-entries/clock-in").send({ workerId: a.id, projectId, costCodeId: String(code.framing) });
    expect(withCode.body).toMatchObject({ costCodeId: code.framing, costCode: { code: "06-100" } });
    const without = await admin.post("/api/time-entries/clock-in").send({ workerId: b.id, projectId, location: "39.762, -105.011" });
    expect(without.body).toMatchObject({ costCodeId: null, costCode: null });
  });

  it("an inactive code is taken as given", async () => {
    const worker = await createWorker(admin);
    const res = await admin.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId, costCodeId: code.retired });
    expect(res.status).toBe(201);
    expect(res.body.costCode).toEqual({ id: code.retired, code: "01-500", name: "Temporary facilities" });
  });

  it("a code that does not exist: 422, no entry", async () => {
    const worker = await createWorker(admin);
    const res = await admin.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId, costCodeId: UNKNOWN });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: "unprocessable", message: "This cost code does not exist; choose one from the list" });
    expect(await entriesOf(worker.id)).toHaveLength(0);
  });
});

describe("a cost code on entries added by hand", () => {
  const shift = (workerId: number, extra: Record<string, unknown>) => ({
    workerId,
    projectId,
    clockInTime: "2026-03-10T14:00:00Z",
    clockOutTime: "2026-03-10T22:00:00Z",
    reason: "Missed punch",
    ...extra,
  });

  it("is stored and in the 'add' change row", async () => {
    const worker = await createWorker(admin);
    const res = await admin.post("/api/time-entries").send(shift(worker.id, { costCodeId: code.framing }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ costCodeId: code.framing, costCode: { code: "06-100", name: "Rough carpentry" } });
    expect(res.body.changes[0].changes.costCodeId).toEqual([null, code.framing]);
  });

  it.each([
    ["does not exist", UNKNOWN, /does not exist/],
    ["is inactive", -1, /^Cost code 01-500 is inactive; reactivate it on the Cost codes screen/],
  ])("a code that %s: 422 on costCodeId, nothing stored", async (_label, id, message) => {
    const worker = await createWorker(admin);
    const res = await admin.post("/api/time-entries").send(shift(worker.id, { costCodeId: id === -1 ? code.retired : id }));
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(message);
    expect(res.body.fieldErrors.costCodeId[0]).toMatch(message);
    expect(await entriesOf(worker.id)).toHaveLength(0);
  });
});

describe("a cost code in corrections", () => {
  async function closedEntry(costCodeId: number | null) {
    const worker = await createWorker(admin);
    const res = await admin.post("/api/time-entries").send({
      workerId: worker.id,
      projectId,
      clockInTime: "2026-03-11T14:00:00Z",
      clockOutTime: "2026-03-11T20:00:00Z",
      reason: "Missed punch",
      ...(costCodeId === null ? {} : { costCodeId }),
    });
    expect(res.status).toBe(201);
    return res.body.id as number;
  }
  const changesOf = (entryId: number) =>
    t.database.db.select().from(timeEntryChanges).where(eq(timeEntryChanges.timeEntryId, entryId)).orderBy(timeEntryChanges.id);

  it("sets, changes and takes off the code, each in the entry's history", async () => {
    const id = await closedEntry(null);
    const set = await admin.patch(`/api/time-entries/${id}`).send({ costCodeId: code.concrete, reason: "Booked to concrete" });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ costCodeId: code.concrete, costCode: { code: "03-300" } });
    expect(set.body.changes[0]).toMatchObject({ action: "correct", changes: { costCodeId: [null, code.concrete] }, reason: "Booked to concrete" });

    const changed = await admin.patch(`/api/time-entries/${id}`).send({ costCodeId: code.framing, reason: "Framing, not concrete" });
    expect(changed.body.changes[0].changes).toEqual({ costCodeId: [code.concrete, code.framing] });

    const off = await admin.patch(`/api/time-entries/${id}`).send({ costCodeId: null, reason: "No code applies" });
    expect(off.body).toMatchObject({ costCodeId: null, costCode: null });
    expect(off.body.changes[0].changes).toEqual({ costCodeId: [code.framing, null] });
    expect(await changesOf(id)).toHaveLength(4);
  });

  it("left out, the code stays as it is (even one deactivated since)", async () => {
    const id = await closedEntry(code.concrete);
    await t.database.db.update(timeEntries).set({ costCodeId: code.retired }).where(eq(timeEntries.id, id));
    const res = await admin.patch(`/api/time-entries/${id}`).send({ notes: "Gate 2", reason: "Note from the foreman" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ notes: "Gate 2", costCodeId: code.retired });
    expect(res.body.changes[0].changes).toEqual({ notes: [null, "Gate 2"] });
  });

  it.each([
    ["does not exist", UNKNOWN, /does not exist/],
    ["is inactive", -1, /^Cost code 01-500 is inactive/],
  ])("a code that %s: 422, nothing changed", async (_label, id, message) => {
    const entryId = await closedEntry(code.framing);
    const before = await changesOf(entryId);
    const res = await admin.patch(`/api/time-entries/${entryId}`).send({ costCodeId: id === -1 ? code.retired : id, reason: "Rebook" });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(message);
    expect((await rowOf(entryId)).costCodeId).toBe(code.framing);
    expect(await changesOf(entryId)).toHaveLength(before.length);
  });
});

describe("GET /api/projects/:id/cost-code-hours", () => {
  it("sums each code's hours and labour cost, by code, then the entries without a code; open entries add no hours", async () => {
    const site = (await insertProject(t, { name: "Cost Code Site" })).id;
    const worker = await createWorker(admin, { hourlyRate: "30.00" });
    const add = async (day: string, costCodeId: number | null) => {
      const res = await admin.post("/api/time-entries").send({
        workerId: worker.id,
        projectId: site,
        clockInTime: `2026-03-${day}T14:00:00Z`,
        clockOutTime: `2026-03-${day}T18:00:00Z`,
        reason: "Log",
        ...(costCodeId === null ? {} : { costCodeId }),
      });
      expect(res.status).toBe(201);
    };
    await add("09", code.framing);
    await add("10", code.concrete);
    await add("11", code.framing);
    await add("12", null);
    const open = await createWorker(admin);
    await admin.post("/api/time-entries/clock-in").send({ workerId: open.id, projectId: site, costCodeId: code.concrete });

    const res = await admin.get(`/api/projects/${site}/cost-code-hours`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { costCodeId: code.concrete, code: "03-300", name: "Cast-in-place concrete", hours: 4, entryCount: 2, totalPay: "120.00" },
      { costCodeId: code.framing, code: "06-100", name: "Rough carpentry", hours: 8, entryCount: 2, totalPay: "240.00" },
      { costCodeId: null, code: null, name: null, hours: 4, entryCount: 1, totalPay: "120.00" },
    ]);
  });

  it("a project without entries has no lines; a missing one is 404", async () => {
    const empty = (await insertProject(t, { name: "Empty Site" })).id;
    expect((await admin.get(`/api/projects/${empty}/cost-code-hours`)).body).toEqual([]);
    expect((await admin.get("/api/projects/999999/cost-code-hours")).status).toBe(404);
  });
});

describe("the payroll export by entry", () => {
  it("names each entry's cost code and its name after the hours and breaks", async () => {
    const worker = await createWorker(admin, { name: "Coded Carpenter" });
    const res = await admin.post("/api/time-entries").send({
      workerId: worker.id,
      projectId,
      clockInTime: "2026-03-02T14:00:00Z",
      clockOutTime: "2026-03-02T18:00:00Z",
      costCodeId: code.framing,
      reason: "Log",
    });
    expect(res.status).toBe(201);
    const csv = await admin.get("/api/payroll/entries.csv?weekOf=2026-03-01");
    const [header, ...lines] = csv.text.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(header).toContain(",Unpaid Break Minutes,Cost Code,Cost Code Name,Location,");
    const line = lines.find((l) => l.includes("Coded Carpenter"))!;
    expect(line).toContain(",4.00,4.00,0.00,0,06-100,Rough carpentry,No Location,");
  });
});

describe("GET /api/cost-code-hours (the Weekly Summary's week)", () => {
  it("sums the entries clocked in on those days in the company's time zone, on every project, by code", async () => {
    const other = (await insertProject(t, { name: "Second Cost Code Site" })).id;
    const worker = await createWorker(admin, { hourlyRate: "20.00" });
    const add = async (project: number, clockInTime: string, clockOutTime: string, costCodeId: number | null) => {
      const res = await admin.post("/api/time-entries").send({
        workerId: worker.id,
        projectId: project,
        clockInTime,
        clockOutTime,
        reason: "Log",
        ...(costCodeId === null ? {} : { costCodeId }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    // The week of Sunday 1 February 2026 (Denver is UTC-7 then).
    await add(projectId, "2026-02-02T15:00:00Z", "2026-02-02T19:00:00Z", code.framing);
    await add(other, "2026-02-03T15:00:00Z", "2026-02-03T17:00:00Z", code.framing);
    await add(other, "2026-02-04T15:00:00Z", "2026-02-04T16:00:00Z", null);
    // Saturday 7 February, 23:00 in Denver: in the week, though it is Sunday in UTC.
    await add(projectId, "2026-02-08T06:00:00Z", "2026-02-08T07:00:00Z", code.concrete);
    // Sunday 8 February, 01:00 in Denver: the next week.
    await add(projectId, "2026-02-08T08:00:00Z", "2026-02-08T09:00:00Z", code.concrete);

    const res = await admin.get("/api/cost-code-hours?from=2026-02-01&to=2026-02-07");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { costCodeId: code.concrete, code: "03-300", name: "Cast-in-place concrete", hours: 1, entryCount: 1, totalPay: "20.00" },
      { costCodeId: code.framing, code: "06-100", name: "Rough carpentry", hours: 6, entryCount: 2, totalPay: "120.00" },
      { costCodeId: null, code: null, name: null, hours: 1, entryCount: 1, totalPay: "20.00" },
    ]);
    expect((await admin.get("/api/cost-code-hours?from=2026-01-04&to=2026-01-10")).body).toEqual([]);
  });

  it("refuses a range the Weekly Summary would refuse, with the field's message", async () => {
    const backwards = await admin.get("/api/cost-code-hours?from=2026-02-07&to=2026-02-01");
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain("from must not be after to");
    expect((await admin.get("/api/cost-code-hours?from=2026-01-01&to=2026-03-01")).status).toBe(400);
  });
});
