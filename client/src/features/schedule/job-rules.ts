// Schedule rules for the screens: clock-time display, the calendar marks and the 'Upcoming This Week' panel. Jobs
// arrive in the order the contract gives (by day, then time, untimed last: jobsApi.list), so nothing here sorts them.
import { addDays, type DateKey } from "@shared/domain/work-week";

type JobLike = { scheduledDate: string };

/** '07:30' -> '7:30 AM' (SPEC 9 'h:mm a'); other text is shown as it is. */
export function formatJobTime(time: string | null): string {
  if (!time) return "Any time";
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

export function jobsCountLabel(count: number): string {
  return `${count} job${count === 1 ? "" : "s"}`;
}

export const UPCOMING_DAYS = 5;
export const UPCOMING_JOBS_PER_DAY = 2;

export interface UpcomingDay<J> {
  dateKey: DateKey;
  jobs: J[];
  /** Jobs of the day beyond the ones shown: '+N more jobs'. */
  more: number;
}

/** The next five days after today that have jobs, with the first two of each (in the list's time order). */
export function upcomingDays<J extends JobLike>(jobs: readonly J[], todayKey: DateKey): UpcomingDay<J>[] {
  const days: UpcomingDay<J>[] = [];
  for (let offset = 1; offset <= UPCOMING_DAYS; offset += 1) {
    const dateKey = addDays(todayKey, offset);
    const dayJobs = jobs.filter((job) => job.scheduledDate === dateKey);
    if (dayJobs.length === 0) continue;
    days.push({ dateKey, jobs: dayJobs.slice(0, UPCOMING_JOBS_PER_DAY), more: Math.max(0, dayJobs.length - UPCOMING_JOBS_PER_DAY) });
  }
  return days;
}

/** Calendar marks: each day with jobs and its spoken count. */
export function jobDayMarks(jobs: readonly JobLike[]): Map<DateKey, string> {
  const counts = new Map<DateKey, number>();
  for (const job of jobs) counts.set(job.scheduledDate, (counts.get(job.scheduledDate) ?? 0) + 1);
  return new Map([...counts].map(([key, count]) => [key, jobsCountLabel(count)]));
}
