// Time Tracking tab: the project's five most recent time entries.
import { useQuery } from "@tanstack/react-query";
import { format, parseISO } from "date-fns";
import { Clock, ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { EntrySourceBadge } from "@/components/ui/entry-source-badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { errorMessage } from "@/lib/api-client";
import { formatTime } from "@/lib/format";
import { projectQueries } from "../api";

export function ProjectTimeEntriesTab({ projectId }: { projectId: number }) {
  const entries = useQuery(projectQueries.timeEntries(projectId));

  return (
    <section aria-labelledby="time-heading" className="grid grid-cols-1 gap-3">
      <h2 id="time-heading" className="text-lg font-semibold">
        Recent Time Entries
      </h2>
      {entries.isPending ? (
        <div className="grid grid-cols-1 gap-2" role="status" aria-label="Loading time entries">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : entries.isError ? (
        <ErrorState title="Could not load time entries" message={errorMessage(entries.error)} onRetry={() => entries.refetch()} retrying={entries.isFetching} />
      ) : entries.data.length === 0 ? (
        <EmptyState icon={<Clock />} title="No time entries recorded" description="Entries appear here when crews clock in on this project." />
      ) : (
        <ul className="grid grid-cols-1 gap-2">
          {entries.data.slice(0, 5).map((entry) => (
            <li key={entry.id}>
              <Card className="grid grid-cols-1 gap-2 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                    {entry.workerName ?? "Unknown Worker"}
                    {entry.isLocationVerified ? (
                      <Badge variant="success">
                        <ShieldCheck aria-hidden="true" />
                        Location Verified
                      </Badge>
                    ) : null}
                    <EntrySourceBadge source={entry.source} />
                  </p>
                  <p className="text-base text-slate-700 tabular-nums">
                    {format(parseISO(entry.clockInTime), "EEE, MMM d")} · {formatTime(entry.clockInTime)} –{" "}
                    {entry.clockOutTime ? formatTime(entry.clockOutTime) : <span className="font-semibold text-green-800">Active</span>}
                  </p>
                </div>
                <p className="text-lg font-semibold tabular-nums sm:text-right">
                  {entry.hoursWorked !== null ? `${Number(entry.hoursWorked).toFixed(2)} h` : "—"}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
