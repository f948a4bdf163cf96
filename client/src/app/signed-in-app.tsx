// Signed-in users: the app shell and the SPEC 2 route table, each screen loaded on first visit.
import { Suspense } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { screenHeading, signedInScreen } from "@shared/screens";
import { AppShell } from "@/components/layout/app-shell";
import { PageSkeleton } from "@/components/layout/full-screen-skeleton";
import { type CurrentUser, displayName } from "@/features/auth/api";
import { forgetLastKnownUser } from "@/features/auth/last-known-user";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { lazyPage } from "./lazy-page";
import { ScrollToTopOnNavigate } from "./scroll-to-top";
import { signedInPages } from "./signed-in-pages";

const DashboardPage = lazyPage(signedInPages.dashboard, "DashboardPage");
const ProjectsPage = lazyPage(signedInPages.projects, "ProjectsPage");
const ProjectDetailsPage = lazyPage(signedInPages.projectDetails, "ProjectDetailsPage");
const SchedulePage = lazyPage(signedInPages.schedule, "SchedulePage");
const WorkersPage = lazyPage(signedInPages.workers, "WorkersPage");
const TimesheetPage = lazyPage(signedInPages.timesheet, "TimesheetPage");
const TimesheetGpsPage = lazyPage(signedInPages.timesheetGps, "TimesheetGpsPage");
const MaterialsPage = lazyPage(signedInPages.materials, "MaterialsPage");
const SafetyPage = lazyPage(signedInPages.safety, "SafetyPage");
const AdminPage = lazyPage(signedInPages.admin, "AdminPage");
const ProfilePage = lazyPage(signedInPages.profile, "ProfilePage");
const NotFoundPage = lazyPage(() => import("./pages/not-found-page"), "NotFoundPage");

/** The heading the loading outline shows for this path (none for the admin screen to a non-admin: not theirs). */
function loadingHeading(pathname: string, isAdmin: boolean) {
  const screen = signedInScreen(pathname);
  return screen === "admin-page" && !isAdmin ? undefined : screenHeading(screen);
}

export function SignedInApp({ user }: { user: CurrentUser }) {
  const isAdmin = user.role === "admin";
  const [location] = useLocation();
  return (
    <AppShell
      user={{ name: displayName(user), email: user.email, profileImageUrl: user.profileImageUrl, isAdmin }}
      headerActions={<NotificationBell />}
      onSignOut={forgetLastKnownUser}
    >
      <ScrollToTopOnNavigate />
      <Suspense fallback={<PageSkeleton heading={loadingHeading(location, isAdmin)} />}>
        <Switch>
          <Route path="/" component={DashboardPage} />
          <Route path="/auth">
            <Redirect to="/" replace />
          </Route>
          <Route path="/projects" component={ProjectsPage} />
          <Route path="/projects/:id" component={ProjectDetailsPage} />
          <Route path="/schedule" component={SchedulePage} />
          <Route path="/workers" component={WorkersPage} />
          <Route path="/timesheet" component={TimesheetPage} />
          <Route path="/timesheet-gps" component={TimesheetGpsPage} />
          <Route path="/materials" component={MaterialsPage} />
          <Route path="/safety" component={SafetyPage} />
          <Route path="/admin" component={isAdmin ? AdminPage : NotFoundPage} />
          <Route path="/profile" component={ProfilePage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </AppShell>
  );
}
