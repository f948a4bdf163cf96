// The advisory lock that orders punches and corrections against a week's approval (the messages a locked entry
// gets are in pay-period-lock.ts).
import { eq, sql, type SQL } from "drizzle-orm";
import { payPeriods, payPeriodVersions } from "@shared/schema";
import type { PayPeriodStatus } from "@shared/domain/statuses";
import { qualified } from "../../lib/qualified.repo";
import { userNameOf } from "../../lib/user-name.repo";
import type { Db, Tx } from "../../db/client";
import { parseDateKey, type DateKey } from "@shared/domain/work-week";


/** Namespace of the two-key advisory locks, so no other feature's advisory lock can collide with ours. */
const PAYROLL_WEEK_LOCK_CLASS = 7301;

function weekLockId(weekStartKey: DateKey): number {
  const { year, month, day } = parseDateKey(weekStartKey);
  return Math.round(Date.UTC(year, month - 1, day) / 86_400_000);
}

/**
 * Punches and corrections take the week's lock shared, approval takes it exclusive. Without it a clock-in and an
 * approval of the same week could each miss the other's uncommitted row (the clock-in sees no approved period,
 * the approval sees no open entry) and leave an entry outside the approved payroll: a lost wage.
 */
export async function lockPayrollWeek(tx: Tx, weekStartKey: DateKey, mode: "shared" | "exclusive"): Promise<void> {
  const id = weekLockId(weekStartKey);
  if (mode === "shared") await tx.execute(sql`select pg_advisory_xact_lock_shared(${PAYROLL_WEEK_LOCK_CLASS}, ${id}::int)`);
  else await tx.execute(sql`select pg_advisory_xact_lock(${PAYROLL_WEEK_LOCK_CLASS}, ${id}::int)`);
}

/** A pay period as its columns read it (payPeriodColumns): the payroll week and an entry's detail show it. */
export interface PayPeriodRow {
  id: number;
  startDate: string;
  endDate: string;
  status: PayPeriodStatus;
  approvedAt: Date | null;
  approvedBy: number | null;
  /** Who approved it, as people are named in lists (the approval banner says who and when). */
  approvedByName: string | null;
  /** The record's version (1 at the first approval; while reopened, the version last approved). */
  version: number;
  /** While reopened: who reopened the version last approved, when and why (null otherwise). */
  reopenedAt: Date | null;
  reopenedByName: string | null;
  reopenReason: string | null;
}

/** A column of the period's current version (its last approval), read beside the period's own. */
const currentVersion = <T>(column: SQL) =>
  sql<T>`(select ${column} from ${payPeriodVersions} where ${qualified(payPeriodVersions.payPeriodId)} = ${qualified(payPeriods.id)} and ${qualified(payPeriodVersions.version)} = ${qualified(payPeriods.version)})`;

export const payPeriodColumns = {
  id: payPeriods.id,
  startDate: payPeriods.startDate,
  endDate: payPeriods.endDate,
  status: payPeriods.status,
  approvedAt: payPeriods.approvedAt,
  approvedBy: payPeriods.approvedBy,
  approvedByName: userNameOf(payPeriods.approvedBy),
  version: payPeriods.version,
  reopenedAt: currentVersion<Date | null>(qualified(payPeriodVersions.reopenedAt)).mapWith(payPeriodVersions.reopenedAt),
  reopenedByName: currentVersion<string | null>(userNameOf(payPeriodVersions.reopenedBy)),
  reopenReason: currentVersion<string | null>(qualified(payPeriodVersions.reopenReason)),
};

/** One period by id as its columns read it (an entry's detail, a period's history), in a transaction or not. */
export async function readPeriodById(executor: Db | Tx, id: number): Promise<PayPeriodRow | undefined> {
  const [row] = await executor.select(payPeriodColumns).from(payPeriods).where(eq(payPeriods.id, id)).limit(1);
  return row;
}
