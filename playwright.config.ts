// Browser journeys against the built app on a throwaway data directory (or DATABASE_URL), on two phones and a desktop.
// The web server (tests/e2e/support/e2e-server.ts) also runs a real SMTP server and a real OpenID provider.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { OIDC_DISPLAY_NAME, mailboxPortOf } from "./tests/e2e/support/e2e-env";
import { CHROMIUM_ARGS, resolveChromium } from "./tests/support/chromium";

const port = Number(process.env.E2E_PORT ?? 5177);
export const E2E_BASE_URL = `http://127.0.0.1:${port}`;
/**
 * The Company-settings journeys' own server (and its mailbox on the next port): they change the one settings row that
 * every punch and payroll figure reads, so they run against a server of their own, beside the other journeys rather
 * than after them, one at a time (their project has one worker).
 */
const settingsPort = mailboxPortOf(port) + 1;
const SETTINGS_BASE_URL = `http://127.0.0.1:${settingsPort}`;
/** Journeys that change the Company settings (see the company-settings project below). */
const SETTINGS_JOURNEYS = /\.settings\.spec\.ts$/;
/**
 * The shell and sign-in, which also run on the second phone (390 px, the narrowest we support): every other journey
 * runs once on a phone (Pixel 7) and, unless it is a foreman's phone-only one, once on the desktop. A journey's
 * behaviour does not change between two Chromium phones; the layout at 390 px is what these check.
 */
const NARROW_PHONE_SPECS = /\/(admin-sign-in|landing|navigation|roles-navigation|screens)\.spec\.ts$/;
/**
 * Journeys that run once, on the desktop, not again on a phone: those that set both widths themselves (390 and 1280
 * px: their tables and cards, their screenshots), and the office's own errands at its desk (roles, pay changes, a
 * project's delete rights, the first hour), whose screens at 390 px the screens, a11y and navigation specs walk.
 */
const DESK_ONLY_SPECS =
  /\/(cost-codes|dashboard|desk-tables|injuries|kiosk-timesheet|manual-entry|workers-lifecycle|admin-roles|first-hour|pay-changes|payroll-exports|project-delete-access)\.spec\.ts$/;
/**
 * Journeys with no screen of their own to lay out (a cross-origin post, a mailed link, an OpenID round trip, a backup
 * download, a confirmation that is cancelled) and those a person does on a phone (a worker joining from the invitation
 * on their phone; the Weekly Summary, which checks that nothing is wider than the phone): they run on a phone only.
 */
const PHONE_ONLY_SPECS =
  /\/(accounts-journey|admin-backup|cross-origin|demo-data|oidc|password-reset|invite-worker|weekly-summary)\.spec\.ts$/;
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "crewline-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
const executablePath = await resolveChromium();

const launchOptions = { executablePath, args: CHROMIUM_ARGS };

/**
 * One e2e server (tests/e2e/support/e2e-server.ts): the built app on its own data directory (or on `databaseUrl`'s
 * database), with its SMTP server and the mailbox the tests read on the next port (tests/e2e/support/mailbox.ts).
 */
function e2eServer(serverPort: number, serverDataDir: string, databaseUrl: string | undefined) {
  const url = `http://127.0.0.1:${serverPort}`;
  return {
    command: "npx tsx tests/e2e/support/e2e-server.ts",
    url: `${url}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "production",
      PORT: String(serverPort),
      HOST: "127.0.0.1",
      DATA_DIR: serverDataDir,
      APP_URL: url,
      APP_TIME_ZONE: "America/Denver",
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: "E2e-Admin-Passw0rd",
      SEED_DEMO: "true",
      LOG_LEVEL: "error",
      E2E_MAILBOX_PORT: String(mailboxPortOf(serverPort)),
      OIDC_PROVIDER_NAME: "oidc",
      OIDC_DISPLAY_NAME,
      // Empty means the embedded database on DATA_DIR (the server reads a blank setting as unset).
      DATABASE_URL: databaseUrl ?? "",
    },
  };
}

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
    // Journeys that change the Company settings, which every punch and payroll figure reads: on a phone, against a
    // server of their own, one at a time (tests/e2e/support/company-settings.ts holds their lock and puts the defaults
    // back), while the other worker runs the rest. First in this list: Playwright hands out a project's journeys in
    // this order, so one worker starts on these at once instead of leaving them for the end.
    {
      name: "company-settings",
      testMatch: SETTINGS_JOURNEYS,
      workers: 1,
      use: { ...devices["Pixel 7"], baseURL: SETTINGS_BASE_URL, launchOptions },
    },
    { name: "pixel-7", testIgnore: [SETTINGS_JOURNEYS, DESK_ONLY_SPECS], use: { ...devices["Pixel 7"], launchOptions } },
    // Feature journeys (*.phone.spec.ts) are a foreman's, on one phone; the shell and sign-in run everywhere.
    {
      name: "iphone-14",
      testMatch: NARROW_PHONE_SPECS,
      use: { ...devices["iPhone 14"], browserName: "chromium", launchOptions },
    },
    {
      name: "desktop",
      testIgnore: [/\.phone\.spec\.ts$/, SETTINGS_JOURNEYS, PHONE_ONLY_SPECS],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: [
    e2eServer(port, dataDir, process.env.DATABASE_URL),
    // Always on the embedded database: what the settings journeys prove does not depend on it (DATABASE_JOURNEYS in
    // scripts/run-steps.mjs are those that do), and two servers must not share one database's settings row.
    e2eServer(settingsPort, path.join(dataDir, "company-settings-server"), undefined),
  ],
});
