// Which signed-in screens each role may open (shared/screens.ts SCREEN_ACCESS): the navigation, the client's routes,
// the loading outline and the server's index.html all read this one table.
import { describe, expect, it } from "vitest";
import { ACCOUNT_ROLES } from "@shared/domain/account-roles";
import {
  type HeadedScreen,
  SCREEN_HEADINGS,
  SIGNED_IN_SCREENS,
  type SignedInScreen,
  loadingHeading,
  mayOpenScreen,
  screenHeading,
  signedInScreenFor,
} from "@shared/screens";

const EVERY_SCREEN = SIGNED_IN_SCREENS.map(([, screen]) => screen);
const without = (...left: SignedInScreen[]) => EVERY_SCREEN.filter((screen) => !left.includes(screen));

// Each role and the screens it may open: crew and foremen get scoped versions of the member screens.
const OPENS: Record<string, SignedInScreen[]> = {
  crew: without("materials-page", "cost-codes-page", "company-settings-page", "admin-page"),
  foreman: without("cost-codes-page", "company-settings-page", "admin-page"),
  user: without("company-settings-page", "admin-page"),
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
    ["/cost-codes", "foreman", null],
    ["/cost-codes", "user", "cost-codes-page"],
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

  it("the loading outline's line is the one the role reads on the screen", () => {
    expect(loadingHeading("/workers", "crew")).toEqual(screenHeading("workers-page", "crew"));
    expect(loadingHeading("/timesheet", "foreman")?.description).toBe("Daily timesheets and weekly summaries on your projects.");
    expect(loadingHeading("/timesheet", "crew")).toEqual(screenHeading("timesheet-page", "crew"));
    expect(loadingHeading("/timesheet", "foreman")?.title).toBe("Timesheet");
  });
});

// Each heading as crew and foremen read it: the office's but where it would promise what they cannot see (payroll).
const FIELD_TITLES: Record<HeadedScreen, { crew: string | null; foreman: string | null }> = {
  "projects-page": { crew: "Projects", foreman: "Projects" },
  "schedule-page": { crew: "Schedule", foreman: "Schedule" },
  "workers-page": { crew: "Workers", foreman: "Workers" },
  "timesheet-page": { crew: "Timesheet", foreman: "Timesheet" },
  "timesheet-gps-page": { crew: "GPS Time Clock", foreman: "GPS Time Clock" },
  "materials-page": { crew: null, foreman: "Materials & Inventory" },
  "safety-page": { crew: "Safety Checklists", foreman: "Safety Checklists" },
  "cost-codes-page": { crew: null, foreman: null },
  "company-settings-page": { crew: null, foreman: null },
  "admin-page": { crew: null, foreman: null },
};

// The line under each heading as crew and foremen read it: what they see, never the office's money or every site.
const FIELD_LINES: Record<HeadedScreen, { crew: string | null; foreman: string | null }> = {
  "projects-page": { crew: "Your job sites, their progress and their teams.", foreman: "Your job sites, their progress and their teams." },
  "schedule-page": {
    crew: "Your jobs by day, and what is coming up this week.",
    foreman: "Your projects' jobs by day, and what is coming up this week.",
  },
  "workers-page": { crew: "Your worker record: trade, contact and status.", foreman: "Your crew: the workers on your projects' teams." },
  "timesheet-page": { crew: "Your daily timesheet and weekly summary.", foreman: "Daily timesheets and weekly summaries on your projects." },
  "timesheet-gps-page": { crew: "Clock in and out at the job site.", foreman: "Clock yourself and your crew in and out at the job site." },
  "materials-page": { crew: null, foreman: "Stock levels, suppliers and low-stock alerts; record what your projects use." },
  "safety-page": {
    crew: "Daily inspections, equipment checks and pre-task plans on your projects.",
    foreman: "Daily inspections, equipment checks and pre-task plans on your projects.",
  },
  "cost-codes-page": { crew: null, foreman: null },
  "company-settings-page": { crew: null, foreman: null },
  "admin-page": { crew: null, foreman: null },
};
const HEADED_SCREENS = Object.keys(SCREEN_HEADINGS) as HeadedScreen[];

describe("each heading and the line under it by role", () => {
  it.each(HEADED_SCREENS.flatMap((screen) => (["crew", "foreman"] as const).map((role) => [screen, role] as const)))(
    "%s as %s reads its own line (null: the role cannot open it)",
    (screen, role) => {
      const expected = FIELD_LINES[screen][role];
      expect(mayOpenScreen(role, screen)).toBe(expected !== null);
      if (expected !== null) expect(screenHeading(screen, role).description).toBe(expected);
    },
  );

  // Only the screens each may open: the office's Cost Codes screen names costs, and crew and foremen never see it.
  const opened = HEADED_SCREENS.flatMap((screen) => (["crew", "foreman"] as const).map((role) => [screen, role] as const)).filter(
    ([screen, role]) => mayOpenScreen(role, screen),
  );
  it.each(opened)(
    "%s as %s promises no pay, rates, costs or every site, in its title or its line",
    (screen, role) => {
      expect(screenHeading(screen, role).title).not.toMatch(/pay|rate|cost|value|every/i);
      expect(screenHeading(screen, role).description).not.toMatch(/pay|rate|cost|value|every/i);
    },
  );

  it.each(HEADED_SCREENS.flatMap((screen) => (["crew", "foreman"] as const).map((role) => [screen, role] as const)))(
    "%s as %s reads its own title (null: the role cannot open it)",
    (screen, role) => {
      const expected = FIELD_TITLES[screen][role];
      expect(mayOpenScreen(role, screen)).toBe(expected !== null);
      if (expected !== null) expect(screenHeading(screen, role).title).toBe(expected);
    },
  );

  it("the office and administrators read the full line, and a role this build does not know reads it too", () => {
    for (const role of ["user", "admin", "owner"]) {
      expect(screenHeading("timesheet-page", role).description).toBe("Daily timesheets, weekly summaries and payroll figures.");
      expect(screenHeading("workers-page", role).description).toBe("Your crew roster: roles, trades, rates and who is active.");
      expect(screenHeading("timesheet-page", role).title).toBe("Timesheet & Payroll");
    }
  });

  it("every screen with a fixed heading has its crew and foreman titles and lines in these tables", () => {
    expect(Object.keys(FIELD_LINES).sort()).toEqual([...HEADED_SCREENS].sort());
    expect(Object.keys(FIELD_TITLES).sort()).toEqual([...HEADED_SCREENS].sort());
  });
});
