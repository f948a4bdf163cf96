// Browser journeys against the built app on a throwaway data directory (or DATABASE_URL), on two phones and a desktop.
// The web server (tests/e2e/support/e2e-server.ts) also runs a real SMTP server and a real OpenID provider.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { OIDC_DISPLAY_NAME } from "./tests/e2e/support/e2e-env";
import { CHROMIUM_ARGS, resolveChromium } from "./tests/support/chromium";

const port = Number(process.env.E2E_PORT ?? 5177);
export const E2E_BASE_URL = `http://127.0.0.1:${port}`;
/** Journeys that change the Company settings (see the company-settings project below). */
const SETTINGS_JOURNEYS = /\.settings\.spec\.ts$/;
/**
 * The shell and sign-in, which also run on the second phone (390 px, the narrowest we support): every other journey
 * runs once on a phone (Pixel 7) and, unless it is a foreman's phone-only one, once on the desktop. A journey's
 * behaviour does not change between two Chromium phones; the layout at 390 px is what these check.
 */
const NARROW_PHONE_SPECS = /\/(admin-sign-in|landing|navigation|roles-navigation|screens)\.spec\.ts$/;
/** Journeys that set both widths themselves (390 and 1280 px): they run once, on the desktop, not again on a phone. */
const BOTH_WIDTHS_SPECS = /\/(desk-tables|manual-entry|workers-lifecycle)\.spec\.ts$/;
/**
 * Journeys with no screen of their own to lay out (a cross-origin post, a mailed link, an OpenID round trip, a backup
 * download, a confirmation that is cancelled): what they prove does not depend on the width, so they run on a phone only.
 */
const WIDTH_FREE_SPECS = /\/(accounts-journey|admin-backup|cross-origin|demo-data|oidc|password-reset)\.spec\.ts$/;
// The tests read the mail the app sent from here (the config is loaded again in each worker, so env carries it).
const mailboxPort = port + 1;
process.env.E2E_MAILBOX_URL = `http://127.0.0.1:${mailboxPort}`;
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "crewline-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
const executablePath = await resolveChromium();

const launchOptions = { executablePath, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Hang guards, not speed checks: on a busy 2-core machine (load 6-9) a journey takes two to three times as long as
  // on a quiet one, and every wait in the specs is for a state (a heading, a response), never for a duration.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  outputDir: "test-results",
  use: {
    baseURL: E2E_BASE_URL,
    trace: "off",
    screenshot: "only-on-failure",
    locale: "en-US",
    timezoneId: "America/Denver",
    launchOptions,
  },
  projects: [
    { name: "pixel-7", testIgnore: [SETTINGS_JOURNEYS, BOTH_WIDTHS_SPECS], use: { ...devices["Pixel 7"], launchOptions } },
    // Feature journeys (*.phone.spec.ts) are a foreman's, on one phone; the shell and sign-in run everywhere.
    {
      name: "iphone-14",
      testMatch: NARROW_PHONE_SPECS,
      use: { ...devices["iPhone 14"], browserName: "chromium", launchOptions },
    },
    {
      name: "desktop",
      testIgnore: [/\.phone\.spec\.ts$/, SETTINGS_JOURNEYS, WIDTH_FREE_SPECS],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    // Journeys that change the Company settings, which every punch and payroll figure reads: on a phone, after all the
    // others have finished, one at a time (tests/e2e/support/company-settings.ts holds their lock).
    {
      name: "company-settings",
      testMatch: SETTINGS_JOURNEYS,
      dependencies: ["pixel-7", "iphone-14", "desktop"],
      use: { ...devices["Pixel 7"], launchOptions },
    },
  ],
  webServer: {
    command: "npx tsx tests/e2e/support/e2e-server.ts",
    url: `${E2E_BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      APP_URL: E2E_BASE_URL,
      APP_TIME_ZONE: "America/Denver",
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: "E2e-Admin-Passw0rd",
      SEED_DEMO: "true",
      LOG_LEVEL: "error",
      E2E_MAILBOX_PORT: String(mailboxPort),
      OIDC_PROVIDER_NAME: "oidc",
      OIDC_DISPLAY_NAME,
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
