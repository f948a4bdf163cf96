// Response types of the time clock and payroll as the screens read them (JSON: Dates arrive as ISO strings, numeric
// columns as decimal strings such as '12.50'). Request shapes are in time-clock.ts, which re-exports these.
import type { GeofenceVerdict } from "../domain/geofence";
import type { TimeEntry, TIME_ENTRY_SOURCES, Worker } from "../schema";

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

/** An entry added by hand or deleted, as the audit lists show it (GET /api/payroll/pay-changes). */
export interface ManualEntryAuditView {
  kind: "added" | "deleted";
  entryId: number;
  workerId: number;
  workerName: string;
  projectId: number;
  projectName: string;
  clockInTime: string;
  clockOutTime: string | null;
  breakTime: number;
  hoursWorked: string | null;
  totalPay: string | null;
  /** Where the entry came from: a deleted punch is 'clock'. */
  source: TimeEntrySource;
  reason: string | null;
  /** When it was added or deleted, and by whom. */
  at: string;
  by: number | null;
  byName: string | null;
}

/** DELETE /api/time-entries/:id: what was deleted, who, when and why, with the entry's change history (kept). */
export type TimeEntryDeletionView = ManualEntryAuditView & { kind: "deleted"; changes: TimeEntryChangeView[] };

export interface PayPeriodSummary {
  id: number;
  startDate: string;
  endDate: string;
  status: "draft" | "approved";
  approvedAt: string | null;
  approvedBy: number | null;
}

/** GET /api/time-entries/:id */
export type TimeEntryDetail = TimeEntryView & {
  changes: TimeEntryChangeView[];
  /** The approved pay period holding this entry; such an entry can no longer be corrected. */
  payPeriod: PayPeriodSummary | null;
};

/** GET /api/workers items: the worker plus the id of its open entry (null when not clocked in). */
export type WorkerView = Json<Worker> & { activeTimeEntryId: number | null };

export interface PayrollWorkerLine {
  workerId: number;
  workerName: string;
  regularHours: number;
  overtimeHours: number;
  totalHours: number;
  /** The rate when all the worker's entries share it; null when mixed or unset (see `rates`). */
  hourlyRate: string | null;
  rates: string[];
  entriesWithoutRate: number;
  regularPay: string;
  overtimePay: string;
  grossPay: string;
  entryCount: number;
}

export interface PayrollTotalsView {
  workerCount: number;
  entryCount: number;
  regularHours: number;
  overtimeHours: number;
  totalHours: number;
  regularPay: string;
  overtimePay: string;
  grossPay: string;
}

/** GET /api/payroll?weekOf= and POST /api/payroll/approve */
export interface PayrollWeekView {
  weekStart: string;
  weekEnd: string;
  timeZone: string;
  weeklyOvertime: boolean;
  approved: boolean;
  payPeriod: PayPeriodSummary | null;
  /** Entries still clocked in that started this week: not counted until clocked out. */
  openEntries: number;
  workers: PayrollWorkerLine[];
  totals: PayrollTotalsView;
}

export interface ReverseGeocodeResult {
  address: string;
  source: "geocoder" | "coordinates";
}
