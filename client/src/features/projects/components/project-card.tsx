// One project in the list: name, location, status, progress, dates, budget (when the answer has it: not for crew and
// foremen) and the way into its page ('View Details & Manage' for those who manage projects, else 'View Details').
import { CalendarDays, ChevronRight, DollarSign, MapPin, Users } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";
import { formatDate, formatMoney } from "@/lib/format";
import type { Project } from "../api";
import { ProjectStatusBadge } from "./project-status-badge";

export function ProjectCard({ project, canManage }: { project: Project; canManage: boolean }) {
  const progressId = `project-${project.id}-progress`;
  return (
    <Card className="flex h-full flex-col gap-4 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg leading-snug font-semibold text-slate-900">{project.name}</h2>
          <p className="mt-1 flex items-start gap-1.5 text-base text-slate-600">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 break-words">{project.location}</span>
          </p>
        </div>
        <ProjectStatusBadge status={project.status} className="shrink-0" />
      </div>
      <div className="grid grid-cols-1 gap-1.5">
        <div className="flex items-center justify-between text-base">
          <span id={progressId} className="text-slate-700">
            Progress
          </span>
          <span className="font-semibold tabular-nums">{project.progress}%</span>
        </div>
        <Progress value={project.progress} aria-labelledby={progressId} />
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-base">
        {/* Beside the budget from sm up; on a line of their own where there is no budget (crew and foremen). */}
        <div className={cn("col-span-2 flex items-center gap-2 text-slate-700", project.budget !== undefined && "sm:col-span-1")}>
          <CalendarDays className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">Dates</dt>
          <dd className="tabular-nums">
            {formatDate(project.startDate, "No start")} – {formatDate(project.endDate, "No end")}
          </dd>
        </div>
        {project.budget === undefined ? null : (
          <div className="flex items-center gap-2 text-slate-700">
            <DollarSign className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <dt className="sr-only">Budget</dt>
            <dd className="tabular-nums">{formatMoney(project.budget, { fractionDigits: 0, empty: "TBD" })}</dd>
          </div>
        )}
        <div className="flex items-center gap-2 text-slate-700">
          <Users className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">Team</dt>
          <dd>
            {project.assignedWorkerCount} assigned
          </dd>
        </div>
      </dl>
      <Button asChild variant="outline" className="mt-auto w-full">
        <Link href={`/projects/${project.id}`}>
          {canManage ? "View Details & Manage" : "View Details"}
          <ChevronRight aria-hidden="true" />
        </Link>
      </Button>
    </Card>
  );
}
