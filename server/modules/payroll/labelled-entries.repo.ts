// The entries the one evaluator labels for a period under the federal and state presets: each with its unpaid timed
// breaks (where they fall decides the workday and the consecutive hours a minute counts in), in one query.
import { sql } from "drizzle-orm";
import { timeEntries, timeEntryBreaks, workers } from "@shared/schema";
import type { UnpaidBreak } from "@shared/domain/pay-evaluation";
import type { InstantRange } from "@shared/domain/work-week";
import { rowsOf } from "../../lib/raw-rows.repo";
import type { Db, Tx } from "../../db/client";

/**
 * Before a period's first instant, the entries that can still share a workday or a run of consecutive hours with its
 * first minutes: a Nevada workday or a Colorado run reaches 24 hours back at most.
 */
export const LABEL_CONTEXT_MS = 24 * 60 * 60 * 1000;

export interface LabelledEntryRow {
  id: number;
  workerId: number;
  workerName: string;
  clockInTime: Date;
  clockOutTime: Date | null;
  hourlyRate: string | null;
  breakTime: number;
  unpaidBreaks: UnpaidBreak[];
}

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * Every entry clocked in within the range or in the LABEL_CONTEXT_MS before it (open ones too, for the count), with its
 * worker's name and its ended unpaid breaks, ordered by worker and clock-in; one worker's only when `workerId` is given.
 * `executor`: approval reads them in its own transaction, under the period's lock.
 */
export async function readEntriesWithBreaks(executor: Db | Tx, range: InstantRange, workerId?: number): Promise<LabelledEntryRow[]> {
  const from = new Date(range.start.getTime() - LABEL_CONTEXT_MS);
  const ofWorker = workerId === undefined ? sql`` : sql` and t.worker_id = ${workerId}`;
  const result = await executor.execute(sql`
    select t.id, t.worker_id as "workerId", w.name as "workerName", t.clock_in_time as "clockInTime",
           t.clock_out_time as "clockOutTime", t.hourly_rate::text as "hourlyRate", t.break_time as "breakTime",
           coalesce((select json_agg(json_build_object('start', b.started_at, 'end', b.ended_at) order by b.started_at)
                     from ${timeEntryBreaks} b
                     where b.time_entry_id = t.id and not b.paid and b.ended_at is not null), '[]'::json) as "unpaidBreaks"
    from ${timeEntries} t
    join ${workers} w on w.id = t.worker_id
    where t.clock_in_time >= ${from.toISOString()}::timestamptz and t.clock_in_time < ${range.end.toISOString()}::timestamptz${ofWorker}
    order by t.worker_id, t.clock_in_time, t.id`);
  return rowsOf<Omit<LabelledEntryRow, "unpaidBreaks"> & { unpaidBreaks: { start: string; end: string }[] | string }>(result).map((row) => {
    const breaks = typeof row.unpaidBreaks === "string" ? (JSON.parse(row.unpaidBreaks) as { start: string; end: string }[]) : row.unpaidBreaks;
    return {
      id: Number(row.id),
      workerId: Number(row.workerId),
      workerName: row.workerName,
      clockInTime: asDate(row.clockInTime),
      clockOutTime: row.clockOutTime === null ? null : asDate(row.clockOutTime),
      hourlyRate: row.hourlyRate,
      breakTime: Number(row.breakTime),
      unpaidBreaks: breaks.map((b) => ({ start: new Date(b.start), end: new Date(b.end) })),
    };
  });
}
