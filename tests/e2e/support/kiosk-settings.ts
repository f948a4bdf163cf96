// The kiosk settings (punch photos on or off, and for how long) are the company's: one row for the whole run, while
// two Playwright workers run journeys side by side. A journey that punches at a kiosk expects them as they are by
// default, and one that changes them would make its neighbour's punches need a photo. So every kiosk journey imports
// `test` from here: each test holds the run's kiosk-settings lock (a directory in the run's data directory, which
// mkdir creates for one process only) and leaves the defaults behind when it ends.
import { test as base, expect } from "@playwright/test";
import { KIOSK_SETTINGS_DEFAULTS } from "../../../shared/api/kiosks";
import { adminApi } from "./accounts";
import { acquireRunLock } from "./run-lock";

/** Longer than the longest kiosk journey's test, so a wait for the other worker's test never ends early. */
const LOCK_WAIT_MS = 120_000;

export const test = base.extend<{ kioskSettingsHeld: void }>({
  kioskSettingsHeld: [
    async ({}, use, testInfo) => {
      const release = await acquireRunLock("kiosk-settings", LOCK_WAIT_MS);
      try {
        await use();
      } finally {
        const admin = await adminApi(testInfo);
        const reset = await admin.put("/api/settings/kiosk", { data: KIOSK_SETTINGS_DEFAULTS });
        await admin.dispose();
        release();
        expect(reset.ok(), "the kiosk settings are put back to the defaults").toBe(true);
      }
    },
    { auto: true, timeout: LOCK_WAIT_MS + 30_000 },
  ],
});

export { expect };
