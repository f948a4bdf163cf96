// The documented routes of the GPS time clock: punches (idempotent), entries and corrections, the week's summary,
// payroll with its exports, approval and pay changes, and the reverse geocoder the clock uses.
import {
  payChangesWeekViewSchema,
  payrollSettingsResponseSchema,
  payrollWeekViewSchema,
  reverseGeocodeResultSchema,
  timeEntryDetailSchema,
  timeEntrySummaryViewSchema,
  timeEntryViewSchema,
} from "@shared/api/openapi";
import {
  activeEntryQuerySchema,
  approveWeekSchema,
  clockInSchema,
  clockOutSchema,
  IDEMPOTENCY_KEY_HEADER,
  payrollSettingsSchema,
  reverseGeocodeQuerySchema,
  timeEntryCorrectionSchema,
  timeEntryListQuerySchema,
  timeEntrySummaryQuerySchema,
  weekOfQuerySchema,
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

    // Payroll
    { method: "GET", path: "/api/payroll", summary: "Payroll for a Sunday-Saturday week", tag: "payroll", access: "user", query: weekOfQuerySchema, response: json(payrollWeekViewSchema, "The week") },
    { method: "GET", path: "/api/payroll/export.csv", summary: "The week per worker, as CSV", tag: "payroll", access: "user", query: weekOfQuerySchema, response: csv("One line per worker") },
    { method: "GET", path: "/api/payroll/entries.csv", summary: "The week's entries, as CSV", tag: "payroll", access: "user", query: weekOfQuerySchema, response: csv("One line per time entry") },
    {
      method: "GET",
      path: "/api/payroll/pay-changes",
      summary: "Rate and active changes made during a week, oldest first",
      tag: "payroll",
      access: "admin",
      query: weekOfQuerySchema,
      response: json(payChangesWeekViewSchema, "The week's changes"),
    },
    {
      method: "POST",
      path: "/api/payroll/approve",
      summary: "Approve a week (its entries can no longer be corrected)",
      tag: "payroll",
      access: "admin",
      body: approveWeekSchema,
      response: json(payrollWeekViewSchema, "The approved week", 201),
      errors: [409],
    },
    { method: "GET", path: "/api/settings/payroll", summary: "Payroll settings", tag: "payroll", access: "user", response: json(payrollSettingsResponseSchema, "The settings") },
    {
      method: "PUT",
      path: "/api/settings/payroll",
      summary: "Switch weekly overtime (after 40 h) on or off",
      tag: "payroll",
      access: "admin",
      body: payrollSettingsSchema,
      response: json(payrollSettingsResponseSchema, "The settings"),
    },
    {
      method: "GET",
      path: "/api/geocode/reverse",
      summary: "An address for a position",
      description: "Falls back to the coordinates as text when no geocoder is configured or it does not answer.",
      tag: "geocode",
      access: "user",
      query: reverseGeocodeQuerySchema,
      response: json(reverseGeocodeResultSchema, "The address"),
    },
  ];
}
