// Jobs API: list (all, one day, "today" in APP_TIME_ZONE, a range), create with assigned workers, edit, status, delete.
import { eq } from "drizzle-orm";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, projects, workers } from "@shared/schema";
import { addDays, dayKey } from "@shared/domain/work-week";
import { createJobsRepo } from "../../server/modules/jobs/jobs.repo";
import { createJobsService } from "../../server/modules/jobs/jobs.service";
import { adminAgent, createTestApp, type TestApp } from "../support/app";

let t: TestApp;
let admin: TestAgent;
let projectId: number;
let otherProjectId: number;
let ana: number;
let ben: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
  const rows = await t.database.db
    .insert(projects)
    .values([
      { name: "Riverside Duplex", location: "Denver" },
      { name: "Cherry Creek Office", location: "Denver" },
    ])
    .returning();
  [projectId, otherProjectId] = rows.map((r) => r.id);
  const crew = await t.database.db
    .insert(workers)
    .values([
      { name: "Ana Lopez", role: "foreman", category: "carpentry" },
      { name: "Ben Ortiz", role: "inhouse", category: "electrical" },
    ])
    .returning();
  [ana, ben] = crew.map((w) => w.id);
});
afterAll(async () => {
  await t.close();
});

const job = (overrides: Record<string, unknown> = {}) => ({
  title: "Frame north wall",
  projectId,
  scheduledDate: "2026-03-10",
  scheduledTime: "07:30",
  estimatedHours: 6,
  priority: "high",
  status: "scheduled",
  description: "Bring the nail guns",
  assignedWorkerIds: [ana],
  ...overrides,
});

async function createJob(overrides: Record<string, unknown> = {}) {
  const res = await admin.post("/api/jobs").send(job(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe("anonymous callers", () => {
  it.each([
    ["get", "/api/jobs"],
    ["post", "/api/jobs"],
    ["patch", "/api/jobs/1"],
    ["patch", "/api/jobs/1/status"],
    ["delete", "/api/jobs/1"],
  ])("%s %s answers 401", async (method, path) => {
    const res = await (request(t.app) as any)[method](path).send(method === "get" || method === "delete" ? undefined : {});
    expect(res.status).toBe(401);
  });
});

describe("POST /api/jobs", () => {
  it("creates a job and answers with the project name, the workers and the single-worker reading", async () => {
    const body = await createJob({ assignedWorkerIds: [ben, ana, ben] });
    expect(body).toMatchObject({
      title: "Frame north wall",
      projectId,
      projectName: "Riverside Duplex",
      scheduledDate: "2026-03-10",
      scheduledTime: "07:30",
      estimatedHours: "6.00",
      priority: "high",
      status: "scheduled",
      description: "Bring the nail guns",
      assignedWorkerIds: [ben, ana],
      assignedWorkerId: ben,
      assignedWorkers: [
        { id: ben, name: "Ben Ortiz" },
        { id: ana, name: "Ana Lopez" },
      ],
    });
  });

  it("defaults status to scheduled and priority to medium; no workers means assignedWorkerId null", async () => {
    const body = await createJob({ status: undefined, priority: undefined, assignedWorkerIds: undefined, scheduledTime: undefined, estimatedHours: undefined, description: undefined });
    expect(body).toMatchObject({ status: "scheduled", priority: "medium", assignedWorkerIds: [], assignedWorkerId: null, scheduledTime: null, estimatedHours: null });
  });

  it("folds the assignedWorkerId shorthand into assignedWorkerIds, first", async () => {
    const only = await createJob({ assignedWorkerIds: undefined, assignedWorkerId: ben });
    expect(only.assignedWorkerIds).toEqual([ben]);
    const both = await createJob({ assignedWorkerIds: [ana, ben], assignedWorkerId: ben });
    expect(both.assignedWorkerIds).toEqual([ben, ana]);
    expect(both.assignedWorkerId).toBe(ben);
  });

  it("refuses an unknown project with a clear 400 and unknown workers with 400 naming them; nothing is stored", async () => {
    const before = (await t.database.db.select().from(jobs)).length;
    const project = await admin.post("/api/jobs").send(job({ projectId: 987654 }));
    expect(project.status).toBe(400);
    expect(project.body.message).toBe("Choose an existing project");
    expect(project.body.fieldErrors.projectId).toEqual(["Project not found"]);
    const crew = await admin.post("/api/jobs").send(job({ assignedWorkerIds: [ana, 987654] }));
    expect(crew.status).toBe(400);
    expect(crew.body.message).toBe("Unknown worker id(s): 987654");
    expect((await t.database.db.select().from(jobs)).length).toBe(before);
  });

  it.each([
    ["a missing title", { title: "  " }, "title", "Title is required"],
    ["a time that is not HH:mm", { scheduledTime: "7:30" }, "scheduledTime", "Use a time like 07:30 (24-hour HH:mm)"],
    ["a time past midnight", { scheduledTime: "24:00" }, "scheduledTime", "Use a time like 07:30 (24-hour HH:mm)"],
    ["a date that does not exist", { scheduledDate: "2026-13-01" }, "scheduledDate", "Use a real date like 2026-01-31"],
    ["a missing date", { scheduledDate: undefined }, "scheduledDate", "Scheduled date is required"],
    ["a project id as text", { projectId: "1" }, "projectId", "Choose a project"],
    ["an unknown priority", { priority: "urgent" }, "priority", "Priority must be high, medium or low"],
    ["an unknown status", { status: "done" }, "status", "Status must be scheduled, in-progress, completed or cancelled"],
    ["NaN hours", { estimatedHours: "NaN" }, "estimatedHours", "Hours must be a number from 0 to less than 10000"],
    ["too many hours for the column", { estimatedHours: 10000 }, "estimatedHours", "Hours must be a number from 0 to less than 10000"],
    ["worker ids that are not integers", { assignedWorkerIds: [1.5] }, "assignedWorkerIds.0", "Worker ids must be whole numbers"],
  ])("refuses %s with 400", async (_label, overrides, field, message) => {
    const res = await admin.post("/api/jobs").send(job(overrides));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toEqual([message]);
  });

  it("refuses unknown fields", async () => {
    const res = await admin.post("/api/jobs").send(job({ id: 3, createdAt: "2026-01-01" }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Unknown field(s): id, createdAt");
  });
});

describe("GET /api/jobs", () => {
  it("lists every job by date then time; a day filter; an inclusive range; 'today' in APP_TIME_ZONE", async () => {
    const today = dayKey(new Date(), t.env.APP_TIME_ZONE);
    const late = await createJob({ title: "Late", scheduledDate: "2030-01-02", scheduledTime: "15:00", projectId: otherProjectId });
    const early = await createJob({ title: "Early", scheduledDate: "2030-01-02", scheduledTime: "06:15" });
    const untimed = await createJob({ title: "Any time", scheduledDate: "2030-01-02", scheduledTime: null });
    const nextDay = await createJob({ title: "Next day", scheduledDate: "2030-01-03", scheduledTime: "05:00" });
    const edge = await createJob({ title: "Range end", scheduledDate: "2030-01-09" });
    const outside = await createJob({ title: "Outside", scheduledDate: "2030-01-10" });
    const todays = await createJob({ title: "Today's", scheduledDate: today });
    const tomorrows = await createJob({ title: "Tomorrow's", scheduledDate: addDays(today, 1) });

    const all = await admin.get("/api/jobs");
    expect(all.status).toBe(200);
    const order = all.body.map((j: { id: number }) => j.id);
    expect(order.indexOf(early.id)).toBeLessThan(order.indexOf(late.id));
    expect(order.indexOf(late.id)).toBeLessThan(order.indexOf(untimed.id));
    expect(order.indexOf(untimed.id)).toBeLessThan(order.indexOf(nextDay.id));
    for (let i = 1; i < all.body.length; i++) expect(all.body[i - 1].scheduledDate <= all.body[i].scheduledDate).toBe(true);

    const day = await admin.get("/api/jobs?date=2030-01-02");
    expect(day.body.map((j: { title: string }) => j.title)).toEqual(["Early", "Late", "Any time"]);
    expect(day.body[1]).toMatchObject({ projectName: "Cherry Creek Office" });

    const range = await admin.get("/api/jobs?from=2030-01-03&to=2030-01-09");
    expect(range.body.map((j: { id: number }) => j.id)).toEqual([nextDay.id, edge.id]);
    expect(range.body.map((j: { id: number }) => j.id)).not.toContain(outside.id);

    const now = await admin.get("/api/jobs?date=today");
    expect(now.body.map((j: { id: number }) => j.id)).toContain(todays.id);
    expect(now.body.map((j: { id: number }) => j.id)).not.toContain(tomorrows.id);
  });

  it.each([
    ["date=2026-02-30", "date"],
    ["date=yesterday", "date"],
    ["date=", "date"],
    ["from=2026-01-01", "to"],
    ["to=2026-01-01", "from"],
    ["from=2026-01-10&to=2026-01-09", "to"],
    ["from=2026-01-01&to=2027-01-02", "to"],
    ["date=today&from=2026-01-01&to=2026-01-02", "date"],
    ["sort=title", "_"],
    ["date=2026-01-01&date=2026-01-02", "date"],
  ])("refuses ?%s with 400", async (query, field) => {
    const res = await admin.get(`/api/jobs?${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toContain(field);
  });

  it("accepts a range of exactly 366 days", async () => {
    expect((await admin.get("/api/jobs?from=2028-01-01&to=2028-12-31")).status).toBe(200);
  });
});

describe("'today' follows the company's clock and zone", () => {
  it("at 01:30 UTC on 2 Jan it is still 1 Jan in Denver", async () => {
    const service = createJobsService(createJobsRepo(t.database.db), {
      timeZone: "America/Denver",
      now: () => new Date("2031-01-02T01:30:00Z"),
      scopes: t.services.scopes,
    });
    const [first, second] = [await createJob({ title: "Jan 1", scheduledDate: "2031-01-01" }), await createJob({ title: "Jan 2", scheduledDate: "2031-01-02" })];
    const today = await service.list({ date: "today" }, { role: "user", workerId: null });
    expect(today.map((j) => j.id)).toEqual([first.id]);
    expect(today.map((j) => j.id)).not.toContain(second.id);
  });
});

describe("PATCH /api/jobs/:id and /status", () => {
  it("edits any subset, including the assigned workers and the project", async () => {
    const created = await createJob();
    const res = await admin.patch(`/api/jobs/${created.id}`).send({ title: "Frame south wall", assignedWorkerId: ben, projectId: otherProjectId, scheduledTime: "13:45" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: "Frame south wall", assignedWorkerIds: [ben], assignedWorkerId: ben, projectName: "Cherry Creek Office", scheduledTime: "13:45", priority: "high" });
    const cleared = await admin.patch(`/api/jobs/${created.id}`).send({ assignedWorkerIds: [] });
    expect(cleared.body).toMatchObject({ assignedWorkerIds: [], assignedWorkerId: null, assignedWorkers: [] });
  });

  it("refuses bad patches and unknown references; 404 for a missing job", async () => {
    const created = await createJob();
    expect((await admin.patch(`/api/jobs/${created.id}`).send({})).body.message).toBe("Send at least one field to change");
    expect((await admin.patch(`/api/jobs/${created.id}`).send({ createdAt: "x" })).status).toBe(400);
    expect((await admin.patch(`/api/jobs/${created.id}`).send({ projectId: 987654 })).body.message).toBe("Choose an existing project");
    expect((await admin.patch(`/api/jobs/${created.id}`).send({ assignedWorkerIds: [987654] })).body.message).toBe("Unknown worker id(s): 987654");
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, created.id));
    expect(row).toMatchObject({ projectId, assignedWorkerIds: [ana] });
    const missing = await admin.patch("/api/jobs/987654").send({ title: "x" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Job not found");
    expect((await admin.patch("/api/jobs/abc").send({ title: "x" })).status).toBe(400);
  });

  it("changes the status alone", async () => {
    const created = await createJob();
    const res = await admin.patch(`/api/jobs/${created.id}/status`).send({ status: "in-progress" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, status: "in-progress", title: created.title });
    expect((await admin.patch(`/api/jobs/${created.id}/status`).send({ status: "finished" })).status).toBe(400);
    expect((await admin.patch(`/api/jobs/${created.id}/status`).send({ status: "completed", title: "x" })).status).toBe(400);
    expect((await admin.patch("/api/jobs/987654/status").send({ status: "completed" })).status).toBe(404);
  });
});

describe("DELETE /api/jobs/:id", () => {
  it("deletes, then 404; 400 for a bad id", async () => {
    const created = await createJob();
    expect((await admin.delete(`/api/jobs/${created.id}`)).status).toBe(204);
    const again = await admin.delete(`/api/jobs/${created.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Job not found");
    expect((await admin.delete("/api/jobs/-3")).status).toBe(400);
  });
});
