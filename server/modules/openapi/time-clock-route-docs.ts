// The documented routes of payroll with its exports, approval and pay changes, and the reverse geocoder the time clock
// uses (the time entries' own contracts are in shared/api/time-entries.ts).
import { payChangesWeekViewSchema, payrollSettingsResponseSchema, payrollWeekViewSchema, reverseGeocodeResultSchema } from "@shared/api/openapi";
import { approveWeekSchema, payrollSettingsSchema, reverseGeocodeQuerySchema, weekOfQuerySchema } from "@shared/api/time-clock";
import { csv, json, type RouteDoc } from "./route-doc";

export function timeClockRouteDocs(): RouteDoc[] {
  return [
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
