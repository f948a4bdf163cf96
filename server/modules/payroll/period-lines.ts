// A pay period's line per worker from its workweeks' lines (issue 27 step 4). Overtime, the weighted regular rate and
// the rounding to the hundredth are each a workweek's own (29 CFR 778.104: no averaging across weeks; hours are rounded
// once per worker, workweek and label), so a period of several workweeks adds its weeks' rounded lines: hours in
// hundredths and pay in cents, so the period's figures re-add to the cent as each week's do. Pure.
import type { PayLineView, PayrollWorkerLine } from "@shared/api/payroll";
import type { MealBreakDay } from "@shared/domain/meal-break-rule";
import type { OvertimeRule } from "@shared/domain/overtime-labels";
import { centsToDecimalString, parseCents } from "@shared/domain/money";
import { PAY_LABELS } from "@shared/domain/pay-lines";
import { missesByWorker, type MealPolicy } from "../meal-breaks/meal-breaks";
import type { PeriodSpan } from "./pay-period-span";
import type { WeekPayBucketRow } from "./payroll.repo";
import { workerLinesOf } from "./week-view";

const sumHours = (parts: readonly { hours: number }[]) => parts.reduce((sum, p) => sum + Math.round(p.hours * 100), 0) / 100;
const sumMoney = (values: readonly string[]) => centsToDecimalString(values.reduce((sum, v) => sum + (parseCents(v) ?? 0), 0));
/** The one value all parts share, else null. */
const shared = <T>(values: readonly T[]): T | null => (values.every((v) => v === values[0]) ? values[0] : null);

/** Pay lines of the same label and rates are one line: their hours and pay added. */
function mergedPayLines(lines: readonly PayLineView[]): PayLineView[] {
  const byKey = new Map<string, PayLineView[]>();
  for (const line of lines) {
    const key = `${line.label}|${line.hourlyRate}|${line.labelRate}`;
    byKey.set(key, [...(byKey.get(key) ?? []), line]);
  }
  const cents = (rate: string | null) => (rate === null ? Number.MAX_SAFE_INTEGER : parseCents(rate)!);
  return [...byKey.values()]
    .map((same) => ({ ...same[0], hours: sumHours(same), pay: sumMoney(same.map((l) => l.pay)) }))
    .sort((a, b) => PAY_LABELS.indexOf(a.label) - PAY_LABELS.indexOf(b.label) || cents(a.hourlyRate) - cents(b.hourlyRate));
}

function mergedLine(parts: readonly PayrollWorkerLine[]): PayrollWorkerLine {
  if (parts.length === 1) return parts[0];
  const hours = (pick: (l: PayrollWorkerLine) => number) => sumHours(parts.map((l) => ({ hours: pick(l) })));
  const money = (pick: (l: PayrollWorkerLine) => string) => sumMoney(parts.map(pick));
  const rates = [...new Set(parts.flatMap((l) => l.rates))].sort((a, b) => parseCents(a)! - parseCents(b)!);
  return {
    workerId: parts[0].workerId,
    workerName: parts[0].workerName,
    regularHours: hours((l) => l.regularHours),
    overtimeHours: hours((l) => l.overtimeHours),
    doubleTimeHours: hours((l) => l.doubleTimeHours),
    totalHours: hours((l) => l.totalHours),
    regularPay: money((l) => l.regularPay),
    overtimePay: money((l) => l.overtimePay),
    doubleTimePay: money((l) => l.doubleTimePay),
    grossPay: money((l) => l.grossPay),
    mealPremiumPay: money((l) => l.mealPremiumPay),
    hourlyRate: shared(parts.map((l) => l.hourlyRate)),
    rates,
    // Each workweek prices its overtime on its own weighted rate (in its pay lines); one figure only when they agree.
    weightedRate: shared(parts.map((l) => l.weightedRate)),
    entriesWithoutRate: parts.reduce((sum, l) => sum + l.entriesWithoutRate, 0),
    entryCount: parts.reduce((sum, l) => sum + l.entryCount, 0),
    payLines: mergedPayLines(parts.flatMap((l) => l.payLines)),
    mealBreakMissedDays: parts.flatMap((l) => l.mealBreakMissedDays).sort(),
  };
}

/** Each worker's period line from the lines of each workweek (in order), by name as the week's lines are. */
export function periodLinesOf(weeks: readonly (readonly PayrollWorkerLine[])[]): PayrollWorkerLine[] {
  if (weeks.length === 1) return [...weeks[0]];
  const byWorker = new Map<number, PayrollWorkerLine[]>();
  for (const lines of weeks) for (const line of lines) byWorker.set(line.workerId, [...(byWorker.get(line.workerId) ?? []), line]);
  return [...byWorker.values()].map(mergedLine).sort((a, b) => a.workerName.localeCompare(b.workerName) || a.workerId - b.workerId);
}

/**
 * Each worker's line of the period from its workweeks' buckets (in the period's order): every workweek is priced and
 * rounded on its own, with the meal premiums of its own days, then added (periodLinesOf).
 */
export function periodLines(period: PeriodSpan, weekBuckets: readonly WeekPayBucketRow[][], rule: OvertimeRule, policy: MealPolicy, missed: readonly MealBreakDay[]): PayrollWorkerLine[] {
  return periodLinesOf(
    period.workweeks.map(({ counted }, index) => {
      const misses = missesByWorker(missed.filter((day) => day.dayKey >= counted.startKey && day.dayKey <= counted.endKey));
      return workerLinesOf(weekBuckets[index], rule, { policy, misses });
    }),
  );
}
