// The clock-out sign-off on the timesheet (issue 15): its answers, an "Injured" badge (a link to the Safety screen for
// those who may read injuries), or "No sign-off" when it was due and is missing: a flag for the office that, unlike a
// missing cost code the company requires, never blocks approval.
import { Link } from "wouter";
import type { TimeEntryView } from "@shared/api/time-clock-views";
import { signOffMissing, signOffText } from "@shared/domain/sign-off";
import { Badge } from "@/components/ui/badge";

type Entry = Pick<TimeEntryView, "clockOutTime" | "signOffDue" | "signOff">;

export const NO_SIGN_OFF_EXPLANATION = "The sign-off was asked at clock-out and not answered.";

/** The badges: "Injured" (a link for the office, `toSafety`, who read injuries) or "No sign-off"; nothing otherwise. */
export function EntrySignOffBadge({ entry, toSafety = false }: { entry: Entry; toSafety?: boolean }) {
  if (entry.signOff?.injured) {
    const badge = (
      <Badge variant="danger" title="Reported injured at the clock-out sign-off">
        Injured
      </Badge>
    );
    return toSafety ? (
      <Link href="/safety" className="rounded-full focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none" aria-label="Injured: see the Safety screen">
        {badge}
      </Link>
    ) : (
      badge
    );
  }
  if (signOffMissing(entry)) {
    return (
      <Badge variant="warning" title={NO_SIGN_OFF_EXPLANATION}>
        No sign-off
      </Badge>
    );
  }
  return null;
}

/** "Signed off: breaks taken · not injured" (and by whom, when `by`), or nothing without answers. */
export function EntrySignOffText({ entry, by = false, className }: { entry: Entry; by?: boolean; className?: string }) {
  if (!entry.signOff) return null;
  const who = by && entry.signOff.signedByName ? ` (by ${entry.signOff.signedByName})` : "";
  return <p className={className ?? "text-sm text-slate-700"}>{`${signOffText(entry.signOff)}${who}`}</p>;
}
