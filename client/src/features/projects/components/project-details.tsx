// Project details screen: header, Overview card, and the Workers / Time Tracking / Photos / Materials tabs. What the
// signed-in role may do (`can`, from the contracts' access) decides which controls and tabs are drawn.
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Camera, Clock, LoaderCircle, MapPin, Package, Pencil, Users } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/state-message";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorMessage, isApiError } from "@/lib/api-client";
import { projectQueries } from "../api";
import { DeleteProjectButton } from "./delete-project-dialog";
import { EditProjectDialog } from "./edit-project-dialog";
import { ProjectOverviewCard } from "./project-overview-card";
import { ProjectStatusBadge } from "./project-status-badge";
import { ProjectTeamTab } from "./project-team-tab";
import { ProjectTimeEntriesTab } from "./project-time-entries-tab";
import { ProjectCostCodeHours } from "@/components/cost-code-hours-card";

/** What the signed-in role may do here; the page reads it from the contracts (roleMayCall). */
export interface ProjectPermissions {
  edit: boolean;
  remove: boolean;
  setProgress: boolean;
  manageTeam: boolean;
  readTimeEntries: boolean;
  /** The office's hours and labour cost per cost code, on the Time Tracking tab. */
  readCostCodeHours: boolean;
}

/** The materials panel is drawn only when given (null: the role may not read the project's materials). */
type Props = { projectId: number; can: ProjectPermissions; photosPanel: ReactNode; materialsPanel: ReactNode | null };

export function ProjectDetails({ projectId, can, photosPanel, materialsPanel }: Props) {
  const project = useQuery({ ...projectQueries.detail(projectId), enabled: Number.isInteger(projectId) && projectId > 0 });
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useState("workers");

  if (!Number.isInteger(projectId) || projectId <= 0 || (project.isError && isApiError(project.error) && project.error.status === 404)) {
    return <ProjectNotFound />;
  }
  if (project.isPending) {
    return (
      <div role="status" className="flex flex-col items-center justify-center gap-3 py-20 text-slate-700">
        <LoaderCircle className="size-10 animate-spin text-brand-700" aria-hidden="true" />
        <p className="text-base">Loading project details...</p>
      </div>
    );
  }
  if (project.isError) {
    return (
      <>
        <BackToProjects />
        <ErrorState title="Could not load the project" message={errorMessage(project.error)} onRetry={() => project.refetch()} retrying={project.isFetching} />
      </>
    );
  }

  const data = project.data;
  return (
    <>
      <div className="mb-5 flex flex-wrap items-start gap-x-3 gap-y-3">
        <Button asChild variant="ghost" size="icon" className="-ml-2 shrink-0">
          <Link href="/projects" aria-label="Back to Projects">
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <div className="min-w-0 flex-1 basis-52">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl">{data.name}</h1>
            <ProjectStatusBadge status={data.status} />
          </div>
          <p className="mt-1 flex items-start gap-1.5 text-base text-slate-600">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="break-words">{data.location}</span>
          </p>
        </div>
        {can.edit || can.remove ? (
          <div className="flex w-full gap-2 sm:w-auto">
            {can.edit ? (
              <Button variant="outline" className="flex-1 sm:flex-none" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            ) : null}
            {can.remove ? (
              <div className="flex flex-1 sm:flex-none [&>button]:w-full">
                <DeleteProjectButton project={data} />
              </div>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className="grid grid-cols-1 gap-5 xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] xl:items-start">
        <ProjectOverviewCard project={data} canSetProgress={can.setProgress} canEdit={can.edit} />
        <Tabs value={tab} onValueChange={setTab} className="min-w-0">
          <TabsList aria-label="Project sections">
            <TabsTrigger className="px-2 sm:px-3" value="workers">
              <Users aria-hidden="true" className="hidden sm:block" />
              Workers
            </TabsTrigger>
            {can.readTimeEntries ? (
              <TabsTrigger className="px-2 sm:px-3" value="time">
                <Clock aria-hidden="true" className="hidden sm:block" />
                Time
                <span className="sr-only min-[480px]:not-sr-only xl:sr-only 2xl:not-sr-only"> Tracking</span>
              </TabsTrigger>
            ) : null}
            <TabsTrigger className="px-2 sm:px-3" value="photos">
              <Camera aria-hidden="true" className="hidden sm:block" />
              Photos
            </TabsTrigger>
            {materialsPanel ? (
              <TabsTrigger className="px-2 sm:px-3" value="materials">
                <Package aria-hidden="true" className="hidden sm:block" />
                Materials
              </TabsTrigger>
            ) : null}
          </TabsList>
          <TabsContent value="workers">
            <ProjectTeamTab projectId={data.id} canManage={can.manageTeam} />
          </TabsContent>
          {can.readTimeEntries ? (
            <TabsContent value="time" className="grid grid-cols-1 gap-4">
              {can.readCostCodeHours ? <ProjectCostCodeHours projectId={data.id} /> : null}
              <ProjectTimeEntriesTab projectId={data.id} />
            </TabsContent>
          ) : null}
          <TabsContent value="photos">{photosPanel}</TabsContent>
          {materialsPanel ? <TabsContent value="materials">{materialsPanel}</TabsContent> : null}
        </Tabs>
      </div>
      {can.edit ? <EditProjectDialog project={data} open={editing} onOpenChange={setEditing} /> : null}
    </>
  );
}

function BackToProjects() {
  return (
    <Button asChild variant="ghost" className="-ml-2 mb-2">
      <Link href="/projects">
        <ArrowLeft aria-hidden="true" />
        Back to Projects
      </Link>
    </Button>
  );
}

function ProjectNotFound() {
  return (
    <Card className="mx-auto mt-6 flex max-w-lg flex-col items-center gap-3 px-6 py-12 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Project Not Found</h1>
      <p className="text-base text-slate-600">The project you're looking for doesn't exist.</p>
      <Button asChild>
        <Link href="/projects">
          <ArrowLeft aria-hidden="true" />
          Back to Projects
        </Link>
      </Button>
    </Card>
  );
}
