// How an entry of a worker's history reads on the Workers history and the Payroll tab: the change and its byline. The
// worker's own changes (rate, active, archived, PIN) and, on the Workers history, those of its linked account.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { WorkerHistoryEntryView } from "@shared/api/workers";
import { ACCOUNT_ROLE_LABELS } from "@shared/domain/account-roles";
import { formatMoney } from "./format";

/**
 * 'Rate $28.00 → $30.00', 'Rate set to $28.00', 'Rate removed (was $28.00)', 'Deactivated', 'Reactivated', 'Archived',
 * 'Unarchived', 'Kiosk PIN set', 'Kiosk PIN changed', 'Kiosk PIN removed'; of the account: 'Linked to account jdoe',
 * 'Unlinked from account jdoe', 'Account role changed from Crew to Foreman', 'Account role set to Crew' (a new account),
 * 'Account opened', 'Account deactivated', 'Account reactivated'. "Account role" keeps it apart from the worker's
 * role, which is a trade label.
 */
export function describeWorkerChange(change: WorkerHistoryEntryView): string {
  if (change.field === "accountLink") return `${change.to ? "Linked to" : "Unlinked from"} account ${change.accountName}`;
  if (change.field === "accountRole") {
    const to = ACCOUNT_ROLE_LABELS[change.to];
    return change.from === null ? `Account role set to ${to}` : `Account role changed from ${ACCOUNT_ROLE_LABELS[change.from]} to ${to}`;
  }
  if (change.field === "accountActive") return change.to ? (change.from === null ? "Account opened" : "Account reactivated") : "Account deactivated";
  if (change.field === "isActive") return change.to ? "Reactivated" : "Deactivated";
  if (change.field === "archived") return change.to ? "Archived" : "Unarchived";
  if (change.field === "pin") return change.to ? (change.from ? "Kiosk PIN changed" : "Kiosk PIN set") : "Kiosk PIN removed";
  if (change.from === null) return `Rate set to ${formatMoney(change.to, { empty: "none" })}`;
  if (change.to === null) return `Rate removed (was ${formatMoney(change.from)})`;
  return `Rate ${formatMoney(change.from)} → ${formatMoney(change.to)}`;
}

/** 'by Maria Lopez', or 'by a removed account' when the account no longer exists. */
export function changedByText(change: WorkerHistoryEntryView): string {
  return `by ${change.changedByName ?? "a removed account"}`;
}

/** When the change was made, in the company's zone: 'Tue, Mar 10, 3:12 PM' (with the year when `withYear`). */
export function formatChangeTime(change: WorkerHistoryEntryView, timeZone: string, withYear = false): string {
  return format(new TZDate(Date.parse(change.changedAt), timeZone), withYear ? "EEE, MMM d, yyyy, h:mm a" : "EEE, MMM d, h:mm a");
}
