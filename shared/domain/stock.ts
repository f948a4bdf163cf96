// Material stock rules: the stock status badge and inventory value in integer cents.
import { parseCents, type MoneyInput } from "./money";

export const STOCK_STATUSES = ["Low Stock", "Warning", "In Stock"] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** current <= 1.5 x minimum is compared as 2 x current <= 3 x minimum, so no float rounding decides a badge. */
export const WARNING_FACTOR_NUMERATOR = 3;
export const WARNING_FACTOR_DENOMINATOR = 2;

function quantity(value: number | null | undefined): number {
  return value === null || value === undefined || Number.isNaN(value) ? 0 : value;
}

/** Missing values count as 0 (spec section 4), so an untracked item with no minimum reads 'Low Stock'. */
export function stockStatus(
  currentStock: number | null | undefined,
  minStockLevel: number | null | undefined,
): StockStatus {
  const current = quantity(currentStock);
  const minimum = quantity(minStockLevel);
  if (current <= minimum) return "Low Stock";
  if (current * WARNING_FACTOR_DENOMINATOR <= minimum * WARNING_FACTOR_NUMERATOR) return "Warning";
  return "In Stock";
}

export interface StockItem {
  category?: string | null;
  currentStock?: number | null;
  minStockLevel?: number | null;
  /** numeric(10,2): a string from PostgreSQL, a number from the form. */
  unitCost?: MoneyInput;
}

/** Value of one item's stock; a missing unit cost or stock counts as 0. */
export function stockValueCents(item: Pick<StockItem, "currentStock" | "unitCost">): number {
  const unitCostCents = parseCents(item.unitCost) ?? 0;
  const stock = quantity(item.currentStock);
  if (!Number.isSafeInteger(stock)) throw new RangeError(`currentStock must be an integer, got ${stock}`);
  return unitCostCents * stock;
}

export interface StockSummary {
  totalItems: number;
  /** Items whose status is 'Low Stock' ('Warning' items are not counted). */
  lowStockCount: number;
  /** Distinct non-blank categories. */
  categoryCount: number;
  totalValueCents: number;
}

/** The four cards above the materials list. */
export function stockSummary(items: readonly StockItem[]): StockSummary {
  const categories = new Set<string>();
  let lowStockCount = 0;
  let totalValueCents = 0;
  for (const item of items) {
    const category = item.category?.trim();
    if (category) categories.add(category);
    if (stockStatus(item.currentStock, item.minStockLevel) === "Low Stock") lowStockCount += 1;
    totalValueCents += stockValueCents(item);
  }
  return { totalItems: items.length, lowStockCount, categoryCount: categories.size, totalValueCents };
}
