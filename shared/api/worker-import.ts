// The roster import (POST /api/workers/import/preview and /api/workers/import): the CSV's columns and limits, the
// body, and the preview's wire shape. How a row becomes a worker is roster-rows.ts (it needs the table schemas, which
// the client does not load).
import { z } from "zod";
import { hasNoNul, NUL_TEXT_MESSAGE } from "./constants";

export const ROSTER_COLUMNS = ["name", "role", "trade", "specialization", "phone", "email", "rate"] as const;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number];
export const ROSTER_IMPORT_MAX_ROWS = 1000;
/** 512 KiB of text: a 1000-person roster with long e-mail addresses is well under it. */
export const ROSTER_IMPORT_MAX_CHARS = 512 * 1024;

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

