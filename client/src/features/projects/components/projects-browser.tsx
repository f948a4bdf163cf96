// Projects list body: search and status filter, the cards, empty states and the Project Summary figures. Without
// onAddProject (crew and foremen, who do not create projects) no create button is drawn and the empty state says why
// there is nothing (`emptyNote`).
import { useQuery } from "@tanstack/react-query";
import { FolderKanban, FolderPlus, SearchX } from "lucide-react";
import { useId, useState } from "react";
import { PROJECT_STATUSES, PROJECT_STATUS_LABELS } from "@shared/domain/statuses";
import { summarizeProjects } from "@shared/domain/project-summary";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { SearchInput } from "@/components/ui/search-input";
import { Label } from "@/components/ui/label";
import { EnumSelect, optionsOf } from "@/components/ui/enum-select";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { errorMessage } from "@/lib/api-client";
import { type Project, projectQueries } from "../api";
import { filterProjects, NO_OWN_PROJECTS_NOTE, type StatusFilter } from "../project-filters";
import { ProjectCard } from "./project-card";

type Props = { onAddProject?: () => void; emptyNote?: string };

export function ProjectsBrowser({ onAddProject, emptyNote = NO_OWN_PROJECTS_NOTE }: Props) {
  const projects = useQuery(projectQueries.list());
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const searchId = useId();
  const statusId = useId();

  // Those who may create projects manage them too (Edit, team): the cards say so.
  const manages = onAddProject !== undefined;
  const all = projects.data ?? [];
  const shown = filterProjects(all, search, status);

  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start">
      <aside className="grid grid-cols-1 gap-4 lg:sticky lg:top-20">
        <Card className="grid grid-cols-1 gap-3 p-4" role="search" aria-label="Filter projects">
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor={searchId}>Search</Label>
            <SearchInput id={searchId} placeholder="Name or location" value={search} onValueChange={setSearch} />
          </div>
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor={statusId}>Status</Label>
            <EnumSelect
              control={{ id: statusId }}
              value={status}
              onValueChange={(value) => setStatus(value as StatusFilter)}
              options={[{ value: "all", label: "All Status" }, ...optionsOf(PROJECT_STATUSES, PROJECT_STATUS_LABELS)]}
            />
          </div>
        </Card>
        <div className="hidden lg:block">
          <ProjectSummaryCard projects={projects.data} />
        </div>
      </aside>

      <section aria-label="Projects" className="grid grid-cols-1 gap-4">
        {projects.isPending ? (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2" role="status" aria-label="Loading projects">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-64" />
            ))}
          </div>
        ) : projects.isError ? (
          <ErrorState
            title="Could not load projects"
            message={errorMessage(projects.error)}
            onRetry={() => projects.refetch()}
            retrying={projects.isFetching}
          />
        ) : all.length === 0 ? (
          manages ? (
            <EmptyState
              icon={<FolderPlus />}
              title="No projects found"
              description="Add your first job site to plan its work, crew and schedule."
              action={
                <Button onClick={onAddProject}>
                  <FolderPlus aria-hidden="true" />
                  Create Your First Project
                </Button>
              }
            />
          ) : (
            <EmptyState icon={<FolderKanban />} title="No projects found" description={emptyNote} />
          )
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<SearchX />}
            title="No projects match your search criteria"
            action={
              <Button
                variant="outline"
                onClick={() => {
                  setSearch("");
                  setStatus("all");
                }}
              >
                Clear filters
              </Button>
            }
          />
        ) : (
          <>
            <p className="text-base text-slate-600" aria-live="polite">
              Showing {shown.length} of {all.length} project{all.length === 1 ? "" : "s"}
            </p>
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
              {shown.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} canManage={manages} />
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="lg:hidden">
          <ProjectSummaryCard projects={projects.data} />
        </div>
      </section>
    </div>
  );
}

function ProjectSummaryCard({ projects }: { projects: Project[] | undefined }) {
  const summary = projects ? summarizeProjects(projects) : null;
  const figures = [
    ["Total Projects", summary?.total],
    ["Active", summary?.active],
    ["Completed", summary?.completed],
    ["Avg. Progress", summary ? `${summary.averageProgress}%` : undefined],
  ] as const;
  return (
    <Card>
      <CardHeader className="pb-2 sm:pb-2 lg:p-4 lg:pb-2">
        <CardTitle>Project Summary</CardTitle>
      </CardHeader>
      <CardContent className="lg:px-4 lg:pb-4">
        <dl className="grid grid-cols-2 gap-3">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-2xl font-semibold tabular-nums text-slate-900">
                {value === undefined ? <Skeleton className="mt-1 h-7 w-12" /> : value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
