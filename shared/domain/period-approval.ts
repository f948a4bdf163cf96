// When a pay period may be approved (issue 27, "approved periods are records"): once it has ended, with no entry still
// clocked in, and with finished entries to approve. The server checks the same rule (open entries and finished ones
// again under the period's lock, where they cannot change); the Payroll tab disables Approve with its reason.

/** Approving a running week would refuse every later punch of its last days, and every tap still queued on a phone. */
export const PERIOD_NOT_ENDED_REFUSAL = "This pay period has not ended yet: approve it once its last day is over";
export const OPEN_ENTRIES_APPROVAL_REFUSAL = "Clock out the open entries before approving this pay period";
export const NOTHING_TO_APPROVE_REFUSAL = "There are no finished time entries in this pay period to approve";
/** Another pay period holding some of these days was approved meanwhile, under another pay schedule. */
export const PERIOD_CHANGED_REFUSAL = "Another pay period holding some of these days was approved meanwhile: reload the period and check its days before approving";

export interface PeriodForApproval {
  /** The first instant after the period (its last day's end in the company's zone). */
  endsAt: Date;
  openEntries: number;
  finishedEntries: number;
}

/** The period is still running (the server's check before it locks anything). */
export const periodNotEndedRefusal = (endsAt: Date, now: Date): string | null => (now.getTime() < endsAt.getTime() ? PERIOD_NOT_ENDED_REFUSAL : null);

/** Why the period cannot be approved now, or null when it can. */
export function periodApprovalRefusal(period: PeriodForApproval, now: Date): string | null {
  const running = periodNotEndedRefusal(period.endsAt, now);
  if (running) return running;
  if (period.openEntries > 0) return OPEN_ENTRIES_APPROVAL_REFUSAL;
  if (period.finishedEntries === 0) return NOTHING_TO_APPROVE_REFUSAL;
  return null;
}

/** Only an approved period is reopened (a draft one is open already, a reopened one is waiting for its approval). */
export const NOT_APPROVED_REOPEN_REFUSAL = "This pay period is not approved, so there is nothing to reopen";
