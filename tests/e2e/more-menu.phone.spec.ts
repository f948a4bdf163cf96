// The phone header's More menu (the desk has a sidebar instead): it works from the keyboard and marks the open screen.
import { expect, test } from "@playwright/test";
import { SCREEN_HEADINGS } from "../../shared/screens";
import { signInAsAdmin } from "./support/accounts";
import { expectTouchHeight } from "./support/touch-target";

test("on a phone, More works from the keyboard and marks the open screen", async ({ page }) => {
  await signInAsAdmin(page);
  const more = page.getByRole("banner").getByRole("button", { name: "More" });
  await more.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem")).toHaveText(["GPS Time Clock", "Timesheet & Payroll", "Materials", "Cost Codes", "Company Settings"]);
  for (const item of await menu.getByRole("menuitem").all()) {
    await expectTouchHeight(item, 44);
  }
  // The menu takes focus; the arrow keys walk its entries.
  await expect(menu).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "GPS Time Clock" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Timesheet & Payroll" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Materials" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: SCREEN_HEADINGS["materials-page"].title })).toBeVisible();

  await more.click();
  await expect(menu.getByRole("menuitem", { name: "Materials" })).toHaveAttribute("aria-current", "page");
  await expect(menu.locator("[aria-current=page]")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(more).toBeFocused();
});
