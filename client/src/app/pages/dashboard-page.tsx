// Dashboard (/): project figures, quick actions, today's schedule, active projects and the floating add button.
import { useState } from "react";
import { format } from "date-fns";
import { useLocation } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { AddProjectFab } from "@/features/dashboard/components/add-project-fab";
import { ProjectOverviewStats, StatusSummaryCard } from "@/features/dashboard/components/project-overview-stats";
import { QuickActions } from "@/features/dashboard/components/quick-actions";
import { UploadPhotoDialog } from "@/features/photos/components/upload-photo-dialog";
import { ActiveProjectsCard } from "@/features/projects/components/active-projects-card";
import { AddProjectDialog } from "@/features/projects/components/add-project-dialog";
import { UpdateProgressDialog } from "@/features/projects/components/update-progress-dialog";
import { TodaysScheduleCard } from "@/features/schedule/components/todays-schedule-card";

type OpenDialog = "progress" | "photo" | "project" | null;

export function DashboardPage() {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [, navigate] = useLocation();
  const closeUnless = (name: OpenDialog) => (open: boolean) => setDialog(open ? name : null);

  return (
    <>
      <PageHeader title="Dashboard" description={format(new Date(), "EEEE, MMMM d, yyyy")} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-5">
        <div className="grid min-w-0 grid-cols-1 gap-4 lg:gap-5">
          <ProjectOverviewStats />
          <div className="lg:hidden">
            <QuickActions onUpdateProgress={() => setDialog("progress")} onAddPhotos={() => setDialog("photo")} />
          </div>
          <TodaysScheduleCard />
          <StatusSummaryCard />
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-4 lg:gap-5">
          <div className="hidden lg:block">
            <QuickActions onUpdateProgress={() => setDialog("progress")} onAddPhotos={() => setDialog("photo")} />
          </div>
          <ActiveProjectsCard onAddProject={() => setDialog("project")} />
        </div>
      </div>
      {/* Keeps the last card clear of the floating button. */}
      <div className="h-16 lg:h-10" aria-hidden="true" />
      <AddProjectFab onClick={() => setDialog("project")} />
      <UpdateProgressDialog open={dialog === "progress"} onOpenChange={closeUnless("progress")} />
      <UploadPhotoDialog open={dialog === "photo"} onOpenChange={closeUnless("photo")} />
      <AddProjectDialog
        open={dialog === "project"}
        onOpenChange={closeUnless("project")}
        onCreated={(projectId) => navigate(`/projects/${projectId}`)}
      />
    </>
  );
}
