// How a settings change reads on the Payroll tab's pay changes and the Company settings' Changes list:
// 'Weekly overtime: off → on', 'Auto-close after (hours): off → 16', 'Keep punch photos (days): 90 → 30'.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { CompanySettings, SettingsChangeView } from "@shared/api/company-settings";
import type { KioskSettings } from "@shared/api/kiosks";
import { OVERTIME_RULE_NAMES } from "@shared/domain/overtime-setting";
import { PAY_FREQUENCY_LABELS, WEEKDAY_NAMES } from "@shared/domain/pay-schedule";
import { formatDayKey } from "./zoned-time";

/** Each setting by the words its screen uses. */
const SETTING_LABELS: Record<keyof CompanySettings | keyof KioskSettings, string> = {
  companyName: "Company name",
  weeklyOvertime: "Weekly overtime after 40 h",
  overtimeRule: "Overtime rule",
  nevadaDailyOvertimeBelowRate: "Nevada daily overtime",
  mealBreaksPaid: "Meal breaks are paid",
  mealBreakRule: "Meal-break rule",
  mealPremium: "Meal premium",
  forgottenClockOutAlertHours: "Forgotten clock-out alert (hours)",
  autoCloseAfterHours: "Auto-close after (hours)",
  signOffAtClockOut: "Sign-off at clock-out",
  costCodeRequired: "Cost code on every entry",
  officeApprovesPayroll: "Office users approve payroll",
  payFrequency: "Pay frequency",
  workweekStartsOn: "Workweek starts on",
  payPeriodAnchor: "A pay period starts on",
  periodSignatures: "Workers sign their pay period",
  photosOnPunch: "Kiosk photos at punches",
  photoRetentionDays: "Keep punch photos (days)",
};

const VALUE_WORDS: Record<string, string> = { ...OVERTIME_RULE_NAMES, ...PAY_FREQUENCY_LABELS, off: "off" };

function valueText(value: SettingsChangeView["from"], field: string): string {
  if (field === "workweekStartsOn" && typeof value === "number") return WEEKDAY_NAMES[value] ?? String(value);
  if (field === "payPeriodAnchor") return typeof value === "string" ? formatDayKey(value, "EEE, MMM d, yyyy") : "none";
  if (value === "") return "none";
  if (value === null || value === false) return "off";
  if (value === true) return "on";
  if (typeof value === "number") return String(value);
  return VALUE_WORDS[value] ?? value;
}

export function describeSettingsChange(change: SettingsChangeView): string {
  const label = SETTING_LABELS[change.field as keyof typeof SETTING_LABELS] ?? change.field;
  return `${label}: ${valueText(change.from, change.field)} → ${valueText(change.to, change.field)}`;
}

/** 'by Maria Lopez', or 'by a removed account' when the account no longer exists. */
export const settingsChangedByText = (change: SettingsChangeView) => `by ${change.changedByName ?? "a removed account"}`;

/** When the change was made, in the company's zone: 'Tue, Mar 10, 3:12 PM'. */
export const formatSettingsChangeTime = (change: SettingsChangeView, timeZone: string) =>
  format(new TZDate(Date.parse(change.changedAt), timeZone), "EEE, MMM d, h:mm a");
