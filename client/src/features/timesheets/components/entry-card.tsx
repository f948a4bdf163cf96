// One entry of the day as a card on a phone: who, where, status, time, hours, cost code and location, then the actions
// the signed-in person has (entry-actions.ts). An entry a kiosk took offline says why it is unverified, an auto-closed
// one why it needs review, one punched without the cost code the company requires that it needs one.
import { History, Pencil, PencilLine, Trash2 } from "lucide-react";
import { entryHoursText, type WorkerDayTotal } from "@/lib/entry-hours";
import { useNow } from "@/lib/use-now";
import { costCodeLabel } from "@/components/cost-code-select";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EntryBreaks } from "@/components/ui/entry-breaks";
import { EntrySourceBadge } from "@/components/ui/entry-source-badge";
import { EntryVerificationBadge, unverifiedExplanation } from "@/components/ui/entry-verification-badge";
import { EntryReceivedTimes } from "@/components/ui/entry-received-times";
import { AUTO_CLOSED_EXPLANATION, EntryAutoClosedBadge } from "@/components/ui/entry-auto-closed-badge";
import { EntryCostCodeDueBadge, NO_COST_CODE_EXPLANATION } from "@/components/ui/entry-cost-code-due-badge";
import type { TimeEntryView } from "../api";
import { decisionRefusal, deletable, signsOffLater, type EntryActions } from "../entry-actions";
import { SignOffLater } from "@/components/sign-off-later";
import { formatMomentIn, formatTimeIn } from "@/lib/zoned-time";
import { ConfirmAutoCloseButton } from "./confirm-auto-close-button";
import { ConfirmPunchButton } from "./confirm-punch-button";
import { PunchPhotosButton } from "./punch-photos-button";
import { CrewPunchBadge } from "@/components/ui/crew-punch-badge";
import { EntryLocationBadge } from "@/components/ui/entry-location-badge";
import { EntrySignOffBadge, EntrySignOffText } from "./entry-sign-off";
import { WorkerDayTotalLine } from "./worker-day-total";

type Props = {
  entry: TimeEntryView;
  timeZone: string;
  actions: EntryActions;
  correctionWaiting: boolean;
  /** The worker's day total when they have several entries that day (workerDayTotals). */
  dayTotal?: WorkerDayTotal;
};

export function EntryCard({ entry, timeZone, actions, correctionWaiting, dayTotal }: Props) {
  const now = useNow(60_000);
  const active = entry.clockOutTime === null;
  const locked = entry.payPeriodId !== null;
  const unverified = entry.verification === "unverified";
  const { onCorrect, onDelete, onHistory, onRequestCorrection, onPhotos, confirms } = actions;
  // The account's own worker's entry: its history only, as when locked (the dialog says why), and no Confirm.
  const ownEntry = decisionRefusal(actions.decider, entry) !== null;
  return (
    <Card className="flex w-full flex-col gap-2 p-4" data-testid="daily-entry">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-slate-900">{entry.workerName}</h3>
          <p className="text-base text-slate-700">{entry.projectName}</p>
          {dayTotal ? <WorkerDayTotalLine total={dayTotal} className="text-base text-slate-800" /> : null}
        </div>
        <div className="flex flex-wrap gap-1">
          {active ? <Badge variant="success">Active</Badge> : <Badge variant="completed">Completed</Badge>}
          {locked ? <Badge variant="info">Approved</Badge> : null}
          <EntrySourceBadge source={entry.source} />
          <EntryVerificationBadge verification={entry.verification} reason={entry.verificationReason} />
          <EntryAutoClosedBadge autoClosedAt={entry.autoClosedAt} />
          <EntryCostCodeDueBadge costCodeDue={entry.costCodeDue} />
          <EntrySignOffBadge entry={entry} toSafety={confirms} />
          {correctionWaiting ? <Badge variant="warning">Correction requested</Badge> : null}
        </div>
      </div>
      {unverified ? <p className="text-sm text-amber-900">{unverifiedExplanation(entry)}</p> : null}
      {entry.autoClosedAt ? <p className="text-sm text-amber-900">{AUTO_CLOSED_EXPLANATION}</p> : null}
      {entry.costCodeDue ? <p className="text-sm text-amber-900">{NO_COST_CODE_EXPLANATION}</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-base">
        <dt className="text-slate-600">Time</dt>
        <dd className="tabular-nums">
          {formatTimeIn(entry.clockInTime, timeZone)} – {active ? "now" : formatTimeIn(entry.clockOutTime, timeZone)}
        </dd>
        <dt className="text-slate-600">Hours</dt>
        <dd className="font-semibold tabular-nums">{entryHoursText(entry, now)}</dd>
        {entry.costCode ? (
          <>
            <dt className="text-slate-600">Cost code</dt>
            <dd className="min-w-0 break-words">{costCodeLabel(entry.costCode)}</dd>
          </>
        ) : null}
        {entry.location ? (
          <>
            <dt className="text-slate-600">Location</dt>
            <dd className="min-w-0 break-words">{entry.location}</dd>
          </>
        ) : null}
      </dl>
      <EntryBreaks breaks={entry.breaks} formatTime={(iso) => formatTimeIn(iso, timeZone)} />
      <EntryReceivedTimes entry={entry} formatTime={(iso) => formatMomentIn(iso, timeZone)} />
      <EntrySignOffText entry={entry} className="text-base text-slate-700" />
      {actions.onSignOff && signsOffLater(actions, entry, new Date(now), timeZone) ? (
        <SignOffLater onSignOff={() => actions.onSignOff?.(entry)} workerName={entry.workerName ?? undefined} />
      ) : null}
      <div className="flex flex-wrap gap-1">
        <EntryLocationBadge status={entry.locationStatus} />
        <CrewPunchBadge entry={entry} />
      </div>
      {entry.notes ? <p className="text-base text-slate-700">Notes: {entry.notes}</p> : null}
      <div className="mt-auto flex flex-wrap justify-end gap-2 pt-1">
        <PunchPhotosButton entry={entry} onPhotos={onPhotos} />
        {onHistory ? (
          <Button variant="outline" size="sm" onClick={() => onHistory(entry.id)} aria-label={`History of the entry of ${entry.workerName}`}>
            <History aria-hidden="true" /> History
          </Button>
        ) : null}
        {/* A running entry is clocked out first (Correct), an approved one stays: the server refuses both. */}
        {onDelete && deletable(entry) ? (
          <Button variant="outline" size="sm" onClick={() => onDelete(entry)} aria-label={`Delete entry of ${entry.workerName}`}>
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        ) : null}
        {onCorrect ? (
          <Button variant="outline" size="sm" onClick={() => onCorrect(entry.id)} aria-label={`Correct entry of ${entry.workerName}`}>
            <PencilLine aria-hidden="true" /> {locked || ownEntry ? "History" : "Correct"}
          </Button>
        ) : null}
        {/* Not for an entry a request waits for (its badge says so) nor one in an approved pay period (it cannot change). */}
        {onRequestCorrection && !correctionWaiting && !locked ? (
          <Button variant="outline" size="sm" onClick={() => onRequestCorrection(entry)} aria-label={`Request correction of the entry of ${entry.workerName}`}>
            <Pencil aria-hidden="true" /> Request correction
          </Button>
        ) : null}
        {confirms && !ownEntry && unverified ? <ConfirmPunchButton entry={entry} /> : null}
        {confirms && !ownEntry && entry.autoClosedAt ? <ConfirmAutoCloseButton entry={entry} /> : null}
      </div>
    </Card>
  );
}
