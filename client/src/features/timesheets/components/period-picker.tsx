// The pay periods approved so far, and those reopened since, newest first (GET /api/payroll/periods): the office jumps
// to one without stepping back week by week, and sees at a glance which are approved, reopened, or on a later version.
import { useQuery } from "@tanstack/react-query";
import type { PayPeriodSummary } from "@shared/api/payroll";
import { EnumSelect, type SelectOption } from "@/components/ui/enum-select";
import { Label } from "@/components/ui/label";
import { formatDayKey } from "@/lib/zoned-time";
import { payrollQueries } from "../payroll-api";

/** "Mar 1 – Mar 7, 2026 · Approved" (a later version says which: "Approved v2"), or "… · Reopened". */
export function periodOptionLabel(period: Pick<PayPeriodSummary, "startDate" | "endDate" | "status" | "version">): string {
  const range = `${formatDayKey(period.startDate, "MMM d")} – ${formatDayKey(period.endDate, "MMM d, yyyy")}`;
  if (period.status === "reopened") return `${range} · Reopened`;
  return `${range} · Approved${period.version > 1 ? ` v${period.version}` : ""}`;
}

/** `day`: the day shown (the period holding it is the one selected); `onPick` gets the picked period's first day. */
export function PeriodPicker({ id, day, onPick }: { id: string; day: string; onPick: (day: string) => void }) {
  const periods = useQuery(payrollQueries.periods());
  const rows = periods.data ?? [];
  // Nothing approved yet (or the list could not be read): the week picker is the way, and nothing is shown.
  if (rows.length === 0) return null;
  const options: SelectOption[] = rows.map((period) => ({ value: period.startDate, label: periodOptionLabel(period) }));
  const current = rows.find((period) => period.startDate <= day && day <= period.endDate);
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <Label htmlFor={id}>Approved periods</Label>
      <EnumSelect control={{ id, className: "sm:max-w-96" }} value={current?.startDate} onValueChange={onPick} options={options} placeholder="Go to an approved period" />
    </div>
  );
}
