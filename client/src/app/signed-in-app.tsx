// Signed-in users: the app shell and the SPEC 2 route table, each screen loaded on first visit.
import { Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { AppShell } from "@/components/layout/app-shell";
import { PageSkeleton } from "@/components/layout/full-screen-skeleton";
import { type CurrentUser, displayName } from "@/features/auth/api";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { lazyPage } from "./lazy-page";
import { ScrollToTopOnNavigate } from "./scroll-to-top";

const DashboardPage = lazyPage(() => import("./pages/dashboard-page"), "DashboardPage");
const ProjectsPage = lazyPage(() => import("./pages/projects-page"), "ProjectsPage");
const ProjectDetailsPage = lazyPage(() => import("./pages/project-details-page"), "ProjectDetailsPage");
const SchedulePage = lazyPage(() => import("./pages/schedule-page"), "SchedulePage");
const WorkersPage = lazyPage(() => import("./pages/workers-page"), "WorkersPage");
const TimesheetPage = lazyPage(() => import("./pages/timesheet-page"), "TimesheetPage");
const TimesheetGpsPage = lazyPage(() => import("./pages/timesheet-gps-page"), "TimesheetGpsPage");
const MaterialsPage = lazyPage(() => import("./pages/materials-page"), "MaterialsPage");
const SafetyPage = lazyPage(() => import("./pages/safety-page"), "SafetyPage");
const AdminPage = lazyPage(() => import("./pages/admin-page"), "AdminPage");
const ProfilePage = lazyPage(() => import("./pages/profile-page"), "ProfilePage");
const NotFoundPage = lazyPage(() => import("./pages/not-found-page"), "NotFoundPage");

export function SignedInApp({ user }: { user: CurrentUser }) {
  const isAdmin = user.role === "admin";
  return (
    <AppShell
      user={{ name: displayName(user), email: user.email, profileImageUrl: user.profileImageUrl, isAdmin }}
      headerActions={<NotificationBell />}
    >
      <ScrollToTopOnNavigate />
      <Suspense fallback={<PageSkeleton />}>
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
