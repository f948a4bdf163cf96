// Zod mirrors of the worker, time clock and payroll answers (see openapi.ts, which re-exports them).
import { z } from "zod";
import { workers } from "../schema";
import { wireRow } from "./openapi-wire";
import { manualEntryAuditViewSchema, payPeriodSummarySchema } from "./time-clock-views";
import { instant, int, money } from "./wire";
import { ROSTER_COLUMNS, type RosterColumn } from "./worker-import";

export const workerViewSchema = wireRow(workers).extend({ activeTimeEntryId: int().nullable() }).strict();

const hoursAndPay = {
  regularHours: z.number(),
  overtimeHours: z.number(),
  totalHours: z.number(),
  regularPay: money(),
  overtimePay: money(),
  grossPay: money(),
};

export const payrollWeekViewSchema = z
  .object({
    weekStart: z.string(),
    weekEnd: z.string(),
    timeZone: z.string(),
    weeklyOvertime: z.boolean(),
    approved: z.boolean(),
    payPeriod: payPeriodSummarySchema.nullable(),
    openEntries: int(),
    workers: z.array(
      z
        .object({
          workerId: int(),
          workerName: z.string(),
          ...hoursAndPay,
          hourlyRate: money().nullable(),
          rates: z.array(money()),
          entriesWithoutRate: int(),
          entryCount: int(),
        })
        .strict(),
    ),
    totals: z.object({ workerCount: int(), entryCount: int(), ...hoursAndPay }).strict(),
  })
  .strict();

const workerChangeBase = {
  id: int(),
  workerId: int(),
  workerName: z.string(),
  changedAt: instant(),
  changedBy: int().nullable(),
  changedByName: z.string().nullable(),
};

/** WorkerChangeView in shared/api/workers.ts. */
export const workerChangeViewSchema = z.discriminatedUnion("field", [
  z
    .object({ ...workerChangeBase, field: z.literal("hourlyRate"), from: money().nullable(), to: money().nullable() })
    .strict()
    .describe("A rate change; from null is the starting rate"),
  z.object({ ...workerChangeBase, field: z.literal("isActive"), from: z.boolean(), to: z.boolean() }).strict(),
  z.object({ ...workerChangeBase, field: z.literal("archived"), from: z.boolean(), to: z.boolean() }).strict().describe("Archived (to true) or unarchived"),
]);

const rosterColumnSchema = z.enum(ROSTER_COLUMNS);

export const rosterPreviewViewSchema = z
  .object({
    columns: z.array(rosterColumnSchema).describe("The file's columns, in the app's order"),
    rows: z.array(
      z
        .object({
          line: int().describe("The line of the file the row starts on"),
          values: z.object(Object.fromEntries(ROSTER_COLUMNS.map((c) => [c, z.string()])) as Record<RosterColumn, z.ZodString>).strict(),
          errors: z.array(z.object({ column: rosterColumnSchema.nullable(), message: z.string() }).strict()),
        })
        .strict(),
    ),
    errorRowCount: int(),
  })
  .strict();

export const rosterImportResultViewSchema = z.object({ imported: int() }).strict();

export const payChangesWeekViewSchema = z
  .object({
    weekStart: z.string(),
    weekEnd: z.string(),
    timeZone: z.string(),
    changes: z.array(workerChangeViewSchema),
    entryChanges: z.array(manualEntryAuditViewSchema).describe("Entries of the week added by hand or deleted"),
  })
  .strict();

export const payrollSettingsResponseSchema = z.object({ weeklyOvertime: z.boolean() }).strict();

export const reverseGeocodeResultSchema = z
  .object({ address: z.string(), source: z.enum(["geocoder", "coordinates"]) })
  .strict();
