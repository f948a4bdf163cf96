// Signed-in users: the app shell and the SPEC 2 route table, each screen loaded on first visit. A screen the person's
// role may not open (SCREEN_ACCESS in shared/screens.ts) is the not-found page, as if it did not exist; but an office
// user opening an administrator's screen reads "Only admins can open this" (issue 26).
import { type ComponentType, Suspense } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { loadingHeading, mayOpenScreen, SCREEN_ACCESS, type SignedInScreen } from "@shared/screens";
import { roleMayAccess } from "@shared/domain/account-roles";
import { AppShell } from "@/components/layout/app-shell";
import { PageSkeleton } from "@/components/layout/full-screen-skeleton";
import { type CurrentUser, displayName } from "@/features/auth/api";
import { forgetLastKnownUser } from "@/features/auth/last-known-user";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { lazyNamed } from "@/lib/lazy-named";
import { ScrollToTopOnNavigate } from "./scroll-to-top";
import { signedInPages } from "./signed-in-pages";

const DashboardPage = lazyNamed(signedInPages.dashboard, "DashboardPage");
const ProjectsPage = lazyNamed(signedInPages.projects, "ProjectsPage");
const ProjectDetailsPage = lazyNamed(signedInPages.projectDetails, "ProjectDetailsPage");
const SchedulePage = lazyNamed(signedInPages.schedule, "SchedulePage");
const WorkersPage = lazyNamed(signedInPages.workers, "WorkersPage");
const TimesheetPage = lazyNamed(signedInPages.timesheet, "TimesheetPage");
const TimesheetGpsPage = lazyNamed(signedInPages.timesheetGps, "TimesheetGpsPage");
const MaterialsPage = lazyNamed(signedInPages.materials, "MaterialsPage");
const SafetyPage = lazyNamed(signedInPages.safety, "SafetyPage");
const CostCodesPage = lazyNamed(signedInPages.costCodes, "CostCodesPage");
const CompanySettingsPage = lazyNamed(signedInPages.companySettings, "CompanySettingsPage");
const AdminPage = lazyNamed(signedInPages.admin, "AdminPage");
const ProfilePage = lazyNamed(signedInPages.profile, "ProfilePage");
const NotFoundPage = lazyNamed(() => import("./pages/not-found-page"), "NotFoundPage");
const AdminOnlyPage = lazyNamed(() => import("./pages/admin-only-page"), "AdminOnlyPage");

/** What a role that may not open the screen sees: the office is told an admin's screen is an admin's; others, not found. */
function refusedScreen(role: string, screen: SignedInScreen): ComponentType {
  return SCREEN_ACCESS[screen] === "admin" && roleMayAccess(role, "office") ? AdminOnlyPage : NotFoundPage;
}

export function SignedInApp({ user }: { user: CurrentUser }) {
  const [location] = useLocation();
  const page = (screen: SignedInScreen, component: ComponentType) => (mayOpenScreen(user.role, screen) ? component : refusedScreen(user.role, screen));
  return (
    <AppShell
      user={{ name: displayName(user), email: user.email, profileImageUrl: user.profileImageUrl, role: user.role, workerId: user.workerId }}
      headerActions={<NotificationBell />}
      onSignOut={forgetLastKnownUser}
      unsentPunches={() => import("@/features/time-clock/offline-queue").then((queue) => queue.unsentPunchCount(user.id))}
    >
      <ScrollToTopOnNavigate />
      <Suspense fallback={<PageSkeleton heading={loadingHeading(location, user.role)} />}>
        <Switch>
          <Route path="/" component={page("dashboard-page", DashboardPage)} />
          <Route path="/auth">
            <Redirect to="/" replace />
          </Route>
          <Route path="/projects" component={page("projects-page", ProjectsPage)} />
          <Route path="/projects/:id" component={page("project-details-page", ProjectDetailsPage)} />
          <Route path="/schedule" component={page("schedule-page", SchedulePage)} />
          <Route path="/workers" component={page("workers-page", WorkersPage)} />
          <Route path="/timesheet" component={page("timesheet-page", TimesheetPage)} />
          <Route path="/timesheet-gps" component={page("timesheet-gps-page", TimesheetGpsPage)} />
          <Route path="/materials" component={page("materials-page", MaterialsPage)} />
          <Route path="/safety" component={page("safety-page", SafetyPage)} />
          <Route path="/cost-codes" component={page("cost-codes-page", CostCodesPage)} />
          <Route path="/company-settings" component={page("company-settings-page", CompanySettingsPage)} />
          <Route path="/admin" component={page("admin-page", AdminPage)} />
          <Route path="/profile" component={page("profile-page", ProfilePage)} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </AppShell>
  );
}
