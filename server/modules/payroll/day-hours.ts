// The desk grid's day cells (issue 27 step 4): each worker's hours by the day a shift started, as shares of the
// worker's rounded pay lines (entryHundredths, the entries file's shares), so a row's days add up to its total to the
// hundredth. Read on request only (GET /api/payroll?dayHours=true): one labelling pass over the period's entries.
import type { DayHoursView } from "@shared/api/payroll";
import type { PayRuleOptions } from "@shared/domain/pay-evaluation";
import type { InstantRange } from "@shared/domain/work-week";
import { entryPayFigures } from "./entry-pay";
import { entryHundredths } from "./payroll-files";
import type { LabelledEntryRow } from "./labelled-entries.repo";

/** `rows`: the period's entries and those of its first workweek's carried days (context only). */
export function dayHoursOf(rows: readonly LabelledEntryRow[], period: InstantRange, rules: PayRuleOptions): DayHoursView[] {
  const inPeriod = new Map(rows.filter((r) => r.clockOutTime !== null && r.clockInTime >= period.start && r.clockInTime < period.end).map((r) => [r.id, r]));
  const figures = entryPayFigures(rows, rules).filter((f) => inPeriod.has(f.id));
  const shares = entryHundredths(figures, inPeriod, rules.workweekStartsOn);
  const cells = new Map<string, { workerId: number; dayKey: string; hundredths: number }>();
  for (const f of figures) {
    const share = shares.get(f.id)!;
    const workerId = inPeriod.get(f.id)!.workerId;
    const key = `${workerId}|${f.dayKey}`;
    const cell = cells.get(key) ?? { workerId, dayKey: f.dayKey, hundredths: 0 };
    cell.hundredths += share.regular + share.overtime + share.double_time;
    cells.set(key, cell);
  }
  return [...cells.values()].map(({ workerId, dayKey, hundredths }) => ({ workerId, dayKey, hours: hundredths / 100 }));
}
