// Daily Timesheet: the tracker card, a date picker, and the day's entries (by clock-in day in the company zone): cards
// newest first on a phone, a table at a desk in the order its headers ask the server for. Above the day, correction
// requests: the office's to decide, or the asker's own; an entry a request waits for says so. For the office, the
// kiosk punches waiting to be confirmed, whatever their day. A worker with several entries that day has its total on
// each of their cards or rows.
import { useQuery } from "@tanstack/react-query";
import type { EntryDecider } from "@shared/domain/entry-decision";
import { CalendarX, Plus } from "lucide-react";
import { type ReactNode, Suspense, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { lazyNamed } from "@/lib/lazy-named";
import { useDeskLayout } from "@/lib/use-desk-layout";
import { workerDayTotals } from "@/lib/entry-hours";
import { useNow } from "@/lib/use-now";
import { keepSameDay, timesheetQueries, type TimeEntryView } from "../api";
import { correctionListFor, pendingEntryIds, type CorrectionRole } from "../correction-request-queries";
import type { EntryActions } from "../entry-actions";
import { DESK_DAY_ORDER, type TimeEntryOrder } from "../entry-order";
import { unverifiedEntriesQuery } from "../kiosk-entries-api";
import { useCompanyTimeZone, useCompanyTodayKey } from "@/lib/use-company-time-zone";
import { formatDayKey } from "@/lib/zoned-time";
import { DatePicker } from "./day-week-pickers";
import { CorrectionRequestsPanel } from "./correction-requests-panel";
import { EntryCard } from "./entry-card";
import { TimeEntriesTable } from "./time-entries-table";
import { UnverifiedPunchesPanel } from "./unverified-punches-panel";

// Only admins correct entries, and only now and then: its form code loads when a correction is opened.
const CorrectEntryDialog = lazyNamed(() => import("./correct-entry-dialog"), "CorrectEntryDialog");
const AddEntryDialog = lazyNamed(() => import("./add-entry-dialog"), "AddEntryDialog");
const DeleteEntryDialog = lazyNamed(() => import("./delete-entry-dialog"), "DeleteEntryDialog");
const RequestCorrectionDialog = lazyNamed(() => import("./request-correction-dialog"), "RequestCorrectionDialog");
const EntryHistoryDialog = lazyNamed(() => import("./entry-history-dialog"), "EntryHistoryDialog");
const PunchPhotosDialog = lazyNamed(() => import("./punch-photos-dialog"), "PunchPhotosDialog");

type Props = {
  /** The office and admins: correct, add and delete entries (never their own worker's: decisionRefusal). */
  editsEntries: boolean;
  clockActions: ReactNode;
  /** "ask": crew and foremen request corrections of the entries they see; "decide": the office approves or rejects. */
  corrections?: CorrectionRole;
  /** A foreman: their requests list holds their crew's too. */
  forCrew?: boolean;
  /** Those who do not correct entries read an entry's history. */
  readsHistory?: boolean;
  /** The office: confirms kiosk punches taken offline and sees the photos kept with punches. */
  confirmsPunches?: boolean;
  seesPunchPhotos?: boolean;
  /** The signed-in account: nobody decides on their own request nor corrects or confirms their own worker's entry. */
  decider?: EntryDecider | null;
  /** Answers the sign-off of the signed-in worker's own shift later (the clock's prompt, handed in by the page). */
  signOffLater?: (entry: TimeEntryView) => void;
};

export function DailyTab({
  editsEntries,
  clockActions,
  corrections = null,
  forCrew = false,
  readsHistory = false,
  confirmsPunches = false,
  seesPunchPhotos = false,
  decider = null,
  signOffLater,
}: Props) {
  const timeZone = useCompanyTimeZone();
  const today = useCompanyTodayKey();
  const [date, setDate] = useState<string | null>(null);
  const day = date ?? today;
  const desk = useDeskLayout();
  const [order, setOrder] = useState<TimeEntryOrder>(DESK_DAY_ORDER);
  const entries = useQuery({ ...timesheetQueries.onDate(day, desk ? order : undefined), placeholderData: keepSameDay(day) });
  // Running entries count on in their worker's day total, a minute at a time.
  const now = useNow(60_000);
  const dayTotals = useMemo(() => workerDayTotals(entries.data ?? [], now), [entries.data, now]);
  const [correcting, setCorrecting] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TimeEntryView | null>(null);
  const requests = useQuery({ ...correctionListFor(corrections ?? "ask"), enabled: corrections !== null });
  const waitingFor = useMemo(() => pendingEntryIds(requests.data ?? []), [requests.data]);
  const [requesting, setRequesting] = useState<TimeEntryView | null>(null);
  const [viewingHistory, setViewingHistory] = useState<number | null>(null);
  const [viewingPhotos, setViewingPhotos] = useState<TimeEntryView | null>(null);
  const unverified = useQuery({ ...unverifiedEntriesQuery(), enabled: confirmsPunches });
  const actions = useMemo<EntryActions>(
    () => ({
      onCorrect: editsEntries ? setCorrecting : undefined,
      onDelete: editsEntries ? setDeleting : undefined,
      onHistory: !editsEntries && readsHistory ? setViewingHistory : undefined,
      onRequestCorrection: corrections === "ask" ? setRequesting : undefined,
      onPhotos: seesPunchPhotos ? setViewingPhotos : undefined,
      onSignOff: signOffLater,
      confirms: confirmsPunches,
      decider,
    }),
    [editsEntries, readsHistory, corrections, seesPunchPhotos, confirmsPunches, decider, signOffLater],
  );

  return (
    // At a desk the day's table takes the width and the clock sits under it, its two parts side by side.
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-4 lg:order-2 lg:grid-cols-2 lg:items-start">{clockActions}</div>
      {corrections ? <CorrectionRequestsPanel role={corrections} requests={requests} timeZone={timeZone} forCrew={forCrew} decider={decider} /> : null}
      {confirmsPunches ? <UnverifiedPunchesPanel entries={unverified} timeZone={timeZone} actions={actions} /> : null}
      <section className="grid grid-cols-1 gap-3 lg:order-1" aria-label="Time entries of the day">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <DatePicker id="daily-date" value={day} onChange={setDate} todayKey={today} />
          {editsEntries ? (
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
            actions={actions}
            waitingFor={waitingFor}
            dayTotals={dayTotals}
          />
        ) : (
          <ul className="grid grid-cols-1 gap-3 xl:grid-cols-2">
            {entries.data.map((entry) => (
              <li key={entry.id} className="flex">
                <EntryCard
                  entry={entry}
                  timeZone={timeZone}
                  actions={actions}
                  correctionWaiting={waitingFor.has(entry.id)}
                  dayTotal={dayTotals.get(entry.workerId)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {correcting !== null ? (
        <Suspense fallback={null}>
          <CorrectEntryDialog entryId={correcting} timeZone={timeZone} decider={decider} onClose={() => setCorrecting(null)} />
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
      {viewingHistory !== null ? (
        <Suspense fallback={null}>
          <EntryHistoryDialog entryId={viewingHistory} timeZone={timeZone} onClose={() => setViewingHistory(null)} />
        </Suspense>
      ) : null}
      {viewingPhotos ? (
        <Suspense fallback={null}>
          <PunchPhotosDialog entry={viewingPhotos} timeZone={timeZone} onClose={() => setViewingPhotos(null)} />
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
