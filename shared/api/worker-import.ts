// The roster import (POST /api/workers/import/preview and /api/workers/import): the CSV's columns and limits, the
// body, and the preview's and the import's answers. How a row becomes a worker is roster-rows.ts (the server's).
import { z } from "zod";
import { hasNoNul, NUL_TEXT_MESSAGE } from "./constants";
import { int } from "./wire";

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

const rosterColumnSchema = z.enum(ROSTER_COLUMNS);

export const rosterRowErrorSchema = z
  .object({
    column: rosterColumnSchema.nullable().describe("The column the problem is in; null for the row as a whole"),
    message: z.string(),
  })
  .strict();
export type RosterRowError = z.infer<typeof rosterRowErrorSchema>;

/** One data row of the file: its line, its cells by column (empty when absent) and what is wrong with it. */
export const rosterPreviewRowSchema = z
  .object({
    line: int().describe("The line of the file the row starts on"),
    values: z.object(Object.fromEntries(ROSTER_COLUMNS.map((c) => [c, z.string()])) as Record<RosterColumn, z.ZodString>).strict(),
    errors: z.array(rosterRowErrorSchema),
  })
  .strict();
export type RosterPreviewRow = z.infer<typeof rosterPreviewRowSchema>;

/** POST /api/workers/import/preview: every data row; the file can be imported when errorRowCount is 0. */
export const rosterPreviewViewSchema = z
  .object({
    columns: z.array(rosterColumnSchema).describe("The file's columns, in the app's order"),
    rows: z.array(rosterPreviewRowSchema),
    errorRowCount: int(),
  })
  .strict();
export type RosterPreviewView = z.infer<typeof rosterPreviewViewSchema>;

/** POST /api/workers/import: how many workers were stored (all the file's rows, in one transaction). */
export const rosterImportResultViewSchema = z.object({ imported: int() }).strict();
export type RosterImportResultView = z.infer<typeof rosterImportResultViewSchema>;
