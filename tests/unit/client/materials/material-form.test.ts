// The material forms' rules: SPEC 5's payload (numbers, integers, nulls), required fields, movements and the filter.
import { describe, expect, it } from "vitest";
import { ALL_CATEGORIES, filterMaterials } from "@/features/materials/material-filter";
import { MATERIAL_CATEGORIES } from "@shared/domain/materials-catalogue";
import {
  editMaterialFormSchema,
  EMPTY_MATERIAL_FORM,
  formatSignedQuantity,
  materialFormSchema,
  materialToFormValues,
  parseQuantity,
  resultingStock,
  toMaterialChanges,
  toMaterialPayload,
  toTransactionPayload,
  transactionFormSchema,
} from "@/features/materials/material-form";

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : Object.fromEntries(result.error!.issues.map((issue) => [String(issue.path[0]), issue.message]));

describe("Add Material payload", () => {
  it("sends unitCost as a number, stock fields as integers and empty values as null", () => {
    const payload = toMaterialPayload({
      ...EMPTY_MATERIAL_FORM,
      name: "  2x4 Lumber ",
      category: "Lumber",
      unit: "pieces",
      unitCost: "4.25",
      currentStock: "120",
      minStockLevel: "40",
    });
    expect(payload).toEqual({
      name: "2x4 Lumber",
      description: null,
      category: "Lumber",
      unit: "pieces",
      unitCost: 4.25,
      currentStock: 120,
      minStockLevel: 40,
      supplier: null,
      sku: null,
    });
  });

  it("sends empty numbers as null, not 0 or NaN", () => {
    const payload = toMaterialPayload({ ...EMPTY_MATERIAL_FORM, name: "Tarp", category: "Safety", unit: "rolls" });
    expect(payload.unitCost).toBeNull();
    expect(payload.currentStock).toBeNull();
    expect(payload.minStockLevel).toBeNull();
  });

  it("requires name, category and unit", () => {
    expect(issues(materialFormSchema.safeParse({ ...EMPTY_MATERIAL_FORM, name: "   " }))).toEqual({
      name: "Name is required",
      category: "Category is required",
      unit: "Unit is required",
    });
  });

  it("refuses fractional stock and money with more than 2 decimals", () => {
    const result = materialFormSchema.safeParse({
      ...EMPTY_MATERIAL_FORM,
      name: "Nails",
      category: "Hardware",
      unit: "boxes",
      unitCost: "1.005",
      currentStock: "2.5",
      minStockLevel: "-1",
    });
    expect(Object.keys(issues(result)).sort()).toEqual(["currentStock", "minStockLevel", "unitCost"]);
  });

  it("holds the server's rules and messages without restating them", () => {
    const long = "x".repeat(201);
    expect(issues(materialFormSchema.safeParse({ ...EMPTY_MATERIAL_FORM, name: long, category: "Steel", unit: "bags" }))).toEqual({
      name: "Name must be at most 200 characters",
      category: "Choose a category from the list: " + MATERIAL_CATEGORIES.join(", "),
    });
    expect(issues(materialFormSchema.safeParse({ ...EMPTY_MATERIAL_FORM, name: "Nails", category: "hardware", unit: "boxes", currentStock: "2.5" }))).toEqual({
      currentStock: "Current stock must be a whole number of 0 or more",
    });
  });

  it("checks the edit form by the PATCH body, which has no stock", () => {
    const stored = { name: "Rebar", description: null, category: "Concrete", unit: "pieces", unitCost: "8.90", currentStock: 3, minStockLevel: 10, supplier: null, sku: null };
    const values = { ...materialToFormValues(stored), currentStock: "not read" };
    expect(editMaterialFormSchema.safeParse(values).success).toBe(true);
    expect(toMaterialChanges(values)).not.toHaveProperty("currentStock");
    expect(issues(editMaterialFormSchema.safeParse({ ...values, name: " " }))).toEqual({ name: "Name is required" });
  });

  it("round-trips a stored material into the edit form", () => {
    const values = materialToFormValues({
      name: "Rebar",
      description: null,
      category: "Concrete",
      unit: "pieces",
      unitCost: "8.90",
      currentStock: 3,
      minStockLevel: 10,
      supplier: null,
      sku: "RB-4",
    });
    expect(values).toMatchObject({ description: "", unitCost: "8.90", currentStock: "3", minStockLevel: "10", supplier: "", sku: "RB-4" });
    expect(toMaterialPayload(values)).toMatchObject({ unitCost: 8.9, minStockLevel: 10, description: null });
  });
});

describe("stock movements", () => {
  it("shows the stock a movement would leave, including an overdraw", () => {
    expect(resultingStock(0, "received", 10)).toBe(10);
    expect(resultingStock(10, "used", 6)).toBe(4);
    expect(resultingStock(4, "used", 50)).toBe(-46);
    expect(resultingStock(4, "returned", 2)).toBe(6);
    expect(resultingStock(4, "adjusted", -3)).toBe(1);
    expect(resultingStock(4, "used", null)).toBeNull();
  });

  it("reads signed quantities only for adjustments", () => {
    expect(parseQuantity("-3", "adjusted")).toBe(-3);
    expect(parseQuantity("+5", "adjusted")).toBe(5);
    expect(parseQuantity("-3", "used")).toBeNull();
    expect(parseQuantity("2.5", "received")).toBeNull();
    expect(parseQuantity("", "received")).toBeNull();
  });

  it("labels changes with their sign", () => {
    expect(formatSignedQuantity(10)).toBe("+10");
    expect(formatSignedQuantity(-6)).toBe("-6");
  });

  const base = { transactionType: "received" as const, quantity: "10", projectId: "", unitCost: "", notes: "" };

  it("asks for the project of a use, but not of a delivery", () => {
    expect(issues(transactionFormSchema.safeParse({ ...base, transactionType: "used" }))).toEqual({
      projectId: "Choose the project that used it",
    });
    expect(transactionFormSchema.safeParse(base).success).toBe(true);
  });

  it("refuses a zero adjustment and a quantity below 1 for the other types", () => {
    expect(issues(transactionFormSchema.safeParse({ ...base, transactionType: "adjusted", quantity: "0" }))).toEqual({
      quantity: "An adjustment must change the stock: a positive number adds, a negative number removes",
    });
    expect(issues(transactionFormSchema.safeParse({ ...base, quantity: "0" }))).toEqual({ quantity: "Quantity must be at least 1" });
    expect(issues(transactionFormSchema.safeParse({ ...base, quantity: "-2" }))).toEqual({ quantity: "Enter a whole number" });
  });

  it("sends numbers, a project id or null, and drops blank notes", () => {
    expect(
      toTransactionPayload({ transactionType: "used", quantity: " 6 ", projectId: "12", unitCost: "12.50", notes: "  " }),
    ).toEqual({ transactionType: "used", quantity: 6, projectId: 12, unitCost: 12.5, notes: null });
    expect(toTransactionPayload({ ...base, transactionType: "adjusted", quantity: "-3" })).toMatchObject({
      quantity: -3,
      projectId: null,
      unitCost: null,
    });
  });
});

describe("materials filter", () => {
  const materials = [
    { name: "2x4 Lumber", description: "Kiln dried studs", category: "Lumber" },
    { name: "Portland Cement", description: null, category: "Concrete" },
    { name: "Wire Nuts", description: "For 12 AWG wire", category: "Electrical" },
  ];

  it("matches name or description in any case", () => {
    expect(filterMaterials(materials, "STUDS", ALL_CATEGORIES).map((m) => m.name)).toEqual(["2x4 Lumber"]);
    expect(filterMaterials(materials, "cement", ALL_CATEGORIES).map((m) => m.name)).toEqual(["Portland Cement"]);
    expect(filterMaterials(materials, "  ", ALL_CATEGORIES)).toHaveLength(3);
  });

  it("combines the search with the category", () => {
    expect(filterMaterials(materials, "wire", "Lumber")).toEqual([]);
    expect(filterMaterials(materials, "", "Electrical").map((m) => m.name)).toEqual(["Wire Nuts"]);
  });
});
