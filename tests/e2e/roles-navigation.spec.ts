// Each role's navigation (issue 14), on both phones and the desktop: the office sees every screen but Admin; a foreman
// sees Materials too (not Cost Codes, the office's list); a crew member has neither Materials nor Admin, the time clock
// in their phone bar and Workers under More; crew and foremen have no payroll, so their timesheet entry and heading say
// "Timesheet"; a screen the role may not open is the not-found page even by its address (the office reads "Only admins
// can open this" on an admin's). A crew member or foreman not yet linked to a worker record reads why their lists are
// empty.
import { type Page, expect, test } from "@playwright/test";
import { NOT_LINKED_MESSAGE } from "../../shared/domain/account-roles";
import { USER_PASSWORD, createActiveUser, signInWithEmail, uniqueEmail } from "./support/accounts";
import { isDesk, mainNav, moreButton } from "./support/navigation";
import { createPersonWithRole } from "./support/people";
import { shootBoth } from "./support/screenshots";

type Role = "crew" | "foreman" | "user";

const NAV: Record<Role, { sidebar: string[]; bar: string[]; more: string[] }> = {
  crew: {
    sidebar: ["Dashboard", "Projects", "Schedule", "Workers", "GPS Time Clock", "Timesheet", "Safety"],
    // The bar cell says "Time Clock"; the link's name is the full label.
    bar: ["Dashboard", "Projects", "Schedule", "Time Clock", "Safety"],
    more: ["Workers", "Timesheet"],
  },
  foreman: {
    sidebar: ["Dashboard", "Projects", "Schedule", "Workers", "GPS Time Clock", "Timesheet", "Materials", "Safety"],
    // The foreman clocks the crew every day: the clock is in the bar (issue 26 item 4), Workers under More.
    bar: ["Dashboard", "Projects", "Schedule", "Time Clock", "Safety"],
    more: ["Workers", "Timesheet", "Materials"],
  },
  user: {
    sidebar: ["Dashboard", "Projects", "Schedule", "Workers", "GPS Time Clock", "Timesheet & Payroll", "Materials", "Cost Codes", "Safety"],
    bar: ["Dashboard", "Projects", "Schedule", "Workers", "Safety"],
    more: ["GPS Time Clock", "Timesheet & Payroll", "Materials", "Cost Codes"],
  },
};

async function expectNavigation(page: Page, role: Role, desk: boolean) {
  const visibleEntries = mainNav(page).locator("a:visible");
  if (desk) {
    await expect(visibleEntries).toHaveText(NAV[role].sidebar, { useInnerText: true });
    await expect(moreButton(page)).toBeHidden();
    return;
  }
  await expect(visibleEntries).toHaveText(NAV[role].bar, { useInnerText: true });
  await moreButton(page).click();
  await expect(page.getByRole("menu").getByRole("menuitem")).toHaveText(NAV[role].more);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
}

/** Opens the timesheet from the navigation (the sidebar on a desk, More on a phone) and reads its heading. */
async function expectTimesheetTitled(page: Page, title: string, desk: boolean) {
  if (desk) {
    await mainNav(page).getByRole("link", { name: title, exact: true }).click();
  } else {
    await moreButton(page).click();
    await page.getByRole("menu").getByRole("menuitem", { name: title, exact: true }).click();
  }
  await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
}

async function expectNotFound(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
}

test("the office sees every screen but Admin, Timesheet & Payroll among them, and an admin's screen says only admins open it", async ({ page }, testInfo) => {
  const office = await createPersonWithRole(testInfo, "user", `Olive Office ${testInfo.project.name}`);
  await signInWithEmail(page, office.email, office.password);
  await expectNavigation(page, "user", isDesk(testInfo.project.name));
  await expect(page.getByText(NOT_LINKED_MESSAGE)).toHaveCount(0);
  await expectTimesheetTitled(page, "Timesheet & Payroll", isDesk(testInfo.project.name));
  // The screen exists and a colleague opens it: the office reads why not (issue 26), not "Page Not Found".
  for (const path of ["/admin", "/company-settings"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Only admins can open this" })).toBeVisible();
  }
  await shootBoth(page, "office-admin-only");
});

test("a foreman has Materials and a Timesheet without payroll, but no Admin", async ({ page }, testInfo) => {
  const foreman = await createPersonWithRole(testInfo, "foreman", `Fred Foreman ${testInfo.project.name}`);
  await signInWithEmail(page, foreman.email, foreman.password);
  await expectNavigation(page, "foreman", isDesk(testInfo.project.name));
  await expectTimesheetTitled(page, "Timesheet", isDesk(testInfo.project.name));
  await expectNotFound(page, "/admin");
  await page.goto("/materials");
  await expect(page.getByRole("heading", { level: 1, name: "Materials & Inventory" })).toBeVisible();
});

test("a crew member has the clock in the bar, no Materials and no Admin, even by address", async ({ page }, testInfo) => {
  const desk = isDesk(testInfo.project.name);
  const crew = await createPersonWithRole(testInfo, "crew", `Cody Crew ${testInfo.project.name}`);
  await signInWithEmail(page, crew.email, crew.password);
  await expectNavigation(page, "crew", desk);
  // Linked: no banner.
  await expect(page.getByText(NOT_LINKED_MESSAGE)).toHaveCount(0);
  await expectTimesheetTitled(page, "Timesheet", desk);

  await mainNav(page).getByRole("link", { name: "GPS Time Clock" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "GPS Time Clock" })).toBeVisible();
  await expect(mainNav(page).getByRole("link", { name: "GPS Time Clock" })).toHaveAttribute("aria-current", "page");

  await expectNotFound(page, "/materials");
  await expectNotFound(page, "/admin");
  // The navigation is still there to leave by.
  await mainNav(page).getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a crew member not linked to a worker record reads why their lists are empty, on every screen", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "unlinked");
  await createActiveUser(testInfo, email, USER_PASSWORD, { role: "crew" });
  await signInWithEmail(page, email, USER_PASSWORD);
  await expect(page.getByText(NOT_LINKED_MESSAGE)).toBeVisible();
  await mainNav(page).getByRole("link", { name: "Safety" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Safety Checklists" })).toBeVisible();
  await expect(page.getByText(NOT_LINKED_MESSAGE)).toBeVisible();

  await page.goto("/profile");
  await expect(page.getByLabel("Role", { exact: true })).toHaveValue("Crew");
  await expect(page.getByLabel("Worker record")).toHaveValue("Not linked");
});
