// Which navigation entries go in the phone's bottom bar, the header's More menu and the desk sidebar, for an admin and not.
import { describe, expect, it } from "vitest";
import { barItemsFor, isNavItemActive, moreItemsFor, navItemsFor } from "@/components/layout/nav-items";
import { SIGNED_IN_SCREENS, signedInScreen } from "@shared/screens";

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe("navigation entries", () => {
  it.each([
    { isAdmin: false, bar: ["Dashboard", "Projects", "Schedule", "Workers", "Safety"] },
    { isAdmin: true, bar: ["Dashboard", "Projects", "Schedule", "Workers", "Safety", "Admin"] },
  ])("the bar keeps exactly the spec's entries and More holds the rest (admin: $isAdmin)", ({ isAdmin, bar }) => {
    expect(labels(barItemsFor(isAdmin))).toEqual(bar);
    expect(labels(moreItemsFor(isAdmin))).toEqual(["GPS Time Clock", "Timesheet & Payroll", "Materials"]);
  });

  it.each([
    {
      isAdmin: false,
      sidebar: ["Dashboard", "Projects", "Schedule", "Workers", "GPS Time Clock", "Timesheet & Payroll", "Materials", "Safety"],
    },
    {
      isAdmin: true,
      sidebar: ["Dashboard", "Projects", "Schedule", "Workers", "GPS Time Clock", "Timesheet & Payroll", "Materials", "Safety", "Admin"],
    },
  ])("the sidebar lists every entry in the office's order (admin: $isAdmin)", ({ isAdmin, sidebar }) => {
    expect(labels(navItemsFor(isAdmin))).toEqual(sidebar);
  });

  it.each([false, true])("bar and More together are the sidebar, each entry once (admin: %s)", (isAdmin) => {
    const both = [...barItemsFor(isAdmin), ...moreItemsFor(isAdmin)].map((item) => item.href).sort();
    expect(both).toEqual(navItemsFor(isAdmin).map((item) => item.href).sort());
  });

  it("reaches every signed-in screen but project details (opened from Projects) and profile (the header menu)", () => {
    const reached = new Set(navItemsFor(true).map((item) => signedInScreen(item.href)));
    const unreached = SIGNED_IN_SCREENS.map(([, screen]) => screen).filter((screen) => !reached.has(screen));
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
