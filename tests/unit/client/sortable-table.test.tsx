// The one desk table sorts its rows itself by the header's column (the rule of lib/table-sort.ts), or, given `sort`
// and `onSortChange` (a list the server sorts), shows the rows in the order they arrive with the headers saying the
// order asked for.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type SortableColumn, SortableTable } from "@/components/ui/sortable-table";

type Row = { id: number; name: string };
const rows: Row[] = [
  { id: 1, name: "Worker 10" },
  { id: 2, name: "worker 2" },
  { id: 3, name: "Desk Amy" },
];
const columns: SortableColumn<Row>[] = [{ key: "name", header: "Name", sort: { kind: "text", value: (row) => row.name }, cell: (row) => row.name }];

/** The names in the order the markup lists them, and the Name header's aria-sort. */
function read(markup: string) {
  const names = [...markup.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((match) => match[1]);
  const ariaSort = markup.match(/<th[^>]*aria-sort="([a-z]+)"/)?.[1];
  return { names, ariaSort, busy: markup.includes('aria-busy="true"') };
}

describe("SortableTable", () => {
  it("sorts its rows itself from initialSort", () => {
    const markup = renderToStaticMarkup(
      <SortableTable label="People" rows={rows} columns={columns} rowKey={(row) => row.id} initialSort={{ columnKey: "name", direction: "descending" }} />,
    );
    expect(read(markup)).toEqual({ names: ["Worker 10", "worker 2", "Desk Amy"], ariaSort: "descending", busy: false });
  });

  it.each([false, true])("given sort and onSortChange, shows the rows as they arrive (busy: %s)", (busy) => {
    const markup = renderToStaticMarkup(
      <SortableTable
        label="People"
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        sort={{ columnKey: "name", direction: "ascending" }}
        onSortChange={() => {}}
        busy={busy}
      />,
    );
    expect(read(markup)).toEqual({ names: ["Worker 10", "worker 2", "Desk Amy"], ariaSort: "ascending", busy });
  });
});
