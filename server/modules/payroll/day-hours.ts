// Hours by day from the one evaluator (issue 27): each entry's hours per label as shares of its worker's rounded pay
// lines (entryHundredths, the entries file's shares), so a worker's entries and days add up to their totals to the
// hundredth. The desk grid's day cells (GET /api/payroll?dayHours=true) and a worker's own period (GET /api/my-period)
// read them; one labelling pass over the period's entries.
import type { DayHoursView } from "@shared/api/payroll";
import type { PayRuleOptions } from "@shared/domain/pay-evaluation";
import type { PayLabel } from "@shared/domain/pay-lines";
import type { InstantRange } from "@shared/domain/work-week";
import { entryPayFigures } from "./entry-pay";
import { entryHundredths } from "./payroll-files";
import type { LabelledEntryRow } from "./labelled-entries.repo";

export interface EntryShare {
  workerId: number;
  /** The day it counts on: the shift's start day. */
  dayKey: string;
  hundredths: Record<PayLabel, number>;
}

/** Each closed entry clocked in within the period, by id. `rows`: the period's entries and its first workweek's carried days' (context only). */
export function entryLabelShares(rows: readonly LabelledEntryRow[], period: InstantRange, rules: PayRuleOptions): Map<number, EntryShare> {
  const inPeriod = new Map(rows.filter((r) => r.clockOutTime !== null && r.clockInTime >= period.start && r.clockInTime < period.end).map((r) => [r.id, r]));
  const figures = entryPayFigures(rows, rules).filter((f) => inPeriod.has(f.id));
  const shares = entryHundredths(figures, inPeriod, rules.workweekStartsOn);
  return new Map(figures.map((f) => [f.id, { workerId: inPeriod.get(f.id)!.workerId, dayKey: f.dayKey, hundredths: shares.get(f.id)! }]));
}

export function dayHoursOf(rows: readonly LabelledEntryRow[], period: InstantRange, rules: PayRuleOptions): DayHoursView[] {
  const cells = new Map<string, { workerId: number; dayKey: string; hundredths: number }>();
  for (const { workerId, dayKey, hundredths } of entryLabelShares(rows, period, rules).values()) {
    const key = `${workerId}|${dayKey}`;
    const cell = cells.get(key) ?? { workerId, dayKey, hundredths: 0 };
    cell.hundredths += hundredths.regular + hundredths.overtime + hundredths.double_time;
    cells.set(key, cell);
  }
  return [...cells.values()].map(({ workerId, dayKey, hundredths }) => ({ workerId, dayKey, hours: hundredths / 100 }));
}
