// Materials request schemas: validated at the server's edge (the contracts in materials.ts) and the starting point of
// the client's forms. Plain zod: the client bundles them, so no drizzle here (tests hold the keys to the tables).
import { z } from "zod";
import { MATERIAL_CATEGORIES, MATERIAL_TRANSACTION_TYPES, MATERIAL_UNITS } from "../domain/materials-catalogue";
import { moneyInput } from "./inputs";

/** Keeps stock, quantities and their sums far inside PostgreSQL's integer range. */
export const MAX_STOCK_QUANTITY = 1_000_000_000;
export const MAX_MOVEMENT_QUANTITY = 1_000_000;

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** A catalogue value matched case-insensitively and stored in the catalogue's spelling ('concrete' -> 'Concrete'). */
function catalogueValue(values: readonly string[], requiredMessage: string, label: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform((value, ctx) => {
      const match = values.find((v) => v.toLowerCase() === value.toLowerCase());
      if (!match) {
        ctx.addIssue({ code: "custom", message: `Choose a ${label} from the list: ${values.join(", ")}` });
        return z.NEVER;
      }
      return match;
    });
}

/** Stock fields: whole numbers of 0 or more; the form sends null for an empty field, which means 0. */
const stockField = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of 0 or more` })
    .int(`${label} must be a whole number of 0 or more`)
    .min(0, `${label} must be a whole number of 0 or more`)
    .max(MAX_STOCK_QUANTITY, `${label} must be at most ${MAX_STOCK_QUANTITY}`)
    .nullish()
    .transform((v) => v ?? 0);

const materialFields = {
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(200, "Name must be at most 200 characters"),
  description: text(2000, "Description"),
  category: catalogueValue(MATERIAL_CATEGORIES, "Category is required", "category"),
  unit: catalogueValue(MATERIAL_UNITS, "Unit is required", "unit"),
  unitCost: moneyInput,
  supplier: text(200, "Supplier"),
  sku: text(100, "SKU"),
  minStockLevel: stockField("Minimum stock level"),
};

/** POST /api/materials. currentStock here is the opening stock, recorded as a 'received' transaction. */
export const createMaterialSchema = z.object({ ...materialFields, currentStock: stockField("Current stock") }).strict();
export type CreateMaterialInput = z.output<typeof createMaterialSchema>;

export const STOCK_ONLY_THROUGH_TRANSACTIONS =
  "Stock changes only through a stock movement (received, used, returned or adjusted), so the history explains every unit.";

/** PATCH /api/materials/:id: any subset of the fields except currentStock. */
export const updateMaterialSchema = z
  .object({
    name: materialFields.name.optional(),
    description: materialFields.description.optional(),
    category: materialFields.category.optional(),
    unit: materialFields.unit.optional(),
    unitCost: moneyInput.optional(),
    supplier: materialFields.supplier.optional(),
    sku: materialFields.sku.optional(),
    minStockLevel: materialFields.minStockLevel.optional(),
    currentStock: z.undefined({ error: STOCK_ONLY_THROUGH_TRANSACTIONS }).optional(),
  })
  .strict()
  // A missing key means "leave it alone", so it must not reach the UPDATE as undefined or null.
  .transform(({ currentStock: _ignored, ...fields }): UpdateMaterialInput =>
    Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
  )
  .refine((fields) => Object.keys(fields).length > 0, "Send at least one field to change");
export type UpdateMaterialInput = Partial<Omit<CreateMaterialInput, "currentStock">>;

/**
 * POST /api/materials/:id/transactions. quantity is a positive whole number for received, used and returned;
 * for 'adjusted' it is the signed correction (+5 after a recount found five more, -3 for three damaged).
 * received and returned add to stock, used takes from it.
 */
export const createMaterialTransactionSchema = z
  .object({
    transactionType: z.enum(MATERIAL_TRANSACTION_TYPES, {
      error: `Transaction type must be one of: ${MATERIAL_TRANSACTION_TYPES.join(", ")}`,
    }),
    quantity: z
      .number({ error: "Quantity must be a whole number" })
      .int("Quantity must be a whole number")
      .min(-MAX_MOVEMENT_QUANTITY, `Quantity must be at most ${MAX_MOVEMENT_QUANTITY}`)
      .max(MAX_MOVEMENT_QUANTITY, `Quantity must be at most ${MAX_MOVEMENT_QUANTITY}`),
    projectId: z.number({ error: "Project must be a project id" }).int().positive("Project must be a project id").nullish(),
    unitCost: moneyInput,
    notes: text(1000, "Notes"),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.transactionType === "adjusted") {
      if (input.quantity === 0) {
        ctx.addIssue({
          code: "custom",
          path: ["quantity"],
          message: "An adjustment must change the stock: a positive number adds, a negative number removes",
        });
      }
    } else if (input.quantity < 1) {
      ctx.addIssue({ code: "custom", path: ["quantity"], message: "Quantity must be at least 1" });
    }
  });
export type CreateMaterialTransactionInput = z.output<typeof createMaterialTransactionSchema>;

/** PUT /api/projects/:id/materials/:materialId: the project's estimate for one material. */
export const projectMaterialEstimateSchema = z
  .object({
    estimatedQuantity: z
      .number({ error: "Estimated quantity must be a whole number of 0 or more" })
      .int("Estimated quantity must be a whole number of 0 or more")
      .min(0, "Estimated quantity must be a whole number of 0 or more")
      .max(MAX_STOCK_QUANTITY, `Estimated quantity must be at most ${MAX_STOCK_QUANTITY}`),
    budgetedCost: moneyInput,
  })
  .strict();
export type ProjectMaterialEstimateInput = z.output<typeof projectMaterialEstimateSchema>;
