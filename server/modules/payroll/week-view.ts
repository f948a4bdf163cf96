// The Payroll tab's week as the API sends it, pure: each worker's line from the week's buckets (the live figures), or
// the lines an approval stored (the record), and the totals, which are always the sums of the lines shown.
import type { PayrollTotalsView, PayrollWeekView, PayrollWorkerLine, PeriodWorkweekView } from "@shared/api/payroll";
import type { PayFrequency } from "@shared/domain/pay-schedule";
import { centsToDecimalString, parseCents } from "@shared/domain/money";
import { hasWeeklyOvertime } from "@shared/domain/overtime-setting";
import type { OvertimeRule } from "@shared/domain/overtime-labels";
import { pricingOf } from "@shared/domain/pay-evaluation";
import { payrollFromBuckets, type WorkerPayrollLine } from "@shared/domain/payroll";
import type { DaySpanRange } from "@shared/domain/work-week";
import { payPeriodSummaryOf } from "./pay-period-lock";
import { mealPremiumCents, type MealPolicy, type WorkerMealMisses } from "../meal-breaks/meal-breaks";
import { payLineView } from "./pay-figures";
import type { PayPeriodRow } from "./pay-period-lock.repo";
import type { WeekPayBucketRow } from "./payroll.repo";

const money = (cents: number) => centsToDecimalString(cents);
const rateText = (cents: number | null) => (cents === null ? null : money(cents));

export interface WeekMeal {
  policy: MealPolicy;
  misses: Map<number, WorkerMealMisses>;
}

/** Each worker's line of the week from its buckets, by name: the figures, their pay lines and the meal premium. */
export function workerLinesOf(buckets: readonly WeekPayBucketRow[], rule: OvertimeRule, meal: WeekMeal): PayrollWorkerLine[] {
  const report = payrollFromBuckets(buckets, pricingOf(rule));
  const names = new Map(buckets.map((b) => [b.workerId, b.workerName]));
  const line = (l: WorkerPayrollLine): PayrollWorkerLine => {
    const premiumCents = mealPremiumCents(meal.misses.get(l.workerId), l);
    return {
      workerId: l.workerId,
      workerName: names.get(l.workerId) ?? "",
      regularHours: l.regularHours,
      overtimeHours: l.overtimeHours,
      totalHours: l.totalHours,
      hourlyRate: rateText(l.hourlyRateCents),
      rates: l.rates.map(money),
      weightedRate: rateText(l.weightedRateCents),
      entriesWithoutRate: l.entriesWithoutRate,
      regularPay: money(l.regularPayCents),
      overtimePay: money(l.overtimePayCents),
      doubleTimeHours: l.doubleTimeHours,
      doubleTimePay: money(l.doubleTimePayCents),
      // The premium is added to gross only when the company pays it; otherwise it is shown beside it.
      grossPay: money(l.grossPayCents + (meal.policy.premiumPaid ? premiumCents : 0)),
      entryCount: l.entryCount,
      payLines: l.lines.map(payLineView),
      mealBreakMissedDays: meal.misses.get(l.workerId)?.days ?? [],
      mealPremiumPay: money(premiumCents),
    };
  };
  return report.workers.map(line).sort((a, b) => a.workerName.localeCompare(b.workerName) || a.workerId - b.workerId);
}

/** The totals of the lines shown: hours in hundredths and pay in cents, so they re-add exactly. */
export function totalsOfLines(lines: readonly PayrollWorkerLine[]): PayrollTotalsView {
  const hundredths = (pick: (l: PayrollWorkerLine) => number) => lines.reduce((sum, l) => sum + Math.round(pick(l) * 100), 0) / 100;
  const cents = (pick: (l: PayrollWorkerLine) => string) => money(lines.reduce((sum, l) => sum + parseCents(pick(l))!, 0));
  return {
    workerCount: lines.length,
    entryCount: lines.reduce((sum, l) => sum + l.entryCount, 0),
    regularHours: hundredths((l) => l.regularHours),
    overtimeHours: hundredths((l) => l.overtimeHours),
    totalHours: hundredths((l) => l.totalHours),
    regularPay: cents((l) => l.regularPay),
    overtimePay: cents((l) => l.overtimePay),
    doubleTimeHours: hundredths((l) => l.doubleTimeHours),
    doubleTimePay: cents((l) => l.doubleTimePay),
    grossPay: cents((l) => l.grossPay),
    mealPremiumPay: cents((l) => l.mealPremiumPay),
  };
}


export interface WeekViewParts {
  week: DaySpanRange;
  payFrequency: PayFrequency;
  workweeks: PeriodWorkweekView[];
  timeZone: string;
  rule: OvertimeRule;
  policy: MealPolicy;
  period: PayPeriodRow | undefined;
  openEntries: number;
  workers: PayrollWorkerLine[];
}

/** The period's answer from its lines, whether computed now or read from the approval's record. */
export function weekViewOf(parts: WeekViewParts): Omit<PayrollWeekView, "signatures"> {
  const { week, period, policy } = parts;
  return {
    weekStart: week.startKey,
    weekEnd: week.endKey,
    payFrequency: parts.payFrequency,
    workweeks: parts.workweeks,
    timeZone: parts.timeZone,
    weeklyOvertime: hasWeeklyOvertime(parts.rule),
    overtimeRule: parts.rule,
    mealBreakRule: policy.rule ? "california" : "off",
    mealPremiumPaid: policy.premiumPaid,
    approved: period?.status === "approved",
    periodEndsAt: week.end.toISOString(),
    payPeriod: period ? payPeriodSummaryOf(period) : null,
    openEntries: parts.openEntries,
    workers: parts.workers,
    totals: totalsOfLines(parts.workers),
  };
}
