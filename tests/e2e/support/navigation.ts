// The navigation as a user works it: every signed-in screen with its heading, and how to open one from the bottom
// bar and the header's More menu on a phone, or the sidebar on a desk.
import { type Page, expect } from "@playwright/test";
import { SCREEN_HEADINGS } from "../../../shared/screens";

export const SCREENS = [
  { entry: "Projects", heading: SCREEN_HEADINGS["projects-page"].title },
  { entry: "Schedule", heading: SCREEN_HEADINGS["schedule-page"].title },
  { entry: "Workers", heading: SCREEN_HEADINGS["workers-page"].title },
  { entry: "GPS Time Clock", heading: SCREEN_HEADINGS["timesheet-gps-page"].title },
  { entry: "Timesheet & Payroll", heading: SCREEN_HEADINGS["timesheet-page"].title },
  { entry: "Materials", heading: SCREEN_HEADINGS["materials-page"].title },
  { entry: "Cost Codes", heading: SCREEN_HEADINGS["cost-codes-page"].title },
  { entry: "Safety", heading: SCREEN_HEADINGS["safety-page"].title },
  { entry: "Admin", heading: SCREEN_HEADINGS["admin-page"].title },
  { entry: "Dashboard", heading: "Dashboard" },
] as const;
export type ScreenEntry = (typeof SCREENS)[number]["entry"];

export const IN_PHONE_BAR = new Set<ScreenEntry>(["Dashboard", "Projects", "Schedule", "Workers", "Safety", "Admin"]);

export const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
export const moreButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "More" });
export const isDesk = (projectName: string) => projectName === "desktop";

/** Opens a screen from the navigation alone and waits for its heading. */
export async function openFromNav(page: Page, entry: ScreenEntry, desk: boolean) {
  if (desk || IN_PHONE_BAR.has(entry)) {
    await mainNav(page).getByRole("link", { name: entry, exact: true }).click();
  } else {
    await moreButton(page).click();
    await page.getByRole("menu").getByRole("menuitem", { name: entry, exact: true }).click();
    await expect(page.getByRole("menu")).toHaveCount(0);
  }
  const heading = SCREENS.find((s) => s.entry === entry)!.heading;
  await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
}
