// Approval of a pay period in one transaction (issue 27): its calendar weeks locked, the period row made or re-approved,
// its closed entries marked, every refusal checked under the locks, and the payroll rows of its record written.
import { and, asc, eq, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { payPeriods, payPeriodVersions, payrollEntries, timeEntries, workers } from "@shared/schema";
import type { DateKey, InstantRange } from "@shared/domain/work-week";
import type { WorkerRuleEntry } from "@shared/domain/meal-break-rule";
import type { PayrollWorkerLine, StoredPaySettings } from "@shared/api/payroll";
import type { Db, Tx } from "../../db/client";
import { Refusal, refusable } from "../../lib/transaction-refusal";
import { lockPayrollSpan, payPeriodColumns, recordedSpansNear, type PayPeriodRow } from "./pay-period-lock.repo";
import { readEntriesWithBreaks, type LabelledEntryRow } from "./labelled-entries.repo";
import { readRuleEntries } from "../meal-breaks/meal-breaks.repo";

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
  /** The first workweek's first instant: the entries from there label the period's (a workweek's carried days). */
  labelFrom: Date;
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
  /** Another period holding some of these days was recorded since the period was read (the schedule changed). */
  | { kind: "period_changed" }
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


/**
 * One transaction under the exclusive locks of every calendar week the period touches: the period row (its unique day
 * range makes a second approval find nothing to insert; a period of other days recorded meanwhile overlapping it is a
 * refusal), the period's closed entries marked with it (the UPDATE's RETURNING is exactly the set that is paid, so an
 * entry changed concurrently is either in it with its new values or not at all), a refusal when open entries
 * remain, and the payroll rows. Any failure or refusal leaves no period, no marks and no payroll rows.
 */
export async function approvePeriod(db: Db, input: ApproveWeek): Promise<ApproveWeekResult> {
    return refusable(() => db.transaction(async (tx: Tx): Promise<ApproveWeekResult> => {
      await lockPayrollSpan(tx, { startDate: input.startKey, endDate: input.endKey }, "exclusive");
      // Under the locks: a period of other days recorded meanwhile (another approval under another schedule) overlaps.
      const overlapping = (await recordedSpansNear(tx, input.startKey)).some(
        (r) => r.startDate <= input.endKey && r.endDate >= input.startKey && !(r.startDate === input.startKey && r.endDate === input.endKey),
      );
      if (overlapping) throw new Refusal<ApproveWeekResult>({ kind: "period_changed" });
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

      // The entries just marked (all closed, clocked in within the period) and those before it that share their
      // workweeks or days.
      const entries = await readEntriesWithBreaks(tx, { start: input.labelFrom, end: input.range.end });
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
}
