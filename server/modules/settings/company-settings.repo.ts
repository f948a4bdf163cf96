// The Company settings row of app_settings: one jsonb value, so a write is one statement and a reader never sees half
// of it.
import { eq, sql } from "drizzle-orm";
import { appSettings } from "@shared/schema";
import type { CompanySettings } from "@shared/api/company-settings";
import type { Db } from "../../db/client";

export const COMPANY_SETTINGS_KEY = "company";

export function createCompanySettingsRepo(db: Db) {
  return {
    /** The stored value as it is (a key added later is missing from an older row: the service fills in defaults). */
    async get(): Promise<unknown> {
      const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, COMPANY_SETTINGS_KEY)).limit(1);
      return row?.value;
    },

    /** Replaces the whole object: of two concurrent writes the later one wins, whole. */
    async put(value: CompanySettings, userId: number, at: Date): Promise<void> {
      await db
        .insert(appSettings)
        .values({ key: COMPANY_SETTINGS_KEY, value, updatedBy: userId, updatedAt: at })
        .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedBy: userId, updatedAt: at } });
    },

    /**
     * Changes some keys and keeps the others (the payroll endpoint's weekly-overtime switch): the merge is done by the
     * database in the one UPDATE, so a concurrent whole write is never half undone by a read-then-write here.
     */
    async merge(patch: Partial<CompanySettings>, userId: number, at: Date): Promise<void> {
      await db
        .insert(appSettings)
        .values({ key: COMPANY_SETTINGS_KEY, value: patch, updatedBy: userId, updatedAt: at })
        .onConflictDoUpdate({
          target: appSettings.key,
          set: { value: sql`${appSettings.value} || excluded.value`, updatedBy: userId, updatedAt: at },
        });
    },
  };
}

export type CompanySettingsRepo = ReturnType<typeof createCompanySettingsRepo>;
