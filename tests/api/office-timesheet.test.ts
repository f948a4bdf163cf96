// Issue 26 item 7: an office that can fix a timesheet. Office users (not only admins) correct, add and delete entries,
// under the one rule of who may change an entry (never their own worker's). Approving a week and reading its pay
// changes stay with admins unless Company settings' officeApprovesPayroll gives them to office users; nobody approves
// a week holding their own worker's hours (another approver must).
import { eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payPeriods, timeEntries, timeEntryBreaks } from "@shared/schema";
import { ADMINS_APPROVE_PAYROLL_REFUSAL, OWN_ENTRY_REFUSAL, OWN_HOURS_APPROVAL_REFUSAL } from "@shared/domain/entry-decision";
import { COMPANY_SETTINGS_DEFAULTS } from "@shared/api/company-settings";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createPerson, type Person } from "../support/people";
import { insertEntry, insertProject, testClock } from "../unit/time-clock/api-fixtures";

// Thursday 12 March 2026 in Denver; the weeks below are already over.
const clock = testClock("2026-03-12T18:00:00Z");
let t: TestApp;
let admin: TestAgent;
let office: Person;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  admin = await adminAgent(t.app);
  office = await createPerson(t, "user", { worker: { name: "Olive Office", hourlyRate: "25.00" } });
  projectId = (await insertProject(t)).id;
});
afterAll(async () => {
  await t.close();
});

const setOfficeApproves = (on: boolean) => admin.put("/api/settings/company").send({ ...COMPANY_SETTINGS_DEFAULTS, officeApprovesPayroll: on }).expect(200);
const shift = (workerId: number, day: string) =>
  insertEntry(t, { workerId, projectId, clockInTime: `${day}T15:00:00Z`, clockOutTime: `${day}T23:00:00Z`, hourlyRate: "30.00" });
const worker = async (name: string) => (await createPerson(t, "crew", { worker: { name, hourlyRate: "30.00" } })).workerId;

describe("the office fixes a timesheet", () => {
  it("corrects, adds and deletes another worker's entries, each with its reason in the history", async () => {
    const tom = await worker("Tom Fixme");
    const entry = await shift(tom, "2026-03-03");
    const corrected = await office.agent.patch(`/api/time-entries/${entry.id}`).send({ clockOutTime: "2026-03-03T22:00:00Z", reason: "Left at 3" });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body).toMatchObject({ clockOutTime: "2026-03-03T22:00:00.000Z", hoursWorked: "7.00" });

    const added = await office.agent
      .post("/api/time-entries")
      .send({ workerId: tom, projectId, clockInTime: "2026-03-04T15:00:00Z", clockOutTime: "2026-03-04T19:00:00Z", reason: "Paper timesheet" });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const removed = await office.agent.delete(`/api/time-entries/${added.body.id}`).send({ reason: "Entered twice" });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await t.database.db.select().from(timeEntries).where(eq(timeEntries.id, added.body.id))).toEqual([]);
  });

  it("closes a forgotten entry whose clock-in was wrong too: the new clock-out may come before the old clock-in", async () => {
    const ada = await worker("Ada Early");
    // Still open since Tue 10 March 10:00 MDT, though she worked 06:00-09:00.
    const open = await insertEntry(t, { workerId: ada, projectId, clockInTime: "2026-03-10T16:00:00Z", clockOutTime: null, hourlyRate: "30.00" });
    const corrected = await office.agent
      .patch(`/api/time-entries/${open.id}`)
      .send({ clockInTime: "2026-03-10T12:00:00Z", clockOutTime: "2026-03-10T15:00:00Z", reason: "Forgot to clock out; started at 6" });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body).toMatchObject({ clockInTime: "2026-03-10T12:00:00.000Z", clockOutTime: "2026-03-10T15:00:00.000Z", hoursWorked: "3.00" });
  });

  it("a break still running after the corrected clock-out is refused in plain words, and nothing changes", async () => {
    const ben = await worker("Ben Breaking");
    const open = await insertEntry(t, { workerId: ben, projectId, clockInTime: "2026-03-10T16:00:00Z", clockOutTime: null, hourlyRate: "30.00" });
    await t.database.db.insert(timeEntryBreaks).values({ timeEntryId: open.id, kind: "meal", startedAt: new Date("2026-03-10T18:00:00Z"), endedAt: null, paid: false });
    const res = await office.agent
      .patch(`/api/time-entries/${open.id}`)
      .send({ clockInTime: "2026-03-10T12:00:00Z", clockOutTime: "2026-03-10T15:00:00Z", reason: "Worked 6 to 9" });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    expect(res.status).not.toBe(200);
    expect(res.body.message).toMatch(/break/i);
    const [row] = await t.database.db.select().from(timeEntries).where(eq(timeEntries.id, open.id));
    expect(row.clockOutTime).toBeNull();
  });

  it("never their own worker's entries: refused with the rule's message, and nothing changes", async () => {
    const own = await shift(office.workerId, "2026-03-03");
    const res = await office.agent.patch(`/api/time-entries/${own.id}`).send({ clockOutTime: "2026-03-04T03:00:00Z", reason: "Overtime" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(OWN_ENTRY_REFUSAL);
    const add = await office.agent
      .post("/api/time-entries")
      .send({ workerId: office.workerId, projectId, clockInTime: "2026-03-05T15:00:00Z", clockOutTime: "2026-03-05T19:00:00Z", reason: "Mine" });
    expect(add.status).toBe(403);
    expect((await t.database.db.select().from(timeEntries).where(eq(timeEntries.id, own.id)))[0].clockOutTime).toEqual(new Date("2026-03-03T23:00:00Z"));
  });
});

describe("who approves payroll", () => {
  it("admins only by default: the office is refused the approval and the pay changes, with how to change that", async () => {
    await setOfficeApproves(false);
    await shift(await worker("Ann Default"), "2026-02-17");
    const approve = await office.agent.post("/api/payroll/approve").send({ weekOf: "2026-02-17" });
    expect(approve.status).toBe(403);
    expect(approve.body.message).toBe(ADMINS_APPROVE_PAYROLL_REFUSAL);
    expect((await office.agent.get("/api/payroll/pay-changes?weekOf=2026-02-17")).status).toBe(403);
    expect(await t.database.db.select().from(payPeriods)).toEqual([]);
  });

  it("with officeApprovesPayroll on, an office user reads the pay changes and approves a week without their own hours", async () => {
    await setOfficeApproves(true);
    await shift(await worker("Bea Shared"), "2026-02-10");
    expect((await office.agent.get("/api/payroll/pay-changes?weekOf=2026-02-10")).status).toBe(200);
    const approve = await office.agent.post("/api/payroll/approve").send({ weekOf: "2026-02-10" });
    expect(approve.status, JSON.stringify(approve.body)).toBe(201);
    expect(approve.body.approved).toBe(true);
  });

  it("nobody approves a week holding their own hours, admins included: another approver must", async () => {
    await setOfficeApproves(true);
    await shift(office.workerId, "2026-02-24");
    await shift(await worker("Cal Crew"), "2026-02-24");
    const own = await office.agent.post("/api/payroll/approve").send({ weekOf: "2026-02-24" });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(OWN_HOURS_APPROVAL_REFUSAL);
    expect(await t.database.db.select().from(payPeriods).where(eq(payPeriods.startDate, "2026-02-22"))).toEqual([]);

    const linkedAdmin = await createPerson(t, "admin", { worker: { name: "Ada Admin" } });
    await shift(linkedAdmin.workerId, "2026-03-03");
    expect((await linkedAdmin.agent.post("/api/payroll/approve").send({ weekOf: "2026-03-03" })).body.message).toBe(OWN_HOURS_APPROVAL_REFUSAL);

    // Another approver may.
    expect((await admin.post("/api/payroll/approve").send({ weekOf: "2026-02-24" })).status).toBe(201);
    await setOfficeApproves(false);
  });

  it("a crew member or foreman is never an approver, whatever the setting", async () => {
    await setOfficeApproves(true);
    const foreman = await createPerson(t, "foreman");
    expect((await foreman.agent.post("/api/payroll/approve").send({ weekOf: "2026-01-06" })).status).toBe(403);
    await setOfficeApproves(false);
  });
});
