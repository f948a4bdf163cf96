// "Punches to confirm": every entry waiting for the office, whatever its day, oldest first: a site kiosk took a punch of
// it offline, where no PIN could be checked, or a tap queued without signal reached the server long after it was made
// (each says which), for the office to confirm (or an administrator to reject by deleting the entry with a reason). Each
// with its worker, project, day and shift, and its punch photos when the company keeps them.
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { TimeEntryView } from "../api";
import { shiftText } from "../correction-request-text";
import { decisionRefusal, deletable, type EntryActions } from "../entry-actions";
import { dayKeyIn, formatDayKey } from "@/lib/zoned-time";
import { ConfirmPunchButton } from "./confirm-punch-button";
import { PunchPhotosButton } from "./punch-photos-button";

type Props = { entries: readonly TimeEntryView[]; timeZone: string; actions: EntryActions };

export function UnverifiedPunchesCard({ entries, timeZone, actions }: Props) {
  // The list comes newest first; the oldest has waited longest.
  const oldestFirst = [...entries].reverse();
  return (
    <Card aria-labelledby="unverified-punches-title" role="region" data-testid="unverified-punches-card">
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle id="unverified-punches-title">Punches to confirm ({entries.length})</CardTitle>
        <CardDescription>
          Taken offline at a site kiosk, where no PIN could be checked, or sent long after they were tapped. Confirm the ones you know are right
          {actions.onDelete ? "; reject one by deleting it with a reason." : "; an administrator can reject one by deleting it."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          {oldestFirst.map((entry) => (
            <li key={entry.id} className="flex">
              <UnverifiedPunch entry={entry} timeZone={timeZone} actions={actions} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function UnverifiedPunch({ entry, timeZone, actions }: { entry: TimeEntryView; timeZone: string; actions: EntryActions }) {
  const { onPhotos, onDelete } = actions;
  const refusal = decisionRefusal(actions.decider, entry);
  return (
    <article
      className="flex w-full flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50/40 p-3 text-base"
      aria-label={`Punch to confirm of ${entry.workerName}`}
      data-testid="unverified-punch"
    >
      <div className="min-w-0">
        <h3 className="font-semibold break-words text-slate-900">{entry.workerName}</h3>
        <p className="text-slate-700">
          {entry.projectName} · {formatDayKey(dayKeyIn(entry.clockInTime, timeZone))}
        </p>
      </div>
      {entry.verificationReason ? <p className="text-sm text-amber-900">{entry.verificationReason}</p> : null}
      <p className="tabular-nums">
        {shiftText(entry.clockInTime, entry.clockOutTime, timeZone)}
        {entry.clockOutTime !== null ? ` · ${Number(entry.hoursWorked ?? 0).toFixed(2)} h` : null}
      </p>
      <div className="mt-auto flex flex-wrap justify-end gap-2 pt-1">
        <PunchPhotosButton entry={entry} onPhotos={onPhotos} />
        {/* A running entry cannot be deleted (the server refuses): it is clocked out first, or confirmed. */}
        {onDelete && deletable(entry) ? (
          <Button variant="outline" size="sm" onClick={() => onDelete(entry)} aria-label={`Reject the kiosk punch of ${entry.workerName}`}>
            <X aria-hidden="true" /> Reject
          </Button>
        ) : null}
        {refusal ? <p className="text-sm text-slate-600">{refusal}</p> : <ConfirmPunchButton entry={entry} />}
      </div>
    </article>
  );
}
