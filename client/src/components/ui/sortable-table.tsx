// A desk table sorted by its column headers: a real <table> whose header cells carry aria-sort and hold buttons
// (so Tab, Enter and Space sort it), a header that stays in view while the rows scroll, figures right-aligned in
// tabular numerals. Sorting reorders rows without re-rendering them: each row is memoised on its data and the
// columns, so give it stable columns (useMemo) and rows whose objects change only when their data does.
// A table either sorts its rows itself (the rule of lib/table-sort.ts) or, given `sort` and `onSortChange`, shows the
// order its rows arrive in (sorted by the server, for a list that pages) and reports header clicks.
// A long list is windowed: only the rows in view (and a few either side) are in the DOM, between two spacer rows
// that keep the scroll height, because laying out 500 table rows took the browser 0.2-0.6 s per sort and made
// scrolling stutter. aria-rowcount and aria-rowindex tell screen readers the full size and each row's place.
import { useVirtualizer } from "@tanstack/react-virtual";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { memo, type ReactNode, type RefObject, useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
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
  /** Stays at the right edge while the table scrolls sideways (a row's actions): long names never push them out of sight. */
  pinnedEnd?: boolean;
  /** Stays at the left edge while the table scrolls sideways (a grid's names, with many day columns after them). */
  pinnedStart?: boolean;
}

/** A pinned column's cells: over the others as they scroll under it, with a line at its inner edge. */
const pinnedEndClass = "sticky right-0 shadow-[inset_1px_0_0_var(--color-slate-200)]";
const pinnedStartClass = "sticky left-0 shadow-[inset_-1px_0_0_var(--color-slate-200)]";

type SortableTableProps<Row> = {
  /** The table's accessible name (a caption only screen readers read; the screen's heading shows it already). */
  label: string;
  rows: readonly Row[];
  columns: readonly SortableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  rowTestId?: string;
} & (
  | {
      /** The order the table opens in and then keeps itself; rows arrive in their own order when it is not given. */
      initialSort?: SortState;
      sort?: never;
      onSortChange?: never;
      busy?: never;
    }
  | {
      /** The order the rows arrive in, shown by the headers: the table does not sort them. */
      sort: SortState | null;
      /** A header was clicked: the order to fetch the rows in next. */
      onSortChange: (sort: SortState) => void;
      /** The rows shown are still those of the order before (aria-busy). */
      busy?: boolean;
      initialSort?: never;
    }
);

/** From this many rows the table is windowed; below it every row is in the DOM (simpler, and find-by-text works). */
export const WINDOWED_FROM_ROWS = 60;
/** A one-line row with its bottom border; rows are measured once drawn, so this is only the first guess. */
const ESTIMATED_ROW_PX = 61;
/** Rows drawn beyond each edge of the view, so fast scrolling and Tab into the next row meet a drawn row. */
const OVERSCAN_ROWS = 8;

const cellClass = "border-b border-slate-200 px-2 py-2 text-left first:pl-3 last:pr-3 align-middle";

export function SortableTable<Row>(props: SortableTableProps<Row>) {
  const { label, rows, columns, rowKey, rowTestId } = props;
  const [ownSort, setOwnSort] = useState<SortState | null>(props.initialSort ?? null);
  const controlled = props.onSortChange !== undefined;
  const sort = controlled ? props.sort : ownSort;
  const captionId = useId();
  const sortColumn = sort ? columns.find((column) => column.key === sort.columnKey) : undefined;
  const sorted = useMemo(
    () => (!controlled && sort && sortColumn?.sort ? sortRows(rows, sortColumn.sort.value, sortColumn.sort.kind, sort.direction) : rows),
    [controlled, rows, sort, sortColumn],
  );
  const sortBy = (columnKey: string) => {
    const next = nextSort(sort, columnKey);
    if (props.onSortChange) props.onSortChange(next);
    else setOwnSort(next);
  };
  const windowed = sorted.length >= WINDOWED_FROM_ROWS;
  const scrollBoxRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const { widths: columnWidths, lock: lockColumnWidths } = useLockedColumnWidths(windowed, columns, headRef);

  return (
    // The region scrolls both ways inside the page (the header sticks to its top), and takes focus so the
    // keyboard can scroll it too.
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      ref={scrollBoxRef}
      className="max-h-[calc(100dvh-8rem)] overflow-auto rounded-card border border-slate-200 bg-white shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <table
        aria-rowcount={sorted.length + 1}
        aria-busy={props.busy || undefined}
        className={cn("w-full border-separate border-spacing-0 text-base text-slate-900", columnWidths && "table-fixed")}
      >
        <caption id={captionId} className="sr-only">
          {label}
        </caption>
        {columnWidths ? (
          <colgroup>
            {columnWidths.map((width, index) => (
              <col key={columns[index]?.key ?? index} style={{ width: `${width}%` }} />
            ))}
          </colgroup>
        ) : null}
        <thead ref={headRef}>
          <tr aria-rowindex={1}>
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
                    column.pinnedEnd && cn(pinnedEndClass, "z-20"),
                    column.pinnedStart && cn(pinnedStartClass, "z-20"),
                    column.className,
                  )}
                >
                  {column.sort ? (
                    <button
                      type="button"
                      onClick={() => sortBy(column.key)}
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
        {windowed ? (
          <WindowedBody rows={sorted} columns={columns} rowKey={rowKey} testId={rowTestId} scrollBoxRef={scrollBoxRef} headRef={headRef} onRowsDrawn={lockColumnWidths} />
        ) : (
          <tbody>
            {sorted.map((row, index) => (
              <TableRow key={rowKey(row)} row={row} index={index} columns={columns} testId={rowTestId} />
            ))}
          </tbody>
        )}
      </table>
    </div>
  );
}

/**
 * One action of a row as a 44 px icon button, so a row's actions fit beside its figures: `label` names it for
 * screen readers and shows as its tooltip. The phone's cards keep the worded buttons.
 */
export function RowAction({
  label,
  icon,
  onClick,
  primary = false,
  pending = false,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  primary?: boolean;
  /** Its write is running: the button shows so and takes no second press. */
  pending?: boolean;
}) {
  return (
    <Button variant={primary ? "default" : "outline"} size="icon" onClick={onClick} aria-label={label} title={label} pending={pending}>
      {icon}
    </Button>
  );
}

interface WindowedBodyProps<Row> {
  rows: readonly Row[];
  columns: readonly SortableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  testId?: string;
  scrollBoxRef: RefObject<HTMLDivElement | null>;
  headRef: RefObject<HTMLTableSectionElement | null>;
  /** Called after a commit that drew rows, while the column widths are not yet locked. */
  onRowsDrawn?: () => void;
}

/** The rows in view of the table's scroll box, each measured as drawn, between spacers the height of the rest. */
function WindowedBody<Row>({ rows, columns, rowKey, testId, scrollBoxRef, headRef, onRowsDrawn }: WindowedBodyProps<Row>) {
  // The rows start below the sticky header inside the same scroll box.
  const [headerPx, setHeaderPx] = useState(0);
  useLayoutEffect(() => setHeaderPx(headRef.current?.offsetHeight ?? 0), [headRef]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollBoxRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => rowKey(rows[index]),
    overscan: OVERSCAN_ROWS,
    scrollMargin: headerPx,
  });
  const items = virtualizer.getVirtualItems();
  useLayoutEffect(() => {
    if (items.length > 0) onRowsDrawn?.();
  }, [items.length, onRowsDrawn]);
  const abovePx = items.length ? items[0].start - headerPx : 0;
  const belowPx = items.length ? virtualizer.getTotalSize() - (items[items.length - 1].end - headerPx) : 0;
  return (
    <tbody>
      {abovePx > 0 ? <SpacerRow heightPx={abovePx} columnCount={columns.length} /> : null}
      {items.map((item) => (
        <TableRow key={item.key} row={rows[item.index]} index={item.index} columns={columns} testId={testId} measureRef={virtualizer.measureElement} />
      ))}
      {belowPx > 0 ? <SpacerRow heightPx={belowPx} columnCount={columns.length} /> : null}
    </tbody>
  );
}

function SpacerRow({ heightPx, columnCount }: { heightPx: number; columnCount: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={columnCount} style={{ height: heightPx, padding: 0, border: 0 }} />
    </tr>
  );
}

/**
 * A windowed table's columns keep the widths its first drawn rows gave them (as shares of the table, so a wider
 * window widens them alike); otherwise every scroll would re-fit the columns to the rows then drawn and they would
 * jump. `lock` measures the header cells once the body has drawn rows.
 */
function useLockedColumnWidths<Row>(windowed: boolean, columns: readonly SortableColumn<Row>[], headRef: RefObject<HTMLTableSectionElement | null>) {
  const [locked, setLocked] = useState<{ columns: readonly SortableColumn<Row>[]; widths: number[] } | null>(null);
  const widths = windowed && locked?.columns === columns ? locked.widths : null;
  const lock = useCallback(() => {
    const cells = [...(headRef.current?.rows[0]?.cells ?? [])];
    const total = cells.reduce((sum, cell) => sum + cell.getBoundingClientRect().width, 0);
    if (total > 0) setLocked({ columns, widths: cells.map((cell) => (100 * cell.getBoundingClientRect().width) / total) });
  }, [columns, headRef]);
  return { widths, lock: widths ? undefined : lock };
}

interface TableRowProps<Row> {
  row: Row;
  /** The row's place in the sorted list, from 0. */
  index: number;
  columns: readonly SortableColumn<Row>[];
  testId?: string;
  measureRef?: (element: HTMLTableRowElement | null) => void;
}

// Generic components lose their type parameter through memo(); the cast keeps it.
const TableRow = memo(function TableRow<Row>({ row, index, columns, testId, measureRef }: TableRowProps<Row>) {
  return (
    // The header is row 1 for screen readers; data-index tells the virtualizer which row it measured.
    <tr ref={measureRef} data-index={index} aria-rowindex={index + 2} data-testid={testId} className="group hover:bg-slate-50">
      {columns.map((column) => (
        <td
          key={column.key}
          className={cn(
            cellClass,
            column.numeric && "text-right tabular-nums",
            column.pinnedEnd && cn(pinnedEndClass, "bg-white group-hover:bg-slate-50"),
            column.pinnedStart && cn(pinnedStartClass, "bg-white group-hover:bg-slate-50"),
            column.className,
          )}
        >
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}) as <Row>(props: TableRowProps<Row>) => ReactNode;
