// Issue 15, forgotten clock-outs and the Company settings. An administrator, on a 390 px phone, sets the alert after
// 1 hour and auto-close after 2 (first trying 1, which the form refuses in plain words) and saves: "Saved". A worker
// was clocked in three hours ago and never clocked out; the save makes the server's check due at once, so within a
// poll the entry is closed at clock-in + 2 h and marked "Auto-closed, needs review". The office sees the badge on the
// Timesheet, confirms it, and its history says so. Screens at 390 and 1280 px for the admin and the office. The
// Company settings are the company's: this journey runs after the others, holding their lock (support/company-settings.ts).
import { expect, test } from "./support/company-settings";
import { AUTO_CLOSE_AFTER_ALERT_MESSAGE, COMPANY_SETTINGS_DEFAULTS } from "../../shared/api/company-settings";
import { adminApi, newContextLikeProject, signInAsAdmin, signInWithEmail } from "./support/accounts";
import { createPersonWithRole, createWorkerRecord } from "./support/people";
import { shootBoth } from "./support/screenshots";

const HOUR = 3_600_000;

const denverDay = (at: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Denver" }).format(at);

test.afterEach(async ({}, testInfo) => {
  const admin = await adminApi(testInfo);
  await admin.put("/api/settings/company", { data: COMPANY_SETTINGS_DEFAULTS });
  await admin.dispose();
});

test("an admin sets the alert and auto-close hours on a phone; the office confirms the auto-closed entry", async ({ page, browser }, testInfo) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const workerName = `Rafa Forgot ${stamp}`;

  // A worker clocked in three hours ago and never clocked out (the admin's correction places the clock-in).
  const admin = await adminApi(testInfo);
  const project = await admin.post("/api/projects", { data: { name: `Clock Tower ${stamp}`, location: "Denver, CO", status: "in-progress", endDate: "2030-12-31" } });
  expect(project.ok(), await project.text()).toBe(true);
  const projectId = ((await project.json()) as { id: number }).id;
  const workerId = await createWorkerRecord(testInfo, workerName);
  const clockedIn = await admin.post("/api/time-entries/clock-in", { data: { workerId, projectId } });
  expect(clockedIn.status(), await clockedIn.text()).toBe(201);
  const entryId = ((await clockedIn.json()) as { id: number }).id;
  const clockInTime = new Date(Date.now() - 3 * HOUR);
  const placed = await admin.patch(`/api/time-entries/${entryId}`, {
    data: { clockInTime: clockInTime.toISOString(), reason: "Started at the gate before the tablet was up" },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const office = await createPersonWithRole(testInfo, "user", `Olga Office ${stamp}`);

  // The administrator, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await page.goto("/company-settings");
  await expect(page.getByRole("heading", { name: "Company Settings", level: 1 })).toBeVisible();
  const alertHours = page.getByLabel("Alert after (hours)");
  await expect(alertHours).toHaveValue("12");
  await shootBoth(page, "admin-settings-defaults");

  await alertHours.fill("1");
  await page.getByRole("switch", { name: "Auto-close forgotten clock-outs" }).click();
  const autoCloseHours = page.getByLabel("Auto-close after (hours)");
  await autoCloseHours.fill("1");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText(AUTO_CLOSE_AFTER_ALERT_MESSAGE)).toBeVisible();
  await shootBoth(page, "admin-settings-refused");
  await autoCloseHours.fill("2");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await shootBoth(page, "admin-settings-saved");
  const saved = await admin.get("/api/settings/company");
  expect(await saved.json()).toEqual({ companyName: "", weeklyOvertime: false, overtimeRule: "daily8", nevadaDailyOvertimeBelowRate: false, mealBreaksPaid: false, mealBreakRule: "off", mealPremium: false, forgottenClockOutAlertHours: 1, autoCloseAfterHours: 2, signOffAtClockOut: false, costCodeRequired: false, officeApprovesPayroll: false, payFrequency: "weekly", workweekStartsOn: 0, payPeriodAnchor: null, periodSignatures: false });

  // The server's next check (made due by the save) closes the entry at clock-in + 2 h.
  await expect
    .poll(async () => ((await (await admin.get(`/api/time-entries/${entryId}`)).json()) as { autoClosedAt: string | null }).autoClosedAt, {
      timeout: 60_000,
      intervals: [1000],
    })
    .not.toBeNull();
  const closed = (await (await admin.get(`/api/time-entries/${entryId}`)).json()) as { clockOutTime: string };
  expect(new Date(closed.clockOutTime).getTime()).toBe(new Date(clockInTime.toISOString()).getTime() + 2 * HOUR);

  // The payroll tab shows weekly overtime read-only, with the way to change it.
  await page.goto("/timesheet");
  await page.getByRole("tab", { name: "Payroll Calculations" }).click();
  await expect(page.getByTestId("weekly-overtime-state")).toContainText("Weekly overtime after 40 h: Off");
  await expect(page.getByRole("link", { name: "Change in Company settings" })).toBeVisible();
  await shootBoth(page, "admin-payroll-overtime");

  // The office, in its own browser on a phone: the badge, Confirm, and the history.
  const context = await newContextLikeProject(browser, testInfo);
  const desk = await context.newPage();
  await desk.setViewportSize({ width: 390, height: 844 });
  await signInWithEmail(desk, office.email, office.password);
  await desk.goto("/timesheet");
  if (denverDay(clockInTime) !== denverDay(new Date())) await desk.getByRole("button", { name: "Previous day" }).click();
  const entry = desk.getByTestId("daily-entry-row").or(desk.getByTestId("daily-entry")).filter({ hasText: workerName });
  await expect(entry.getByText("Auto-closed, needs review", { exact: true })).toBeVisible();
  await shootBoth(desk, "office-timesheet-auto-closed", { focus: entry });
  await expect(desk.getByRole("link", { name: "Change in Company settings" })).toHaveCount(0);

  await entry.getByRole("button", { name: `Confirm the auto-closed entry of ${workerName}` }).click();
  await expect(desk.getByText("Entry Confirmed")).toBeVisible();
  await expect(entry.getByText("Auto-closed, needs review", { exact: true })).toHaveCount(0);
  // The office corrects entries (issue 26 item 7): its Correct dialog holds the entry's history.
  await entry.getByRole("button", { name: `Correct entry of ${workerName}` }).click();
  const history = desk.getByRole("dialog", { name: "Correct Time Entry" });
  await expect(history).toContainText("Clocked out by Crewline (auto-closed)");
  await expect(history).toContainText("Auto-closed by Crewline");
  await expect(history).toContainText("Auto-close confirmed by ");
  await shootBoth(desk, "office-history");
  await context.close();
  await admin.dispose();
});
