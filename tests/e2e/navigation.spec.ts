// Every signed-in screen is reached from the navigation alone: the bottom bar and the header's More menu on a
// phone, the sidebar on a desk, and the header's profile menu. Project details open from the Projects list, not the navigation.
import { type Page, expect, test } from "@playwright/test";
import { SCREEN_HEADINGS } from "../../shared/screens";
import { signInAsAdmin } from "./support/accounts";

const SCREENS = [
  { entry: "Projects", heading: SCREEN_HEADINGS["projects-page"].title },
  { entry: "Schedule", heading: SCREEN_HEADINGS["schedule-page"].title },
  { entry: "Workers", heading: SCREEN_HEADINGS["workers-page"].title },
  { entry: "GPS Time Clock", heading: SCREEN_HEADINGS["timesheet-gps-page"].title },
  { entry: "Timesheet & Payroll", heading: SCREEN_HEADINGS["timesheet-page"].title },
  { entry: "Materials", heading: SCREEN_HEADINGS["materials-page"].title },
  { entry: "Safety", heading: SCREEN_HEADINGS["safety-page"].title },
  { entry: "Admin", heading: SCREEN_HEADINGS["admin-page"].title },
  { entry: "Dashboard", heading: "Dashboard" },
];
const IN_PHONE_BAR = new Set(["Dashboard", "Projects", "Schedule", "Workers", "Safety", "Admin"]);

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const moreButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "More" });
const isDesk = (projectName: string) => projectName === "desktop";

async function open(page: Page, entry: string, desk: boolean) {
  if (desk || IN_PHONE_BAR.has(entry)) {
    await mainNav(page).getByRole("link", { name: entry, exact: true }).click();
    return;
  }
  await moreButton(page).click();
  await page.getByRole("menu").getByRole("menuitem", { name: entry, exact: true }).click();
  await expect(page.getByRole("menu")).toHaveCount(0);
}

test("the admin reaches every screen from the navigation alone", async ({ page }, testInfo) => {
  const desk = isDesk(testInfo.project.name);
  await signInAsAdmin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  for (const screen of SCREENS) {
    await open(page, screen.entry, desk);
    await expect(page.getByRole("heading", { level: 1, name: screen.heading, exact: true })).toBeVisible();
  }

  await page.getByRole("banner").getByRole("button", { name: "Profile menu" }).click();
  await page.getByRole("menuitem", { name: "Profile Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Profile Settings" })).toBeVisible();
});

test("the sidebar lists every screen in the office's order; the phone bar keeps exactly the spec's entries", async ({ page }, testInfo) => {
  await signInAsAdmin(page);
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
      "Safety",
      "Admin",
    ]);
    await expect(moreButton(page)).toBeHidden();
    return;
  }
  await expect(visibleEntries).toHaveText(["Dashboard", "Projects", "Schedule", "Workers", "Safety", "Admin"]);
  await expect(moreButton(page)).toBeVisible();
  const viewport = page.viewportSize()!;
  for (const box of await Promise.all((await visibleEntries.all()).map((entry) => entry.boundingBox()))) {
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  }
});
