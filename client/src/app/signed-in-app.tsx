// Signed-in users: the app shell and the SPEC 2 route table, each screen loaded on first visit.
import { Suspense } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { loadingHeading } from "@shared/screens";
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
const AdminPage = lazyNamed(signedInPages.admin, "AdminPage");
const ProfilePage = lazyNamed(signedInPages.profile, "ProfilePage");
const NotFoundPage = lazyNamed(() => import("./pages/not-found-page"), "NotFoundPage");

export function SignedInApp({ user }: { user: CurrentUser }) {
  const isAdmin = user.role === "admin";
  const [location] = useLocation();
  return (
    <AppShell
      user={{ name: displayName(user), email: user.email, profileImageUrl: user.profileImageUrl, isAdmin }}
      headerActions={<NotificationBell />}
      onSignOut={forgetLastKnownUser}
      unsentPunches={() => import("@/features/time-clock/offline-queue").then((queue) => queue.unsentPunchCount(user.id))}
    >
      <ScrollToTopOnNavigate />
      <Suspense fallback={<PageSkeleton heading={loadingHeading(location, user.role)} />}>
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
