// The one way the server reads and changes the Company settings (payroll's overtime, the forgotten clock-out jobs, the
// screen), and the history of every settings change (the kiosk settings' too: one settings_changes table).
import {
  COMPANY_SETTINGS_DEFAULTS,
  companySettingsApi,
  companySettingsFields,
  DERIVED_COMPANY_SETTINGS,
  PAY_AFFECTING_SETTINGS,
  type ClockSettingsView,
  type CompanySettings,
  type CompanySettingsUpdate,
  type SettingsChangeView,
} from "@shared/api/company-settings";
import { hasWeeklyOvertime, overtimeRuleAfter, specPresetOf } from "@shared/domain/overtime-setting";
import { payScheduleProblem } from "@shared/domain/pay-schedule";
import { AppError } from "../../lib/errors";
import { accountName } from "../../lib/account-name";
import type { Page } from "../../lib/endpoint-router";
import { decodeSortKey, toKeysetPage } from "../../lib/keyset.repo";
import { pageLimit } from "../../lib/paging";
import { storedObject, type SettingsChangeRow, type SettingsStore } from "./settings-store.repo";

export const COMPANY_SETTINGS_KEY = "company";

export interface CompanySettingsOptions {
  now?: () => Date;
  /** After an admin's change: the forgotten clock-out check is made due, so new hours apply within one poll. */
  onChange?: () => Promise<void>;
}

/** The settings in force for a stored value: each stored key that still passes its rule is kept, the others take their default. */
export function effectiveCompanySettings(stored: unknown): CompanySettings {
  const settings: Record<string, unknown> = { ...COMPANY_SETTINGS_DEFAULTS };
  for (const [key, field] of Object.entries(companySettingsFields.shape)) {
    const value = storedObject(stored)[key];
    if (value !== undefined && field.safeParse(value).success) settings[key] = value;
  }
  const result = settings as CompanySettings;
  // The overtime rule is stored; a row from before issue 27 that its migration did not reach still names the switch.
  const storedRule = companySettingsFields.shape.overtimeRule.safeParse(storedObject(stored).overtimeRule);
  if (!storedRule.success) result.overtimeRule = specPresetOf(result.weeklyOvertime);
  result.weeklyOvertime = hasWeeklyOvertime(result.overtimeRule);
  // A schedule whose anchor is off its workweek cannot be stored through the API; if it ever is, the spec's schedule applies.
  if (payScheduleProblem(result)) {
    result.payFrequency = COMPANY_SETTINGS_DEFAULTS.payFrequency;
    result.workweekStartsOn = COMPANY_SETTINGS_DEFAULTS.workweekStartsOn;
    result.payPeriodAnchor = COMPANY_SETTINGS_DEFAULTS.payPeriodAnchor;
  }
  // A pair that breaks the cross-field rule cannot be stored through the API; if it ever is, auto-close stays off.
  if (result.autoCloseAfterHours !== null && result.autoCloseAfterHours <= result.forgottenClockOutAlertHours) {
    result.autoCloseAfterHours = null;
  }
  return result;
}

/** A settings change as the lists show it, with the name of who made it. */
export function settingsChangeView(row: SettingsChangeRow): SettingsChangeView {
  return {
    id: row.id,
    settings: row.settings,
    field: row.field,
    from: row.fromValue as SettingsChangeView["from"],
    to: row.toValue as SettingsChangeView["to"],
    changedAt: row.changedAt.toISOString(),
    changedBy: row.changedBy,
    changedByName: accountName({ firstName: row.changedByFirstName, lastName: row.changedByLastName, username: row.changedByUsername, email: row.changedByEmail }),
  };
}

export function createCompanySettingsService(store: SettingsStore, options: CompanySettingsOptions = {}) {
  const now = options.now ?? (() => new Date());

  async function get(): Promise<CompanySettings> {
    return effectiveCompanySettings(await store.get(COMPANY_SETTINGS_KEY));
  }

  /**
   * Stores what `change` makes of the settings in force: the fields issue 27 added are kept when left out, and the
   * weekly-overtime switch is stored as the preset it chooses (overtimeRuleAfter), or refused with 422 and nothing stored,
   * as is a pay schedule whose anchor is off the workweek (payScheduleProblem). A schedule change reaches only periods
   * with no approval record: an approved period keeps its days (payroll's period-resolution reads them first).
   */
  async function write(change: (current: CompanySettings) => CompanySettingsUpdate, userId: number): Promise<CompanySettings> {
    const next = (stored: unknown) => {
      const current = effectiveCompanySettings(stored);
      const update = change(current);
      const rule = overtimeRuleAfter(current.overtimeRule, update);
      if (typeof rule !== "string") throw new AppError("unprocessable", rule.refusal, { weeklyOvertime: [rule.refusal] });
      const { weeklyOvertime: _derived, ...fields } = { ...current, ...update, overtimeRule: rule };
      // The schedule as it would be stored, the fields left out kept: an anchor off the workweek's first day is refused.
      const schedule = payScheduleProblem(fields);
      if (schedule) throw new AppError("unprocessable", schedule.message, { [schedule.field]: [schedule.message] });
      return fields;
    };
    await store.write(COMPANY_SETTINGS_KEY, { effective: effectiveCompanySettings, next, derivedFields: DERIVED_COMPANY_SETTINGS }, userId, now());
    return get();
  }

  return {
    get,

    /** The part every member's clock reads (GET /api/settings/clock). */
    async clock(): Promise<ClockSettingsView> {
      const { signOffAtClockOut, costCodeRequired, periodSignatures } = await get();
      return { signOffAtClockOut, costCodeRequired, periodSignatures };
    },

    /** The whole object (last write wins, whole; issue 27's fields kept when left out); each field it changes is recorded. */
    async put(settings: CompanySettingsUpdate, userId: number): Promise<CompanySettings> {
      const saved = await write(() => settings, userId);
      // The change is stored; if the check cannot be brought forward it still runs at its usual time (minutes).
      await options.onChange?.().catch(() => undefined);
      return saved;
    },

    /** The payroll endpoint's switches (PUT /api/settings/payroll): the same stored values, the other settings kept. */
    async mergePayroll(patch: Partial<Pick<CompanySettings, "weeklyOvertime" | "mealBreaksPaid">>, userId: number): Promise<CompanySettings> {
      return write((current) => ({ ...current, overtimeRule: undefined, weeklyOvertime: undefined, ...patch }), userId);
    },

    /** Every settings change (Company and kiosk), newest first, a page at a time (GET /api/settings/changes). */
    async changes(page: { cursor?: string; limit?: number } = {}): Promise<Page<SettingsChangeView>> {
      const limit = pageLimit(companySettingsApi.changes.page, page.limit);
      const [rows, total] = await Promise.all([store.changesPage({ after: decodeSortKey(page.cursor), limit: limit + 1 }), store.countChanges()]);
      const paged = toKeysetPage(rows, limit, total);
      return { ...paged, rows: paged.rows.map(settingsChangeView) };
    },

    /**
     * The changes of the settings that move pay (PAY_AFFECTING_SETTINGS) made from `start` until before `end` (null:
     * until now), oldest first: a week's pay changes ask for those from its start until its approval.
     */
    async payChangesWithin(span: { start: Date; end: Date | null }): Promise<SettingsChangeView[]> {
      return (await store.changesOfFields(COMPANY_SETTINGS_KEY, PAY_AFFECTING_SETTINGS, span)).map(settingsChangeView);
    },
  };
}

export type CompanySettingsService = ReturnType<typeof createCompanySettingsService>;
