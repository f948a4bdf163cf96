// GET /api/stats: active projects, completed this month (completedAt in the current month of APP_TIME_ZONE), counts per status.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "@shared/schema";
import { createStatsRepo } from "../../server/modules/stats/stats.repo";
import { createScopeRepo } from "../../server/modules/scope/scope.repo";
import { createScopeService } from "../../server/modules/scope/scope.service";
import { createStatsService } from "../../server/modules/stats/stats.service";
import { adminAgent, createTestApp, type TestApp } from "../support/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const OFFICE = { role: "user", workerId: null };
const statsAt = (iso: string, timeZone = "America/Denver") =>
  createStatsService(createStatsRepo(t.database.db), {
    timeZone,
    now: () => new Date(iso),
    scopes: createScopeService(createScopeRepo(t.database.db)),
  }).dashboard(OFFICE);

describe("GET /api/stats", () => {
  it("answers 401 to anonymous callers", async () => {
    expect((await request(t.app).get("/api/stats")).status).toBe(401);
  });

  it("answers zeros on an empty database", async () => {
    const res = await (await adminAgent(t.app)).get("/api/stats");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      activeProjects: 0,
      completedThisMonth: 0,
      statusCounts: { planning: 0, inProgress: 0, completed: 0, delayed: 0 },
      totalProjects: 0,
      averageProgress: 0,
    });
  });

  it("counts statuses, active (not completed) and completed with a completion time in this month of the company's zone", async () => {
    const done = (name: string, completedAt: string) => ({ name, location: "x", status: "completed" as const, progress: 100, completedAt: new Date(completedAt) });
    await t.database.db.insert(projects).values([
      { name: "P1", location: "x", status: "planning", progress: 0 },
      { name: "P2", location: "x", status: "in-progress", progress: 40 },
      { name: "P3", location: "x", status: "in-progress", progress: 60 },
      { name: "P4", location: "x", status: "delayed", progress: 30 },
      // 1 March 07:00 UTC is midnight in Denver: the first instant of March there.
      done("C1", "2026-03-01T07:00:00Z"),
      done("C2", "2026-03-31T20:00:00Z"),
      done("C3", "2026-02-28T18:00:00Z"),
      done("C4", "2025-03-15T18:00:00Z"),
      // Completed before completion times were kept and never backfilled: counted as completed, in no month.
      { name: "C5", location: "x", status: "completed", progress: 100, endDate: "2026-03-10" },
      // Ends this month but is not completed: not counted as completed this month.
      { name: "P5", location: "x", status: "in-progress", progress: 90, endDate: "2026-03-20" },
    ]);
    // 05:00 UTC on 1 April is still 31 March in Denver: March is "this month".
    const march = await statsAt("2026-04-01T05:00:00Z");
    expect(march).toEqual({
      activeProjects: 5,
      completedThisMonth: 2,
      statusCounts: { planning: 1, inProgress: 3, completed: 5, delayed: 1 },
      totalProjects: 10,
      averageProgress: Math.round((0 + 40 + 60 + 30 + 500 + 90) / 10),
    });
    // The same instant is already April in Berlin.
    expect((await statsAt("2026-04-01T05:00:00Z", "Europe/Berlin")).completedThisMonth).toBe(0);
    expect((await statsAt("2026-02-15T12:00:00Z")).completedThisMonth).toBe(1);

    const res = await (await adminAgent(t.app)).get("/api/stats");
    expect(res.body.statusCounts).toEqual(march.statusCounts);
    expect(res.body.activeProjects).toBe(5);
  });
});

describe("the app's clock (AppDeps.now) decides 'this month' and 'today' through the routes", () => {
  it("at 05:00 UTC on 1 April it is still 31 March in Denver for stats, new projects and today's jobs", async () => {
    const clocked = await createTestApp({ deps: { now: () => new Date("2026-04-01T05:00:00Z") } });
    try {
      const agent = await adminAgent(clocked.app);
      await clocked.database.db
        .insert(projects)
        .values({ name: "Done", location: "x", status: "completed", endDate: "2026-03-31", completedAt: new Date("2026-03-31T23:00:00Z") });
      expect((await agent.get("/api/stats")).body.completedThisMonth).toBe(1);

      const created = await agent.post("/api/projects").send({ name: "New", location: "y", endDate: "2026-06-30" });
      expect(created.body.startDate).toBe("2026-03-31");

      await agent.post("/api/jobs").send({ title: "Walk", projectId: created.body.id, scheduledDate: "2026-03-31" });
      await agent.post("/api/jobs").send({ title: "Pour", projectId: created.body.id, scheduledDate: "2026-04-01" });
      const today = await agent.get("/api/jobs?date=today");
      expect(today.body.map((j: { title: string }) => j.title)).toEqual(["Walk"]);
    } finally {
      await clocked.close();
    }
  });
});
