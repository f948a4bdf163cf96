// An entry's history, read-only, for those who do not correct entries (the office, foremen and crew on the entries
// they see): the shift, who punched it, what changed and who changed it, its correction requests.
import { EntryBreaks } from "@/components/ui/entry-breaks";
import { EntryVerificationBadge, unverifiedExplanation } from "@/components/ui/entry-verification-badge";
import { EntryReceivedTimes } from "@/components/ui/entry-received-times";
import { AUTO_CLOSED_EXPLANATION, EntryAutoClosedBadge } from "@/components/ui/entry-auto-closed-badge";
import { shiftText } from "../correction-request-text";
import { dayKeyIn, formatDayKey, formatMomentIn, formatTimeIn } from "@/lib/zoned-time";
import { EntryDetailDialog } from "./entry-detail-dialog";
import { EntryHistory } from "./entry-history";

export function EntryHistoryDialog({ entryId, timeZone, onClose }: { entryId: number; timeZone: string; onClose: () => void }) {
  return (
    <EntryDetailDialog entryId={entryId} title="Entry history" loadingDescription="Who punched this entry and what changed since." onClose={onClose}>
      {(entry) => (
        <div className="grid grid-cols-1 gap-4">
          <p className="text-base text-slate-800 tabular-nums">
            {formatDayKey(dayKeyIn(entry.clockInTime, timeZone))} · {shiftText(entry.clockInTime, entry.clockOutTime, timeZone)}
          </p>
          {entry.verification === "unverified" ? (
            <p className="text-base text-amber-900">
              <EntryVerificationBadge verification={entry.verification} reason={entry.verificationReason} /> {unverifiedExplanation(entry)}
            </p>
          ) : null}
          <EntryBreaks breaks={entry.breaks} formatTime={(iso) => formatTimeIn(iso, timeZone)} />
          <EntryReceivedTimes entry={entry} formatTime={(iso) => formatMomentIn(iso, timeZone)} className="text-base" />
          {entry.autoClosedAt ? (
            <p className="text-base text-amber-900">
              <EntryAutoClosedBadge autoClosedAt={entry.autoClosedAt} /> {AUTO_CLOSED_EXPLANATION}
            </p>
          ) : null}
          <EntryHistory entry={entry} timeZone={timeZone} />
        </div>
      )}
    </EntryDetailDialog>
  );
}
