// Weekly Summary: Sunday to Saturday, one card per day with its total hours and 'worker - project' lines.
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { dayKey, weekRange } from "@shared/domain/work-week";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/state-message";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { timesheetQueries, type TimeEntryView } from "../api";
import { useCompanyTimeZone } from "../use-company-time-zone";
import { formatDayKey, todayKey } from "../zoned-time";
import { WeekPicker } from "./day-week-pickers";

export const DAILY_HOURS_LIMIT = 8;

export function WeeklyTab() {
  const timeZone = useCompanyTimeZone();
  const today = todayKey(timeZone);
  const [picked, setPicked] = useState<string | null>(null);
  const week = weekRange(picked ?? today, timeZone);
  const entries = useQuery(timesheetQueries.inRange(week.startKey, week.endKey));

  const byDay = useMemo(() => {
    const groups = new Map<string, TimeEntryView[]>(week.dayKeys.map((key) => [key, []]));
    for (const entry of entries.data ?? []) groups.get(dayKey(new Date(entry.clockInTime), timeZone))?.push(entry);
    return groups;
  }, [entries.data, timeZone, week.dayKeys.join()]);

  return (
    <div className="grid grid-cols-1 gap-4">
      <WeekPicker id="weekly-week" value={picked ?? today} onChange={setPicked} todayKey={today} />
      <p className="text-sm text-slate-600">Each entry counts on the day it was clocked in ({timeZone} time).</p>
      {entries.isPending ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 7 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : entries.isError ? (
        <ErrorState title="Could not load the week" message={errorMessage(entries.error)} onRetry={() => void entries.refetch()} retrying={entries.isFetching} />
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {week.dayKeys.map((key) => {
            const dayEntries = byDay.get(key) ?? [];
            const total = dayEntries.reduce((sum, e) => sum + Number(e.hoursWorked ?? 0), 0);
            return (
              <li key={key} className="flex">
                <Card className="flex w-full flex-col gap-2 p-4" data-testid="weekly-day">
                  <div className="flex items-center justify-between gap-2">
                    <h3 className="text-base font-semibold text-slate-900">
                      {formatDayKey(key, "EEEE, MMM d")}
                      {key === today ? <span className="ml-2 text-sm font-normal text-slate-600">(today)</span> : null}
                    </h3>
                    <Badge variant={total > DAILY_HOURS_LIMIT ? "destructive" : "secondary"} className="tabular-nums">
                      {total.toFixed(2)} h{total > DAILY_HOURS_LIMIT ? " · over 8" : ""}
                    </Badge>
                  </div>
                  {dayEntries.length === 0 ? (
                    <p className="text-base text-slate-600">No entries</p>
                  ) : (
                    <ul className="grid grid-cols-1 gap-1">
                      {dayEntries.map((entry) => (
                        <li key={entry.id} className="flex justify-between gap-3 text-base">
                          <span className="min-w-0 text-slate-800">
                            {entry.workerName} - {entry.projectName}
                          </span>
                          <span className="shrink-0 tabular-nums text-slate-900">
                            {entry.clockOutTime === null ? "active" : `${Number(entry.hoursWorked ?? 0).toFixed(2)} h`}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
