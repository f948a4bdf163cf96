// The desk tables' sort rule: keys by kind, empties last both ways, stable ties, and the header's direction toggle.
import { describe, expect, it } from "vitest";
import { compareSortKeys, nextSort, sortKeyOf, sortRows, type SortKind, type SortValue } from "@/lib/table-sort";

describe("sortKeyOf", () => {
  it.each([
    ["number", 12, 12],
    ["number", "12.50", 12.5],
    ["number", "-3", -3],
    ["number", " 7 ", 7],
    ["number", "", null],
    ["number", "  ", null],
    ["number", "abc", null],
    ["number", Number.NaN, null],
    ["number", Number.POSITIVE_INFINITY, null],
    ["number", null, null],
    ["number", undefined, null],
    ["date", "2024-03-05T14:00:00.000Z", Date.UTC(2024, 2, 5, 14)],
    ["date", "2024-03-05", Date.UTC(2024, 2, 5)],
    ["date", new Date(Date.UTC(2023, 0, 1)), Date.UTC(2023, 0, 1)],
    ["date", "not a date", null],
    ["date", new Date(Number.NaN), null],
    ["date", "", null],
    ["text", "  Rebar  ", "Rebar"],
    ["text", "", null],
    ["text", "   ", null],
    ["text", 42, "42"],
    ["text", null, null],
  ] as [SortKind, SortValue, number | string | null][])("%s %j -> %j", (kind, value, expected) => {
    expect(sortKeyOf(value, kind)).toBe(expected);
  });
});

describe("compareSortKeys", () => {
  it.each([
    [1, 2, "before"],
    [2, 1, "after"],
    [2, 2, "same"],
    [-1.5, 0, "before"],
    ["apple", "Banana", "before"],
    ["banana", "Apple", "after"],
    ["rebar", "REBAR", "same"],
    ["Unit 9", "Unit 10", "before"],
    ["Élan", "Elan", "same"],
    [null, 1, "after"],
    [1, null, "before"],
    [null, "a", "after"],
    [null, null, "same"],
  ] as const)("%j vs %j: %s", (a, b, expected) => {
    const order = Math.sign(compareSortKeys(a, b));
    expect(order).toBe(expected === "before" ? -1 : expected === "after" ? 1 : 0);
  });
});

type Row = { id: string; value: SortValue };
const rows = (...values: [string, SortValue][]): Row[] => values.map(([id, value]) => ({ id, value }));
const ids = (sorted: Row[]) => sorted.map((row) => row.id).join(" ");

describe("sortRows", () => {
  it.each([
    {
      name: "numbers as numbers, not as text ('10' after '9')",
      kind: "number",
      input: rows(["a", "10.00"], ["b", "9.50"], ["c", "100"], ["d", 0]),
      ascending: "d b a c",
      descending: "c a b d",
    },
    {
      name: "money strings with empties last both ways",
      kind: "number",
      input: rows(["a", null], ["b", "28.00"], ["c", ""], ["d", "31.50"]),
      ascending: "b d a c",
      descending: "d b a c",
    },
    {
      name: "dates by instant, unreadable ones last",
      kind: "date",
      input: rows(["a", "2024-03-05T15:00:00Z"], ["b", "2024-03-05T08:30:00-07:00"], ["c", "soon"], ["d", "2024-03-04T23:00:00Z"]),
      ascending: "d a b c",
      descending: "b a d c",
    },
    {
      name: "text without regard to case, numbers inside names in number order",
      kind: "text",
      input: rows(["a", "drywall screws"], ["b", "Anchor bolts"], ["c", "Bay 10"], ["d", "Bay 9"], ["e", null]),
      ascending: "b d c a e",
      descending: "a c d b e",
    },
    {
      name: "ties keep their input order in both directions",
      kind: "text",
      input: rows(["a", "Active"], ["b", "Inactive"], ["c", "active"], ["d", "Inactive"], ["e", "Active"]),
      ascending: "a c e b d",
      descending: "b d a c e",
    },
    {
      name: "empty input",
      kind: "number",
      input: [] as Row[],
      ascending: "",
      descending: "",
    },
  ] as { name: string; kind: SortKind; input: Row[]; ascending: string; descending: string }[])(
    "$name",
    ({ kind, input, ascending, descending }) => {
      const before = ids(input);
      expect(ids(sortRows(input, (row) => row.value, kind, "ascending"))).toBe(ascending);
      expect(ids(sortRows(input, (row) => row.value, kind, "descending"))).toBe(descending);
      // A copy: the caller's array (react-query's cached list) is never reordered.
      expect(ids(input)).toBe(before);
    },
  );

  it("reads each row's value once, however many comparisons the sort makes", () => {
    const many = Array.from({ length: 500 }, (_, index) => ({ id: String(index), value: (index * 7919) % 500 }));
    let reads = 0;
    const sorted = sortRows(many, (row) => (reads++, row.value), "number", "descending");
    expect(reads).toBe(500);
    expect(sorted.map((row) => row.value)).toEqual([...many.map((row) => row.value)].sort((a, b) => b - a));
  });
});

describe("nextSort", () => {
  it.each([
    { current: null, clicked: "name", expected: { columnKey: "name", direction: "ascending" } },
    { current: { columnKey: "name", direction: "ascending" }, clicked: "name", expected: { columnKey: "name", direction: "descending" } },
    { current: { columnKey: "name", direction: "descending" }, clicked: "name", expected: { columnKey: "name", direction: "ascending" } },
    { current: { columnKey: "name", direction: "descending" }, clicked: "rate", expected: { columnKey: "rate", direction: "ascending" } },
  ] as const)("$current.columnKey $current.direction, click $clicked -> $expected.direction", ({ current, clicked, expected }) => {
    expect(nextSort(current, clicked)).toEqual(expected);
  });
});
