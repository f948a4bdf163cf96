// Settings changes leave a trace (issue 24 item 11): an administrator chooses California's overtime rule in Company
// Settings (issue 27), its summary under the choice; the screen's Changes card says what, from, to, who and when, and
// this week's Payroll tab names the rule and lists the change under "Pay changes this week", above Approve (it moves
// the open week's gross); last week's first worker card explains its hours stretch by stretch. Nothing is approved.
// Company settings are the company's: this journey runs after the others, holding their lock (support/company-settings.ts).
import { expect, test } from "./support/company-settings";
import { signInAsAdmin } from "./support/accounts";
import { shootBoth } from "./support/screenshots";

const BYLINE = /by Administrator on \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M/;

test("choosing California's overtime rule is listed under Changes and in this week's pay changes before Approve", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/company-settings");
  await expect(page.getByRole("heading", { name: "Company Settings", level: 1 })).toBeVisible();
  const rule = page.getByRole("combobox", { name: "Overtime rule" });
  await expect(rule).toHaveText("Over 8 hours a day");
  await rule.click();
  await page.getByRole("option", { name: "California" }).click();
  await expect(rule).toHaveText("California");
  await expect(page.getByText(/over 12 at 2x/)).toBeVisible();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  const history = page.getByTestId("settings-changes");
  const newest = history.getByRole("listitem").first();
  await expect(newest).toContainText("Overtime rule: Over 8 hours a day → California");
  await expect(newest).toContainText(BYLINE);
  await shootBoth(page, "company-settings-changes");

  await page.goto("/timesheet");
  await page.getByRole("tab", { name: "Payroll Calculations" }).click();
  const changes = page.getByTestId("pay-changes");
  await expect(page.getByTestId("weekly-overtime-state")).toContainText("Overtime rule: California");
  const switched = changes.getByTestId("settings-change").filter({ hasText: "Overtime rule: Over 8 hours a day → California" }).last();
  await expect(switched).toContainText("Company settings ·");
  await expect(switched).toContainText(BYLINE);
  const approve = page.getByRole("button", { name: /^(Approve|Approved)$/ });
  await expect(approve).toBeVisible();
  // This week is still running: Approve waits for its last day, and says so.
  await expect(approve).toBeDisabled();
  await expect(approve).toHaveAccessibleDescription("This pay period has not ended yet: approve it once its last day is over.");
  const listBottom = (await changes.boundingBox())!;
  const approveTop = (await approve.boundingBox())!;
  expect(listBottom.y + listBottom.height).toBeLessThanOrEqual(approveTop.y);
  await shootBoth(page, "payroll-settings-change");

  // Last week (the demo crew worked its weekdays): a worker's hours explained, stretch by stretch, under California.
  await page.locator("#payroll-week").fill(new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10));
  const card = page.getByTestId("payroll-worker").first();
  await card.getByRole("button", { name: /^Explain .+'s hours$/ }).click();
  await expect(card.getByTestId("pay-segment").first()).toContainText(/\d{1,2}:\d{2} [AP]M–\d{1,2}:\d{2} [AP]M · \d+\.\d{2} h/);
  await expect(card.getByTestId("pay-segment").first()).toContainText(/(regular 1x|overtime 1\.5x|double time 2x)/);
  await shootBoth(page, "payroll-hours-explained", { focus: card.getByTestId("pay-segments") });
});
