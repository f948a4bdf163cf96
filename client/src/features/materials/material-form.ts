// The material forms' rules: what the fields accept, the payload the API gets (SPEC 5 Add Material), and the
// stock a movement would leave, shown before it is recorded.
import { z } from "zod";
import type { MaterialTransactionType } from "@shared/domain/materials-catalogue";

const MONEY_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;
const WHOLE_PATTERN = /^\d{1,9}$/;

const optionalMoney = z
  .string()
  .trim()
  .refine((v) => v === "" || MONEY_PATTERN.test(v), "Enter an amount like 12.50 (up to 2 decimals)");

const optionalWhole = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || WHOLE_PATTERN.test(v), `${label} must be a whole number of 0 or more`);

export const materialFormSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(200, "Name must be at most 200 characters"),
  description: z.string().trim().max(2000, "Description must be at most 2000 characters"),
  category: z.string().min(1, "Category is required"),
  unit: z.string().min(1, "Unit is required"),
  unitCost: optionalMoney,
  currentStock: optionalWhole("Current stock"),
  minStockLevel: optionalWhole("Minimum stock level"),
  supplier: z.string().trim().max(200, "Supplier must be at most 200 characters"),
  sku: z.string().trim().max(100, "SKU must be at most 100 characters"),
});

export type MaterialFormValues = z.input<typeof materialFormSchema>;

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

/** POST /api/materials body: unitCost a number, stock fields integers, empty values null (SPEC 5). */
export type MaterialPayload = {
  name: string;
  description: string | null;
  category: string;
  unit: string;
  unitCost: number | null;
  currentStock: number | null;
  minStockLevel: number | null;
  supplier: string | null;
  sku: string | null;
};

const textOrNull = (value: string) => (value.trim() === "" ? null : value.trim());
const numberOrNull = (value: string) => (value.trim() === "" ? null : Number(value.trim()));
const integerOrNull = (value: string) => (value.trim() === "" ? null : Number.parseInt(value.trim(), 10));

export function toMaterialPayload(values: MaterialFormValues): MaterialPayload {
  return {
    name: values.name.trim(),
    description: textOrNull(values.description),
    category: values.category,
    unit: values.unit,
    unitCost: numberOrNull(values.unitCost),
    currentStock: integerOrNull(values.currentStock),
    minStockLevel: integerOrNull(values.minStockLevel),
    supplier: textOrNull(values.supplier),
    sku: textOrNull(values.sku),
  };
}

/** The edit form starts from the stored material; numbers become the text the inputs hold. */
export function materialToFormValues(material: {
  name: string;
  description: string | null;
  category: string;
  unit: string;
  unitCost: string | null;
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

export const transactionFormSchema = z
  .object({
    transactionType: z.enum(["received", "used", "returned", "adjusted"]),
    quantity: z.string().trim().min(1, "Enter a quantity"),
    projectId: z.string(),
    unitCost: optionalMoney,
    notes: z.string().trim().max(1000, "Notes must be at most 1000 characters"),
  })
  .superRefine((values, ctx) => {
    const signed = values.transactionType === "adjusted";
    const pattern = signed ? /^[+-]?\d{1,7}$/ : /^\d{1,7}$/;
    if (values.quantity !== "" && !pattern.test(values.quantity)) {
      ctx.addIssue({
        code: "custom",
        path: ["quantity"],
        message: signed ? "Enter a whole number: positive adds, negative removes" : "Enter a whole number",
      });
      return;
    }
    const quantity = Number(values.quantity);
    if (values.quantity !== "" && signed && quantity === 0) {
      ctx.addIssue({ code: "custom", path: ["quantity"], message: "An adjustment must change the stock" });
    } else if (values.quantity !== "" && !signed && quantity < 1) {
      ctx.addIssue({ code: "custom", path: ["quantity"], message: "Quantity must be at least 1" });
    }
    if (values.transactionType === "used" && values.projectId === "") {
      ctx.addIssue({ code: "custom", path: ["projectId"], message: "Choose the project that used it" });
    }
  });

export type TransactionFormValues = z.input<typeof transactionFormSchema>;

/** The quantity typed so far as a whole number, or null (for the live preview). */
export function parseQuantity(text: string, type: MaterialTransactionType): number | null {
  const trimmed = text.trim();
  const pattern = type === "adjusted" ? /^[+-]?\d{1,7}$/ : /^\d{1,7}$/;
  return pattern.test(trimmed) ? Number(trimmed) : null;
}

export function toTransactionPayload(values: TransactionFormValues) {
  return {
    transactionType: values.transactionType,
    quantity: Number(values.quantity.trim()),
    projectId: values.projectId === "" ? null : Number(values.projectId),
    unitCost: numberOrNull(values.unitCost),
    notes: textOrNull(values.notes),
  };
}
