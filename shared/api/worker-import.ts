// The roster import (POST /api/workers/import/preview and /api/workers/import): the CSV's columns, how each row
// becomes a worker (validated by the same schema as Add Worker), and the preview's wire shape.
import { z } from "zod";
import { parseCsv } from "../domain/csv";
import { createWorkerSchema } from "../schema";
import { hasNoNul, NUL_TEXT_MESSAGE, REQUIRED_FIELDS_MESSAGE } from "./constants";

export const ROSTER_COLUMNS = ["name", "role", "trade", "specialization", "phone", "email", "rate"] as const;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number];
/** Without these a row can never be a worker, so the header must name them. */
const REQUIRED_COLUMNS: readonly RosterColumn[] = ["name", "role", "trade"];

export const ROSTER_IMPORT_MAX_ROWS = 1000;
/** 512 KiB of text: a 1000-person roster with long e-mail addresses is well under it. */
export const ROSTER_IMPORT_MAX_CHARS = 512 * 1024;

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

/** Both endpoints' body: the file's text, as the browser read it. */
export const rosterImportBodySchema = z
  .object({
    csv: z
      .string({ error: "Send the CSV file's text as csv" })
      .max(ROSTER_IMPORT_MAX_CHARS, `The file is larger than ${ROSTER_IMPORT_MAX_CHARS / 1024} KB; split it into smaller files`)
      // The app-wide NUL check runs on the global parser's bodies; this route has its own parser.
      .refine(hasNoNul, NUL_TEXT_MESSAGE),
  })
  .strict();

export interface RosterRowError {
  /** The column the problem is in; null for the row as a whole. */
  column: RosterColumn | null;
  message: string;
}

/** One data row of the file: its line, its cells by column (empty when absent) and what is wrong with it. */
export interface RosterPreviewRow {
  line: number;
  values: Record<RosterColumn, string>;
  errors: RosterRowError[];
}

/** POST /api/workers/import/preview: every data row; the file can be imported when errorRowCount is 0. */
export interface RosterPreviewView {
  columns: RosterColumn[];
  rows: RosterPreviewRow[];
  errorRowCount: number;
}

/** POST /api/workers/import: how many workers were stored (all the file's rows, in one transaction). */
export interface RosterImportResultView {
  imported: number;
}

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
