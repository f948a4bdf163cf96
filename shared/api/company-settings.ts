// The Company settings (issue 15): one object an admin sets on one screen, stored in one app_settings row and read by
// the server through one service (server/modules/settings). Weekly overtime moved here from the payroll settings (the
// old endpoint still answers with the same stored value); break pay; the meal-break rule and its premium; the forgotten clock-out alert and the optional
// auto-close; the sign-off at clock-out; whether every entry needs a cost code.
// Plain zod: the client's form refines this schema.
import { z } from "zod";
import { SETTINGS_GROUPS } from "../domain/statuses";
import { OVERTIME_RULES } from "../domain/overtime-labels";
import { DEFAULT_PAY_FREQUENCY, PAY_FREQUENCIES, payScheduleProblem, type PayFrequency } from "../domain/pay-schedule";
import { isDateKey, SPEC_WORKWEEK_STARTS_ON } from "../domain/work-week";
import { DEFAULT_PAGE, endpoint, json, list } from "./contract";
import { pageQueryFields } from "./paging";
import { instant, int } from "./wire";

export const FORGOTTEN_CLOCK_OUT_DEFAULT_HOURS = 12;
/** The meal-break rules a company can choose: none, or California's (shared/domain/meal-break-rule.ts). */
export const MEAL_BREAK_RULES = ["off", "california"] as const;
export type MealBreakRuleName = (typeof MEAL_BREAK_RULES)[number];
export const COMPANY_NAME_MAX_LENGTH = 100;
/** Three days: an entry open longer than this is no shift at all, so neither setting may wait longer. */
export const MAX_OPEN_ENTRY_HOURS = 72;

export const COMPANY_SETTINGS_DEFAULTS = {
  companyName: "",
  weeklyOvertime: false,
  overtimeRule: "daily8",
  nevadaDailyOvertimeBelowRate: false,
  mealBreaksPaid: false,
  mealBreakRule: "off",
  mealPremium: false,
  forgottenClockOutAlertHours: FORGOTTEN_CLOCK_OUT_DEFAULT_HOURS,
  autoCloseAfterHours: null,
  signOffAtClockOut: false,
  costCodeRequired: false,
  officeApprovesPayroll: false,
  payFrequency: DEFAULT_PAY_FREQUENCY,
  workweekStartsOn: SPEC_WORKWEEK_STARTS_ON,
  payPeriodAnchor: null,
  periodSignatures: false,
} as const satisfies CompanySettings;

// Said to the administrator under the fields (the form runs this schema), so in their words.
const ALERT_HOURS_MESSAGE = `Alert after a whole number of hours from 1 to ${MAX_OPEN_ENTRY_HOURS}`;
const AUTO_CLOSE_HOURS_MESSAGE = `Auto-close after a whole number of hours from 1 to ${MAX_OPEN_ENTRY_HOURS}`;
export const AUTO_CLOSE_AFTER_ALERT_MESSAGE = "Auto-close must come later than the alert: choose more hours than the alert's";

const hours = (message: string) => z.number({ error: message }).int(message).min(1, message).max(MAX_OPEN_ENTRY_HOURS, message);

/** The fields alone, for a form that adds its own switches before the cross-field rule. */
export const companySettingsFields = z
  .object({
    // Absent (a client from before issue 26): no name.
    companyName: z
      .string({ error: "Company name must be text" })
      .trim()
      .max(COMPANY_NAME_MAX_LENGTH, `Company name can be at most ${COMPANY_NAME_MAX_LENGTH} characters`)
      .default("")
      .describe("The company's name as its people know it, named in the invitation mail; empty: none set"),
    weeklyOvertime: z
      .boolean({ error: "weeklyOvertime must be true or false" })
      .describe("True under every preset with overtime after 40 hours a week. Writing it chooses daily8 (false) or daily8-weekly40 (true); under the other presets writing it is refused with 422"),
    overtimeRule: z
      .enum(OVERTIME_RULES, { error: `overtimeRule must be one of ${OVERTIME_RULES.join(", ")}` })
      .describe("The overtime preset: daily8 (the default: over 8 a day), daily8-weekly40, federal, california, colorado, alaska or nevada (PAYROLL.md section 2)"),
    nevadaDailyOvertimeBelowRate: z
      .boolean({ error: "nevadaDailyOvertimeBelowRate must be true or false" })
      .describe("Under the nevada preset: daily overtime over 8 hours in a 24-hour workday applies (workers paid under 1.5 times the state minimum wage)"),
    mealBreaksPaid: z
      .boolean({ error: "mealBreaksPaid must be true or false" })
      .describe("Meal breaks started from now on are paid (rest breaks always are); breaks already taken keep their pay"),
    mealBreakRule: z
      .enum(MEAL_BREAK_RULES, { error: "mealBreakRule must be off or california" })
      .describe("off, or california: a 30 min meal before the end of the 5th hour of work; a day without it is flagged"),
    // Stored as set, but it only counts while the rule is on (turning the rule off and on again keeps the choice).
    mealPremium: z
      .boolean({ error: "mealPremium must be true or false" })
      .describe("Pay one hour at the regular rate for each day a meal was missed (added to gross pay); ignored while mealBreakRule is off"),
    forgottenClockOutAlertHours: hours(ALERT_HOURS_MESSAGE).describe(
      "An entry open this many hours alerts the worker, the project's foremen and the office once (bell and e-mail)",
    ),
    // Whole hours first; more than the alert's is the object's rule below, said in its own words.
    autoCloseAfterHours: hours(AUTO_CLOSE_HOURS_MESSAGE)
      .nullable()
      .describe("null: off. Otherwise an entry open this many hours is closed at clock-in + these hours and marked 'Auto-closed, needs review'"),
    signOffAtClockOut: z
      .boolean({ error: "signOffAtClockOut must be true or false" })
      .describe("Ask 'Did you take your breaks?' and 'Were you injured today?' at clock-out on the GPS clock; a missing answer is flagged, never blocking"),
    costCodeRequired: z
      .boolean({ error: "costCodeRequired must be true or false" })
      .describe(
        "Every entry needs a cost code: a punch without one is still taken and flagged 'No cost code' (its week cannot be approved until the office gives it one); an entry added or corrected by hand must have one",
      ),
    // Absent (a client from before issue 26): false, the safe side; admins approve.
    officeApprovesPayroll: z
      .boolean({ error: "officeApprovesPayroll must be true or false" })
      .default(false)
      .describe("Office users approve payroll weeks and read their pay changes, as admins do (false: admins only); nobody approves a week holding their own hours"),
    payFrequency: z
      .enum(PAY_FREQUENCIES, { error: `payFrequency must be one of ${PAY_FREQUENCIES.join(", ")}` })
      .describe("How often the company pays: weekly (the default), biweekly, semimonthly (1st-15th, 16th-end) or monthly. A change applies from the first period after the last approved one"),
    workweekStartsOn: z
      .number({ error: "workweekStartsOn must be a day from 0 (Sunday) to 6 (Saturday)" })
      .int("workweekStartsOn must be a day from 0 (Sunday) to 6 (Saturday)")
      .min(0, "workweekStartsOn must be a day from 0 (Sunday) to 6 (Saturday)")
      .max(6, "workweekStartsOn must be a day from 0 (Sunday) to 6 (Saturday)")
      .describe("The first day of the workweek over which weekly overtime is counted: 0 = Sunday (the default) ... 6 = Saturday"),
    payPeriodAnchor: z
      .string({ error: "payPeriodAnchor must be a date like 2026-03-01" })
      .refine(isDateKey, "payPeriodAnchor must be a date like 2026-03-01")
      .nullable()
      .describe("Weekly and biweekly: a date on which a pay period starts, on the workweek's first day (required for biweekly); null otherwise"),
    periodSignatures: z
      .boolean({ error: "periodSignatures must be true or false" })
      .describe("Workers sign their pay period under the certification text from its last day; the office sees who has signed (it never blocks approval)"),
  })
  .strict();

/** Auto-close later than the alert: an entry must be alerted about before it is closed. */
export function refineAutoCloseAfterAlert<T extends z.ZodType<{ forgottenClockOutAlertHours: number; autoCloseAfterHours: number | null }>>(schema: T) {
  return schema.refine((s) => s.autoCloseAfterHours === null || s.autoCloseAfterHours > s.forgottenClockOutAlertHours, {
    message: AUTO_CLOSE_AFTER_ALERT_MESSAGE,
    path: ["autoCloseAfterHours"],
  });
}

/**
 * A pay schedule given whole (the form always sends it) is checked here, under the field to change; one with parts
 * left out is checked by the service against the stored parts it keeps.
 */
function refinePaySchedule<T extends z.ZodType<{ payFrequency?: PayFrequency; workweekStartsOn?: number; payPeriodAnchor?: string | null }>>(schema: T) {
  return schema.superRefine((s, ctx) => {
    if (s.payFrequency === undefined || s.workweekStartsOn === undefined || s.payPeriodAnchor === undefined) return;
    // zod runs this even when a field failed its own check: that field's message is said once, by the field.
    if (!PAY_FREQUENCIES.includes(s.payFrequency) || (s.payPeriodAnchor !== null && !isDateKey(s.payPeriodAnchor))) return;
    const problem = payScheduleProblem({ payFrequency: s.payFrequency, workweekStartsOn: s.workweekStartsOn, payPeriodAnchor: s.payPeriodAnchor });
    if (problem) ctx.addIssue({ code: "custom", message: problem.message, path: [problem.field] });
  });
}

/**
 * PUT /api/settings/company: the whole object (last write wins; never a half-written one), except the fields issue 27
 * added and weeklyOvertime, which may be left out (kept).
 */
export const companySettingsSchema = refinePaySchedule(
  refineAutoCloseAfterAlert(
    companySettingsFields.partial({
      weeklyOvertime: true,
      overtimeRule: true,
      nevadaDailyOvertimeBelowRate: true,
      payFrequency: true,
      workweekStartsOn: true,
      payPeriodAnchor: true,
      periodSignatures: true,
    }),
  ),
);
export type CompanySettings = z.output<typeof companySettingsFields>;
export type CompanySettingsUpdate = z.output<typeof companySettingsSchema>;

export const companySettingsViewSchema = z
  .object({
    companyName: z.string(),
    weeklyOvertime: z.boolean(),
    overtimeRule: z.enum(OVERTIME_RULES),
    nevadaDailyOvertimeBelowRate: z.boolean(),
    mealBreaksPaid: z.boolean(),
    mealBreakRule: z.enum(MEAL_BREAK_RULES),
    mealPremium: z.boolean(),
    forgottenClockOutAlertHours: int(),
    autoCloseAfterHours: int().nullable(),
    signOffAtClockOut: z.boolean(),
    costCodeRequired: z.boolean(),
    officeApprovesPayroll: z.boolean(),
    payFrequency: z.enum(PAY_FREQUENCIES),
    workweekStartsOn: int(),
    payPeriodAnchor: z.string().nullable(),
    periodSignatures: z.boolean(),
  })
  .strict();

/** What the clock needs to know of the settings, readable by every member (the whole object is office-only). */
export const clockSettingsViewSchema = z
  .object({
    signOffAtClockOut: z.boolean().describe("Ask the sign-off questions after a clock-out"),
    costCodeRequired: z.boolean().describe("The company wants a cost code on every entry: the pickers say so (a punch without one is still taken, and flagged)"),
    periodSignatures: z.boolean().describe("Workers sign their pay period: a worker's screens ask for their own period (GET /api/my-period) only then"),
  })
  .strict();
export type ClockSettingsView = z.infer<typeof clockSettingsViewSchema>;

/**
 * The settings that can move a week's hours or gross pay, so a change of one is listed in the pay changes of the
 * weeks it reaches (GET /api/payroll/pay-changes): the overtime rule (and Nevada's daily switch), break pay, and the
 * meal-break rule with its premium (an hour's pay per missed day, in gross while the rule is on). The others move no
 * pay: the alert and the sign-off only ask; a required cost code only labels hours; auto-close closes a forgotten entry
 * but marks it 'needs review', and the week cannot be approved until someone confirms or corrects its hours.
 */
export const PAY_AFFECTING_SETTINGS = [
  "overtimeRule",
  "nevadaDailyOvertimeBelowRate",
  // Recorded before issue 27 made it the overtime rule's reading: older changes are still listed.
  "weeklyOvertime",
  "mealBreaksPaid",
  "mealBreakRule",
  "mealPremium",
  // The workweek decides which hours pass 40, and the schedule which period pays them.
  "workweekStartsOn",
  "payFrequency",
  "payPeriodAnchor",
] as const satisfies readonly (keyof CompanySettings)[];

/** Read from another field, never stored nor recorded on its own: weeklyOvertime is the overtime rule's reading. */
export const DERIVED_COMPANY_SETTINGS = ["weeklyOvertime"] as const satisfies readonly (keyof CompanySettings)[];

/** A settings value as a change keeps it: a switch, a number of hours or days, a rule's name, or null (off). */
const settingsValue = z.union([z.boolean(), z.number(), z.string()]).nullable();

/** One field of the Company or kiosk settings changed, with who made the change and when. */
export const settingsChangeViewSchema = z
  .object({
    id: int(),
    settings: z.enum(SETTINGS_GROUPS).describe("company: the Company settings (the payroll endpoint's switches too); kiosk: the kiosk settings"),
    field: z.string().describe("The field as its settings endpoint names it: weeklyOvertime, mealBreaksPaid, photosOnPunch..."),
    from: settingsValue,
    to: settingsValue,
    changedAt: instant(),
    changedBy: int().nullable(),
    changedByName: z.string().nullable().describe("'First Last', else username, else e-mail; null when that account was deleted"),
  })
  .strict();
export type SettingsChangeView = z.infer<typeof settingsChangeViewSchema>;

export const companySettingsApi = {
  get: endpoint({
    method: "GET",
    path: "/api/settings/company",
    summary: "Company settings: the overtime rule, break pay, the forgotten clock-out alert and auto-close",
    tag: "settings",
    access: "office",
    response: json(companySettingsViewSchema, "The settings"),
  }),
  put: endpoint({
    method: "PUT",
    path: "/api/settings/company",
    summary: "Change the company settings (the whole object)",
    description:
      "Auto-close (null: off) must be more hours than the alert. overtimeRule, nevadaDailyOvertimeBelowRate, payFrequency, workweekStartsOn, payPeriodAnchor and periodSignatures may be left out (kept); a pay period's anchor must fall on the workweek's first day (422). weeklyOvertime may be left out too, and writing it under a preset other than daily8 or daily8-weekly40 is a 422. Concurrent changes: the last one wins, whole.",
    tag: "settings",
    access: "admin",
    body: companySettingsSchema,
    response: json(companySettingsViewSchema, "The settings"),
  }),
  changes: endpoint({
    method: "GET",
    path: "/api/settings/changes",
    summary: "Every change of the Company, payroll and kiosk settings with who made it, newest first",
    description: "One row per field changed; a save that changed nothing is not listed.",
    tag: "settings",
    access: "admin",
    query: z.object({ ...pageQueryFields() }).strict(),
    page: DEFAULT_PAGE,
    response: list(settingsChangeViewSchema, "The changes"),
  }),
  clock: endpoint({
    method: "GET",
    path: "/api/settings/clock",
    summary: "What the time clock needs of the company settings (whether to ask the sign-off at clock-out, whether a cost code is required, whether workers sign their pay period)",
    tag: "settings",
    access: "member",
    response: json(clockSettingsViewSchema, "The clock's settings"),
  }),
};
