// "Unverified" on a time entry a site kiosk took offline, wherever entries are listed: no PIN could be checked, so the
// office confirms the punch (or rejects it by deleting the entry). A verified entry shows nothing.
import type { EntryVerification } from "@shared/domain/entry-verification";
import { Badge } from "./badge";

/** The badge's explanation, said under it where there is room (a phone's entry card) and as its tooltip. */
export const UNVERIFIED_EXPLANATION = "Punched offline at a site kiosk, where no PIN could be checked. The office confirms it.";

export function EntryVerificationBadge({ verification }: { verification: EntryVerification }) {
  return verification === "unverified" ? (
    <Badge variant="warning" title={UNVERIFIED_EXPLANATION}>
      Unverified
    </Badge>
  ) : null;
}
