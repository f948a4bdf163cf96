// Dashboard 'Today's Schedule': today's jobs (today in the company's zone, as the server reads it), in time order.
import { useQuery } from "@tanstack/react-query";
import { CalendarPlus, CalendarX, ChevronRight } from "lucide-react";
import { Link } from "wouter";
import { onceLinked } from "@shared/domain/account-roles";
import { longDate } from "@shared/domain/day-heading";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { errorMessage } from "@/lib/api-client";
import { useCompanyTodayKey } from "@/lib/use-company-time-zone";
import { jobQueries } from "../api";
import { JobCard } from "./job-card";

/** notLinked: a crew or foreman account with no worker record, whose empty day says why. */
export function TodaysScheduleCard({ notLinked = false }: { notLinked?: boolean }) {
  const jobs = useQuery(jobQueries.today());
  const todayKey = useCompanyTodayKey();
  const sorted = jobs.data ?? [];

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-2 pb-2 sm:pb-2">
        <div>
          <CardTitle>Today's Schedule</CardTitle>
          <CardDescription>{longDate(todayKey)}</CardDescription>
        </div>
        <Button asChild variant="ghost" size="sm" className="-mr-2">
          <Link href="/schedule">
            Schedule
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {jobs.isPending ? (
          <div className="grid grid-cols-1 gap-3" role="status" aria-label="Loading today's jobs">
            <Skeleton className="h-28" />
            <Skeleton className="h-28" />
          </div>
        ) : jobs.isError ? (
          <ErrorState title="Could not load today's jobs" message={errorMessage(jobs.error)} onRetry={() => jobs.refetch()} retrying={jobs.isFetching} />
        ) : sorted.length === 0 ? (
          <EmptyState
            icon={<CalendarX />}
            title={notLinked ? onceLinked("Your jobs show") : "No jobs scheduled for today"}
            action={
              <Button asChild variant="outline">
                <Link href="/schedule">
                  <CalendarPlus aria-hidden="true" />
                  Open Schedule
                </Link>
              </Button>
            }
          />
        ) : (
          <ul className="grid grid-cols-1 gap-3">
            {sorted.map((job) => (
              <li key={job.id}>
                <JobCard job={job} compact />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
