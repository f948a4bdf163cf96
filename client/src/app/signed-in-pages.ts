// The signed-in screens' code, one chunk each: signed-in-app.tsx makes its lazy routes from these loaders. When the
// app starts on a screen, its code and the reads its first render makes are both asked for at once, beside the
// app shell's download, instead of one after the other (each step is a round trip on a phone's network).
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { dayKey } from "@shared/domain/day-key";
import { seesEveryRow } from "@shared/domain/account-roles";
import { type SignedInScreen, signedInScreenFor } from "@shared/screens";
import { DESK_DAY_ORDER } from "@/features/timesheets/entry-order";
import { knownCompanyTimeZone } from "@/lib/company-time-zone";
import { fetchAllPages } from "@/lib/paged-fetch";
import { queryKeyToUrl } from "@/lib/query-client";
import { queryKeys } from "@/lib/query-keys";
import { DESK_MEDIA_QUERY } from "@/lib/use-desk-layout";

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
  costCodes: () => import("./pages/cost-codes-page"),
  companySettings: () => import("./pages/company-settings-page"),
  admin: () => import("./pages/admin-page"),
  profile: () => import("./pages/profile-page"),
};

/** The same loaders by module name, as shared/screens.ts names the screen of each path. */
const LOADERS: Record<SignedInScreen, () => Promise<unknown>> = {
  "dashboard-page": signedInPages.dashboard,
  "projects-page": signedInPages.projects,
  "project-details-page": signedInPages.projectDetails,
  "schedule-page": signedInPages.schedule,
  "workers-page": signedInPages.workers,
  "timesheet-page": signedInPages.timesheet,
  "timesheet-gps-page": signedInPages.timesheetGps,
  "materials-page": signedInPages.materials,
  "safety-page": signedInPages.safety,
  "cost-codes-page": signedInPages.costCodes,
  "company-settings-page": signedInPages.companySettings,
  "admin-page": signedInPages.admin,
  "profile-page": signedInPages.profile,
};

/**
 * The reads a screen makes on its first render, by query key (the default query function turns a key into its
 * URL, lib/query-client.ts). They must be the keys the screen's own queries use, or the read is made twice: the
 * first-screen e2e test checks that no request repeats.
 */
type FirstReads = () => (QueryKey | PagedRead)[];
/** A read of a paged list: every page, as the screen's endpointQuery reads it (the default query function reads one). */
type PagedRead = { paged: QueryKey };
const paged = (queryKey: QueryKey): PagedRead => ({ paged: queryKey });

/**
 * Each screen's first reads, as the office and admins make them; screens not listed make theirs once their code has
 * arrived. Crew and foremen read scoped versions of some screens (and are refused some office reads), so their
 * screens make their own reads: a guess here could be a refused or a repeated request.
 */
const FIRST_READS: Partial<Record<keyof typeof LOADERS, FirstReads>> = {
  "dashboard-page": () => [queryKeys.stats, [...queryKeys.jobs, { date: "today" }], queryKeys.projects],
  "projects-page": () => [queryKeys.projects],
  "workers-page": () => [queryKeys.workers],
  "timesheet-page": () => {
    // The Daily Timesheet's day is today in the company's zone; unknown zone, unknown day: it waits for the screen.
    // At a desk the day's table asks the server for its opening order (timesheetQueries.onDate's key), on a phone the
    // cards read the day newest first.
    const timeZone = knownCompanyTimeZone();
    if (!timeZone) return [queryKeys.workers, queryKeys.projects];
    const order = window.matchMedia(DESK_MEDIA_QUERY).matches ? DESK_DAY_ORDER : undefined;
    return [queryKeys.workers, queryKeys.projects, paged([...queryKeys.timeEntries, { date: dayKey(new Date(), timeZone), ...order }])];
  },
  "timesheet-gps-page": () => [queryKeys.workers, queryKeys.projects],
};

/** The shell's own read on every signed-in screen: the bell. */
const SHELL_READS: FirstReads = () => [queryKeys.notifications];

/**
 * Starts loading the screen for this path (the module cache makes a second call free) and, given the query client,
 * the reads of its first render (a read already cached or under way is not repeated); unknown paths, and screens the
 * role may not open, load nothing.
 */
export function preloadSignedInPage(pathname: string, role: string, queryClient?: QueryClient) {
  const screen = signedInScreenFor(pathname, role);
  if (!screen) return;
  void LOADERS[screen]().catch(() => {
    // The route's own lazy load reports a failure when the screen is shown.
  });
  if (!queryClient) return;
  const screenReads = seesEveryRow(role) ? (FIRST_READS[screen]?.() ?? []) : [];
  for (const read of [...SHELL_READS(), ...screenReads]) {
    const options =
      "paged" in read
        ? { queryKey: read.paged, queryFn: ({ signal }: { signal: AbortSignal }) => fetchAllPages(queryKeyToUrl(read.paged), signal) }
        : { queryKey: read };
    void queryClient.prefetchQuery(options).catch(() => {
      // prefetchQuery does not throw; a failed read is the screen's to show when it mounts.
    });
  }
}
