// Reads CSV text (RFC 4180: quoted fields, "" inside quotes, commas and line breaks inside quotes, CRLF or LF, a
// leading byte-order mark) into rows of cells; the writer for exports is server/modules/payroll/payroll-csv.ts.

/** One record: its cells, and the 1-based line it starts on (a quoted line break makes a record span lines). */
export interface CsvRow {
  line: number;
  cells: string[];
}

export type CsvParseResult =
  | { ok: true; rows: CsvRow[] }
  /** `line` is 1-based, counted in the text's own lines (a quoted line break counts). */
  | { ok: false; line: number; message: string };

/**
 * Splits the text into rows. Completely empty lines are skipped (a trailing newline, a blank line between rows);
 * cells are returned as written, untrimmed. A quote opened and never closed, or text right after a closing quote,
 * is an error naming its line, so a damaged file is refused instead of read with shifted columns.
 */
export function parseCsv(text: string): CsvParseResult {
  const input = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let row: string[] = [];
  let cell = "";
  let line = 1;
  let rowLine = 1;
  let quoted = false;
  let quoteLine = 0;
  let afterQuote = false;
  let rowHasContent = false;

  const endCell = () => {
    row.push(cell);
    cell = "";
    afterQuote = false;
  };
  const endRow = () => {
    endCell();
    if (rowHasContent || row.length > 1) rows.push({ line: rowLine, cells: row });
    row = [];
    rowHasContent = false;
  };

  for (let i = 0; i < input.length; i += 1) {
    const ch = input[i];
    if (quoted) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else {
          quoted = false;
          afterQuote = true;
        }
      } else {
        if (ch === "\n") line += 1;
        cell += ch;
      }
      continue;
    }
    if (ch === ",") {
      endCell();
      rowHasContent = true;
    } else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && input[i + 1] === "\n") i += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else if (afterQuote) {
      return { ok: false, line, message: `Line ${line}: unexpected text after a closing quote` };
    } else if (ch === '"' && cell === "") {
      quoted = true;
      quoteLine = line;
      rowHasContent = true;
    } else {
      cell += ch;
      rowHasContent = true;
    }
  }
  if (quoted) return { ok: false, line: quoteLine, message: `Line ${quoteLine}: a quote is opened and never closed` };
  if (rowHasContent || cell !== "" || row.length > 0) endRow();
  return { ok: true, rows };
}
