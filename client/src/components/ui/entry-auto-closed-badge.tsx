// "Auto-closed, needs review" on a time entry the server closed because its worker forgot to clock out (issue 15):
// its end is a guess (clock-in + the company's hours), so the office confirms it or corrects it before its week can
// be approved. Any other entry shows nothing.
import { Badge } from "./badge";

/** The badge's explanation, said under it where there is room (a phone's entry card, the entry's dialogs) and as its tooltip. */
export const AUTO_CLOSED_EXPLANATION =
  "Still clocked in after the company's auto-close hours, so Crewline ended it. Confirm the time or correct it before the week is approved.";

export function EntryAutoClosedBadge({ autoClosedAt }: { autoClosedAt: string | null | undefined }) {
  return autoClosedAt ? (
    <Badge variant="warning" title={AUTO_CLOSED_EXPLANATION}>
      Auto-closed, needs review
    </Badge>
  ) : null;
}
