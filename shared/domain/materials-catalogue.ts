// Material categories, units and stock movement types shared by the materials forms and the API.
export const MATERIAL_CATEGORIES = [
  "Lumber",
  "Concrete",
  "Electrical",
  "Plumbing",
  "Hardware",
  "Roofing",
  "Insulation",
  "Paint",
  "Tools",
  "Safety",
] as const;
export type MaterialCategory = (typeof MATERIAL_CATEGORIES)[number];

export const MATERIAL_UNITS = ["pieces", "feet", "yards", "pounds", "gallons", "bags", "boxes", "rolls", "sheets"] as const;
export type MaterialUnit = (typeof MATERIAL_UNITS)[number];

export const MATERIAL_TRANSACTION_TYPES = ["received", "used", "returned", "adjusted"] as const;
export type MaterialTransactionType = (typeof MATERIAL_TRANSACTION_TYPES)[number];
