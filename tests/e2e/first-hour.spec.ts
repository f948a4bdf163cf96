// A contractor's first hour (issue 12), on a fresh embedded start of its own: the admin signs in, removes the demo
// data, creates a project and a worker, adds a missed shift by hand and finds it on the timesheet and in payroll,
// deletes a worker with no hours, downloads a backup, and reaches every screen from the navigation, on a phone and at
// a desk. The shared e2e server keeps its demo for the other journeys, so this one starts the real server on an empty
// data directory (always the embedded database: that is what a new company starts on).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, type Page, type TestInfo, expect, test } from "@playwright/test";
import { startServer, type ServerProcess } from "../support/server-process";
import { SCREENS, isDesk, openFromNav } from "./support/navigation";

const ADMIN = { username: "owner", password: "First-Hour-Passw0rd" };

async function freshServer(): Promise<{ server: ServerProcess; url: string; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "crewline-first-hour-"));
  const server = startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    APP_URL: undefined,
    SEED_DEMO: "true",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    APP_TIME_ZONE: "America/Denver",
  });
  return { server, url: await server.ready, dataDir };
}

async function pageOn(browser: Browser, testInfo: TestInfo, baseURL: string): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, acceptDownloads: true });
  return context.newPage();
}

async function pick(page: Page, trigger: ReturnType<Page["getByRole"]>, option: string) {
  await trigger.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("a new company's first hour: leave the demo, enter a project, a worker and a missed shift, back up, every screen", async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const desk = isDesk(testInfo.project.name);
  const { server, url, dataDir } = await freshServer();
  try {
    const page = await pageOn(browser, testInfo, url);

    await page.goto("/auth");
    await page.getByRole("tab", { name: "Admin" }).click();
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Admin Sign In" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    // Leave the demo: one confirmed action on the admin dashboard.
    await openFromNav(page, "Admin", desk);
    const demo = page.getByRole("region", { name: "Demo company" });
    await demo.getByRole("button", { name: "Remove demo data" }).click();
    const confirm = page.getByRole("dialog", { name: "Remove demo data?" });
    await confirm.getByRole("button", { name: "Remove demo data" }).click();
    await expect(page.getByText("Demo data removed", { exact: true })).toBeVisible();
    await expect(demo).toHaveCount(0);

    // The empty states guide: the first project.
    await openFromNav(page, "Projects", desk);
    await page.getByRole("button", { name: "Create Your First Project" }).click();
    const projectDialog = page.getByRole("dialog", { name: "Add New Project" });
    await projectDialog.getByLabel("Project Name *").fill("Larimer Street Duplex");
    await projectDialog.getByLabel("Location *").fill("2400 Larimer St, Denver");
    await projectDialog.getByLabel("End Date *").fill("2027-06-30");
    await projectDialog.getByRole("button", { name: "Create Project" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Larimer Street Duplex" })).toBeVisible();

    // ... and the first worker, then one more who will leave before working an hour.
    await openFromNav(page, "Workers", desk);
    for (const [index, name] of ["Ana Ruiz", "Sam Okafor"].entries()) {
      await page.getByRole("button", { name: index === 0 ? "Add Your First Worker" : "Add Worker" }).first().click();
      const workerDialog = page.getByRole("dialog", { name: "Add New Worker" });
      await workerDialog.getByLabel("Name *").fill(name);
      await pick(page, workerDialog.getByRole("combobox", { name: "Role *" }), "In-house");
      await pick(page, workerDialog.getByRole("combobox", { name: "Trade category *" }), "Carpentry");
      await workerDialog.getByLabel("Hourly rate ($)").fill("32.00");
      await workerDialog.getByRole("button", { name: "Add Worker" }).click();
      await expect(page.getByText(`${name} has been added.`)).toBeVisible();
      await expect(workerDialog).toBeHidden();
    }
    const workers = page.getByTestId("worker-card").or(page.getByTestId("worker-row"));
    await expect(workers).toHaveCount(2);

    // A missed shift, entered by hand yesterday: on the timesheet marked Manual, and in that week's payroll.
    await openFromNav(page, "Timesheet & Payroll", desk);
    await page.getByRole("button", { name: "Previous day" }).click();
    const day = await page.getByLabel("Date", { exact: true }).inputValue();
    await page.getByRole("button", { name: "Add time entry" }).click();
    const entryDialog = page.getByRole("dialog", { name: "Add Time Entry" });
    await pick(page, entryDialog.getByRole("combobox", { name: "Worker" }), "Ana Ruiz");
    await pick(page, entryDialog.getByRole("combobox", { name: "Project" }), "Larimer Street Duplex");
    await entryDialog.getByLabel("Start", { exact: true }).fill("07:00");
    await entryDialog.getByLabel("End", { exact: true }).fill("15:30");
    // Lunch as a timed meal break (issue 15): unpaid by default.
    await entryDialog.getByRole("button", { name: "Add break" }).click();
    await entryDialog.getByLabel("Break 1 Start").fill("12:00");
    await entryDialog.getByLabel("Break 1 End").fill("12:30");
    await entryDialog.getByLabel("Reason *").fill("Forgot to clock in; foreman's log");
    await entryDialog.getByRole("button", { name: "Add Entry" }).click();
    await expect(entryDialog).toBeHidden();
    const entry = page.getByTestId("daily-entry").or(page.getByTestId("daily-entry-row")).filter({ hasText: "Ana Ruiz" });
    await expect(entry).toHaveCount(1);
    await expect(entry.getByText("Manual", { exact: true })).toBeVisible();
    // The day shows the hours worked, less the unpaid break, as payroll pays them.
    await expect(entry).toContainText("8.00");
    await page.screenshot({ path: testInfo.outputPath("timesheet.png"), fullPage: true });

    await page.getByRole("tab", { name: "Payroll Calculations" }).click();
    await page.getByLabel("Week of").fill(day);
    const payLine = page.getByTestId("payroll-worker").filter({ hasText: "Ana Ruiz" });
    await expect(payLine).toContainText("8.00");
    await expect(payLine).toContainText("$256.00");
    // The pay says how it adds up, as the payroll provider will redo it.
    await expect(payLine).toContainText("8.00 h × $32.00");

    // Sam never worked an hour: deleted, after a confirmation.
    await openFromNav(page, "Workers", desk);
    await page.getByRole("button", { name: "More actions for Sam Okafor" }).click();
    await page.getByRole("menuitem", { name: "Delete Worker" }).click();
    const deleteDialog = page.getByRole("dialog", { name: "Delete this worker?" });
    await deleteDialog.getByRole("button", { name: "Delete Worker" }).click();
    await expect(page.getByText("Sam Okafor was deleted.")).toBeVisible();
    await expect(workers).toHaveCount(1);
    await expect(workers).toContainText("Ana Ruiz");

    // A backup of everything entered so far.
    await openFromNav(page, "Admin", desk);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download Backup" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^crewline-backup-\d{4}-\d{2}-\d{2}-\d{4}\.tar\.gz$/);
    const bytes = fs.readFileSync((await download.path())!);
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);

    // Every screen, from the navigation alone.
    for (const screen of SCREENS) await openFromNav(page, screen.entry, desk);
    await page.context().close();
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
