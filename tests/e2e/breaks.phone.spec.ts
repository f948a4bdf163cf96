// Breaks on the GPS clock (issue 15), on a 390 px phone: a worker clocks in on site, starts a meal break (the card says
// since when), ends it, clocks out, and finds the break on the entry: in the
// recent entries, on the timesheet's card, and in the office's Correct dialog at a desk (its break list).
import { expect, test, type Page } from "@playwright/test";
import { expectTouchHeight } from "./support/touch-target";

const ADMIN = { username: "admin", password: "E2e-Admin-Passw0rd" };
// A site of our own in Greeley, away from the demo sites and the other journeys' sites (offline-owner is in Fort Collins).
const SITE = { latitude: 40.4233, longitude: -104.7091, radius: 150 };

test.use({ viewport: { width: 390, height: 844 } });

async function signInAsAdmin(page: Page) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Admin" }).click();
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Admin Sign In" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
}

test("clock in, a meal break started and ended, clock out: the break is on the entry", async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ ...SITE, accuracy: 8 });
  await signInAsAdmin(page);

  const stamp = Date.now().toString(36);
  const projectName = `E2E Breaks Site ${stamp}`;
  const workerName = `E2E Breaks Worker ${stamp}`;
  const projectRes = await page.request.post("/api/projects", {
    data: { name: projectName, location: "1000 10th St, Greeley, CO", status: "in-progress", endDate: "2030-12-31", ...{ latitude: SITE.latitude, longitude: SITE.longitude, locationRadius: SITE.radius } },
  });
  expect(projectRes.ok(), await projectRes.text()).toBe(true);
  const workerRes = await page.request.post("/api/workers", {
    data: { name: workerName, role: "foreman", category: "Carpentry", subcategory: "Framing", phone: null, email: null, hourlyRate: 30 },
  });
  expect(workerRes.ok(), await workerRes.text()).toBe(true);

  await page.goto("/timesheet-gps");
  await page.getByRole("button", { name: new RegExp(workerName) }).click();
  await page.getByRole("button", { name: "Refresh Location" }).click();
  await page.getByRole("radio", { name: new RegExp(projectName) }).click();
  await page.getByRole("button", { name: "Clock In", exact: true }).click();
  await expect(page.getByTestId("currently-working")).toContainText(`Currently Working - ${projectName}`);

  const startMeal = page.getByRole("button", { name: "Start meal break" });
  await expect(startMeal).toBeVisible();
  await expect(page.getByRole("button", { name: "Start rest break" })).toBeVisible();
  // A gloved thumb: at least 48 px tall.
  await expectTouchHeight(startMeal, 48);
  await page.screenshot({ path: test.info().outputPath("390-clock-working.png") });

  await startMeal.click();
  await expect(page.getByTestId("on-break")).toHaveText(/^On meal break since \d{1,2}:\d{2} [AP]M$/);
  const endBreak = page.getByRole("button", { name: "End break" });
  await expect(endBreak).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath("390-clock-on-meal-break.png") });

  await endBreak.click();
  await expect(startMeal).toBeVisible();
  await expect(page.getByTestId("on-break")).toHaveCount(0);

  await page.getByRole("button", { name: "Clock Out", exact: true }).click();
  await expect(page.getByRole("button", { name: "Clock In", exact: true })).toBeVisible();
  const recent = page.getByTestId("time-entry").filter({ hasText: projectName });
  await expect(recent.getByTestId("entry-breaks")).toContainText(/Meal \d{1,2}:\d{2} [AP]M–\d{1,2}:\d{2} [AP]M, unpaid/);
  await expect(recent).toContainText("Completed");
  await recent.getByTestId("entry-breaks").evaluate((el) => el.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: test.info().outputPath("390-recent-entry-with-break.png") });

  // The timesheet's card on the phone.
  await page.goto("/timesheet");
  const card = page.getByTestId("daily-entry").filter({ hasText: workerName });
  await expect(card.getByTestId("entry-breaks")).toContainText("unpaid");
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("390-timesheet-card-with-break.png") });

  // The office at a desk: the Correct dialog lists the break to correct.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/timesheet");
  await page.getByRole("button", { name: `Correct entry of ${workerName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Correct Time Entry" });
  await expect(dialog.getByRole("combobox", { name: "Break 1" })).toHaveText("Meal");
  await expect(dialog.getByLabel("Break 1 Start")).toHaveValue(/^\d{2}:\d{2}$/);
  await page.screenshot({ path: test.info().outputPath("1280-correct-dialog-with-break.png") });
});
