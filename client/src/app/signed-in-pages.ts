// The signed-in screens' code, one chunk each: signed-in-app.tsx makes its lazy routes from these loaders, and
// routes.tsx starts the current screen's download beside the app shell's instead of after it (one round trip less).
export const signedInPages = {
  dashboard: () => import("./pages/dashboard-page"),
  projects: () => import("./pages/projects-page"),
  projectDetails: () => import("./pages/project-details-page"),
  schedule: () => import("./pages/schedule-page"),
  workers: () => import("./pages/workers-page"),
  timesheet: () => import("./pages/timesheet-page"),
  timesheetGps: () => import("./pages/timesheet-gps-page"),
  materials: () => import("./pages/materials-page"),
  safety: () => import("./pages/safety-page"),
  admin: () => import("./pages/admin-page"),
  profile: () => import("./pages/profile-page"),
};

const BY_PATH: [RegExp, () => Promise<unknown>][] = [
  [/^\/$/, signedInPages.dashboard],
  [/^\/projects\/?$/, signedInPages.projects],
  [/^\/projects\/[^/]+\/?$/, signedInPages.projectDetails],
  [/^\/schedule\/?$/, signedInPages.schedule],
  [/^\/workers\/?$/, signedInPages.workers],
  [/^\/timesheet\/?$/, signedInPages.timesheet],
  [/^\/timesheet-gps\/?$/, signedInPages.timesheetGps],
  [/^\/materials\/?$/, signedInPages.materials],
  [/^\/safety\/?$/, signedInPages.safety],
  [/^\/admin\/?$/, signedInPages.admin],
  [/^\/profile\/?$/, signedInPages.profile],
];

/** Starts loading the screen for this path (the module cache makes a second call free); unknown paths load nothing. */
export function preloadSignedInPage(pathname: string) {
  const match = BY_PATH.find(([pattern]) => pattern.test(pathname));
  if (match) void match[1]().catch(() => {
    // The route's own lazy load reports a failure when the screen is shown.
  });
}
