// The company's meal-break rule as the server applies it (issue 15): which rule the Company settings name, whether the
// premium is paid, and the days each worker missed the meal, from the pure rule (shared/domain/meal-break-rule.ts) over
// the entries and breaks read by meal-breaks.repo.ts. Payroll (the week, its CSV, approval) and the timesheet's
// summary ask here, so a day is flagged in one way everywhere.
import type { CompanySettings } from "@shared/api/company-settings";
import { CALIFORNIA_MEAL_RULE, checkMealBreakDays, type MealBreakDay, type MealBreakRule, type WorkerRuleEntry } from "@shared/domain/meal-break-rule";
import type { DateKey } from "@shared/domain/work-week";
import type { Db } from "../../db/client";
import { readRuleEntries, type RuleEntriesFilter } from "./meal-breaks.repo";

export interface MealPolicy {
  /** null: the company checks no meal rule (nothing is flagged, no premium). */
  rule: MealBreakRule | null;
  /** The premium is added to gross pay: only with a rule on and the premium switched on. */
  premiumPaid: boolean;
}

export function mealPolicyOf(settings: Pick<CompanySettings, "mealBreakRule" | "mealPremium">): MealPolicy {
  const rule = settings.mealBreakRule === "california" ? CALIFORNIA_MEAL_RULE : null;
  return { rule, premiumPaid: rule !== null && settings.mealPremium };
}

/** The missed days of these entries under the policy (none when the rule is off), in worker then day order. */
export function missedMealDays(entries: readonly WorkerRuleEntry[], policy: MealPolicy, options: { timeZone: string; asOf: Date }): MealBreakDay[] {
  if (!policy.rule || entries.length === 0) return [];
  return checkMealBreakDays(entries, policy.rule, options).filter((day) => day.missed);
}

/** Per worker: the days missed and the premium they earn (one hour at the day's first rate; 0 without a rate). */
export interface WorkerMealMisses {
  days: DateKey[];
  premiumCents: number;
}

export function missesByWorker(days: readonly MealBreakDay[]): Map<number, WorkerMealMisses> {
  const byWorker = new Map<number, WorkerMealMisses>();
  for (const day of days) {
    const misses = byWorker.get(day.workerId) ?? { days: [], premiumCents: 0 };
    misses.days.push(day.dayKey);
    misses.premiumCents += day.premiumCents ?? 0;
    byWorker.set(day.workerId, misses);
  }
  return byWorker;
}

/**
 * A worker's meal premium for the week: one hour per missed day at the week's weighted regular rate when the rule pays
 * overtime on it and the worker had two rates (Ferra v. Loews, 2021: the regular rate of compensation), else at each
 * day's first rate.
 */
export function mealPremiumCents(misses: WorkerMealMisses | undefined, line: { weightedRateCents: number | null }): number {
  if (!misses) return 0;
  return line.weightedRateCents !== null ? misses.days.length * line.weightedRateCents : misses.premiumCents;
}

export interface MealBreakOptions {
  timeZone: string;
  now?: () => Date;
  companySettings: { get: () => Promise<CompanySettings> };
}

export function createMealBreakService(db: Db, options: MealBreakOptions) {
  const now = options.now ?? (() => new Date());
  return {
    async policy(): Promise<MealPolicy> {
      return mealPolicyOf(await options.companySettings.get());
    },

    /** The missed days of the entries matching the filter; nothing is read while the rule is off. */
    async missedDays(filter: RuleEntriesFilter, policy?: MealPolicy): Promise<MealBreakDay[]> {
      const applied = policy ?? (await this.policy());
      if (!applied.rule) return [];
      const entries = await readRuleEntries(db, filter);
      return missedMealDays(entries, applied, { timeZone: options.timeZone, asOf: now() });
    },
  };
}

export type MealBreakService = ReturnType<typeof createMealBreakService>;
