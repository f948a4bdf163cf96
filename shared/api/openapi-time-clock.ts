// Zod mirrors of the worker, time clock and payroll answers (see openapi.ts, which re-exports them).
import { z } from "zod";
import { TIME_ENTRY_SOURCES, timeEntries, workers } from "../schema";
import { GEOFENCE_VERDICTS, PAY_PERIOD_STATUSES } from "../domain/statuses";
import { wireRow } from "./openapi-wire";
import { instant, int, money } from "./wire";
import { ROSTER_COLUMNS, type RosterColumn } from "./worker-import";

export const workerViewSchema = wireRow(workers).extend({ activeTimeEntryId: int().nullable() }).strict();

export const timeEntryViewSchema = wireRow(timeEntries)
  .extend({
    workerName: z.string(),
    projectName: z.string(),
    locationStatus: z.enum(["verified", "recorded", "none"]),
    geofenceVerdict: z.enum(GEOFENCE_VERDICTS).nullable(),
  })
  .strict();

export const payPeriodSummarySchema = z
  .object({
    id: int(),
    startDate: z.string(),
    endDate: z.string(),
    status: z.enum(PAY_PERIOD_STATUSES),
    approvedAt: instant().nullable(),
    approvedBy: int().nullable(),
  })
  .strict();

const timeEntryChangeViewSchema = z
  .object({
    id: int(),
    action: z.enum(["correct", "close", "add"]),
    changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).describe("field -> [from, to]"),
    reason: z.string().nullable(),
    changedAt: instant(),
    changedBy: int().nullable(),
    changedByName: z.string().nullable(),
  })
  .strict();

export const timeEntryDetailSchema = timeEntryViewSchema
  .extend({ changes: z.array(timeEntryChangeViewSchema), payPeriod: payPeriodSummarySchema.nullable() })
  .strict();

/** ManualEntryAuditView in shared/api/time-clock.ts. */
export const manualEntryAuditViewSchema = z
  .object({
    kind: z.enum(["added", "deleted"]),
    entryId: int(),
    workerId: int(),
    workerName: z.string(),
    projectId: int(),
    projectName: z.string(),
    clockInTime: instant(),
    clockOutTime: instant().nullable(),
    breakTime: int().describe("minutes"),
    hoursWorked: money().nullable().describe("hours as decimal text"),
    totalPay: money().nullable(),
    source: z.enum(TIME_ENTRY_SOURCES),
    reason: z.string().nullable(),
    at: instant().describe("when it was added or deleted"),
    by: int().nullable(),
    byName: z.string().nullable(),
  })
  .strict();

/** DELETE /api/time-entries/:id (TimeEntryDeletionView). */
export const timeEntryDeletionViewSchema = manualEntryAuditViewSchema
  .extend({ kind: z.literal("deleted"), changes: z.array(timeEntryChangeViewSchema) })
  .strict();

/** GET /api/time-entries/summary (TimeEntrySummaryView in shared/api/time-clock.ts). */
export const timeEntrySummaryViewSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    timeZone: z.string(),
    days: z.array(
      z
        .object({
          date: z.string().describe("yyyy-MM-dd in the company time zone; an entry counts on its clock-in day"),
          totalHours: z.number().describe("Sum of the day's hoursWorked; open entries add 0"),
          entryCount: int(),
          openCount: int().describe("Entries still clocked in"),
          lines: z.array(
            z
              .object({
                workerId: int(),
                workerName: z.string(),
                projectId: int(),
                projectName: z.string(),
                hours: z.number(),
                entryCount: int(),
                openCount: int(),
              })
              .strict(),
          ),
        })
        .strict(),
    ),
  })
  .strict();

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
