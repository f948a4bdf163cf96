// The one way the server reads the Company settings (payroll's overtime, the forgotten clock-out jobs, the screen).
import { COMPANY_SETTINGS_DEFAULTS, companySettingsFields, type ClockSettingsView, type CompanySettings } from "@shared/api/company-settings";
import type { CompanySettingsRepo } from "./company-settings.repo";

export interface CompanySettingsOptions {
  now?: () => Date;
  /** After an admin's change: the forgotten clock-out check is made due, so new hours apply within one poll. */
  onChange?: () => Promise<void>;
}

export function createCompanySettingsService(repo: CompanySettingsRepo, options: CompanySettingsOptions = {}) {
  const now = options.now ?? (() => new Date());

  async function get(): Promise<CompanySettings> {
    // Each stored key that still passes its rule is kept; a missing (newer) or unreadable one takes its default.
    const stored = (await repo.get()) ?? {};
    const settings: Record<string, unknown> = { ...COMPANY_SETTINGS_DEFAULTS };
    for (const [key, field] of Object.entries(companySettingsFields.shape)) {
      const value = (stored as Record<string, unknown>)[key];
      if (value !== undefined && field.safeParse(value).success) settings[key] = value;
    }
    const result = settings as CompanySettings;
    // A pair that breaks the cross-field rule cannot be stored through the API; if it ever is, auto-close stays off.
    if (result.autoCloseAfterHours !== null && result.autoCloseAfterHours <= result.forgottenClockOutAlertHours) {
      result.autoCloseAfterHours = null;
    }
    return result;
  }

  return {
    get,

    /** The part every member's clock reads (GET /api/settings/clock). */
    async clock(): Promise<ClockSettingsView> {
      const { signOffAtClockOut, costCodeRequired } = await get();
      return { signOffAtClockOut, costCodeRequired };
    },

    async put(settings: CompanySettings, userId: number): Promise<CompanySettings> {
      await repo.put(settings, userId, now());
      // The change is stored; if the check cannot be brought forward it still runs at its usual time (minutes).
      await options.onChange?.().catch(() => undefined);
      return get();
    },

    /** The payroll endpoint's switches (PUT /api/settings/payroll): the same stored values, the other settings kept. */
    async mergePayroll(patch: Partial<Pick<CompanySettings, "weeklyOvertime" | "mealBreaksPaid">>, userId: number): Promise<CompanySettings> {
      await repo.merge(patch, userId, now());
      return get();
    },
  };
}

export type CompanySettingsService = ReturnType<typeof createCompanySettingsService>;
