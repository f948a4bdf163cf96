// Pay periods as records (issue 27): reopening an approved period with a reason, the list of periods, and a period's
// versions with what each changed per worker. Plain zod: the client bundles it.
import { z } from "zod";
import { OVERTIME_RULES } from "../domain/overtime-labels";
import { DEFAULT_PAGE, endpoint, json, list } from "./contract";
import { pageQueryFields } from "./paging";
import { instant, int, money } from "./wire";
import { reasonText } from "./time-clock";
import { payPeriodSummarySchema, payrollWeekViewSchema, periodOf } from "./payroll";

// ---------------------------------------------------------------------------------------------------------------
// Requests.

/** POST /api/payroll/reopen: the approved period by any of its days, and why it is reopened (kept with its version). */
export const reopenPeriodSchema = z.object({ periodOf, reason: reasonText("Please say why the period is reopened") }).strict();
export type ReopenPeriodInput = z.output<typeof reopenPeriodSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Answers.

/** A worker's figures in a period's version (and, with the meal premium, in a payroll file made of it). */
export const versionWorkerSchema = z
  .object({
    workerId: int(),
    workerName: z.string(),
    regularHours: z.number(),
    overtimeHours: z.number(),
    doubleTimeHours: z.number(),
    grossPay: money(),
  })
  .strict();

/** One approval of a period: who and when, under which rule, its workers' figures, and, once reopened, who, when and why. */
export const periodVersionViewSchema = z
  .object({
    version: int(),
    approvedAt: instant(),
    approvedByName: z.string().nullable(),
    overtimeRule: z.enum(OVERTIME_RULES).nullable().describe("The preset its figures were computed under; null for a period approved before records were kept"),
    reopenedAt: instant().nullable(),
    reopenedByName: z.string().nullable(),
    reopenReason: z.string().nullable(),
    totalHours: z.number(),
    grossPay: money(),
    workers: z.array(versionWorkerSchema),
    differences: z
      .array(z.object({ workerId: int(), workerName: z.string(), before: versionWorkerSchema.nullable(), after: versionWorkerSchema.nullable() }).strict())
      .describe("The workers whose hours or gross differ from the version before (before null: added; after null: removed); [] for version 1"),
  })
  .strict();
export type PeriodVersionView = z.infer<typeof periodVersionViewSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Endpoints.

export const payPeriodsApi = {
  reopen: endpoint({
    method: "POST",
    path: "/api/payroll/reopen",
    summary: "Reopen an approved period, with a reason: its entries can be corrected again, its record is kept as a version",
    description:
      "Who may approve may reopen: admins; office users while Company settings' officeApprovesPayroll is on (else 403). 409 when the period is not approved. Approving it again stores the next version.",
    tag: "payroll",
    access: "office",
    body: reopenPeriodSchema,
    response: json(payrollWeekViewSchema, "The reopened period"),
    errors: [403, 409],
  }),
  periods: endpoint({
    method: "GET",
    path: "/api/payroll/periods",
    summary: "The pay periods that have been approved (and those reopened since), newest first",
    tag: "payroll",
    access: "office",
    query: z.object({ ...pageQueryFields() }).strict(),
    page: DEFAULT_PAGE,
    response: list(payPeriodSummarySchema, "The periods"),
  }),
  versions: endpoint({
    method: "GET",
    path: "/api/payroll/periods/:id/versions",
    summary: "A period's history: every approval, newest first, with its reopening and what it changed per worker",
    tag: "payroll",
    access: "office",
    response: list(periodVersionViewSchema, "The versions"),
    errors: [404],
  }),
};
