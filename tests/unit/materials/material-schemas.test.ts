// The materials request schemas: catalogue matching, the spec's number handling, stock only through movements.
import { describe, expect, it } from "vitest";
import {
  createMaterialSchema,
  createMaterialTransactionSchema,
  projectMaterialEstimateSchema,
  STOCK_ONLY_THROUGH_TRANSACTIONS,
  updateMaterialSchema,
} from "@shared/api/materials";
import { quantityWithUnit, stockChangeOf } from "../../../server/modules/materials/materials.service";

const base = { name: "Portland Cement", category: "Concrete", unit: "bags" };

describe("createMaterialSchema", () => {
  it("takes the spec's body: unitCost as a number becomes '12.50', empty values become null, stock fields integers", () => {
    const parsed = createMaterialSchema.parse({
      ...base,
      description: "",
      unitCost: 12.5,
      currentStock: 40,
      minStockLevel: null,
      supplier: "  ",
    });
    expect(parsed).toEqual({
      ...base,
      description: null,
      unitCost: "12.50",
      currentStock: 40,
      minStockLevel: 0,
      supplier: null,
      sku: null,
    });
  });

  it.each([
    ["concrete", "BAGS", "Concrete", "bags"],
    ["  lumber ", "Sheets", "Lumber", "sheets"],
    ["SAFETY", "pieces", "Safety", "pieces"],
  ])("matches category %j and unit %j case-insensitively, storing the catalogue spelling", (category, unit, storedCategory, storedUnit) => {
    const parsed = createMaterialSchema.parse({ ...base, category, unit });
    expect(parsed.category).toBe(storedCategory);
    expect(parsed.unit).toBe(storedUnit);
  });

  it.each([
    [{ category: "Steel" }, "category"],
    [{ unit: "tons" }, "unit"],
    [{ currentStock: -1 }, "currentStock"],
    [{ currentStock: 1.5 }, "currentStock"],
    [{ currentStock: "10" }, "currentStock"],
    [{ minStockLevel: -3 }, "minStockLevel"],
    [{ unitCost: -1 }, "unitCost"],
    [{ unitCost: "NaN" }, "unitCost"],
    [{ unitCost: 1.234 }, "unitCost"],
    [{ name: 42 }, "name"],
    [{ id: 7 }, ""],
    [{ createdAt: "2026-01-01" }, ""],
  ])("refuses %j", (patch, field) => {
    const result = createMaterialSchema.safeParse({ ...base, ...patch });
    expect(result.success).toBe(false);
    if (field) expect(result.error!.issues.some((issue) => issue.path[0] === field)).toBe(true);
  });
});

describe("updateMaterialSchema", () => {
  it("keeps only the fields sent, so a missing key leaves the column alone", () => {
    expect(updateMaterialSchema.parse({ unitCost: 9 })).toEqual({ unitCost: "9.00" });
    expect(updateMaterialSchema.parse({ supplier: "" })).toEqual({ supplier: null });
    expect(updateMaterialSchema.parse({ category: "tools" })).toEqual({ category: "Tools" });
  });

  it("refuses currentStock with a message that says where stock changes", () => {
    const result = updateMaterialSchema.safeParse({ currentStock: 5 });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].message).toBe(STOCK_ONLY_THROUGH_TRANSACTIONS);
  });

  it("refuses an empty change and a blank name", () => {
    expect(updateMaterialSchema.safeParse({}).success).toBe(false);
    expect(updateMaterialSchema.safeParse({ name: " " }).success).toBe(false);
  });
});

describe("createMaterialTransactionSchema", () => {
  it.each([
    [{ transactionType: "received", quantity: 5 }, true],
    [{ transactionType: "used", quantity: 1, projectId: 3, notes: "" }, true],
    [{ transactionType: "returned", quantity: 2, unitCost: "4.10" }, true],
    [{ transactionType: "adjusted", quantity: -3 }, true],
    [{ transactionType: "adjusted", quantity: 7 }, true],
    [{ transactionType: "adjusted", quantity: 0 }, false],
    [{ transactionType: "used", quantity: 0 }, false],
    [{ transactionType: "used", quantity: -1 }, false],
    [{ transactionType: "received", quantity: 1.5 }, false],
    [{ transactionType: "received", quantity: "5" }, false],
    [{ transactionType: "received", quantity: 2_000_000 }, false],
    [{ transactionType: "stolen", quantity: 1 }, false],
    [{ transactionType: "used", quantity: 1, projectId: 0 }, false],
    [{ transactionType: "used", quantity: 1, materialId: 2 }, false],
    [{ transactionType: "used", quantity: 1, totalCost: "1.00" }, false],
    [{ quantity: 1 }, false],
  ])("%j -> valid %s", (body, valid) => {
    expect(createMaterialTransactionSchema.safeParse(body).success).toBe(valid);
  });
});

describe("projectMaterialEstimateSchema", () => {
  it("takes a whole estimated quantity and an optional budget", () => {
    expect(projectMaterialEstimateSchema.parse({ estimatedQuantity: 40, budgetedCost: 250 })).toEqual({
      estimatedQuantity: 40,
      budgetedCost: "250.00",
    });
    expect(projectMaterialEstimateSchema.parse({ estimatedQuantity: 0 })).toEqual({ estimatedQuantity: 0, budgetedCost: null });
    expect(projectMaterialEstimateSchema.safeParse({ estimatedQuantity: -1 }).success).toBe(false);
    expect(projectMaterialEstimateSchema.safeParse({ budgetedCost: 3 }).success).toBe(false);
  });
});

describe("stock movement helpers", () => {
  it.each([
    ["received", 5, 5],
    ["returned", 2, 2],
    ["used", 3, -3],
    ["adjusted", -4, -4],
    ["adjusted", 6, 6],
  ] as const)("%s of %i changes stock by %i", (type, quantity, change) => {
    expect(stockChangeOf(type, quantity)).toBe(change);
  });

  it.each([
    [12, "bags", "12 bags"],
    [1, "bags", "1 bag"],
    [1, "feet", "1 foot"],
    [1, "boxes", "1 box"],
    [0, "sheets", "0 sheets"],
    [1, "crates", "1 crates"],
  ])("%i %s reads '%s'", (quantity, unit, text) => {
    expect(quantityWithUnit(quantity, unit)).toBe(text);
  });
});
