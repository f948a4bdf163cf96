// Payroll's endpoints: a pay period's figures (a week's for a weekly company), its CSV downloads, its pay changes,
// approval and reopening, and the weekly-overtime switch. Plain zod: the client bundles it.
import { z } from "zod";
import { OVERTIME_RULES } from "../domain/overtime-labels";
import { PAY_LABELS } from "../domain/pay-lines";
import { PAY_PERIOD_STATUSES } from "../domain/statuses";
import { isPayDay, PAY_FREQUENCIES } from "../domain/pay-schedule";
import { SIGNATURE_STATUSES } from "../domain/period-signature";
import { csv, endpoint, json } from "./contract";
import { instant, int, money } from "./wire";
import { MEAL_BREAK_RULES } from "./company-settings";
import { payChangesWeekViewSchema } from "./pay-changes";

// ---------------------------------------------------------------------------------------------------------------
// Requests.

const weekOf = z
  .string({ error: "weekOf must be a date like 2026-03-02" })
  .refine(isPayDay, "weekOf must be a date like 2026-03-02")
  .describe("Any day of the wanted pay period (the spec's name: for a weekly company, the Sunday-Saturday week)");

/** Any day of the wanted pay period (for a weekly company, the same as weekOf). */
export const periodOf = z
  .string({ error: "periodOf must be a date like 2026-03-02" })
  .refine(isPayDay, "periodOf must be a date like 2026-03-02")
  .describe("Any day of the wanted pay period");

/** periodOf (or the spec's weekOf): any day of the wanted pay period; absent means the current one in APP_TIME_ZONE. */
export const weekOfQuerySchema = z
  .object({ weekOf: weekOf.optional(), periodOf: periodOf.optional() })
  .strict()
  .refine((query) => query.weekOf === undefined || query.periodOf === undefined, { message: "Give the period as periodOf or weekOf, not both", path: ["periodOf"] });
/** POST /api/payroll/approve: the period by any of its days, as periodOf (issue 27) or the spec's weekOf. */
export const approveWeekSchema = z
  .object({ periodOf: periodOf.optional(), weekOf: weekOf.optional() })
  .strict()
  .refine((body) => (body.periodOf === undefined) !== (body.weekOf === undefined), {
    message: "Give the period as periodOf (or weekOf), once",
    path: ["periodOf"],
  })
  .transform((body) => ({ periodOf: (body.periodOf ?? body.weekOf) as string }));
/** GET /api/payroll: the week, and on request one worker's hours explained stretch by stretch. */
export const payrollWeekQuerySchema = z
  .object({
    weekOf: weekOf.optional(),
    periodOf: periodOf.optional(),
    segmentsOf: z.coerce
      .number({ error: "segmentsOf must be a worker's id" })
      .int("segmentsOf must be a worker's id")
      .positive("segmentsOf must be a worker's id")
      .optional()
      .describe("A worker's id: the answer's segments explain that worker's week, stretch by stretch"),
    dayHours: z
      .enum(["true"], { error: "dayHours must be true when given" })
      .optional()
      .describe("true: the answer's dayHours give each worker's hours by day (the desk grid's cells)"),
  })
  .strict()
  .refine((query) => query.weekOf === undefined || query.periodOf === undefined, { message: "Give the period as periodOf or weekOf, not both", path: ["periodOf"] });
/**
 * PUT /api/settings/payroll: the settings to change; one left out keeps its value (a body with only weeklyOvertime, as
 * the Payroll tab sends, leaves break pay as it is).
 */
export const payrollSettingsSchema = z
  .object({
    weeklyOvertime: z.boolean({ error: "weeklyOvertime must be true or false" }).optional(),
    mealBreaksPaid: z
      .boolean({ error: "mealBreaksPaid must be true or false" })
      .optional()
      .describe("Meal breaks started from now on are paid; breaks already taken keep their pay"),
  })
  .strict()
  .refine((s) => s.weeklyOvertime !== undefined || s.mealBreaksPaid !== undefined, {
    message: "Change at least one of weeklyOvertime or mealBreaksPaid",
  });
export type PayrollSettingsUpdate = z.output<typeof payrollSettingsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Answers.

/** A pay period as the payroll week, an entry's detail and the list of periods show it (approved: its entries are locked). */
export const payPeriodSummarySchema = z
  .object({
    id: int(),
    startDate: z.string(),
    endDate: z.string(),
    status: z.enum(PAY_PERIOD_STATUSES),
    approvedAt: instant().nullable(),
    approvedBy: int().nullable(),
    approvedByName: z.string().nullable().describe("Who approved it, as the app names people (null while not approved)"),
    version: int().describe("The approval record's version: 1 at the first approval; while reopened, the version last approved"),
    reopenedAt: instant().nullable().describe("While reopened: when (null otherwise)"),
    reopenedByName: z.string().nullable().describe("While reopened: who reopened it"),
    reopenReason: z.string().nullable().describe("While reopened: why"),
  })
  .strict();
export type PayPeriodSummary = z.infer<typeof payPeriodSummarySchema>;

const hoursAndPay = {
  regularHours: z.number(),
  overtimeHours: z.number(),
  totalHours: z.number(),
  regularPay: money(),
  overtimePay: money(),
  doubleTimeHours: z.number().describe("Hours at 2x: California's over 12 a day and its 7th day over 8; 0 under the other presets"),
  doubleTimePay: money(),
  grossPay: money(),
};

/** One pay line: a worker's hours under one label at one rate, rounded once, and their pay (hours x labelRate). */
export const payLineViewSchema = z
  .object({
    label: z.enum(PAY_LABELS),
    hourlyRate: money().nullable().describe("The worker's own rate for these hours; null when the entries have none (paid 0)"),
    labelRate: z
      .string()
      .nullable()
      .describe("The label's rate as decimal text, to the half cent where it has one ('28.125'): the own rate x 1.5 or 2, or plus the premium on the weighted regular rate"),
    hours: z.number().describe("To the hundredth, rounded once from the line's minutes"),
    pay: money().describe("hours x labelRate, rounded once to the cent"),
  })
  .strict();
export type PayLineView = z.infer<typeof payLineViewSchema>;

export const payrollWorkerLineSchema = z
  .object({
    workerId: int(),
    workerName: z.string(),
    ...hoursAndPay,
    hourlyRate: money().nullable().describe("The rate when all the worker's entries share it; null when mixed or unset (see rates)"),
    rates: z.array(money()),
    weightedRate: money()
      .nullable()
      .describe("The week's weighted regular rate when the worker worked at two or more rates and the rule pays overtime on it (29 CFR 778.115); null otherwise"),
    entriesWithoutRate: int(),
    entryCount: int(),
    payLines: z
      .array(payLineViewSchema)
      .describe("One line per label and rate, labels in order: the worker's hours and pay per label are their sums, and grossPay their sum (plus a paid meal premium)"),
    mealBreakMissedDays: z
      .array(z.string())
      .describe("The worker's days (yyyy-MM-dd, clock-in day) that missed the company's meal break; [] while the rule is off"),
    mealPremiumPay: money().describe("One hour at the regular rate of the day's first entry per missed day; in grossPay only when mealPremiumPaid"),
  })
  .strict();
export type PayrollWorkerLine = z.infer<typeof payrollWorkerLineSchema>;

export const payrollTotalsViewSchema = z.object({ workerCount: int(), entryCount: int(), ...hoursAndPay, mealPremiumPay: money() }).strict();
export type PayrollTotalsView = z.infer<typeof payrollTotalsViewSchema>;

/** One stretch of a worker's week under one label: "16:00-18:00 overtime 1.5x, daily over 8 (California LC 510)". */
export const paySegmentViewSchema = z
  .object({
    entryId: int(),
    dayKey: z.string().describe("The workday it counts in (yyyy-MM-dd): its calendar day, or the clock-in day under the spec's presets"),
    start: instant(),
    end: instant(),
    minutes: int(),
    label: z.enum(PAY_LABELS),
    text: z.string().describe("What the label means and the rule that priced it"),
  })
  .strict();

/** One cell of the desk grid: a worker's hours on a day (the day shifts started), shares of their rounded pay lines. */
export const dayHoursViewSchema = z.object({ workerId: int(), dayKey: z.string(), hours: z.number() }).strict();
export type DayHoursView = z.infer<typeof dayHoursViewSchema>;

const daySpan = z.object({ startDate: z.string(), endDate: z.string() }).strict();

/** A workweek a period touches (overtime is counted per workweek), with its days outside the period on either side. */
export const periodWorkweekViewSchema = z
  .object({
    startDate: z.string(),
    endDate: z.string(),
    carriedFrom: daySpan.nullable().describe("Its days before the period (paid in the period before; their hours count toward this workweek's 40), else null"),
    continuesInto: daySpan.nullable().describe("Its days after the period (the rest of the workweek, and any weekly overtime it makes, is paid in the next period), else null"),
    carriedHours: z
      .array(z.object({ workerId: int(), hours: z.number() }).strict())
      .describe("Per worker with hours on the carriedFrom days: those hours, to the hundredth ([] when nothing is carried)"),
  })
  .strict();
export type PeriodWorkweekView = z.infer<typeof periodWorkweekViewSchema>;

/** A worker's signature of a pay period (issue 27 step 5): their own screen's and, per worker, the Payroll tab's. */
export const signatureViewSchema = z
  .object({
    status: z.enum(SIGNATURE_STATUSES).describe("signed: of the hours as they are now; outdated: hours changed after signing; unsigned"),
    signedAt: instant().nullable().describe("The latest signature's time; null when unsigned"),
    certificationVersion: int().nullable().describe("The version of the text the latest signature was made under"),
  })
  .strict();
export type SignatureView = z.infer<typeof signatureViewSchema>;

export const workerSignatureViewSchema = z.object({ workerId: int() }).extend(signatureViewSchema.shape).strict();
export type WorkerSignatureView = z.infer<typeof workerSignatureViewSchema>;

/** GET /api/payroll?periodOf= (or weekOf=) and POST /api/payroll/approve: one pay period. */
export const payrollWeekViewSchema = z
  .object({
    weekStart: z.string().describe("The pay period's first day (for a weekly company, its workweek's)"),
    weekEnd: z.string().describe("The pay period's last day"),
    payFrequency: z.enum(PAY_FREQUENCIES).describe("The company's pay frequency now (an approved period keeps its days whatever it says)"),
    workweeks: z.array(periodWorkweekViewSchema).describe("The workweeks the period touches, in order"),
    timeZone: z.string(),
    weeklyOvertime: z.boolean().describe("The overtime rule has overtime after 40 hours a week"),
    overtimeRule: z.enum(OVERTIME_RULES).describe("The overtime preset the figures were labelled under"),
    mealBreakRule: z.enum(MEAL_BREAK_RULES).describe("The company's meal-break rule: off flags no day"),
    mealPremiumPaid: z.boolean().describe("The meal premium is added to gross pay (the rule is on and the company pays the premium)"),
    approved: z.boolean(),
    periodEndsAt: instant().describe("The first instant after the period's last day, in the company's zone: it can be approved from then"),
    payPeriod: payPeriodSummarySchema.nullable(),
    openEntries: int().describe("Entries still clocked in that started in this period: not counted until clocked out"),
    workers: z.array(payrollWorkerLineSchema),
    totals: payrollTotalsViewSchema,
    signatures: z
      .array(workerSignatureViewSchema)
      .nullable()
      .describe("Per worker of the period: whether they signed it (Company settings' periodSignatures); null while the company does not ask"),
    dayHours: z
      .array(dayHoursViewSchema)
      .optional()
      .describe("Only when dayHours=true: per worker and day with hours, those hours; a worker's days add up to their totalHours"),
    segments: z
      .array(paySegmentViewSchema)
      .optional()
      .describe("Only when segmentsOf asked: that worker's week (entries clocked in within it), stretch by stretch in time order"),
  })
  .strict();
export type PayrollWeekView = z.infer<typeof payrollWeekViewSchema>;

/**
 * The settings an approved period's figures were computed under (pay_periods.settings_used), with the pay rules'
 * version: the period is shown from its record under these, whatever the settings say later.
 */
export const storedPaySettingsSchema = z
  .object({
    payRulesVersion: int(),
    overtimeRule: z.enum(OVERTIME_RULES),
    nevadaDailyOvertimeBelowRate: z.boolean(),
    mealBreakRule: z.enum(MEAL_BREAK_RULES),
    mealPremium: z.boolean(),
    workweekStartsOn: int().optional().describe("The workweek's first day (0 = Sunday); absent in records from before it was a setting (Sunday)"),
  })
  .strict();
export type StoredPaySettings = z.infer<typeof storedPaySettingsSchema>;

/** Double time has its rows and columns where the rule pays it (California) or the week holds some. */
export const weekShowsDoubleTime = (week: Pick<PayrollWeekView, "overtimeRule"> & { totals: Pick<PayrollWeekView["totals"], "doubleTimeHours"> }) =>
  week.overtimeRule === "california" || week.totals.doubleTimeHours > 0;
export type PaySegmentView = z.infer<typeof paySegmentViewSchema>;


export const payrollSettingsResponseSchema = z
  .object({
    weeklyOvertime: z.boolean(),
    mealBreaksPaid: z.boolean().describe("Whether meal breaks are paid (rest breaks always are); false unless the company turns it on"),
  })
  .strict();
export type PayrollSettings = z.output<typeof payrollSettingsResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Endpoints.

export const payrollApi = {
  week: endpoint({
    method: "GET",
    path: "/api/payroll",
    summary: "Payroll for a pay period (for a weekly company, the workweek)",
    tag: "payroll",
    access: "office",
    query: payrollWeekQuerySchema,
    response: json(payrollWeekViewSchema, "The week"),
  }),
  workersCsv: endpoint({
    method: "GET",
    path: "/api/payroll/export.csv",
    summary: "The pay period per worker, as CSV",
    tag: "payroll",
    access: "office",
    query: weekOfQuerySchema,
    response: csv("One line per worker"),
  }),
  entriesCsv: endpoint({
    method: "GET",
    path: "/api/payroll/entries.csv",
    summary: "The pay period's entries, as CSV",
    tag: "payroll",
    access: "office",
    query: weekOfQuerySchema,
    response: csv("One line per time entry"),
  }),
  payChanges: endpoint({
    method: "GET",
    path: "/api/payroll/pay-changes",
    summary: "Rate and active changes made during a pay period, its entries added or deleted by hand, its late taps, and pay-moving settings changes before its approval, oldest first",
    description: "Admins; office users while Company settings' officeApprovesPayroll is on (else 403).",
    tag: "payroll",
    access: "office",
    query: weekOfQuerySchema,
    response: json(payChangesWeekViewSchema, "The week's changes"),
  }),
  approve: endpoint({
    method: "POST",
    path: "/api/payroll/approve",
    summary: "Approve a pay period (its entries can no longer be corrected)",
    description:
      "Admins; office users while Company settings' officeApprovesPayroll is on (else 403). 403 when the week holds hours of the approver's own worker (another approver must). 409 before the week has ended (its last day in the company's zone), while the week has an entry still open, one waiting for the office to confirm it, one auto-closed and not yet reviewed, or one punched without the cost code the company requires and not yet given one (these two name the entries), or when it is already approved.",
    tag: "payroll",
    access: "office",
    body: approveWeekSchema,
    response: json(payrollWeekViewSchema, "The approved week", 201),
    errors: [403, 409],
  }),
  settings: endpoint({
    method: "GET",
    path: "/api/settings/payroll",
    summary: "Payroll settings",
    tag: "payroll",
    access: "office",
    response: json(payrollSettingsResponseSchema, "The settings"),
  }),
  putSettings: endpoint({
    method: "PUT",
    path: "/api/settings/payroll",
    summary: "Switch weekly overtime (after 40 h) or paid meal breaks on or off",
    tag: "payroll",
    access: "admin",
    body: payrollSettingsSchema,
    response: json(payrollSettingsResponseSchema, "The settings"),
  }),
};
