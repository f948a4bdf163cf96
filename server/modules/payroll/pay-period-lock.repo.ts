// The advisory lock that orders punches and corrections against a week's approval (the messages a locked entry
// gets are in pay-period-lock.ts).
import { and, asc, eq, gte, lte, ne, sql, type SQL } from "drizzle-orm";
import { payPeriods, payPeriodVersions } from "@shared/schema";
import type { PayPeriodStatus } from "@shared/domain/statuses";
import { qualified } from "../../lib/qualified.repo";
import { userNameOf } from "../../lib/user-name.repo";
import type { Db, Tx } from "../../db/client";
import { addDays, parseDateKey, weekStartKey, type DateKey } from "@shared/domain/work-week";
import { LONGEST_PERIOD_DAYS, type DaySpan } from "@shared/domain/pay-schedule";


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

/**
 * Every calendar week a period touches, in order (so two lockers never wait on each other crosswise): a punch locks its
 * day's week, so an approval or reopen of a period of any length, or cut across a week, orders against each of them.
 */
export async function lockPayrollSpan(tx: Tx, span: DaySpan, mode: "shared" | "exclusive"): Promise<void> {
  for (let week = weekStartKey(span.startDate); week <= span.endDate; week = addDays(week, 7)) await lockPayrollWeek(tx, week, mode);
}

/** The periods with a record (approved, or reopened since) that a period holding the day could meet, by first day. */
export async function recordedSpansNear(executor: Db | Tx, day: DateKey): Promise<DaySpan[]> {
  const reach = 2 * LONGEST_PERIOD_DAYS;
  return executor
    .select({ startDate: payPeriods.startDate, endDate: payPeriods.endDate })
    .from(payPeriods)
    .where(and(ne(payPeriods.status, "draft"), gte(payPeriods.endDate, addDays(day, -reach)), lte(payPeriods.startDate, addDays(day, reach))))
    .orderBy(asc(payPeriods.startDate));
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
