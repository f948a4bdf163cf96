// A desk table sorted by its column headers: a real <table> whose header cells carry aria-sort and hold buttons
// (so Tab, Enter and Space sort it), a header that stays in view while the rows scroll, figures right-aligned in
// tabular numerals. Sorting reorders rows without re-rendering them: each row is memoised on its data and the
// columns, so give it stable columns (useMemo) and rows whose objects change only when their data does.
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { memo, type ReactNode, useId, useMemo, useState } from "react";
import { cn } from "@/lib/cn";
import { Button } from "./button";
import { nextSort, sortRows, type SortKind, type SortState, type SortValue } from "@/lib/table-sort";

export interface SortableColumn<Row> {
  key: string;
  header: string;
  /** What the column sorts by; a column without it (actions) has a plain header. */
  sort?: { kind: SortKind; value: (row: Row) => SortValue };
  cell: (row: Row) => ReactNode;
  /** Figures: right-aligned with tabular numerals. */
  numeric?: boolean;
  /** Extra classes for the column's cells (a width, no wrapping). */
  className?: string;
}

interface SortableTableProps<Row> {
  /** The table's accessible name (a caption only screen readers read; the screen's heading shows it already). */
  label: string;
  rows: readonly Row[];
  columns: readonly SortableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The order the table opens in; rows arrive in their own order when it is not given. */
  initialSort?: SortState;
  rowTestId?: string;
}

const cellClass = "border-b border-slate-200 px-2 py-2 text-left first:pl-3 last:pr-3 align-middle";

export function SortableTable<Row>({ label, rows, columns, rowKey, initialSort, rowTestId }: SortableTableProps<Row>) {
  const [sort, setSort] = useState<SortState | null>(initialSort ?? null);
  const captionId = useId();
  const sortColumn = sort ? columns.find((column) => column.key === sort.columnKey) : undefined;
  const sorted = useMemo(
    () => (sort && sortColumn?.sort ? sortRows(rows, sortColumn.sort.value, sortColumn.sort.kind, sort.direction) : rows),
    [rows, sort, sortColumn],
  );

  return (
    // The region scrolls both ways inside the page (the header sticks to its top), and takes focus so the
    // keyboard can scroll it too.
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="max-h-[calc(100dvh-8rem)] overflow-auto rounded-card border border-slate-200 bg-white shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <table className="w-full border-separate border-spacing-0 text-base text-slate-900">
        <caption id={captionId} className="sr-only">
          {label}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = sort?.columnKey === column.key ? sort.direction : undefined;
              const Icon = direction === "ascending" ? ArrowUp : direction === "descending" ? ArrowDown : ArrowUpDown;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sort ? (direction ?? "none") : undefined}
                  className={cn(
                    cellClass,
                    "sticky top-0 z-10 bg-slate-50 py-0 text-sm font-semibold whitespace-nowrap text-slate-700",
                    column.numeric && "text-right",
                    column.className,
                  )}
                >
                  {column.sort ? (
                    <button
                      type="button"
                      onClick={() => setSort((current) => nextSort(current, column.key))}
                      className={cn(
                        "-mx-2 inline-flex min-h-11 items-center gap-1 rounded-md px-2 font-semibold hover:bg-slate-200 hover:text-slate-900",
                        column.numeric && "flex-row-reverse",
                        direction && "text-slate-900",
                      )}
                    >
                      {column.header}
                      <Icon className={cn("size-4 shrink-0", !direction && "text-slate-400")} aria-hidden="true" />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <TableRow key={rowKey(row)} row={row} columns={columns} testId={rowTestId} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One action of a row as a 44 px icon button, so a row's actions fit beside its figures: `label` names it for
 * screen readers and shows as its tooltip. The phone's cards keep the worded buttons.
 */
export function RowAction({ label, icon, onClick, primary = false }: { label: string; icon: ReactNode; onClick: () => void; primary?: boolean }) {
  return (
    <Button variant={primary ? "default" : "outline"} size="icon" onClick={onClick} aria-label={label} title={label}>
      {icon}
    </Button>
  );
}

// Generic components lose their type parameter through memo(); the cast keeps it.
const TableRow = memo(function TableRow<Row>({ row, columns, testId }: { row: Row; columns: readonly SortableColumn<Row>[]; testId?: string }) {
  return (
    <tr data-testid={testId} className="hover:bg-slate-50">
      {columns.map((column) => (
        <td key={column.key} className={cn(cellClass, column.numeric && "text-right tabular-nums", column.className)}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}) as <Row>(props: { row: Row; columns: readonly SortableColumn<Row>[]; testId?: string }) => ReactNode;
