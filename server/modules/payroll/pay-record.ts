// An approved period's record (issue 27, "approved periods are records"): the settings its figures were computed
// under, and each worker's line as the tab showed it. Written once by the approval, read back whenever the period is
// shown, checked against the shared contract on the way in and out.
import { payrollWorkerLineSchema, storedPaySettingsSchema, type PayrollWorkerLine, type StoredPaySettings } from "@shared/api/payroll";
import type { CompanySettings } from "@shared/api/company-settings";
import { PAY_RULES_VERSION } from "@shared/domain/pay-evaluation";

/** What of the Company settings moves the figures, and the rules' version, as the period stores it. */
export function storedPaySettingsOf(settings: CompanySettings): StoredPaySettings {
  const { overtimeRule, nevadaDailyOvertimeBelowRate, mealBreakRule, mealPremium, workweekStartsOn } = settings;
  return storedPaySettingsSchema.parse({ payRulesVersion: PAY_RULES_VERSION, overtimeRule, nevadaDailyOvertimeBelowRate, mealBreakRule, mealPremium, workweekStartsOn });
}

export interface PeriodRecord {
  settings: StoredPaySettings;
  workers: PayrollWorkerLine[];
}

/**
 * The record as stored, or null for a period approved before records were kept (no settings or a row without its
 * line): such a period is recomputed, as it always was.
 */
export function periodRecordOf(settingsUsed: unknown, rows: readonly { figures: unknown }[]): PeriodRecord | null {
  const settings = storedSettingsOf(settingsUsed);
  if (settings === null || rows.some((row) => row.figures === null)) return null;
  const workers = rows.map((row) => payrollWorkerLineSchema.parse(row.figures));
  workers.sort((a, b) => a.workerName.localeCompare(b.workerName) || a.workerId - b.workerId);
  return { settings, workers };
}

/** The stored settings alone (what labels an approved week's entries file), or null before records were kept. */
export const storedSettingsOf = (settingsUsed: unknown): StoredPaySettings | null =>
  settingsUsed === null || settingsUsed === undefined ? null : storedPaySettingsSchema.parse(settingsUsed);
