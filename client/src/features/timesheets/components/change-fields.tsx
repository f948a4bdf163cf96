// The fields one recorded change of an entry changed, "Clock out: Mar 9 3:00 PM → Mar 9 5:00 PM": the entry's history
// and the week's pay changes list them the same way.
import { useQuery } from "@tanstack/react-query";
import { costCodesApi } from "@shared/api/routes";
import type { TimeEntryChangeView } from "@shared/api/time-clock-views";
import { breakLine, type BreakKind } from "@shared/domain/breaks";
import { costCodeLabel } from "@/components/cost-code-select";
import { endpointQuery } from "@/lib/endpoint-client";
import { formatDate } from "@/lib/format";
import { formatTimeIn } from "@/lib/zoned-time";
import { listedChangeFields } from "../entry-history-text";

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

/** Every cost code by id, inactive ones too: a change names the code the entry had then. */
export function useCostCodeNames(): ReadonlyMap<number, string> {
  const codes = useQuery(endpointQuery(costCodesApi.list));
  return new Map((codes.data ?? []).map((c) => [c.id, costCodeLabel(c)]));
}

export function ChangeFields({
  change,
  timeZone,
  costCodes,
  className = "mt-1 text-sm text-slate-700",
}: {
  change: Pick<TimeEntryChangeView, "action" | "changes">;
  timeZone: string;
  costCodes: ReadonlyMap<number, string>;
  className?: string;
}) {
  const fields = listedChangeFields(change);
  if (!fields.length) return null;
  return (
    <ul className={className}>
      {fields.map(([field, [from, to]]) => (
        <li key={field} className="tabular-nums">
          {FIELD_LABELS[field] ?? field}: {describeValue(field, from, timeZone, costCodes)} → {describeValue(field, to, timeZone, costCodes)}
        </li>
      ))}
    </ul>
  );
}
