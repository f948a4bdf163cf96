// Who may decide on a time entry (QUALITY 47): nobody decides on their own correction request, nor on an entry of
// the worker their account is linked to. One rule for every decision that changes or vouches for an entry: an admin's
// direct correction, approving or rejecting a correction request, confirming a kiosk punch taken offline, confirming
// an auto-closed entry, and adding or deleting an entry by hand. The role does not enter into it: an admin is bound
// too (a company has more than one person at the desk; whoever's hours they are, someone else decides). The server
// refuses with it, and the Timesheet leaves out the buttons it would refuse.

/** The signed-in account that would decide: its id, and the worker record it is linked to (null: none). */
export interface EntryDecider {
  accountId: number;
  workerId: number | null;
}

/** What is being decided on: the entry's worker, and for a correction request the account that asked (null: removed). */
export interface DecisionSubject {
  workerId: number;
  requestedBy?: number | null;
}

export const OWN_REQUEST_REFUSAL = "You asked for this correction yourself: another office user or an admin must decide it";
export const OWN_ENTRY_REFUSAL = "This is your own time entry: another office user or an admin must correct or confirm it";

export const ADMINS_APPROVE_PAYROLL_REFUSAL = "Only admins approve payroll and read its pay changes; an admin can let office users do it in Company Settings";
export const OWN_HOURS_APPROVAL_REFUSAL = "Your own hours are in this week: another approver must approve it";

/**
 * Who approves a week and reads its pay changes (issue 26 item 7): admins, and office users while Company settings'
 * officeApprovesPayroll gives it to them; null when this role may. (A week holding the approver's own hours is
 * refused by the server under the week's lock: OWN_HOURS_APPROVAL_REFUSAL.)
 */
export function payrollApprovalRefusal(role: string, settings: { officeApprovesPayroll: boolean }): string | null {
  if (role === "admin" || (role === "user" && settings.officeApprovesPayroll)) return null;
  return ADMINS_APPROVE_PAYROLL_REFUSAL;
}

/** Why this account may not decide on this entry or request (a 403's message), or null when it may. */
export function entryDecisionRefusal(decider: EntryDecider, subject: DecisionSubject): string | null {
  if (subject.requestedBy != null && subject.requestedBy === decider.accountId) return OWN_REQUEST_REFUSAL;
  if (decider.workerId !== null && decider.workerId === subject.workerId) return OWN_ENTRY_REFUSAL;
  return null;
}
