// The week's pay figures from the one evaluator (shared/domain/pay-evaluation.ts): the buckets the Payroll tab reads
// under any preset, each stretch explained, and the payroll rows approval stores. Pure: the service reads the rows
// and settings.
import { allocateEntryMinutes, entrySegments, type LabelledEntry, type PayRuleOptions } from "@shared/domain/pay-evaluation";
import { labelText } from "@shared/domain/overtime-labels";
import type { PayLineView, PaySegmentView, PayrollWorkerLine } from "@shared/api/payroll";
import { labelRateDecimalString, type PayLine } from "@shared/domain/pay-lines";
import { centsToDecimalString, parseCents } from "@shared/domain/money";
import { labelRateCents, overtimeRateCents } from "@shared/domain/payroll";
import type { InstantRange } from "@shared/domain/work-week";
import type { LabelledEntryRow } from "./labelled-entries.repo";
import type { WeekPayBucketRow } from "./payroll.repo";
import type { PayrollEntryInsert } from "./period-approval.repo";

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
  return labelledRangeBuckets(rows, [range], options)[0];
}

/**
 * The buckets of each range (a period's workweeks, each its days inside the period) from one labelling pass over the
 * rows: labels run per workweek in time order, so the rows of a workweek's days before the period give context only.
 */
export function labelledRangeBuckets(rows: readonly LabelledEntryRow[], ranges: readonly InstantRange[], options: PayRuleOptions): WeekPayBucketRow[][] {
  const buckets: WeekPayBucketRow[][] = ranges.map(() => []);
  const bucketsOf = (at: Date) => buckets[ranges.findIndex((range) => inRange(range, at))] as WeekPayBucketRow[] | undefined;
  for (const { entry, regularMinutes, overtimeMinutes, doubleTimeMinutes } of allocateEntryMinutes(rows.map(labelledEntryOf), options)) {
    const { workerId, workerName, hourlyRateCents } = entry;
    bucketsOf(entry.clockInTime)?.push({ workerId, workerName, hourlyRateCents, regularMinutes, overtimeMinutes, doubleTimeMinutes, entryCount: 1, openCount: 0 });
  }
  for (const row of rows) {
    if (row.clockOutTime !== null) continue;
    const { workerId, workerName } = row;
    bucketsOf(row.clockInTime)?.push({ workerId, workerName, hourlyRateCents: parseCents(row.hourlyRate), regularMinutes: 0, overtimeMinutes: 0, doubleTimeMinutes: 0, entryCount: 0, openCount: 1 });
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

/**
 * A worker's payroll row of the approval's record (the spec's payroll_entries): the line exactly as the tab showed it
 * (`figures`, read back whenever the period is shown), and the spec's columns from it. The label rates there are
 * rounded to the cent, as the column holds; the pay lines keep the half cent.
 */
export function recordRowOf(line: PayrollWorkerLine, extraNotes: (string | null)[]): PayrollEntryInsert {
  const rate = parseCents(line.hourlyRate);
  return {
    workerId: line.workerId,
    regularHours: line.regularHours.toFixed(2),
    overtimeHours: line.overtimeHours.toFixed(2),
    doubleTimeHours: line.doubleTimeHours.toFixed(2),
    regularRate: line.hourlyRate,
    overtimeRate: rate === null ? null : centsToDecimalString(overtimeRateCents(rate)),
    doubleTimeRate: rate === null ? null : centsToDecimalString(labelRateCents(rate, "double_time")),
    grossPay: line.grossPay,
    // No deductions are computed here, so net equals gross until a payroll provider adds them.
    netPay: line.grossPay,
    notes:
      [
        line.rates.length > 1 ? `Mixed rates: ${line.rates.join(", ")}` : null,
        line.weightedRate !== null ? `Overtime on the weighted regular rate ${line.weightedRate} (29 CFR 778.115)` : null,
        line.entriesWithoutRate ? `${line.entriesWithoutRate} entr${line.entriesWithoutRate === 1 ? "y" : "ies"} without a rate` : null,
        ...extraNotes,
      ]
        .filter(Boolean)
        .join("; ") || null,
    figures: line,
  };
}
