// Dashboard (/): project figures, quick actions, today's schedule, active projects and the floating add button. What
// the signed-in role may call (the contracts' access, roleMayCall) decides which cards, tiles and buttons are drawn,
// so a crew member or foreman never fires a request the server refuses; their figures are their own (GET /api/stats).
import { cn } from "@/lib/cn";
// The office's Labour card counts what waits for review from the bell's feed (the header reads the same query).
import { useQuery } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { useLocation } from "wouter";
import { jobsApi, photosApi, projectsApi, statsApi, timeEntriesApi, workersApi } from "@shared/api/routes";
import { isUnlinkedFieldAccount } from "@shared/domain/account-roles";
import { longDate } from "@shared/domain/day-heading";
import { PageHeader } from "@/components/layout/page-header";
import { useCurrentUser } from "@/features/auth/api";
import { AddProjectFab } from "@/features/dashboard/components/add-project-fab";
import { LabourGlance } from "@/features/dashboard/components/labour-glance";
import { type DashboardViewer, ProjectOverviewStats, StatusSummaryCard } from "@/features/dashboard/components/project-overview-stats";
import { QuickActions } from "@/features/dashboard/components/quick-actions";
import { notificationQueries } from "@/features/notifications/api";
import { ActiveProjectsCard } from "@/features/projects/components/active-projects-card";
import { UNLINKED_PROJECTS_NOTE } from "@/features/projects/project-filters";
import { TodaysScheduleCard } from "@/features/schedule/components/todays-schedule-card";
import { roleMayCall } from "@/lib/endpoint-client";
import { lazyNamed } from "@/lib/lazy-named";
import { useCompanyTodayKey } from "@/lib/use-company-time-zone";

// The four dialogs (and the form code they bring: zod, selects, the photo reader) load when first opened, which
// keeps them out of the dashboard's first download.
const UpdateProgressDialog = lazyNamed(
  () => import("@/features/projects/components/update-progress-dialog"),
  "UpdateProgressDialog",
);
const UploadPhotoDialog = lazyNamed(() => import("@/features/photos/components/upload-photo-dialog"), "UploadPhotoDialog");
const AddProjectDialog = lazyNamed(() => import("@/features/projects/components/add-project-dialog"), "AddProjectDialog");
const ClockDialogPanel = lazyNamed(() => import("@/features/time-clock/components/clock-dialog-panel"), "default");
// A worker's pay period waiting for their signature: its own chunk, asked only by an account with a worker record.
const MyPeriodCard = lazyNamed(() => import("@/features/timesheets/components/my-period-card"), "MyPeriodCard");

type OpenDialog = "progress" | "clock" | "photo" | "project" | null;

export function DashboardPage() {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // A dialog stays mounted once opened, so it can animate closed and keeps its code loaded.
  const [opened, setOpened] = useState<ReadonlySet<OpenDialog>>(new Set());
  if (dialog && !opened.has(dialog)) setOpened(new Set(opened).add(dialog));
  const [, navigate] = useLocation();
  const closeUnless = (name: OpenDialog) => (open: boolean) => setDialog(open ? name : null);
  const todayKey = useCompanyTodayKey();
  const user = useCurrentUser().data;
  const role = user?.role;
  const viewer: DashboardViewer = role === "crew" || role === "foreman" ? role : "company";
  const can = {
    createProject: roleMayCall(role, projectsApi.create),
    setProgress: roleMayCall(role, projectsApi.setProgress),
    addPhotos: roleMayCall(role, photosApi.upload),
    // The clock dialog and the GPS clock read the roster and a worker's open entry before they punch.
    clock: [timeEntriesApi.clockIn, workersApi.list, timeEntriesApi.workerActive].every((route) => roleMayCall(role, route)),
    readSchedule: roleMayCall(role, jobsApi.list),
    readLabour: roleMayCall(role, statsApi.labour),
  };
  const feed = useQuery({ ...notificationQueries.feed(), enabled: can.readLabour });
  const openIf = (allowed: boolean, name: OpenDialog) => (allowed ? () => setDialog(name) : undefined);
  const quickActions = (
    <QuickActions
      onUpdateProgress={openIf(can.setProgress, "progress")}
      showGpsClock={can.clock}
      onTimeClock={openIf(can.clock, "clock")}
      onAddPhotos={openIf(can.addPhotos, "photo")}
    />
  );

  const activeProjectsCard = (
    <ActiveProjectsCard
      onAddProject={openIf(can.createProject, "project")}
      emptyNote={user && isUnlinkedFieldAccount(user) ? UNLINKED_PROJECTS_NOTE : undefined}
    />
  );
  // A foreman's phone shows their projects before the status counts (the office's layout is the spec's).
  const projectsFirstOnPhones = viewer === "foreman";

  return (
    <>
      <PageHeader title="Dashboard" description={longDate(todayKey)} />
      {/* At a desk the cards keep a gutter on the right for the floating add button, so it covers none of them. */}
      <div className={cn("grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-5", can.createProject && "lg:pr-[4.5rem]")}>
        <div className="grid min-w-0 grid-cols-1 gap-4 lg:gap-5">
          {user?.workerId != null ? (
            <Suspense fallback={null}>
              <MyPeriodCard promptOnly />
            </Suspense>
          ) : null}
          <ProjectOverviewStats viewer={viewer} />
          {can.readLabour ? <LabourGlance review={{ items: feed.data?.items, isError: feed.isError }} /> : null}
          <div className="lg:hidden">{quickActions}</div>
          {can.readSchedule ? <TodaysScheduleCard /> : null}
          {projectsFirstOnPhones ? <div className="lg:hidden">{activeProjectsCard}</div> : null}
          {/* A crew member's dashboard is their own work; the status counts are for those who run projects. */}
          {viewer === "crew" ? null : <StatusSummaryCard />}
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-4 lg:gap-5">
          <div className="hidden lg:block">{quickActions}</div>
          {projectsFirstOnPhones ? <div className="hidden lg:block">{activeProjectsCard}</div> : activeProjectsCard}
        </div>
      </div>
      {can.createProject ? <AddProjectFab onClick={() => setDialog("project")} /> : null}
      <Suspense fallback={null}>
        {opened.has("progress") ? (
          <UpdateProgressDialog open={dialog === "progress"} onOpenChange={closeUnless("progress")} />
        ) : null}
        {opened.has("clock") ? (
          // Whom the clock dialog offers: a crew member only themself, a foreman their crew.
          <ClockDialogPanel open={dialog === "clock"} onOpenChange={closeUnless("clock")} clocker={{ role: role ?? "", workerId: user?.workerId ?? null }} />
        ) : null}
        {opened.has("photo") ? <UploadPhotoDialog open={dialog === "photo"} onOpenChange={closeUnless("photo")} /> : null}
        {opened.has("project") ? (
          <AddProjectDialog
            open={dialog === "project"}
            onOpenChange={closeUnless("project")}
            onCreated={(projectId) => navigate(`/projects/${projectId}`)}
          />
        ) : null}
      </Suspense>
    </>
  );
}
