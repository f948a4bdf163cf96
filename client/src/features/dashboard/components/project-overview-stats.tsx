// Project Overview (Active Projects, Completed This Month) and Status Summary, from GET /api/stats.
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, HardHat } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { dashboardQueries } from "../api";

export function ProjectOverviewStats() {
  const stats = useQuery(dashboardQueries.stats());
  if (stats.isError) {
    return <ErrorState title="Could not load project figures" message={errorMessage(stats.error)} onRetry={() => stats.refetch()} retrying={stats.isFetching} />;
  }
  const figures = [
    { label: "Active Projects", value: stats.data?.activeProjects, icon: HardHat, tone: "bg-brand-50 text-brand-800" },
    { label: "Completed This Month", value: stats.data?.completedThisMonth, icon: CheckCircle2, tone: "bg-green-50 text-green-800" },
  ];
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="sr-only">
        Project Overview
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
