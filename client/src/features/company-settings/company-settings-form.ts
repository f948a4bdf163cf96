// The Company settings form, checked by the contract's own body schema (its messages, the auto-close-after-the-alert
// rule included, land on these fields). Hours are typed as text; auto-close is a switch and its hours.
import { z } from "zod";
import { companySettingsSchema, MEAL_BREAK_RULES, type MealBreakRuleName } from "@shared/api/company-settings";
import { OVERTIME_RULES, type OvertimeRule } from "@shared/domain/overtime-labels";
import { PAY_FREQUENCIES, periodsHaveAnchor, type PayFrequency } from "@shared/domain/pay-schedule";
import { checkedByBody } from "@/lib/form-schema";
import type { CompanySettings } from "./api";

export interface CompanySettingsFormValues {
  companyName: string;
  /** The preset; the weekly-overtime switch is one of them (daily8-weekly40), so the form never sends it. */
  overtimeRule: OvertimeRule;
  nevadaDailyOvertimeBelowRate: boolean;
  mealBreaksPaid: boolean;
  mealBreakRule: MealBreakRuleName;
  /** Kept while the rule is off (the server ignores it then), so switching the rule back on brings it back. */
  mealPremium: boolean;
  /** As typed. */
  forgottenClockOutAlertHours: string;
  autoCloseOn: boolean;
  /** As typed; kept while auto-close is off, so switching it back on brings the last hours back. */
  autoCloseAfterHours: string;
  signOffAtClockOut: boolean;
  costCodeRequired: boolean;
  officeApprovesPayroll: boolean;
  payFrequency: PayFrequency;
  /** "0" (Sunday) to "6" (Saturday), as the select holds it. */
  workweekStartsOn: string;
  /** yyyy-MM-dd as the date field holds it, "" for none; sent only for weekly and biweekly periods. */
  payPeriodAnchor: string;
  periodSignatures: boolean;
}

// "" and "ten" become NaN, "12.5" stays a fraction: the schema refuses each with its one message.
const hoursOf = (typed: string) => (typed.trim() === "" ? Number.NaN : Number(typed.trim()));

export const toCompanySettingsBody = (values: CompanySettingsFormValues): z.input<typeof companySettingsSchema> => ({
  companyName: values.companyName,
  overtimeRule: values.overtimeRule,
  nevadaDailyOvertimeBelowRate: values.nevadaDailyOvertimeBelowRate,
  mealBreaksPaid: values.mealBreaksPaid,
  mealBreakRule: values.mealBreakRule,
  mealPremium: values.mealPremium,
  forgottenClockOutAlertHours: hoursOf(values.forgottenClockOutAlertHours),
  autoCloseAfterHours: values.autoCloseOn ? hoursOf(values.autoCloseAfterHours) : null,
  signOffAtClockOut: values.signOffAtClockOut,
  costCodeRequired: values.costCodeRequired,
  officeApprovesPayroll: values.officeApprovesPayroll,
  payFrequency: values.payFrequency,
  workweekStartsOn: Number(values.workweekStartsOn),
  payPeriodAnchor: periodsHaveAnchor(values.payFrequency) && values.payPeriodAnchor.trim() !== "" ? values.payPeriodAnchor.trim() : null,
  periodSignatures: values.periodSignatures,
});

/** A suggestion when auto-close is first switched on: a day after clock-in, later than the default alert. */
export const SUGGESTED_AUTO_CLOSE_HOURS = 16;

export const toCompanySettingsFormValues = (settings: CompanySettings): CompanySettingsFormValues => ({
  companyName: settings.companyName,
  overtimeRule: settings.overtimeRule,
  nevadaDailyOvertimeBelowRate: settings.nevadaDailyOvertimeBelowRate,
  mealBreaksPaid: settings.mealBreaksPaid,
  mealBreakRule: settings.mealBreakRule,
  mealPremium: settings.mealPremium,
  forgottenClockOutAlertHours: String(settings.forgottenClockOutAlertHours),
  autoCloseOn: settings.autoCloseAfterHours !== null,
  autoCloseAfterHours: String(settings.autoCloseAfterHours ?? SUGGESTED_AUTO_CLOSE_HOURS),
  signOffAtClockOut: settings.signOffAtClockOut,
  costCodeRequired: settings.costCodeRequired,
  officeApprovesPayroll: settings.officeApprovesPayroll,
  payFrequency: settings.payFrequency,
  workweekStartsOn: String(settings.workweekStartsOn),
  payPeriodAnchor: settings.payPeriodAnchor ?? "",
  periodSignatures: settings.periodSignatures,
});

export const companySettingsFormSchema = checkedByBody(
  z.object({
    companyName: z.string(),
    overtimeRule: z.enum(OVERTIME_RULES),
    nevadaDailyOvertimeBelowRate: z.boolean(),
    mealBreaksPaid: z.boolean(),
    mealBreakRule: z.enum(MEAL_BREAK_RULES),
    mealPremium: z.boolean(),
    forgottenClockOutAlertHours: z.string(),
    autoCloseOn: z.boolean(),
    autoCloseAfterHours: z.string(),
    signOffAtClockOut: z.boolean(),
    costCodeRequired: z.boolean(),
    officeApprovesPayroll: z.boolean(),
    payFrequency: z.enum(PAY_FREQUENCIES),
    workweekStartsOn: z.string(),
    payPeriodAnchor: z.string(),
    periodSignatures: z.boolean(),
  }),
  companySettingsSchema,
  toCompanySettingsBody,
);
