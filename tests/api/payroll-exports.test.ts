// Files for the payroll provider (issue 27 step 6, first profiles): each worker's payroll identity (office and admins
// only); the pre-flight lists what stops a file (the period not approved, a worker Gusto cannot match, two workers
// of one name, two rates) with where to fix it; a file is made only without problems and kept as a batch, byte for
// byte with its hash; after a reopen and a new approval the batch says it is out of date and what changed.
import type TestAgent from "supertest/lib/agent";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorBodySchema } from "@shared/errors";
import { exportBatchViewSchema, payrollIdentityViewSchema, preflightViewSchema } from "@shared/api/payroll-exports";
import { PERIOD_NOT_APPROVED_PROBLEM } from "@shared/domain/payroll-export";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createPerson } from "../support/people";
import { createWorker, insertEntry, insertProject, testClock } from "../unit/time-clock/api-fixtures";

const clock = testClock("2026-03-20T18:00:00Z"); // Fri 20 March 2026 in Denver: the week of 8-14 March has ended
let t: TestApp;
let admin: TestAgent;
let ana: { id: number };
let ben: { id: number };
let anaMonday: number;

/** A download's bytes exactly as sent (no decoding: a text decoder drops the byte-order mark). */
const download = (batchId: number | null, path = `/api/payroll/exports/batches/${batchId}`) =>
  admin
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    }) as unknown as Promise<{ status: number; headers: Record<string, string>; body: Buffer }>;

const preflight = async (profile: string, periodOf = "2026-03-10") => preflightViewSchema.parse((await admin.get(`/api/payroll/exports/${profile}/preflight?periodOf=${periodOf}`).expect(200)).body);

beforeAll(async () => {
  t = await createTestApp({ deps: { now: clock.now } });
  admin = await adminAgent(t.app);
  const projectId = (await insertProject(t)).id;
  ana = await createWorker(admin, { name: "Ana Reyes", hourlyRate: "30.00" });
  ben = await createWorker(admin, { name: "Ben Cho", hourlyRate: "25.00" });
  // Ana 9 h on Monday (1 h overtime), Ben 8 h on Tuesday.
  anaMonday = (await insertEntry(t, { workerId: ana.id, projectId, clockInTime: "2026-03-09T14:00:00Z", clockOutTime: "2026-03-09T23:00:00Z", hourlyRate: "30.00" })).id;
  await insertEntry(t, { workerId: ben.id, projectId, clockInTime: "2026-03-10T14:00:00Z", clockOutTime: "2026-03-10T22:00:00Z", hourlyRate: "25.00" });
});
afterAll(async () => {
  await t.close();
});

describe("a worker's payroll identity", () => {
  it("is the office's and admins' to read and set, field by field; never crew's or a foreman's", async () => {
    const never = payrollIdentityViewSchema.parse((await admin.get(`/api/workers/${ana.id}/payroll-identity`).expect(200)).body);
    expect(never).toMatchObject({ workerId: ana.id, gustoFirstName: null, adpFileNumber: null, updatedAt: null });
    const office = await createPerson(t, "user");
    const set = await office.agent.put(`/api/workers/${ana.id}/payroll-identity`).send({ gustoFirstName: " Ana ", gustoLastName: "Reyes", adpFileNumber: "004512" });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ gustoFirstName: "Ana", gustoLastName: "Reyes", adpFileNumber: "004512", updatedByName: expect.any(String) });
    // Left out: kept. Empty: cleared.
    const again = await admin.put(`/api/workers/${ana.id}/payroll-identity`).send({ adpFileNumber: "" });
    expect(again.body).toMatchObject({ gustoFirstName: "Ana", adpFileNumber: null });
    const bad = await admin.put(`/api/workers/${ana.id}/payroll-identity`).send({ adpFileNumber: "12-34", paychexWorkerId: "x y" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ adpFileNumber: ["ADP file number is 1 to 6 digits"], paychexWorkerId: ["Paychex worker id is 1 to 10 letters or digits"] });
    expect((await admin.get(`/api/workers/${ana.id}/payroll-identity`)).body.adpFileNumber).toBeNull();
    expect((await admin.get("/api/workers/999999/payroll-identity")).status).toBe(404);
    expect((await admin.put("/api/workers/999999/payroll-identity").send({ gustoFirstName: "X" })).status).toBe(404);
    for (const role of ["crew", "foreman"] as const) {
      const person = await createPerson(t, role);
      expect((await person.agent.get(`/api/workers/${person.workerId}/payroll-identity`)).status).toBe(403);
      expect((await person.agent.put(`/api/workers/${person.workerId}/payroll-identity`).send({ gustoFirstName: "Me" })).status).toBe(403);
    }
  });
});

describe("a file for Gusto", () => {
  it("is refused with every problem, each with where to fix it, and nothing is kept", async () => {
    const check = await preflight("gusto-csv");
    expect(check.problems).toEqual([
      PERIOD_NOT_APPROVED_PROBLEM,
      { code: "identity_missing", message: "Ben Cho has no Gusto name or employee id: give the first and last name exactly as in Gusto", workerId: ben.id, fixAt: `/workers?payrollIdentity=${ben.id}` },
    ]);
    const refused = await admin.post("/api/payroll/exports").send({ profile: "gusto-csv", periodOf: "2026-03-10" });
    expect(refused.status).toBe(422);
    expect(apiErrorBodySchema.parse(refused.body).problems).toEqual(check.problems);
    expect((await admin.get("/api/payroll/exports/batches?periodOf=2026-03-10").expect(200)).body).toEqual([]);
    expect((await admin.get("/api/payroll/exports/adp-run/preflight?periodOf=2026-03-10")).status).toBe(400);
  });

  it("says when two workers share a Gusto name", async () => {
    await admin.post("/api/payroll/approve").send({ periodOf: "2026-03-10" }).expect(201);
    await admin.put(`/api/workers/${ben.id}/payroll-identity`).send({ gustoFirstName: "ana", gustoLastName: "REYES" }).expect(200);
    const codes = (await preflight("gusto-csv")).problems.map((p) => [p.code, p.workerId]);
    expect(codes).toEqual([
      ["identity_shared", ana.id],
      ["identity_shared", ben.id],
    ]);
  });

  it("is made once every worker is matched: hours only, no zeros, kept as a batch with its hash", async () => {
    await admin.put(`/api/workers/${ben.id}/payroll-identity`).send({ gustoFirstName: "Ben", gustoLastName: "Cho", gustoEmployeeId: "7f3a-22" }).expect(200);
    expect((await preflight("gusto-csv")).problems).toEqual([]);
    const made = await admin.post("/api/payroll/exports").send({ profile: "gusto-csv", periodOf: "2026-03-10" });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const batch = exportBatchViewSchema.parse(made.body);
    expect(batch).toMatchObject({ profile: "gusto-csv", startDate: "2026-03-08", endDate: "2026-03-14", periodVersion: 1, workerCount: 2, totalHours: 17, outOfDate: false, changes: [] });

    const file = await download(batch.id);
    expect(file.status).toBe(200);
    expect(file.headers["content-disposition"]).toBe(`attachment; filename="gusto-hours-2026-03-08-to-2026-03-14-v1.csv"`);
    // The golden file: Ana's overtime written, Ben's none left blank (a 0 would overwrite Gusto's value).
    expect(file.body.toString("utf8")).toBe(
      "first_name,last_name,gusto_employee_id,regular_hours,overtime_hours,double_overtime_hours\r\nAna,Reyes,,8.00,1.00,\r\nBen,Cho,7f3a-22,8.00,,\r\n",
    );
    expect(createHash("sha256").update(file.body).digest("hex")).toBe(batch.sha256);
    expect((await admin.get("/api/payroll/exports/batches/999999")).status).toBe(404);
  });

  it("after a reopen, a correction and a new approval, says the batch is out of date and what changed; a new export is a new file", async () => {
    clock.set("2026-03-21T16:00:00Z");
    await admin.post("/api/payroll/reopen").send({ periodOf: "2026-03-10", reason: "Ana left at 4 on Monday" }).expect(200);
    const reopened = (await admin.get("/api/payroll/exports/batches?periodOf=2026-03-10")).body;
    expect(reopened[0]).toMatchObject({ outOfDate: true, changes: [] });
    expect((await preflight("gusto-csv")).problems.map((p) => p.code)).toEqual(["period_not_approved"]);

    await admin.patch(`/api/time-entries/${anaMonday}`).send({ clockOutTime: "2026-03-09T22:00:00Z", reason: "Left at 4" }).expect(200);
    await admin.post("/api/payroll/approve").send({ periodOf: "2026-03-10" }).expect(201);
    const [old] = (await admin.get("/api/payroll/exports/batches?periodOf=2026-03-10")).body;
    expect(old.outOfDate).toBe(true);
    expect(old.changes).toEqual([
      { workerId: ana.id, workerName: "Ana Reyes", earning: "overtime", inFile: "1.00", now: "0.00" },
      { workerId: ana.id, workerName: "Ana Reyes", earning: "gross", inFile: "285.00", now: "240.00" },
    ]);
    const second = (await admin.post("/api/payroll/exports").send({ profile: "gusto-csv", periodOf: "2026-03-10" }).expect(201)).body;
    expect(second).toMatchObject({ periodVersion: 2, outOfDate: false, totalHours: 16 });
    const list = (await admin.get("/api/payroll/exports/batches?periodOf=2026-03-10")).body;
    expect(list.map((b: { id: number; outOfDate: boolean }) => [b.id, b.outOfDate])).toEqual([
      [second.id, false],
      [old.id, true],
    ]);
  });
});

describe("the generic files as batches", () => {
  it("keep the Payroll tab's own CSVs of the approved period", async () => {
    expect((await preflight("workers-csv")).problems).toEqual([]);
    const workers = (await admin.post("/api/payroll/exports").send({ profile: "workers-csv", periodOf: "2026-03-10" }).expect(201)).body;
    const entries = (await admin.post("/api/payroll/exports").send({ profile: "entries-csv", periodOf: "2026-03-10" }).expect(201)).body;
    const tabFile = (await download(null, "/api/payroll/export.csv?periodOf=2026-03-10")).body;
    const batchFile = (await download(workers.id)).body;
    expect(batchFile.equals(tabFile)).toBe(true);
    expect(entries.profile).toBe("entries-csv");
    // An open period has nothing to hand over.
    expect((await preflight("workers-csv", "2026-03-17")).problems).toEqual([PERIOD_NOT_APPROVED_PROBLEM]);
  });
});

describe("ADP Workforce Now's paydata file", () => {
  it("needs the company code, a code for the period's double time and each worker's own file number; then writes one row per worker", async () => {
    // A California week: Ana's 13 h Monday is 8 regular, 4 overtime and 1 double time.
    // The weekly switch is the preset's reading: not sent with another preset.
    const { weeklyOvertime: _switch, ...settings } = (await admin.get("/api/settings/company").expect(200)).body;
    await admin.put("/api/settings/company").send({ ...settings, overtimeRule: "california" }).expect(200);
    const projectId = (await insertProject(t, { name: "Coast" })).id;
    await insertEntry(t, { workerId: ana.id, projectId, clockInTime: "2026-03-16T14:00:00Z", clockOutTime: "2026-03-17T03:00:00Z", hourlyRate: "30.00" });
    await insertEntry(t, { workerId: ben.id, projectId, clockInTime: "2026-03-17T14:00:00Z", clockOutTime: "2026-03-17T22:00:00Z", hourlyRate: "25.00" });
    clock.set("2026-03-22T18:00:00Z");
    await admin.post("/api/payroll/approve").send({ periodOf: "2026-03-17" }).expect(201);

    const unmapped = await preflight("adp-wfn", "2026-03-17");
    expect(unmapped.problems.map((p) => [p.code, p.workerId ?? null, p.fixAt])).toEqual([
      ["company_code_missing", null, "#export-mapping"],
      ["earning_code_missing", null, "#export-mapping"],
      ["identity_missing", ana.id, `/workers?payrollIdentity=${ana.id}`],
      ["identity_missing", ben.id, `/workers?payrollIdentity=${ben.id}`],
    ]);
    expect(unmapped.problems[1].message).toBe("This period has double-time hours: set ADP's earnings code for it");

    const wrong = await admin.put("/api/payroll/exports/adp-wfn/mapping").send({ companyCode: "K7XZ" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.fieldErrors).toEqual({ companyCode: ["ADP company code is 2 or 3 letters or digits"] });
    const badCode = await admin.put("/api/payroll/exports/adp-wfn/mapping").send({ earningCodes: { double_time: "D-2" } });
    expect(badCode.status).toBe(422);
    expect(badCode.body.fieldErrors).toEqual({ "earningCodes.double_time": ["An ADP earnings code is 1 to 3 letters or digits, as set up in ADP"] });
    await admin.put("/api/payroll/exports/adp-wfn/mapping").send({ companyCode: "K7X" }).expect(200);
    const mapping = (await admin.put("/api/payroll/exports/adp-wfn/mapping").send({ earningCodes: { double_time: "D" } }).expect(200)).body;
    // Left out: kept.
    expect(mapping).toMatchObject({ profile: "adp-wfn", companyCode: "K7X", earningCodes: { double_time: "D", meal_premium: null }, needs: { companyCode: "ADP company code", earningCodes: ["double_time", "meal_premium"], earningCodeName: "earnings code" } });

    await admin.put(`/api/workers/${ana.id}/payroll-identity`).send({ adpFileNumber: "004512" }).expect(200);
    await admin.put(`/api/workers/${ben.id}/payroll-identity`).send({ adpFileNumber: "004512" }).expect(200);
    expect((await preflight("adp-wfn", "2026-03-17")).problems.map((p) => p.code)).toEqual(["identity_shared", "identity_shared"]);
    await admin.put(`/api/workers/${ben.id}/payroll-identity`).send({ adpFileNumber: "004513" }).expect(200);
    expect((await preflight("adp-wfn", "2026-03-17")).problems).toEqual([]);

    const batch = (await admin.post("/api/payroll/exports").send({ profile: "adp-wfn", periodOf: "2026-03-17" }).expect(201)).body;
    const file = await download(batch.id);
    expect(file.headers["content-disposition"]).toBe(`attachment; filename="PRK7XEPI.csv"`);
    // The golden file: Co Code, Batch ID and File # first; double time under the company's Hours 3 code; no byte-order mark.
    expect(file.body.toString("utf8")).toBe(
      "Co Code,Batch ID,File #,Reg Hours,O/T Hours,Hours 3 Code,Hours 3 Amount,Earnings 3 Code,Earnings 3 Amount\r\n" +
        "K7X,CL0321,004512,8.00,4.00,D,1.00,,\r\n" +
        "K7X,CL0321,004513,8.00,0.00,,,,\r\n",
    );
    await admin.put("/api/settings/company").send({ ...settings, overtimeRule: "daily8" }).expect(200);
  });

  it("is the office's to map, never crew's", async () => {
    const office = await createPerson(t, "user");
    expect((await office.agent.get("/api/payroll/exports/adp-wfn/mapping")).status).toBe(200);
    const crew = await createPerson(t, "crew");
    expect((await crew.agent.put("/api/payroll/exports/adp-wfn/mapping").send({ companyCode: "AB" })).status).toBe(403);
  });
});

describe("Paychex Flex's SPI file", () => {
  it("names each line's pay component, as the client set it up, for every earning the period has; one line per worker and earning", async () => {
    // The California week approved above: Ana 8 regular, 4 overtime, 1 double time; Ben 8 regular.
    const unmapped = await preflight("paychex-spi", "2026-03-17");
    expect(unmapped.problems.map((p) => p.message)).toEqual([
      "Set the Paychex client id before making Paychex's file",
      "This period has regular hours: set Paychex's pay component for it",
      "This period has overtime hours: set Paychex's pay component for it",
      "This period has double-time hours: set Paychex's pay component for it",
      "Ana Reyes has no Paychex worker id",
      "Ben Cho has no Paychex worker id",
    ]);
    const comma = await admin.put("/api/payroll/exports/paychex-spi/mapping").send({ earningCodes: { regular: "Hourly, base" } });
    expect(comma.status).toBe(422);
    expect(comma.body.fieldErrors["earningCodes.regular"]).toEqual(["A Paychex pay component is 1 to 30 characters, exactly as set up in Paychex (no commas)"]);
    await admin
      .put("/api/payroll/exports/paychex-spi/mapping")
      .send({ companyCode: "7001234", earningCodes: { regular: "Hourly", overtime: "Overtime", double_time: "Double Time" } })
      .expect(200);
    await admin.put(`/api/workers/${ana.id}/payroll-identity`).send({ paychexWorkerId: "A01" }).expect(200);
    await admin.put(`/api/workers/${ben.id}/payroll-identity`).send({ paychexWorkerId: "B02" }).expect(200);
    expect((await preflight("paychex-spi", "2026-03-17")).problems).toEqual([]);

    const batch = (await admin.post("/api/payroll/exports").send({ profile: "paychex-spi", periodOf: "2026-03-17" }).expect(201)).body;
    const file = await download(batch.id);
    const line = (worker: string, component: string, hours: string) => ["7001234", worker, "", "", component, "", "", hours, "", "", "", "", "", "", "", ""].join(",");
    // The golden file: the 16 columns in their order, Rate, Rate Number and Amount left empty for hours.
    expect(file.body.toString("utf8")).toBe(
      [
        "Client ID,Worker ID,Org,Job Number,Pay Component,Rate,Rate Number,Hours,Units,Line Date,Amount,Check Seq Number,Override State,Override Local,Override Local Jurisdiction,Labor Assignment",
        line("A01", "Hourly", "8.00"),
        line("A01", "Overtime", "4.00"),
        line("A01", "Double Time", "1.00"),
        line("B02", "Hourly", "8.00"),
        "",
      ].join("\r\n"),
    );
    expect(file.headers["content-disposition"]).toBe(`attachment; filename="paychex-spi-2026-03-15-to-2026-03-21-v1.csv"`);
  });
});
