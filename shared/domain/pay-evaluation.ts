// The one evaluator of pay hours (issue 27): a worker's closed entries become worked spans, the overtime labeller
// (overtime-labels.ts) labels every minute under the company's preset, and each entry gets its minutes per label.
// The payroll week, approval, the exports and each entry's stored pay all read these figures; the payroll week's SQL
// path for the spec presets (payroll.repo weekPayBuckets) is tied to them by a property test
// (tests/api/payroll-buckets.test.ts).
import { isSpecPreset, labelWorkedMinutes, type LabelledSegment, type LabelOptions, type OvertimeRule, type WorkedSpan } from "./overtime-labels";
import type { PayLabel } from "./pay-lines";
import { entryDurationMinutes, payrollFromBuckets, type PayrollEntry, type PayrollPricing, type PayrollReport } from "./payroll";
import { dayKey, SPEC_WORKWEEK_STARTS_ON, type DateKey } from "./work-week";

/** What the evaluator needs of the company: its zone, its overtime preset and its workweek. */
export type PayRuleOptions = LabelOptions;

/** What the evaluator reads of the Company settings: the preset, Nevada's daily switch and the workweek. */
export interface PaySettings {
  overtimeRule: OvertimeRule;
  nevadaDailyOvertimeBelowRate?: boolean;
  /** The workweek's first day (0 = Sunday); absent (a record approved before the setting): the spec's Sunday. */
  workweekStartsOn?: number;
}

/** What a write to a worker's hours reads of the settings: the rule its stored pay follows, and break pay. */
export interface PunchPaySettings extends PaySettings {
  mealBreaksPaid: boolean;
}

/** The evaluator's options for a company's settings in its zone. */
/**
 * The version of the pay rules (labelling, rounding, pricing) an approval's record was computed under: raised when a
 * change would give the same entries other figures, so a record says which rules made it.
 */
export const PAY_RULES_VERSION = 1;

export function payRuleOptionsOf(settings: PaySettings, timeZone: string): PayRuleOptions {
  return {
    timeZone,
    rule: settings.overtimeRule,
    workweekStartsOn: settings.workweekStartsOn ?? SPEC_WORKWEEK_STARTS_ON,
    nevadaDailyOvertime: settings.nevadaDailyOvertimeBelowRate ?? false,
  };
}

/** One unpaid break of an entry, both ends known (a running break is not paid time either, but a closed entry has none). */
export interface UnpaidBreak {
  start: Date;
  end: Date;
}

export interface LabelledEntry extends PayrollEntry {
  /** The entry's unpaid timed breaks; absent, its breakMinutes come off the end of the shift (a typed break). */
  unpaidBreaks?: readonly UnpaidBreak[];
}

export interface EntryAllocation<E extends LabelledEntry = LabelledEntry> {
  entry: E;
  /** The clock-in day: the day and pay period the entry belongs to. */
  dayKey: DateKey;
  /** entryDurationMinutes: the entry's paid minutes. */
  minutes: number;
  regularMinutes: number;
  overtimeMinutes: number;
  doubleTimeMinutes: number;
}

const MINUTE_MS = 60_000;

/**
 * The entry's paid minutes as spans between its unpaid breaks: exactly entryDurationMinutes of them, so every screen
 * that reads an entry's hours agrees with its labels. A piece's part minute counts as a whole one only while minutes
 * are still owed (the entry's minutes are truncated once, over the whole shift, not per piece).
 */
export function workedSpans(entry: LabelledEntry): WorkedSpan[] {
  let owed = entryDurationMinutes(entry);
  if (owed === 0 || entry.clockOutTime === null) return [];
  const clockIn = entry.clockInTime;
  if (!entry.unpaidBreaks) return [{ start: clockIn, end: new Date(clockIn.getTime() + owed * MINUTE_MS), clockIn }];
  const breaks = [...entry.unpaidBreaks].sort((a, b) => a.start.getTime() - b.start.getTime());
  const spans: WorkedSpan[] = [];
  let from = clockIn.getTime();
  const end = entry.clockOutTime.getTime();
  for (const piece of [...breaks.map((b) => ({ until: b.start.getTime(), resume: b.end.getTime() })), { until: end, resume: end }]) {
    const until = Math.min(Math.max(piece.until, from), end);
    const minutes = Math.min(owed, Math.ceil((until - from) / MINUTE_MS));
    if (minutes > 0) {
      spans.push({ start: new Date(from), end: new Date(from + minutes * MINUTE_MS), clockIn });
      owed -= minutes;
    }
    from = Math.max(from, Math.min(piece.resume, end));
  }
  return spans;
}

/** A labelled stretch of one entry: which entry, and the labeller's segment. */
export interface EntrySegment<E extends LabelledEntry = LabelledEntry> extends LabelledSegment {
  entry: E;
}

/** Each worker's closed entries in clock-in order, labelled together: per worker, the entries and their segments. */
function labelByWorker<E extends LabelledEntry>(entries: readonly E[], options: PayRuleOptions): { worked: E[]; segments: EntrySegment<E>[] }[] {
  const byWorker = new Map<number, E[]>();
  for (const entry of entries) {
    if (entry.clockOutTime === null) continue;
    if (Number.isNaN(entry.clockInTime.getTime())) throw new RangeError("clockInTime is an invalid date");
    const list = byWorker.get(entry.workerId) ?? [];
    list.push(entry);
    byWorker.set(entry.workerId, list);
  }
  return [...byWorker.keys()]
    .sort((a, b) => a - b)
    .map((workerId) => {
      const worked = byWorker.get(workerId)!.sort((a, b) => a.clockInTime.getTime() - b.clockInTime.getTime());
      const spans: WorkedSpan[] = [];
      const entryOfSpan: E[] = [];
      for (const entry of worked) {
        for (const span of workedSpans(entry)) {
          spans.push(span);
          entryOfSpan.push(entry);
        }
      }
      const segments = labelWorkedMinutes(spans, options).map((segment) => ({ ...segment, entry: entryOfSpan[segment.spanIndex] }));
      return { worked, segments };
    });
}

/**
 * Every labelled stretch of the entries given, worker by worker in time order: what a screen explains hour by hour.
 * Pass the same context as to allocateEntryMinutes; computed per worker on demand, never for a whole company's week.
 */
export function entrySegments<E extends LabelledEntry>(entries: readonly E[], options: PayRuleOptions): EntrySegment<E>[] {
  return labelByWorker(entries, options).flatMap((worker) => worker.segments);
}

/**
 * Each closed entry's minutes per label, worker by worker, over all the entries given: pass every entry whose minutes
 * share a workday or workweek with the ones to be paid (under the law presets, a night shift begun the evening before a
 * period still counts toward its first day). Returns closed entries only, ordered by worker id, then clock-in.
 */
export function allocateEntryMinutes<E extends LabelledEntry>(entries: readonly E[], options: PayRuleOptions): EntryAllocation<E>[] {
  return labelByWorker(entries, options).flatMap(({ worked, segments }) => {
    const perEntry = new Map<E, Record<PayLabel, number>>(worked.map((entry) => [entry, { regular: 0, overtime: 0, double_time: 0 }]));
    for (const segment of segments) perEntry.get(segment.entry)![segment.label] += segment.minutes;
    return worked.map((entry) => {
      const labels = perEntry.get(entry)!;
      return {
        entry,
        dayKey: dayKey(entry.clockInTime, options.timeZone),
        minutes: entryDurationMinutes(entry),
        regularMinutes: labels.regular,
        overtimeMinutes: labels.overtime,
        doubleTimeMinutes: labels.double_time,
      };
    });
  });
}

/**
 * How a preset prices overtime: the law presets at the weighted regular rate when a week holds two rates (29 CFR
 * 778.115), the spec's presets at each entry's own rate, as the spec says.
 */
export const pricingOf = (rule: OvertimeRule): PayrollPricing => ({ weightedRegularRate: !isSpecPreset(rule) });

/** One line per worker of these allocations, ordered by worker id, and the totals of those lines. */
export function payrollOfAllocations(allocations: readonly EntryAllocation[], pricing: PayrollPricing): PayrollReport {
  return payrollFromBuckets(
    allocations.map(({ entry, regularMinutes, overtimeMinutes, doubleTimeMinutes }) => ({
      workerId: entry.workerId,
      hourlyRateCents: entry.hourlyRateCents,
      regularMinutes,
      overtimeMinutes,
      doubleTimeMinutes,
      entryCount: 1,
    })),
    pricing,
  );
}

/**
 * One line per worker with closed entries, ordered by worker id, and the totals of those lines. The caller picks the
 * entries (e.g. clock-in within the week); open entries are ignored here.
 */
export function calculatePayroll(entries: readonly LabelledEntry[], options: PayRuleOptions): PayrollReport {
  return payrollOfAllocations(allocateEntryMinutes(entries, options), pricingOf(options.rule));
}
