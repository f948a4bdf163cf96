// The dashboard as SPEC 3 draws it: the Time Clock tile opens the Clock In / Clock Out dialog, and "today" on the
// dashboard and the schedule is the company's day (APP_TIME_ZONE America/Denver), as on the timesheets, whatever
// zone the device is set to.
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";

test("the Time Clock tile opens the Clock In / Clock Out dialog without leaving the dashboard", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole("button", { name: "Time Clock", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Clock In" });
  await expect(dialog.getByRole("combobox", { name: "Worker" })).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: "Project" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
});

test.describe("on a device set to another time zone", () => {
  // UTC+14: for most of a Denver day the device is already on the next calendar day.
  test.use({ timezoneId: "Pacific/Kiritimati" });

  test("the dashboard and the schedule read today in the company's zone", async ({ page }) => {
    // 20:00 UTC on 10 March 2026 is 14:00 on the 10th in Denver and 10:00 on the 11th on the device.
    await page.clock.setFixedTime(new Date("2026-03-10T20:00:00Z"));
    await signInAsAdmin(page);
    await page.goto("/");
    // The page header and the Today's Schedule card both name the day.
    await expect(page.getByText("Tuesday, March 10, 2026", { exact: true })).toHaveCount(2);
    await expect(page.getByText("Wednesday, March 11, 2026")).toHaveCount(0);

    await page.goto("/schedule");
    await expect(page.locator('button[aria-current="date"]')).toHaveAttribute("data-day", "2026-03-10");
    await expect(page.getByRole("heading", { name: "Today", level: 2 })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Today, Tuesday, March 10, 2026/ })).toBeVisible();
  });
});
