// Weekly Summary: Sunday to Saturday, one card per day with its total hours and 'worker - project' lines, summed on
// the server (a week of a large crew is thousands of entries; the summary is one line per worker and project a day).
// A crew member's own week keeps the spec's badge (destructive above 8 hours); for a crew or a company, whose total is
// over 8 hours as soon as two people work, a red badge counts the workers past the overtime rule's daily threshold
// instead (issue 27), and none shows under a rule with no daily overtime.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { TimeEntryDaySummary, TimeEntrySummaryLine } from "@shared/api/time-clock";
import { weekRange } from "@shared/domain/work-week";
import { DAILY_REGULAR_MINUTES } from "@shared/domain/payroll";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/state-message";
import { Skeleton } from "@/components/ui/skeleton";
import { MissedMealBreakBadge } from "@/components/ui/missed-meal-break-badge";
import { errorMessage } from "@/lib/api-client";
import { timesheetQueries } from "../api";
import { useCompanyTimeZone, useCompanyTodayKey } from "@/lib/use-company-time-zone";
import { formatDayKey } from "@/lib/zoned-time";
import { DaysCostCodeHours } from "@/components/cost-code-hours-card";
import { WeekPicker } from "./day-week-pickers";
import { MyPeriodCard } from "./my-period-card";

/** The spec's badge on a crew member's own day: destructive above 8 hours. */
export const DAILY_HOURS_LIMIT = DAILY_REGULAR_MINUTES / 60;
/** Lines a day card shows before 'Show all': the most hours first, so a busy day stays readable on a phone. */
export const VISIBLE_LINES = 8;

/**
 * `seesCostCodeHours`: the office's "Hours by cost code" card for the week, under the days. `ownWeek`: a crew member's
 * week (only their own entries), with the spec's badge. `ownPeriod`: the account has a worker record, so their pay
 * period (and its signature, while the company asks for one) comes first.
 */
export function WeeklyTab({ seesCostCodeHours = false, ownWeek = false, ownPeriod = false }: { seesCostCodeHours?: boolean; ownWeek?: boolean; ownPeriod?: boolean }) {
  const timeZone = useCompanyTimeZone();
  const today = useCompanyTodayKey();
  const [picked, setPicked] = useState<string | null>(null);
  const week = weekRange(picked ?? today, timeZone);
  const summary = useQuery(timesheetQueries.summary(week.startKey, week.endKey));
  const byDay = new Map((summary.data?.days ?? []).map((day) => [day.date, day]));

  return (
    <div className="grid grid-cols-1 gap-4">
      {ownPeriod ? <MyPeriodCard /> : null}
      <WeekPicker id="weekly-week" value={picked ?? today} onChange={setPicked} todayKey={today} />
      <p className="text-sm text-slate-600">Each entry counts on the day it was clocked in ({timeZone} time).</p>
      {summary.isPending ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 7 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : summary.isError ? (
        <ErrorState title="Could not load the week" message={errorMessage(summary.error)} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {week.dayKeys.map((key) => (
            <li key={key} className="flex">
              <DayCard dateKey={key} isToday={key === today} day={byDay.get(key)} dailyAfter={ownWeek ? null : summary.data.dailyOvertimeAfterHours} ownWeek={ownWeek} />
            </li>
          ))}
        </ul>
      )}
      {seesCostCodeHours ? <DaysCostCodeHours from={week.startKey} to={week.endKey} /> : null}
    </div>
  );
}

interface DayCardProps {
  dateKey: string;
  isToday: boolean;
  day: TimeEntryDaySummary | undefined;
  /** The overtime rule's daily threshold (null: none, or a crew member's own week). */
  dailyAfter: number | null;
  ownWeek: boolean;
}

function DayCard({ dateKey, isToday, day, dailyAfter, ownWeek }: DayCardProps) {
  const [showAll, setShowAll] = useState(false);
  const lines = day?.lines ?? [];
  const total = day?.totalHours ?? 0;
  const overSpecDay = ownWeek && total > DAILY_HOURS_LIMIT;
  const pastDaily = dailyAfter === null ? 0 : (day?.workersPastDaily ?? 0);
  const shown = showAll ? lines : lines.slice(0, VISIBLE_LINES);
  const listId = `weekly-lines-${dateKey}`;
  return (
    <Card className="flex w-full min-w-0 flex-col gap-2 p-4" data-testid="weekly-day">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">
          {formatDayKey(dateKey, "EEEE, MMM d")}
          {isToday ? <span className="ml-2 text-sm font-normal text-slate-600">(today)</span> : null}
        </h3>
        <span className="flex flex-wrap gap-1.5">
          {pastDaily > 0 ? (
            <Badge variant="destructive" className="tabular-nums" data-testid="weekly-day-past-daily">
              {pastDaily} {pastDaily === 1 ? "worker" : "workers"} over {dailyAfter} h
            </Badge>
          ) : null}
          <Badge variant={overSpecDay ? "destructive" : "secondary"} className="tabular-nums" data-testid="weekly-day-total">
            {total.toFixed(2)} h{overSpecDay ? " · over 8" : ""}
          </Badge>
        </span>
      </div>
      {lines.length === 0 ? (
        <p className="text-base text-slate-600">No entries</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {countText(day!.entryCount, "entry", "entries")}
            {day!.openCount ? `, ${day!.openCount} active` : ""}
          </p>
          <ul id={listId} className="grid grid-cols-1 gap-1">
            {shown.map((line) => (
              <li key={`${line.workerId}-${line.projectId}`} className="flex justify-between gap-3 text-base" data-testid="weekly-line">
                <span className="min-w-0 break-words text-slate-800">
                  {line.workerName} - {line.projectName}
                  {line.entryCount > 1 ? <span className="text-sm text-slate-600"> ({line.entryCount} entries)</span> : null}
                  {line.mealBreakMissed ? (
                    <span className="mt-0.5 block">
                      <MissedMealBreakBadge missed />
                    </span>
                  ) : null}
                </span>
                <span className="shrink-0 tabular-nums text-slate-900">{hoursText(line)}</span>
              </li>
            ))}
          </ul>
          {lines.length > VISIBLE_LINES ? (
            <Button variant="ghost" size="sm" className="self-start" aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll((v) => !v)}>
              {showAll ? "Show fewer" : `Show all ${lines.length}`}
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );
}

function countText(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** 'active' while every entry of the line is still clocked in; finished hours plus 'active' when some are. */
function hoursText(line: TimeEntrySummaryLine): string {
  if (line.openCount === line.entryCount) return "active";
  const hours = `${line.hours.toFixed(2)} h`;
  return line.openCount ? `${hours} + active` : hours;
}
