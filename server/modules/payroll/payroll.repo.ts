// Data access for payroll: a period's pay buckets and entries in one query each, its record, the periods recorded near
// a day, and approval in one transaction (period-approval.repo.ts).
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { costCodes, payPeriods, payPeriodVersions, payrollEntries, projects, timeEntries, workers } from "@shared/schema";
import { DAILY_REGULAR_MINUTES, WEEKLY_REGULAR_MINUTES, type PayBucket } from "@shared/domain/payroll";
import type { DateKey, InstantRange } from "@shared/domain/work-week";
import { rowsOf } from "../../lib/raw-rows.repo";
import type { Db } from "../../db/client";
import { payPeriodColumns, recordedSpansNear, type PayPeriodRow } from "./pay-period-lock.repo";
import { readEntriesWithBreaks } from "./labelled-entries.repo";
import { payableMinutesSql, workedMinutesByWorker } from "./payable-minutes.repo";
import { approvePeriod, type ApproveWeek } from "./period-approval.repo";

export interface WeekEntryRow {
  id: number;
  workerId: number;
  workerName: string;
  projectId: number;
  projectName: string;
  clockInTime: Date;
  clockOutTime: Date | null;
  hourlyRate: string | null;
  breakTime: number;
  isLocationVerified: boolean;
  /** Where it was punched: the coordinates as decimal text, or a place typed as text (the entries file says which). */
  clockInLatitude: string | null;
  clockInLongitude: string | null;
  location: string | null;
  clockOutLatitude: string | null;
  clockOutLongitude: string | null;
  clockOutLocation: string | null;
  notes: string | null;
}

/** Minutes of one worker at one rate in the week, split into regular and overtime, with the worker's open entries. */
export interface WeekPayBucketRow extends PayBucket {
  workerName: string;
  /** Entries of this worker and rate still clocked in (not in entryCount, no minutes). */
  openCount: number;
}

const weekEntryColumns = {
  id: timeEntries.id,
  workerId: timeEntries.workerId,
  workerName: workers.name,
  projectId: timeEntries.projectId,
  projectName: projects.name,
  clockInTime: timeEntries.clockInTime,
  clockOutTime: timeEntries.clockOutTime,
  hourlyRate: timeEntries.hourlyRate,
  breakTime: timeEntries.breakTime,
  isLocationVerified: timeEntries.isLocationVerified,
  clockInLatitude: timeEntries.clockInLatitude,
  clockInLongitude: timeEntries.clockInLongitude,
  location: timeEntries.location,
  clockOutLatitude: timeEntries.clockOutLatitude,
  clockOutLongitude: timeEntries.clockOutLongitude,
  clockOutLocation: timeEntries.clockOutLocation,
  notes: timeEntries.notes,
};

export function createPayrollRepo(db: Db) {
  /** The settings an approved period's version was computed under, as stored (null before records were kept). */
  async function periodSettingsUsed(period: Pick<PayPeriodRow, "id" | "version">): Promise<unknown> {
    const [stored] = await db
      .select({ settingsUsed: payPeriodVersions.settingsUsed })
      .from(payPeriodVersions)
      .where(and(eq(payPeriodVersions.payPeriodId, period.id), eq(payPeriodVersions.version, period.version)));
    return stored?.settingsUsed ?? null;
  }

  return {
    /**
     * The week's pay minutes per worker and rate under the spec's two presets (daily8 and daily8-weekly40), split as the
     * one evaluator (allocateEntryMinutes, shared/domain/pay-evaluation.ts) splits them, in one query, so the payroll read gets about one row per worker instead of every entry:
     * - payable minutes = floor((clock-out - clock-in) / 60 s) - break, at least 0, on instants truncated to the
     *   millisecond as the Date objects of the entry rows are (0 while open);
     * - the day of an entry is the calendar date of its clock-in in the zone, as dayKey() reads it (the database's
     *   time zone rules are assumed to agree with the JavaScript runtime's for the zone);
     * - in clock-in order (then id) per worker, an entry's regular minutes are what the day's first 480 leave after
     *   the entries before it, and with weekly overtime also what the week's first 2400 regular minutes leave.
     * The entries clocked in before `countFrom` (a workweek's days in the period before) only count toward the day's
     * and week's thresholds; their own minutes are not in the buckets.
     * Pay is rounded per worker line, so the cents are those calculatePayroll gives for the same entries
     * (tests/api/payroll-buckets.test.ts compares them on random weeks).
     */
    async weekPayBuckets(week: InstantRange, timeZone: string, rule: "daily8" | "daily8-weekly40", countFrom: Date = week.start): Promise<WeekPayBucketRow[]> {
      const weeklyOvertime = rule === "daily8-weekly40";
      const result = await db.execute(sql`
        with e as (
          select t.id, t.worker_id, t.clock_in_time, t.clock_out_time is null as open,
                 (t.hourly_rate * 100)::bigint as rate_cents,
                 (t.clock_in_time at time zone ${timeZone}::text)::date as day,
                 case when t.clock_out_time is null then 0
                      else ${payableMinutesSql}
                 end as minutes
          from ${timeEntries} t
          where t.clock_in_time >= ${week.start.toISOString()}::timestamptz and t.clock_in_time < ${week.end.toISOString()}::timestamptz
        ),
        d as (
          select e.*, least(e.minutes, greatest(0, ${DAILY_REGULAR_MINUTES}::int - coalesce(sum(e.minutes) over (
                   partition by e.worker_id, e.day order by e.clock_in_time, e.id rows between unbounded preceding and 1 preceding), 0))) as daily_regular
          from e
        ),
        w as (
          select d.*, case when ${weeklyOvertime}::boolean
                      then least(d.daily_regular, greatest(0, ${WEEKLY_REGULAR_MINUTES}::int - coalesce(sum(d.daily_regular) over (
                             partition by d.worker_id order by d.clock_in_time, d.id rows between unbounded preceding and 1 preceding), 0)))
                      else d.daily_regular end as regular
          from d
        )
        select w.worker_id as "workerId", wk.name as "workerName", w.rate_cents::text as "rateCents",
               (count(*) filter (where not w.open))::int as "entryCount",
               (count(*) filter (where w.open))::int as "openCount",
               sum(w.regular)::text as "regularMinutes",
               sum(w.minutes - w.regular)::text as "overtimeMinutes"
        from w
        join ${workers} wk on wk.id = w.worker_id
        where w.clock_in_time >= ${countFrom.toISOString()}::timestamptz
        group by w.worker_id, wk.name, w.rate_cents`);
      return rowsOf<{
        workerId: number;
        workerName: string;
        rateCents: string | null;
        entryCount: number;
        openCount: number;
        regularMinutes: string;
        overtimeMinutes: string;
      }>(result).map((row) => ({
        workerId: Number(row.workerId),
        workerName: row.workerName,
        hourlyRateCents: row.rateCents === null ? null : Number(row.rateCents),
        regularMinutes: Number(row.regularMinutes),
        overtimeMinutes: Number(row.overtimeMinutes),
        // The spec's presets have no double time.
        doubleTimeMinutes: 0,
        entryCount: Number(row.entryCount),
        openCount: Number(row.openCount),
      }));
    },

    /** Every entry that clocked in during the week (open ones included, for the count), with names, in one query. */
    /** The week's entries with their cost code (the export by entry names it). */
    async weekEntries(range: InstantRange): Promise<(WeekEntryRow & { costCode: string | null; costCodeName: string | null })[]> {
      return db
        .select({ ...weekEntryColumns, costCode: costCodes.code, costCodeName: costCodes.name })
        .from(timeEntries)
        .innerJoin(workers, eq(workers.id, timeEntries.workerId))
        .innerJoin(projects, eq(projects.id, timeEntries.projectId))
        .leftJoin(costCodes, eq(costCodes.id, timeEntries.costCodeId))
        .where(and(gte(timeEntries.clockInTime, range.start), lt(timeEntries.clockInTime, range.end)))
        .orderBy(asc(timeEntries.workerId), asc(timeEntries.clockInTime), asc(timeEntries.id));
    },

    /** Each worker's payable minutes of the closed entries of a range: the hours a workweek carries into a period. */
    workedMinutes: (range: InstantRange) => workedMinutesByWorker(db, range),

    /** The recorded periods a period holding the day could meet (resolvePayPeriod cuts the schedule's period at them). */
    recordedSpans: (day: DateKey) => recordedSpansNear(db, day),

    /** The period's entries with their unpaid breaks, and those just before it (the one evaluator labels them). */
    entriesWithBreaks: (range: InstantRange, workerId?: number) => readEntriesWithBreaks(db, range, workerId),

    periodSettingsUsed,

    /** An approved period's record as stored: the settings used and each worker's line of its version. */
    async periodRecord(period: Pick<PayPeriodRow, "id" | "version">): Promise<{ settingsUsed: unknown; rows: { figures: unknown }[] }> {
      const [settingsUsed, rows] = await Promise.all([
        periodSettingsUsed(period),
        db
          .select({ figures: payrollEntries.figures })
          .from(payrollEntries)
          .where(and(eq(payrollEntries.payPeriodId, period.id), eq(payrollEntries.version, period.version))),
      ]);
      return { settingsUsed, rows };
    },

    approveWeek: (input: ApproveWeek) => approvePeriod(db, input),

    async periodFor(startKey: DateKey, endKey: DateKey): Promise<PayPeriodRow | undefined> {
      const [row] = await db
        .select(payPeriodColumns)
        .from(payPeriods)
        .where(and(eq(payPeriods.startDate, startKey), eq(payPeriods.endDate, endKey)))
        .limit(1);
      return row;
    },
  };
}

export type PayrollRepo = ReturnType<typeof createPayrollRepo>;
