// Data access for time entries: the paged list, the days' summary, one entry and its change rows, and the locks and
// checks of corrections with their audit rows. The open entry's own reads and writes are the time clock's
// (time-clock/open-entry.repo.ts), pay upkeep is in entry-pay.repo.ts.
import { and, count, desc, eq, gte, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { kiosks, projects, timeEntries, timeEntryChanges, users, workers, type TimeEntry } from "@shared/schema";
import type { EntryVerification } from "@shared/domain/entry-verification";
import type { DateKey, InstantRange } from "@shared/domain/work-week";
import type { ProjectTimeEntryItem } from "@shared/api/projects";
import type { Served } from "@shared/api/contract";
import { rowsOf } from "../../lib/raw-rows.repo";
import type { Db, Tx } from "../../db/client";
import type { TimeEntryOrder } from "@shared/api/time-clock";
import type { Keyed, SortKey } from "../../lib/keyset.repo";
import type { EntryBreakView } from "@shared/api/time-clock-views";
import type { EntryScope } from "../scope/entry-scope";
import {
  clockInKiosk,
  clockInUser,
  clockOutKiosk,
  clockOutUser,
  entryKeyset,
  entryScopeCondition,
  keysetOf,
  punchedBy,
  selectEntries,
} from "./entry-select.repo";

// Other modules scope and page entries by these; they live with the entries' select.
export { entryKeyKind, entryScopeCondition } from "./entry-select.repo";

export type Executor = Db | Tx;

export type TimeEntryRow = TimeEntry & {
  workerName: string;
  projectName: string;
  hasClockInPhoto: boolean;
  hasClockOutPhoto: boolean;
  breaks: EntryBreakView[];
  costCode: { id: number; code: string; name: string } | null;
  signOff: { tookBreaks: boolean; injured: boolean; incidentId: number | null; signedAt: Date; signedByName: string | null } | null;
};
/** One entry for its detail: who punched it in and out as people know them ('Kiosk: Gate tablet' for a kiosk). */
export type TimeEntryDetailRow = TimeEntryRow & { clockInByName: string | null; clockOutByName: string | null };

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
  /** The caller's entries (entry-scope.ts); null or absent: every entry. */
  scope?: EntryScope | null;
  verification?: EntryVerification;
}

export interface ListPageRequest {
  /** A column of the desk's day table and its direction; null: newest first. */
  order: TimeEntryOrder | null;
  /** Where the page starts: after this row in the list's order. */
  after: SortKey | null;
  limit: number;
  /** The list is only the first `cap` rows (the newest); unset: every row the filters match. */
  cap?: number;
}

export interface EntryCorrection {
  clockInTime: Date;
  clockOutTime: Date | null;
  notes: string | null;
  projectId: number;
  costCodeId: number | null;
}

export function createTimeEntriesRepo(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /**
     * One page of the entries the filters match, newest first by clock-in then id or in the order asked (a total
     * order, so a keyset cursor neither skips nor repeats a row), read as `limit + 1` rows after the cursor, and how
     * many rows the list has. A `cap` keeps the newest `cap` rows, cut at the newest-first key of the cap-th, found
     * once per page; the order asked sorts those.
     */
    async listPage(filters: ListFilters, page: ListPageRequest): Promise<{ rows: (TimeEntryRow & Keyed)[]; total: number }> {
      const conditions: SQL[] = [];
      if (filters.projectId) conditions.push(eq(timeEntries.projectId, filters.projectId));
      if (filters.workerId) conditions.push(eq(timeEntries.workerId, filters.workerId));
      if (filters.scope) conditions.push(entryScopeCondition(filters.scope));
      if (filters.verification) conditions.push(eq(timeEntries.verification, filters.verification));
      if (filters.range) {
        conditions.push(gte(timeEntries.clockInTime, filters.range.start), lt(timeEntries.clockInTime, filters.range.end));
      }
      if (page.cap) {
        const [last] = await db
          .select({ sortKey: entryKeyset.sortKey, id: timeEntries.id })
          .from(timeEntries)
          .where(and(...conditions))
          .orderBy(...entryKeyset.orderBy)
          .offset(page.cap - 1)
          .limit(1);
        if (last) conditions.push(entryKeyset.through([last.sortKey, last.id]));
      }
      const sorted = keysetOf(page.order);
      const [rows, [{ total }]] = await Promise.all([
        selectEntries(db, { sortKey: sorted.sortKey })
          .where(and(...conditions, sorted.after(page.after)))
          .orderBy(...sorted.orderBy)
          .limit(page.limit + 1),
        db.select({ total: count() }).from(timeEntries).where(and(...conditions)),
      ]);
      return { rows, total };
    },

    /**
     * Entries clocked in within the range, grouped by the calendar date of their clock-in in the zone (the day
     * dayKey() gives), worker and project, in one query: the Weekly Summary reads a few hundred rows instead of
     * every entry. Names are joined after grouping, so the join runs once per line, not per entry. A scope keeps
     * only the caller's entries (null: every entry).
     */
    async summaryLines(range: InstantRange, timeZone: string, scope: EntryScope | null = null): Promise<SummaryLineRow[]> {
      const inScope = scope ? sql`and ${entryScopeCondition(scope, { workerId: sql.raw("t.worker_id"), projectId: sql.raw("t.project_id") })}` : sql``;
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
          where t.clock_in_time >= ${range.start.toISOString()}::timestamptz and t.clock_in_time < ${range.end.toISOString()}::timestamptz ${inScope}
          group by 1, 2, 3
        ) s
        join ${workers} w on w.id = s.worker_id
        join ${projects} p on p.id = s.project_id
        group by s.day`);
      type Packed = [number, string, number, string, string, number, number];
      return rowsOf<{ date: DateKey; lines: string }>(result).flatMap((row) =>
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

    /** One entry with who punched it in and out. */
    async findDetail(id: number): Promise<TimeEntryDetailRow | undefined> {
      const [row] = await selectEntries(db, {
        clockInByName: punchedBy(clockInKiosk, clockInUser),
        clockOutByName: punchedBy(clockOutKiosk, clockOutUser),
      })
        .leftJoin(clockInUser, eq(clockInUser.id, timeEntries.createdBy))
        .leftJoin(clockOutUser, eq(clockOutUser.id, timeEntries.clockedOutBy))
        .leftJoin(clockInKiosk, eq(clockInKiosk.id, timeEntries.clockInKioskId))
        .leftJoin(clockOutKiosk, eq(clockOutKiosk.id, timeEntries.clockOutKioskId))
        .where(eq(timeEntries.id, id))
        .limit(1);
      return row;
    },

    /** The worker's latest entry by clock-in, open or not (the one a kiosk sign-off answers when it names none). */
    async findLatestEntry(workerId: number, executor: Executor = db): Promise<TimeEntryRow | undefined> {
      const [row] = await selectEntries(executor)
        .where(eq(timeEntries.workerId, workerId))
        .orderBy(desc(timeEntries.clockInTime), desc(timeEntries.id))
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
          changedByKioskName: sql<string | null>`case when ${kiosks.id} is not null then 'Kiosk: ' || ${kiosks.name} end`,
          changedByFirstName: users.firstName,
          changedByLastName: users.lastName,
          changedByUsername: users.username,
          changedByEmail: users.email,
        })
        .from(timeEntryChanges)
        .leftJoin(users, eq(users.id, timeEntryChanges.changedBy))
        .leftJoin(kiosks, eq(kiosks.id, timeEntryChanges.kioskId))
        .where(eq(timeEntryChanges.timeEntryId, entryId))
        .orderBy(desc(timeEntryChanges.changedAt), desc(timeEntryChanges.id));
    },


    // ---- corrections -------------------------------------------------------------------------------

    async projectExists(projectId: number, executor: Executor = db): Promise<boolean> {
      const [row] = await executor.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).limit(1);
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

    /** A project's newest entries, as its detail page lists them; a scope keeps only the caller's (null: all). */
    async listForProject(projectId: number, limit: number, scope: EntryScope | null): Promise<Served<ProjectTimeEntryItem>[]> {
      return db
        .select({
          id: timeEntries.id,
          workerId: timeEntries.workerId,
          workerName: workers.name,
          projectId: timeEntries.projectId,
          clockInTime: timeEntries.clockInTime,
          clockOutTime: timeEntries.clockOutTime,
          hoursWorked: timeEntries.hoursWorked,
          location: timeEntries.location,
          clockInLatitude: timeEntries.clockInLatitude,
          clockInLongitude: timeEntries.clockInLongitude,
          isLocationVerified: timeEntries.isLocationVerified,
          notes: timeEntries.notes,
          source: timeEntries.source,
        })
        .from(timeEntries)
        .leftJoin(workers, eq(workers.id, timeEntries.workerId))
        .where(and(eq(timeEntries.projectId, projectId), scope ? entryScopeCondition(scope) : undefined))
        .orderBy(desc(timeEntries.clockInTime), desc(timeEntries.id))
        .limit(limit);
    },

    /**
     * The office confirms an offline kiosk punch: 'unverified' becomes 'verified' with its change row, in one
     * statement guarded by the state, so two confirmations record one change. False when it was not unverified.
     */
    async markVerified(tx: Tx, id: number, audit: { changedBy: number; at: Date }): Promise<boolean> {
      const [row] = await tx
        .update(timeEntries)
        .set({ verification: "verified", updatedAt: audit.at })
        .where(and(eq(timeEntries.id, id), eq(timeEntries.verification, "unverified")))
        .returning({ id: timeEntries.id });
      if (!row) return false;
      await tx.insert(timeEntryChanges).values({
        timeEntryId: id,
        changedBy: audit.changedBy,
        changedAt: audit.at,
        action: "verify",
        changes: { verification: ["unverified", "verified"] },
        reason: null,
      });
      return true;
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
        // A correction is a review: an auto-closed entry no longer needs one (issue 15). An entry given a cost code no
        // longer waits for one (the table's check holds the two together).
        .set({
          ...correction,
          ...(audit.action === "close" ? { clockedOutBy: audit.changedBy } : {}),
          ...(correction.costCodeId !== null ? { costCodeDue: false } : {}),
          autoClosedAt: null,
          updatedAt: audit.at,
        })
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

  };
}

export type TimeEntriesRepo = ReturnType<typeof createTimeEntriesRepo>;
