// Data access for payroll: a week's entries in one query, pay periods, approval in one transaction, the settings row.
import { and, asc, eq, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { costCodes, payPeriods, payPeriodVersions, payrollEntries, projects, timeEntries, workers } from "@shared/schema";
import { DAILY_REGULAR_MINUTES, WEEKLY_REGULAR_MINUTES, type PayBucket } from "@shared/domain/payroll";
import type { DateKey, InstantRange, WeekRange } from "@shared/domain/work-week";
import { rowsOf } from "../../lib/raw-rows.repo";
import type { Db, Tx } from "../../db/client";
import { Refusal, refusable } from "../../lib/transaction-refusal";
import { lockPayrollWeek, payPeriodColumns, type PayPeriodRow } from "./pay-period-lock.repo";
import { readEntriesWithBreaks, type LabelledEntryRow } from "./labelled-entries.repo";
import { readRuleEntries } from "../meal-breaks/meal-breaks.repo";
import type { WorkerRuleEntry } from "@shared/domain/meal-break-rule";
import type { PayrollWorkerLine, StoredPaySettings } from "@shared/api/payroll";


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

export interface PayrollEntryInsert {
  workerId: number;
  regularHours: string;
  overtimeHours: string;
  doubleTimeHours: string;
  regularRate: string | null;
  overtimeRate: string | null;
  doubleTimeRate: string | null;
  grossPay: string;
  netPay: string;
  notes: string | null;
  /** The worker's line as the tab showed it: what the period shows from now on. */
  figures: PayrollWorkerLine;
}

export interface ApproveWeek {
  range: InstantRange;
  startKey: DateKey;
  endKey: DateKey;
  approvedBy: number;
  /** The worker the approver's account is linked to: a week holding their hours is another approver's to approve. */
  approverWorkerId: number | null;
  at: Date;
  /** Whether to read the locked entries' breaks for the meal-break rule (off: not read, [] is passed). */
  readMealRule: boolean;
  /** The settings the figures are computed under, stored with the version they make. */
  settingsUsed: StoredPaySettings;
  /**
   * The week's payroll rows (pure) from the entries clocked in within it (all closed and just locked) with those of the
   * day before it that share their workdays, and the locked entries with all their breaks for the meal-break rule.
   */
  payrollRows: (entries: LabelledEntryRow[], ruleEntries: WorkerRuleEntry[]) => PayrollEntryInsert[];
}

export type ApproveWeekResult =
  | { kind: "approved"; period: PayPeriodRow }
  | { kind: "already_approved" }
  /** The approver's own worker has hours in the week (shared/domain/entry-decision.ts: another approver must). */
  | { kind: "own_hours" }
  /** Entries that clocked in during the week are still open. */
  | { kind: "open_entries"; count: number }
  /** Entries a kiosk took offline that the office has not confirmed (or deleted) yet. */
  | { kind: "unverified_entries"; count: number }
  /** Entries the auto-close job closed that no one has confirmed or corrected yet (named in the refusal). */
  | { kind: "auto_closed_entries"; entries: NamedEntryRow[] }
  /** Entries punched without the cost code the company requires, not yet given one (named in the refusal). */
  | { kind: "cost_code_due_entries"; entries: NamedEntryRow[] }
  | { kind: "nothing_to_approve" };

/** An entry a refusal names: auto-closed, or waiting for its cost code. */
export interface NamedEntryRow {
  id: number;
  workerName: string;
  clockInTime: Date;
}

/** A refusal names at most this many entries (the Timesheet shows each with its badge). */
const ENTRIES_NAMED = 10;

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
     * Pay is rounded per worker line, so the cents are those calculatePayroll gives for the same entries
     * (tests/api/payroll-buckets.test.ts compares them on random weeks).
     */
    async weekPayBuckets(week: WeekRange, timeZone: string, rule: "daily8" | "daily8-weekly40"): Promise<WeekPayBucketRow[]> {
      const weeklyOvertime = rule === "daily8-weekly40";
      const result = await db.execute(sql`
        with e as (
          select t.id, t.worker_id, t.clock_in_time, t.clock_out_time is null as open,
                 (t.hourly_rate * 100)::bigint as rate_cents,
                 (t.clock_in_time at time zone ${timeZone}::text)::date as day,
                 case when t.clock_out_time is null then 0
                      else greatest(0, div(floor(extract(epoch from t.clock_out_time) * 1000)
                                           - floor(extract(epoch from t.clock_in_time) * 1000), 60000)::int - t.break_time)
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

    async periodFor(startKey: DateKey, endKey: DateKey): Promise<PayPeriodRow | undefined> {
      const [row] = await db
        .select(payPeriodColumns)
        .from(payPeriods)
        .where(and(eq(payPeriods.startDate, startKey), eq(payPeriods.endDate, endKey)))
        .limit(1);
      return row;
    },

    /**
     * One transaction: the period row (the unique week range makes a second approval find nothing to insert),
     * the week's closed entries marked with it (the UPDATE's RETURNING is exactly the set that is paid, so an
     * entry changed concurrently is either in it with its new values or not at all), a refusal when open entries
     * remain, and the payroll rows. Any failure or refusal leaves no period, no marks and no payroll rows.
     */
    async approveWeek(input: ApproveWeek): Promise<ApproveWeekResult> {
      return refusable(() => db.transaction(async (tx: Tx): Promise<ApproveWeekResult> => {
        await lockPayrollWeek(tx, input.startKey, "exclusive");
        // A reopened period's approval is its next version; a new one's is version 1.
        const [period] = await tx
          .insert(payPeriods)
          .values({
            startDate: input.startKey,
            endDate: input.endKey,
            status: "approved",
            createdBy: input.approvedBy,
            approvedBy: input.approvedBy,
            approvedAt: input.at,
          })
          .onConflictDoUpdate({
            target: [payPeriods.startDate, payPeriods.endDate],
            set: {
              status: "approved",
              approvedBy: input.approvedBy,
              approvedAt: input.at,
              version: sql`case when ${payPeriods.status} = 'reopened' then ${payPeriods.version} + 1 else ${payPeriods.version} end`,
            },
            setWhere: sql`${payPeriods.status} <> 'approved'`,
          })
          .returning(payPeriodColumns);
        if (!period) throw new Refusal<ApproveWeekResult>({ kind: "already_approved" });
        // Under the week's exclusive lock: no entry of the approver's worker can be added to the week after this read.
        if (input.approverWorkerId !== null) {
          const [own] = await tx
            .select({ id: timeEntries.id })
            .from(timeEntries)
            .where(and(eq(timeEntries.workerId, input.approverWorkerId), gte(timeEntries.clockInTime, input.range.start), lt(timeEntries.clockInTime, input.range.end)))
            .limit(1);
          if (own) throw new Refusal<ApproveWeekResult>({ kind: "own_hours" });
        }

        const marked = await tx
          .update(timeEntries)
          .set({ payPeriodId: period.id, isApproved: true, approvedBy: input.approvedBy, approvedAt: input.at })
          .where(
            and(
              gte(timeEntries.clockInTime, input.range.start),
              lt(timeEntries.clockInTime, input.range.end),
              isNotNull(timeEntries.clockOutTime),
              isNull(timeEntries.payPeriodId),
            ),
          )
          .returning({ id: timeEntries.id });

        const [open] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(timeEntries)
          .where(
            and(gte(timeEntries.clockInTime, input.range.start), lt(timeEntries.clockInTime, input.range.end), isNull(timeEntries.clockOutTime)),
          );
        if (open.n > 0) throw new Refusal<ApproveWeekResult>({ kind: "open_entries", count: open.n });
        const [unverified] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(timeEntries)
          .where(
            and(gte(timeEntries.clockInTime, input.range.start), lt(timeEntries.clockInTime, input.range.end), eq(timeEntries.verification, "unverified")),
          );
        if (unverified.n > 0) throw new Refusal<ApproveWeekResult>({ kind: "unverified_entries", count: unverified.n });
        // Read under the week's exclusive lock: the auto-close job takes the shared one, so none slips in after this.
        const autoClosed = await tx
          .select({ id: timeEntries.id, workerName: workers.name, clockInTime: timeEntries.clockInTime })
          .from(timeEntries)
          .innerJoin(workers, eq(workers.id, timeEntries.workerId))
          .where(and(gte(timeEntries.clockInTime, input.range.start), lt(timeEntries.clockInTime, input.range.end), isNotNull(timeEntries.autoClosedAt)))
          .orderBy(asc(timeEntries.clockInTime), asc(timeEntries.id))
          .limit(ENTRIES_NAMED);
        if (autoClosed.length) throw new Refusal<ApproveWeekResult>({ kind: "auto_closed_entries", entries: autoClosed });
        // Under the same lock: a clock-in that flags one takes the week's shared lock (assertWeekOpen) first.
        const costCodeDue = await tx
          .select({ id: timeEntries.id, workerName: workers.name, clockInTime: timeEntries.clockInTime })
          .from(timeEntries)
          .innerJoin(workers, eq(workers.id, timeEntries.workerId))
          .where(and(gte(timeEntries.clockInTime, input.range.start), lt(timeEntries.clockInTime, input.range.end), eq(timeEntries.costCodeDue, true)))
          .orderBy(asc(timeEntries.clockInTime), asc(timeEntries.id))
          .limit(ENTRIES_NAMED);
        if (costCodeDue.length) throw new Refusal<ApproveWeekResult>({ kind: "cost_code_due_entries", entries: costCodeDue });
        if (!marked.length) throw new Refusal<ApproveWeekResult>({ kind: "nothing_to_approve" });

        // The entries just marked (all closed, clocked in within the week) and those before it that share their days.
        const entries = await readEntriesWithBreaks(tx, input.range);
        const ruleEntries = input.readMealRule ? await readRuleEntries(tx, { payPeriodId: period.id }) : [];
        const rows = input.payrollRows(entries, ruleEntries);
        await tx.insert(payPeriodVersions).values({
          payPeriodId: period.id,
          version: period.version,
          approvedAt: input.at,
          approvedBy: input.approvedBy,
          settingsUsed: input.settingsUsed,
        });
        await tx.insert(payrollEntries).values(rows.map((row) => ({ ...row, payPeriodId: period.id, version: period.version })));
        return { kind: "approved", period };
      }));
    },
  };
}

export type PayrollRepo = ReturnType<typeof createPayrollRepo>;
