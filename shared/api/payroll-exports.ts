// Files for the payroll provider (issue 27 step 6): how each provider knows a worker (office and admins only), a
// pre-flight that lists every missing mapping and every rule the provider would refuse before a file is written, and
// every file kept as a batch of the approved period's version it was made from. Plain zod: the client bundles it.
import { z } from "zod";
import { exportProblemSchema } from "../errors";
import { EARNING_CODE_MAX_CHARS, EXPORT_EARNINGS, EXPORT_PROFILES } from "../domain/payroll-export";
import { archive, endpoint, json, list } from "./contract";
import { optionalPlainText } from "./inputs";
import { periodOf } from "./payroll";
import { versionWorkerSchema } from "./pay-periods";
import { instant, int, money } from "./wire";

// ---------------------------------------------------------------------------------------------------------------
// Requests.

/** A name or id as the provider has it: trimmed, empty for none, at most `max` characters. */
const providerText = (label: string, max: number) =>
  optionalPlainText.pipe(z.string().max(max, `${label} can be at most ${max} characters`).nullable()).optional();

/** PUT /api/workers/:id/payroll-identity: the fields given are set (empty: cleared); those left out are kept. */
export const payrollIdentityInputSchema = z
  .object({
    gustoFirstName: providerText("Gusto first name", 100).describe("The first name exactly as in Gusto"),
    gustoLastName: providerText("Gusto last name", 100).describe("The last name exactly as in Gusto"),
    gustoEmployeeId: providerText("Gusto employee id", 64).describe("Gusto's employee id: matches the worker when two share a name"),
    adpFileNumber: optionalPlainText
      .pipe(z.string().regex(/^\d{1,6}$/, "ADP file number is 1 to 6 digits").nullable())
      .optional()
      .describe("The worker's ADP file number"),
    paychexWorkerId: optionalPlainText
      .pipe(z.string().regex(/^[A-Za-z0-9]{1,10}$/, "Paychex worker id is 1 to 10 letters or digits").nullable())
      .optional()
      .describe("The worker's Paychex worker id"),
    quickbooksEmployeeName: providerText("QuickBooks employee name", 41).describe("The employee's name exactly as in QuickBooks"),
  })
  .strict();
export type PayrollIdentityInput = z.output<typeof payrollIdentityInputSchema>;

export const exportProfileParams = z.object({ profile: z.enum(EXPORT_PROFILES, { error: `The profile must be one of ${EXPORT_PROFILES.join(", ")}` }) }).strict();

export const preflightQuerySchema = z.object({ periodOf }).strict();

export const createExportSchema = z
  .object({ profile: z.enum(EXPORT_PROFILES, { error: `profile must be one of ${EXPORT_PROFILES.join(", ")}` }), periodOf })
  .strict();
export type CreateExportInput = z.output<typeof createExportSchema>;

export const batchesQuerySchema = z.object({ periodOf }).strict();

/** An earnings code as typed (its form at the provider is the profile's rule, checked when the mapping is saved). */
const earningCode = optionalPlainText
  .pipe(z.string().max(EARNING_CODE_MAX_CHARS, `An earnings code can be at most ${EARNING_CODE_MAX_CHARS} characters`).nullable())
  .optional();

/** PUT /api/payroll/exports/:profile/mapping: the fields given are set (empty: cleared), the others kept. */
export const exportMappingInputSchema = z
  .object({
    companyCode: optionalPlainText
      .pipe(z.string().max(20, "The company code can be at most 20 characters").nullable())
      .optional()
      .describe("The company's code at the provider (its form is the profile's: 2 or 3 letters or digits for ADP)"),
    earningCodes: z
      .object(Object.fromEntries(EXPORT_EARNINGS.map((earning) => [earning, earningCode])) as Record<(typeof EXPORT_EARNINGS)[number], typeof earningCode>)
      .strict()
      .optional()
      .describe("The provider's earnings code for each earning the profile maps"),
  })
  .strict();
export type ExportMappingInput = z.output<typeof exportMappingInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Answers.

export const payrollIdentityViewSchema = z
  .object({
    workerId: int(),
    gustoFirstName: z.string().nullable(),
    gustoLastName: z.string().nullable(),
    gustoEmployeeId: z.string().nullable(),
    adpFileNumber: z.string().nullable(),
    paychexWorkerId: z.string().nullable(),
    quickbooksEmployeeName: z.string().nullable(),
    updatedAt: instant().nullable().describe("null: never mapped"),
    updatedByName: z.string().nullable(),
  })
  .strict();
export type PayrollIdentityView = z.infer<typeof payrollIdentityViewSchema>;

export const exportMappingViewSchema = z
  .object({
    profile: z.enum(EXPORT_PROFILES),
    companyCode: z.string().nullable(),
    earningCodes: z.object(Object.fromEntries(EXPORT_EARNINGS.map((earning) => [earning, z.string().nullable()])) as Record<(typeof EXPORT_EARNINGS)[number], z.ZodNullable<z.ZodString>>).strict(),
    needs: z
      .object({
        companyCode: z.string().nullable().describe("The company code's name at the provider; null: none asked"),
        earningCodes: z.array(z.enum(EXPORT_EARNINGS)),
        earningCodeName: z.string().nullable().describe("What the provider calls an earning's code ('earnings code', 'pay component')"),
      })
      .strict()
      .describe("What this profile's mapping asks for"),
    updatedAt: instant().nullable(),
    updatedByName: z.string().nullable(),
  })
  .strict();
export type ExportMappingView = z.infer<typeof exportMappingViewSchema>;

export const preflightViewSchema = z
  .object({
    profile: z.enum(EXPORT_PROFILES),
    startDate: z.string(),
    endDate: z.string(),
    problems: z.array(exportProblemSchema).describe("Each stops the file until fixed ([]: it can be made)"),
    notes: z.array(z.string()).describe("What the office adds by hand in the provider (a meal premium the file has no column for); never stops the file"),
  })
  .strict();
export type PreflightView = z.infer<typeof preflightViewSchema>;

/** A worker's figures in a file, as kept with its batch: a version's, with the meal premium paid (a file's own earning). */
export const exportedWorkerFiguresSchema = versionWorkerSchema.extend({ mealPremiumPay: money() }).strict();
export type ExportedWorkerFigures = z.infer<typeof exportedWorkerFiguresSchema>;

export const batchChangeSchema = z
  .object({
    workerId: int(),
    workerName: z.string(),
    earning: z.enum(["regular", "overtime", "double_time", "meal_premium", "gross"]),
    inFile: z.string().describe("Hours ('8.00') or money ('12.50') in the file; '0.00' when the worker was not in it"),
    now: z.string().describe("The same in the period's current approved version"),
  })
  .strict();

export const exportBatchViewSchema = z
  .object({
    id: int(),
    profile: z.enum(EXPORT_PROFILES),
    startDate: z.string(),
    endDate: z.string(),
    periodVersion: int().describe("The approved version of the period the file was made from"),
    createdAt: instant(),
    createdByName: z.string().nullable(),
    filename: z.string(),
    sha256: z.string().describe("Of the file's bytes (UTF-8), as downloaded"),
    workerCount: int(),
    totalHours: z.number(),
    outOfDate: z
      .boolean()
      .describe("The period was reopened, or approved again, since: the file no longer matches it (re-exporting makes a whole new file)"),
    changes: z.array(batchChangeSchema).describe("While out of date and approved again: per worker and earning, what differs from the file"),
  })
  .strict();
export type ExportBatchView = z.infer<typeof exportBatchViewSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Endpoints.

export const payrollExportsApi = {
  identity: endpoint({
    method: "GET",
    path: "/api/workers/:id/payroll-identity",
    summary: "How each payroll provider knows this worker (office and admins only)",
    tag: "payroll",
    access: "office",
    response: json(payrollIdentityViewSchema, "The identity (all null when never mapped)"),
    errors: [404],
  }),
  putIdentity: endpoint({
    method: "PUT",
    path: "/api/workers/:id/payroll-identity",
    summary: "Set how payroll providers know this worker; fields left out are kept, empty ones cleared",
    tag: "payroll",
    access: "office",
    body: payrollIdentityInputSchema,
    response: json(payrollIdentityViewSchema, "The identity"),
    errors: [404],
  }),
  preflight: endpoint({
    method: "GET",
    path: "/api/payroll/exports/:profile/preflight",
    summary: "Check a pay period's file for a provider before it is written: every missing mapping and rule it would break",
    tag: "payroll",
    access: "office",
    params: exportProfileParams,
    query: preflightQuerySchema,
    response: json(preflightViewSchema, "The pre-flight"),
  }),
  mapping: endpoint({
    method: "GET",
    path: "/api/payroll/exports/:profile/mapping",
    summary: "A profile's mapping: the company's code at the provider and its earnings codes (all null when never set)",
    tag: "payroll",
    access: "office",
    params: exportProfileParams,
    response: json(exportMappingViewSchema, "The mapping"),
  }),
  putMapping: endpoint({
    method: "PUT",
    path: "/api/payroll/exports/:profile/mapping",
    summary: "Set a profile's mapping; fields left out are kept, empty ones cleared",
    description: "422 when the company code or an earnings code does not have the provider's form (ADP: 1 to 3 letters or digits; Paychex: the pay component's name).",
    tag: "payroll",
    access: "office",
    params: exportProfileParams,
    body: exportMappingInputSchema,
    response: json(exportMappingViewSchema, "The mapping"),
    errors: [422],
  }),
  create: endpoint({
    method: "POST",
    path: "/api/payroll/exports",
    summary: "Make a provider's file of an approved pay period, kept as a batch",
    description: "422 with the pre-flight's problems (each naming the worker or mapping it concerns, with where to fix it) when there are any; nothing is kept then.",
    tag: "payroll",
    access: "office",
    body: createExportSchema,
    response: json(exportBatchViewSchema, "The batch", 201),
    errors: [422],
  }),
  batches: endpoint({
    method: "GET",
    path: "/api/payroll/exports/batches",
    summary: "The files made of a pay period, newest first, each saying whether the period changed since",
    tag: "payroll",
    access: "office",
    query: batchesQuerySchema,
    response: list(exportBatchViewSchema, "The batches"),
  }),
  download: endpoint({
    method: "GET",
    path: "/api/payroll/exports/batches/:id",
    summary: "Download a batch's file, byte for byte as it was made",
    tag: "payroll",
    access: "office",
    response: archive("The file"),
    errors: [404],
  }),
};
