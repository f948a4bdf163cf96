// An entry's history wherever it is shown (the admin's Correct dialog, everyone else's read-only History dialog): who
// punched it in and out (an account or a site kiosk), each recorded change with who made it and why, and the entry's
// correction requests with their outcome.
import { useQuery } from "@tanstack/react-query";
import { costCodesApi } from "@shared/api/routes";
import { breakLine, type BreakKind } from "@shared/domain/breaks";
import { costCodeLabel } from "@/components/cost-code-select";
import { endpointQuery } from "@/lib/endpoint-client";
import { formatDate } from "@/lib/format";
import type { TimeEntryDetail } from "../api";
import { changeHeading, listedChangeFields, punchedByLines } from "../entry-history-text";
import { formatTimeIn } from "@/lib/zoned-time";
import { CorrectionRequestHistory } from "./correction-request-history";

const FIELD_LABELS: Record<string, string> = {
  clockInTime: "Clock in",
  clockOutTime: "Clock out",
  notes: "Notes",
  projectId: "Project",
  hoursWorked: "Hours",
  workerId: "Worker",
  breakTime: "Break (minutes)",
  hourlyRate: "Rate",
  costCodeId: "Cost code",
  breaks: "Breaks",
};

/** A change row's breaks (correction-breaks.ts on the server keeps them so). */
type RecordedBreak = { kind: BreakKind; startedAt: string; endedAt: string | null; paid: boolean };

function describeValue(field: string, value: unknown, timeZone: string, costCodes: ReadonlyMap<number, string>): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (field === "breaks" && Array.isArray(value)) {
    return value.length ? (value as RecordedBreak[]).map((b) => breakLine(b, (iso) => formatTimeIn(iso, timeZone))).join("; ") : "(none)";
  }
  if (field === "costCodeId" && typeof value === "number") return costCodes.get(value) ?? `#${value}`;
  if ((field === "clockInTime" || field === "clockOutTime") && typeof value === "string") {
    return `${formatDate(value)} ${formatTimeIn(value, timeZone)}`;
  }
  return String(value);
}

export function EntryHistory({ entry, timeZone }: { entry: TimeEntryDetail; timeZone: string }) {
  const punches = punchedByLines(entry);
  // Every code, inactive ones too: a change names the code the entry had then.
  const codes = useQuery(endpointQuery(costCodesApi.list));
  const costCodes = new Map((codes.data ?? []).map((c) => [c.id, costCodeLabel(c)]));
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
                <ul className="mt-1 text-sm text-slate-700">
                  {listedChangeFields(change).map(([field, [from, to]]) => (
                    <li key={field}>
                      {FIELD_LABELS[field] ?? field}: {describeValue(field, from, timeZone, costCodes)} → {describeValue(field, to, timeZone, costCodes)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
      <CorrectionRequestHistory entryId={entry.id} timeZone={timeZone} />
    </>
  );
}
