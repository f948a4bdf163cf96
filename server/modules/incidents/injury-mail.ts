// The mail that tells the office of an injury reported at a clock-out sign-off (issue 26), as the bell does, queued
// with the record (incidents.repo.ts recordWithMail) so a report never commits without it. One per office user and
// admin with an address.
import { notice, type OutgoingMail } from "../mail-queue/mail-queue.repo";
import { greeting, SIGNATURE } from "../auth/account-mails";
import { messageTimeFormat } from "../../lib/message-time";

/** What the mail reads of the recorded injury, and to whom it goes. */
export interface ReportedInjury {
  workerName: string;
  projectName: string;
  occurredAt: Date;
  description: string | null;
  recipients: { email: string; firstName: string | null }[];
}

export function injuryMails(injury: ReportedInjury, safetyUrl: string, timeZone: string): OutgoingMail[] {
  const when = messageTimeFormat(timeZone)(injury.occurredAt);
  const what = injury.description ? `\n\nWhat happened: ${injury.description}` : "";
  return injury.recipients.map((to) =>
    notice({
      to: to.email,
      subject: `Injury reported: ${injury.workerName} on ${injury.projectName}`,
      text: `${greeting(to.firstName)}\n\n${injury.workerName} answered "injured" at the clock-out sign-off on ${injury.projectName} (${when}).${what}\n\nReview it on the Safety screen:\n\n${safetyUrl}${SIGNATURE}`,
    }),
  );
}
