// "Unverified" on a time entry that waits for the office, wherever entries are listed: a site kiosk took a punch of it
// offline, where no PIN could be checked, or a tap queued without signal reached the server long after it was made
// (its reason says which). The office confirms it (or rejects it by deleting the entry). A verified entry shows nothing.
import type { EntryVerification } from "@shared/domain/entry-verification";
import { Badge } from "./badge";

/** The badge's explanation, said under it where there is room (a phone's entry card) and as its tooltip. */
export const UNVERIFIED_EXPLANATION = "Punched offline at a site kiosk, where no PIN could be checked. The office confirms it.";

/** Why this entry waits for the office: its own reason when the server gave one, else the kiosk's. */
export const unverifiedExplanation = (entry: { verificationReason?: string | null }): string =>
  entry.verificationReason ? `${entry.verificationReason}. The office confirms it.` : UNVERIFIED_EXPLANATION;

export function EntryVerificationBadge({ verification, reason = null }: { verification: EntryVerification; reason?: string | null }) {
  return verification === "unverified" ? (
    <Badge variant="warning" title={unverifiedExplanation({ verificationReason: reason })}>
      Unverified
    </Badge>
  ) : null;
}
