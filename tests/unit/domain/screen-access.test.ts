// Which signed-in screens each role may open (shared/screens.ts SCREEN_ACCESS): the navigation, the client's routes,
// the loading outline and the server's index.html all read this one table.
import { describe, expect, it } from "vitest";
import { ACCOUNT_ROLES } from "@shared/domain/account-roles";
import { SIGNED_IN_SCREENS, type SignedInScreen, loadingHeading, mayOpenScreen, signedInScreenFor } from "@shared/screens";

const EVERY_SCREEN = SIGNED_IN_SCREENS.map(([, screen]) => screen);
const without = (...left: SignedInScreen[]) => EVERY_SCREEN.filter((screen) => !left.includes(screen));

// Each role and the screens it may open: crew and foremen get scoped versions of the member screens.
const OPENS: Record<string, SignedInScreen[]> = {
  crew: without("materials-page", "admin-page"),
  foreman: without("admin-page"),
  user: without("admin-page"),
  admin: EVERY_SCREEN,
  // A role this build does not know (an old session) opens nothing: the not-found page everywhere.
  owner: [],
};

describe("screen access by role", () => {
  it.each(Object.entries(OPENS))("%s opens exactly its screens", (role, screens) => {
    expect(EVERY_SCREEN.filter((screen) => mayOpenScreen(role, screen))).toEqual(screens);
  });

  it("covers every role the database allows", () => {
    expect(ACCOUNT_ROLES.every((role) => role in OPENS)).toBe(true);
  });

  it.each([
    ["/materials", "crew", null],
    ["/materials", "foreman", "materials-page"],
    ["/admin", "user", null],
    ["/admin/", "admin", "admin-page"],
    ["/projects/12", "crew", "project-details-page"],
    ["/timesheet-gps", "crew", "timesheet-gps-page"],
    ["/nope", "admin", null],
  ] as const)("at %s a %s sees %s (null: the not-found page)", (path, role, screen) => {
    expect(signedInScreenFor(path, role)).toBe(screen);
  });

  it("the loading outline names no screen the role may not open", () => {
    expect(loadingHeading("/materials", "crew")).toBeUndefined();
    expect(loadingHeading("/materials", "foreman")?.title).toBe("Materials & Inventory");
    expect(loadingHeading("/safety", "crew")?.title).toBe("Safety Checklists");
    expect(loadingHeading("/admin", "foreman")).toBeUndefined();
  });
});
