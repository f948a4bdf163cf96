// The day's time entries at a desk (from 1024 px): the entry cards' facts as a table sorted by its headers, by
// clock-in first, with the same Correct / History action for administrators.
import { PencilLine } from "lucide-react";
import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type SortableColumn, SortableTable } from "@/components/ui/sortable-table";
import type { TimeEntryView } from "../api";
import { formatTimeIn } from "../zoned-time";
import { EntryLocationBadge } from "./entry-location-badge";

type Props = {
  entries: readonly TimeEntryView[];
  timeZone: string;
  /** Present for those who correct entries; keep it stable (a state setter or useCallback). */
  onCorrect?: (entryId: number) => void;
};

export function TimeEntriesTable({ entries, timeZone, onCorrect }: Props) {
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
        cell: (entry) => entry.projectName,
      },
      {
        key: "status",
        header: "Status",
        sort: { kind: "text", value: (entry) => (entry.clockOutTime === null ? "Active" : "Completed") },
        cell: (entry) => (
          <span className="flex flex-wrap gap-1">
            {entry.clockOutTime === null ? <Badge variant="success">Active</Badge> : <Badge variant="completed">Completed</Badge>}
            {entry.payPeriodId !== null ? <Badge variant="info">Approved</Badge> : null}
          </span>
        ),
      },
      {
        key: "clockIn",
        header: "Clock in",
        numeric: true,
        sort: { kind: "date", value: (entry) => entry.clockInTime },
        cell: (entry) => formatTimeIn(entry.clockInTime, timeZone),
        className: "whitespace-nowrap",
      },
      {
        key: "clockOut",
        header: "Clock out",
        numeric: true,
        sort: { kind: "date", value: (entry) => entry.clockOutTime },
        cell: (entry) => (entry.clockOutTime === null ? <span className="text-slate-600">now</span> : formatTimeIn(entry.clockOutTime, timeZone)),
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
      {
        key: "notes",
        header: "Notes",
        cell: (entry) => (entry.notes ? <span className="line-clamp-3 text-sm">{entry.notes}</span> : null),
        className: "min-w-32",
      },
    ];
    if (!onCorrect) return all;
    return [
      ...all,
      {
        key: "actions",
        header: "Actions",
        cell: (entry) => (
          <Button variant="outline" size="sm" onClick={() => onCorrect(entry.id)} aria-label={`Correct entry of ${entry.workerName}`}>
            <PencilLine aria-hidden="true" /> {entry.payPeriodId !== null ? "History" : "Correct"}
          </Button>
        ),
        className: "text-right",
      },
    ];
  }, [timeZone, onCorrect]);

  return (
    <SortableTable
      label="Time entries of the day"
      rows={entries}
      columns={columns}
      rowKey={(entry) => entry.id}
      initialSort={{ columnKey: "clockIn", direction: "ascending" }}
      rowTestId="daily-entry-row"
    />
  );
}
