import { describe, expect, it } from "vitest";
import { stockStatus, stockSummary, stockValueCents } from "../../../shared/domain/stock";
import { InvalidMoneyError } from "../../../shared/domain/money";

describe("stockStatus", () => {
  it.each([
    [0, 0, "Low Stock"],
    [null, null, "Low Stock"],
    [undefined, undefined, "Low Stock"],
    [5, 10, "Low Stock"],
    [10, 10, "Low Stock"],
    [11, 10, "Warning"],
    [15, 10, "Warning"],
    [16, 10, "In Stock"],
    [100, 10, "In Stock"],
    // 1.5 x 3 = 4.5: 4 warns, 5 does not
    [4, 3, "Warning"],
    [5, 3, "In Stock"],
    [1, 0, "In Stock"],
    [1, null, "In Stock"],
    [null, 5, "Low Stock"],
    [-2, 0, "Low Stock"],
    [Number.NaN, 4, "Low Stock"],
    // Fractional stock (e.g. 1.5 yards) still compares exactly.
    [0.15, 0.1, "Warning"],
    [0.16, 0.1, "In Stock"],
  ] as const)("current %j, minimum %j -> %s", (current, minimum, expected) => {
    expect(stockStatus(current, minimum)).toBe(expected);
  });
});

describe("stockValueCents", () => {
  it.each([
    [{ currentStock: 10, unitCost: "12.50" }, 12_500],
    [{ currentStock: 3, unitCost: 0.1 }, 30],
    [{ currentStock: 3, unitCost: "0.10" }, 30],
    [{ currentStock: 0, unitCost: "99.99" }, 0],
    [{ currentStock: 7, unitCost: null }, 0],
    [{ currentStock: null, unitCost: "5.00" }, 0],
    [{ unitCost: "5.00" }, 0],
    [{ currentStock: 1_000, unitCost: "1234.56" }, 123_456_000],
  ])("%j -> %d cents", (item, expected) => {
    expect(stockValueCents(item)).toBe(expected);
  });

  it("refuses a unit cost with more than 2 decimals", () => {
    expect(() => stockValueCents({ currentStock: 1, unitCost: "1.234" })).toThrow(InvalidMoneyError);
  });

  it("refuses fractional stock, which cannot give whole cents", () => {
    expect(() => stockValueCents({ currentStock: 1.5, unitCost: "1.00" })).toThrow(RangeError);
  });
});

describe("stockSummary", () => {
  it("counts items, low stock, categories and value", () => {
    const summary = stockSummary([
      { category: "Lumber", currentStock: 120, minStockLevel: 50, unitCost: "4.25" }, // In Stock, 510.00
      { category: "Lumber", currentStock: 40, minStockLevel: 50, unitCost: "4.25" }, // Low Stock, 170.00
      { category: "Concrete", currentStock: 70, minStockLevel: 50, unitCost: "8.10" }, // Warning, 567.00
      { category: " ", currentStock: 0, minStockLevel: 0, unitCost: null }, // Low Stock, no category
      { category: null, currentStock: 5, minStockLevel: 1, unitCost: "0.01" }, // In Stock, 0.05
    ]);
    expect(summary).toEqual({ totalItems: 5, lowStockCount: 2, categoryCount: 2, totalValueCents: 124_705 });
  });

  it("is all zeros for no items", () => {
    expect(stockSummary([])).toEqual({ totalItems: 0, lowStockCount: 0, categoryCount: 0, totalValueCents: 0 });
  });

  it("adds cents without float drift (1,000 items at $0.10)", () => {
    const items = Array.from({ length: 1_000 }, () => ({ currentStock: 1, unitCost: "0.10" }));
    expect(stockSummary(items).totalValueCents).toBe(10_000);
  });
});
