// The navigation as a user works it: every signed-in screen with its heading as the admin reads it, and how to open
// one from the bottom bar and the header's More menu on a phone, or the sidebar on a desk.
import { type Page, expect } from "@playwright/test";
import { type HeadedScreen, screenHeading } from "../../../shared/screens";

const adminTitle = (screen: HeadedScreen) => screenHeading(screen, "admin").title;

export const SCREENS = [
  { entry: "Projects", heading: adminTitle("projects-page") },
  { entry: "Schedule", heading: adminTitle("schedule-page") },
  { entry: "Workers", heading: adminTitle("workers-page") },
  { entry: "GPS Time Clock", heading: adminTitle("timesheet-gps-page") },
  { entry: "Timesheet & Payroll", heading: adminTitle("timesheet-page") },
  { entry: "Materials", heading: adminTitle("materials-page") },
  { entry: "Cost Codes", heading: adminTitle("cost-codes-page") },
  { entry: "Safety", heading: adminTitle("safety-page") },
  { entry: "Admin", heading: adminTitle("admin-page") },
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
