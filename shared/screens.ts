// Which screen a path opens, named by its module in client/src/app/pages/. The client loads a screen's code from
// this table (app/signed-in-pages.ts); the server uses it to list that code in index.html (server/spa.ts), so the
// browser fetches it beside the app's entry instead of after it.

export type ScreenModule =
  | "landing-page"
  | "auth-page"
  | "dashboard-page"
  | "projects-page"
  | "project-details-page"
  | "schedule-page"
  | "workers-page"
  | "timesheet-page"
  | "timesheet-gps-page"
  | "materials-page"
  | "safety-page"
  | "admin-page"
  | "profile-page";

export const SIGNED_IN_SCREENS: readonly (readonly [RegExp, ScreenModule])[] = [
  [/^\/$/, "dashboard-page"],
  [/^\/projects\/?$/, "projects-page"],
  [/^\/projects\/[^/]+\/?$/, "project-details-page"],
  [/^\/schedule\/?$/, "schedule-page"],
  [/^\/workers\/?$/, "workers-page"],
  [/^\/timesheet\/?$/, "timesheet-page"],
  [/^\/timesheet-gps\/?$/, "timesheet-gps-page"],
  [/^\/materials\/?$/, "materials-page"],
  [/^\/safety\/?$/, "safety-page"],
  [/^\/admin\/?$/, "admin-page"],
  [/^\/profile\/?$/, "profile-page"],
];

/** The screen a signed-in user sees at this path; null for a path with no screen (the not-found page). */
export function signedInScreen(pathname: string): ScreenModule | null {
  return SIGNED_IN_SCREENS.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

/** A signed-out visitor sees the sign-in page at /auth and the landing page everywhere else. */
export function signedOutScreen(pathname: string): ScreenModule {
  return /^\/auth\/?$/.test(pathname) ? "auth-page" : "landing-page";
}
