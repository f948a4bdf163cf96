// Pay upkeep of time entries: the pay period an entry or a day is in, the payroll week's shared lock, and the week's
// pay recomputed after every write to a worker's hours.
import { and, eq, gte, lte, sql } from "drizzle-orm";
import { payPeriods, timeEntries } from "@shared/schema";
import type { PayRuleOptions } from "@shared/domain/pay-evaluation";
import type { DateKey, InstantRange } from "@shared/domain/work-week";
import type { Db, Tx } from "../../db/client";
import { entryPayFigures } from "./entry-pay";
import { readEntriesWithBreaks } from "./labelled-entries.repo";
import { lockPayrollWeek, payPeriodColumns, readPeriodById, type PayPeriodRow } from "./pay-period-lock.repo";
type Executor = Db | Tx;

export function createEntryPayRepo(db: Db) {
  return {
    periodById: (id: number, executor: Executor = db): Promise<PayPeriodRow | undefined> => readPeriodById(executor, id),

    /** The approved pay period covering a calendar day, if any. */
    async approvedPeriodOn(tx: Tx, day: DateKey): Promise<PayPeriodRow | undefined> {
      const [row] = await tx
        .select(payPeriodColumns)
        .from(payPeriods)
        .where(and(eq(payPeriods.status, "approved"), lte(payPeriods.startDate, day), gte(payPeriods.endDate, day)))
        .limit(1);
      return row;
    },

    lockPayrollWeekShared(tx: Tx, weekStartKey: DateKey): Promise<void> {
      return lockPayrollWeek(tx, weekStartKey, "shared");
    },

    /**
     * Recomputes hoursWorked, overtime and pay of all the worker's closed entries in the week, because an entry's
     * overtime depends on the entries before it that day (and week). One read and one UPDATE, whatever the count.
     */
    async recomputeWeekPay(tx: Tx, workerId: number, week: InstantRange, options: PayRuleOptions): Promise<void> {
      // Labelled with their breaks and the day before the week, as the week's own figures; the week's closed ones stored.
      const rows = await readEntriesWithBreaks(tx, week, workerId);
      const inWeek = new Set(rows.filter((r) => r.clockOutTime !== null && r.clockInTime >= week.start && r.clockInTime < week.end).map((r) => r.id));
      if (!inWeek.size) return;
      const figures = entryPayFigures(rows, options).filter((f) => inWeek.has(f.id));
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
}

export type EntryPayRepo = ReturnType<typeof createEntryPayRepo>;
