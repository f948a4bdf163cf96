// Wire shapes of the time clock and payroll: the clock-in/clock-out payloads of SPEC 7 (three client shapes each,
// validated by one strict superset), corrections and list filters; the response types are in time-clock-views.ts.
import { z } from "zod";
import { isValidAccuracyMeters, isValidLatitude, isValidLongitude } from "../domain/geofence";
import { manualShiftProblems, MAX_BREAK_MINUTES } from "../domain/manual-entry";
import { BREAK_KINDS, breakSpanProblems, MAX_TYPED_BREAKS, middleMealBreak, type BreakSpan } from "../domain/breaks";
import { ENTRY_VERIFICATIONS } from "../domain/entry-verification";
import { daysBetween, isDateKey } from "../domain/work-week";
import { DEFAULT_PAGE } from "./contract";
import { pageQueryFields } from "./paging";

/** Client clocks drift; a client time up to this far ahead of the server is still accepted. */
export const CLIENT_CLOCK_SKEW_MS = 2 * 60 * 1000;

const NUMERIC_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** Numbers arrive as JSON numbers or as numeric strings ("39.7392"); 'NaN', '' and other text are refused. */
export function numberLike(label: string, isValid: (n: number) => boolean, range: string) {
  return z
    .union([z.number({ error: `${label} must be a number` }), z.string({ error: `${label} must be a number` })], {
      error: `${label} must be a number`,
    })
    .transform((value, ctx) => {
      const n = typeof value === "number" ? value : NUMERIC_TEXT.test(value.trim()) ? Number(value.trim()) : NaN;
      if (!isValid(n)) {
        ctx.addIssue({ code: "custom", message: `${label} must be a number ${range}` });
        return z.NEVER;
      }
      return n;
    });
}

/** The GPS fields, required (a job switch); the punches' optional forms below are these `.nullish()`. */
export const latitudeField = (label = "Latitude") => numberLike(label, isValidLatitude, "between -90 and 90");
export const longitudeField = (label = "Longitude") => numberLike(label, isValidLongitude, "between -180 and 180");
export const accuracyField = () => numberLike("Location accuracy", (n) => isValidAccuracyMeters(n) && n < 1_000_000, "of metres, 0 or more");
export const latitude = (label?: string) => latitudeField(label).nullish();
export const longitude = (label?: string) => longitudeField(label).nullish();
export const accuracy = accuracyField().nullish();

export const entityId = (message: string) =>
  z
    .union([z.number({ error: message }), z.string({ error: message })], { error: message })
    .transform((value, ctx) => {
      const n = typeof value === "number" ? value : /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : NaN;
      if (!Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });

export const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Earlier than any punch this app can have recorded; also keeps day and week arithmetic in its valid range. */
const EARLIEST_TIME = Date.UTC(2000, 0, 1);

export const isoTime = (label: string) =>
  z
    .string({ error: `${label} must be an ISO timestamp` })
    .pipe(z.iso.datetime({ offset: true, error: `${label} must be an ISO timestamp such as 2026-03-02T07:00:00Z` }))
    .transform((v) => new Date(v))
    .refine((d) => d.getTime() >= EARLIEST_TIME, `${label} must be in the year 2000 or later`);

export const clientTime = (label: string) => isoTime(label).nullish();

/** A punch's or entry's cost code (issue 15): optional; null or left out is none. */
export const costCodeIdField = () => entityId("costCodeId must be a positive whole number").nullish();

export interface GeoFix {
  latitude: number;
  longitude: number;
}

/**
 * One strict superset of the three clock-in shapes of SPEC 7:
 * tracker {workerId, projectId, location 'lat,lng', notes}, dialog {workerId, projectId, location?, notes?},
 * GPS screen {workerId, projectId, location (address), clockInLatitude, clockInLongitude, locationAccuracy, clockInTime}.
 * The tracker and the dialog send their fix as the GPS screen does (issue 26 item 5), beside the spec's text.
 */
export const clockInSchema = z
  .object({
    workerId: entityId("Please select both worker and project"),
    projectId: entityId("Please select both worker and project"),
    location: optionalText(500, "Location"),
    notes: optionalText(2000, "Notes"),
    clockInLatitude: latitude(),
    clockInLongitude: longitude(),
    locationAccuracy: accuracy,
    clockInTime: clientTime("clockInTime"),
    costCodeId: costCodeIdField(),
  })
  .strict()
  .transform((input, ctx) => {
    const hasLat = input.clockInLatitude != null;
    const hasLng = input.clockInLongitude != null;
    if (hasLat !== hasLng) {
      ctx.addIssue({
        code: "custom",
        path: [hasLat ? "clockInLongitude" : "clockInLatitude"],
        message: "Send both latitude and longitude, or neither",
      });
      return z.NEVER;
    }
    // A fix comes only as coordinates with their accuracy, and must pass the site's geofence (see the clock-in step);
    // a location given only as text ('lat, lng' typed or pasted included) is stored as typed and never verified.
    const position: GeoFix | null = hasLat ? { latitude: input.clockInLatitude!, longitude: input.clockInLongitude! } : null;
    const fromGpsScreen = hasLat;
    if (fromGpsScreen && input.locationAccuracy == null) {
      ctx.addIssue({ code: "custom", path: ["locationAccuracy"], message: "Location accuracy is required with GPS coordinates" });
      return z.NEVER;
    }
    return {
      workerId: input.workerId,
      projectId: input.projectId,
      location: input.location,
      notes: input.notes,
      position,
      accuracyMeters: position ? (input.locationAccuracy ?? null) : null,
      clientClockInTime: input.clockInTime ?? null,
      fromGpsScreen,
      costCodeId: input.costCodeId ?? null,
    };
  });
export type ClockInInput = z.output<typeof clockInSchema>;
export type ClockInPayload = z.input<typeof clockInSchema>;

/**
 * One strict superset of the three clock-out shapes of SPEC 7:
 * tracker {timeEntryId, notes, clockOutLocation 'lat,lng'}, dialog {timeEntryId, notes?},
 * GPS screen {timeEntryId, location (address), clockOutLatitude, clockOutLongitude, clockOutTime} (+ optional locationAccuracy).
 */
export const clockOutSchema = z
  .object({
    timeEntryId: entityId("No active time entry found").optional(),
    // A clock-out a phone queued after a clock-in that reached the server as a late punch (issue 27): it completes
    // that late punch (the clock-in's answer gave its id) instead of an entry.
    latePunchId: entityId("Unknown late punch").optional(),
    notes: optionalText(2000, "Notes"),
    clockOutLocation: optionalText(500, "Clock-out location"),
    location: optionalText(500, "Location"),
    clockOutLatitude: latitude(),
    clockOutLongitude: longitude(),
    locationAccuracy: accuracy,
    clockOutTime: clientTime("clockOutTime"),
  })
  .strict()
  .transform((input, ctx) => {
    const hasLat = input.clockOutLatitude != null;
    const hasLng = input.clockOutLongitude != null;
    if ((input.timeEntryId === undefined) === (input.latePunchId === undefined)) {
      const both = input.timeEntryId !== undefined;
      ctx.addIssue({ code: "custom", path: [both ? "latePunchId" : "timeEntryId"], message: both ? "Send a time entry or a late punch, not both" : "No active time entry found" });
      return z.NEVER;
    }
    if (hasLat !== hasLng) {
      ctx.addIssue({
        code: "custom",
        path: [hasLat ? "clockOutLongitude" : "clockOutLatitude"],
        message: "Send both latitude and longitude, or neither",
      });
      return z.NEVER;
    }
    const locationText = input.location ?? input.clockOutLocation;
    // As at clock-in: a position only from coordinates; text is kept as typed.
    const position: GeoFix | null = hasLat ? { latitude: input.clockOutLatitude!, longitude: input.clockOutLongitude! } : null;
    const clockOut = {
      notes: input.notes,
      location: locationText,
      position,
      accuracyMeters: position ? (input.locationAccuracy ?? null) : null,
      clientClockOutTime: input.clockOutTime ?? null,
    };
    return input.latePunchId !== undefined ? { ...clockOut, latePunchId: input.latePunchId } : { ...clockOut, timeEntryId: input.timeEntryId! };
  });
/** The clock-out body as parsed: of an entry, or completing a late punch. */
export type ClockOutBody = z.output<typeof clockOutSchema>;
/** A clock-out of an entry, as every clock-out step takes it. */
export type ClockOutInput = Extract<ClockOutBody, { timeEntryId: number }>;
export type ClockOutPayload = z.input<typeof clockOutSchema>;

const dateKey = (label: string) =>
  z.string({ error: `${label} must be a date like 2026-03-02` }).refine(isDateKey, `${label} must be a date like 2026-03-02`);

/** The columns the desk's day table sorts the time entries by, on the server (`sort`). */
export const TIME_ENTRY_SORTS = ["workerName", "projectName", "status", "clockInTime", "hoursWorked", "location"] as const;
export type TimeEntrySort = (typeof TIME_ENTRY_SORTS)[number];
/** A sorted list's column and direction. */
export interface TimeEntryOrder {
  sort: TimeEntrySort;
  direction: "asc" | "desc";
}

/**
 * GET /api/time-entries filters; days are calendar days in APP_TIME_ZONE, `to` inclusive. The list pages
 * (`cursor`, `limit` rows a page), newest first unless `sort` names a column.
 */
export const timeEntryListQuerySchema = z
  .object({
    projectId: entityId("projectId must be a positive whole number").optional(),
    workerId: entityId("workerId must be a positive whole number").optional(),
    date: dateKey("date").optional(),
    from: dateKey("from").optional(),
    to: dateKey("to").optional(),
    verification: z
      .enum(ENTRY_VERIFICATIONS, { error: `verification must be one of ${ENTRY_VERIFICATIONS.join(", ")}` })
      .optional()
      .describe("Only entries in this state: 'unverified' lists the offline kiosk punches the office has to confirm"),
    sort: z
      .enum(TIME_ENTRY_SORTS, { error: `sort must be one of ${TIME_ENTRY_SORTS.join(", ")}` })
      .optional()
      .describe(
        "Sort by this column instead of newest first: text ignoring case and accents with numbers in number order ('Worker 2' before 'Worker 10'), status Active before Completed; empty values last either way; equal values in id order",
      ),
    direction: z.enum(["asc", "desc"], { error: "direction must be asc or desc" }).optional().describe("The sort's direction, asc unless given"),
    ...pageQueryFields(DEFAULT_PAGE),
  })
  .strict()
  .refine((q) => !(q.date && (q.from || q.to)), { message: "Use either date or from/to, not both", path: ["date"] })
  .refine((q) => !(q.from && q.to && q.from > q.to), { message: "from must not be after to", path: ["from"] })
  .refine((q) => !(q.direction && !q.sort), { message: "direction needs a sort", path: ["direction"] });
export type TimeEntryListQuery = z.output<typeof timeEntryListQuerySchema>;

/** The Weekly Summary reads at most this many days at once (a month). */
export const MAX_SUMMARY_DAYS = 31;

/** GET /api/time-entries/summary: both days required and inclusive, calendar days in APP_TIME_ZONE. */
export const timeEntrySummaryQuerySchema = z
  .object({
    from: dateKey("from"),
    to: dateKey("to"),
  })
  .strict()
  .refine((q) => !(q.from > q.to), { message: "from must not be after to", path: ["from"] })
  .refine((q) => !isDateKey(q.from) || !isDateKey(q.to) || daysBetween(q.from, q.to) < MAX_SUMMARY_DAYS, {
    message: `Choose a range of at most ${MAX_SUMMARY_DAYS} days`,
    path: ["to"],
  });
export type TimeEntrySummaryQuery = z.output<typeof timeEntrySummaryQuerySchema>;

export const activeEntryQuerySchema = z
  .object({ workerId: entityId("workerId must be a positive whole number") })
  .strict();

/** The longest reason a change of hours or of a period keeps (the forms check it before sending). */
export const REASON_MAX_CHARS = 500;
export const reasonText = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(REASON_MAX_CHARS, `The reason can be at most ${REASON_MAX_CHARS} characters`);

/**
 * One break typed by hand (a manual entry, a correction): its kind and both ends as ISO instants; the forms turn the
 * company-zone times typed into instants. Whether it is paid is decided by the server (its kind and the company's
 * meal pay setting), as for a break taken on the clock.
 */
export const typedBreakSchema = z
  .object({
    kind: z.enum(BREAK_KINDS, { error: "Choose meal or rest" }),
    startTime: isoTime("The break's start"),
    endTime: isoTime("The break's end"),
  })
  .strict();
export type TypedBreakPayload = z.input<typeof typedBreakSchema>;

export const typedBreaksField = () =>
  z
    .array(typedBreakSchema, { error: "breaks must be a list of { kind, startTime, endTime }" })
    .max(MAX_TYPED_BREAKS, `An entry can have at most ${MAX_TYPED_BREAKS} breaks`)
    .describe(
      "The entry's timed breaks, each within the shift, ending after it starts, none overlapping; the answer's breakTime is derived from them (their unpaid minutes)",
    );

/** The typed breaks as the rules and the database read them. */
export const toBreakSpans = (breaks: readonly z.output<typeof typedBreakSchema>[]): BreakSpan[] =>
  breaks.map((b) => ({ kind: b.kind, start: b.startTime, end: b.endTime }));

/** An admin's correction: close a forgotten entry, or fix its times, notes, project or breaks; always with a reason. */
export const timeEntryCorrectionSchema = z
  .object({
    clockInTime: isoTime("clockInTime").optional(),
    clockOutTime: isoTime("clockOutTime").optional(),
    // Room for the clock-in and clock-out notes together (each up to 2000), which a closed entry can hold.
    notes: optionalText(4100, "Notes").optional(),
    projectId: entityId("projectId must be a positive whole number").optional(),
    // null takes the cost code off; left out keeps it.
    costCodeId: costCodeIdField(),
    // Given: the entry's breaks become exactly these ([] removes them all); left out: they stay as they are.
    breaks: typedBreaksField().optional(),
    reason: reasonText("Please give a reason for the change"),
  })
  .strict()
  .refine((c) => c.clockInTime || c.clockOutTime || c.notes !== undefined || c.projectId || c.costCodeId !== undefined || c.breaks !== undefined, {
    message: "Change at least one of clockInTime, clockOutTime, notes, projectId, costCodeId or breaks",
  });
export type TimeEntryCorrection = z.output<typeof timeEntryCorrectionSchema>;

/**
 * POST /api/time-entries: an admin adds a missed shift by hand, priced at the worker's current rate. The times' rules
 * (shared/domain/manual-entry.ts, breaks.ts) are checked here without a clock; the service adds "not in the future".
 * Breaks come as `breaks` (timed); `breakMinutes` alone (callers that only know the minutes) stands for one unpaid
 * meal break of that length in the middle of the shift. Both at once are refused unless breakMinutes is 0.
 */
export const manualTimeEntrySchema = z
  .object({
    workerId: entityId("Choose a worker"),
    projectId: entityId("Choose a project"),
    clockInTime: isoTime("clockInTime"),
    clockOutTime: isoTime("clockOutTime"),
    breakMinutes: z
      .number({ error: "The break must be a whole number of minutes, 0 or more" })
      .int("The break must be a whole number of minutes, 0 or more")
      .min(0, "The break must be a whole number of minutes, 0 or more")
      .max(MAX_BREAK_MINUTES, `The break can be at most ${MAX_BREAK_MINUTES} minutes`)
      .default(0)
      .describe("Without breaks: one unpaid meal break of these minutes, placed in the middle of the shift. With breaks: leave it out (or 0)"),
    breaks: typedBreaksField().optional(),
    costCodeId: costCodeIdField(),
    reason: reasonText("Please give a reason for adding this entry"),
  })
  .strict()
  .superRefine((entry, ctx) => {
    // Zod runs this even when a field failed: then that field's own message is enough.
    if (!(entry.clockInTime instanceof Date) || !(entry.clockOutTime instanceof Date) || !Number.isInteger(entry.breakMinutes)) return;
    for (const problem of manualShiftProblems({ start: entry.clockInTime, end: entry.clockOutTime, breakMinutes: entry.breakMinutes })) {
      ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
    }
    if (!entry.breaks?.length) return;
    if (entry.breakMinutes > 0) {
      ctx.addIssue({ code: "custom", path: ["breakMinutes"], message: "Send either the breaks or breakMinutes, not both" });
    }
    if (!entry.breaks.every((b) => b.startTime instanceof Date && b.endTime instanceof Date)) return;
    for (const problem of breakSpanProblems(toBreakSpans(entry.breaks), { start: entry.clockInTime, end: entry.clockOutTime })) {
      ctx.addIssue({ code: "custom", path: ["breaks", problem.index, problem.field], message: problem.message });
    }
  })
  .transform(({ breaks, ...entry }) => ({
    ...entry,
    breaks: breaks?.length
      ? toBreakSpans(breaks)
      : entry.breakMinutes > 0
        ? [middleMealBreak({ start: entry.clockInTime, end: entry.clockOutTime }, entry.breakMinutes)]
        : [],
  }));
export type ManualTimeEntryInput = z.output<typeof manualTimeEntrySchema>;
export type ManualTimeEntryPayload = z.input<typeof manualTimeEntrySchema>;

/** DELETE /api/time-entries/:id body: why the entry is wrong (kept in the audit trail). */
export const timeEntryDeletionSchema = z.object({ reason: reasonText("Please give a reason for deleting this entry") }).strict();
export type TimeEntryDeletionInput = z.output<typeof timeEntryDeletionSchema>;

// The response types the screens read.
export * from "./time-clock-views";
