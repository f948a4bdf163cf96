// The week's pay figures from the one evaluator (shared/domain/pay-evaluation.ts): the buckets the Payroll tab reads
// under any preset, and the payroll rows approval stores. Pure: the service reads the rows and settings.
import { allocateEntryMinutes, entrySegments, payrollOfAllocations, pricingOf, type LabelledEntry, type PayRuleOptions } from "@shared/domain/pay-evaluation";
import { labelText } from "@shared/domain/overtime-labels";
import type { PayLineView, PaySegmentView } from "@shared/api/payroll";
import { labelRateDecimalString, type PayLine } from "@shared/domain/pay-lines";
import { centsToDecimalString, parseCents } from "@shared/domain/money";
import { labelRateCents, overtimeRateCents, type WorkerPayrollLine } from "@shared/domain/payroll";
import type { InstantRange } from "@shared/domain/work-week";
import type { LabelledEntryRow } from "./labelled-entries.repo";
import type { PayrollEntryInsert, WeekPayBucketRow } from "./payroll.repo";

const inRange = (range: InstantRange, at: Date) => at >= range.start && at < range.end;

/** A row as the evaluator reads it: its rate in cents, its unpaid minutes and breaks. */
export function labelledEntryOf(row: LabelledEntryRow): LabelledEntryRow & LabelledEntry {
  return { ...row, hourlyRateCents: parseCents(row.hourlyRate), breakMinutes: row.breakTime };
}

/**
 * The week's buckets from its entries labelled one by one: one per closed entry clocked in within the range, and one
 * per open entry (counted, no minutes). The rows before the range only give their minutes' context.
 */
export function labelledWeekBuckets(rows: readonly LabelledEntryRow[], range: InstantRange, options: PayRuleOptions): WeekPayBucketRow[] {
  const buckets: WeekPayBucketRow[] = [];
  for (const { entry, regularMinutes, overtimeMinutes, doubleTimeMinutes } of allocateEntryMinutes(rows.map(labelledEntryOf), options)) {
    if (!inRange(range, entry.clockInTime)) continue;
    const { workerId, workerName, hourlyRateCents } = entry;
    buckets.push({ workerId, workerName, hourlyRateCents, regularMinutes, overtimeMinutes, doubleTimeMinutes, entryCount: 1, openCount: 0 });
  }
  for (const row of rows) {
    if (row.clockOutTime !== null || !inRange(range, row.clockInTime)) continue;
    const { workerId, workerName } = row;
    buckets.push({ workerId, workerName, hourlyRateCents: parseCents(row.hourlyRate), regularMinutes: 0, overtimeMinutes: 0, doubleTimeMinutes: 0, entryCount: 0, openCount: 1 });
  }
  return buckets;
}

/** A pay line as the API sends it: hours x labelRate = pay. */
export const payLineView = (line: PayLine): PayLineView => ({
  label: line.label,
  hourlyRate: line.hourlyRateCents === null ? null : centsToDecimalString(line.hourlyRateCents),
  labelRate: line.labelRateHalfCents === null ? null : labelRateDecimalString(line.labelRateHalfCents),
  hours: line.hundredths / 100,
  pay: centsToDecimalString(line.payCents),
});

/** One worker's week explained stretch by stretch: the segments of the entries clocked in within the range. */
export function segmentViews(rows: readonly LabelledEntryRow[], range: InstantRange, options: PayRuleOptions): PaySegmentView[] {
  return entrySegments(rows.map(labelledEntryOf), options)
    .filter((segment) => inRange(range, segment.entry.clockInTime))
    .map((segment) => ({
      entryId: segment.entry.id,
      dayKey: segment.workdayKey,
      start: segment.start.toISOString(),
      end: segment.end.toISOString(),
      minutes: segment.minutes,
      label: segment.label,
      text: labelText(segment, options.rule),
    }));
}

/** The stored figures of each worker line of the week: hours, rates and gross before what `extra` adds (the meal premium). */
export function approvedPayrollRows(
  rows: readonly LabelledEntryRow[],
  range: InstantRange,
  options: PayRuleOptions,
  extra: (line: WorkerPayrollLine) => { premiumCents: number; notes: (string | null)[] },
): PayrollEntryInsert[] {
  const money = centsToDecimalString;
  const inWeek = new Set(rows.filter((row) => inRange(range, row.clockInTime)).map((row) => row.id));
  // Labelled with the entries before the week (their minutes' context), paid for the week's own entries only.
  const labelled = allocateEntryMinutes(rows.map(labelledEntryOf), options).filter((a) => inWeek.has(a.entry.id));
  const report = payrollOfAllocations(labelled, pricingOf(options.rule));
  return report.workers.map((l) => {
    const added = extra(l);
    const grossCents = l.grossPayCents + added.premiumCents;
    return {
      workerId: l.workerId,
      regularHours: l.regularHours.toFixed(2),
      overtimeHours: l.overtimeHours.toFixed(2),
      doubleTimeHours: l.doubleTimeHours.toFixed(2),
      regularRate: l.hourlyRateCents === null ? null : money(l.hourlyRateCents),
      overtimeRate: l.hourlyRateCents === null ? null : money(overtimeRateCents(l.hourlyRateCents)),
      doubleTimeRate: l.hourlyRateCents === null ? null : money(labelRateCents(l.hourlyRateCents, "double_time")),
      grossPay: money(grossCents),
      // No deductions are computed here, so net equals gross until a payroll provider adds them.
      netPay: money(grossCents),
      notes:
        [
          l.rates.length > 1 ? `Mixed rates: ${l.rates.map(money).join(", ")}` : null,
          l.weightedRateCents !== null ? `Overtime on the weighted regular rate ${money(l.weightedRateCents)} (29 CFR 778.115)` : null,
          l.entriesWithoutRate ? `${l.entriesWithoutRate} entr${l.entriesWithoutRate === 1 ? "y" : "ies"} without a rate` : null,
          ...added.notes,
        ]
          .filter(Boolean)
          .join("; ") || null,
    };
  });
}
