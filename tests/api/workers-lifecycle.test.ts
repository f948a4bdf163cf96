// A worker's lifecycle (issue 12, item 3): delete one with no hours, archive one with hours, import a CSV roster.
import { eq, sql } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, workers } from "@shared/schema";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";

let t: TestApp;
let admin: TestAgent;
let user: TestAgent;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
  const email = uniqueEmail("lifecycle");
  await createActiveUser(t, email);
  user = await userAgent(t, email);
  projectId = (
    await admin.post("/api/projects").send({ name: "Lifecycle Site", location: "Denver", status: "in-progress", endDate: "2030-12-31" })
  ).body.id;
});
afterAll(async () => {
  await t.close();
});

async function addWorker(name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await admin.post("/api/workers").send({ name, role: "foreman", category: "Carpentry", hourlyRate: "30.00", ...extra });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function workedShift(workerId: number) {
  const entry = await admin.post("/api/time-entries/clock-in").send({ workerId, projectId });
  expect(entry.status).toBe(201);
  expect((await admin.post("/api/time-entries/clock-out").send({ timeEntryId: entry.body.id })).status).toBe(200);
}

const workerCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(workers))[0].n;

describe("DELETE /api/workers/:id", () => {
  it("deletes a worker with no time entries and takes their id off every job, keeping the others", async () => {
    const gone = await addWorker("Delete Dana");
    const stays = await addWorker("Stay Sam");
    const job = await admin.post("/api/jobs").send({ title: "Frame", projectId, scheduledDate: "2030-03-02", assignedWorkerIds: [gone, stays] });
    const soloJob = await admin.post("/api/jobs").send({ title: "Trim", projectId, scheduledDate: "2030-03-03", assignedWorkerIds: [gone] });
    expect((await admin.post(`/api/projects/${projectId}/workers`).send({ workerId: gone })).status).toBeLessThan(300);

    const res = await admin.delete(`/api/workers/${gone}`);
    expect(res.status).toBe(204);
    expect((await admin.get(`/api/workers/${gone}`)).status).toBe(404);
    const stored = await t.database.db.select({ id: jobs.id, ids: jobs.assignedWorkerIds }).from(jobs);
    expect(stored.find((j) => j.id === job.body.id)?.ids).toEqual([stays]);
    expect(stored.find((j) => j.id === soloJob.body.id)?.ids).toEqual([]);
    const team = await admin.get(`/api/projects/${projectId}/workers`);
    expect(team.body.map((w: { id: number }) => w.id)).not.toContain(gone);
  });

  it("refuses a worker with time entries with 409 suggesting archive, and keeps them", async () => {
    const id = await addWorker("Hours Hank");
    await workedShift(id);
    const res = await admin.delete(`/api/workers/${id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/has time entries.*archive them instead/);
    expect((await admin.get(`/api/workers/${id}`)).status).toBe(200);
  });

  it("is for administrators only, and 404 / 400 for unknown and bad ids", async () => {
    const id = await addWorker("Guarded Gus");
    const before = await workerCount();
    expect((await user.delete(`/api/workers/${id}`)).status).toBe(403);
    expect(await workerCount()).toBe(before);
    const missing = await admin.delete("/api/workers/999999");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Worker not found");
    expect((await admin.delete("/api/workers/abc")).status).toBe(400);
  });

  it("a clock-in racing the delete either lands and blocks it, or finds no worker: never both, never an orphan", async () => {
    const id = await addWorker("Race Rita");
    const [deleted, punched] = await Promise.all([
      admin.delete(`/api/workers/${id}`),
      admin.post("/api/time-entries/clock-in").send({ workerId: id, projectId }),
    ]);
    if (punched.status === 201) expect(deleted.status).toBe(409);
    else expect([deleted.status, punched.status]).toEqual([204, 404]);
    const orphans = (await t.database.db.execute(
      sql`select count(*)::int as n from time_entries e left join workers w on w.id = e.worker_id where w.id is null`,
    )) as unknown as { rows: { n: number }[] };
    expect(orphans.rows[0].n).toBe(0);
  });
});

describe("archiving", () => {
  let archivedId: number;
  beforeAll(async () => {
    archivedId = await addWorker("Archive Arlo");
    await workedShift(archivedId);
  });

  it("hides an archived worker from the default list (pickers, counters) and shows them with archived=true", async () => {
    const res = await admin.patch(`/api/workers/${archivedId}/archived`).send({ archived: true });
    expect(res.status).toBe(200);
    expect(res.body.archivedAt).toEqual(expect.any(String));
    expect(res.body.isActive).toBe(true);
    const current = (await user.get("/api/workers")).body.map((w: { id: number }) => w.id);
    expect(current).not.toContain(archivedId);
    const archived = await user.get("/api/workers?archived=true");
    expect(archived.body.map((w: { id: number }) => w.id)).toEqual([archivedId]);
    expect((await user.get("/api/workers?archived=maybe")).status).toBe(400);
  });

  it("refuses to clock in an archived worker with a clear message, storing nothing", async () => {
    const res = await admin.post("/api/time-entries/clock-in").send({ workerId: archivedId, projectId });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Archive Arlo is archived; unarchive them on the Workers screen to clock in.");
    expect((await admin.get(`/api/workers/${archivedId}/active-time`)).body).toBeNull();
  });

  it("keeps the archived worker's hours in payroll and refuses deleting them", async () => {
    const week = await admin.get("/api/payroll");
    expect(week.status).toBe(200);
    expect(week.body.workers.map((line: { workerId: number }) => line.workerId)).toContain(archivedId);
    expect((await admin.delete(`/api/workers/${archivedId}`)).status).toBe(409);
  });

  it("unarchives, and records both changes (none for a repeat) in the worker's audit trail", async () => {
    expect((await admin.patch(`/api/workers/${archivedId}/archived`).send({ archived: true })).status).toBe(200);
    const back = await admin.patch(`/api/workers/${archivedId}/archived`).send({ archived: false });
    expect(back.body.archivedAt).toBeNull();
    expect((await user.get("/api/workers")).body.map((w: { id: number }) => w.id)).toContain(archivedId);
    const changes = (await admin.get(`/api/workers/${archivedId}/changes`)).body.filter((c: { field: string }) => c.field === "archived");
    expect(changes.map((c: { from: boolean; to: boolean; changedByName: string }) => [c.from, c.to])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it("refuses archiving a clocked-in worker, and non-admins, and bad bodies", async () => {
    const id = await addWorker("Working Wes");
    const entry = await admin.post("/api/time-entries/clock-in").send({ workerId: id, projectId });
    const res = await admin.patch(`/api/workers/${id}/archived`).send({ archived: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/clocked in: clock them out before archiving/);
    await admin.post("/api/time-entries/clock-out").send({ timeEntryId: entry.body.id });
    expect((await user.patch(`/api/workers/${id}/archived`).send({ archived: true })).status).toBe(403);
    expect((await admin.patch(`/api/workers/${id}/archived`).send({ archived: "yes" })).status).toBe(400);
    expect((await admin.patch(`/api/workers/${id}`).send({ archivedAt: "2020-01-01T00:00:00Z" })).status).toBe(400);
    expect((await admin.get(`/api/workers/${id}`)).body.archivedAt).toBeNull();
  });
});

describe("CSV roster import", () => {
  const header = "Name,Role,Trade,Specialization,Phone,E-mail,Rate";

  it("previews every row with its errors in the spec's words, storing nothing", async () => {
    await addWorker("Existing Erin", { email: "erin@crew.test" });
    const before = await workerCount();
    const csv = [
      header,
      '"Lopez, Ana",In-house,Carpentry,Framing,555-0101,ana@crew.test,$28.50',
      ",foreman,Concrete,,,,",
      "Ben,boss,Concrete,,,not-an-email,-3",
      "Cy,foreman,Concrete,,,ERIN@crew.test,20",
      "Di,foreman,Concrete,,,ana@crew.test,20",
    ].join("\r\n");
    const res = await admin.post("/api/workers/import/preview").send({ csv });
    expect(res.status).toBe(200);
    expect(res.body.errorRowCount).toBe(4);
    const byLine = Object.fromEntries(res.body.rows.map((r: { line: number; errors: { message: string }[] }) => [r.line, r.errors.map((e) => e.message)]));
    expect(byLine[2]).toEqual([]);
    expect(byLine[3]).toEqual(["Please fill in all required fields.", "Name is required"]);
    expect(byLine[4]).toEqual(expect.arrayContaining(["Role must be foreman, in-house, subcontractor, supervisor or apprentice", "Please enter a valid email address"]));
    expect(byLine[5]).toEqual(["Existing Erin already has this e-mail address"]);
    expect(byLine[6]).toEqual(["This e-mail address is also on line 2"]);
    expect(res.body.rows[0].values).toMatchObject({ name: "Lopez, Ana", rate: "$28.50" });
    expect(await workerCount()).toBe(before);
  });

  it("imports nothing from a file with any row error, naming the lines", async () => {
    const before = await workerCount();
    const res = await admin.post("/api/workers/import").send({ csv: `${header}\nGood Gail,foreman,Concrete,,,,\nBad Bo,chief,Concrete,,,,\n` });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("1 row has errors, so nothing was imported. Fix them and try again.");
    expect(res.body.fieldErrors["line 3"]).toEqual(["role: Role must be foreman, in-house, subcontractor, supervisor or apprentice"]);
    expect(await workerCount()).toBe(before);
  });

  it("stores every row of a clean file, with their starting rates in the audit trail", async () => {
    const csv = `\uFEFFrate,trade,role,name,email\r\n30,Electrical,Subcontractor,Fay Field,fay@crew.test\r\n,Masonry,apprentice,"Gus ""Jr"" Grant",\r\n`;
    expect((await admin.post("/api/workers/import/preview").send({ csv })).body.errorRowCount).toBe(0);
    const res = await admin.post("/api/workers/import").send({ csv });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ imported: 2 });
    const list = (await admin.get("/api/workers")).body as { id: number; name: string; role: string; email: string | null; hourlyRate: string | null }[];
    const fay = list.find((w) => w.name === "Fay Field")!;
    expect(fay).toMatchObject({ role: "subcontractor", email: "fay@crew.test", hourlyRate: "30.00" });
    expect(list.find((w) => w.name === 'Gus "Jr" Grant')).toMatchObject({ role: "apprentice", email: null, hourlyRate: null });
    expect((await admin.get(`/api/workers/${fay.id}/changes`)).body).toMatchObject([{ field: "hourlyRate", from: null, to: "30.00" }]);
    // The same file again: every e-mail is now taken, so nothing more is stored.
    const again = await admin.post("/api/workers/import").send({ csv });
    expect(again.status).toBe(400);
    expect(again.body.fieldErrors["line 2"]).toEqual(["email: Fay Field already has this e-mail address"]);
  });

  it("refuses file-level problems, oversized files and non-admins with a clear message", async () => {
    const before = await workerCount();
    const cases: [unknown, number, RegExp][] = [
      [{ csv: "Ana,foreman,Concrete" }, 400, /Unknown column "Ana"/],
      [{ csv: "name,role,trade\n" }, 400, /no workers/],
      [{ csv: `name,role,trade\n${"A,foreman,C\n".repeat(1001)}` }, 400, /1001 rows; at most 1000/],
      [{ csv: "x".repeat(512 * 1024 + 1) }, 400, /larger than 512 KB/],
      [{ csv: "name,role,trade\nA\u0000,foreman,C" }, 400, /NUL/],
      [{ file: "name,role,trade" }, 400, /Send the CSV file's text as csv/],
    ];
    for (const [body, status, message] of cases) {
      const res = await admin.post("/api/workers/import").send(body as object);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    expect((await user.post("/api/workers/import/preview").send({ csv: "name,role,trade\nA,foreman,C" })).status).toBe(403);
    expect((await user.post("/api/workers/import").send({ csv: "name,role,trade\nA,foreman,C" })).status).toBe(403);
    expect(await workerCount()).toBe(before);
    expect(await t.database.db.select().from(workers).where(eq(workers.name, "A"))).toEqual([]);
  });
});
