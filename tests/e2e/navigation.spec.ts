// Every signed-in screen is reached from the navigation alone: the bottom bar and the header's More menu on a
// phone, the sidebar on a desk, and the header's profile menu. Project details open from the Projects list, not the navigation.
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";
import { SCREENS, isDesk, mainNav, moreButton, openFromNav } from "./support/navigation";

test("the admin reaches every screen from the navigation alone", async ({ page }, testInfo) => {
  const desk = isDesk(testInfo.project.name);
  await signInAsAdmin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  for (const screen of SCREENS) await openFromNav(page, screen.entry, desk);

  await page.getByRole("banner").getByRole("button", { name: "Profile menu" }).click();
  await page.getByRole("menuitem", { name: "Profile Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Profile Settings" })).toBeVisible();
});

test("the sidebar lists every screen in the office's order; the phone bar keeps exactly the spec's entries", async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  // What a person reads: an entry may say less in its bar cell than in the sidebar (the crew's Time Clock).
  const visibleEntries = mainNav(page).locator("a:visible, button:visible");
  if (isDesk(testInfo.project.name)) {
    await expect(visibleEntries).toHaveText([
      "Dashboard",
      "Projects",
      "Schedule",
      "Workers",
      "GPS Time Clock",
      "Timesheet & Payroll",
      "Materials",
      "Cost Codes",
      "Company Settings",
      "Safety",
      "Admin",
    ], { useInnerText: true });
    await expect(moreButton(page)).toBeHidden();
    return;
  }
  await expect(visibleEntries).toHaveText(["Dashboard", "Projects", "Schedule", "Workers", "Safety", "Admin"], { useInnerText: true });
  await expect(moreButton(page)).toBeVisible();
  const viewport = page.viewportSize()!;
  for (const box of await Promise.all((await visibleEntries.all()).map((entry) => entry.boundingBox()))) {
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  }
});
