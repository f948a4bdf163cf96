// The meal-break rule on the timesheet and payroll (issue 15), at 390 and 1280 px: an admin turns on the California
// rule and the premium; a 6 h shift without a meal shows "Missed meal break" on the Weekly Summary's day, and the
// Payroll tab's worker card lists the day with the premium as its own line, in gross. The settings are put back.
import { signInAsAdmin } from "./support/accounts";
import { expect, test } from "./support/company-settings";


test("a day without a meal is flagged on the Weekly Summary and paid a premium on the Payroll tab", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);

  const stamp = Date.now().toString(36);
  const workerName = `E2E Meal Worker ${stamp}`;
  const projectRes = await page.request.post("/api/projects", {
    data: { name: `E2E Meal Site ${stamp}`, location: "300 Remington St, Fort Collins, CO", status: "in-progress", endDate: "2030-12-31" },
  });
  expect(projectRes.ok(), await projectRes.text()).toBe(true);
  const workerRes = await page.request.post("/api/workers", {
    data: { name: workerName, role: "foreman", category: "Carpentry", subcategory: "Framing", phone: null, email: null, hourlyRate: 30 },
  });
  expect(workerRes.ok(), await workerRes.text()).toBe(true);

  // A week ago, 08:00-14:00 in Denver: 6 h and no meal.
  const day = new Date(Date.now() - 7 * 86_400_000);
  const dayKey = day.toISOString().slice(0, 10);
  const dayTitle = new Date(`${dayKey}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", month: "short", day: "numeric", timeZone: "UTC" });
  const added = await page.request.post("/api/time-entries", {
    data: {
      workerId: (await workerRes.json()).id,
      projectId: (await projectRes.json()).id,
      clockInTime: `${dayKey}T15:00:00.000Z`,
      clockOutTime: `${dayKey}T21:00:00.000Z`,
      breakMinutes: 0,
      reason: "Paper timesheet, no meal taken",
    },
  });
  expect(added.ok(), await added.text()).toBe(true);

  const before = await (await page.request.get("/api/settings/company")).json();
  try {
    // The admin turns the rule on; the premium switch waits for it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/company-settings");
    const premium = page.getByRole("switch", { name: /Pay one hour at the regular rate/ });
    await expect(premium).toBeDisabled();
    await page.getByRole("switch", { name: /A 30 min meal before the end of the 5th hour/ }).click();
    await expect(premium).toBeEnabled();
    await premium.click();
    await page.getByRole("switch", { name: /A 30 min meal before the end of the 5th hour/ }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`390-company-settings-meal-rule.png`) });
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto("/timesheet");
      await page.getByRole("tab", { name: "Weekly Summary" }).click();
      await page.locator("#weekly-week").fill(dayKey);
      // The demo crew's busy day: our line may be past the first few, behind 'Show all'.
      const dayCard = page.getByTestId("weekly-day").filter({ hasText: dayTitle });
      await expect(dayCard.getByTestId("weekly-line").first()).toBeVisible();
      const showAll = dayCard.getByRole("button", { name: /^Show all/ });
      if (await showAll.count()) await showAll.click();
      const line = dayCard.getByTestId("weekly-line").filter({ hasText: workerName });
      await expect(line.getByTestId("missed-meal-break")).toHaveText("Missed meal break");
      await expect(line.getByTestId("missed-meal-break")).toHaveAttribute("title", /30 min meal/);
      await line.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`${width}-weekly-summary-missed-meal.png`) });

      await page.getByRole("tab", { name: "Payroll Calculations" }).click();
      await page.locator("#payroll-week").fill(dayKey);
      const card = page.getByTestId("payroll-worker").filter({ hasText: workerName });
      await expect(card.getByTestId("payroll-missed-meals")).toContainText("Missed meal break");
      await expect(card).toContainText("Meal premium");
      await expect(card).toContainText("$30.00");
      // 6 h at $30.00 plus the one-hour premium.
      await expect(card).toContainText("$210.00");
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`${width}-payroll-meal-premium.png`) });
    }
  } finally {
    await page.request.put("/api/settings/company", { data: before });
  }
});
