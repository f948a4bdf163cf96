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

/** Why this account may not decide on this entry or request (a 403's message), or null when it may. */
export function entryDecisionRefusal(decider: EntryDecider, subject: DecisionSubject): string | null {
  if (subject.requestedBy != null && subject.requestedBy === decider.accountId) return OWN_REQUEST_REFUSAL;
  if (decider.workerId !== null && decider.workerId === subject.workerId) return OWN_ENTRY_REFUSAL;
  return null;
}
