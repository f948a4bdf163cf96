// Zod mirrors of the time clock's answers (see openapi.ts, which re-exports them); the payroll shapes they share are in
// payroll.ts.
import { z } from "zod";
import { timeEntries } from "../schema";
import { GEOFENCE_VERDICTS } from "../domain/statuses";
import { wireRow } from "./openapi-wire";
import { manualEntryAuditViewSchema, payPeriodSummarySchema } from "./payroll";
import { instant, int } from "./wire";

export const timeEntryViewSchema = wireRow(timeEntries)
  .extend({
    workerName: z.string(),
    projectName: z.string(),
    locationStatus: z.enum(["verified", "recorded", "none"]),
    geofenceVerdict: z.enum(GEOFENCE_VERDICTS).nullable(),
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

