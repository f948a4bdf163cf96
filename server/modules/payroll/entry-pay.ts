// Per-entry figures (minutes per label, and the pay the spec stores on an entry's row) from the one evaluator, for
// entry rows and the entries CSV's hours.
//
// An entry's overtime depends on the worker's other entries that day (and week, with weekly overtime on), so the
// figures are always computed over all of a worker's closed entries of the week, in clock-in order. An entry's stored
// pay is rounded on its own and is for reading the entry alone; what is paid are the worker's pay lines
// (shared/domain/pay-lines.ts: hours rounded once per label and rate), which is why the entries CSV carries no pay.
import { allocateEntryMinutes, type PayRuleOptions, type UnpaidBreak } from "@shared/domain/pay-evaluation";
import { labelPayCents, minutesToHours, overtimeRateCents } from "@shared/domain/payroll";
import { centsToDecimalString, parseCents } from "@shared/domain/money";
import type { DateKey } from "@shared/domain/work-week";

export interface PayableEntry {
  id: number;
  workerId: number;
  clockInTime: Date;
  clockOutTime: Date | null;
  /** numeric(10,2) text as stored, or null when the worker had no rate. */
  hourlyRate: string | null;
  breakTime: number;
  /** Where its unpaid breaks fell (the law presets count each minute where it was worked); absent: off the end. */
  unpaidBreaks?: readonly UnpaidBreak[];
}

export interface EntryPay {
  id: number;
  dayKey: DateKey;
  /** The payable minutes (entryDurationMinutes: net of unpaid breaks) in hours, 2 decimals. */
  hoursWorked: string;
  regularMinutes: number;
  overtimeMinutes: number;
  doubleTimeMinutes: number;
  regularHours: string;
  overtimeHours: string;
  /** 1.5 x the entry's rate, rounded to the cent; null without a rate. */
  overtimeRate: string | null;
  regularPay: string | null;
  overtimePay: string | null;
  totalPay: string | null;
}

/** Figures for every closed entry given (open ones are skipped), ordered by worker, then clock-in. */
export function entryPayFigures(entries: readonly PayableEntry[], options: PayRuleOptions): EntryPay[] {
  const withCents = entries.map((entry) => ({
    ...entry,
    hourlyRateCents: parseCents(entry.hourlyRate),
    breakMinutes: entry.breakTime,
  }));
  return allocateEntryMinutes(withCents, options).map(({ entry, dayKey, minutes, regularMinutes, overtimeMinutes, doubleTimeMinutes }) => {
    const rate = entry.hourlyRateCents;
    const regularCents = rate === null ? null : labelPayCents(rate, "regular", regularMinutes);
    // Double time is overtime too on an entry's own row (the payroll week shows it apart).
    const overtimeCents = rate === null ? null : labelPayCents(rate, "overtime", overtimeMinutes) + labelPayCents(rate, "double_time", doubleTimeMinutes);
    return {
      id: entry.id,
      dayKey,
      hoursWorked: minutesToHours(minutes).toFixed(2),
      regularMinutes,
      overtimeMinutes,
      doubleTimeMinutes,
      regularHours: minutesToHours(regularMinutes).toFixed(2),
      overtimeHours: minutesToHours(overtimeMinutes).toFixed(2),
      overtimeRate: rate === null ? null : centsToDecimalString(overtimeRateCents(rate)),
      regularPay: regularCents === null ? null : centsToDecimalString(regularCents),
      overtimePay: overtimeCents === null ? null : centsToDecimalString(overtimeCents),
      totalPay: regularCents === null || overtimeCents === null ? null : centsToDecimalString(regularCents + overtimeCents),
    };
  });
}
