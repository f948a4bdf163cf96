// Approved pay periods freeze their week: the message a locked entry gets, and a period as it is shown (the lock
// itself is in pay-period-lock.repo.ts).
import { AppError } from "../../lib/errors";
import { parseDateKey, type DateKey } from "@shared/domain/work-week";
import type { PayPeriodSummary } from "@shared/api/payroll";
import { toWire } from "../../lib/wire";
import type { PayPeriodRow } from "./pay-period-lock.repo";

/** A period as its summary shows it (the payroll week, an entry's detail, the list of periods). */
export const payPeriodSummaryOf = (period: PayPeriodRow): PayPeriodSummary => toWire(period) as unknown as PayPeriodSummary;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 'Nov 1 - Nov 7' */
export function periodRangeLabel(startKey: DateKey, endKey: DateKey): string {
  const label = (key: DateKey) => {
    const { month, day } = parseDateKey(key);
    return `${MONTHS[month - 1]} ${day}`;
  };
  return `${label(startKey)} - ${label(endKey)}`;
}

export function entryLockedError(period: { startDate: string; endDate: string }): AppError {
  return new AppError(
    "period_locked",
    `This entry is in an approved pay period (${periodRangeLabel(period.startDate, period.endDate)}) and can no longer be changed.`,
  );
}
