// Projects API: list, create with the spec's messages, detail, edit, delete with its cascades and refusal, progress, team.
import { eq, sql } from "drizzle-orm";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  jobs,
  projectPhotos,
  projectProgressUpdates,
  projects,
  projectWorkers,
  safetyChecklists,
  timeEntries,
  workers,
} from "@shared/schema";
import { dayKey } from "@shared/domain/work-week";
import { emptyProjectForm, projectFormSchema } from "@/features/projects/project-form";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";

let t: TestApp;
let admin: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
});
afterAll(async () => {
  await t.close();
});

const validProject = (overrides: Record<string, unknown> = {}) => ({
  name: "Riverside Duplex",
  location: "12 River Rd, Denver",
  status: "planning",
  startDate: "2026-03-01",
  endDate: "2026-09-30",
  teamSize: 4,
  description: "Two units",
  progress: 0,
  ...overrides,
});

async function createProject(overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await admin.post("/api/projects").send(validProject(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

async function createWorker(name: string): Promise<number> {
  const [row] = await t.database.db.insert(workers).values({ name, role: "foreman", category: "carpentry" }).returning();
  return row.id;
}

describe("anonymous callers", () => {
  const routes: [string, string][] = [
    ["get", "/api/projects"],
    ["post", "/api/projects"],
    ["get", "/api/projects/1"],
    ["patch", "/api/projects/1"],
    ["delete", "/api/projects/1"],
    ["patch", "/api/projects/1/progress"],
    ["get", "/api/projects/1/progress-updates"],
    ["get", "/api/projects/1/workers"],
    ["put", "/api/projects/1/workers"],
    ["post", "/api/projects/1/workers"],
    ["delete", "/api/projects/1/workers/1"],
    ["get", "/api/projects/1/time-entries"],
  ];
  it.each(routes)("%s %s answers 401", async (method, path) => {
    const res = await (request(t.app) as any)[method](path).send(method === "get" || method === "delete" ? undefined : {});
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("unauthenticated");
  });
});

describe("POST /api/projects", () => {
  it("creates a project and answers 201 with the stored row", async () => {
    const res = await admin.post("/api/projects").send(
      validProject({ latitude: 39.7392, longitude: "-104.9903", locationRadius: 150, budget: "250000.5", estimatedHours: 1200 }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Riverside Duplex",
      status: "planning",
      startDate: "2026-03-01",
      endDate: "2026-09-30",
      teamSize: 4,
      progress: 0,
      latitude: "39.73920000",
      longitude: "-104.99030000",
      locationRadius: 150,
      budget: "250000.50",
      estimatedHours: "1200.00",
      assignedWorkerCount: 0,
    });
    expect(res.body.id).toBeGreaterThan(0);
  });

  it("defaults: status planning, progress 0, team size 0, radius 100, start date today in APP_TIME_ZONE", async () => {
    const res = await admin.post("/api/projects").send({ name: "Shed", location: "Yard", endDate: "2099-01-01" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: "planning", progress: 0, teamSize: 0, locationRadius: 100, description: null });
    expect(res.body.startDate).toBe(dayKey(new Date(), t.env.APP_TIME_ZONE));
  });

  it("trims name and location; a blank one is missing, with the spec's message and a message per field", async () => {
    const trimmed = await admin.post("/api/projects").send(validProject({ name: "  Garage  ", location: " Lot 4 " }));
    expect(trimmed.body).toMatchObject({ name: "Garage", location: "Lot 4" });

    const res = await admin.post("/api/projects").send(validProject({ name: "   ", location: undefined, endDate: undefined }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please fill in all required fields.");
    expect(res.body.fieldErrors).toEqual({
      name: ["Project name is required"],
      location: ["Location is required"],
      endDate: ["End date is required"],
    });
  });

  it("refuses an end date before the start date", async () => {
    const res = await admin.post("/api/projects").send(validProject({ startDate: "2026-05-02", endDate: "2026-05-01" }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.endDate).toEqual(["End date must be on or after the start date"]);
  });

  it("accepts an end date equal to the start date", async () => {
    const res = await admin.post("/api/projects").send(validProject({ startDate: "2026-05-02", endDate: "2026-05-02" }));
    expect(res.status).toBe(201);
  });

  it.each([
    ["latitude out of range", { latitude: 90.0001, longitude: 0 }, "latitude", "Latitude must be a number between -90 and 90"],
    ["longitude out of range", { latitude: 0, longitude: -180.5 }, "longitude", "Longitude must be a number between -180 and 180"],
    ["a NaN string latitude", { latitude: "NaN", longitude: 0 }, "latitude", "Latitude must be a number between -90 and 90"],
    ["an Infinity string", { latitude: 1, longitude: "Infinity" }, "longitude", "Longitude must be a number between -180 and 180"],
    ["a boolean latitude", { latitude: true, longitude: 0 }, "latitude", "Latitude must be a number"],
    ["one coordinate without the other", { latitude: 39.7 }, "longitude", "Give both latitude and longitude, or neither"],
    ["a radius of 0", { locationRadius: 0 }, "locationRadius", "The radius must be more than 0 metres"],
    ["a fractional radius", { locationRadius: 10.5 }, "locationRadius", "The radius must be a whole number of metres"],
    ["a radius as text", { locationRadius: "100" }, "locationRadius", "The radius must be a whole number of metres"],
    ["a negative team size", { teamSize: -1 }, "teamSize", "Team size cannot be negative"],
    ["progress over 100", { progress: 101 }, "progress", "Progress must be between 0 and 100"],
    ["fractional progress", { progress: 4.5 }, "progress", "Progress must be a whole number"],
    ["an unknown status", { status: "done" }, "status", "Choose a valid status"],
    ["a date that does not exist", { endDate: "2026-02-30" }, "endDate", "Use a real date like 2026-01-31"],
    ["a negative budget", { budget: -5 }, "budget", "Enter an amount of at least 0 with up to 2 decimals"],
    ["NaN hours", { estimatedHours: "NaN" }, "estimatedHours", "Hours must be a number from 0 to less than 100000000"],
  ])("refuses %s with 400 and the field's message", async (_label, overrides, field, message) => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(projects);
    const res = await admin.post("/api/projects").send(validProject(overrides));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    expect(res.body.fieldErrors[field]).toEqual([message]);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(projects);
    expect(after[0].n).toBe(before[0].n);
  });

  it.each(["id", "createdAt", "role", "__proto__"])("refuses the unknown or server-set field %s", async (field) => {
    const body = JSON.parse(JSON.stringify(validProject()));
    body[field] = 1;
    const res = await admin
      .post("/api/projects")
      .set("Content-Type", "application/json")
      .send(JSON.stringify(body).replace(/}$/, field === "__proto__" ? ',"__proto__":{"x":1}}' : "}"));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Unknown field/);
  });

  it("refuses a body that is not an object", async () => {
    const res = await admin.post("/api/projects").set("Content-Type", "application/json").send("[1,2]");
    expect(res.status).toBe(400);
  });

  // The form checks its inputs with the body's own field rules: the server and the form say the same thing.
  it.each([
    ["a 201-character name", { name: "x".repeat(201) }, "name", "Name can be at most 200 characters"],
    ["a 301-character location", { location: "x".repeat(301) }, "location", "Location can be at most 300 characters"],
    ["a team of 100001", { teamSize: 100_001 }, "teamSize", "Team size can be at most 100000"],
    ["a negative team size", { teamSize: -1 }, "teamSize", "Team size cannot be negative"],
    ["a 5001-character description", { description: "x".repeat(5001) }, "description", "Description can be at most 5000 characters"],
  ])("refuses %s with the message the Add Project form shows", async (_label, overrides, field, message) => {
    const res = await admin.post("/api/projects").send(validProject(overrides));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toEqual([message]);

    const form = { ...emptyProjectForm("2026-03-01"), name: "Shed", location: "Yard", endDate: "2026-09-30" };
    const typed = Object.fromEntries(Object.entries(overrides).map(([key, value]) => [key, String(value)]));
    const result = projectFormSchema.safeParse({ ...form, ...typed });
    expect(result.success).toBe(false);
    expect(result.error?.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message)).toEqual([message]);
  });

  it("accepts a 200-character name and a team of 100000", async () => {
    const res = await admin.post("/api/projects").send(validProject({ name: "x".repeat(200), teamSize: 100_000 }));
    expect(res.status).toBe(201);
  });
});

describe("GET /api/projects", () => {
  it("lists newest first with the card fields and the team size", async () => {
    const older = await createProject({ name: "Older" });
    const newer = await createProject({ name: "Newer" });
    const workerId = await createWorker("Ana Lopez");
    await admin.post(`/api/projects/${newer}/workers`).send({ workerId });
    const res = await admin.get("/api/projects");
    expect(res.status).toBe(200);
    const ids = res.body.map((p: { id: number }) => p.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    const card = res.body.find((p: { id: number }) => p.id === newer);
    expect(card).toMatchObject({ name: "Newer", location: expect.any(String), status: "planning", progress: 0, assignedWorkerCount: 1 });
    expect(Object.keys(card)).toEqual(expect.arrayContaining(["startDate", "endDate", "budget", "teamSize", "description"]));
  });
});

describe("GET /api/projects/:id", () => {
  it("answers 404 'Project not found' for an id that does not exist, 400 for one that is not a number", async () => {
    const missing = await admin.get("/api/projects/999999");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Project not found");
    for (const bad of ["abc", "1.5", "-1", "0", "1e3"]) {
      const res = await admin.get(`/api/projects/${bad}`);
      expect(res.status, bad).toBe(400);
    }
  });

  it("includes total hours over its time entries to one decimal, and the progress history newest first", async () => {
    const id = await createProject();
    const workerId = await createWorker("Ben Ortiz");
    await t.database.db.insert(timeEntries).values([
      { workerId, projectId: id, clockInTime: new Date("2026-03-02T14:00:00Z"), clockOutTime: new Date("2026-03-02T22:20:00Z"), hoursWorked: "8.33" },
      { workerId, projectId: id, clockInTime: new Date("2026-03-03T14:00:00Z"), clockOutTime: new Date("2026-03-03T18:05:00Z"), hoursWorked: "4.08" },
    ]);
    await admin.patch(`/api/projects/${id}/progress`).send({ progress: 10, notes: "Footings poured" });
    await admin.patch(`/api/projects/${id}/progress`).send({ progress: 25 });
    const res = await admin.get(`/api/projects/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.totalHours).toBe(12.4);
    expect(res.body.progress).toBe(25);
    expect(res.body.progressUpdates).toHaveLength(2);
    expect(res.body.progressUpdates[0]).toMatchObject({ previousProgress: 10, progress: 25, notes: null, createdByName: "Administrator" });
    expect(res.body.progressUpdates[1]).toMatchObject({ previousProgress: 0, progress: 10, notes: "Footings poured" });
  });

  it("reports 0 hours for a project without entries", async () => {
    const id = await createProject();
    const res = await admin.get(`/api/projects/${id}`);
    expect(res.body.totalHours).toBe(0);
    expect(res.body.progressUpdates).toEqual([]);
  });
});

describe("PATCH /api/projects/:id", () => {
  it("edits any subset of fields, including the site coordinates, radius, budget and hours", async () => {
    const id = await createProject();
    const res = await admin.patch(`/api/projects/${id}`).send({
      name: "Riverside Duplex II",
      status: "in-progress",
      latitude: -33.8688,
      longitude: 151.2093,
      locationRadius: 250,
      budget: 1000,
      estimatedHours: "80.5",
      teamSize: 7,
      description: "  ",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: "Riverside Duplex II",
      status: "in-progress",
      latitude: "-33.86880000",
      longitude: "151.20930000",
      locationRadius: 250,
      budget: "1000.00",
      estimatedHours: "80.50",
      teamSize: 7,
      description: null,
      location: "12 River Rd, Denver",
    });
    const cleared = await admin.patch(`/api/projects/${id}`).send({ latitude: null, longitude: null, budget: null });
    expect(cleared.body).toMatchObject({ latitude: null, longitude: null, budget: null });
  });

  it("checks the end date against the stored start date", async () => {
    const id = await createProject({ startDate: "2026-03-01", endDate: "2026-04-01" });
    const res = await admin.patch(`/api/projects/${id}`).send({ endDate: "2026-02-01" });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.endDate).toEqual(["End date must be on or after the start date"]);
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, id));
    expect(row.endDate).toBe("2026-04-01");
  });

  it("refuses one coordinate when the other is not stored", async () => {
    const id = await createProject();
    const res = await admin.patch(`/api/projects/${id}`).send({ latitude: 10 });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.longitude).toEqual(["Give both latitude and longitude, or neither"]);
  });

  it("records a progress change made through the edit in the history", async () => {
    const id = await createProject();
    await admin.patch(`/api/projects/${id}`).send({ progress: 40 });
    const history = await admin.get(`/api/projects/${id}/progress-updates`);
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({ previousProgress: 0, progress: 40 });
  });

  it("refuses unknown fields, blank names, empty bodies and wrong types; 404 for a missing project", async () => {
    const id = await createProject();
    expect((await admin.patch(`/api/projects/${id}`).send({ id: 5 })).status).toBe(400);
    expect((await admin.patch(`/api/projects/${id}`).send({ name: " " })).body.fieldErrors.name).toEqual(["Project name is required"]);
    expect((await admin.patch(`/api/projects/${id}`).send({})).body.message).toBe("Send at least one field to change");
    expect((await admin.patch(`/api/projects/${id}`).send({ teamSize: "3" })).status).toBe(400);
    const missing = await admin.patch("/api/projects/999999").send({ name: "X" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Project not found");
    expect((await admin.patch("/api/projects/x").send({ name: "X" })).status).toBe(400);
  });
});

describe("PATCH /api/projects/:id/progress", () => {
  it("sets progress, trims notes and writes the history row with the previous value", async () => {
    const id = await createProject();
    const res = await admin.patch(`/api/projects/${id}/progress`).send({ progress: 65, notes: "  Framing done  " });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, progress: 65 });
    const rows = await t.database.db.select().from(projectProgressUpdates).where(eq(projectProgressUpdates.projectId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ previousProgress: 0, progress: 65, notes: "Framing done" });
    expect(rows[0].createdBy).toBeGreaterThan(0);
  });

  it("stores blank notes as none and accepts the bounds 0 and 100", async () => {
    const id = await createProject();
    expect((await admin.patch(`/api/projects/${id}/progress`).send({ progress: 100, notes: "   " })).status).toBe(200);
    expect((await admin.patch(`/api/projects/${id}/progress`).send({ progress: 0 })).status).toBe(200);
    const history = await admin.get(`/api/projects/${id}/progress-updates`);
    expect(history.body.map((u: { progress: number }) => u.progress)).toEqual([0, 100]);
    expect(history.body[1].notes).toBeNull();
  });

  it.each([[-1], [101], [4.5], ["50"], [null], [Number.NaN]])("refuses progress %s with 400 and writes nothing", async (progress) => {
    const id = await createProject();
    const res = await admin.patch(`/api/projects/${id}/progress`).send({ progress });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.progress).toEqual(["Progress must be a whole number from 0 to 100"]);
    const rows = await t.database.db.select().from(projectProgressUpdates).where(eq(projectProgressUpdates.projectId, id));
    expect(rows).toHaveLength(0);
  });

  it("refuses unknown fields and answers 404 for a missing project", async () => {
    const id = await createProject();
    expect((await admin.patch(`/api/projects/${id}/progress`).send({ progress: 5, status: "completed" })).status).toBe(400);
    const missing = await admin.patch("/api/projects/999999/progress").send({ progress: 5 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Project not found");
    expect((await admin.get("/api/projects/999999/progress-updates")).status).toBe(404);
  });
});

describe("team", () => {
  it("adds, lists, replaces and removes workers; adding twice and removing twice are fine", async () => {
    const id = await createProject();
    const [a, b, c] = [await createWorker("Carla Diaz"), await createWorker("Ahmed Khan"), await createWorker("Bo Chen")];
    expect((await admin.get(`/api/projects/${id}/workers`)).body).toEqual([]);

    const added = await admin.post(`/api/projects/${id}/workers`).send({ workerId: a });
    expect(added.status).toBe(200);
    expect(added.body).toEqual([expect.objectContaining({ id: a, name: "Carla Diaz", role: "foreman", category: "carpentry" })]);
    expect((await admin.post(`/api/projects/${id}/workers`).send({ workerId: a })).status).toBe(200);

    const replaced = await admin.put(`/api/projects/${id}/workers`).send({ workerIds: [b, c, b] });
    expect(replaced.status).toBe(200);
    expect(replaced.body.map((w: { name: string }) => w.name)).toEqual(["Ahmed Khan", "Bo Chen"]);

    expect((await admin.delete(`/api/projects/${id}/workers/${b}`)).status).toBe(204);
    expect((await admin.delete(`/api/projects/${id}/workers/${b}`)).status).toBe(204);
    const listed = await admin.get(`/api/projects/${id}/workers`);
    expect(listed.body.map((w: { id: number }) => w.id)).toEqual([c]);

    expect((await admin.put(`/api/projects/${id}/workers`).send({ workerIds: [] })).body).toEqual([]);
  });

  it("a PUT naming an unknown worker fails with 400 naming it and leaves the old team whole (no partial write)", async () => {
    const id = await createProject();
    const [a, b] = [await createWorker("Dee Park"), await createWorker("Eli Stone")];
    await admin.put(`/api/projects/${id}/workers`).send({ workerIds: [a] });

    // The delete of the old team runs first; the insert then fails on the unknown id and must undo it.
    const res = await admin.put(`/api/projects/${id}/workers`).send({ workerIds: [b, 987654, 987655] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Unknown worker id(s): 987654, 987655");
    const rows = await t.database.db.select().from(projectWorkers).where(eq(projectWorkers.projectId, id));
    expect(rows.map((r) => r.workerId)).toEqual([a]);
  });

  it("validates bodies and ids and answers 404 for a missing project", async () => {
    const id = await createProject();
    expect((await admin.post(`/api/projects/${id}/workers`).send({ workerId: 987654 })).body.message).toBe("Unknown worker id(s): 987654");
    expect((await admin.post(`/api/projects/${id}/workers`).send({ workerId: "1" })).status).toBe(400);
    expect((await admin.post(`/api/projects/${id}/workers`).send({ workerId: 1, role: "x" })).status).toBe(400);
    expect((await admin.put(`/api/projects/${id}/workers`).send({ workerIds: "1,2" })).status).toBe(400);
    expect((await admin.put(`/api/projects/${id}/workers`).send({ workerIds: [1.5] })).status).toBe(400);
    expect((await admin.put(`/api/projects/${id}/workers`).send({})).status).toBe(400);
    expect((await admin.delete(`/api/projects/${id}/workers/abc`)).status).toBe(400);
    const worker = await createWorker("Fay Moss");
    for (const res of [
      await admin.get("/api/projects/999999/workers"),
      await admin.put("/api/projects/999999/workers").send({ workerIds: [worker] }),
      await admin.post("/api/projects/999999/workers").send({ workerId: worker }),
      await admin.delete(`/api/projects/999999/workers/${worker}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Project not found");
    }
  });
});

describe("GET /api/projects/:id/time-entries", () => {
  it("lists the project's entries newest first with the worker's name, 5 by default, up to ?limit", async () => {
    const id = await createProject();
    const workerId = await createWorker("Gus Reyes");
    const other = await createProject();
    await t.database.db.insert(timeEntries).values([
      ...Array.from({ length: 7 }, (_, i) => ({
        workerId,
        projectId: id,
        clockInTime: new Date(Date.UTC(2026, 2, 2 + i, 14)),
        clockOutTime: new Date(Date.UTC(2026, 2, 2 + i, 22)),
        hoursWorked: "8.00",
        isLocationVerified: i % 2 === 0,
      })),
      { workerId, projectId: other, clockInTime: new Date(Date.UTC(2026, 2, 20, 14)), clockOutTime: new Date(Date.UTC(2026, 2, 20, 15)) },
    ]);
    const res = await admin.get(`/api/projects/${id}/time-entries`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(5);
    expect(res.body[0]).toMatchObject({ workerName: "Gus Reyes", hoursWorked: "8.00", isLocationVerified: true, projectId: id });
    expect(new Date(res.body[0].clockInTime).toISOString()).toBe("2026-03-08T14:00:00.000Z");
    expect((await admin.get(`/api/projects/${id}/time-entries?limit=100`)).body).toHaveLength(7);
    for (const bad of ["0", "101", "abc", "2.5"]) {
      expect((await admin.get(`/api/projects/${id}/time-entries?limit=${bad}`)).status, bad).toBe(400);
    }
    expect((await admin.get(`/api/projects/${id}/time-entries?workerId=1`)).status).toBe(400);
    expect((await admin.get("/api/projects/999999/time-entries")).status).toBe(404);
  });
});

describe("DELETE /api/projects/:id", () => {
  it("removes the project with its jobs, photos, team rows, checklists and progress history", async () => {
    const id = await createProject();
    const workerId = await createWorker("Hal Ng");
    await admin.post(`/api/projects/${id}/workers`).send({ workerId });
    await admin.patch(`/api/projects/${id}/progress`).send({ progress: 5 });
    const { db } = t.database;
    await db.insert(jobs).values({ title: "Dig", projectId: id, scheduledDate: "2026-03-03" });
    await db.insert(projectPhotos).values({
      projectId: id,
      filename: "a.png",
      originalName: "a.png",
      uploadedBy: "admin",
      fileSize: 1,
      mimeType: "image/png",
      data: "data:image/png;base64,AA==",
    });
    await db.insert(safetyChecklists).values({ projectId: id, checklistType: "daily", title: "Daily walk" });

    const res = await admin.delete(`/api/projects/${id}`);
    expect(res.status).toBe(204);
    const count = async (table: typeof jobs | typeof projectPhotos | typeof projectWorkers | typeof safetyChecklists | typeof projectProgressUpdates) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.projectId, id)))[0].n;
    expect(await count(jobs)).toBe(0);
    expect(await count(projectPhotos)).toBe(0);
    expect(await count(projectWorkers)).toBe(0);
    expect(await count(safetyChecklists)).toBe(0);
    expect(await count(projectProgressUpdates)).toBe(0);
    expect((await admin.get(`/api/projects/${id}`)).status).toBe(404);
    expect((await db.select().from(workers).where(eq(workers.id, workerId))).length).toBe(1);
  });

  it("refuses with 409 when the project has time entries, and keeps everything", async () => {
    const id = await createProject();
    const workerId = await createWorker("Ivy Tran");
    await t.database.db.insert(jobs).values({ title: "Frame", projectId: id, scheduledDate: "2026-03-03" });
    await t.database.db.insert(timeEntries).values({ workerId, projectId: id, clockInTime: new Date("2026-03-03T15:00:00Z") });
    const res = await admin.delete(`/api/projects/${id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This project has time entries, which payroll needs. Mark it completed instead.");
    expect((await admin.get(`/api/projects/${id}`)).status).toBe(200);
    expect((await t.database.db.select().from(jobs).where(eq(jobs.projectId, id))).length).toBe(1);
  });

  it("is for admins only: a signed-in user gets 403 and the project stays", async () => {
    const id = await createProject();
    const email = uniqueEmail("office");
    await createActiveUser(t, email);
    const user = await userAgent(t, email);
    const res = await user.delete(`/api/projects/${id}`);
    expect(res.status).toBe(403);
    expect((await admin.get(`/api/projects/${id}`)).status).toBe(200);
  });

  it("answers 404 for a missing project and 400 for a bad id", async () => {
    const missing = await admin.delete("/api/projects/999999");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Project not found");
    expect((await admin.delete("/api/projects/nope")).status).toBe(400);
  });
});

describe("text PostgreSQL cannot store", () => {
  it("refuses a NUL character with 400 instead of failing in the database", async () => {
    const id = await createProject();
    const attempts = [
      await admin.post("/api/projects").send(validProject({ name: "Duplex\u0000" })),
      await admin.post("/api/projects").send(validProject({ description: "a\u0000b" })),
      await admin.patch(`/api/projects/${id}`).send({ location: "\u0000x" }),
      await admin.patch(`/api/projects/${id}/progress`).send({ progress: 5, notes: "n\u0000" }),
      await admin.post("/api/jobs").send({ title: "T\u0000", projectId: id, scheduledDate: "2026-03-01" }),
      await admin.post("/api/jobs").send({ title: "T", description: "\u0000", projectId: id, scheduledDate: "2026-03-01" }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Text cannot contain NUL characters");
    }
  });
});
