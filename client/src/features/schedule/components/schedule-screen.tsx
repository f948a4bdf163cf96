// Schedule: month calendar with job days marked, the selected day's jobs in time order, and 'Upcoming This Week'.
// The server sends each caller their own jobs (crew theirs, a foreman their projects'); what they may do with them
// comes from the page: the office plans (Add, Edit, Delete), a foreman changes a job's status, crew only read.
import { useQuery } from "@tanstack/react-query";
import { CalendarPlus, CalendarX } from "lucide-react";
import { useState } from "react";
import { onceLinked } from "@shared/domain/account-roles";
import { dayHeading, longDate } from "@shared/domain/day-heading";
import { addDays } from "@shared/domain/work-week";
import { Button } from "@/components/ui/button";
import { Calendar, monthOf, monthRange } from "@/components/ui/calendar";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { screenHeading } from "@shared/screens";
import { PageHeader } from "@/components/layout/page-header";
import { errorMessage } from "@/lib/api-client";
import { useCompanyTodayKey } from "@/lib/use-company-time-zone";
import { type Job, jobQueries } from "../api";
import { formatJobTime, jobDayMarks, jobsCountLabel, UPCOMING_DAYS, upcomingDays } from "../job-rules";
import { JobCard } from "./job-card";
import { JobDialog } from "./job-dialog";

type Props = {
  /** The signed-in account's role: the line under the heading says whose jobs these are. */
  viewerRole: string;
  /** Schedule, edit and delete jobs (the office). */
  mayPlan: boolean;
  /** Change a job's status (the office and foremen). */
  mayChangeStatus: boolean;
  /** A crew or foreman account with no worker record: it has no jobs, and the empty day says why. */
  notLinked: boolean;
};

export function ScheduleScreen({ viewerRole, mayPlan, mayChangeStatus, notLinked }: Props) {
  const todayKey = useCompanyTodayKey();
  // Unpicked means today, so a company zone that arrives after the first render moves the day with it.
  const [picked, setPicked] = useState<string | null>(null);
  const [pickedMonth, setMonth] = useState<string | null>(null);
  const selected = picked ?? todayKey;
  const month = pickedMonth ?? monthOf(selected);
  const [dialog, setDialog] = useState<{ open: boolean; job?: Job }>({ open: false });
  const range = monthRange(month);
  const monthJobs = useQuery({ ...jobQueries.range(range.from, range.to), placeholderData: (previous) => previous });
  const upcoming = useQuery(jobQueries.range(addDays(todayKey, 1), addDays(todayKey, UPCOMING_DAYS)));

  const selectedInMonth = monthOf(selected) === month;
  const dayJobs = selectedInMonth ? (monthJobs.data ?? []).filter((job) => job.scheduledDate === selected) : [];
  const dayJobsPending = !selectedInMonth || monthJobs.isPending || (monthJobs.isPlaceholderData && monthJobs.isFetching);

  function select(key: string) {
    setPicked(key);
    setMonth(monthOf(key));
  }

  const openNewJob = () => setDialog({ open: true });

  return (
    <>
      <PageHeader
        {...screenHeading("schedule-page", viewerRole)}
        actions={
          mayPlan ? (
            <Button onClick={openNewJob}>
              <CalendarPlus aria-hidden="true" />
              Add Job
            </Button>
          ) : undefined
        }
      />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
        <div className="grid min-w-0 grid-cols-1 gap-5">
          <Card className="p-3 sm:p-4">
            <Calendar
              selected={selected}
              onSelect={select}
              month={month}
              onMonthChange={setMonth}
              todayKey={todayKey}
              markedDays={jobDayMarks(monthJobs.data ?? [])}
            />
            <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
              <span className="size-2 rounded-full bg-brand-600" aria-hidden="true" />
              Days with jobs
              {monthJobs.isFetching ? <span className="ml-auto">Loading…</span> : null}
            </p>
            {monthJobs.isError ? (
              <ErrorState className="mt-3" title="Could not load this month's jobs" message={errorMessage(monthJobs.error)} onRetry={() => monthJobs.refetch()} retrying={monthJobs.isFetching} />
            ) : null}
            {selected !== todayKey ? (
              <Button variant="outline" className="mt-3 w-full" onClick={() => select(todayKey)}>
                Go to Today
              </Button>
            ) : null}
          </Card>
          <div className="hidden lg:block">
            <UpcomingPanel query={upcoming} todayKey={todayKey} onPick={select} />
          </div>
        </div>

        <section aria-labelledby="day-heading" className="grid min-w-0 grid-cols-1 gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <h2 id="day-heading" className="text-xl font-semibold text-slate-900">
              {dayHeading(selected, todayKey)}
            </h2>
            <p className="text-base text-slate-600" aria-live="polite">
              {dayJobsPending ? "Loading…" : jobsCountLabel(dayJobs.length)}
            </p>
          </div>
          {selected !== todayKey && dayHeading(selected, todayKey) !== longDate(selected) ? (
            <p className="-mt-2 text-base text-slate-600">{longDate(selected)}</p>
          ) : null}
          {dayJobsPending && !monthJobs.isError ? (
            <div className="grid grid-cols-1 gap-3" role="status" aria-label="Loading jobs">
              <Skeleton className="h-36" />
              <Skeleton className="h-36" />
            </div>
          ) : monthJobs.isError ? null : dayJobs.length === 0 ? (
            <EmptyState
              icon={<CalendarX />}
              title={notLinked ? onceLinked("Your jobs show") : "No jobs scheduled for this date"}
              action={
                mayPlan ? (
                  <Button onClick={openNewJob}>
                    <CalendarPlus aria-hidden="true" />
                    Schedule a Job
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <ul className="grid grid-cols-1 gap-3 xl:grid-cols-2">
              {dayJobs.map((job) => (
                <li key={job.id}>
                  <JobCard
                    job={job}
                    onEdit={mayPlan ? (picked) => setDialog({ open: true, job: picked }) : undefined}
                    mayChangeStatus={mayChangeStatus}
                  />
                </li>
              ))}
            </ul>
          )}
          <div className="lg:hidden">
            <UpcomingPanel query={upcoming} todayKey={todayKey} onPick={select} />
          </div>
        </section>
      </div>
      {mayPlan ? (
        <JobDialog
          open={dialog.open}
          job={dialog.job}
          defaultDate={selected}
          onOpenChange={(open) => setDialog((previous) => ({ ...previous, open }))}
          onSaved={(job) => select(job.scheduledDate)}
        />
      ) : null}
    </>
  );
}

type UpcomingProps = {
  query: { data?: Job[]; isPending: boolean; isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
  todayKey: string;
  onPick: (key: string) => void;
};

function UpcomingPanel({ query, todayKey, onPick }: UpcomingProps) {
  const days = upcomingDays(query.data ?? [], todayKey);
  return (
    <Card>
      <CardHeader className="pb-2 sm:pb-2">
        <CardTitle>Upcoming This Week</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="grid grid-cols-1 gap-2" role="status" aria-label="Loading upcoming jobs">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : query.isError ? (
          <ErrorState title="Could not load upcoming jobs" message={errorMessage(query.error)} onRetry={() => query.refetch()} retrying={query.isFetching} />
        ) : days.length === 0 ? (
          <p className="text-base text-slate-600">Nothing scheduled in the next {UPCOMING_DAYS} days.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3">
            {days.map((day) => (
              <li key={day.dateKey}>
                <button
                  type="button"
                  onClick={() => onPick(day.dateKey)}
                  className="w-full rounded-lg border border-slate-200 p-3 text-left transition-colors hover:border-slate-300 hover:bg-slate-50"
                >
                  <span className="block font-semibold text-slate-900">{dayHeading(day.dateKey, todayKey)}</span>
                  <span className="mt-1 grid grid-cols-1 gap-0.5">
                    {day.jobs.map((job) => (
                      <span key={job.id} className="flex gap-2 text-base text-slate-700">
                        <span className="w-20 shrink-0 tabular-nums text-slate-600">{formatJobTime(job.scheduledTime)}</span>
                        <span className="min-w-0 truncate">{job.title}</span>
                      </span>
                    ))}
                    {day.more > 0 ? (
                      <span className="text-sm font-medium text-brand-800">
                        +{day.more} more job{day.more === 1 ? "" : "s"}
                      </span>
                    ) : null}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
