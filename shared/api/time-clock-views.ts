// Response types of the time clock and payroll as the screens read them (JSON: Dates arrive as ISO strings, numeric
// columns as decimal strings such as '12.50'). Request shapes are in time-clock.ts, which re-exports these.
import type { GeofenceVerdict } from "../domain/geofence";
import type { TimeEntry, TIME_ENTRY_SOURCES } from "../schema";
import type { ManualEntryAuditView, PayPeriodSummary } from "./payroll";

// Payroll's, the roster's and the geocoder's answers live with their contracts; re-exported for the time clock's readers.
export type { ManualEntryAuditView, PayPeriodSummary, PayrollSettings } from "./payroll";
export type { WorkerView } from "./workers";
export type { ReverseGeocodeResult } from "./geocode";

type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** 'verified' when the geofence verified the clock-in, 'recorded' when it has coordinates, else 'none' ('No Location'). */
export type LocationStatus = "verified" | "recorded" | "none";

/** Every time-entry response: the row plus the names the screens show. */
export type TimeEntryView = Json<TimeEntry> & {
  workerName: string;
  projectName: string;
  locationStatus: LocationStatus;
  geofenceVerdict: GeofenceVerdict | null;
};

/** One worker on one project on one day of the summary: their entries of that day added up. */
export interface TimeEntrySummaryLine {
  workerId: number;
  workerName: string;
  projectId: number;
  projectName: string;
  /** Sum of the entries' hoursWorked (2 decimals each, as stored); open entries add 0. */
  hours: number;
  entryCount: number;
  /** Entries still clocked in (their hours are not known yet). */
  openCount: number;
}

/** One calendar day (APP_TIME_ZONE) of the summary; an entry counts on the day it was clocked in. */
export interface TimeEntryDaySummary {
  date: string;
  totalHours: number;
  entryCount: number;
  openCount: number;
  /** Ordered by hours (most first), then worker and project name. */
  lines: TimeEntrySummaryLine[];
}

/** GET /api/time-entries/summary?from=&to=: every day of the range, empty ones included. */
export interface TimeEntrySummaryView {
  from: string;
  to: string;
  timeZone: string;
  days: TimeEntryDaySummary[];
}

export interface TimeEntryChangeView {
  id: number;
  /** 'add' is an entry added by hand: every field from null. */
  action: "correct" | "close" | "add";
  /** field -> [from, to]; times as ISO strings. */
  changes: Record<string, [unknown, unknown]>;
  reason: string | null;
  changedAt: string;
  changedBy: number | null;
  changedByName: string | null;
}

export type TimeEntrySource = (typeof TIME_ENTRY_SOURCES)[number];

/** DELETE /api/time-entries/:id: what was deleted, who, when and why, with the entry's change history (kept). */
export type TimeEntryDeletionView = ManualEntryAuditView & { kind: "deleted"; changes: TimeEntryChangeView[] };

/** GET /api/time-entries/:id */
export type TimeEntryDetail = TimeEntryView & {
  changes: TimeEntryChangeView[];
  /** The approved pay period holding this entry; such an entry can no longer be corrected. */
  payPeriod: PayPeriodSummary | null;
};
