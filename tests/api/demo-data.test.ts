// "Remove demo data" (DELETE /api/admin/demo-data): exactly the demo seed's rows go, in one transaction; the accounts,
// the settings and the company's own rows stay, but for its entries made on the demo (they go once confirmed) and its
// team links to demo rows; another company row that depends on a demo row blocks it with the reason;
// databases seeded before the demo_rows registry are recognised by the migration's backfill.
import fs from "node:fs";
import path from "node:path";
import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import {
  appSettings,
  DEMO_ROW_TABLES,
  demoRows,
  jobs,
  materials,
  materialTransactions,
  payPeriods,
  payPeriodVersions,
  payrollEntries,
  projectMaterials,
  projects,
  projectWorkers,
  safetyChecklistItems,
  safetyChecklists,
  timeEntries,
  timeEntryChanges,
  timeEntryDeletions,
  users,
  workers,
  type DemoRowTable,
} from "@shared/schema";
import { MIGRATIONS_FOLDER } from "../../server/db/migrate";
import { seedDemo } from "../../server/db/seed-demo";
import { TZDate } from "@date-fns/tz";
import { TRIAL_ENTRY_DELETION_REASON } from "@shared/api/demo-data";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";
import { adminAgent, createTestApp, type TestApp } from "../support/app";

const TABLES = {
  projects,
  workers,
  project_workers: projectWorkers,
  jobs,
  time_entries: timeEntries,
  materials,
  material_transactions: materialTransactions,
  project_materials: projectMaterials,
  safety_checklists: safetyChecklists,
  safety_checklist_items: safetyChecklistItems,
} as const;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A fresh app whose database holds the demo company, seeded as the server does at start (the real clock). */
async function seededApp() {
  t = await createTestApp();
  const counts = await seedDemo(t.database.db, { timeZone: t.env.APP_TIME_ZONE, now: new Date() });
  return { t, counts, admin: await adminAgent(t.app) };
}

type Ids = Record<DemoRowTable, number[]>;

async function idsOf(app: TestApp): Promise<Ids> {
  const ids = {} as Ids;
  for (const name of DEMO_ROW_TABLES) {
    const rows = await app.database.db.select({ id: TABLES[name].id }).from(TABLES[name]);
    ids[name] = rows.map((r) => r.id).sort((a, b) => a - b);
  }
  return ids;
}

async function registry(app: TestApp): Promise<Ids> {
  const rows = await app.database.db.select().from(demoRows);
  const ids = Object.fromEntries(DEMO_ROW_TABLES.map((name) => [name, [] as number[]])) as Ids;
  for (const row of rows) ids[row.tableName].push(row.rowId);
  for (const name of DEMO_ROW_TABLES) ids[name].sort((a, b) => a - b);
  return ids;
}

async function createProject(admin: TestAgent, name: string) {
  const res = await admin.post("/api/projects").send({ name, location: "1 Main St, Denver", status: "in-progress", endDate: "2027-12-31" });
  expect(res.status).toBe(201);
  return res.body as { id: number };
}

async function createWorker(admin: TestAgent, name: string) {
  const res = await admin.post("/api/workers").send({ name, role: "foreman", category: "Carpentry", hourlyRate: "30.00" });
  expect(res.status).toBe(201);
  return res.body as { id: number };
}

/** A closed shift of a worker on a project, clocked through the API as a foreman would. */
async function shift(admin: TestAgent, workerId: number, projectId: number) {
  const clockIn = await admin.post("/api/time-entries/clock-in").send({ workerId, projectId });
  expect(clockIn.status).toBe(201);
  expect((await admin.post("/api/time-entries/clock-out").send({ timeEntryId: clockIn.body.id })).status).toBe(200);
  return clockIn.body as { id: number };
}

async function demoProjectId(app: TestApp, name: string): Promise<number> {
  const [row] = await app.database.db.select({ id: projects.id }).from(projects).where(eq(projects.name, name));
  return row.id;
}

async function demoWorkerId(app: TestApp, email: string): Promise<number> {
  const [row] = await app.database.db.select({ id: workers.id }).from(workers).where(eq(workers.email, email));
  return row.id;
}

/** yyyy-MM-dd in the company's zone, `daysAgo` days before today. */
function dayKey(app: TestApp, daysAgo: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: app.env.APP_TIME_ZONE }).format(new Date(Date.now() - daysAgo * 86_400_000));
}

describe("removing the demo data", () => {
  it("deletes exactly the seeded rows and keeps the admin, the settings and the company's own project, worker and entry", async () => {
    const { t, counts, admin } = await seededApp();
    const status = await admin.get("/api/admin/demo-data");
    expect(status.status).toBe(200);
    expect(status.body.counts).toMatchObject({
      projects: counts.projects,
      workers: counts.workers,
      jobs: counts.jobs,
      timeEntries: counts.timeEntries,
      materials: counts.materials,
      checklists: counts.checklists,
    });
    expect(status.body.total).toBeGreaterThan(counts.projects + counts.workers);

    // The company's own data, entered before removing the demo.
    expect((await admin.put("/api/settings/payroll").send({ weeklyOvertime: true })).status).toBe(200);
    const project = await createProject(admin, "Larimer Street Duplex");
    const worker = await createWorker(admin, "Ana Ruiz");
    const entry = await shift(admin, worker.id, project.id);
    // History of demo rows, which goes with them: a progress note, a correction, an approved demo week.
    const rino = await demoProjectId(t, "RiNo Brighton Lofts");
    expect((await admin.patch(`/api/projects/${rino}/progress`).send({ progress: 64, notes: "Level 5 framed" })).status).toBe(200);
    const [demoEntry] = await t.database.db.select().from(timeEntries).where(eq(timeEntries.projectId, rino)).limit(1);
    expect((await admin.patch(`/api/time-entries/${demoEntry.id}`).send({ notes: "Checked", reason: "Try-out" })).status).toBe(200);
    // ... and a demo entry deleted by hand, whose record (like the correction) no longer cascades with its entry.
    const [doomed] = await t.database.db
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.projectId, rino), isNotNull(timeEntries.clockOutTime), ne(timeEntries.id, demoEntry.id)))
      .limit(1);
    expect((await admin.delete(`/api/time-entries/${doomed.id}`).send({ reason: "Try-out" })).status).toBe(200);
    expect(await t.database.db.select().from(timeEntryDeletions)).toHaveLength(1);
    const approval = await admin.post("/api/payroll/approve").send({ weekOf: dayKey(t, 7) });
    expect(approval.status).toBe(201);
    expect(approval.body.payPeriod).toBeTruthy();
    const [payrollLines] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(payrollEntries);
    expect(payrollLines.n).toBeGreaterThan(0);
    // Reopened: its entries no longer point at it, but its record (version 1) still holds demo workers.
    expect((await admin.post("/api/payroll/reopen").send({ periodOf: dayKey(t, 7), reason: "Try-out" })).status).toBe(200);

    const before = await idsOf(t);
    const marked = await registry(t);
    const usersBefore = await t.database.db.select().from(users);
    const settingsBefore = await t.database.db.select().from(appSettings);

    const res = await admin.delete("/api/admin/demo-data");
    expect(res.status).toBe(200);
    // One demo entry fewer than counted at first: it was deleted by hand above.
    expect(res.body.removed).toEqual({ ...status.body.counts, timeEntries: status.body.counts.timeEntries - 1 });
    expect(res.body.total).toBe(status.body.total - 1);
    expect(res.body.message).toMatch(/^Demo data removed: 5 projects, 20 workers, .*time entries/);

    const after = await idsOf(t);
    for (const name of DEMO_ROW_TABLES) {
      expect(after[name], name).toEqual(before[name].filter((id) => !marked[name].includes(id)));
    }
    expect(after.projects).toEqual([project.id]);
    expect(after.workers).toEqual([worker.id]);
    expect(after.time_entries).toEqual([entry.id]);
    for (const name of ["jobs", "project_workers", "materials", "material_transactions", "project_materials", "safety_checklists", "safety_checklist_items"] as const) {
      expect(after[name], `every seeded row of ${name} was marked`).toEqual([]);
    }
    expect(await t.database.db.select().from(users)).toEqual(usersBefore);
    expect(await t.database.db.select().from(appSettings)).toEqual(settingsBefore);
    expect((await admin.get("/api/settings/payroll")).body).toEqual({ weeklyOvertime: true, mealBreaksPaid: false });
    // The approved (then reopened) week held demo entries only: its record goes with them (the trial starts clean), its
    // versions and lines too.
    expect(await t.database.db.select().from(payPeriods)).toEqual([]);
    expect(await t.database.db.select().from(payPeriodVersions)).toEqual([]);
    expect(await t.database.db.select().from(payrollEntries)).toEqual([]);
    expect(await t.database.db.select().from(demoRows)).toEqual([]);
    expect(await t.database.db.select().from(timeEntryChanges)).toEqual([]);
    expect(await t.database.db.select().from(timeEntryDeletions)).toEqual([]);

    const empty = await admin.get("/api/admin/demo-data");
    expect(empty.body).toEqual({
      total: 0,
      counts: Object.fromEntries(Object.keys(status.body.counts).map((k) => [k, 0])),
      trialEntries: { count: 0, examples: [] },
    });
    expect((await admin.get("/api/projects")).body.map((p: { name: string }) => p.name)).toEqual(["Larimer Street Duplex"]);
  });

  it("is refused with 409, removing nothing, when the company's own rows depend on demo rows, and says which", async () => {
    const { t, admin } = await seededApp();
    const tom = await demoWorkerId(t, "tom.brennan@frontrangebuilders.example");
    const worker = await createWorker(admin, "Ana Ruiz");
    const project = await createProject(admin, "Larimer Street Duplex");
    const job = await admin
      .post("/api/jobs")
      .send({ title: "Set trusses", projectId: project.id, scheduledDate: dayKey(t, -2), assignedWorkerIds: [worker.id, tom] });
    expect(job.status).toBe(201);
    // An injury record is never deleted: one of a demo worker keeps the demo data too.
    const injury = await admin.post("/api/incidents").send({ projectId: project.id, workerId: tom, occurredAt: "2026-03-02T10:00:00Z" });
    expect(injury.status, JSON.stringify(injury.body)).toBe(201);

    const before = await idsOf(t);
    const marked = await registry(t);
    const res = await admin.delete("/api/admin/demo-data");
    expect(res.status).toBe(409);
    expect(res.body.message).toContain("Nothing was removed");
    expect(res.body.message).toMatch(/1 injury record of demo workers or on demo projects \(Tom Brennan on Larimer Street Duplex\)/);
    expect(res.body.message).toContain("1 job on demo projects or assigned to demo workers (Set trusses)");
    expect(await idsOf(t)).toEqual(before);
    expect(await registry(t)).toEqual(marked);
  });

  it("the company's entries made on the demo are listed, and go with it once confirmed, approved or not (issue 26 item 10)", async () => {
    const { t, admin } = await seededApp();
    const zone = t.env.APP_TIME_ZONE;
    const rino = await demoProjectId(t, "RiNo Brighton Lofts");
    const worker = await createWorker(admin, "Ana Ruiz");
    const project = await createProject(admin, "Larimer Street Duplex");
    // Last week, one day: two trial shifts on the demo project and one on the company's own, by hand.
    const day = dayKey(t, 7);
    const at = (hour: number) => new TZDate(`${day}T${String(hour).padStart(2, "0")}:00:00`, zone).toISOString();
    const add = async (projectId: number, from: number, to: number) => {
      const res = await admin.post("/api/time-entries").send({ workerId: worker.id, projectId, clockInTime: at(from), clockOutTime: at(to), reason: "Trial" });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as { id: number };
    };
    const trial = [await add(rino, 7, 9), await add(rino, 13, 14)];
    const own = await add(project.id, 10, 12);
    // Trying the team screens: Ana on the demo project's team, and the demo team replaced (its rows are new ones now).
    expect((await admin.post(`/api/projects/${rino}/workers`).send({ workerId: worker.id })).status).toBeLessThan(300);
    const team = (await admin.get(`/api/projects/${rino}/workers`)).body as { id: number }[];
    expect((await admin.put(`/api/projects/${rino}/workers`).send({ workerIds: team.map((w) => w.id) })).status).toBe(200);
    // The week is approved: the entries are locked for everything else.
    expect((await admin.post("/api/payroll/approve").send({ weekOf: day })).status).toBe(201);
    expect((await admin.delete(`/api/time-entries/${trial[0].id}`).send({ reason: "Trial" })).status).toBe(409);

    const status = await admin.get("/api/admin/demo-data");
    const dayText = new Intl.DateTimeFormat("en-US", { timeZone: zone, month: "short", day: "numeric" }).format(new Date(at(12)));
    expect(status.body.trialEntries).toEqual({ count: 2, examples: [`Ana Ruiz on RiNo Brighton Lofts, ${dayText}`, `Ana Ruiz on RiNo Brighton Lofts, ${dayText}`] });

    // Not confirmed, or confirmed for fewer than there are: nothing goes, and the message lists them.
    const before = await idsOf(t);
    for (const query of ["", "?trialEntries=1"]) {
      const refused = await admin.delete(`/api/admin/demo-data${query}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        `Nothing was removed: 2 of your time entries were made on demo projects or for demo workers (Ana Ruiz on RiNo Brighton Lofts, ${dayText}, Ana Ruiz on RiNo Brighton Lofts, ${dayText}). They go with the demo data: look at the list and confirm again.`,
      );
    }
    expect(await idsOf(t)).toEqual(before);

    const removed = await admin.delete("/api/admin/demo-data?trialEntries=2");
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.trialEntriesRemoved).toBe(2);
    expect(removed.body.message).toMatch(/, and 2 of your time entries made on it\.$/);
    // Each trial entry is kept as a deleted entry's record, with why; the company's own entry and its period stay.
    const records = await t.database.db.select().from(timeEntryDeletions);
    expect(records.map((r) => [r.timeEntryId, r.reason]).sort()).toEqual(trial.map((e) => [e.id, TRIAL_ENTRY_DELETION_REASON]).sort());
    const [kept] = await t.database.db.select().from(timeEntries);
    expect(kept).toMatchObject({ id: own.id, workerId: worker.id });
    expect(kept.payPeriodId).not.toBeNull();
    expect((await t.database.db.select().from(payPeriods)).map((p) => p.id)).toEqual([kept.payPeriodId]);
    // No team row is left pointing at the demo: Ana's and the replaced demo team's went with it.
    expect(await t.database.db.select().from(projectWorkers)).toEqual([]);
    expect(await t.database.db.select().from(demoRows)).toEqual([]);
  });

  it("is for admins only: 403 for a signed-in user, 401 for anyone else, and nothing is removed", async () => {
    const { t } = await seededApp();
    const email = uniqueEmail("demo-user");
    await createActiveUser(t, email);
    const user = await userAgent(t, email);
    const before = await idsOf(t);
    expect((await user.delete("/api/admin/demo-data")).status).toBe(403);
    expect((await user.get("/api/admin/demo-data")).status).toBe(403);
    expect((await request(t.app).delete("/api/admin/demo-data")).status).toBe(401);
    expect(await idsOf(t)).toEqual(before);
  });

  it("a second removal changes nothing and says there was nothing left", async () => {
    const { t, admin } = await seededApp();
    expect((await admin.delete("/api/admin/demo-data")).status).toBe(200);
    const project = await createProject(admin, "Larimer Street Duplex");
    const again = await admin.delete("/api/admin/demo-data");
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ total: 0, message: "There was no demo data left to remove." });
    expect((await idsOf(t)).projects).toEqual([project.id]);
  });

  it("a clock-in on a demo project racing the removal: one of them fails cleanly and nothing is orphaned", async () => {
    const { t, admin } = await seededApp();
    const rino = await demoProjectId(t, "RiNo Brighton Lofts");
    const worker = await createWorker(admin, "Ana Ruiz");
    const [clockIn, removal] = await Promise.all([
      admin.post("/api/time-entries/clock-in").send({ workerId: worker.id, projectId: rino }),
      admin.delete("/api/admin/demo-data"),
    ]);
    const entries = await t.database.db.select().from(timeEntries).where(eq(timeEntries.workerId, worker.id));
    if (removal.status === 200) {
      expect(clockIn.status).toBe(404);
      expect(entries).toEqual([]);
      expect(await t.database.db.select().from(projects)).toEqual([]);
    } else {
      // The clock-in came first: it is a trial entry the admin has not seen, so nothing goes until they confirm it.
      expect(removal.status).toBe(409);
      expect(removal.body.message).toContain("1 of your time entries was made on demo projects or for demo workers (Ana Ruiz on RiNo Brighton Lofts");
      expect(clockIn.status).toBe(201);
      expect(entries.map((e) => e.projectId)).toEqual([rino]);
    }
  });
});

/** The hand-written backfill at the end of the migration that created demo_rows, statement by statement. */
function backfillStatements(): string[] {
  const marker = "-- demo_rows backfill";
  const file = fs
    .readdirSync(MIGRATIONS_FOLDER)
    .filter((name) => name.endsWith(".sql"))
    .map((name) => fs.readFileSync(path.join(MIGRATIONS_FOLDER, name), "utf8"))
    .find((text) => text.includes(marker));
  if (!file) throw new Error("no migration holds the demo_rows backfill");
  const block = file.slice(file.indexOf(marker), file.indexOf("-- end of demo_rows backfill"));
  return block.split("--> statement-breakpoint").map((s) => s.trim()).filter(Boolean);
}

async function runBackfill(app: TestApp) {
  for (const statement of backfillStatements()) await app.database.db.execute(sql.raw(statement));
}

describe("databases seeded before the demo_rows registry", () => {
  it("the migration's backfill recognises exactly the seed's rows, and none of the company's", async () => {
    const { t, admin } = await seededApp();
    // Seeds before the registry wrote no project materials (estimates came with it): an older database has none.
    await t.database.db.delete(projectMaterials);
    await t.database.db.delete(demoRows).where(eq(demoRows.tableName, "project_materials"));
    const seeded = await registry(t);
    expect(seeded.projects).toHaveLength(5);
    expect(seeded.project_materials).toEqual([]);
    // The company's own rows, some of them on demo rows, as an older database would hold them.
    const rino = await demoProjectId(t, "RiNo Brighton Lofts");
    // Karen has no open entry in the demo (Tom, Luis and Jamal are on the clock on a weekday).
    const karen = await demoWorkerId(t, "karen.whitfield@frontrangebuilders.example");
    const worker = await createWorker(admin, "Ana Ruiz");
    await createProject(admin, "Larimer Street Duplex");
    await shift(admin, karen, rino);
    await shift(admin, worker.id, rino);
    const [studs] = await t.database.db.select().from(materials).where(eq(materials.sku, "LBR-2408-SPF"));
    const movement = await admin.post(`/api/materials/${studs.id}/transactions`).send({ transactionType: "used", quantity: 5, projectId: rino });
    expect(movement.status).toBe(201);
    const checklist = await admin.post("/api/safety/checklists").send({ projectId: rino, checklistType: "daily" });
    expect(checklist.status).toBe(201);
    expect((await admin.post(`/api/projects/${rino}/workers`).send({ workerId: worker.id })).status).toBe(200);

    await t.database.db.delete(demoRows);
    await runBackfill(t);
    expect(await registry(t)).toEqual(seeded);

    // Run twice (a retried migration), it adds nothing.
    await runBackfill(t);
    expect(await registry(t)).toEqual(seeded);
  });

  it("marks nothing in a database that never held the demo", async () => {
    t = await createTestApp();
    const admin = await adminAgent(t.app);
    const project = await createProject(admin, "RiNo Brighton Lofts");
    const worker = await createWorker(admin, "Tom Brennan");
    await shift(admin, worker.id, project.id);
    await runBackfill(t);
    expect(await t.database.db.select().from(demoRows)).toEqual([]);
    expect(await t.database.db.select().from(timeEntryChanges)).toEqual([]);
    expect(await t.database.db.select().from(timeEntryDeletions)).toEqual([]);
  });
});
