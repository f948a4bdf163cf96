// The Payroll tab's period at a desk (issue 27 step 4): workers down; regular, overtime, double time (where the rule
// has it), total, gross and the flags an office checks before approving; then the period's days across. Sorted by the
// name, the figures or the flags. A day's cell is the worker's hours of the shifts that started that day, shares of their
// rounded pay lines (the server's dayHours), so a row's days add up to its total. The cards below keep each worker's
// details and "Explain hours".
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { dayKeysFrom } from "@shared/domain/work-week";
import { weekShowsDoubleTime } from "@shared/api/payroll";
import { Badge } from "@/components/ui/badge";
import { type SortableColumn, SortableTable } from "@/components/ui/sortable-table";
import { errorMessage } from "@/lib/api-client";
import { formatMoney } from "@/lib/format";
import { formatDayKey } from "@/lib/zoned-time";
import { payrollQueries, type PayrollWeekView, type PayrollWorkerLine } from "../payroll-api";
import { carriedHoursOf } from "./period-workweeks";
import { SignatureBadge, signatureOf } from "./signature-badge";

const hoursText = (hours: number | undefined) => (hours ? hours.toFixed(2) : "");

/** What the office checks on a row before approving: missed meals, hours without a rate, two rates, hours carried in. */
function flagsOf(week: PayrollWeekView, line: PayrollWorkerLine): string[] {
  const carried = carriedHoursOf(week, line.workerId);
  const missed = line.mealBreakMissedDays.length;
  return [
    missed ? `${missed} missed ${missed === 1 ? "meal" : "meals"}` : null,
    line.entriesWithoutRate ? `${line.entriesWithoutRate} without a rate` : null,
    line.rates.length > 1 ? "Two or more rates" : null,
    carried ? `${carried.hours.toFixed(2)} h carried in` : null,
  ].filter((flag): flag is string => flag !== null);
}

export function PayrollGrid({ week, weekOf }: { week: PayrollWeekView; weekOf: string }) {
  const grid = useQuery(payrollQueries.dayHours(weekOf));
  const cells = useMemo(() => {
    const byWorker = new Map<number, Map<string, number>>();
    for (const cell of grid.data?.dayHours ?? []) byWorker.set(cell.workerId, (byWorker.get(cell.workerId) ?? new Map()).set(cell.dayKey, cell.hours));
    return byWorker;
  }, [grid.data]);
  const doubleTime = weekShowsDoubleTime(week);
  const columns = useMemo<SortableColumn<PayrollWorkerLine>[]>(() => {
    const hoursColumn = (key: string, header: string, value: (line: PayrollWorkerLine) => number): SortableColumn<PayrollWorkerLine> => ({
      key,
      header,
      numeric: true,
      sort: { kind: "number", value },
      cell: (line) => value(line).toFixed(2),
    });
    const all: (SortableColumn<PayrollWorkerLine> | null)[] = [
      {
        key: "worker",
        header: "Worker",
        sort: { kind: "text", value: (line) => line.workerName },
        cell: (line) => <span className="font-semibold">{line.workerName}</span>,
        className: "min-w-44",
        // A month's days scroll sideways under the names.
        pinnedStart: true,
      },
      hoursColumn("regular", "Regular", (line) => line.regularHours),
      hoursColumn("overtime", "Overtime", (line) => line.overtimeHours),
      doubleTime ? hoursColumn("doubleTime", "Double time", (line) => line.doubleTimeHours) : null,
      { ...hoursColumn("total", "Total", (line) => line.totalHours), cell: (line) => <span className="font-semibold">{line.totalHours.toFixed(2)}</span> },
      { key: "gross", header: "Gross pay", numeric: true, sort: { kind: "number", value: (line) => line.grossPay }, cell: (line) => formatMoney(line.grossPay), className: "whitespace-nowrap" },
      {
        key: "flags",
        header: "Flags",
        sort: { kind: "number", value: (line) => flagsOf(week, line).length || null },
        cell: (line) => (
          <span className="flex flex-wrap gap-1">
            {flagsOf(week, line).map((flag) => (
              <Badge key={flag} variant="outline" className="whitespace-nowrap">
                {flag}
              </Badge>
            ))}
          </span>
        ),
        className: "min-w-40",
      },
      week.signatures === null
        ? null
        : {
            key: "signature",
            header: "Signature",
            sort: { kind: "text", value: (line) => signatureOf(week, line.workerId)?.status ?? null },
            cell: (line) => <SignatureBadge signature={signatureOf(week, line.workerId)!} timeZone={week.timeZone} />,
            className: "whitespace-nowrap",
          },
      // The days last, read across and not sorted by (narrow headers, so more of the period fits); the figures and
      // flags come first, in view beside the names however far the days scroll.
      ...dayKeysFrom(week.weekStart, week.weekEnd).map(
        (day): SortableColumn<PayrollWorkerLine> => ({
          key: day,
          header: formatDayKey(day, "EEE d"),
          numeric: true,
          cell: (line) => hoursText(cells.get(line.workerId)?.get(day)),
          className: "whitespace-nowrap",
        }),
      ),
    ];
    return all.filter((column): column is SortableColumn<PayrollWorkerLine> => column !== null);
  }, [week, cells, doubleTime]);

  return (
    <div className="grid gap-2">
      {grid.isError ? (
        <p role="alert" className="text-base text-red-900">
          Could not load the hours by day: {errorMessage(grid.error)}
        </p>
      ) : null}
      <SortableTable label="Payroll by worker and day" rows={week.workers} columns={columns} rowKey={(line) => line.workerId} rowTestId="payroll-grid-row" initialSort={{ columnKey: "worker", direction: "ascending" }} />
    </div>
  );
}
