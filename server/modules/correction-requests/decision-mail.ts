// The mail that tells whoever asked for a correction what the office decided (issue 26 item 8), queued with the
// decision (correction-requests.repo.ts decide). The bell says the same for a week (notifications).
import { CORRECTION_KIND_LABELS } from "@shared/domain/correction-requests";
import { notice, type OutgoingMail } from "../mail-queue/mail-queue.repo";
import { greeting, SIGNATURE } from "../auth/account-mails";
import type { DecidedRequest } from "./correction-requests.repo";

/** The decision's mail, or null when the one who asked has no address (or the account is gone). */
export function decisionMail(decided: DecidedRequest, timesheetUrl: string): OutgoingMail | null {
  if (!decided.requesterEmail) return null;
  const what = `${CORRECTION_KIND_LABELS[decided.kind].toLowerCase()} on ${decided.workerName ?? "a removed worker"}'s entry${
    decided.projectName ? ` at ${decided.projectName}` : ""
  }`;
  const verdict = decided.status === "approved" ? "approved" : "rejected";
  const note = decided.decisionNote ? `\n\nThe office's note: ${decided.decisionNote}` : "";
  return notice({
    to: decided.requesterEmail,
    subject: `Your correction request was ${verdict}`,
    text: `${greeting(decided.requesterFirstName)}\n\nThe office ${verdict} your correction request (${what}): "${decided.reason}".${note}\n\nSee the entry on the timesheet:\n\n${timesheetUrl}${SIGNATURE}`,
  });
}
