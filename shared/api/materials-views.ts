// Materials answers as plain zod (the client bundles them): money is numeric(10,2) text ('1234.56') or null, instants
// are ISO 8601 text. The types are what the schemas parse, so the wire and the types cannot differ.
import { z } from "zod";
import { MATERIAL_TRANSACTION_TYPES } from "../domain/materials-catalogue";
import { STOCK_STATUSES } from "../domain/stock";
import { instant, int, money } from "./wire";

/** Said of each money field foremen reach: mount strips it from their answers (MONEY_FIELDS). */
const FOREMEN_GET_NONE = "Absent for foremen";

/** The materials table's columns as JSON (a test holds the keys to the table), as every materials endpoint answers. */
export const materialRowSchema = z
  .object({
    id: int(),
    name: z.string(),
    description: z.string().nullable(),
    category: z.string(),
    unit: z.string(),
    unitCost: money().nullable().optional().describe(FOREMEN_GET_NONE),
    supplier: z.string().nullable(),
    sku: z.string().nullable(),
    minStockLevel: int(),
    currentStock: int(),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .strict();

/** A material with its stock status and value (a foreman gets the stock levels without cost or value). */
export const materialViewSchema = materialRowSchema
  .extend({
    stockStatus: z.enum(STOCK_STATUSES),
    totalValue: money().optional().describe(`currentStock x unitCost, '0.00' when the cost is not set. ${FOREMEN_GET_NONE}`),
  })
  .strict();
export type MaterialView = z.infer<typeof materialViewSchema>;

/** One stock movement, newest first in GET /api/materials/:id/transactions (a foreman's: those on their projects). */
export const materialTransactionViewSchema = z
  .object({
    id: int(),
    materialId: int(),
    projectId: int().nullable(),
    projectName: z.string().nullable(),
    transactionType: z.enum(MATERIAL_TRANSACTION_TYPES),
    quantity: int().describe("As sent: positive, except a negative 'adjusted'"),
    stockChange: int().describe("What the movement did to the stock: +received, -used, +returned, adjusted as signed"),
    unitCost: money().nullable().optional().describe(FOREMEN_GET_NONE),
    totalCost: money().nullable().optional().describe(`|quantity| x unitCost; null when no unit cost was known. ${FOREMEN_GET_NONE}`),
    notes: z.string().nullable(),
    transactionDate: instant(),
    createdBy: int().nullable(),
    createdByName: z.string().nullable(),
  })
  .strict();
export type MaterialTransactionView = z.infer<typeof materialTransactionViewSchema>;

/** 201 answer of POST /api/materials/:id/transactions: the movement and the material after it. */
export const materialMovementResultSchema = z
  .object({ transaction: materialTransactionViewSchema, material: materialViewSchema })
  .strict();
export type MaterialMovementResult = z.infer<typeof materialMovementResultSchema>;

/** A project's estimate and actual use of one material (GET /api/projects/:id/materials). */
export const projectMaterialViewSchema = z
  .object({
    id: int(),
    projectId: int(),
    materialId: int(),
    materialName: z.string(),
    category: z.string(),
    unit: z.string(),
    unitCost: money().nullable().optional().describe(`The material's current unit cost, for pricing an estimate. ${FOREMEN_GET_NONE}`),
    estimatedQuantity: int(),
    actualQuantity: int(),
    remainingQuantity: int().describe("estimated - actual; negative once more was used than estimated"),
    budgetedCost: money().nullable().optional().describe(FOREMEN_GET_NONE),
    actualCost: money().nullable().optional().describe(FOREMEN_GET_NONE),
    costVariance: money()
      .nullable()
      .optional()
      .describe(`actual - budgeted, null unless both are set; positive means over budget. ${FOREMEN_GET_NONE}`),
  })
  .strict();
export type ProjectMaterialView = z.infer<typeof projectMaterialViewSchema>;

/**
 * What the stock movements say a project used of one material (GET /api/projects/:id/material-usage): its
 * 'used' movements less its 'returned' ones. Received and adjusted movements never count as a project's use.
 */
export const projectMaterialUsageViewSchema = z
  .object({
    materialId: int(),
    materialName: z.string(),
    category: z.string(),
    unit: z.string(),
    usedQuantity: int(),
    returnedQuantity: int(),
    netQuantity: int().describe("usedQuantity - returnedQuantity: what stayed on the project"),
    netCost: money()
      .nullable()
      .optional()
      .describe(`Cost of the uses less the returns, as each was priced; null when none had a cost. ${FOREMEN_GET_NONE}`),
    movementCount: int(),
    lastMovementAt: instant(),
  })
  .strict();
export type ProjectMaterialUsageView = z.infer<typeof projectMaterialUsageViewSchema>;
