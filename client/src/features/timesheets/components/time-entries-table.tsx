// The day's time entries at a desk (from 1024 px): the entry cards' facts as a table sorted by its headers, by
// clock-in first, with the same actions as the cards (entry-actions.ts): Correct and Delete for administrators, History
// for everyone else, Request correction for crew and foremen, punch photos and Confirm of a kiosk punch for the office.
// The server sorts the rows (the list pages): the table shows the order it is given and asks for another. A worker
// with several entries that day (a job switch, two shifts) has the day's total under their name on each of them.
import { costCodeLabel } from "@/components/cost-code-select";
import { ClipboardCheck, History, Pencil, PencilLine, Trash2 } from "lucide-react";
import { useCallback, useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { RowAction, type SortableColumn, SortableTable } from "@/components/ui/sortable-table";
import type { SortState } from "@/lib/table-sort";
import { EntryVerificationBadge } from "@/components/ui/entry-verification-badge";
import { EntryAutoClosedBadge } from "@/components/ui/entry-auto-closed-badge";
import { EntryCostCodeDueBadge } from "@/components/ui/entry-cost-code-due-badge";
import type { TimeEntryView } from "../api";
import { decisionRefusal, deletable, signsOffLater, type EntryActions } from "../entry-actions";
import { ENTRY_SORT_VALUES, toEntryOrder, toSortState, type TimeEntryOrder } from "../entry-order";
import { formatTimeIn } from "@/lib/zoned-time";
import { entryHoursText, type WorkerDayTotal } from "@/lib/entry-hours";
import { useNow } from "@/lib/use-now";
import { ConfirmAutoCloseButton } from "./confirm-auto-close-button";
import { ConfirmPunchButton } from "./confirm-punch-button";
import { PunchPhotosButton } from "./punch-photos-button";
import { CrewPunchBadge } from "@/components/ui/crew-punch-badge";
import { EntryLocationBadge } from "@/components/ui/entry-location-badge";
import { EntrySignOffBadge, EntrySignOffText } from "./entry-sign-off";
import { EntrySourceBadge } from "@/components/ui/entry-source-badge";
import { WorkerDayTotalLine } from "./worker-day-total";

type Props = {
  /** The day's entries in `order`. */
  entries: readonly TimeEntryView[];
  order: TimeEntryOrder;
  /** A header asks for another order; keep it stable (a state setter). */
  onOrderChange: (order: TimeEntryOrder) => void;
  /** The entries are still those of the order before. */
  loadingOrder: boolean;
  timeZone: string;
  /** What the signed-in person may do with an entry; keep it stable (useMemo). */
  actions: EntryActions;
  /** The entries a correction request waits for: marked, and not offered another. */
  waitingFor?: ReadonlySet<number>;
  /** The day totals of the workers with several entries, by worker id (workerDayTotals); keep it stable (useMemo). */
  dayTotals: ReadonlyMap<number, WorkerDayTotal>;
};

const NONE_WAITING: ReadonlySet<number> = new Set();

export function TimeEntriesTable({
  entries,
  order,
  onOrderChange,
  loadingOrder,
  timeZone,
  actions,
  waitingFor = NONE_WAITING,
  dayTotals,
}: Props) {
  // Running entries' hours count on, a minute at a time.
  const now = useNow(60_000);
  const columns = useMemo<SortableColumn<TimeEntryView>[]>(() => {
    const all: SortableColumn<TimeEntryView>[] = [
      {
        key: "workerName",
        header: "Worker",
        sort: ENTRY_SORT_VALUES.workerName,
        // The name wraps, inside a word too when one is wider than the column, so a long name neither is cut nor
        // widens the table past a desk's 1280 px (the pinned Actions would then cover the Location column's end).
        // A worker with several entries has the day's total under it.
        cell: (entry) => {
          const dayTotal = dayTotals.get(entry.workerId);
          return (
            <>
              <span className="block font-semibold [overflow-wrap:anywhere]">{entry.workerName}</span>
              {dayTotal ? <WorkerDayTotalLine total={dayTotal} className="text-sm text-slate-700" /> : null}
            </>
          );
        },
        className: "min-w-32",
      },
      {
        key: "projectName",
        header: "Project",
        sort: ENTRY_SORT_VALUES.projectName,
        // The cost code under the project (a column of its own pushed Location behind the pinned Actions at 1280 px).
        cell: (entry) => (
          <>
            {entry.projectName}
            {entry.costCode ? <span className="block text-sm text-slate-700">Cost code: {costCodeLabel(entry.costCode)}</span> : null}
            {entry.notes ? <span className="line-clamp-2 text-sm text-slate-600">Notes: {entry.notes}</span> : null}
            <EntrySignOffText entry={entry} className="text-sm text-slate-600" />
          </>
        ),
        className: "min-w-40",
      },
      {
        key: "status",
        header: "Status",
        sort: ENTRY_SORT_VALUES.status,
        cell: (entry) => (
          <span className="flex flex-wrap gap-1">
            {entry.clockOutTime === null ? <Badge variant="success">Active</Badge> : <Badge variant="completed">Completed</Badge>}
            {entry.payPeriodId !== null ? <Badge variant="info">Approved</Badge> : null}
            <EntrySourceBadge source={entry.source} />
            <EntryVerificationBadge verification={entry.verification} reason={entry.verificationReason} />
            <EntryAutoClosedBadge autoClosedAt={entry.autoClosedAt} />
            <EntryCostCodeDueBadge costCodeDue={entry.costCodeDue} />
            <EntrySignOffBadge entry={entry} toSafety={actions.confirms} />
            {waitingFor.has(entry.id) ? <Badge variant="warning">Correction requested</Badge> : null}
          </span>
        ),
      },
      {
        key: "clockInTime",
        header: "Time",
        numeric: true,
        sort: ENTRY_SORT_VALUES.clockInTime,
        cell: (entry) =>
          `${formatTimeIn(entry.clockInTime, timeZone)} – ${entry.clockOutTime === null ? "now" : formatTimeIn(entry.clockOutTime, timeZone)}`,
        className: "whitespace-nowrap",
      },
      {
        key: "hoursWorked",
        header: "Hours",
        numeric: true,
        sort: ENTRY_SORT_VALUES.hoursWorked,
        cell: (entry) => <span className="font-semibold whitespace-nowrap">{entryHoursText(entry, now)}</span>,
      },
      {
        key: "location",
        header: "Location",
        sort: ENTRY_SORT_VALUES.location,
        cell: (entry) => (
          <span className="grid justify-items-start gap-1">
            {entry.location ? <span className="text-sm break-words">{entry.location}</span> : null}
            <EntryLocationBadge status={entry.locationStatus} />
            <CrewPunchBadge entry={entry} />
          </span>
        ),
        className: "min-w-36",
      },
    ];
    return [
      ...all,
      {
        key: "actions",
        header: "Actions",
        pinnedEnd: true,
        cell: (entry) => <RowActions entry={entry} actions={actions} correctionWaiting={waitingFor.has(entry.id)} timeZone={timeZone} />,
        // Room for two buttons side by side; a third (a kiosk punch's Confirm) goes under them.
        className: "min-w-28 text-right",
      },
    ];
  }, [timeZone, actions, waitingFor, dayTotals, now]);

  const sortState = useMemo(() => toSortState(order), [order]);
  const onSortChange = useCallback((sort: SortState) => onOrderChange(toEntryOrder(sort)), [onOrderChange]);

  return (
    <SortableTable
      label="Time entries of the day"
      rows={entries}
      columns={columns}
      rowKey={(entry) => entry.id}
      sort={sortState}
      onSortChange={onSortChange}
      busy={loadingOrder}
      rowTestId="daily-entry-row"
    />
  );
}

function RowActions({
  entry,
  actions,
  correctionWaiting,
  timeZone,
}: {
  entry: TimeEntryView;
  actions: EntryActions;
  correctionWaiting: boolean;
  timeZone: string;
}) {
  const { onCorrect, onDelete, onHistory, onRequestCorrection, onPhotos, confirms } = actions;
  const locked = entry.payPeriodId !== null;
  // The account's own worker's entry: its history only, as when locked (the dialog says why), and no Confirm.
  const ownEntry = decisionRefusal(actions.decider, entry) !== null;
  return (
    // Wrapping, so the column narrows to its widest button and the table keeps to a desk's width without scrolling.
    <span className="flex flex-wrap items-center justify-end gap-1">
      <PunchPhotosButton entry={entry} onPhotos={onPhotos} icon />
      {onHistory ? (
        <RowAction label={`History of the entry of ${entry.workerName}`} icon={<History aria-hidden="true" />} onClick={() => onHistory(entry.id)} />
      ) : null}
      {/* A running entry is clocked out first (Correct): the server refuses to delete it. */}
      {onDelete && deletable(entry) ? (
        <RowAction label={`Delete entry of ${entry.workerName}`} icon={<Trash2 aria-hidden="true" />} onClick={() => onDelete(entry)} />
      ) : null}
      {onCorrect ? (
        locked || ownEntry ? (
          <RowAction label={`History of the entry of ${entry.workerName}`} icon={<History aria-hidden="true" />} onClick={() => onCorrect(entry.id)} />
        ) : (
          <RowAction label={`Correct entry of ${entry.workerName}`} icon={<PencilLine aria-hidden="true" />} onClick={() => onCorrect(entry.id)} />
        )
      ) : null}
      {/* Not for an entry a request waits for (its badge says so) nor one in an approved pay period (it cannot change). */}
      {onRequestCorrection && !correctionWaiting && !locked ? (
        <RowAction
          label={`Request correction of the entry of ${entry.workerName}`}
          icon={<Pencil aria-hidden="true" />}
          onClick={() => onRequestCorrection(entry)}
        />
      ) : null}
      {actions.onSignOff && signsOffLater(actions, entry, new Date(), timeZone) ? (
        <RowAction label={`Sign off the shift of ${entry.workerName}`} icon={<ClipboardCheck aria-hidden="true" />} onClick={() => actions.onSignOff?.(entry)} />
      ) : null}
      {confirms && !ownEntry && entry.verification === "unverified" ? <ConfirmPunchButton entry={entry} icon /> : null}
      {confirms && !ownEntry && entry.autoClosedAt ? <ConfirmAutoCloseButton entry={entry} icon /> : null}
    </span>
  );
}
