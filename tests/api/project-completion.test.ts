// When a project became completed (projects.completed_at): stamped by the status change, kept on a re-save, cleared
// on reopening, and what the dashboard's "Completed This Month" counts, in the company's zone (APP_TIME_ZONE Denver).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { projects } from "@shared/schema";
import { wrapPglite } from "../../server/db/client";
import { MIGRATIONS_FOLDER } from "../../server/db/migrate";
import { adminAgent, createTestApp, type TestApp } from "../support/app";

let t: TestApp;
let admin: TestAgent;
/** The app's clock (AppDeps.now): each test sets the instant its writes and reads happen at. */
let clock = new Date("2026-03-10T18:00:00Z");
/** When set, every reading of the clock moves it on by this much, so two requests get different instants. */
let tickMs = 0;

beforeAll(async () => {
  t = await createTestApp({
    deps: {
      now: () => {
        const at = clock;
        clock = new Date(clock.getTime() + tickMs);
        return at;
      },
    },
  });
  admin = await adminAgent(t.app);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  tickMs = 0;
  // Each test counts from an empty project list (nothing else in this file depends on the rows).
  await t.database.db.delete(projects);
});

async function createProject(overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await admin.post("/api/projects").send({ name: "Elm St Remodel", location: "Denver", endDate: "2026-06-30", ...overrides });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

async function patch(id: number, body: Record<string, unknown>) {
  const res = await admin.patch(`/api/projects/${id}`).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { status: string; completedAt: string | null };
}

async function storedCompletedAt(id: number): Promise<Date | null> {
  const [row] = await t.database.db.select({ completedAt: projects.completedAt }).from(projects).where(eq(projects.id, id));
  return row.completedAt;
}

const completedThisMonth = async () => (await admin.get("/api/stats")).body.completedThisMonth as number;

describe("projects.completed_at", () => {
  it("is empty on a new project and set to the moment the status becomes completed", async () => {
    clock = new Date("2026-03-10T18:00:00Z");
    const id = await createProject({ status: "in-progress" });
    expect(await storedCompletedAt(id)).toBeNull();

    clock = new Date("2026-03-12T21:30:00Z");
    const body = await patch(id, { status: "completed", progress: 100 });
    expect(body.completedAt).toBe("2026-03-12T21:30:00.000Z");
    expect(await storedCompletedAt(id)).toEqual(new Date("2026-03-12T21:30:00Z"));
    expect((await admin.get(`/api/projects/${id}`)).body.completedAt).toBe("2026-03-12T21:30:00.000Z");
  });

  it("keeps the first completion time when a completed project is saved again, with or without its status", async () => {
    clock = new Date("2026-03-12T21:30:00Z");
    const id = await createProject({ status: "in-progress" });
    await patch(id, { status: "completed" });

    clock = new Date("2026-03-20T15:00:00Z");
    expect((await patch(id, { status: "completed", description: "Punch list signed" })).completedAt).toBe("2026-03-12T21:30:00.000Z");
    expect((await patch(id, { name: "Elm St Remodel (done)" })).completedAt).toBe("2026-03-12T21:30:00.000Z");
    const progress = await admin.patch(`/api/projects/${id}/progress`).send({ progress: 100 });
    expect(progress.body.completedAt).toBe("2026-03-12T21:30:00.000Z");
  });

  it("is cleared when the project is reopened, and stamped afresh when it is completed again", async () => {
    clock = new Date("2026-03-12T21:30:00Z");
    const id = await createProject({ status: "completed" });
    expect(await storedCompletedAt(id)).toEqual(clock);

    clock = new Date("2026-03-14T16:00:00Z");
    expect((await patch(id, { status: "delayed" })).completedAt).toBeNull();
    expect(await storedCompletedAt(id)).toBeNull();

    clock = new Date("2026-03-18T17:00:00Z");
    expect((await patch(id, { status: "completed" })).completedAt).toBe("2026-03-18T17:00:00.000Z");
  });

  it("cannot be sent by a client", async () => {
    const created = await admin.post("/api/projects").send({ name: "X", location: "Y", endDate: "2026-06-30", completedAt: "2020-01-01T00:00:00Z" });
    expect(created.status).toBe(400);
    const id = await createProject({ status: "completed" });
    const res = await admin.patch(`/api/projects/${id}`).send({ completedAt: "2020-01-01T00:00:00Z" });
    expect(res.status).toBe(400);
    expect(await storedCompletedAt(id)).toEqual(clock);
  });

  it("two concurrent saves that complete a project agree on one completion time: the first one's", async () => {
    clock = new Date("2026-03-12T21:30:00Z");
    const id = await createProject({ status: "in-progress" });
    // Each request reads a later instant than the one before; without the coalesce the second would overwrite.
    tickMs = 60_000;
    const results = await Promise.all([patch(id, { status: "completed" }), patch(id, { status: "completed", progress: 100 })]);
    const stored = await storedCompletedAt(id);
    expect(stored).not.toBeNull();
    expect(results.map((r) => r.completedAt)).toEqual([stored!.toISOString(), stored!.toISOString()]);
    expect(stored!.getTime()).toBeGreaterThanOrEqual(Date.parse("2026-03-12T21:30:00Z"));
  });

  it("the database refuses a completion time on a project that is not completed", async () => {
    const id = await createProject({ status: "planning" });
    await expect(
      t.database.db.update(projects).set({ completedAt: new Date("2026-03-01T00:00:00Z") }).where(eq(projects.id, id)),
    ).rejects.toThrow();
    expect(await storedCompletedAt(id)).toBeNull();
  });
});

describe("GET /api/stats completedThisMonth counts completion times, not end dates", () => {
  it("counts a project completed this month with an old end date, not one that ends this month but was completed last month", async () => {
    clock = new Date("2026-02-20T18:00:00Z");
    const lastMonth = await createProject({ status: "in-progress", startDate: "2026-01-05", endDate: "2026-03-15" });
    await patch(lastMonth, { status: "completed" });

    clock = new Date("2026-03-05T18:00:00Z");
    const overdue = await createProject({ status: "delayed", startDate: "2025-10-01", endDate: "2025-12-19" });
    await patch(overdue, { status: "completed" });
    // Ends this month, not completed: not counted either.
    await createProject({ status: "in-progress", startDate: "2026-01-05", endDate: "2026-03-25" });

    clock = new Date("2026-03-20T18:00:00Z");
    expect(await completedThisMonth()).toBe(1);
    const stats = (await admin.get("/api/stats")).body;
    expect(stats.statusCounts.completed).toBe(2);
  });

  it("turns the month at midnight in the company's zone, and a reopened project stops counting", async () => {
    // 03:00 UTC on 1 March is 20:00 on 28 February in Denver: completed in February.
    clock = new Date("2026-03-01T03:00:00Z");
    const february = await createProject({ status: "completed" });
    // 07:30 UTC on 1 March is 00:30 in Denver: completed in March.
    clock = new Date("2026-03-01T07:30:00Z");
    const march = await createProject({ status: "completed" });

    clock = new Date("2026-03-01T08:00:00Z");
    expect(await completedThisMonth()).toBe(1);
    // 05:00 UTC on 1 March is still February in Denver.
    clock = new Date("2026-03-01T05:00:00Z");
    expect(await completedThisMonth()).toBe(1);

    clock = new Date("2026-03-02T12:00:00Z");
    await patch(march, { status: "in-progress" });
    expect(await completedThisMonth()).toBe(0);
    expect(await storedCompletedAt(february)).toEqual(new Date("2026-03-01T03:00:00Z"));
  });
});

describe("migration 0002: projects completed before completed_at existed", () => {
  let client: PGlite;
  let folder: string;

  beforeAll(async () => {
    // The migrations up to 0001, as a database made before this change has them.
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "crewline-migrations-"));
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8"));
    const before = journal.entries.filter((e: { tag: string }) => e.tag < "0002");
    fs.mkdirSync(path.join(folder, "meta"));
    fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries: before }));
    for (const entry of before) fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    client = await PGlite.create();
    await migrate(wrapPglite(client).db as never, { migrationsFolder: folder });
  });
  afterAll(async () => {
    await client.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("take their end date once (noon UTC), their last write when they have none or finished before it", async () => {
    await client.exec(`
      insert into projects (name, location, status, end_date, updated_at) values
        ('Ended', 'x', 'completed', '2026-02-27', '2026-03-04T10:00:00Z'),
        ('No end date', 'x', 'completed', null, '2026-01-15T16:00:00Z'),
        ('Finished early', 'x', 'completed', '2026-05-31', '2026-03-03T20:00:00Z'),
        ('Still running', 'x', 'in-progress', '2026-02-27', '2026-03-04T10:00:00Z');
    `);
    await migrate(wrapPglite(client).db as never, { migrationsFolder: MIGRATIONS_FOLDER });

    const rows = await client.query<{ name: string; completed_at: Date | null }>("select name, completed_at from projects order by id");
    expect(rows.rows.map((r) => [r.name, r.completed_at?.toISOString() ?? null])).toEqual([
      ["Ended", "2026-02-27T12:00:00.000Z"],
      ["No end date", "2026-01-15T16:00:00.000Z"],
      ["Finished early", "2026-03-03T20:00:00.000Z"],
      ["Still running", null],
    ]);

    // Once: running the migrations again changes nothing.
    await client.exec("update projects set end_date = '2026-01-01' where name = 'Ended'");
    await migrate(wrapPglite(client).db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    const again = await client.query<{ completed_at: Date }>("select completed_at from projects where name = 'Ended'");
    expect(again.rows[0].completed_at.toISOString()).toBe("2026-02-27T12:00:00.000Z");
  });
});
