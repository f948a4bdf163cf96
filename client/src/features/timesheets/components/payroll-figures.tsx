// A worker's card on the Payroll tab (the spec's regular hours, overtime hours, hourly rate, total hours, regular pay,
// overtime pay and gross pay), and the figure list it and the week's totals share. Each pay row says how it adds up
// from the worker's pay lines ("3.50 h × $37.50"), so the office can redo every figure as the payroll provider will.
import type { PayLabel } from "@shared/domain/pay-lines";
import { Card } from "@/components/ui/card";
import { MissedMealBreakBadge } from "@/components/ui/missed-meal-break-badge";
import { formatHours, formatMoney } from "@/lib/format";
import { formatDayKey } from "@/lib/zoned-time";
import type { PayrollWorkerLine } from "../payroll-api";
import { PaySegments } from "./pay-segments";
import { SignatureBadge } from "./signature-badge";
import type { WorkerSignatureView } from "@shared/api/payroll";

/** [label, value, how it adds up]. */
export type FigureRow = [string, string, string?];

/** A row only when it has a value (double time outside California, a weighted rate with one rate). */
export const optionalRow = (label: string, value: string | null, note?: string): FigureRow[] => (value === null ? [] : [[label, value, note]]);

/** The meal premium's own line while the rule is on; said as not paid when the company does not pay it (not in gross). */
export function mealPremiumRows(ruleOn: boolean, amount: string, paid: boolean): FigureRow[] {
  return ruleOn ? [[paid ? "Meal premium" : "Meal premium (not paid)", formatMoney(amount)]] : [];
}

/** A label rate to the half cent where it has one: '28.125' -> $28.125, '37.50' -> $37.50. */
const formatRate = (rate: string) => formatMoney(rate, { fractionDigits: rate.split(".")[1]?.length ?? 2 });

/** How a label's pay adds up: each rate's line as "hours h × rate", joined by " + "; none without rated hours. */
export function payFormula(line: Pick<PayrollWorkerLine, "payLines">, label: PayLabel): string | undefined {
  const rated = line.payLines.filter((l) => l.label === label && l.labelRate !== null);
  return rated.length === 0 ? undefined : rated.map((l) => `${formatHours(l.hours)} h × ${formatRate(l.labelRate!)}`).join(" + ");
}

export function WorkerPayCard({
  line,
  premiumPaid,
  doubleTime,
  weekOf,
  timeZone,
  carried,
  signature = null,
}: {
  line: PayrollWorkerLine;
  premiumPaid: boolean;
  doubleTime: boolean;
  weekOf: string;
  timeZone: string;
  /** The line under the figures about hours carried in from the period before (period-workweeks.tsx), if any. */
  carried?: string | null;
  /** Whether the worker signed the period; null while the company does not ask. */
  signature?: WorkerSignatureView | null;
}) {
  const missed = line.mealBreakMissedDays;
  const rate = line.hourlyRate !== null ? `${formatMoney(line.hourlyRate)}/hr` : line.rates.length > 0 ? line.rates.map((r) => formatMoney(r)).join(", ") : "Not set";
  return (
    <Card className="w-full p-4" data-testid="payroll-worker">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{line.workerName}</h3>
        {signature ? <SignatureBadge signature={signature} timeZone={timeZone} /> : null}
      </div>
      <Figures
        rows={[
          ["Regular hours", formatHours(line.regularHours)],
          ["Overtime hours", formatHours(line.overtimeHours)],
          ...optionalRow("Double time hours", doubleTime ? formatHours(line.doubleTimeHours) : null),
          ["Hourly rate", rate],
          ...optionalRow("Regular rate (weighted)", line.weightedRate !== null ? `${formatMoney(line.weightedRate)}/hr` : null),
          ["Total hours", formatHours(line.totalHours)],
          ["Regular pay", formatMoney(line.regularPay), payFormula(line, "regular")],
          ["Overtime pay", formatMoney(line.overtimePay), payFormula(line, "overtime")],
          ...optionalRow("Double time pay", doubleTime ? formatMoney(line.doubleTimePay) : null, payFormula(line, "double_time")),
          ...mealPremiumRows(missed.length > 0, line.mealPremiumPay, premiumPaid),
        ]}
        strong={["Gross pay", formatMoney(line.grossPay)]}
      />
      {carried ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="payroll-carried-hours">
          {carried}
        </p>
      ) : null}
      {missed.length > 0 ? (
        <div className="mt-2 flex flex-wrap items-center gap-2" data-testid="payroll-missed-meals">
          <MissedMealBreakBadge missed />
          <span className="text-sm text-slate-700">{missed.map((key) => formatDayKey(key, "EEE, MMM d")).join(", ")}</span>
        </div>
      ) : null}
      {line.entriesWithoutRate > 0 ? (
        <p className="mt-2 text-sm text-amber-900">
          {line.entriesWithoutRate} {line.entriesWithoutRate === 1 ? "entry has" : "entries have"} no hourly rate and {line.entriesWithoutRate === 1 ? "is" : "are"} paid $0.00.
        </p>
      ) : null}
      <PaySegments weekOf={weekOf} workerId={line.workerId} workerName={line.workerName} timeZone={timeZone} />
    </Card>
  );
}

export function Figures({ rows, strong }: { rows: FigureRow[]; strong: [string, string] }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-base">
      {rows.map(([label, value, note]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">
            {label}
            {note ? <span className="block text-sm tabular-nums text-slate-500">{note}</span> : null}
          </dt>
          <dd className="text-right tabular-nums text-slate-900">{value}</dd>
        </div>
      ))}
      <div className="contents">
        <dt className="mt-1 border-t border-slate-200 pt-1 font-semibold text-slate-900">{strong[0]}</dt>
        <dd className="mt-1 border-t border-slate-200 pt-1 text-right text-lg font-semibold tabular-nums text-slate-900">{strong[1]}</dd>
      </div>
    </dl>
  );
}
