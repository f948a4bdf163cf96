// Project Overview (Active Projects, Completed This Month) and Status Summary, from GET /api/stats. A crew member sees
// their own jobs today and hours this week instead; a foreman their projects' figures with today's jobs and their
// crew's hours (the server computes every figure over the viewer's own projects: `own`). No money.
import { useQuery } from "@tanstack/react-query";
import { CalendarCheck, CheckCircle2, Clock, HardHat } from "lucide-react";
import type { DashboardStats } from "@shared/api/stats";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { dashboardQueries } from "../api";

/** Whose figures the dashboard shows: the company's (office and admins), a crew member's own, a foreman's projects'. */
export type DashboardViewer = "company" | "crew" | "foreman";

type Figure = { label: string; value: number | string | undefined; icon: typeof HardHat; tone: string };

const hours = (value: number | undefined) => (value === undefined ? undefined : `${value.toFixed(1)} h`);

function figuresFor(viewer: DashboardViewer, stats: DashboardStats | undefined): Figure[] {
  const active = { label: "Active Projects", value: stats?.activeProjects, icon: HardHat, tone: "bg-brand-50 text-brand-800" };
  const completed = { label: "Completed This Month", value: stats?.completedThisMonth, icon: CheckCircle2, tone: "bg-green-50 text-green-800" };
  const jobs = { value: stats?.own?.jobsToday, icon: CalendarCheck, tone: "bg-sky-50 text-sky-800" };
  const week = { value: hours(stats?.own?.hoursThisWeek), icon: Clock, tone: "bg-amber-50 text-amber-800" };
  if (viewer === "crew") return [{ ...jobs, label: "My Jobs Today" }, { ...week, label: "My Hours This Week" }];
  if (viewer === "foreman") return [active, { ...jobs, label: "Jobs Today" }, { ...week, label: "Crew Hours This Week" }, completed];
  return [active, completed];
}

export function ProjectOverviewStats({ viewer }: { viewer: DashboardViewer }) {
  const stats = useQuery(dashboardQueries.stats());
  if (stats.isError) {
    return <ErrorState title="Could not load project figures" message={errorMessage(stats.error)} onRetry={() => stats.refetch()} retrying={stats.isFetching} />;
  }
  const figures = figuresFor(viewer, stats.data);
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="sr-only">
        {viewer === "crew" ? "My Work" : "Project Overview"}
      </h2>
      {stats.isPending ? <span className="sr-only" role="status">Loading...</span> : null}
      <div className="grid grid-cols-2 gap-3">
        {figures.map((figure) => (
          <Card key={figure.label} className="flex items-center gap-3 p-3 sm:p-4">
            <span className={cn("hidden size-11 shrink-0 items-center justify-center rounded-full min-[400px]:inline-flex", figure.tone)}>
              <figure.icon className="size-6" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="text-3xl font-semibold tabular-nums text-slate-900">
                {figure.value === undefined ? <Skeleton className="h-9 w-12" /> : figure.value}
              </p>
              <p className="text-sm leading-tight text-slate-600">{figure.label}</p>
            </div>
          </Card>
        ))}
      </div>
    </section>
  );
}

const STATUS_ROWS = [
  { key: "planning", label: "Planning", dot: "bg-status-planning" },
  { key: "inProgress", label: "In Progress", dot: "bg-status-in-progress" },
  { key: "completed", label: "Completed", dot: "bg-status-completed" },
  { key: "delayed", label: "Delayed", dot: "bg-status-delayed" },
] as const;

export function StatusSummaryCard() {
  const stats = useQuery(dashboardQueries.stats());
  return (
    <Card>
      <CardHeader className="pb-2 sm:pb-2">
        <CardTitle>Status Summary</CardTitle>
      </CardHeader>
      <CardContent>
        {stats.isError ? (
          <ErrorState title="Could not load status counts" message={errorMessage(stats.error)} onRetry={() => stats.refetch()} retrying={stats.isFetching} />
        ) : (
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {STATUS_ROWS.map((row) => (
              <div key={row.key} className="rounded-lg bg-slate-50 p-3">
                <dt className="flex items-center gap-2 text-sm text-slate-700">
                  <span className={cn("size-2.5 rounded-full", row.dot)} aria-hidden="true" />
                  {row.label}
                </dt>
                <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">
                  {stats.data ? stats.data.statusCounts[row.key] : <Skeleton className="h-8 w-10" />}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
