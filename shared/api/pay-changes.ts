// The pay changes of a payroll week, for the approver to read before Approve: rate and active changes, entries added
// by hand or deleted, corrections of its entries, punches that reached the server late, and settings changes that
// move pay. Plain zod: the client bundles it.
import { z } from "zod";
import { LATE_TAP_FIELDS } from "../domain/tap-time";
import { TIME_ENTRY_SOURCES } from "../domain/statuses";
import { instant, int, money } from "./wire";
import { entryRefFields } from "./entry-ref";
import { workerChangeViewSchema } from "./workers";
import { settingsChangeViewSchema } from "./company-settings";
import type { TimeEntryChangeAction } from "./time-clock-views";

/** An entry added by hand or deleted, as the audit lists show it (the pay changes; a deletion's answer extends it). */
export const manualEntryAuditViewSchema = z
  .object({
    kind: z.enum(["added", "deleted"]),
    ...entryRefFields,
    clockInTime: instant(),
    clockOutTime: instant().nullable(),
    breakTime: int().describe("minutes"),
    hoursWorked: money().nullable().describe("hours as decimal text"),
    totalPay: money().nullable(),
    source: z.enum(TIME_ENTRY_SOURCES).describe("Where the entry came from: a deleted punch is 'clock'"),
    reason: z.string().nullable(),
    at: instant().describe("when it was added or deleted"),
    by: int().nullable(),
    byName: z.string().nullable(),
  })
  .strict();
export type ManualEntryAuditView = z.infer<typeof manualEntryAuditViewSchema>;

/** A punch queued on a device that reached the server more than 15 minutes after its tap, paid at the tap (issue 26). */
export const lateTapViewSchema = z
  .object({
    ...entryRefFields,
    punch: z.enum(LATE_TAP_FIELDS).describe("Which punch: clockInTime, clockOutTime, breakStart or breakEnd"),
    tappedAt: instant().describe("When it was tapped: the time it is paid at"),
    receivedAt: instant().describe("When it reached the server"),
    by: int().nullable().describe("The account that sent it; null when a kiosk did (byName names the kiosk)"),
    byName: z.string().nullable(),
  })
  .strict();
export type LateTapView = z.infer<typeof lateTapViewSchema>;

/** The actions of an entry's change history that move its hours (the pay changes list them). */
export const PAY_CORRECTION_ACTIONS = ["correct", "close", "review", "tapped_clock_out"] as const satisfies readonly TimeEntryChangeAction[];

/** A change of one of the week's entries that moved its hours: what changed (field -> [from, to]), who, when and why. */
export const entryCorrectionViewSchema = z
  .object({
    id: int(),
    ...entryRefFields,
    action: z.enum(PAY_CORRECTION_ACTIONS).describe("'correct' a correction; 'close' a clock-out added by hand; 'review' an auto-closed entry confirmed as it was; 'tapped_clock_out' a clock-out tapped before the auto-close replacing its time"),
    changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).describe("field -> [from, to]; times as ISO strings"),
    reason: z.string().nullable(),
    at: instant(),
    by: int().nullable(),
    byName: z.string().nullable(),
  })
  .strict();
export type EntryCorrectionView = z.infer<typeof entryCorrectionViewSchema>;

/**
 * GET /api/payroll/pay-changes?weekOf=: rate and active changes made during the week, oldest first; the entries of
 * the week (by clock-in day) added by hand or deleted, oldest first; and the changes of the settings that move pay made
 * from the week's start until its approval (or until now while it is not approved), oldest first.
 */
export const payChangesWeekViewSchema = z
  .object({
    weekStart: z.string(),
    weekEnd: z.string(),
    timeZone: z.string(),
    changes: z.array(workerChangeViewSchema),
    entryChanges: z.array(manualEntryAuditViewSchema).describe("Entries of the week added by hand or deleted"),
    corrections: z
      .array(entryCorrectionViewSchema)
      .describe("Changes that moved the hours of the week's entries: corrections (a correction request approved included), entries closed by hand, auto-closed entries confirmed, and a tapped clock-out replacing an auto-close; oldest first"),
    lateTaps: z.array(lateTapViewSchema).describe("Punches of the week's entries that reached the server more than 15 minutes after they were tapped, paid at the tap; oldest first"),
    settingsChanges: z
      .array(settingsChangeViewSchema)
      .describe("Changes of the settings that move pay (weekly overtime, break pay, the meal rule and premium) made from the week's start until its approval, or until now"),
  })
  .strict();
export type PayChangesWeekView = z.infer<typeof payChangesWeekViewSchema>;
