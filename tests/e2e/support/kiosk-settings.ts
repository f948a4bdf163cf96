// The kiosk settings (punch photos on or off, and for how long) are the company's: one row for the whole run, while
// two Playwright workers run journeys side by side. A journey that punches at a kiosk expects them as they are by
// default, and one that changes them would make its neighbour's punches need a photo. So every kiosk journey imports
// `test` from here: each test holds the run's kiosk-settings lock (a directory in the run's data directory, which
// mkdir creates for one process only) and leaves the defaults behind when it ends.
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { test as base, expect } from "@playwright/test";
import { KIOSK_SETTINGS_DEFAULTS } from "../../../shared/api/kiosks";
import { adminApi } from "./accounts";

const LOCK_POLL_MS = 100;
/** Longer than the longest kiosk journey's test, so a wait for the other worker's test never ends early. */
const LOCK_WAIT_MS = 120_000;

function lockDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it for the run)");
  return path.join(dataDir, "kiosk-settings.lock");
}

/** The process holding the lock is gone (a worker that crashed mid-test): its lock no longer holds anything. */
function holderIsGone(dir: string): boolean {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dir, "pid"), "utf8"));
  } catch {
    return false; // just created (the pid is written next) or just released
  }
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

async function acquire(): Promise<() => void> {
  const dir = lockDir();
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, "pid"), String(process.pid));
      return () => fs.rmSync(dir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (holderIsGone(dir)) fs.rmSync(dir, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`the kiosk settings stayed locked for ${LOCK_WAIT_MS / 1000} s (${dir})`);
      else await sleep(LOCK_POLL_MS);
    }
  }
}

export const test = base.extend<{ kioskSettingsHeld: void }>({
  kioskSettingsHeld: [
    async ({}, use, testInfo) => {
      const release = await acquire();
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
