// Response shapes of the time clock and payroll as the screens read them (JSON: instants arrive as ISO strings, numeric
// columns as decimal strings such as '12.50'). The time entry answers are plain zod (no drizzle: the client bundles
// them) and their types are z.infer of them; request shapes are in time-clock.ts, which re-exports these.
import { z } from "zod";
import { BREAK_KINDS } from "../domain/breaks";
import { ENTRY_VERIFICATIONS } from "../domain/entry-verification";
import { GEOFENCE_VERDICTS, TIME_ENTRY_SOURCES, type TimeEntrySource } from "../domain/statuses";
import { payPeriodSummarySchema } from "./payroll";
import { manualEntryAuditViewSchema } from "./pay-changes";
import { instant, int, money } from "./wire";

export type { TimeEntrySource };

export const LOCATION_STATUSES = ["verified", "recorded", "typed", "none"] as const;
/**
 * 'verified' when the geofence verified the clock-in, 'recorded' when it has coordinates, 'typed' when it has only a
 * place typed as text (never verified: "Typed location, not GPS", issue 26 item 5), else 'none' ('No Location').
 */
export type LocationStatus = (typeof LOCATION_STATUSES)[number];
/** Each status in the words of the entry's location badge, which the payroll entries file repeats. */
export const LOCATION_STATUS_TEXT: Record<LocationStatus, string> = {
  verified: "Location Verified",
  recorded: "Location Recorded",
  typed: "Typed location, not GPS",
  none: "No Location",
};

/** How an entry's clock-in place is known (the one rule: the entry's badge and the payroll entries file). */
export function locationStatusOf(entry: { isLocationVerified: boolean; clockInLatitude: string | null; location: string | null }): LocationStatus {
  if (entry.isLocationVerified) return "verified";
  if (entry.clockInLatitude !== null) return "recorded";
  if (entry.location?.trim()) return "typed";
  return "none";
}

const decimal = (what: string) => z.string().describe(`${what} as decimal text`);

/** The time_entries row as JSON: exactly the table's columns (a test holds them to the table). */
export const timeEntryRowSchema = z
  .object({
    id: int(),
    workerId: int(),
    projectId: int(),
    clockInTime: instant().describe("The paid time of the clock-in: the server's receive time, or for a queued punch the time of the tap (receive time less its Tap-Age-Ms)"),
    clockOutTime: instant().nullable().describe("The paid time of the clock-out, as clockInTime"),
    clockInReceivedAt: instant().describe("When the server received the clock-in (its own clock); for an entry added by hand, when it was added"),
    clockOutReceivedAt: instant().nullable().describe("When the server received the clock-out; null while open"),
    clientClockInTime: instant().nullable().describe("The phone's own clock at the tap, as it sent it (never trusted: a phone's clock may be set wrong)"),
    clientClockOutTime: instant().nullable(),
    hoursWorked: decimal("hours").nullable(),
    // Pay figures: absent for crew and foremen (mount strips them), so readers treat them as optional.
    hourlyRate: money().nullable().optional().describe("numeric(10,2) as decimal text: the rate copied at clock-in; absent for crew and foremen"),
    overtimeHours: decimal("hours"),
    overtimeRate: money().nullable().optional().describe("numeric(10,2) as decimal text; absent for crew and foremen"),
    totalPay: money().nullable().optional().describe("numeric(10,2) as decimal text; absent for crew and foremen"),
    location: z.string().nullable(),
    clockOutLocation: z.string().nullable(),
    clockInLatitude: decimal("degrees").nullable(),
    clockInLongitude: decimal("degrees").nullable(),
    clockOutLatitude: decimal("degrees").nullable(),
    clockOutLongitude: decimal("degrees").nullable(),
    locationAccuracy: decimal("metres").nullable(),
    clockOutAccuracy: decimal("metres").nullable(),
    distanceMeters: decimal("metres").nullable(),
    geofenceVerdict: z.enum(GEOFENCE_VERDICTS).nullable(),
    isLocationVerified: z.boolean(),
    notes: z.string().nullable(),
    breakTime: int().describe("Unpaid break minutes, deducted from hoursWorked: derived from the timed breaks (a manual entry's and a correction's too; an entry typed before timed breaks keeps its minutes until its breaks are corrected)"),
    isApproved: z.boolean(),
    approvedBy: int().nullable(),
    approvedAt: instant().nullable(),
    payPeriodId: int().nullable(),
    createdBy: int().nullable().describe("The account that clocked in (or entered the entry)"),
    clockedOutBy: int().nullable().describe("The account that clocked out, or the admin whose correction closed the entry"),
    source: z.enum(TIME_ENTRY_SOURCES),
    clockInKioskId: int().nullable().describe("The site kiosk that took the clock-in (then createdBy is null: the worker punched with their PIN)"),
    clockOutKioskId: int().nullable().describe("The site kiosk that took the clock-out (then clockedOutBy is null)"),
    verification: z
      .enum(ENTRY_VERIFICATIONS)
      .describe("'unverified': a kiosk took a punch of it offline, where no PIN could be checked, and the office has not confirmed it yet"),
    costCodeId: int().nullable().describe("The cost code the hours are booked to; null: none"),
    crewClockIn: z.boolean().describe("Clocked in by a crew punch: the position is the foreman's (or office user's) fix for the whole crew"),
    crewClockOut: z.boolean().describe("Clocked out by a crew punch"),
    forgottenAlertAt: instant().nullable().describe("When the forgotten clock-out alert went out for it (once)"),
    autoClosedAt: instant()
      .nullable()
      .describe("Set: closed by the auto-close job and not yet confirmed or corrected ('Auto-closed, needs review'); its week cannot be approved"),
    signOffDue: z.boolean().describe("The company asked for the sign-off when the GPS clock clocked it out: 'No sign-off' while signOff is null"),
    costCodeDue: z
      .boolean()
      .describe("Punched without a cost code while the company required one: 'No cost code' until the office gives it one; its week cannot be approved meanwhile"),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .strict();

/** One timed break of an entry (issue 15); `paid` was decided when it started. */
export const entryBreakViewSchema = z
  .object({
    id: int(),
    kind: z.enum(BREAK_KINDS),
    startedAt: instant().describe("The paid time of the start: the tap's time for a queued break (issue 26)"),
    endedAt: instant().nullable().describe("null while the break is running"),
    startReceivedAt: instant().describe("When the server received the start"),
    endReceivedAt: instant().nullable().describe("When the server received the end; null while running"),
    paid: z.boolean().describe("Rest breaks always; meal breaks when the company paid meals when it started"),
  })
  .strict();
export type EntryBreakView = z.infer<typeof entryBreakViewSchema>;
/** The entry's cost code as the screens show it ("03-300 – Concrete"), whether or not it is still active. */
export const entryCostCodeSchema = z.object({ id: int(), code: z.string(), name: z.string() }).strict();
export type EntryCostCode = z.infer<typeof entryCostCodeSchema>;
/** The clock-out sign-off's answers as the timesheet shows them (issue 15). */
export const entrySignOffSchema = z
  .object({
    tookBreaks: z.boolean(),
    injured: z.boolean(),
    incidentId: int().nullable().describe("The injury record 'injured' made (office and admins read it on the Safety screen)"),
    signedAt: instant(),
    signedByName: z.string().nullable().describe("Who answered; null when a kiosk took it"),
    confirmed: z.boolean().describe("false: a kiosk took the answers offline (no PIN); the worker's own answer replaces them"),
  })
  .strict();
export type EntrySignOff = z.infer<typeof entrySignOffSchema>;

/**
 * Every time-entry answer: the row plus the names the screens show (its cost code's too), how its location was checked,
 * and whether a kiosk photo was kept with each punch (GET /api/time-entries/{id}/photos/{punch}, office only).
 */
export const timeEntryViewSchema = timeEntryRowSchema
  .extend({
    workerName: z.string(),
    projectName: z.string(),
    locationStatus: z.enum(LOCATION_STATUSES).describe("How the clock-in's place is known: verified, recorded (coordinates), typed (text only, never verified) or none"),
    costCode: entryCostCodeSchema.nullable().describe("costCodeId's code and name; null without one"),
    hasClockInPhoto: z.boolean(),
    hasClockOutPhoto: z.boolean(),
    breaks: z.array(entryBreakViewSchema).describe("The entry's timed breaks in start order; breakTime is their unpaid minutes"),
    verificationReason: z
      .string()
      .nullable()
      .describe("While unverified: why it waits for the office (a kiosk's offline tap, or a tap that reached the server long after it was made)"),
    onBreak: z.enum(BREAK_KINDS).nullable().describe("The kind of the break running now, or null"),
    signOff: entrySignOffSchema.nullable().describe("The clock-out sign-off's answers; null: none given"),
  })
  .strict();
export type TimeEntryView = z.infer<typeof timeEntryViewSchema>;

export const timeEntrySummaryLineSchema = z
  .object({
    workerId: int(),
    workerName: z.string(),
    projectId: int(),
    projectName: z.string(),
    hours: z.number().describe("Sum of the entries' hoursWorked (2 decimals each, as stored); open entries add 0"),
    entryCount: int(),
    openCount: int().describe("Entries still clocked in (their hours are not known yet)"),
    mealBreakMissed: z
      .boolean()
      .describe("The worker's day (all their entries of it, across projects; open ones until now) missed the company's meal break; false while the rule is off"),
  })
  .strict();
/** One worker on one project on one day of the summary: their entries of that day added up. */
export type TimeEntrySummaryLine = z.infer<typeof timeEntrySummaryLineSchema>;

export const timeEntryDaySummarySchema = z
  .object({
    date: z.string().describe("yyyy-MM-dd in the company time zone; an entry counts on its clock-in day"),
    totalHours: z.number().describe("Sum of the day's hoursWorked; open entries add 0"),
    entryCount: int(),
    openCount: int().describe("Entries still clocked in"),
    lines: z.array(timeEntrySummaryLineSchema).describe("Ordered by hours (most first), then worker and project name"),
    workersPastDaily: int()
      .nullable()
      .describe("Workers shown whose hours that day (their lines added up) went past the overtime rule's daily threshold; null under a rule with no daily overtime"),
  })
  .strict();
export type TimeEntryDaySummary = z.infer<typeof timeEntryDaySummarySchema>;

/** GET /api/time-entries/summary?from=&to=: every day of the range, empty ones included. */
export const timeEntrySummaryViewSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    timeZone: z.string(),
    dailyOvertimeAfterHours: z.number().nullable().describe("The overtime rule's daily threshold in hours (12 in Colorado); null when it has none"),
    days: z.array(timeEntryDaySummarySchema),
  })
  .strict();
export type TimeEntrySummaryView = z.infer<typeof timeEntrySummaryViewSchema>;

export const TIME_ENTRY_CHANGE_ACTIONS = ["correct", "close", "add", "verify", "unverify", "auto_close", "review", "tapped_clock_out", "late_tap"] as const;
export type TimeEntryChangeAction = (typeof TIME_ENTRY_CHANGE_ACTIONS)[number];

export const timeEntryChangeViewSchema = z
  .object({
    id: int(),
    action: z
      .enum(TIME_ENTRY_CHANGE_ACTIONS)
      .describe("'add' is an entry added by hand: every field from null; 'verify' the office confirming an offline kiosk punch; 'unverify' a kiosk taking a clock-out, break or sign-off offline (no PIN: changedBy is null, changedByName names the kiosk); 'auto_close' the server closing a forgotten clock-out (no account); 'review' the office confirming an auto-closed entry; 'tapped_clock_out' a clock-out tapped before the auto-close and synced after it, whose time replaced the auto-close's; 'late_tap' a tap queued on a device that reached the server more than 15 minutes after it was made: changes {field: [received, paid]}"),
    changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).describe("field -> [from, to]; times as ISO strings"),
    reason: z.string().nullable(),
    changedAt: instant(),
    changedBy: int().nullable(),
    changedByName: z.string().nullable(),
  })
  .strict();
export type TimeEntryChangeView = z.infer<typeof timeEntryChangeViewSchema>;

/** DELETE /api/time-entries/:id: what was deleted, who, when and why, with the entry's change history (kept). */
export const timeEntryDeletionViewSchema = manualEntryAuditViewSchema
  .extend({ kind: z.literal("deleted"), changes: z.array(timeEntryChangeViewSchema) })
  .strict();
export type TimeEntryDeletionView = z.infer<typeof timeEntryDeletionViewSchema>;

/**
 * GET /api/time-entries/:id: the entry, who punched it, its change history, and the approved pay period holding it
 * (then it can no longer be corrected).
 */
export const timeEntryDetailSchema = timeEntryViewSchema
  .extend({
    clockInByName: z
      .string()
      .nullable()
      .describe("Who clocked in (or added the entry): the account's name, or 'Kiosk: <name>' for a kiosk punch; null when that account or kiosk was deleted"),
    clockOutByName: z.string().nullable().describe("Who clocked out, the same way; null while open or when unknown"),
    changes: z.array(timeEntryChangeViewSchema),
    payPeriod: payPeriodSummarySchema.nullable(),
  })
  .strict();
export type TimeEntryDetail = z.infer<typeof timeEntryDetailSchema>;

// Payroll's, the roster's and the geocoder's answers live with their contracts; the time clock's readers use them there.
