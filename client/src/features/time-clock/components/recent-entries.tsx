// 'Recent Time Entries' of the chosen worker (up to 10): project, location, in/out with coordinates, accuracy, hours;
// a shift of today whose sign-off is missing offers "Sign off" until the end of the day (issue 26 item 6).
import { costCodeLabel } from "@/components/cost-code-select";
import { useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { EntryBreaks } from "@/components/ui/entry-breaks";
import { EntrySourceBadge } from "@/components/ui/entry-source-badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { formatDate, formatTime } from "@/lib/format";
import { formatCoordinates } from "@/lib/geolocation";
import { timeClockQueries, type TimeEntryView } from "../api";
import { formatElapsed } from "../format";
import { formatHours } from "@/lib/format";
import { useNow } from "@/lib/use-now";
import { CrewPunchBadge } from "@/components/ui/crew-punch-badge";
import { EntryLocationBadge } from "@/components/ui/entry-location-badge";
import { SignOffLater } from "@/components/sign-off-later";
import { signOffOpenLater } from "@shared/domain/sign-off";
import { useCompanyTimeZone } from "@/lib/use-company-time-zone";
import { useSignOffPrompt } from "./sign-off-prompt";

export const RECENT_ENTRY_COUNT = 10;

function coords(lat: string | null, lng: string | null) {
  return lat !== null && lng !== null ? formatCoordinates(lat, lng) : null;
}

export function RecentEntries({ workerId }: { workerId: number }) {
  const entries = useQuery(timeClockQueries.workerEntries(workerId));
  const now = useNow(60_000);
  const timeZone = useCompanyTimeZone();
  // A sign-off closed unanswered, or a clock-out made offline: answered here until the end of the day (issue 26 item 6).
  const signOff = useSignOffPrompt();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Time Entries</CardTitle>
      </CardHeader>
      <CardContent>
        {entries.isPending ? (
          <div className="grid grid-cols-1 gap-3">
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        ) : entries.isError ? (
          <ErrorState title="Could not load time entries" message={errorMessage(entries.error)} onRetry={() => void entries.refetch()} retrying={entries.isFetching} />
        ) : entries.data.length === 0 ? (
          <EmptyState icon={<History />} title="No time entries yet" description="Clock in above to start the first one." />
        ) : (
          <ul className="grid grid-cols-1 gap-3" data-testid="recent-entries">
            {[...entries.data]
              .sort((a, b) => Date.parse(b.clockInTime) - Date.parse(a.clockInTime))
              .slice(0, RECENT_ENTRY_COUNT)
              .map((entry) => (
                <EntryItem
                  key={entry.id}
                  entry={entry}
                  now={now}
                  onSignOff={
                    signOffOpenLater(entry, new Date(now), timeZone)
                      ? () => signOff.askLater({ timeEntryId: entry.id, workerId: entry.workerId, workerName: entry.workerName, projectName: entry.projectName })
                      : undefined
                  }
                />
              ))}
          </ul>
        )}
      </CardContent>
      {signOff.element}
    </Card>
  );
}

function EntryItem({ entry, now, onSignOff }: { entry: TimeEntryView; now: number; onSignOff?: () => void }) {
  const active = entry.clockOutTime === null;
  const inCoords = coords(entry.clockInLatitude, entry.clockInLongitude);
  const outCoords = coords(entry.clockOutLatitude, entry.clockOutLongitude);
  return (
    <li className="rounded-lg border border-slate-200 p-3" data-testid="time-entry">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-base font-semibold text-slate-900">{entry.projectName}</p>
          <p className="text-sm text-slate-600">{formatDate(entry.clockInTime)}</p>
        </div>
        <div className="flex flex-wrap gap-1">
          {active ? <Badge variant="success">Active</Badge> : <Badge variant="completed">Completed</Badge>}
          <EntryLocationBadge status={entry.locationStatus} />
          <CrewPunchBadge entry={entry} />
          <EntrySourceBadge source={entry.source} />
        </div>
      </div>
      {entry.location ? <p className="mt-1 text-base text-slate-700">{entry.location}</p> : null}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-base">
        <dt className="text-slate-600">In</dt>
        <dd className="tabular-nums">
          {formatTime(entry.clockInTime)}
          {inCoords ? <span className="block text-sm text-slate-600">{inCoords}</span> : null}
        </dd>
        <dt className="text-slate-600">Out</dt>
        <dd className="tabular-nums">
          {active ? "—" : formatTime(entry.clockOutTime)}
          {outCoords ? <span className="block text-sm text-slate-600">{outCoords}</span> : null}
        </dd>
        {entry.locationAccuracy !== null ? (
          <>
            <dt className="text-slate-600">Accuracy</dt>
            <dd className="tabular-nums">±{Math.round(Number(entry.locationAccuracy))} m</dd>
          </>
        ) : null}
        <dt className="text-slate-600">Hours</dt>
        <dd className="font-semibold tabular-nums">{active ? `${formatElapsed(entry.clockInTime, now)} so far` : formatHours(entry.hoursWorked)}</dd>
        {entry.costCode ? (
          <>
            <dt className="text-slate-600">Cost code</dt>
            <dd className="min-w-0 break-words">{costCodeLabel(entry.costCode)}</dd>
          </>
        ) : null}
      </dl>
      <EntryBreaks breaks={entry.breaks} formatTime={formatTime} className="mt-2" />
      {entry.notes ? <p className="mt-2 text-base text-slate-700">Notes: {entry.notes}</p> : null}
      {onSignOff ? (
        <div className="mt-3">
          <SignOffLater onSignOff={onSignOff} />
        </div>
      ) : null}
    </li>
  );
}
