// An entry's history wherever it is shown (the admin's Correct dialog, everyone else's read-only History dialog): who
// punched it in and out (an account or a site kiosk), each recorded change with who made it and why, and the entry's
// correction requests with their outcome.
import { formatDate } from "@/lib/format";
import type { TimeEntryDetail } from "../api";
import { changeHeading, punchedByLines } from "../entry-history-text";
import { ChangeFields, useCostCodeNames } from "./change-fields";
import { formatTimeIn } from "@/lib/zoned-time";
import { CorrectionRequestHistory } from "./correction-request-history";

export function EntryHistory({ entry, timeZone }: { entry: TimeEntryDetail; timeZone: string }) {
  const punches = punchedByLines(entry);
  const costCodes = useCostCodeNames();
  return (
    <>
      <section aria-labelledby="change-history-heading" className="grid grid-cols-1 gap-2" data-testid="entry-history">
        <h3 id="change-history-heading" className="text-base font-semibold text-slate-900">
          Change history
        </h3>
        {punches.length > 0 ? (
          <ul className="grid grid-cols-1 gap-1 text-base text-slate-800" aria-label="Who punched">
            {punches.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        {entry.changes.length === 0 ? (
          <p className="text-base text-slate-600">No changes since the punch.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-2">
            {entry.changes.map((change) => (
              <li key={change.id} className="rounded-lg border border-slate-200 p-3 text-base">
                <p className="font-medium text-slate-900">
                  {changeHeading(change)} · {formatDate(change.changedAt)} {formatTimeIn(change.changedAt, timeZone)}
                </p>
                {change.reason ? <p className="text-slate-700">Reason: {change.reason}</p> : null}
                <ChangeFields change={change} timeZone={timeZone} costCodes={costCodes} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <CorrectionRequestHistory entryId={entry.id} timeZone={timeZone} />
    </>
  );
}
