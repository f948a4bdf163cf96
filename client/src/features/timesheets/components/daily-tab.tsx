// Daily Timesheet: the tracker card, a date picker, and the day's entries (by clock-in day in the company zone): cards
// newest first on a phone, a table at a desk in the order its headers ask the server for. Above the day, correction
// requests: the office's to decide, or the asker's own; an entry a request waits for says so.
import { useQuery } from "@tanstack/react-query";
import { CalendarX, Pencil, PencilLine, Plus, Trash2 } from "lucide-react";
import { type ReactNode, Suspense, useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EntrySourceBadge } from "@/components/ui/entry-source-badge";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { lazyNamed } from "@/lib/lazy-named";
import { useDeskLayout } from "@/lib/use-desk-layout";
import { keepSameDay, timesheetQueries, type TimeEntryView } from "../api";
import { correctionListFor, pendingEntryIds, type CorrectionRole } from "../correction-request-queries";
import { DESK_DAY_ORDER, type TimeEntryOrder } from "../entry-order";
import { useCompanyTimeZone, useCompanyTodayKey } from "@/lib/use-company-time-zone";
import { formatDayKey, formatTimeIn } from "../zoned-time";
import { DatePicker } from "./day-week-pickers";
import { CorrectionRequestsPanel } from "./correction-requests-panel";
import { EntryLocationBadge } from "./entry-location-badge";
import { TimeEntriesTable } from "./time-entries-table";

// Only admins correct entries, and only now and then: its form code loads when a correction is opened.
const CorrectEntryDialog = lazyNamed(() => import("./correct-entry-dialog"), "CorrectEntryDialog");
const AddEntryDialog = lazyNamed(() => import("./add-entry-dialog"), "AddEntryDialog");
const DeleteEntryDialog = lazyNamed(() => import("./delete-entry-dialog"), "DeleteEntryDialog");
const RequestCorrectionDialog = lazyNamed(() => import("./request-correction-dialog"), "RequestCorrectionDialog");

type Props = {
  isAdmin: boolean;
  clockActions: ReactNode;
  /** "ask": crew and foremen request corrections of the entries they see; "decide": the office approves or rejects. */
  corrections?: CorrectionRole;
  /** A foreman: their requests list holds their crew's too. */
  forCrew?: boolean;
};

export function DailyTab({ isAdmin, clockActions, corrections = null, forCrew = false }: Props) {
  const timeZone = useCompanyTimeZone();
  const today = useCompanyTodayKey();
  const [date, setDate] = useState<string | null>(null);
  const day = date ?? today;
  const desk = useDeskLayout();
  const [order, setOrder] = useState<TimeEntryOrder>(DESK_DAY_ORDER);
  const entries = useQuery({ ...timesheetQueries.onDate(day, desk ? order : undefined), placeholderData: keepSameDay(day) });
  const [correcting, setCorrecting] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TimeEntryView | null>(null);
  const requests = useQuery({ ...correctionListFor(corrections ?? "ask"), enabled: corrections !== null });
  const waitingFor = useMemo(() => pendingEntryIds(requests.data ?? []), [requests.data]);
  const [requesting, setRequesting] = useState<TimeEntryView | null>(null);
  const onRequestCorrection = corrections === "ask" ? setRequesting : undefined;

  return (
    // At a desk the day's table takes the width and the clock sits under it, its two parts side by side.
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-4 lg:order-2 lg:grid-cols-2 lg:items-start">{clockActions}</div>
      {corrections ? <CorrectionRequestsPanel role={corrections} requests={requests} timeZone={timeZone} forCrew={forCrew} /> : null}
      <section className="grid grid-cols-1 gap-3 lg:order-1" aria-label="Time entries of the day">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <DatePicker id="daily-date" value={day} onChange={setDate} todayKey={today} />
          {isAdmin ? (
            <Button variant="outline" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" /> Add time entry
            </Button>
          ) : null}
        </div>
        <p className="text-sm text-slate-600">An entry counts on the day it was clocked in ({timeZone} time).</p>
        {entries.isPending ? (
          <div className="grid grid-cols-1 gap-3">
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
          </div>
        ) : entries.isError ? (
          <ErrorState title="Could not load time entries" message={errorMessage(entries.error)} onRetry={() => void entries.refetch()} retrying={entries.isFetching} />
        ) : entries.data.length === 0 ? (
          <EmptyState icon={<CalendarX />} title={`No time entries found for ${formatDayKey(day, "MMM d, yyyy")}`} />
        ) : desk ? (
          <TimeEntriesTable
            entries={entries.data}
            order={order}
            onOrderChange={setOrder}
            loadingOrder={entries.isPlaceholderData}
            timeZone={timeZone}
            onCorrect={isAdmin ? setCorrecting : undefined}
            onDelete={isAdmin ? setDeleting : undefined}
            waitingFor={waitingFor}
            onRequestCorrection={onRequestCorrection}
          />
        ) : (
          <ul className="grid grid-cols-1 gap-3 xl:grid-cols-2">
            {entries.data.map((entry) => (
              <li key={entry.id} className="flex">
                <EntryCard
                  entry={entry}
                  timeZone={timeZone}
                  isAdmin={isAdmin}
                  onCorrect={() => setCorrecting(entry.id)}
                  onDelete={() => setDeleting(entry)}
                  correctionWaiting={waitingFor.has(entry.id)}
                  onRequestCorrection={onRequestCorrection && (() => onRequestCorrection(entry))}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {correcting !== null ? (
        <Suspense fallback={null}>
          <CorrectEntryDialog entryId={correcting} timeZone={timeZone} onClose={() => setCorrecting(null)} />
        </Suspense>
      ) : null}
      {adding ? (
        <Suspense fallback={null}>
          <AddEntryDialog
            day={day}
            timeZone={timeZone}
            onClose={() => setAdding(false)}
            onAdded={(added) => {
              setAdding(false);
              setDate(added);
            }}
          />
        </Suspense>
      ) : null}
      {deleting ? (
        <Suspense fallback={null}>
          <DeleteEntryDialog entry={deleting} timeZone={timeZone} onClose={() => setDeleting(null)} />
        </Suspense>
      ) : null}
      {requesting ? (
        <Suspense fallback={null}>
          <RequestCorrectionDialog entry={requesting} timeZone={timeZone} onClose={() => setRequesting(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

function EntryCard({
  entry,
  timeZone,
  isAdmin,
  onCorrect,
  onDelete,
  correctionWaiting,
  onRequestCorrection,
}: {
  entry: TimeEntryView;
  timeZone: string;
  isAdmin: boolean;
  onCorrect: () => void;
  onDelete: () => void;
  correctionWaiting: boolean;
  /** For those who ask the office for corrections. */
  onRequestCorrection?: () => void;
}) {
  const active = entry.clockOutTime === null;
  const locked = entry.payPeriodId !== null;
  return (
    <Card className="flex w-full flex-col gap-2 p-4" data-testid="daily-entry">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-slate-900">{entry.workerName}</h3>
          <p className="text-base text-slate-700">{entry.projectName}</p>
        </div>
        <div className="flex flex-wrap gap-1">
          {active ? <Badge variant="success">Active</Badge> : <Badge variant="completed">Completed</Badge>}
          {locked ? <Badge variant="info">Approved</Badge> : null}
          <EntrySourceBadge source={entry.source} />
          {correctionWaiting ? <Badge variant="warning">Correction requested</Badge> : null}
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-base">
        <dt className="text-slate-600">Time</dt>
        <dd className="tabular-nums">
          {formatTimeIn(entry.clockInTime, timeZone)} – {active ? "now" : formatTimeIn(entry.clockOutTime, timeZone)}
        </dd>
        <dt className="text-slate-600">Hours</dt>
        <dd className="font-semibold tabular-nums">{Number(entry.hoursWorked ?? 0).toFixed(2)}</dd>
        {entry.location ? (
          <>
            <dt className="text-slate-600">Location</dt>
            <dd className="min-w-0 break-words">{entry.location}</dd>
          </>
        ) : null}
      </dl>
      <div>
        <EntryLocationBadge status={entry.locationStatus} />
      </div>
      {entry.notes ? <p className="text-base text-slate-700">Notes: {entry.notes}</p> : null}
      {isAdmin ? (
        <div className="mt-auto flex flex-wrap justify-end gap-2 pt-1">
          {/* A running entry is clocked out first (Correct), an approved one stays: the server refuses both. */}
          {!locked && !active ? (
            <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Delete entry of ${entry.workerName}`}>
              <Trash2 aria-hidden="true" /> Delete
            </Button>
          ) : null}
          <Button variant="outline" size="sm" onClick={onCorrect} aria-label={`Correct entry of ${entry.workerName}`}>
            <PencilLine aria-hidden="true" /> {locked ? "History" : "Correct"}
          </Button>
        </div>
      ) : null}
      {/* An entry in an approved pay period can no longer change: an approval would be refused, so it is not offered. */}
      {onRequestCorrection && !correctionWaiting && !locked ? (
        <div className="mt-auto flex justify-end pt-1">
          <Button variant="outline" size="sm" onClick={onRequestCorrection} aria-label={`Request correction of the entry of ${entry.workerName}`}>
            <Pencil aria-hidden="true" /> Request correction
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
