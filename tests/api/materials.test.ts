// Materials API: the list and card figures, Add Material's body and messages, edits that cannot touch stock, delete.
import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { materials, materialTransactions } from "@shared/schema";
import { REQUIRED_FIELDS_MESSAGE } from "@shared/api/constants";
import { STOCK_ONLY_THROUGH_TRANSACTIONS } from "@shared/api/materials";
import { MATERIAL_CATEGORIES, MATERIAL_UNITS } from "@shared/domain/materials-catalogue";
import { adminAgent, createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;
let user: Awaited<ReturnType<typeof userAgent>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
  const email = uniqueEmail("materials");
  await createActiveUser(t, email);
  user = await userAgent(t, email);
});
afterAll(async () => {
  await t.close();
});

const cement = {
  name: "Portland Cement",
  description: "Type I/II, 94 lb",
  category: "Concrete",
  unit: "bags",
  unitCost: 12.5,
  currentStock: 40,
  minStockLevel: 20,
  supplier: "Front Range Concrete Supply",
};

async function createMaterial(body: Record<string, unknown> = {}) {
  const res = await user.post("/api/materials").send({ ...cement, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function transactionRows(materialId: number) {
  return t.database.db.select().from(materialTransactions).where(eq(materialTransactions.materialId, materialId));
}

describe("anonymous callers", () => {
  it.each([
    ["get", "/api/materials"],
    ["post", "/api/materials"],
    ["get", "/api/materials/1"],
    ["patch", "/api/materials/1"],
    ["delete", "/api/materials/1"],
  ] as const)("%s %s answers 401", async (method, path) => {
    const res = await request(t.app)[method](path).send(method === "get" ? undefined : cement);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("unauthenticated");
  });
});

describe("POST /api/materials", () => {
  it("creates the material from the spec's body, with unitCost as '12.50', stock status and total value", async () => {
    const res = await user.post("/api/materials").send({ ...cement, sku: "CON-PC-94" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Portland Cement",
      category: "Concrete",
      unit: "bags",
      unitCost: "12.50",
      currentStock: 40,
      minStockLevel: 20,
      supplier: "Front Range Concrete Supply",
      sku: "CON-PC-94",
      stockStatus: "In Stock",
      totalValue: "500.00",
    });
    expect(res.body.id).toEqual(expect.any(Number));
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
  });

  it("records the opening stock as a 'received' movement, so the history explains every unit", async () => {
    const material = await createMaterial();
    const rows = await transactionRows(material.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ transactionType: "received", quantity: 40, unitCost: "12.50", totalCost: "500.00" });
    const history = await user.get(`/api/materials/${material.id}/transactions`);
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({ transactionType: "received", stockChange: 40, createdByName: "Casey Builder" });
  });

  it("records no movement when the material starts with no stock", async () => {
    const material = await createMaterial({ currentStock: 0 });
    expect(await transactionRows(material.id)).toHaveLength(0);
    expect(material.stockStatus).toBe("Low Stock");
  });

  it("stores empty optional values as null and empty stock fields as 0", async () => {
    const material = await createMaterial({ description: "", supplier: "", unitCost: null, currentStock: null, minStockLevel: null });
    expect(material).toMatchObject({
      description: null,
      supplier: null,
      sku: null,
      unitCost: null,
      currentStock: 0,
      minStockLevel: 0,
      totalValue: "0.00",
    });
  });

  it("matches category and unit case-insensitively and stores the catalogue's spelling", async () => {
    const material = await createMaterial({ category: "hardware", unit: "BOXES" });
    expect(material.category).toBe("Hardware");
    expect(material.unit).toBe("boxes");
  });

  it("accepts a unit cost sent as a string", async () => {
    const material = await createMaterial({ unitCost: "7.3" });
    expect(material.unitCost).toBe("7.30");
  });

  it.each([
    [{ name: "" }, ["name"]],
    [{ name: "   " }, ["name"]],
    [{ category: undefined }, ["category"]],
    [{ unit: null }, ["unit"]],
    [{ name: "", category: "", unit: "" }, ["name", "category", "unit"]],
  ])("answers %j with 'Please fill in all required fields.' and the fields", async (patch, fields) => {
    const res = await user.post("/api/materials").send({ ...cement, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    expect(res.body.message).toBe(REQUIRED_FIELDS_MESSAGE);
    for (const field of fields) expect(Object.keys(res.body.fieldErrors)).toContain(field);
    expect(res.body.fieldErrors.name?.[0] ?? "Name is required").toBe("Name is required");
  });

  it("refuses a category or unit outside the catalogues and says which are allowed", async () => {
    const category = await user.post("/api/materials").send({ ...cement, category: "Steel" });
    expect(category.status).toBe(400);
    expect(category.body.message).toBe(`Choose a category from the list: ${MATERIAL_CATEGORIES.join(", ")}`);
    const unit = await user.post("/api/materials").send({ ...cement, unit: "tons" });
    expect(unit.status).toBe(400);
    expect(unit.body.fieldErrors.unit).toEqual([`Choose a unit from the list: ${MATERIAL_UNITS.join(", ")}`]);
  });

  it.each([
    ["currentStock", -1],
    ["currentStock", 2.5],
    ["currentStock", "12"],
    ["currentStock", 5_000_000_000],
    ["minStockLevel", -1],
    ["minStockLevel", true],
    ["unitCost", -4],
    ["unitCost", "NaN"],
    ["unitCost", "12.345"],
    ["unitCost", "abc"],
    ["unitCost", { amount: 1 }],
    ["name", 123],
    ["name", "x".repeat(201)],
    ["description", ["a"]],
  ])("refuses %s = %j with 400 and stores nothing", async (field, value) => {
    const before = await t.database.db.select().from(materials);
    const res = await user.post("/api/materials").send({ ...cement, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    expect(res.body.fieldErrors[field]).toBeDefined();
    expect(await t.database.db.select().from(materials)).toHaveLength(before.length);
  });

  it.each([["id"], ["createdAt"], ["stockStatus"], ["__proto__x"]])("refuses the unknown field %s", async (field) => {
    const res = await user.post("/api/materials").send({ ...cement, [field]: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Unknown field(s): ${field}`);
  });

  it("a failure while writing the opening movement leaves no material behind (QUALITY 28)", async () => {
    const db = t.database.db;
    await db.execute(sql`create function crewline_test_fail_movement() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await db.execute(sql`create trigger crewline_test_fail_movement before insert on material_transactions
      for each row execute function crewline_test_fail_movement()`);
    try {
      const res = await user.post("/api/materials").send({ ...cement, name: "Never Stored" });
      expect(res.status).toBe(500);
      expect(res.body.message).toBe("Something went wrong");
    } finally {
      await db.execute(sql`drop trigger crewline_test_fail_movement on material_transactions`);
      await db.execute(sql`drop function crewline_test_fail_movement()`);
    }
    expect(await db.select().from(materials).where(eq(materials.name, "Never Stored"))).toHaveLength(0);
  });

  it("refuses a __proto__ key", async () => {
    const res = await user
      .post("/api/materials")
      .set("Content-Type", "application/json")
      .send(`{"name":"Proto","category":"Tools","unit":"pieces","__proto__":{"currentStock":5}}`);
    expect(res.status).toBe(400);
    expect(await t.database.db.select().from(materials).where(eq(materials.name, "Proto"))).toHaveLength(0);
  });

  it("refuses a body that is not an object", async () => {
    const res = await user.post("/api/materials").send([cement]);
    expect(res.status).toBe(400);
  });

  it("refuses a total opening value numeric(10,2) cannot hold, storing nothing", async () => {
    const before = (await t.database.db.select().from(materials)).length;
    const res = await user.post("/api/materials").send({ ...cement, unitCost: 99_999_999, currentStock: 1000 });
    expect(res.status).toBe(400);
    expect((await t.database.db.select().from(materials)).length).toBe(before);
  });
});

describe("GET /api/materials and /api/materials/:id", () => {
  it("lists every material by name with its stock status and total value", async () => {
    await createMaterial({ name: "AAA Low Item", currentStock: 5, minStockLevel: 10, unitCost: 3 });
    await createMaterial({ name: "AAB Warning Item", currentStock: 15, minStockLevel: 10, unitCost: "1234.56" });
    const res = await user.get("/api/materials");
    expect(res.status).toBe(200);
    const names = res.body.map((m: { name: string }) => m.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const low = res.body.find((m: { name: string }) => m.name === "AAA Low Item");
    const warning = res.body.find((m: { name: string }) => m.name === "AAB Warning Item");
    expect(low).toMatchObject({ stockStatus: "Low Stock", totalValue: "15.00" });
    expect(warning).toMatchObject({ stockStatus: "Warning", totalValue: "18518.40" });
  });

  it("reads one material", async () => {
    const material = await createMaterial({ name: "Rebar #4" });
    const res = await user.get(`/api/materials/${material.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(material);
  });

  it("answers 404 for an id that does not exist and 400 for one that is not a positive whole number", async () => {
    const missing = await user.get("/api/materials/999999");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Material not found");
    for (const bad of ["abc", "1.5", "-1", "0", "1e3", "99999999999"]) {
      const res = await user.get(`/api/materials/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBe("id must be a positive whole number");
    }
  });
});

describe("PATCH /api/materials/:id", () => {
  it("changes only the fields sent", async () => {
    const material = await createMaterial({ name: "Joist Hanger", category: "Hardware", unit: "pieces", sku: "LUS210" });
    const res = await user.patch(`/api/materials/${material.id}`).send({ unitCost: 2.35, minStockLevel: 50, supplier: "" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: "Joist Hanger",
      sku: "LUS210",
      unitCost: "2.35",
      minStockLevel: 50,
      supplier: null,
      currentStock: 40,
      stockStatus: "Low Stock",
      totalValue: "94.00",
    });
    expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(material.updatedAt).getTime());
  });

  it("refuses to set currentStock: stock moves only through recorded movements", async () => {
    const material = await createMaterial();
    const res = await user.patch(`/api/materials/${material.id}`).send({ currentStock: 999 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(STOCK_ONLY_THROUGH_TRANSACTIONS);
    expect((await user.get(`/api/materials/${material.id}`)).body.currentStock).toBe(40);
  });

  it("uses the required-fields message for a blank name, category or unit", async () => {
    const material = await createMaterial();
    const res = await user.patch(`/api/materials/${material.id}`).send({ category: "" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(res.body.fieldErrors.category).toEqual(["Category is required"]);
  });

  it.each([
    [{}, "Send at least one field to change"],
    [{ id: 5 }, "Unknown field(s): id"],
    [{ unit: "tons" }, `Choose a unit from the list: ${MATERIAL_UNITS.join(", ")}`],
    [{ minStockLevel: -2 }, "Minimum stock level must be a whole number of 0 or more"],
  ])("refuses %j with '%s'", async (body, message) => {
    const material = await createMaterial();
    const res = await user.patch(`/api/materials/${material.id}`).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("answers 404 for a material that does not exist and 400 for a bad id", async () => {
    expect((await user.patch("/api/materials/999999").send({ name: "x" })).status).toBe(404);
    expect((await user.patch("/api/materials/x").send({ name: "x" })).status).toBe(400);
  });
});

describe("DELETE /api/materials/:id", () => {
  it("is for administrators only: it erases the stock history", async () => {
    const material = await createMaterial();
    const res = await user.delete(`/api/materials/${material.id}`);
    expect(res.status).toBe(403);
    expect((await user.get(`/api/materials/${material.id}`)).status).toBe(200);
  });

  it("deletes the material and its movements with it", async () => {
    const material = await createMaterial();
    await user.post(`/api/materials/${material.id}/transactions`).send({ transactionType: "used", quantity: 4 });
    expect(await transactionRows(material.id)).toHaveLength(2);
    const res = await admin.delete(`/api/materials/${material.id}`);
    expect(res.status).toBe(204);
    expect((await user.get(`/api/materials/${material.id}`)).status).toBe(404);
    expect(await transactionRows(material.id)).toHaveLength(0);
    expect((await admin.delete(`/api/materials/${material.id}`)).status).toBe(404);
  });

  it("answers 400 for a bad id", async () => {
    expect((await admin.delete("/api/materials/abc")).status).toBe(400);
  });
});
