// The material forms: inputs as typed, turned into the SPEC 5 payload (numbers, integers, nulls) and checked by the
// shared body schemas (shared/api/materials-schemas.ts), so the server's rules and messages hold before anything is sent;
// and the stock a movement would leave, shown before it is recorded.
import { z } from "zod";
import { createMaterialSchema, createMaterialTransactionSchema, updateMaterialSchema } from "@shared/api/materials";
import { MATERIAL_TRANSACTION_TYPES, type MaterialTransactionType } from "@shared/domain/materials-catalogue";
import { checkedByBody } from "@/lib/form-schema";

const materialInputs = z.object({
  name: z.string(),
  description: z.string(),
  category: z.string(),
  unit: z.string(),
  unitCost: z.string(),
  currentStock: z.string(),
  minStockLevel: z.string(),
  supplier: z.string(),
  sku: z.string(),
});

export type MaterialFormValues = z.input<typeof materialInputs>;

export const EMPTY_MATERIAL_FORM: MaterialFormValues = {
  name: "",
  description: "",
  category: "",
  unit: "",
  unitCost: "",
  currentStock: "",
  minStockLevel: "",
  supplier: "",
  sku: "",
};

const textOrNull = (value: string) => (value.trim() === "" ? null : value.trim());
/** Number() rather than parseInt: '2.5' must stay 2.5 so the schema refuses it instead of sending 2. */
const numberOrNull = (value: string) => (value.trim() === "" ? null : Number(value.trim()));

/** POST /api/materials body (SPEC 5): unitCost a number, stock fields integers, empty values null. */
export function toMaterialPayload(values: MaterialFormValues) {
  return {
    name: values.name.trim(),
    description: textOrNull(values.description),
    category: values.category,
    unit: values.unit,
    unitCost: numberOrNull(values.unitCost),
    currentStock: numberOrNull(values.currentStock),
    minStockLevel: numberOrNull(values.minStockLevel),
    supplier: textOrNull(values.supplier),
    sku: textOrNull(values.sku),
  } satisfies z.input<typeof createMaterialSchema>;
}
export type MaterialPayload = ReturnType<typeof toMaterialPayload>;

/** PATCH /api/materials/:id body: the same fields without the stock, which moves only through transactions. */
export function toMaterialChanges(values: MaterialFormValues) {
  const { currentStock: _stock, ...fields } = toMaterialPayload(values);
  return fields satisfies z.input<typeof updateMaterialSchema>;
}

export const materialFormSchema = checkedByBody(materialInputs, createMaterialSchema, toMaterialPayload);
export const editMaterialFormSchema = checkedByBody(materialInputs, updateMaterialSchema, toMaterialChanges);

/** The edit form starts from the stored material; numbers become the text the inputs hold. */
export function materialToFormValues(material: {
  name: string;
  description: string | null;
  category: string;
  unit: string;
  unitCost?: string | null;
  currentStock: number;
  minStockLevel: number;
  supplier: string | null;
  sku: string | null;
}): MaterialFormValues {
  return {
    name: material.name,
    description: material.description ?? "",
    category: material.category,
    unit: material.unit,
    unitCost: material.unitCost ?? "",
    currentStock: String(material.currentStock),
    minStockLevel: String(material.minStockLevel),
    supplier: material.supplier ?? "",
    sku: material.sku ?? "",
  };
}

// ---------------------------------------------------------------------------
// Stock movements

export const TRANSACTION_TYPE_LABELS: Record<MaterialTransactionType, string> = {
  received: "Received",
  used: "Used",
  returned: "Returned",
  adjusted: "Adjusted",
};

/** What a movement does to stock: received and returned add, used takes, adjusted is already signed. */
export function stockChangeOf(type: MaterialTransactionType, quantity: number): number {
  return type === "used" ? -quantity : quantity;
}

/** The stock after the movement, or null while the quantity cannot be read yet. */
export function resultingStock(currentStock: number, type: MaterialTransactionType, quantity: number | null): number | null {
  if (quantity === null || !Number.isInteger(quantity)) return null;
  return currentStock + stockChangeOf(type, quantity);
}

/** '+10', '-6', '0'. */
export function formatSignedQuantity(change: number): string {
  return change > 0 ? `+${change}` : String(change);
}

/** A quantity as typed: a whole number, signed only for an adjustment. */
const quantityPattern = (type: MaterialTransactionType) => (type === "adjusted" ? /^[+-]?\d{1,7}$/ : /^\d{1,7}$/);

/** The quantity typed so far as a whole number, or null (for the live preview). */
export function parseQuantity(text: string, type: MaterialTransactionType): number | null {
  const trimmed = text.trim();
  return quantityPattern(type).test(trimmed) ? Number(trimmed) : null;
}

const transactionInputs = z
  .object({
    transactionType: z.enum(MATERIAL_TRANSACTION_TYPES),
    quantity: z.string().trim().min(1, "Enter a quantity"),
    projectId: z.string(),
    unitCost: z.string(),
    notes: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.quantity !== "" && !quantityPattern(values.transactionType).test(values.quantity)) {
      ctx.addIssue({
        code: "custom",
        path: ["quantity"],
        message:
          values.transactionType === "adjusted" ? "Enter a whole number: positive adds, negative removes" : "Enter a whole number",
      });
    }
    // The screen's own rule (the server records a use without one): a use is recorded against the project that used it.
    if (values.transactionType === "used" && values.projectId === "") {
      ctx.addIssue({ code: "custom", path: ["projectId"], message: "Choose the project that used it" });
    }
  });

export type TransactionFormValues = z.input<typeof transactionInputs>;

/** POST /api/materials/:id/transactions body. */
export function toTransactionPayload(values: TransactionFormValues) {
  return {
    transactionType: values.transactionType,
    quantity: Number(values.quantity.trim()),
    projectId: values.projectId === "" ? null : Number(values.projectId),
    unitCost: numberOrNull(values.unitCost),
    notes: textOrNull(values.notes),
  } satisfies z.input<typeof createMaterialTransactionSchema>;
}
export type TransactionPayload = ReturnType<typeof toTransactionPayload>;

export const transactionFormSchema = checkedByBody(transactionInputs, createMaterialTransactionSchema, toTransactionPayload);
