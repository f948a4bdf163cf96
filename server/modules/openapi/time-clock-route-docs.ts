// The documented routes of the GPS time clock: punches (idempotent), entries, corrections, manual adds and deletions, the
// week's summary. Payroll and the reverse geocoder are contracts (shared/api/payroll.ts, geocode.ts).
import {
  timeEntryDeletionViewSchema,
  timeEntryDetailSchema,
  timeEntrySummaryViewSchema,
  timeEntryViewSchema,
} from "@shared/api/openapi";
import {
  activeEntryQuerySchema,
  clockInSchema,
  clockOutSchema,
  IDEMPOTENCY_KEY_HEADER,
  manualTimeEntrySchema,
  timeEntryCorrectionSchema,
  timeEntryDeletionSchema,
  timeEntryListQuerySchema,
  timeEntrySummaryQuerySchema,
} from "@shared/api/time-clock";
import { csv, json, list, orNull, type HeaderDoc, type RouteDoc } from "./route-doc";

const idempotencyKey: HeaderDoc = {
  name: IDEMPOTENCY_KEY_HEADER,
  description:
    "Optional. A retry with the same key and body gets the stored answer (with Idempotent-Replayed: true) instead of a second punch; the same key with another body is a 422.",
  required: false,
  schema: { type: "string", pattern: "^[\\x21-\\x7e]{1,200}$" },
};

export function timeClockRouteDocs(): RouteDoc[] {
  return [
    // Time entries
    {
      method: "GET",
      path: "/api/time-entries",
      summary: "Time entries, filtered by project, worker and days",
      tag: "time-entries",
      access: "user",
      query: timeEntryListQuerySchema,
      response: list(timeEntryViewSchema, "The entries"),
    },
    {
      method: "GET",
      path: "/api/time-entries/summary",
      summary: "Hours per day, and per worker and project on each day, for up to 31 days",
      description:
        "Every day from `from` to `to` (inclusive, company time zone; an entry counts on its clock-in day), empty days included: the hoursWorked of its entries added up (open entries count 0 and are counted in openCount) and one line per worker and project.",
      tag: "time-entries",
      access: "user",
      query: timeEntrySummaryQuerySchema,
      response: json(timeEntrySummaryViewSchema, "The days"),
    },
    {
      method: "GET",
      path: "/api/time-entries/active",
      summary: "A worker's open time entry, or null",
      tag: "time-entries",
      access: "user",
      query: activeEntryQuerySchema,
      response: orNull(timeEntryViewSchema, "The open entry, or null when not clocked in"),
    },
    {
      method: "POST",
      path: "/api/time-entries/clock-in",
      summary: "Clock a worker in",
      description:
        "The server's clock decides the time; clockInTime (an offline punch's phone time) is kept beside it. With clockInLatitude/Longitude the project's geofence is checked.",
      tag: "time-entries",
      access: "user",
      body: clockInSchema,
      headers: [idempotencyKey],
      response: json(timeEntryViewSchema, "Clocked in", 201),
      errors: [409, 422],
    },
    {
      method: "POST",
      path: "/api/time-entries/clock-out",
      summary: "Clock a worker out",
      tag: "time-entries",
      access: "user",
      body: clockOutSchema,
      headers: [idempotencyKey],
      response: json(timeEntryViewSchema, "Clocked out"),
      errors: [409, 422],
    },
    { method: "GET", path: "/api/time-entries/:id", summary: "One time entry with its change history", tag: "time-entries", access: "user", response: json(timeEntryDetailSchema, "The entry") },
    {
      method: "PATCH",
      path: "/api/time-entries/:id",
      summary: "Correct or close a time entry, with a reason",
      description: "409 (period_locked) when the entry is in an approved pay period.",
      tag: "time-entries",
      access: "admin",
      body: timeEntryCorrectionSchema,
      response: json(timeEntryDetailSchema, "The corrected entry"),
      errors: [409],
    },
    {
      method: "POST",
      path: "/api/time-entries",
      summary: "Add a missed shift by hand, with a reason",
      description:
        "The entry is marked source 'manual' and priced at the worker's current rate (as a clock-in copies it); an 'add' change row keeps who and why. 400 when the end is not after the start, a time is in the future, the shift is over 24 h or the break is not shorter than it; 404 for an unknown worker or project; 409 (conflict) when it overlaps another entry of the worker (an open one runs until now), (period_locked) in an approved week. Checked under the worker's row lock, so of two overlapping adds one lands.",
      tag: "time-entries",
      access: "admin",
      body: manualTimeEntrySchema,
      response: json(timeEntryDetailSchema, "The new entry with its change history", 201),
      errors: [404, 409],
    },
    {
      method: "DELETE",
      path: "/api/time-entries/:id",
      summary: "Delete a wrong time entry, with a reason in the JSON body",
      description:
        "The entry stops counting everywhere (timesheets, payroll, summaries, exports, the overlap check); a deletion record keeps the entry as it was, who deleted it, when and why, and its change rows stay. 409 (period_locked) in an approved week, (conflict) for an entry still running: clock it out first.",
      tag: "time-entries",
      access: "admin",
      body: timeEntryDeletionSchema,
      response: json(timeEntryDeletionViewSchema, "What was deleted, by whom and why, with the entry's change history"),
      errors: [404, 409],
    },
  ];
}
