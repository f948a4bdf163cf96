// The desk tables' sort rule: order rows by one column, as text, number or date, either way, keeping ties in the
// order they came in and empty cells last whichever way the column points.
export type SortKind = "text" | "number" | "date";
/** The words aria-sort takes, so the header can say the state as it is. */
export type SortDirection = "ascending" | "descending";
export type SortValue = string | number | Date | null | undefined;

export interface SortState {
  columnKey: string;
  direction: SortDirection;
}

// Numeric collation puts 'Unit 9' before 'Unit 10'; base sensitivity ignores case and accents.
const textCollator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/**
 * The value reduced to what compares: a number for numbers ('12.50' included) and dates (ISO text or Date, as
 * milliseconds), trimmed text for text; null for a value that is missing, blank or unreadable.
 */
export function sortKeyOf(value: SortValue, kind: SortKind): number | string | null {
  if (value === null || value === undefined) return null;
  if (kind === "text") {
    const text = String(value).trim();
    return text === "" ? null : text;
  }
  if (typeof value === "string" && value.trim() === "") return null;
  let key: number;
  if (kind === "number") key = typeof value === "number" ? value : Number(value);
  else key = value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(value);
  return Number.isFinite(key) ? key : null;
}

/** Ascending order of two keys of one kind; null (empty) sorts after everything. */
export function compareSortKeys(a: number | string | null, b: number | string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return textCollator.compare(String(a), String(b));
}

/**
 * A sorted copy of `rows`. Each row's key is read once (not once per comparison), ties keep their input order in
 * both directions, and empty values stay at the end in both directions.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  valueOf: (row: Row) => SortValue,
  kind: SortKind,
  direction: SortDirection,
): Row[] {
  const sign = direction === "ascending" ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, key: sortKeyOf(valueOf(row), kind) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
    return sign * compareSortKeys(a.key, b.key) || a.index - b.index;
  });
  return keyed.map((entry) => entry.row);
}

/** What a click on a column's header does: the sorted column flips direction, another column starts ascending. */
export function nextSort(current: SortState | null, columnKey: string): SortState {
  if (current?.columnKey === columnKey) {
    return { columnKey, direction: current.direction === "ascending" ? "descending" : "ascending" };
  }
  return { columnKey, direction: "ascending" };
}
