// Wire shapes of the worker audit trail (one rate, active or archived change, and the changes of a payroll week) and
// the roster list's query.
import { z } from "zod";
import type { ManualEntryAuditView } from "./time-clock";

/** GET /api/workers?archived=true: only the archived workers; without it, the current roster (archived left out). */
export const workerListQuerySchema = z
  .object({ archived: z.enum(["true", "false"], { error: "archived must be true or false" }).optional() })
  .strict();

/** PATCH /api/workers/:id/archived. */
export const workerArchiveSchema = z.object({ archived: z.boolean({ error: "archived must be true or false" }) }).strict();

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

/** Archived (to true) or brought back (to false). */
export interface WorkerArchivedChangeView extends WorkerChangeBase {
  field: "archived";
  from: boolean;
  to: boolean;
}

/** GET /api/workers/:id/changes items (newest first). */
export type WorkerChangeView = WorkerRateChangeView | WorkerActiveChangeView | WorkerArchivedChangeView;

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
