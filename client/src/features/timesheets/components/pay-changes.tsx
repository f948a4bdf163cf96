// The rate and active changes made during the payroll week, the week's entries added, corrected or deleted by hand, its punches
// that reached the server long after they were tapped (paid at the tap, issue 26), and the changes of the settings that
// move pay made while the week was open, for the approver to read before pressing Approve.
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { changedByText, describeWorkerChange, formatChangeTime } from "@/lib/worker-change-text";
import { describeSettingsChange, formatSettingsChangeTime, settingsChangedByText } from "@/lib/settings-change-text";
import { formatDate } from "@/lib/format";
import { payrollQueries, type EntryCorrectionView, type LateTapView, type ManualEntryAuditView, type PayChangesWeekView } from "../payroll-api";
import { changeHeading } from "../entry-history-text";
import { ChangeFields, useCostCodeNames } from "./change-fields";
import { LATE_TAP_LABELS } from "@shared/domain/tap-time";
import { formatTimeIn } from "@/lib/zoned-time";

export function usePayChanges(weekOf: string, enabled: boolean) {
  return useQuery({ ...payrollQueries.payChanges(weekOf), enabled });
}

/** `noun`: "week", or "period" for a company not paid weekly (periodNoun). */
export function PayChanges({ weekOf, timeZone, noun }: { weekOf: string; timeZone: string; noun: "week" | "period" }) {
  const changes = usePayChanges(weekOf, true);
  const costCodes = useCostCodeNames();
  return (
    <section aria-labelledby="pay-changes-heading" className="grid grid-cols-1 gap-2" data-testid="pay-changes">
      <h3 id="pay-changes-heading" className="text-base font-semibold text-slate-900">
        Pay changes this {noun}
      </h3>
      {changes.isPending ? (
        <Skeleton className="h-10" />
      ) : changes.isError ? (
        <p role="alert" className="text-base text-red-900">
          Could not load this {noun}'s pay changes: {errorMessage(changes.error)}
        </p>
      ) : payChangeCount(changes.data) === 0 ? (
        <p className="text-base text-slate-600">
          No hourly rate or active status was changed, no entry was added, corrected or deleted by hand, no punch arrived late, and no pay setting
          was changed this {noun}.
        </p>
      ) : (
        <ul className="grid grid-cols-1 divide-y divide-amber-200 rounded-lg border border-amber-300 bg-amber-50">
          {changes.data.changes.map((change) => (
            <li key={change.id} className="flex gap-2 px-3 py-2 text-amber-950">
              <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <div className="min-w-0">
                <p className="text-base">
                  <span className="font-semibold">{change.workerName}</span> · <span className="tabular-nums">{describeWorkerChange(change)}</span>
                </p>
                <p className="text-sm">
                  {changedByText(change)} on <time dateTime={change.changedAt}>{formatChangeTime(change, timeZone)}</time>
                </p>
              </div>
            </li>
          ))}
          {changes.data.entryChanges.map((change) => (
            <EntryChangeItem key={`${change.kind}-${change.entryId}`} change={change} timeZone={timeZone} />
          ))}
          {changes.data.corrections.map((correction) => (
            <CorrectionItem key={`correction-${correction.id}`} correction={correction} timeZone={timeZone} costCodes={costCodes} />
          ))}
          {changes.data.lateTaps.map((tap) => (
            <LateTapItem key={`late-${tap.entryId}-${tap.punch}-${tap.receivedAt}`} tap={tap} timeZone={timeZone} />
          ))}
          {changes.data.settingsChanges.map((change) => (
            <li key={`setting-${change.id}`} className="flex gap-2 px-3 py-2 text-amber-950" data-testid="settings-change">
              <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <div className="min-w-0">
                <p className="text-base">
                  <span className="font-semibold">Company settings</span> · <span className="tabular-nums">{describeSettingsChange(change)}</span>
                </p>
                <p className="text-sm">
                  {settingsChangedByText(change)} on <time dateTime={change.changedAt}>{formatSettingsChangeTime(change, timeZone)}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** How many lines the week's pay changes list (the Payroll tab says so on Approve). */
export const payChangeCount = (changes: Pick<PayChangesWeekView, "changes" | "entryChanges" | "corrections" | "lateTaps" | "settingsChanges">): number =>
  changes.changes.length + changes.entryChanges.length + changes.corrections.length + changes.lateTaps.length + changes.settingsChanges.length;

const clockText = (iso: string, timeZone: string) => `${formatDate(iso)} ${formatTimeIn(iso, timeZone)}`;

/** "Ana Reyes · Corrected by Sam Office on Mar 20 1:30 PM", what changed, and why. */
function CorrectionItem({ correction, timeZone, costCodes }: { correction: EntryCorrectionView; timeZone: string; costCodes: ReadonlyMap<number, string> }) {
  return (
    <li className="flex gap-2 px-3 py-2 text-amber-950" data-testid="entry-correction">
      <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p className="text-base">
          <span className="font-semibold">{correction.workerName}</span> · {correction.projectName}:{" "}
          {changeHeading({ action: correction.action, changedBy: correction.by, changedByName: correction.byName })} on{" "}
          <time dateTime={correction.at}>{clockText(correction.at, timeZone)}</time>
        </p>
        <ChangeFields change={correction} timeZone={timeZone} costCodes={costCodes} className="text-sm" />
        {correction.reason ? <p className="text-sm">Reason: {correction.reason}</p> : null}
      </div>
    </li>
  );
}

function LateTapItem({ tap, timeZone }: { tap: LateTapView; timeZone: string }) {
  return (
    <li className="flex gap-2 px-3 py-2 text-amber-950" data-testid="late-tap">
      <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p className="text-base">
          <span className="font-semibold">{tap.workerName}</span> · {LATE_TAP_LABELS[tap.punch]} sent without signal on {tap.projectName}: paid from
          the tap at{" "}
          <time className="tabular-nums" dateTime={tap.tappedAt}>
            {clockText(tap.tappedAt, timeZone)}
          </time>
        </p>
        <p className="text-sm">
          reached the server <time dateTime={tap.receivedAt}>{clockText(tap.receivedAt, timeZone)}</time>, sent by {tap.byName ?? "a removed account"}
        </p>
      </div>
    </li>
  );
}

function EntryChangeItem({ change, timeZone }: { change: ManualEntryAuditView; timeZone: string }) {
  const shift = `${formatDate(change.clockInTime)} ${formatTimeIn(change.clockInTime, timeZone)} – ${formatTimeIn(change.clockOutTime, timeZone)}`;
  const what = change.kind === "added" ? "Entry added by hand" : change.source === "manual" ? "Manual entry deleted" : "Entry deleted";
  return (
    <li className="flex gap-2 px-3 py-2 text-amber-950" data-testid="entry-change">
      <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p className="text-base">
          <span className="font-semibold">{change.workerName}</span> · {what}: {change.projectName}, <span className="tabular-nums">{shift}</span>
          {change.hoursWorked ? <span className="tabular-nums"> ({Number(change.hoursWorked).toFixed(2)} h)</span> : null}
        </p>
        {change.reason ? <p className="text-sm">Reason: {change.reason}</p> : null}
        <p className="text-sm">
          by {change.byName ?? "a removed account"} on <time dateTime={change.at}>{formatDate(change.at)} {formatTimeIn(change.at, timeZone)}</time>
        </p>
      </div>
    </li>
  );
}
