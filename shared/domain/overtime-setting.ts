// The company's overtime setting (issue 27): each preset by name and what it pays in words, and how the spec's
// weekly-overtime switch reads and writes it (it chooses between the spec's two presets and is the only way an older
// client names one). Pure; the Company settings service stores the preset, the screens show these words.
import { isSpecPreset, RULE_SHAPES, ruleShape, type OvertimeRule, type SpecPreset } from "./overtime-labels";

/** Each preset as the Company settings screen and the pay changes name it. */
export const OVERTIME_RULE_NAMES: Record<OvertimeRule, string> = {
  daily8: "Over 8 hours a day",
  "daily8-weekly40": "Over 8 hours a day and 40 a week",
  federal: "Federal: over 40 hours a week",
  california: "California",
  colorado: "Colorado",
  alaska: "Alaska",
  nevada: "Nevada",
};

/** What each preset pays, in the words the Company settings screen shows under the choice. */
export const OVERTIME_RULE_SUMMARIES: Record<OvertimeRule, string> = {
  daily8: "Hours over 8 a day are overtime at 1.5x. A shift counts on the day it started.",
  "daily8-weekly40": "Hours over 8 a day, and straight hours over 40 a week, are overtime at 1.5x. A shift counts on the day it started.",
  federal: "Hours over 40 in the workweek are overtime at 1.5x; no daily overtime (FLSA). Each hour counts in the day it was worked.",
  california:
    "Over 8 a day at 1.5x, over 12 at 2x; over 40 a week at 1.5x; on the 7th day in a row of the workweek the first 8 at 1.5x and the rest at 2x (LC 510). Rest-period premiums are not computed.",
  colorado: "Over 12 a day, or over 12 hours in a row across midnight, at 1.5x; over 40 a week at 1.5x (COMPS Order).",
  alaska: "Over 8 a day at 1.5x; over 40 a week at 1.5x, daily overtime not counted twice (AS 23.10.060).",
  nevada: "Over 40 a week at 1.5x; with daily overtime on, over 8 in a 24-hour workday from the start of work too (NRS 608.018).",
};


/** The spec preset the weekly-overtime switch names: daily8-weekly40 when on, daily8 when off. */
export const specPresetOf = (weeklyOvertime: boolean): SpecPreset => (weeklyOvertime ? "daily8-weekly40" : "daily8");

/** Whether a preset has overtime after 40 hours a week: what weeklyOvertime reads. */
export const hasWeeklyOvertime = (rule: OvertimeRule): boolean => RULE_SHAPES[rule].weeklyOvertimeAfter !== null;

export const WEEKLY_OVERTIME_PRESET_MESSAGE = "Weekly overtime is part of the overtime rule chosen: choose the overtime rule instead";

/**
 * The preset a write leaves in force, or a refusal: weeklyOvertime toggles the spec's two presets (daily8 and
 * daily8-weekly40) and cannot be written under the others, nor against an overtimeRule written with it.
 */
export function overtimeRuleAfter(current: OvertimeRule, update: { overtimeRule?: OvertimeRule; weeklyOvertime?: boolean }): OvertimeRule | { refusal: string } {
  const rule = update.overtimeRule ?? current;
  if (update.weeklyOvertime === undefined) return rule;
  if (!isSpecPreset(rule)) return { refusal: WEEKLY_OVERTIME_PRESET_MESSAGE };
  const toggled = specPresetOf(update.weeklyOvertime);
  if (update.overtimeRule !== undefined && update.overtimeRule !== toggled) return { refusal: WEEKLY_OVERTIME_PRESET_MESSAGE };
  return toggled;
}

/**
 * The hours after which a day's work is overtime under the preset (12 in Colorado; Nevada's 8 only with its
 * setting), or null under a preset with no daily rule (federal: weekly only).
 */
export function dailyOvertimeAfterHours(settings: { overtimeRule: OvertimeRule; nevadaDailyOvertimeBelowRate?: boolean }): number | null {
  const minutes = ruleShape({ rule: settings.overtimeRule, nevadaDailyOvertime: settings.nevadaDailyOvertimeBelowRate ?? false }).dailyOvertimeAfter;
  return minutes === null ? null : minutes / 60;
}

/**
 * How many workers went past the daily threshold on a day (the Weekly Summary's badge for a crew's or a company's
 * day; a company's total over 8 hours says nothing once two people work): each worker's lines (one per project)
 * added up in hundredths, as the lines show them.
 */
export function workersPastDaily(lines: readonly { workerId: number; hours: number }[], afterHours: number): number {
  const hundredths = new Map<number, number>();
  for (const line of lines) hundredths.set(line.workerId, (hundredths.get(line.workerId) ?? 0) + Math.round(line.hours * 100));
  return [...hundredths.values()].filter((total) => total > afterHours * 100).length;
}
