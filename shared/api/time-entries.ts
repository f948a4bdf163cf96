// The time entries' endpoints (server/modules/time-entries): the list (paged), the days' summary, a worker's open
// entry, the idempotent punches, one entry with its history, corrections, and entries added or deleted by hand. The
// request shapes are in time-clock.ts, the answers in time-clock-views.ts.
// Crew and foremen read and punch too (issue 14), narrowed by the server: a crew member sees their own entries and
// punches only themself on their projects; a foreman sees the entries on their projects (and their own) and punches
// their crew on their projects. Pay figures are absent from their answers. Adding, correcting and deleting stay office.
import { z } from "zod";
import { DEFAULT_PAGE, endpoint, json, list, orNull } from "./contract";
import {
  activeEntryQuerySchema,
  clockInSchema,
  clockOutSchema,
  manualTimeEntrySchema,
  timeEntryCorrectionSchema,
  timeEntryDeletionSchema,
  timeEntryListQuerySchema,
  timeEntrySummaryQuerySchema,
} from "./time-clock";
import { timeEntryDeletionViewSchema, timeEntryDetailSchema, timeEntrySummaryViewSchema, timeEntryViewSchema } from "./time-clock-views";
import { switchJobSchema, switchJobViewSchema } from "./job-switch";
import { latePunchAnswer } from "./correction-requests";

/** POST /api/time-entries/:id/review: the office confirms an auto-closed entry's time as it is. */
export const timeEntryReviewSchema = z
  .object({ confirmed: z.literal(true, { error: "confirmed must be true (to change the time, correct the entry instead)" }) })
  .strict();

/** Without a day range the list is the newest this many entries (paged like any other); a range bounds itself. */
export const UNBOUNDED_LIST_ENTRIES = 200;

export const timeEntriesApi = {
  list: endpoint({
    method: "GET",
    path: "/api/time-entries",
    summary: "Time entries, filtered by project, worker and days",
    description: `Newest first (by clock-in, then id), or by the \`sort\` column (then id); \`verification=unverified\` lists the offline kiosk punches waiting for the office. A range of days (date, or from/to: at most 93 days) lists every entry clocked in within it; without one, the newest ${UNBOUNDED_LIST_ENTRIES} entries. Crew get their own entries only; a foreman the entries on their projects and their own.`,
    tag: "time-entries",
    access: "member",
    query: timeEntryListQuerySchema,
    page: DEFAULT_PAGE,
    response: list(timeEntryViewSchema, "The entries of this page"),
  }),
  // Before /:id, which would take 'summary' for an id.
  summary: endpoint({
    method: "GET",
    path: "/api/time-entries/summary",
    summary: "Hours per day, and per worker and project on each day, for up to 31 days",
    description:
      "Every day from `from` to `to` (inclusive, company time zone; an entry counts on its clock-in day), empty days included: the hoursWorked of its entries added up (open entries count 0 and are counted in openCount) and one line per worker and project. Crew and foremen get the totals of the entries they may see (their own; a foreman's also those on their projects).",
    tag: "time-entries",
    access: "member",
    query: timeEntrySummaryQuerySchema,
    response: json(timeEntrySummaryViewSchema, "The days"),
  }),
  active: endpoint({
    method: "GET",
    path: "/api/time-entries/active",
    summary: "A worker's open time entry, or null",
    description: "Crew may ask only of themself, a foreman of their crew (another worker answers 404); an open entry they may not see answers null.",
    tag: "time-entries",
    access: "member",
    query: activeEntryQuerySchema,
    response: orNull(timeEntryViewSchema, "The open entry, or null when not clocked in"),
  }),
  workerActive: endpoint({
    method: "GET",
    path: "/api/workers/:workerId/active-time",
    summary: "A worker's open time entry, or null",
    description: "Crew may ask only of themself, a foreman of their crew (another worker answers 404); an open entry they may not see answers null.",
    tag: "time-entries",
    access: "member",
    response: orNull(timeEntryViewSchema, "The open entry, or null when not clocked in"),
  }),
  clockIn: endpoint({
    method: "POST",
    path: "/api/time-entries/clock-in",
    summary: "Clock a worker in",
    description:
      "The server's clock decides the time; clockInTime (an offline punch's phone time) is kept beside it. With clockInLatitude/Longitude the project's geofence is checked. A queued punch (Tap-Age-Ms) whose tap falls in a pay period already approved makes no entry: it is kept as a late punch for the office (202). Crew may clock in only themself on their projects, a foreman their crew on their projects (403 otherwise, with the reason).",
    tag: "time-entries",
    access: "member",
    body: clockInSchema,
    idempotency: "optional",
    tapAge: true,
    response: json(timeEntryViewSchema, "Clocked in", 201),
    otherAnswers: [latePunchAnswer],
    errors: [409],
  }),
  clockOut: endpoint({
    method: "POST",
    path: "/api/time-entries/clock-out",
    summary: "Clock a worker out",
    description:
      "Crew and foremen may clock out their own entry, a foreman also their crew's entries on their projects (403 otherwise, with the reason). With latePunchId instead of timeEntryId, a queued clock-out completes the late punch its clock-in became (202). A queued clock-out of an entry in a pay period approved since (its auto-close) changes nothing: it is kept as a late punch (202).",
    tag: "time-entries",
    access: "member",
    body: clockOutSchema,
    idempotency: "optional",
    tapAge: true,
    response: json(timeEntryViewSchema, "Clocked out"),
    otherAnswers: [latePunchAnswer],
    errors: [409],
  }),
  // Before /:id routes, like the other punches.
  switchJob: endpoint({
    method: "POST",
    path: "/api/time-entries/switch",
    summary: "Switch a clocked-in worker to another project, or to another cost code on the same one",
    description:
      "Closes the open entry and opens the next one on projectId at the same server instant, in one transaction. The new site's geofence is checked as the GPS screen's clock-in is; any refusal of the new clock-in (project completed, too far, week approved, not allowed) leaves the open entry as it was. 409 when the entry is no longer open, The same project with another costCodeId splits the entry at the tap ('Change cost code'); 422 when projectId and costCodeId are the open entry's own, or costCodeId does not exist. Scope: whoever may clock that worker out of this entry and in on the new project.",
    tag: "time-entries",
    access: "member",
    body: switchJobSchema,
    idempotency: "optional",
    tapAge: true,
    response: json(switchJobViewSchema, "The entry closed and the one opened", 201),
    errors: [409, 422],
  }),
  detail: endpoint({
    method: "GET",
    path: "/api/time-entries/:id",
    summary: "One time entry with its change history",
    description: "An entry the caller may not see answers 404, as a missing one does.",
    tag: "time-entries",
    access: "member",
    response: json(timeEntryDetailSchema, "The entry"),
  }),
  correct: endpoint({
    method: "PATCH",
    path: "/api/time-entries/:id",
    summary: "Correct or close a time entry, with a reason",
    description:
      "breaks, when given, replace the entry's breaks (each within the corrected shift, ending after it starts, none overlapping; the entry must have a clock-out) and breakTime is derived from them; moving the clock-in or clock-out so one of the entry's breaks falls outside the shift is refused (400) unless the same correction gives the breaks. 403 on an entry of the worker the admin's own account is linked to: nobody corrects their own time. 409 (period_locked) when the entry is in an approved pay period.",
    tag: "time-entries",
    access: "office",
    body: timeEntryCorrectionSchema,
    response: json(timeEntryDetailSchema, "The corrected entry"),
    errors: [409],
  }),
  add: endpoint({
    method: "POST",
    path: "/api/time-entries",
    summary: "Add a missed shift by hand, with a reason",
    description:
      "The entry is marked source 'manual' and priced at the worker's current rate (as a clock-in copies it); an 'add' change row keeps who and why. 400 when the end is not after the start, a time is in the future, the shift is over 24 h, the break is not shorter than it, or a timed break ends before it starts, lies outside the shift or overlaps another; breaks are stored as timed breaks (breakMinutes alone as one unpaid meal break in the middle of the shift) and breakTime is derived from them as their unpaid minutes; 404 for an unknown worker or project; 409 (conflict) when it overlaps another entry of the worker (an open one runs until now), (period_locked) in an approved week. Checked under the worker's row lock, so of two overlapping adds one lands.",
    tag: "time-entries",
    access: "office",
    body: manualTimeEntrySchema,
    response: json(timeEntryDetailSchema, "The new entry with its change history", 201),
    errors: [404, 409],
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/time-entries/:id",
    summary: "Delete a wrong time entry, with a reason in the JSON body",
    description:
      "The entry stops counting everywhere (timesheets, payroll, summaries, exports, the overlap check); a deletion record keeps the entry as it was, who deleted it, when and why, and its change rows stay. 409 (period_locked) in an approved week, (conflict) for an entry still running: clock it out first.",
    tag: "time-entries",
    access: "office",
    body: timeEntryDeletionSchema,
    response: json(timeEntryDeletionViewSchema, "What was deleted, by whom and why, with the entry's change history"),
    errors: [404, 409],
  }),
  review: endpoint({
    method: "POST",
    path: "/api/time-entries/:id/review",
    summary: "Confirm an auto-closed entry as it is",
    description:
      "An entry the auto-close job closed (a forgotten clock-out) is 'Auto-closed, needs review', and its week cannot be approved, until the office confirms it here or corrects it. The confirmation is recorded in the entry's history; an entry not marked is answered as it is, with no change recorded. 403 on an entry of the worker the caller's own account is linked to.",
    tag: "time-entries",
    access: "office",
    body: timeEntryReviewSchema,
    response: json(timeEntryDetailSchema, "The entry with its change history"),
    errors: [404],
  }),
};
