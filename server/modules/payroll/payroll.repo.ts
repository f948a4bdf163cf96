// Data access for payroll: a week's entries in one query, pay periods, approval in one transaction, the settings row.
import { and, asc, eq, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { appSettings, payPeriods, payrollEntries, projects, timeEntries, workers } from "@shared/schema";
import type { PayrollSettings } from "@shared/api/time-clock";
import type { DateKey, InstantRange } from "@shared/domain/work-week";
import type { Db } from "../../db/client";
import { lockPayrollWeek } from "./pay-period-lock";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const PAYROLL_SETTINGS_KEY = "payroll";

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
  clockInLatitude: string | null;
  notes: string | null;
}

export interface PeriodRow {
  id: number;
  startDate: string;
  endDate: string;
  status: "draft" | "approved";
  approvedAt: Date | null;
  approvedBy: number | null;
}

export interface PayrollEntryInsert {
  workerId: number;
  regularHours: string;
  overtimeHours: string;
  regularRate: string | null;
  overtimeRate: string | null;
  grossPay: string;
  netPay: string;
  notes: string | null;
}

export interface ApproveWeek {
  range: InstantRange;
  startKey: DateKey;
  endKey: DateKey;
  approvedBy: number;
  at: Date;
  /** Turns the entries this approval locked into the week's payroll rows; throws an AppError to refuse. */
  payrollRows: (entries: WeekEntryRow[]) => PayrollEntryInsert[];
  /** Thrown when open entries started in the week. */
  onOpenEntries: (count: number) => Error;
  onAlreadyApproved: () => Error;
  onNothingToApprove: () => Error;
}

const periodColumns = {
  id: payPeriods.id,
  startDate: payPeriods.startDate,
  endDate: payPeriods.endDate,
  status: payPeriods.status,
  approvedAt: payPeriods.approvedAt,
  approvedBy: payPeriods.approvedBy,
};

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
  notes: timeEntries.notes,
};

export function createPayrollRepo(db: Db) {
  return {
    /** Every entry that clocked in during the week (open ones included, for the count), with names, in one query. */
    async weekEntries(range: InstantRange): Promise<WeekEntryRow[]> {
      return db
        .select(weekEntryColumns)
        .from(timeEntries)
        .innerJoin(workers, eq(workers.id, timeEntries.workerId))
        .innerJoin(projects, eq(projects.id, timeEntries.projectId))
        .where(and(gte(timeEntries.clockInTime, range.start), lt(timeEntries.clockInTime, range.end)))
        .orderBy(asc(timeEntries.workerId), asc(timeEntries.clockInTime), asc(timeEntries.id));
    },

    async periodFor(startKey: DateKey, endKey: DateKey): Promise<PeriodRow | undefined> {
      const [row] = await db
        .select(periodColumns)
        .from(payPeriods)
        .where(and(eq(payPeriods.startDate, startKey), eq(payPeriods.endDate, endKey)))
        .limit(1);
      return row;
    },

    async getSettings(): Promise<PayrollSettings | undefined> {
      const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, PAYROLL_SETTINGS_KEY)).limit(1);
      return row?.value as PayrollSettings | undefined;
    },

    async putSettings(value: PayrollSettings, userId: number, at: Date): Promise<void> {
      await db
        .insert(appSettings)
        .values({ key: PAYROLL_SETTINGS_KEY, value, updatedBy: userId, updatedAt: at })
        .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedBy: userId, updatedAt: at } });
    },

    /**
     * One transaction: the period row (the unique week range makes a second approval find nothing to insert),
     * the week's closed entries marked with it (the UPDATE's RETURNING is exactly the set that is paid, so an
     * entry changed concurrently is either in it with its new values or not at all), a refusal when open entries
     * remain, and the payroll rows. Any failure leaves no period, no marks and no payroll rows.
     */
    async approveWeek(input: ApproveWeek): Promise<PeriodRow> {
      return db.transaction(async (tx: Tx) => {
        await lockPayrollWeek(tx, input.startKey, "exclusive");
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
            set: { status: "approved", approvedBy: input.approvedBy, approvedAt: input.at },
            setWhere: sql`${payPeriods.status} <> 'approved'`,
          })
          .returning(periodColumns);
        if (!period) throw input.onAlreadyApproved();

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
        if (open.n > 0) throw input.onOpenEntries(open.n);
        if (!marked.length) throw input.onNothingToApprove();

        const entries = await tx
          .select(weekEntryColumns)
          .from(timeEntries)
          .innerJoin(workers, eq(workers.id, timeEntries.workerId))
          .innerJoin(projects, eq(projects.id, timeEntries.projectId))
          .where(eq(timeEntries.payPeriodId, period.id));
        const rows = input.payrollRows(entries);
        await tx.insert(payrollEntries).values(rows.map((row) => ({ ...row, payPeriodId: period.id })));
        return period;
      });
    },
  };
}

export type PayrollRepo = ReturnType<typeof createPayrollRepo>;
