// Wire shapes of the worker audit trail: one rate or active change, and the changes of a payroll week.
import type { ManualEntryAuditView } from "./time-clock";

interface WorkerChangeBase {
  id: number;
  workerId: number;
  workerName: string;
  /** ISO instant. */
  changedAt: string;
  changedBy: number | null;
  /** 'First Last', else username, else e-mail of the account; null when that account was deleted. */
  changedByName: string | null;
}

/** A rate change: decimal text ('28.00') or null for no rate; `from` null with a rate `to` is the starting rate. */
export interface WorkerRateChangeView extends WorkerChangeBase {
  field: "hourlyRate";
  from: string | null;
  to: string | null;
}

export interface WorkerActiveChangeView extends WorkerChangeBase {
  field: "isActive";
  from: boolean;
  to: boolean;
}

/** GET /api/workers/:id/changes items (newest first). */
export type WorkerChangeView = WorkerRateChangeView | WorkerActiveChangeView;

/**
 * GET /api/payroll/pay-changes?weekOf=: rate and active changes made during the week, oldest first; and the entries of
 * the week (by clock-in day) added by hand or deleted, oldest first.
 */
export interface PayChangesWeekView {
  weekStart: string;
  weekEnd: string;
  timeZone: string;
  changes: WorkerChangeView[];
  entryChanges: ManualEntryAuditView[];
}
