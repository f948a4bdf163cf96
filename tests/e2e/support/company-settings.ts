// The Company settings (sign-off at clock-out, the meal-break rule and premium, forgotten clock-outs, the pay
// schedule) are one row for the whole company, and every punch and payroll figure reads them. So the journeys that
// change them are *.settings.spec.ts files, run by their own Playwright project against a server of their own
// (playwright.config.ts) beside the other journeys, and they import `test` from here: each test holds the run's
// company-settings lock (the project has one worker; the lock also holds when a run is given more) and leaves the
// defaults behind when it ends.
import { test as base, expect } from "@playwright/test";
import { COMPANY_SETTINGS_DEFAULTS } from "../../../shared/api/company-settings";
import { adminApi } from "./accounts";
import { acquireRunLock } from "./run-lock";

/** Longer than the longest such journey, so a wait for the other worker's test never ends early. */
const LOCK_WAIT_MS = 180_000;

export const test = base.extend<{ companySettingsHeld: void }>({
  companySettingsHeld: [
    async ({}, use, testInfo) => {
      const release = await acquireRunLock("company-settings", LOCK_WAIT_MS);
      try {
        await use();
      } finally {
        const admin = await adminApi(testInfo);
        const reset = await admin.put("/api/settings/company", { data: COMPANY_SETTINGS_DEFAULTS });
        await admin.dispose();
        release();
        expect(reset.ok(), "the company settings are put back to the defaults").toBe(true);
      }
    },
    { auto: true, timeout: LOCK_WAIT_MS + 30_000 },
  ],
});

export { expect };
