// The company's cost codes (issue 15): a code such as "03-300" and its name ("Cast-in-place concrete"), kept by the
// office and admins. Everyone signed in reads the list, since their punches and entries will carry a code. A code is
// never deleted (entries will refer to it): the office deactivates it, and it leaves the pickers but stays readable.
import { z } from "zod";
import { endpoint, json, list } from "./contract";
import { requiredText } from "./inputs";
import { instant, int } from "./wire";

export const COST_CODE_MAX_CHARS = 20;
export const COST_CODE_NAME_MAX_CHARS = 100;

/** The refusal of a code another one already has, whatever its case, naming that one as stored (the 409's message on `code`). */
export const costCodeTakenMessage = (code: string) => `A cost code ${code} already exists`;

// ---------------------------------------------------------------------------------------------------------------
// Requests.

const code = requiredText("Enter a code").pipe(
  z.string().max(COST_CODE_MAX_CHARS, `Code can be at most ${COST_CODE_MAX_CHARS} characters`),
);
const name = requiredText("Enter a name").pipe(
  z.string().max(COST_CODE_NAME_MAX_CHARS, `Name can be at most ${COST_CODE_NAME_MAX_CHARS} characters`),
);

/** POST /api/cost-codes: a new code is active. */
export const createCostCodeSchema = z.object({ code, name }).strict();
export type CreateCostCodeInput = z.output<typeof createCostCodeSchema>;

/** PATCH /api/cost-codes/:id: any of its code, name and whether it is active (deactivating is how a code goes away). */
export const updateCostCodeSchema = z
  .object({
    code: code.optional(),
    name: name.optional(),
    active: z.boolean({ error: "active must be true or false" }).optional(),
  })
  .strict()
  .refine((fields) => Object.keys(fields).length > 0, "Send at least one field to change");
export type UpdateCostCodeInput = z.output<typeof updateCostCodeSchema>;

export const costCodeListQuerySchema = z
  .object({
    active: z
      .enum(["true", "false"], { error: "active must be true or false" })
      .optional()
      .describe("true: only the active codes (what a picker offers); false: only the inactive ones; left out: all"),
  })
  .strict();

// ---------------------------------------------------------------------------------------------------------------
// Answers.

export const costCodeViewSchema = z
  .object({
    id: int(),
    code: z.string(),
    name: z.string(),
    active: z.boolean().describe("false: deactivated; kept for the entries that carry it, offered for no new one"),
    createdAt: instant(),
    createdBy: int().nullable(),
    createdByName: z.string().nullable(),
    updatedAt: instant(),
    updatedBy: int().nullable().describe("Who last changed it; null until it is changed"),
    updatedByName: z.string().nullable(),
  })
  .strict();
export type CostCodeView = z.infer<typeof costCodeViewSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Endpoints.

export const costCodesApi = {
  list: endpoint({
    method: "GET",
    path: "/api/cost-codes",
    summary: "The company's cost codes, active ones first, each by code",
    description: "Everyone signed in reads them: their punches and entries carry one. Inactive codes are included unless ?active=true.",
    tag: "cost-codes",
    access: "member",
    query: costCodeListQuerySchema,
    response: list(costCodeViewSchema, "The cost codes"),
  }),
  create: endpoint({
    method: "POST",
    path: "/api/cost-codes",
    summary: "Add a cost code (active)",
    description: "409 with a message on `code` when another code is the same, whatever its case.",
    tag: "cost-codes",
    access: "office",
    body: createCostCodeSchema,
    response: json(costCodeViewSchema, "The new cost code", 201),
    errors: [409],
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/cost-codes/:id",
    summary: "Change a cost code's code or name, or deactivate or reactivate it",
    description:
      "There is no delete: entries will refer to the code, so it is deactivated instead. 409 with a message on `code` when another code is the same, whatever its case; nothing changes then.",
    tag: "cost-codes",
    access: "office",
    body: updateCostCodeSchema,
    response: json(costCodeViewSchema, "The cost code"),
    errors: [409],
  }),
};
