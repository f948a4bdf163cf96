// How a roster CSV's rows become workers: the header's words, each row validated by the same schema as Add Worker
// (createWorkerSchema), and e-mail addresses used twice. Pure; the server's import and preview use it.
import type { z } from "zod";
import { parseCsv } from "../domain/csv";
import { REQUIRED_FIELDS_MESSAGE } from "./constants";
import { createWorkerSchema } from "./workers";
import { ROSTER_COLUMNS, ROSTER_IMPORT_MAX_ROWS, type RosterColumn, type RosterPreviewRow, type RosterRowError } from "./worker-import";

/** Without these a row can never be a worker, so the header must name them. */
const REQUIRED_COLUMNS: readonly RosterColumn[] = ["name", "role", "trade"];

/** Header words, compared without case, spaces, dashes or underscores: the app's own names and the form's labels. */
const HEADER_ALIASES: Record<string, RosterColumn> = {
  name: "name",
  fullname: "name",
  role: "role",
  trade: "trade",
  category: "trade",
  specialization: "specialization",
  specialisation: "specialization",
  subcategory: "specialization",
  phone: "phone",
  phonenumber: "phone",
  email: "email",
  emailaddress: "email",
  rate: "rate",
  hourlyrate: "rate",
};

export type RosterWorker = z.output<typeof createWorkerSchema>;
export type RosterRead =
  | { ok: false; message: string }
  | { ok: true; columns: RosterColumn[]; rows: (RosterPreviewRow & { worker: RosterWorker | null })[] };

const headerKey = (cell: string) => cell.trim().toLowerCase().replace(/[\s_-]+/g, "");
export const emailKey = (email: string) => email.trim().toLowerCase();

const REQUIRED_COLUMN_LABELS = { name: "Name", role: "Role", trade: "Trade" } as const;

/** The schema's fields that a column feeds. */
const FIELD_COLUMN: Record<string, RosterColumn> = {
  name: "name",
  role: "role",
  category: "trade",
  subcategory: "specialization",
  phone: "phone",
  email: "email",
  hourlyRate: "rate",
};

function readHeader(cells: string[]): { ok: true; columns: (RosterColumn | null)[] } | { ok: false; message: string } {
  const columns: (RosterColumn | null)[] = [];
  for (const cell of cells) {
    const key = headerKey(cell);
    if (!key) {
      columns.push(null);
      continue;
    }
    const column = HEADER_ALIASES[key];
    if (!column) return { ok: false, message: `Unknown column "${cell.trim()}". The columns are: ${ROSTER_COLUMNS.join(", ")}.` };
    if (columns.includes(column)) return { ok: false, message: `The column "${column}" appears twice in the first line.` };
    columns.push(column);
  }
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length) {
    return {
      ok: false,
      message: `The first line must name the columns (in any order): ${ROSTER_COLUMNS.join(", ")}. Missing: ${missing.join(", ")}.`,
    };
  }
  return { ok: true, columns };
}

function rowErrors(values: Record<RosterColumn, string>): { worker: RosterWorker | null; errors: RosterRowError[] } {
  const input = {
    name: values.name,
    role: values.role,
    category: values.trade,
    subcategory: values.specialization,
    phone: values.phone,
    email: values.email,
    // Spreadsheets often format a rate as money: '$28.50' is read as 28.50.
    hourlyRate: values.rate.trim().replace(/^\$\s*/, ""),
  };
  const result = createWorkerSchema.safeParse(input);
  if (result.success) return { worker: result.data, errors: [] };
  const errors: RosterRowError[] = [];
  const missingRequired = (["name", "role", "trade"] as const).filter((column) => values[column].trim() === "");
  if (missingRequired.length) errors.push({ column: null, message: REQUIRED_FIELDS_MESSAGE });
  for (const column of missingRequired) errors.push({ column, message: `${REQUIRED_COLUMN_LABELS[column]} is required` });
  for (const issue of result.error.issues) {
    const column = FIELD_COLUMN[String(issue.path[0])] ?? null;
    if (column && missingRequired.includes(column as (typeof missingRequired)[number])) continue;
    errors.push({ column, message: issue.message });
  }
  return { worker: null, errors };
}

/**
 * Reads the file and checks every row as Add Worker would, plus e-mail addresses used twice in the file or already
 * on a worker (`existingEmails`: lower-cased address -> that worker's name). File-level problems (not CSV, no header,
 * no rows, too many rows) are one message; row problems stay with their row.
 */
export function readRoster(text: string, existingEmails: ReadonlyMap<string, string>): RosterRead {
  const parsed = parseCsv(text);
  if (!parsed.ok) return { ok: false, message: `The file is not valid CSV. ${parsed.message}.` };
  const [header, ...records] = parsed.rows;
  if (!header) return { ok: false, message: "The file is empty." };
  const head = readHeader(header.cells);
  if (!head.ok) return head;
  const dataRows = records.filter((record) => record.cells.some((cell) => cell.trim() !== ""));
  if (!dataRows.length) return { ok: false, message: "The file has a header but no workers." };
  if (dataRows.length > ROSTER_IMPORT_MAX_ROWS) {
    return { ok: false, message: `The file has ${dataRows.length} rows; at most ${ROSTER_IMPORT_MAX_ROWS} can be imported at once. Split it into smaller files.` };
  }

  const firstLineOfEmail = new Map<string, number>();
  const columns = ROSTER_COLUMNS.filter((column) => head.columns.includes(column));
  const rows = dataRows.map((record) => {
    const values = Object.fromEntries(ROSTER_COLUMNS.map((column) => [column, ""])) as Record<RosterColumn, string>;
    record.cells.forEach((cell, index) => {
      const column = head.columns[index];
      if (column) values[column] = cell;
    });
    const extra = record.cells.slice(head.columns.length).some((cell) => cell.trim() !== "");
    const { worker, errors } = rowErrors(values);
    if (extra) errors.push({ column: null, message: `This row has more cells than the header has columns (${head.columns.length})` });
    const email = worker?.email ? emailKey(worker.email) : null;
    if (email) {
      const owner = existingEmails.get(email);
      const earlierLine = firstLineOfEmail.get(email);
      if (owner !== undefined) errors.push({ column: "email", message: `${owner} already has this e-mail address` });
      else if (earlierLine !== undefined) errors.push({ column: "email", message: `This e-mail address is also on line ${earlierLine}` });
      else firstLineOfEmail.set(email, record.line);
    }
    return { line: record.line, values, errors, worker: errors.length ? null : worker };
  });
  return { ok: true, columns, rows };
}
