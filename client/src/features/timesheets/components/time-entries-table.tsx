// The day's time entries at a desk (from 1024 px): the entry cards' facts as a table sorted by its headers, by
// clock-in first, with the same Correct / History and Delete actions for administrators.
import { History, PencilLine, Trash2 } from "lucide-react";
import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { RowAction, type SortableColumn, SortableTable } from "@/components/ui/sortable-table";
import type { TimeEntryView } from "../api";
import { formatTimeIn } from "../zoned-time";
import { EntryLocationBadge } from "./entry-location-badge";
import { EntrySourceBadge } from "@/components/ui/entry-source-badge";

type Props = {
  entries: readonly TimeEntryView[];
  timeZone: string;
  /** Present for those who correct entries; keep it stable (a state setter or useCallback). */
  onCorrect?: (entryId: number) => void;
  /** Present for those who delete entries; keep it stable too. */
  onDelete?: (entry: TimeEntryView) => void;
};

export function TimeEntriesTable({ entries, timeZone, onCorrect, onDelete }: Props) {
  const columns = useMemo<SortableColumn<TimeEntryView>[]>(() => {
    const all: SortableColumn<TimeEntryView>[] = [
      {
        key: "worker",
        header: "Worker",
        sort: { kind: "text", value: (entry) => entry.workerName },
        cell: (entry) => <span className="font-semibold">{entry.workerName}</span>,
      },
      {
        key: "project",
        header: "Project",
        sort: { kind: "text", value: (entry) => entry.projectName },
        cell: (entry) => (
          <>
            {entry.projectName}
            {entry.notes ? <span className="line-clamp-2 text-sm text-slate-600">Notes: {entry.notes}</span> : null}
          </>
        ),
        className: "min-w-44",
      },
      {
        key: "status",
        header: "Status",
        sort: { kind: "text", value: (entry) => (entry.clockOutTime === null ? "Active" : "Completed") },
        cell: (entry) => (
          <span className="flex flex-wrap gap-1">
            {entry.clockOutTime === null ? <Badge variant="success">Active</Badge> : <Badge variant="completed">Completed</Badge>}
            {entry.payPeriodId !== null ? <Badge variant="info">Approved</Badge> : null}
            <EntrySourceBadge source={entry.source} />
          </span>
        ),
      },
      {
        key: "time",
        header: "Time",
        numeric: true,
        sort: { kind: "date", value: (entry) => entry.clockInTime },
        cell: (entry) =>
          `${formatTimeIn(entry.clockInTime, timeZone)} – ${entry.clockOutTime === null ? "now" : formatTimeIn(entry.clockOutTime, timeZone)}`,
        className: "whitespace-nowrap",
      },
      {
        key: "hours",
        header: "Hours",
        numeric: true,
        sort: { kind: "number", value: (entry) => entry.hoursWorked },
        cell: (entry) => <span className="font-semibold">{Number(entry.hoursWorked ?? 0).toFixed(2)}</span>,
      },
      {
        key: "location",
        header: "Location",
        sort: { kind: "text", value: (entry) => entry.location },
        cell: (entry) => (
          <span className="grid justify-items-start gap-1">
            {entry.location ? <span className="break-words">{entry.location}</span> : null}
            <EntryLocationBadge status={entry.locationStatus} />
          </span>
        ),
        className: "min-w-48",
      },
    ];
    if (!onCorrect) return all;
    return [
      ...all,
      {
        key: "actions",
        header: "Actions",
        cell: (entry) =>
          entry.payPeriodId !== null ? (
            <RowAction label={`History of the entry of ${entry.workerName}`} icon={<History aria-hidden="true" />} onClick={() => onCorrect(entry.id)} />
          ) : (
            <span className="inline-flex gap-1">
              {/* A running entry is clocked out first (Correct): the server refuses to delete it. */}
              {onDelete && entry.clockOutTime !== null ? (
                <RowAction label={`Delete entry of ${entry.workerName}`} icon={<Trash2 aria-hidden="true" />} onClick={() => onDelete(entry)} />
              ) : null}
              <RowAction label={`Correct entry of ${entry.workerName}`} icon={<PencilLine aria-hidden="true" />} onClick={() => onCorrect(entry.id)} />
            </span>
          ),
        className: "text-right",
      },
    ];
  }, [timeZone, onCorrect, onDelete]);

  return (
    <SortableTable
      label="Time entries of the day"
      rows={entries}
      columns={columns}
      rowKey={(entry) => entry.id}
      initialSort={{ columnKey: "time", direction: "ascending" }}
      rowTestId="daily-entry-row"
    />
  );
}
