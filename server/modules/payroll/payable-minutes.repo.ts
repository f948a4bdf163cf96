// An entry's payable minutes in SQL, as the one evaluator counts them (floor((clock-out - clock-in) / 60 s) - break, at
// least 0, on instants truncated to the millisecond as the entry rows' Date objects are), and the minutes each worker
// worked in a range: a workweek's days in the period before, carried into this one toward its 40 hours.
import { sql, type SQL } from "drizzle-orm";
import { timeEntries } from "@shared/schema";
import type { InstantRange } from "@shared/domain/work-week";
import { rowsOf } from "../../lib/raw-rows.repo";
import type { Db } from "../../db/client";

/** The payable minutes of the closed entry aliased `t` (callers handle open entries). */
export const payableMinutesSql: SQL = sql`greatest(0, div(floor(extract(epoch from t.clock_out_time) * 1000)
                                           - floor(extract(epoch from t.clock_in_time) * 1000), 60000)::int - t.break_time)`;

/** Each worker's payable minutes of the closed entries clocked in within the range (workers without any are left out). */
export async function workedMinutesByWorker(db: Db, range: InstantRange): Promise<Map<number, number>> {
  const result = await db.execute(sql`
    select t.worker_id as "workerId", sum(${payableMinutesSql})::text as minutes
    from ${timeEntries} t
    where t.clock_in_time >= ${range.start.toISOString()}::timestamptz and t.clock_in_time < ${range.end.toISOString()}::timestamptz
      and t.clock_out_time is not null
    group by t.worker_id`);
  return new Map(rowsOf<{ workerId: number; minutes: string }>(result).map((row) => [Number(row.workerId), Number(row.minutes)]));
}
