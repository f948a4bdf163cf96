// The company's meal-break rule (issue 15), checked per worker and day across job switches: when the day's work is
// longer than `byWorkedMinutes`, an off-duty meal of at least `mealMinutes` must start before that much work is done.
// The preset is California's first meal period: 30 minutes before the end of the 5th hour of work.
//
// Off duty is a meal break inside an entry, or the gap between two of the day's entries (a crew that clocks out for
// lunch). Touching off-duty stretches count as one: a meal ended by the clock-out, then the gap until the next
// clock-in, is one meal. Rest breaks are paid work time, so they neither count as a meal nor stop the work clock.
import { dayKey, type DateKey } from "./work-week";

export interface MealBreakRule {
  /** The shortest off-duty stretch that counts as the meal. */
  mealMinutes: number;
  /** Work beyond this needs the meal, and the meal must start before this much work is done. */
  byWorkedMinutes: number;
}

/** "A 30 min meal before the end of the 5th hour", as California requires. */
export const CALIFORNIA_MEAL_RULE: MealBreakRule = { mealMinutes: 30, byWorkedMinutes: 5 * 60 };

export interface RuleBreak {
  kind: "meal" | "rest";
  startedAt: Date;
  /** null while the break is open: it lasts until the entry's end. */
  endedAt: Date | null;
}

export interface RuleEntry {
  clockInTime: Date;
  /** null while clocked in: the work is counted until `asOf`. */
  clockOutTime: Date | null;
  breaks: readonly RuleBreak[];
}

export interface MealBreakCheck {
  /** Whole minutes worked in the day (rest breaks included, meals and gaps not). */
  workedMinutes: number;
  /** The day's work is longer than the rule's limit, so a meal is due. */
  mealRequired: boolean;
  /** Whether a long enough meal started in time (true when none was required). */
  mealTaken: boolean;
  /** Required and not taken: the day is flagged on the timesheet and the payroll card (and earns the premium when on). */
  missed: boolean;
}

const MINUTE_MS = 60_000;

interface Stretch {
  start: number;
  end: number;
}

/** The day's stretches of work and of off-duty time, in order; touching off-duty stretches are merged. */
function dayTimeline(entries: readonly RuleEntry[], asOf: Date) {
  const work: Stretch[] = [];
  const offDuty: Stretch[] = [];
  const addOffDuty = (start: number, end: number) => {
    if (end <= start) return;
    const last = offDuty.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else offDuty.push({ start, end });
  };
  const sorted = [...entries].sort((a, b) => a.clockInTime.getTime() - b.clockInTime.getTime());
  let previousEnd: number | null = null;
  for (const entry of sorted) {
    const start = entry.clockInTime.getTime();
    const end = Math.max(start, (entry.clockOutTime ?? asOf).getTime());
    if (previousEnd !== null) addOffDuty(previousEnd, start);
    const meals = entry.breaks
      .filter((b) => b.kind === "meal")
      .map((b) => ({ start: Math.max(start, b.startedAt.getTime()), end: Math.min(end, (b.endedAt ?? asOf).getTime()) }))
      .filter((m) => m.end > m.start)
      .sort((a, b) => a.start - b.start);
    let cursor = start;
    for (const meal of meals) {
      if (meal.start > cursor) work.push({ start: cursor, end: meal.start });
      addOffDuty(meal.start, meal.end);
      cursor = Math.max(cursor, meal.end);
    }
    if (end > cursor) work.push({ start: cursor, end });
    previousEnd = previousEnd === null ? end : Math.max(previousEnd, end);
  }
  return { work, offDuty };
}

/**
 * Checks one worker's day (the entries whose clock-in falls on it, as payroll counts them) against the rule.
 * `asOf` ends what is still open (an open entry or break); pass the server's now.
 */
export function checkMealBreak(entries: readonly RuleEntry[], rule: MealBreakRule, asOf: Date): MealBreakCheck {
  const { work, offDuty } = dayTimeline(entries, asOf);
  const workedMs = work.reduce((sum, s) => sum + (s.end - s.start), 0);
  const workedMinutes = Math.floor(workedMs / MINUTE_MS);
  const mealRequired = workedMinutes > rule.byWorkedMinutes;
  if (!mealRequired) return { workedMinutes, mealRequired, mealTaken: true, missed: false };

  // Work done before a moment: the sum of the work stretches up to it.
  const workedBefore = (at: number) => work.reduce((sum, s) => sum + Math.max(0, Math.min(s.end, at) - s.start), 0);
  const mealTaken = offDuty.some(
    (s) => s.end - s.start >= rule.mealMinutes * MINUTE_MS && workedBefore(s.start) <= rule.byWorkedMinutes * MINUTE_MS,
  );
  return { workedMinutes, mealRequired, mealTaken, missed: !mealTaken };
}

/** One worker's entry as the daily check reads it: its day comes from the clock-in, its rate prices the premium. */
export interface WorkerRuleEntry extends RuleEntry {
  workerId: number;
  /** null when the worker has no rate: the day is still flagged, the premium is 0. */
  hourlyRateCents: number | null;
}

export interface MealBreakDay extends MealBreakCheck {
  workerId: number;
  /** The clock-in day in the company's zone, as payroll counts days. */
  dayKey: DateKey;
  /** One hour at the regular rate of the day's first entry (null without a rate); paid only when the company turns the premium on. */
  premiumCents: number | null;
}

/** Every worker's days, checked against the rule; in worker, then day order. */
export function checkMealBreakDays(entries: readonly WorkerRuleEntry[], rule: MealBreakRule, options: { timeZone: string; asOf: Date }): MealBreakDay[] {
  const days = new Map<string, { workerId: number; dayKey: DateKey; entries: WorkerRuleEntry[] }>();
  for (const entry of entries) {
    const key = dayKey(entry.clockInTime, options.timeZone);
    const bucket = `${entry.workerId}|${key}`;
    const day = days.get(bucket) ?? { workerId: entry.workerId, dayKey: key, entries: [] };
    day.entries.push(entry);
    days.set(bucket, day);
  }
  return [...days.values()]
    .sort((a, b) => a.workerId - b.workerId || a.dayKey.localeCompare(b.dayKey))
    .map((day) => {
      const first = [...day.entries].sort((a, b) => a.clockInTime.getTime() - b.clockInTime.getTime())[0];
      return {
        workerId: day.workerId,
        dayKey: day.dayKey,
        ...checkMealBreak(day.entries, rule, options.asOf),
        premiumCents: first.hourlyRateCents,
      };
    });
}
