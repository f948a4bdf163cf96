// The order of the desk's day table, which the server sorts by (the list pages, so no one page can be sorted alone):
// each sortable column's value under the desk tables' rule (lib/table-sort.ts), which the server's order follows
// exactly (tests/api/time-entries-sorting.test.ts), and the order the table opens in. Types only: the first screen's
// prefetch (app/signed-in-pages.ts) reads the opening order without loading the screen.
import type { TimeEntryOrder, TimeEntrySort, TimeEntryView } from "@shared/api/time-clock";
import type { SortDirection, SortKind, SortState, SortValue } from "@/lib/table-sort";

export type { TimeEntryOrder, TimeEntrySort };

/** What each sortable column sorts by, as the rule reads it; the column keys are the list's `sort` values. */
export const ENTRY_SORT_VALUES: Record<TimeEntrySort, { kind: SortKind; value: (entry: TimeEntryView) => SortValue }> = {
  workerName: { kind: "text", value: (entry) => entry.workerName },
  projectName: { kind: "text", value: (entry) => entry.projectName },
  status: { kind: "text", value: (entry) => (entry.clockOutTime === null ? "Active" : "Completed") },
  clockInTime: { kind: "date", value: (entry) => entry.clockInTime },
  hoursWorked: { kind: "number", value: (entry) => entry.hoursWorked },
  location: { kind: "text", value: (entry) => entry.location },
};

/** The day table opens by clock-in, earliest first. */
export const DESK_DAY_ORDER: TimeEntryOrder = { sort: "clockInTime", direction: "asc" };

const ARIA: Record<TimeEntryOrder["direction"], SortDirection> = { asc: "ascending", desc: "descending" };

/** The order as the table's headers show it. */
export const toSortState = (order: TimeEntryOrder): SortState => ({ columnKey: order.sort, direction: ARIA[order.direction] });

/** A header's new order as the list's query; only sortable columns call back, and their keys are `sort` values. */
export const toEntryOrder = (sort: SortState): TimeEntryOrder => ({
  sort: sort.columnKey as TimeEntrySort,
  direction: sort.direction === "ascending" ? "asc" : "desc",
});
