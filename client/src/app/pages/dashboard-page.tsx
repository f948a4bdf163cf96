// Dashboard (/): project figures, quick actions, today's schedule, active projects and the floating add button.
import { Suspense, useState } from "react";
import { useLocation } from "wouter";
import { longDate } from "@shared/domain/day-heading";
import { PageHeader } from "@/components/layout/page-header";
import { useCurrentUser } from "@/features/auth/api";
import { AddProjectFab } from "@/features/dashboard/components/add-project-fab";
import { ProjectOverviewStats, StatusSummaryCard } from "@/features/dashboard/components/project-overview-stats";
import { QuickActions } from "@/features/dashboard/components/quick-actions";
import { ActiveProjectsCard } from "@/features/projects/components/active-projects-card";
import { TodaysScheduleCard } from "@/features/schedule/components/todays-schedule-card";
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

type OpenDialog = "progress" | "clock" | "photo" | "project" | null;

export function DashboardPage() {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // A dialog stays mounted once opened, so it can animate closed and keeps its code loaded.
  const [opened, setOpened] = useState<ReadonlySet<OpenDialog>>(new Set());
  if (dialog && !opened.has(dialog)) setOpened(new Set(opened).add(dialog));
  const [, navigate] = useLocation();
  const closeUnless = (name: OpenDialog) => (open: boolean) => setDialog(open ? name : null);
  const todayKey = useCompanyTodayKey();
  // Whom the clock dialog offers: a crew member only themself, a foreman their crew.
  const me = useCurrentUser().data;
  const quickActions = (
    <QuickActions onUpdateProgress={() => setDialog("progress")} onTimeClock={() => setDialog("clock")} onAddPhotos={() => setDialog("photo")} />
  );

  return (
    <>
      <PageHeader title="Dashboard" description={longDate(todayKey)} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-5">
        <div className="grid min-w-0 grid-cols-1 gap-4 lg:gap-5">
          <ProjectOverviewStats />
          <div className="lg:hidden">{quickActions}</div>
          <TodaysScheduleCard />
          <StatusSummaryCard />
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-4 lg:gap-5">
          <div className="hidden lg:block">{quickActions}</div>
          <ActiveProjectsCard onAddProject={() => setDialog("project")} />
        </div>
      </div>
      {/* Keeps the last card clear of the floating button. */}
      <div className="h-16 lg:h-10" aria-hidden="true" />
      <AddProjectFab onClick={() => setDialog("project")} />
      <Suspense fallback={null}>
        {opened.has("progress") ? (
          <UpdateProgressDialog open={dialog === "progress"} onOpenChange={closeUnless("progress")} />
        ) : null}
        {opened.has("clock") ? <ClockDialogPanel open={dialog === "clock"} onOpenChange={closeUnless("clock")} clocker={{ role: me?.role ?? "", workerId: me?.workerId ?? null }} /> : null}
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
