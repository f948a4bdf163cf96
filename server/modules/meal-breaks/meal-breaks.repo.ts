// The meal-break rule's read (issue 15): a range's entries with their timed breaks, in two queries (the entries, then
// the breaks of those same entries), shaped as shared/domain/meal-break-rule.ts reads them.
import { and, asc, eq, gte, inArray, isNotNull, lt, type SQL } from "drizzle-orm";
import { timeEntries, timeEntryBreaks } from "@shared/schema";
import { parseCents } from "@shared/domain/money";
import type { RuleBreak, WorkerRuleEntry } from "@shared/domain/meal-break-rule";
import type { InstantRange } from "@shared/domain/work-week";
import type { Db, Tx } from "../../db/client";

export interface RuleEntriesFilter {
  /** Entries clocked in within the range (their day is the clock-in day, as payroll counts them). */
  range?: InstantRange;
  /** Only these workers (the summary's lines); absent: everyone. */
  workerIds?: readonly number[];
  /** Payroll counts closed entries only; the timesheet also checks the open ones (until now). */
  closedOnly?: boolean;
  /** The entries an approval has just locked into this pay period. */
  payPeriodId?: number;
}

/** The entries matching the filter, each with its breaks (start order). */
export async function readRuleEntries(executor: Db | Tx, filter: RuleEntriesFilter): Promise<WorkerRuleEntry[]> {
  if (filter.workerIds && filter.workerIds.length === 0) return [];
  const conditions: (SQL | undefined)[] = [
    filter.range ? gte(timeEntries.clockInTime, filter.range.start) : undefined,
    filter.range ? lt(timeEntries.clockInTime, filter.range.end) : undefined,
    filter.workerIds ? inArray(timeEntries.workerId, [...filter.workerIds]) : undefined,
    filter.closedOnly ? isNotNull(timeEntries.clockOutTime) : undefined,
    filter.payPeriodId !== undefined ? eq(timeEntries.payPeriodId, filter.payPeriodId) : undefined,
  ];
  const where = and(...conditions);
  // One after the other: inside an approval's transaction both run on its one connection anyway.
  const entries = await executor
      .select({
        id: timeEntries.id,
        workerId: timeEntries.workerId,
        clockInTime: timeEntries.clockInTime,
        clockOutTime: timeEntries.clockOutTime,
        hourlyRate: timeEntries.hourlyRate,
      })
      .from(timeEntries)
      .where(where);
  const breaks = await executor
      .select({ timeEntryId: timeEntryBreaks.timeEntryId, kind: timeEntryBreaks.kind, startedAt: timeEntryBreaks.startedAt, endedAt: timeEntryBreaks.endedAt })
      .from(timeEntryBreaks)
      .innerJoin(timeEntries, eq(timeEntries.id, timeEntryBreaks.timeEntryId))
      .where(where)
      .orderBy(asc(timeEntryBreaks.startedAt), asc(timeEntryBreaks.id));
  const byEntry = new Map<number, RuleBreak[]>();
  for (const b of breaks) {
    const list = byEntry.get(b.timeEntryId) ?? [];
    list.push({ kind: b.kind, startedAt: b.startedAt, endedAt: b.endedAt });
    byEntry.set(b.timeEntryId, list);
  }
  return entries.map((e) => ({
    workerId: e.workerId,
    clockInTime: e.clockInTime,
    clockOutTime: e.clockOutTime,
    hourlyRateCents: parseCents(e.hourlyRate),
    breaks: byEntry.get(e.id) ?? [],
  }));
}
