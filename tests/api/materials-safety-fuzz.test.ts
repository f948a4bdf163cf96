// QUALITY 18 for materials and safety: random bodies on every write route never give a 5xx, and afterwards the
// stock is never negative and every material's movements add up to its stock; every checklist's status matches its items.
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { materials, materialTransactions, projects, safetyChecklistItems, safetyChecklists } from "@shared/schema";
import { checklistStatus } from "@shared/domain/checklist-status";
import { MATERIAL_TRANSACTION_TYPES } from "@shared/domain/materials-catalogue";
import { CHECKLIST_TYPES } from "@shared/domain/statuses";
import { stockChangeOf } from "../../server/modules/materials/materials.service";
import { createTestApp, type TestApp } from "../support/app";
import { createActiveUser, uniqueEmail, userAgent } from "../support/accounts";

let t: TestApp;
let user: Awaited<ReturnType<typeof userAgent>>;
let projectId: number;
let materialId: number;
let checklistId: number;
let itemIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  const email = uniqueEmail("fuzz");
  await createActiveUser(t, email);
  user = await userAgent(t, email);
  [{ id: projectId }] = await t.database.db.insert(projects).values({ name: "Fuzz Site", location: "Denver" }).returning({ id: projects.id });
  const material = await user
    .post("/api/materials")
    .send({ name: "Portland Cement", category: "Concrete", unit: "bags", unitCost: 12.5, currentStock: 20, minStockLevel: 5 });
  materialId = material.body.id;
  const checklist = await user.post("/api/safety/checklists").send({ projectId, checklistType: "daily" });
  checklistId = checklist.body.id;
  itemIds = checklist.body.items.map((item: { id: number }) => item.id);
});
afterAll(async () => {
  await t.close();
});

/** Plausible values mixed with hostile ones: wrong types, huge and tiny numbers, NaN-ish strings, nested objects. */
const anyValue = fc.oneof(
  fc.integer({ min: -3, max: 40 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom("", " ", "NaN", "Infinity", "-1", "1e309", "12.345", "concrete", "BAGS", "used", "adjusted", "daily", "__proto__"),
  fc.string({ maxLength: 20 }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

const body = (keys: string[]) =>
  fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })), anyValue, { maxKeys: keys.length + 1 });

const transactionBody = fc.oneof(
  fc.record({
    transactionType: fc.constantFrom(...MATERIAL_TRANSACTION_TYPES),
    quantity: fc.integer({ min: -25, max: 25 }),
    projectId: fc.constantFrom(undefined, null, 999_999),
    unitCost: fc.oneof(fc.constant(undefined), fc.double({ min: 0, max: 1e9, noNaN: true }), fc.constant("3.10")),
  }),
  body(["transactionType", "quantity", "projectId", "unitCost", "notes"]),
);

async function checkInvariants() {
  const db = t.database.db;
  for (const material of await db.select().from(materials)) {
    expect(material.currentStock).toBeGreaterThanOrEqual(0);
    const movements = await db.select().from(materialTransactions).where(eq(materialTransactions.materialId, material.id));
    const sum = movements.reduce((total, m) => total + stockChangeOf(m.transactionType, m.quantity), 0);
    expect(sum, `movements of ${material.name} explain its stock`).toBe(material.currentStock);
  }
  for (const checklist of await db.select().from(safetyChecklists)) {
    const items = await db.select().from(safetyChecklistItems).where(eq(safetyChecklistItems.checklistId, checklist.id));
    expect(checklist.status).toBe(checklistStatus(items));
    expect(checklist.completedAt === null).toBe(checklist.status !== "completed");
  }
}

describe("QUALITY 18: random bodies never produce a 5xx", () => {
  it("on the materials write routes", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          body(["name", "description", "category", "unit", "unitCost", "currentStock", "minStockLevel", "supplier", "sku"]).map((b) => ({
            route: "create" as const,
            b,
          })),
          body(["name", "category", "unit", "unitCost", "minStockLevel", "currentStock"]).map((b) => ({ route: "patch" as const, b })),
          transactionBody.map((b) => ({ route: "move" as const, b })),
          body(["estimatedQuantity", "budgetedCost"]).map((b) => ({ route: "estimate" as const, b })),
        ),
        async ({ route, b }) => {
          const res =
            route === "create"
              ? await user.post("/api/materials").send(b)
              : route === "patch"
                ? await user.patch(`/api/materials/${materialId}`).send(b)
                : route === "move"
                  ? await user.post(`/api/materials/${materialId}/transactions`).send(b)
                  : await user.put(`/api/projects/${projectId}/materials/${materialId}`).send(b);
          expect(res.status, `${route} ${JSON.stringify(b)} -> ${JSON.stringify(res.body)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    await checkInvariants();
  });

  it("on the safety write routes", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc
            .oneof(
              fc.record({ projectId: fc.constantFrom(projectId, 999_999), checklistType: fc.constantFrom(...CHECKLIST_TYPES) }),
              body(["projectId", "checklistType", "title", "notes"]),
            )
            .map((b) => ({ route: "create" as const, b })),
          fc
            .tuple(
              fc.constantFrom(...itemIds),
              fc.oneof(fc.record({ isCompleted: fc.boolean() }), body(["isCompleted", "notes"])),
            )
            .map(([itemId, b]) => ({ route: "item" as const, itemId, b })),
        ),
        async (call) => {
          const res =
            call.route === "create"
              ? await user.post("/api/safety/checklists").send(call.b)
              : await user.patch(`/api/safety/checklists/${checklistId}/items/${call.itemId}`).send(call.b);
          expect(res.status, `${call.route} ${JSON.stringify(call.b)} -> ${JSON.stringify(res.body)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    await checkInvariants();
  });
});
