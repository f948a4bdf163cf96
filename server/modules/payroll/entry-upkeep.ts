// What every write to a worker's hours does under its transaction, shared by punches, corrections and manual entries:
// the week must not be approved yet (checked under the week's shared lock), and the week's pay is recomputed after.
import type { Tx } from "../../db/client";
import { AppError } from "../../lib/errors";
import { dayKey, daySpanRange, weekStartKey, type DateKey } from "@shared/domain/work-week";
import { payRuleOptionsOf, type PaySettings } from "@shared/domain/pay-evaluation";
import { workweekOf } from "@shared/domain/pay-schedule";
import { periodRangeLabel } from "./pay-period-lock";
import type { EntryPayRepo } from "./entry-pay.repo";

export function createEntryUpkeep(repo: EntryPayRepo, timeZone: string) {
  /** The approved period's range ('Mar 1 - Mar 7') when the day's week is approved, else null; under the week's shared lock. */
  async function approvedWeekRange(tx: Tx, day: DateKey): Promise<string | null> {
    await repo.lockPayrollWeekShared(tx, weekStartKey(day));
    const period = await repo.approvedPeriodOn(tx, day);
    return period ? periodRangeLabel(period.startDate, period.endDate) : null;
  }

  return {
    /** Refuses (period_locked) when the day's week is approved; `message` gets the period's range ('Mar 1 - Mar 7'). */
    async assertWeekOpen(tx: Tx, day: DateKey, message: (range: string) => string): Promise<void> {
      const range = await approvedWeekRange(tx, day);
      if (range) throw new AppError("period_locked", message(range));
    },

    approvedWeekRange,

    /**
     * Recomputes the worker's pay in the workweeks of these clock-in times (overtime depends on the other entries).
     * `settings` is read before the transaction: on PGlite a query outside it would wait for it forever.
     */
    async recomputePay(tx: Tx, settings: PaySettings, workerId: number, clockInTimes: Date[]): Promise<void> {
      const options = payRuleOptionsOf(settings, timeZone);
      const weeks = new Set(clockInTimes.map((time) => workweekOf(dayKey(time, timeZone), options.workweekStartsOn).startDate));
      for (const startKey of weeks) {
        const week = workweekOf(startKey, options.workweekStartsOn);
        await repo.recomputeWeekPay(tx, workerId, daySpanRange(week.startDate, week.endDate, timeZone), options);
      }
    },
  };
}

export type EntryUpkeep = ReturnType<typeof createEntryUpkeep>;
