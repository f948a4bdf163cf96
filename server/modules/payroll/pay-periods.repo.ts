// Data access for pay periods as records (issue 27): reopening one (its entries unlocked, its version kept with who,
// when and why) in one transaction under the week's lock, the list of periods, and a period's versions with the
// figures each stored per worker.
import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import { payPeriods, payPeriodVersions, payrollEntries, timeEntries, workers } from "@shared/schema";
import type { DateKey } from "@shared/domain/work-week";
import type { VersionWorkerFigures } from "@shared/domain/period-versions";
import type { Db, Tx } from "../../db/client";
import type { Page } from "../../lib/endpoint-router";
import { keyset, toKeysetPage, type SortKey } from "../../lib/keyset.repo";
import { Refusal, refusable } from "../../lib/transaction-refusal";
import { userNameOf } from "../../lib/user-name.repo";
import { lockPayrollSpan, payPeriodColumns, readPeriodById, type PayPeriodRow } from "./pay-period-lock.repo";

export interface ReopenPeriod {
  startKey: DateKey;
  endKey: DateKey;
  reopenedBy: number;
  at: Date;
  reason: string;
}

export type ReopenPeriodResult = { kind: "reopened" } | { kind: "not_approved" };

/** One approval of a period as stored, with the names of who approved and who reopened it. */
export interface PeriodVersionRow {
  version: number;
  approvedAt: Date;
  approvedByName: string | null;
  settingsUsed: unknown;
  reopenedAt: Date | null;
  reopenedByName: string | null;
  reopenReason: string | null;
}

/** A worker's stored figures in one version. */
export interface VersionWorkerRow extends VersionWorkerFigures {
  version: number;
}

/** Periods newest first: by their first day (as ISO text, which sorts as the date), then id. */
const periodKeyset = keyset({ value: sql`${payPeriods.startDate}::text`, kind: "text", direction: "desc" }, payPeriods.id);
/** Drafts are not records: the list holds the periods approved, and those reopened since. */
const isRecord = ne(payPeriods.status, "draft");

export function createPayPeriodsRepo(db: Db) {
  return {
    /**
     * One transaction under the period's exclusive locks (as approval's): the approved period becomes reopened, its
     * current version records who reopened it, when and why, and its entries are unlocked. The version's payroll rows
     * stay: they are its record.
     */
    async reopen(input: ReopenPeriod): Promise<ReopenPeriodResult> {
      return refusable(() =>
        db.transaction(async (tx: Tx): Promise<ReopenPeriodResult> => {
          await lockPayrollSpan(tx, { startDate: input.startKey, endDate: input.endKey }, "exclusive");
          const [period] = await tx
            .update(payPeriods)
            .set({ status: "reopened" })
            .where(and(eq(payPeriods.startDate, input.startKey), eq(payPeriods.endDate, input.endKey), eq(payPeriods.status, "approved")))
            .returning({ id: payPeriods.id, version: payPeriods.version });
          if (!period) throw new Refusal<ReopenPeriodResult>({ kind: "not_approved" });
          await tx
            .update(payPeriodVersions)
            .set({ reopenedAt: input.at, reopenedBy: input.reopenedBy, reopenReason: input.reason })
            .where(and(eq(payPeriodVersions.payPeriodId, period.id), eq(payPeriodVersions.version, period.version)));
          await tx
            .update(timeEntries)
            .set({ payPeriodId: null, isApproved: false, approvedBy: null, approvedAt: null })
            .where(eq(timeEntries.payPeriodId, period.id));
          return { kind: "reopened" };
        }),
      );
    },

    /** One page of the periods approved or reopened, newest first. */
    async periods(after: SortKey | null, limit: number): Promise<Page<PayPeriodRow>> {
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ ...payPeriodColumns, sortKey: periodKeyset.sortKey })
          .from(payPeriods)
          .where(and(isRecord, periodKeyset.after(after)))
          .orderBy(...periodKeyset.orderBy)
          .limit(limit + 1),
        db.select({ total: count() }).from(payPeriods).where(isRecord),
      ]);
      return toKeysetPage(rows, limit, total);
    },

    periodById: (id: number) => readPeriodById(db, id),

    /** A period's approvals, newest first, and every worker's figures of each. */
    async versions(periodId: number): Promise<{ versions: PeriodVersionRow[]; workers: VersionWorkerRow[] }> {
      const [versions, workerRows] = await Promise.all([
        db
          .select({
            version: payPeriodVersions.version,
            approvedAt: payPeriodVersions.approvedAt,
            approvedByName: userNameOf(payPeriodVersions.approvedBy),
            settingsUsed: payPeriodVersions.settingsUsed,
            reopenedAt: payPeriodVersions.reopenedAt,
            reopenedByName: userNameOf(payPeriodVersions.reopenedBy),
            reopenReason: payPeriodVersions.reopenReason,
          })
          .from(payPeriodVersions)
          .where(eq(payPeriodVersions.payPeriodId, periodId))
          .orderBy(desc(payPeriodVersions.version)),
        db
          .select({
            version: payrollEntries.version,
            workerId: payrollEntries.workerId,
            workerName: workers.name,
            regularHours: payrollEntries.regularHours,
            overtimeHours: payrollEntries.overtimeHours,
            doubleTimeHours: payrollEntries.doubleTimeHours,
            grossPay: payrollEntries.grossPay,
          })
          .from(payrollEntries)
          .innerJoin(workers, eq(workers.id, payrollEntries.workerId))
          .where(eq(payrollEntries.payPeriodId, periodId))
          .orderBy(workers.name, payrollEntries.workerId),
      ]);
      return {
        versions,
        workers: workerRows.map((w) => ({
          ...w,
          regularHours: Number(w.regularHours),
          overtimeHours: Number(w.overtimeHours),
          doubleTimeHours: Number(w.doubleTimeHours),
          grossPay: w.grossPay ?? "0.00",
        })),
      };
    },
  };
}

export type PayPeriodsRepo = ReturnType<typeof createPayPeriodsRepo>;
