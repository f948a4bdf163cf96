// How a worker's rate, active, archived or PIN change reads on the Workers history and the Payroll tab: the change and its byline.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { WorkerChangeView } from "@shared/api/workers";
import { formatMoney } from "./format";

/**
 * 'Rate $28.00 → $30.00', 'Rate set to $28.00', 'Rate removed (was $28.00)', 'Deactivated', 'Reactivated', 'Archived',
 * 'Unarchived', 'Kiosk PIN set', 'Kiosk PIN changed', 'Kiosk PIN removed'.
 */
export function describeWorkerChange(change: WorkerChangeView): string {
  if (change.field === "isActive") return change.to ? "Reactivated" : "Deactivated";
  if (change.field === "archived") return change.to ? "Archived" : "Unarchived";
  if (change.field === "pin") return change.to ? (change.from ? "Kiosk PIN changed" : "Kiosk PIN set") : "Kiosk PIN removed";
  if (change.from === null) return `Rate set to ${formatMoney(change.to, { empty: "none" })}`;
  if (change.to === null) return `Rate removed (was ${formatMoney(change.from)})`;
  return `Rate ${formatMoney(change.from)} → ${formatMoney(change.to)}`;
}

/** 'by Maria Lopez', or 'by a removed account' when the account no longer exists. */
export function changedByText(change: WorkerChangeView): string {
  return `by ${change.changedByName ?? "a removed account"}`;
}

/** When the change was made, in the company's zone: 'Tue, Mar 10, 3:12 PM' (with the year when `withYear`). */
export function formatChangeTime(change: WorkerChangeView, timeZone: string, withYear = false): string {
  return format(new TZDate(Date.parse(change.changedAt), timeZone), withYear ? "EEE, MMM d, yyyy, h:mm a" : "EEE, MMM d, h:mm a");
}
