// Which navigation entries go in the phone's bottom bar, the header's More menu and the desk sidebar, for each role.
import { describe, expect, it } from "vitest";
import { ACCOUNT_ROLES } from "@shared/domain/account-roles";
import { SIGNED_IN_SCREENS, mayOpenScreen, screenHeading, signedInScreen } from "@shared/screens";
import { barItemsFor, isNavItemActive, moreItemsFor, navItemsFor } from "@/components/layout/nav-items";

const labels = (items: { label: string }[]) => items.map((item) => item.label);

// Each role's bar, More menu and sidebar. The office's and the admin's are the spec's; a crew member's bar has the
// clock in Workers' place (their Workers screen holds only their own card), and neither crew nor foremen see Admin.
// Crew and foremen have no payroll, so their timesheet entry says "Timesheet", as its heading does.
const NAV = [
  {
    role: "crew",
    bar: ["Dashboard", "Projects", "Schedule", "GPS Time Clock", "Safety"],
    more: ["Workers", "Timesheet"],
    sidebar: ["Dashboard", "Projects", "Schedule", "Workers", "GPS Time Clock", "Timesheet", "Safety"],
  },
  {
    role: "foreman",
    bar: ["Dashboard", "Projects", "Schedule", "GPS Time Clock", "Safety"],
    more: ["Workers", "Timesheet", "Materials"],
    sidebar: ["Dashboard", "Projects", "Schedule", "Workers", "GPS Time Clock", "Timesheet", "Materials", "Safety"],
  },
  {
    role: "user",
    bar: ["Dashboard", "Projects", "Schedule", "Workers", "Safety"],
    more: ["GPS Time Clock", "Timesheet & Payroll", "Materials", "Cost Codes"],
    sidebar: ["Dashboard", "Projects", "Schedule", "Workers", "GPS Time Clock", "Timesheet & Payroll", "Materials", "Cost Codes", "Safety"],
  },
  {
    role: "admin",
    bar: ["Dashboard", "Projects", "Schedule", "Workers", "Safety", "Admin"],
    more: ["GPS Time Clock", "Timesheet & Payroll", "Materials", "Cost Codes", "Company Settings"],
    sidebar: [
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
    ],
  },
];

describe("navigation entries by role", () => {
  it("covers every role", () => {
    expect(NAV.map((row) => row.role)).toEqual([...ACCOUNT_ROLES]);
  });

  it.each(NAV)("$role: the bar, More and the sidebar", ({ role, bar, more, sidebar }) => {
    expect(labels(barItemsFor(role))).toEqual(bar);
    expect(labels(moreItemsFor(role))).toEqual(more);
    expect(labels(navItemsFor(role))).toEqual(sidebar);
  });

  it.each(ACCOUNT_ROLES)("%s: bar and More together are the sidebar, each entry once, and every entry opens for the role", (role) => {
    const both = [...barItemsFor(role), ...moreItemsFor(role)].map((item) => item.href).sort();
    expect(both).toEqual(navItemsFor(role).map((item) => item.href).sort());
    for (const item of navItemsFor(role)) expect(mayOpenScreen(role, signedInScreen(item.href)!)).toBe(true);
  });

  it.each(ACCOUNT_ROLES)("%s: an entry with a fixed heading is labelled as that heading reads for the role", (role) => {
    const timesheet = navItemsFor(role).find((item) => item.href === "/timesheet")!;
    expect(timesheet.label).toBe(screenHeading("timesheet-page", role).title);
  });

  it("a role this build does not know gets no entries", () => {
    expect(navItemsFor("owner")).toEqual([]);
  });

  it("the bar fits: at most six cells, and a long label has a short one for its cell", () => {
    for (const role of ACCOUNT_ROLES) {
      const bar = barItemsFor(role);
      expect(bar.length).toBeLessThanOrEqual(6);
      for (const item of bar) expect((item.barLabel ?? item.label).length, item.label).toBeLessThanOrEqual(10);
    }
  });

  it.each(ACCOUNT_ROLES)("%s reaches every screen it may open but project details (from Projects) and profile (the header menu)", (role) => {
    const reached = new Set(navItemsFor(role).map((item) => signedInScreen(item.href)));
    const unreached = SIGNED_IN_SCREENS.map(([, screen]) => screen).filter((screen) => mayOpenScreen(role, screen) && !reached.has(screen));
    expect(unreached).toEqual(["project-details-page", "profile-page"]);
  });

  it.each([
    ["/", "/", true],
    ["/", "/projects", false],
    ["/projects", "/projects/12", true],
    ["/timesheet", "/timesheet-gps", false],
    ["/timesheet-gps", "/timesheet-gps", true],
  ])("%s is active at %s: %s", (href, location, active) => {
    expect(isNavItemActive(href, location)).toBe(active);
  });
});
