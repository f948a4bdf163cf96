// Stock movements: stock changes only with a recorded movement, never below zero (also under concurrency), all or nothing,
// and a project's use of a material shows as estimated vs actual with cost.
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { materials, materialTransactions, projectMaterials, projects } from "@shared/schema";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;
let user: Awaited<ReturnType<typeof userAgent>>;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
  const email = uniqueEmail("stock");
  await createActiveUser(t, email);
  user = await userAgent(t, email);
  projectId = await createProject("RiNo Lofts");
});
afterAll(async () => {
  await t.close();
});

async function createProject(name: string): Promise<number> {
  const [row] = await t.database.db.insert(projects).values({ name, location: "Denver, CO" }).returning({ id: projects.id });
  return row.id;
}

async function createMaterial(body: Record<string, unknown> = {}) {
  const res = await user.post("/api/materials").send({
    name: "Portland Cement",
    category: "Concrete",
    unit: "bags",
    unitCost: 12.5,
    currentStock: 12,
    minStockLevel: 5,
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; currentStock: number };
}

const move = (materialId: number, body: Record<string, unknown>, agent = user) =>
  agent.post(`/api/materials/${materialId}/transactions`).send(body);

async function stockOf(materialId: number): Promise<number> {
  const [row] = await t.database.db.select({ s: materials.currentStock }).from(materials).where(eq(materials.id, materialId));
  return row.s;
}

async function movementCount(materialId: number): Promise<number> {
  return (await t.database.db.select().from(materialTransactions).where(eq(materialTransactions.materialId, materialId))).length;
}

async function projectRow(pid: number, materialId: number) {
  const [row] = await t.database.db
    .select()
    .from(projectMaterials)
    .where(eq(projectMaterials.projectId, pid))
    .then((rows) => rows.filter((r) => r.materialId === materialId));
  return row;
}

describe("POST /api/materials/:id/transactions", () => {
  it("receives stock: adds the quantity, prices it at the material's unit cost, answers with the movement and the material", async () => {
    const material = await createMaterial();
    const res = await move(material.id, { transactionType: "received", quantity: 30, notes: "PO 2231" });
    expect(res.status).toBe(201);
    expect(res.body.transaction).toMatchObject({
      materialId: material.id,
      transactionType: "received",
      quantity: 30,
      stockChange: 30,
      unitCost: "12.50",
      totalCost: "375.00",
      notes: "PO 2231",
      projectId: null,
      projectName: null,
      createdByName: "Casey Builder",
    });
    expect(res.body.material).toMatchObject({ id: material.id, currentStock: 42, stockStatus: "In Stock", totalValue: "525.00" });
    expect(await stockOf(material.id)).toBe(42);
  });

  it("takes a given unit cost instead of the material's", async () => {
    const material = await createMaterial();
    const res = await move(material.id, { transactionType: "received", quantity: 4, unitCost: "11.75" });
    expect(res.body.transaction).toMatchObject({ unitCost: "11.75", totalCost: "47.00" });
    expect(res.body.material.unitCost).toBe("12.50");
  });

  it("leaves the cost empty when neither the movement nor the material has one", async () => {
    const material = await createMaterial({ unitCost: null });
    const res = await move(material.id, { transactionType: "received", quantity: 4 });
    expect(res.body.transaction).toMatchObject({ unitCost: null, totalCost: null });
  });

  it("uses stock; returned stock comes back; an adjustment is signed", async () => {
    const material = await createMaterial();
    expect((await move(material.id, { transactionType: "used", quantity: 5 })).body.material.currentStock).toBe(7);
    expect((await move(material.id, { transactionType: "returned", quantity: 2 })).body.material.currentStock).toBe(9);
    const down = await move(material.id, { transactionType: "adjusted", quantity: -4, notes: "Recount: 4 bags split" });
    expect(down.body.transaction).toMatchObject({ quantity: -4, stockChange: -4, totalCost: "50.00" });
    expect(down.body.material.currentStock).toBe(5);
    expect((await move(material.id, { transactionType: "adjusted", quantity: 3 })).body.material.currentStock).toBe(8);
    expect(await stockOf(material.id)).toBe(8);
  });

  it("refuses a use that would take stock below zero, with the spec-style message, and changes nothing", async () => {
    const material = await createMaterial();
    const res = await move(material.id, { transactionType: "used", quantity: 13 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("conflict");
    expect(res.body.message).toBe("Not enough stock: only 12 bags of Portland Cement left.");
    expect(await stockOf(material.id)).toBe(12);
    expect(await movementCount(material.id)).toBe(1);
  });

  it("refuses a negative adjustment below zero, and says '1 bag' for one", async () => {
    const material = await createMaterial({ currentStock: 1 });
    const res = await move(material.id, { transactionType: "adjusted", quantity: -2 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Not enough stock: only 1 bag of Portland Cement left.");
    expect(await stockOf(material.id)).toBe(1);
  });

  it("allows using exactly the stock left, down to 0 and Low Stock", async () => {
    const material = await createMaterial();
    const res = await move(material.id, { transactionType: "used", quantity: 12 });
    expect(res.status).toBe(201);
    expect(res.body.material).toMatchObject({ currentStock: 0, stockStatus: "Low Stock" });
    expect((await move(material.id, { transactionType: "used", quantity: 1 })).status).toBe(409);
  });

  it("20 concurrent uses of 1 against a stock of 10: exactly 10 succeed, stock ends at 0, 10 uses stored", async () => {
    const material = await createMaterial({ currentStock: 10 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => move(material.id, { transactionType: "used", quantity: 1, projectId })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    expect(await stockOf(material.id)).toBe(0);
    const rows = await t.database.db.select().from(materialTransactions).where(eq(materialTransactions.materialId, material.id));
    expect(rows.filter((r) => r.transactionType === "used")).toHaveLength(10);
    expect(await projectRow(projectId, material.id)).toMatchObject({ actualQuantity: 10, actualCost: "125.00" });
  });

  it("a movement for a project that does not exist fails as a whole: 404, no stock change, no row (QUALITY 28)", async () => {
    const material = await createMaterial();
    const res = await move(material.id, { transactionType: "used", quantity: 3, projectId: 999_999 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Project not found");
    expect(res.body.fieldErrors).toEqual({ projectId: ["Project not found"] });
    expect(await stockOf(material.id)).toBe(12);
    expect(await movementCount(material.id)).toBe(1);
    expect(await projectRow(999_999, material.id)).toBeUndefined();
  });

  it("a refused return rolls back the stock it had already added (QUALITY 28)", async () => {
    const material = await createMaterial();
    const res = await move(material.id, { transactionType: "returned", quantity: 2, projectId });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "Only 0 bags of Portland Cement were used on this project, so no more than that can be returned from it.",
    );
    expect(await stockOf(material.id)).toBe(12);
    expect(await movementCount(material.id)).toBe(1);
  });

  it("answers 404 for a material that does not exist and 400 for a bad id", async () => {
    const missing = await move(999_999, { transactionType: "received", quantity: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Material not found");
    expect((await user.post("/api/materials/abc/transactions").send({ transactionType: "received", quantity: 1 })).status).toBe(400);
  });

  it.each([
    [{ transactionType: "used", quantity: -1 }, "Quantity must be at least 1"],
    [{ transactionType: "received", quantity: 0 }, "Quantity must be at least 1"],
    [{ transactionType: "adjusted", quantity: 0 }, "An adjustment must change the stock: a positive number adds, a negative number removes"],
    [{ transactionType: "used", quantity: 1.5 }, "Quantity must be a whole number"],
    [{ transactionType: "used", quantity: "NaN" }, "Quantity must be a whole number"],
    [{ transactionType: "used", quantity: "3" }, "Quantity must be a whole number"],
    [{ transactionType: "used" }, "Quantity must be a whole number"],
    [{ transactionType: "borrowed", quantity: 1 }, "Transaction type must be one of: received, used, returned, adjusted"],
    [{ quantity: 1 }, "Transaction type must be one of: received, used, returned, adjusted"],
    [{ transactionType: "used", quantity: 1, projectId: "RiNo" }, "Project must be a project id"],
    [{ transactionType: "used", quantity: 1, projectId: -3 }, "Project must be a project id"],
    [{ transactionType: "received", quantity: 1, unitCost: -2 }, "Enter an amount of at least 0 with up to 2 decimals"],
    [{ transactionType: "received", quantity: 1, unitCost: "NaN" }, "Enter an amount of at least 0 with up to 2 decimals"],
    [{ transactionType: "used", quantity: 1, materialId: 1 }, "Unknown field(s): materialId"],
    [{ transactionType: "used", quantity: 1, createdBy: 1 }, "Unknown field(s): createdBy"],
    [{ transactionType: "used", quantity: 1, totalCost: "0.01" }, "Unknown field(s): totalCost"],
    [{ transactionType: "used", quantity: 1, transactionDate: "2020-01-01" }, "Unknown field(s): transactionDate"],
  ])("refuses %j with '%s' and changes nothing", async (body, message) => {
    const material = await createMaterial();
    const res = await move(material.id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await stockOf(material.id)).toBe(12);
    expect(await movementCount(material.id)).toBe(1);
  });

  it("refuses a __proto__ key", async () => {
    const material = await createMaterial();
    const res = await user
      .post(`/api/materials/${material.id}/transactions`)
      .set("Content-Type", "application/json")
      .send('{"transactionType":"used","quantity":1,"__proto__":{"quantity":-50}}');
    expect(res.status).toBe(400);
    expect(await stockOf(material.id)).toBe(12);
  });

  it("refuses a movement whose total cost is too large to record", async () => {
    const material = await createMaterial({ unitCost: 99_999_999, currentStock: 1 });
    const res = await move(material.id, { transactionType: "received", quantity: 2 });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/too large/);
    expect(await stockOf(material.id)).toBe(1);
    expect(await movementCount(material.id)).toBe(1);
  });

  it("answers 401 to anonymous callers", async () => {
    const material = await createMaterial();
    const res = await request(t.app).post(`/api/materials/${material.id}/transactions`).send({ transactionType: "used", quantity: 1 });
    expect(res.status).toBe(401);
    expect(await stockOf(material.id)).toBe(12);
  });
});

describe("GET /api/materials/:id/transactions", () => {
  it("lists the history newest first with project name and who recorded it", async () => {
    const material = await createMaterial();
    await move(material.id, { transactionType: "received", quantity: 10 }, admin);
    await move(material.id, { transactionType: "used", quantity: 4, projectId, notes: "Level 5 deck" });
    const res = await user.get(`/api/materials/${material.id}/transactions`);
    expect(res.status).toBe(200);
    expect(res.body.map((r: { transactionType: string }) => r.transactionType)).toEqual(["used", "received", "received"]);
    expect(res.body[0]).toMatchObject({
      quantity: 4,
      stockChange: -4,
      projectId,
      projectName: "RiNo Lofts",
      notes: "Level 5 deck",
      createdByName: "Casey Builder",
      totalCost: "50.00",
    });
    expect(res.body[1]).toMatchObject({ createdByName: "Administrator", projectName: null });
    // The history explains the stock: opening 12 + 10 - 4.
    const sum = res.body.reduce((total: number, r: { stockChange: number }) => total + r.stockChange, 0);
    expect(sum).toBe(await stockOf(material.id));
  });

  it("answers 404 for a material that does not exist, 400 for a bad id, 401 when signed out", async () => {
    expect((await user.get("/api/materials/999999/transactions")).status).toBe(404);
    expect((await user.get("/api/materials/1.5/transactions")).status).toBe(400);
    expect((await request(t.app).get("/api/materials/1/transactions")).status).toBe(401);
  });
});

describe("project materials: estimated vs actual", () => {
  it("a use on a project adds to its actual quantity and cost; a return takes it back", async () => {
    const pid = await createProject("Wash Park Remodel");
    const material = await createMaterial({ currentStock: 100 });
    await move(material.id, { transactionType: "used", quantity: 10, projectId: pid });
    await move(material.id, { transactionType: "used", quantity: 5, projectId: pid, unitCost: 14 });
    expect(await projectRow(pid, material.id)).toMatchObject({ actualQuantity: 15, actualCost: "195.00", estimatedQuantity: 0 });

    const back = await move(material.id, { transactionType: "returned", quantity: 3, projectId: pid });
    expect(back.status).toBe(201);
    expect(back.body.material.currentStock).toBe(88);
    expect(await projectRow(pid, material.id)).toMatchObject({ actualQuantity: 12, actualCost: "157.50" });

    const tooMany = await move(material.id, { transactionType: "returned", quantity: 13, projectId: pid });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe(
      "Only 12 bags of Portland Cement were used on this project, so no more than that can be returned from it.",
    );
    expect(await stockOf(material.id)).toBe(88);
  });

  it("received and adjusted movements with a project do not count as the project's use", async () => {
    const pid = await createProject("Highlands Duplex");
    const material = await createMaterial();
    await move(material.id, { transactionType: "received", quantity: 5, projectId: pid });
    await move(material.id, { transactionType: "adjusted", quantity: -1, projectId: pid });
    expect(await projectRow(pid, material.id)).toBeUndefined();
  });

  it("PUT sets the estimate and GET shows estimated vs actual with cost", async () => {
    const pid = await createProject("Central Park Rec Center");
    const cement = await createMaterial({ currentStock: 50 });
    const studs = await createMaterial({ name: "2x4x8 Stud", category: "Lumber", unit: "pieces", unitCost: "4.18", currentStock: 300 });

    const put = await user.put(`/api/projects/${pid}/materials/${cement.id}`).send({ estimatedQuantity: 20, budgetedCost: 240 });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      projectId: pid,
      materialId: cement.id,
      materialName: "Portland Cement",
      unit: "bags",
      unitCost: "12.50",
      estimatedQuantity: 20,
      actualQuantity: 0,
      remainingQuantity: 20,
      budgetedCost: "240.00",
      actualCost: null,
      costVariance: null,
    });

    await move(cement.id, { transactionType: "used", quantity: 22, projectId: pid });
    await move(studs.id, { transactionType: "used", quantity: 100, projectId: pid });
    // A second PUT changes the estimate and keeps the actual figures.
    expect((await user.put(`/api/projects/${pid}/materials/${cement.id}`).send({ estimatedQuantity: 25, budgetedCost: "250" })).status).toBe(200);

    const res = await user.get(`/api/projects/${pid}/materials`);
    expect(res.status).toBe(200);
    expect(res.body.map((r: { materialName: string }) => r.materialName)).toEqual(["2x4x8 Stud", "Portland Cement"]);
    expect(res.body[1]).toMatchObject({
      estimatedQuantity: 25,
      actualQuantity: 22,
      remainingQuantity: 3,
      budgetedCost: "250.00",
      actualCost: "275.00",
      costVariance: "25.00",
    });
    expect(res.body[0]).toMatchObject({ estimatedQuantity: 0, actualQuantity: 100, actualCost: "418.00", budgetedCost: null });
  });

  it("answers 404 for a project or material that does not exist, 400 for bad ids and bodies", async () => {
    const material = await createMaterial();
    expect((await user.get("/api/projects/999999/materials")).status).toBe(404);
    expect((await user.get("/api/projects/abc/materials")).status).toBe(400);
    const noProject = await user.put(`/api/projects/999999/materials/${material.id}`).send({ estimatedQuantity: 1 });
    expect(noProject.status).toBe(404);
    expect(noProject.body.message).toBe("Project not found");
    const noMaterial = await user.put(`/api/projects/${projectId}/materials/999999`).send({ estimatedQuantity: 1 });
    expect(noMaterial.status).toBe(404);
    expect(noMaterial.body.message).toBe("Material not found");
    expect((await user.put(`/api/projects/${projectId}/materials/x`).send({ estimatedQuantity: 1 })).body.message).toBe(
      "materialId must be a positive whole number",
    );
    for (const body of [{}, { estimatedQuantity: -1 }, { estimatedQuantity: 2.5 }, { estimatedQuantity: 1, actualQuantity: 9 }]) {
      expect((await user.put(`/api/projects/${projectId}/materials/${material.id}`).send(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await request(t.app).get(`/api/projects/${projectId}/materials`)).status).toBe(401);
  });

  it("deleting a project takes its material movements and rows with it, but not the stock level", async () => {
    const pid = await createProject("Temporary Site");
    const material = await createMaterial();
    await move(material.id, { transactionType: "used", quantity: 2, projectId: pid });
    await t.database.db.delete(projects).where(eq(projects.id, pid));
    expect(await projectRow(pid, material.id)).toBeUndefined();
    expect(await movementCount(material.id)).toBe(1);
    expect(await stockOf(material.id)).toBe(10);
  });
});
