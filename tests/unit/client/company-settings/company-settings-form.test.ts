// The Company settings form is checked by the contract's body schema: its messages (the auto-close-after-the-alert
// rule included) land on the form's fields, and what the form sends is what the server parses.
import { describe, expect, it } from "vitest";
import { AUTO_CLOSE_AFTER_ALERT_MESSAGE, companySettingsSchema } from "@shared/api/company-settings";
import {
  companySettingsFormSchema,
  SUGGESTED_AUTO_CLOSE_HOURS,
  toCompanySettingsBody,
  toCompanySettingsFormValues,
  type CompanySettingsFormValues,
} from "@/features/company-settings/company-settings-form";

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));

const form = (values: Partial<CompanySettingsFormValues>): CompanySettingsFormValues => ({
  companyName: "",
  overtimeRule: "daily8",
  nevadaDailyOvertimeBelowRate: false,
  mealBreaksPaid: false,
  mealBreakRule: "off",
  mealPremium: false,
  forgottenClockOutAlertHours: "12",
  autoCloseOn: false,
  autoCloseAfterHours: "16",
  signOffAtClockOut: false,
  costCodeRequired: false,
  officeApprovesPayroll: false,
  payFrequency: "weekly",
  workweekStartsOn: "0",
  payPeriodAnchor: "",
  periodSignatures: false,
  ...values,
});

describe("companySettingsFormSchema", () => {
  const alertMessage = "Alert after a whole number of hours from 1 to 72";
  it.each(["", "0", "73", "12.5", "ten"])("refuses alert hours %j in the contract's words", (typed) => {
    expect(issues(companySettingsFormSchema.safeParse(form({ forgottenClockOutAlertHours: typed })))).toEqual({ forgottenClockOutAlertHours: alertMessage });
  });

  it("checks the auto-close hours only while auto-close is on, and only later than the alert", () => {
    expect(companySettingsFormSchema.safeParse(form({ autoCloseOn: false, autoCloseAfterHours: "" })).success).toBe(true);
    expect(issues(companySettingsFormSchema.safeParse(form({ autoCloseOn: true, autoCloseAfterHours: "12" })))).toEqual({
      autoCloseAfterHours: AUTO_CLOSE_AFTER_ALERT_MESSAGE,
    });
    expect(issues(companySettingsFormSchema.safeParse(form({ autoCloseOn: true, autoCloseAfterHours: "80" })))).toEqual({
      autoCloseAfterHours: "Auto-close after a whole number of hours from 1 to 72",
    });
    expect(companySettingsFormSchema.safeParse(form({ autoCloseOn: true, autoCloseAfterHours: "13" })).success).toBe(true);
  });

  it("asks a biweekly schedule for the date a period starts, on the workweek's first day; the calendar ones need none", () => {
    expect(issues(companySettingsFormSchema.safeParse(form({ payFrequency: "biweekly" })))).toEqual({ payPeriodAnchor: "Choose a date on which a pay period starts" });
    // 2026-11-02 is a Monday.
    expect(issues(companySettingsFormSchema.safeParse(form({ payFrequency: "biweekly", payPeriodAnchor: "2026-11-02" })))).toEqual({
      payPeriodAnchor: "A pay period starts on the workweek's first day, a Sunday",
    });
    expect(companySettingsFormSchema.safeParse(form({ payFrequency: "biweekly", workweekStartsOn: "1", payPeriodAnchor: "2026-11-02" })).success).toBe(true);
    expect(companySettingsFormSchema.safeParse(form({ payFrequency: "semimonthly", payPeriodAnchor: "2026-11-02" })).success).toBe(true);
    // Text that is no date gets the field's message (the server's fuzz found it answered 500 before).
    expect(issues(companySettingsSchema.safeParse({ payFrequency: "weekly", workweekStartsOn: 0, payPeriodAnchor: "a" }))).toMatchObject({ payPeriodAnchor: "payPeriodAnchor must be a date like 2026-03-01" });
    expect(toCompanySettingsBody(form({ payFrequency: "monthly", payPeriodAnchor: "2026-11-01" }))).toMatchObject({ payFrequency: "monthly", payPeriodAnchor: null });
  });
});

describe("the body", () => {
  it("is what the server parses: off sends null, on sends the hours; the preset, never the weekly switch", () => {
    expect(companySettingsSchema.parse(toCompanySettingsBody(form({ overtimeRule: "california", mealBreaksPaid: true, forgottenClockOutAlertHours: " 10 " })))).toEqual({
      companyName: "",
      overtimeRule: "california",
      nevadaDailyOvertimeBelowRate: false,
      mealBreaksPaid: true,
      mealBreakRule: "off",
      mealPremium: false,
      forgottenClockOutAlertHours: 10,
      autoCloseAfterHours: null,
      signOffAtClockOut: false,
      costCodeRequired: false,
      officeApprovesPayroll: false,
      payFrequency: "weekly",
      workweekStartsOn: 0,
      payPeriodAnchor: null,
      periodSignatures: false,
    });
    expect(companySettingsSchema.parse(toCompanySettingsBody(form({ signOffAtClockOut: true })))).toMatchObject({ signOffAtClockOut: true });
    expect(companySettingsSchema.parse(toCompanySettingsBody(form({ periodSignatures: true })))).toMatchObject({ periodSignatures: true });
    expect(companySettingsSchema.parse(toCompanySettingsBody(form({ officeApprovesPayroll: true })))).toMatchObject({ officeApprovesPayroll: true });
    expect(companySettingsSchema.parse(toCompanySettingsBody(form({ costCodeRequired: true })))).toMatchObject({ costCodeRequired: true });
    expect(companySettingsSchema.parse(toCompanySettingsBody(form({ companyName: "  Front Range Builders " })))).toMatchObject({ companyName: "Front Range Builders" });
    expect(companySettingsSchema.parse(toCompanySettingsBody(form({ autoCloseOn: true, autoCloseAfterHours: "20" })))).toMatchObject({ autoCloseAfterHours: 20 });
    expect(companySettingsSchema.parse(toCompanySettingsBody(form({ mealBreakRule: "california", mealPremium: true })))).toMatchObject({
      mealBreakRule: "california",
      mealPremium: true,
    });
  });

  it("the saved settings fill the form; auto-close off suggests hours for when it is switched on", () => {
    expect(toCompanySettingsFormValues({ companyName: "Front Range Builders", weeklyOvertime: false, overtimeRule: "nevada", nevadaDailyOvertimeBelowRate: true, mealBreaksPaid: true, mealBreakRule: "california", mealPremium: true, forgottenClockOutAlertHours: 12, autoCloseAfterHours: null, signOffAtClockOut: true, costCodeRequired: true, officeApprovesPayroll: true, payFrequency: "biweekly", workweekStartsOn: 1, payPeriodAnchor: "2026-11-02", periodSignatures: true })).toEqual({
      companyName: "Front Range Builders",
      overtimeRule: "nevada",
      nevadaDailyOvertimeBelowRate: true,
      mealBreaksPaid: true,
      mealBreakRule: "california",
      mealPremium: true,
      forgottenClockOutAlertHours: "12",
      autoCloseOn: false,
      autoCloseAfterHours: String(SUGGESTED_AUTO_CLOSE_HOURS),
      signOffAtClockOut: true,
      costCodeRequired: true,
      officeApprovesPayroll: true,
      payFrequency: "biweekly",
      workweekStartsOn: "1",
      payPeriodAnchor: "2026-11-02",
      periodSignatures: true,
    });
    expect(toCompanySettingsFormValues({ companyName: "", weeklyOvertime: true, overtimeRule: "daily8-weekly40", nevadaDailyOvertimeBelowRate: false, mealBreaksPaid: false, mealBreakRule: "off", mealPremium: false, forgottenClockOutAlertHours: 8, autoCloseAfterHours: 24, signOffAtClockOut: false, costCodeRequired: false, officeApprovesPayroll: false, payFrequency: "weekly", workweekStartsOn: 0, payPeriodAnchor: null, periodSignatures: false })).toMatchObject({
      autoCloseOn: true,
      autoCloseAfterHours: "24",
    });
  });
});
