// Data access for time entries: punches guarded by the database (partial unique index, conditional UPDATE),
// idempotency keys claimed in the punch's own transaction (idempotency-keys.repo.ts), corrections with their audit rows, entry pay upkeep.
import { and, desc, eq, getTableColumns, gte, isNotNull, isNull, lt, lte, max, ne, or, sql, type SQL } from "drizzle-orm";
import {
  payPeriods,
  projects,
  timeEntries,
  timeEntryChanges,
  users,
  workers,
  type Project,
  type TimeEntry,
  type Worker,
} from "@shared/schema";
import type { PayrollOptions } from "@shared/domain/payroll";
import type { DateKey, InstantRange } from "@shared/domain/work-week";
import { CLIENT_CLOCK_SKEW_MS } from "@shared/api/time-clock";
import type { Db } from "../../db/client";
import { entryPayFigures } from "../payroll/entry-pay";
import { lockPayrollWeek } from "../payroll/pay-period-lock.repo";
import { createIdempotencyKeysRepo } from "./idempotency-keys.repo";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | Tx;

export type TimeEntryRow = TimeEntry & { workerName: string; projectName: string };

export interface ApprovedPeriod {
  id: number;
  startDate: string;
  endDate: string;
  status: "draft" | "approved";
  approvedAt: Date | null;
  approvedBy: number | null;
}

/** One worker on one project on one calendar day, summed in SQL. */
export interface SummaryLineRow {
  date: DateKey;
  workerId: number;
  workerName: string;
  projectId: number;
  projectName: string;
  /** Sum of hours_worked as decimal text ('16.50'); open entries add nothing. */
  hours: string;
  entryCount: number;
  openCount: number;
}

export interface ListFilters {
  projectId?: number;
  workerId?: number;
  range?: InstantRange;
  limit?: number;
}

export interface NewEntry {
  workerId: number;
  projectId: number;
  clockInTime: Date;
  clientClockInTime: Date | null;
  hourlyRate: string | null;
  location: string | null;
  notes: string | null;
  clockInLatitude: string | null;
  clockInLongitude: string | null;
  locationAccuracy: string | null;
  distanceMeters: string | null;
  geofenceVerdict: "inside" | "uncertain" | "outside" | null;
  isLocationVerified: boolean;
  createdBy: number;
}

export interface EntryClose {
  id: number;
  clockOutTime: Date;
  clientClockOutTime: Date | null;
  notes: string | null;
  clockOutLocation: string | null;
  clockOutLatitude: string | null;
  clockOutLongitude: string | null;
  clockOutAccuracy: string | null;
  clockedOutBy: number;
}

/** Between the clock-in notes and the clock-out notes when both exist, so one line reads as both. */
export const CLOCK_OUT_NOTES_SEPARATOR = " | Out: ";

export interface EntryCorrection {
  clockInTime: Date;
  clockOutTime: Date | null;
  notes: string | null;
  projectId: number;
}

const entryColumns = { ...getTableColumns(timeEntries), workerName: workers.name, projectName: projects.name };

function selectEntries(db: Executor) {
  return db
    .select(entryColumns)
    .from(timeEntries)
    .innerJoin(workers, eq(workers.id, timeEntries.workerId))
    .innerJoin(projects, eq(projects.id, timeEntries.projectId));
}

const periodColumns = {
  id: payPeriods.id,
  startDate: payPeriods.startDate,
  endDate: payPeriods.endDate,
  status: payPeriods.status,
  approvedAt: payPeriods.approvedAt,
  approvedBy: payPeriods.approvedBy,
};

export function createTimeEntriesRepo(db: Db) {
  const repo = {
    ...createIdempotencyKeysRepo(db),

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** A savepoint: an AppError thrown inside undoes only the work, so the idempotency key can still store the answer. */
    savepoint<T>(tx: Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
      return tx.transaction(work);
    },

    async list(filters: ListFilters): Promise<TimeEntryRow[]> {
      const conditions: SQL[] = [];
      if (filters.projectId) conditions.push(eq(timeEntries.projectId, filters.projectId));
      if (filters.workerId) conditions.push(eq(timeEntries.workerId, filters.workerId));
      if (filters.range) {
        conditions.push(gte(timeEntries.clockInTime, filters.range.start), lt(timeEntries.clockInTime, filters.range.end));
      }
      const query = selectEntries(db)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(timeEntries.clockInTime), desc(timeEntries.id));
      return filters.limit ? query.limit(filters.limit) : query;
    },

    /**
     * Entries clocked in within the range, grouped by the calendar date of their clock-in in the zone (the day
     * dayKey() gives), worker and project, in one query: the Weekly Summary reads a few hundred rows instead of
     * every entry. Names are joined after grouping, so the join runs once per line, not per entry.
     */
    async summaryLines(range: InstantRange, timeZone: string): Promise<SummaryLineRow[]> {
      // One row per day with its lines as a JSON array: thousands of small rows cost more to decode than the
      // query itself (on PGlite about 75 of 120 ms for the bench week's 5,000 lines); one text per day does not.
      const result = await db.execute(sql`
        select to_char(s.day, 'YYYY-MM-DD') as "date",
               json_agg(json_build_array(s.worker_id, w.name, s.project_id, p.name, s.hours::text, s.entry_count, s.open_count))::text as "lines"
        from (
          select (t.clock_in_time at time zone ${timeZone}::text)::date as day, t.worker_id, t.project_id,
                 coalesce(sum(t.hours_worked), 0) as hours,
                 count(*)::int as entry_count,
                 (count(*) filter (where t.clock_out_time is null))::int as open_count
          from ${timeEntries} t
          where t.clock_in_time >= ${range.start.toISOString()}::timestamptz and t.clock_in_time < ${range.end.toISOString()}::timestamptz
          group by 1, 2, 3
        ) s
        join ${workers} w on w.id = s.worker_id
        join ${projects} p on p.id = s.project_id
        group by s.day`);
      type Packed = [number, string, number, string, string, number, number];
      return (result as unknown as { rows: { date: DateKey; lines: string }[] }).rows.flatMap((row) =>
        (JSON.parse(row.lines) as Packed[]).map(([workerId, workerName, projectId, projectName, hours, entryCount, openCount]) => ({
          date: row.date,
          workerId,
          workerName,
          projectId,
          projectName,
          hours,
          entryCount,
          openCount,
        })),
      );
    },

    async findEntry(id: number, executor: Executor = db): Promise<TimeEntryRow | undefined> {
      const [row] = await selectEntries(executor).where(eq(timeEntries.id, id)).limit(1);
      return row;
    },

    async findOpenEntry(workerId: number): Promise<TimeEntryRow | undefined> {
      const [row] = await selectEntries(db)
        .where(and(eq(timeEntries.workerId, workerId), isNull(timeEntries.clockOutTime)))
        .limit(1);
      return row;
    },

    async workerExists(workerId: number): Promise<boolean> {
      const [row] = await db.select({ id: workers.id }).from(workers).where(eq(workers.id, workerId)).limit(1);
      return Boolean(row);
    },

    async changesOf(entryId: number) {
      return db
        .select({
          id: timeEntryChanges.id,
          action: timeEntryChanges.action,
          changes: timeEntryChanges.changes,
          reason: timeEntryChanges.reason,
          changedAt: timeEntryChanges.changedAt,
          changedBy: timeEntryChanges.changedBy,
          changedByFirstName: users.firstName,
          changedByLastName: users.lastName,
          changedByUsername: users.username,
          changedByEmail: users.email,
        })
        .from(timeEntryChanges)
        .leftJoin(users, eq(users.id, timeEntryChanges.changedBy))
        .where(eq(timeEntryChanges.timeEntryId, entryId))
        .orderBy(desc(timeEntryChanges.changedAt), desc(timeEntryChanges.id));
    },

    async periodById(id: number, executor: Executor = db): Promise<ApprovedPeriod | undefined> {
      const [row] = await executor.select(periodColumns).from(payPeriods).where(eq(payPeriods.id, id)).limit(1);
      return row;
    },

    /** The approved pay period covering a calendar day, if any. */
    async approvedPeriodOn(tx: Tx, day: DateKey): Promise<ApprovedPeriod | undefined> {
      const [row] = await tx
        .select(periodColumns)
        .from(payPeriods)
        .where(and(eq(payPeriods.status, "approved"), lte(payPeriods.startDate, day), gte(payPeriods.endDate, day)))
        .limit(1);
      return row;
    },

    lockPayrollWeekShared(tx: Tx, weekStartKey: DateKey): Promise<void> {
      return lockPayrollWeek(tx, weekStartKey, "shared");
    },

    // ---- punches -----------------------------------------------------------------------------------

    /** Share locks: a concurrent deactivation or project completion waits until this punch is stored. */
    async lockWorker(tx: Tx, workerId: number): Promise<Worker | undefined> {
      const [row] = await tx.select().from(workers).where(eq(workers.id, workerId)).for("share").limit(1);
      return row;
    },

    async lockProject(tx: Tx, projectId: number): Promise<Project | undefined> {
      const [row] = await tx.select().from(projects).where(eq(projects.id, projectId)).for("share").limit(1);
      return row;
    },

    /** The worker's latest clock-out on the worker's own timeline: the phone's time for offline punches, else the server's. */
    async lastClockOut(tx: Tx, workerId: number): Promise<Date | null> {
      const [row] = await tx
        .select({ at: max(sql<Date>`coalesce(${timeEntries.clientClockOutTime}, ${timeEntries.clockOutTime})`) })
        .from(timeEntries)
        .where(and(eq(timeEntries.workerId, workerId), isNotNull(timeEntries.clockOutTime)));
      const at = row?.at as unknown;
      if (at === null || at === undefined) return null;
      return at instanceof Date ? at : new Date(String(at));
    },

    /**
     * Inserts the open entry unless the worker already has one. The partial unique index is the arbiter, so of any
     * number of concurrent clock-ins exactly one inserts; the rest get null (no exception, the transaction stays usable).
     */
    async insertOpenEntry(tx: Tx, entry: NewEntry): Promise<TimeEntry | null> {
      const [row] = await tx
        .insert(timeEntries)
        .values({ ...entry, updatedAt: entry.clockInTime })
        .onConflictDoNothing({ target: timeEntries.workerId, where: sql`${timeEntries.clockOutTime} is null` })
        .returning();
      return row ?? null;
    },

    /**
     * Closes an open entry in one statement; zero rows means it is missing, already closed, or the client's
     * clock-out time is before its clock-in (the caller reads the row afterwards only to say which).
     */
    async closeEntry(tx: Tx, close: EntryClose): Promise<TimeEntry | null> {
      const clientTimeFits = close.clientClockOutTime
        ? sql`${close.clientClockOutTime.toISOString()}::timestamptz >= coalesce(${timeEntries.clientClockInTime}, ${timeEntries.clockInTime} - ${`${CLIENT_CLOCK_SKEW_MS} milliseconds`}::interval)`
        : sql`true`;
      const [row] = await tx
        .update(timeEntries)
        .set({
          clockOutTime: close.clockOutTime,
          clientClockOutTime: close.clientClockOutTime,
          // Clock-out notes are added after the clock-in notes (in the same statement, so nothing written meanwhile is
          // lost); no clock-out notes leave the clock-in notes as they are.
          ...(close.notes === null
            ? {}
            : {
                notes: sql`case when coalesce(${timeEntries.notes}, '') = '' then ${close.notes}::text
                                else ${timeEntries.notes} || ${CLOCK_OUT_NOTES_SEPARATOR}::text || ${close.notes}::text end`,
              }),
          clockedOutBy: close.clockedOutBy,
          clockOutLocation: close.clockOutLocation,
          clockOutLatitude: close.clockOutLatitude,
          clockOutLongitude: close.clockOutLongitude,
          clockOutAccuracy: close.clockOutAccuracy,
          updatedAt: close.clockOutTime,
        })
        .where(and(eq(timeEntries.id, close.id), isNull(timeEntries.clockOutTime), clientTimeFits))
        .returning();
      return row ?? null;
    },

    // ---- corrections -------------------------------------------------------------------------------

    /** Row lock for a correction: a concurrent clock-out or approval waits for it, and then sees the new values. */
    async lockEntry(tx: Tx, id: number): Promise<TimeEntry | undefined> {
      const [row] = await tx.select().from(timeEntries).where(eq(timeEntries.id, id)).for("update").limit(1);
      return row;
    },

    /**
     * The worker's row lock for writes that check overlaps (corrections, manual entries): two of them for one worker
     * run one after the other, so neither misses the other's new times. Clock-ins wait too (they lock it shared).
     */
    async lockWorkerForEntries(tx: Tx, workerId: number): Promise<Worker | undefined> {
      const [row] = await tx.select().from(workers).where(eq(workers.id, workerId)).for("update").limit(1);
      return row;
    },

    async projectExists(tx: Tx, projectId: number): Promise<boolean> {
      const [row] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).limit(1);
      return Boolean(row);
    },

    /**
     * Another entry of the worker overlapping [start, end) (end null = still open; an open entry runs until now and on);
     * `entryId` is the entry itself when it is being changed, null for a new one. Paying both would pay twice.
     */
    async overlappingEntry(tx: Tx, entryId: number | null, workerId: number, start: Date, end: Date | null): Promise<TimeEntry | undefined> {
      const [row] = await tx
        .select()
        .from(timeEntries)
        .where(
          and(
            eq(timeEntries.workerId, workerId),
            entryId === null ? sql`true` : ne(timeEntries.id, entryId),
            end ? lt(timeEntries.clockInTime, end) : sql`true`,
            or(isNull(timeEntries.clockOutTime), sql`${timeEntries.clockOutTime} > ${start.toISOString()}::timestamptz`),
          ),
        )
        .limit(1);
      return row;
    },

    async applyCorrection(
      tx: Tx,
      id: number,
      correction: EntryCorrection,
      audit: { action: string; changes: Record<string, [unknown, unknown]>; reason: string; changedBy: number; at: Date },
    ): Promise<TimeEntry | null> {
      const [row] = await tx
        .update(timeEntries)
        // A correction that closes a forgotten entry is its clock-out: the admin who made it clocked the worker out.
        .set({ ...correction, ...(audit.action === "close" ? { clockedOutBy: audit.changedBy } : {}), updatedAt: audit.at })
        .where(and(eq(timeEntries.id, id), isNull(timeEntries.payPeriodId)))
        .returning();
      if (!row) return null;
      await tx.insert(timeEntryChanges).values({
        timeEntryId: id,
        changedBy: audit.changedBy,
        changedAt: audit.at,
        action: audit.action,
        changes: audit.changes,
        reason: audit.reason,
      });
      return row;
    },

    // ---- pay upkeep --------------------------------------------------------------------------------

    /**
     * Recomputes hoursWorked, overtime and pay of all the worker's closed entries in the week, because an entry's
     * overtime depends on the entries before it that day (and week). One read and one UPDATE, whatever the count.
     */
    async recomputeWeekPay(tx: Tx, workerId: number, week: InstantRange, options: PayrollOptions): Promise<void> {
      const rows = await tx
        .select({
          id: timeEntries.id,
          workerId: timeEntries.workerId,
          clockInTime: timeEntries.clockInTime,
          clockOutTime: timeEntries.clockOutTime,
          hourlyRate: timeEntries.hourlyRate,
          breakTime: timeEntries.breakTime,
        })
        .from(timeEntries)
        .where(
          and(
            eq(timeEntries.workerId, workerId),
            gte(timeEntries.clockInTime, week.start),
            lt(timeEntries.clockInTime, week.end),
            isNotNull(timeEntries.clockOutTime),
            isNull(timeEntries.payPeriodId),
          ),
        );
      if (!rows.length) return;
      const figures = entryPayFigures(rows, options);
      const values = sql.join(
        figures.map(
          (f) =>
            sql`(${f.id}::int, ${f.hoursWorked}::numeric, ${f.overtimeHours}::numeric, ${f.overtimeRate}::numeric, ${f.totalPay}::numeric)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        update ${timeEntries} as t
        set hours_worked = v.hours_worked, overtime_hours = v.overtime_hours, overtime_rate = v.overtime_rate, total_pay = v.total_pay
        from (values ${values}) as v(id, hours_worked, overtime_hours, overtime_rate, total_pay)
        where t.id = v.id and t.pay_period_id is null`);
    },
  };
  return repo;
}

export type TimeEntriesRepo = ReturnType<typeof createTimeEntriesRepo>;
