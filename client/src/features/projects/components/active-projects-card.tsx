// Dashboard 'Active Projects': the first three projects that are not completed, each with its progress. Without
// onAddProject (crew and foremen) the empty state offers no Add Project and says `emptyNote` instead.
import { useQuery } from "@tanstack/react-query";
import { ChevronRight, FolderKanban } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { errorMessage } from "@/lib/api-client";
import { projectQueries } from "../api";
import { activeProjects, NO_OWN_PROJECTS_NOTE } from "../project-filters";
import { ProjectStatusBadge } from "./project-status-badge";

export const DASHBOARD_ACTIVE_PROJECTS = 3;

export function ActiveProjectsCard({ onAddProject, emptyNote = NO_OWN_PROJECTS_NOTE }: { onAddProject?: () => void; emptyNote?: string }) {
  const projects = useQuery(projectQueries.list());
  const shown = activeProjects(projects.data ?? [], DASHBOARD_ACTIVE_PROJECTS);

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between pb-2 sm:pb-2">
        <CardTitle>Active Projects</CardTitle>
        <Button asChild variant="ghost" size="sm" className="-mr-2">
          <Link href="/projects">
            View All
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {projects.isPending ? (
          <div className="grid grid-cols-1 gap-3" role="status" aria-label="Loading projects">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-20" />
            ))}
          </div>
        ) : projects.isError ? (
          <ErrorState title="Could not load projects" message={errorMessage(projects.error)} onRetry={() => projects.refetch()} retrying={projects.isFetching} />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<FolderKanban />}
            title="No active projects found"
            description={onAddProject ? undefined : emptyNote}
            action={
              onAddProject ? (
                <Button variant="outline" onClick={onAddProject}>
                  Add Project
                </Button>
              ) : undefined
            }
          />
        ) : (
          <ul className="grid grid-cols-1 gap-2">
            {shown.map((project) => (
              <li key={project.id}>
                <Link
                  href={`/projects/${project.id}`}
                  className="grid grid-cols-1 gap-2 rounded-lg border border-slate-200 p-3 transition-colors hover:border-slate-300 hover:bg-slate-50"
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="min-w-0">
                      <span className="block font-semibold text-slate-900">{project.name}</span>
                      <span className="block truncate text-sm text-slate-600">{project.location}</span>
                    </span>
                    <ProjectStatusBadge status={project.status} className="shrink-0" />
                  </span>
                  <span className="flex items-center gap-3">
                    <Progress value={project.progress} aria-label={`${project.name} progress`} className="h-2.5" />
                    <span className="w-11 text-right text-sm font-semibold tabular-nums">{project.progress}%</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
