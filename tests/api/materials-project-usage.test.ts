// GET /api/projects/:id/material-usage: what a project used of each material, read from its stock movements
// ('used' less 'returned', with their cost), never counting received or adjusted movements or other projects.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { materialTransactions, projects } from "@shared/schema";
import type { ProjectMaterialUsageView } from "@shared/api/materials";
import { createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";

let t: TestApp;
let user: Awaited<ReturnType<typeof userAgent>>;

beforeAll(async () => {
  t = await createTestApp();
  const email = uniqueEmail("usage");
  await createActiveUser(t, email);
  user = await userAgent(t, email);
});
afterAll(async () => {
  await t.close();
});

async function createProject(name: string): Promise<number> {
  const [row] = await t.database.db.insert(projects).values({ name, location: "Denver, CO" }).returning({ id: projects.id });
  return row.id;
}

async function createMaterial(body: Record<string, unknown>): Promise<number> {
  const res = await user.post("/api/materials").send({ category: "Concrete", unit: "bags", currentStock: 200, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

async function move(materialId: number, body: Record<string, unknown>) {
  const res = await user.post(`/api/materials/${materialId}/transactions`).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

const usageOf = async (projectId: number): Promise<ProjectMaterialUsageView[]> => {
  const res = await user.get(`/api/projects/${projectId}/material-usage`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe("GET /api/projects/:id/material-usage", () => {
  it("sums each material's uses less its returns on this project, with cost, by material name", async () => {
    const project = await createProject("Central Park Rec Center");
    const other = await createProject("Wash Park Remodel");
    const cement = await createMaterial({ name: "Portland Cement", unitCost: "12.50" });
    const rebar = await createMaterial({ name: "#4 Rebar", category: "Hardware", unit: "pieces", unitCost: "8.75" });

    await move(cement, { transactionType: "used", quantity: 10, projectId: project });
    await move(cement, { transactionType: "used", quantity: 4, projectId: project, unitCost: 14 });
    await move(cement, { transactionType: "returned", quantity: 3, projectId: project });
    await move(rebar, { transactionType: "used", quantity: 160, projectId: project });
    // None of these is this project's use.
    await move(cement, { transactionType: "used", quantity: 7, projectId: other });
    await move(cement, { transactionType: "received", quantity: 50, projectId: project });
    await move(rebar, { transactionType: "adjusted", quantity: -2, projectId: project });
    await move(rebar, { transactionType: "used", quantity: 5 });

    const usage = await usageOf(project);
    expect(usage.map((row) => row.materialName)).toEqual(["#4 Rebar", "Portland Cement"]);
    expect(usage[1]).toMatchObject({
      materialId: cement,
      category: "Concrete",
      unit: "bags",
      usedQuantity: 14,
      returnedQuantity: 3,
      netQuantity: 11,
      // 10 x 12.50 + 4 x 14.00 - 3 x 12.50
      netCost: "143.50",
      movementCount: 3,
    });
    expect(usage[0]).toMatchObject({ materialId: rebar, usedQuantity: 160, returnedQuantity: 0, netQuantity: 160, netCost: "1400.00", movementCount: 1 });
    expect(Number.isNaN(Date.parse(usage[0].lastMovementAt))).toBe(false);

    expect((await usageOf(other))[0]).toMatchObject({ materialId: cement, netQuantity: 7, netCost: "87.50" });
  });

  it("counts movements whose project has no estimate row (movements written before estimates existed, like the demo's)", async () => {
    const project = await createProject("RiNo Lofts");
    const osb = await createMaterial({ name: "OSB Sheathing", category: "Lumber", unit: "sheets", unitCost: "21.40" });
    await t.database.db.insert(materialTransactions).values({
      materialId: osb,
      projectId: project,
      transactionType: "used",
      quantity: 96,
      unitCost: "21.40",
      totalCost: "2054.40",
      notes: "Level 5 floor sheathing",
    });
    expect((await user.get(`/api/projects/${project}/materials`)).body).toEqual([]);
    expect(await usageOf(project)).toMatchObject([{ materialName: "OSB Sheathing", netQuantity: 96, netCost: "2054.40" }]);
  });

  it("has no cost when no movement was priced, and is empty for a project that used nothing", async () => {
    const project = await createProject("Highlands Duplex");
    const gloves = await createMaterial({ name: "Work Gloves", category: "Safety", unit: "boxes", unitCost: null });
    await move(gloves, { transactionType: "used", quantity: 2, projectId: project });
    expect(await usageOf(project)).toMatchObject([{ netQuantity: 2, netCost: null }]);
    expect(await usageOf(await createProject("Empty lot"))).toEqual([]);
  });

  it("answers 404 for a project that does not exist, 400 for a bad id, 401 when signed out", async () => {
    const missing = await user.get("/api/projects/999999/material-usage");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Project not found");
    expect((await user.get("/api/projects/abc/material-usage")).status).toBe(400);
    expect((await request(t.app).get("/api/projects/1/material-usage")).status).toBe(401);
  });
});
