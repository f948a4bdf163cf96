// The overtime labeller (issue 27; PAYROLL.md section 2): every worked minute of one worker gets exactly one label
// (regular, overtime at 1.5x, double time at 2x) and the rule that priced it, in time order within its workweek.
// Daily rules come before the weekly one and the highest multiplier wins; a minute labelled by a daily rule never
// counts toward the week's 40 hours (29 CFR 778.202: no pyramiding). The presets' figures live in RULE_SHAPES, one
// row per preset, so a screen can explain each hour ("16:00-18:00 overtime 1.5x, daily over 8 (California LC 510)").
//
// Under the product spec's two presets a shift counts wholly on its clock-in day and week, as the timesheet reads it;
// under the federal and state presets each minute counts in the workday and workweek where it was worked: workdays
// start at midnight in the company's zone, except Nevada's, which run 24 hours from when the worker starts
// (NRS 608.0126). Minutes are real elapsed minutes, so a DST night is as long as it really was.
import { dayKey, type DateKey } from "./day-key";
import { addDays, dayOfWeek } from "./work-week";

export const OVERTIME_RULES = ["daily8", "daily8-weekly40", "federal", "california", "colorado", "alaska", "nevada"] as const;
export type OvertimeRule = (typeof OVERTIME_RULES)[number];

export type PayLabel = "regular" | "overtime" | "double_time";

/** A label's pay as a fraction of the regular rate (exact, so pay is rounded once, at the end). */
export const PAY_LABEL_MULTIPLIER: Record<PayLabel, { numerator: number; denominator: number; text: string }> = {
  regular: { numerator: 1, denominator: 1, text: "1x" },
  overtime: { numerator: 3, denominator: 2, text: "1.5x" },
  double_time: { numerator: 2, denominator: 1, text: "2x" },
};

/** Why a minute got its label. */
export type LabelReason =
  | "straight_time"
  | "daily_over_8"
  | "daily_over_12"
  | "consecutive_over_12"
  | "weekly_over_40"
  | "seventh_day"
  | "seventh_day_over_8";

const MINUTE_MS = 60_000;
const HOUR_MINUTES = 60;
const DAY_MS = 24 * HOUR_MINUTES * MINUTE_MS;

/** One preset's thresholds, in minutes (null: the preset has no such rule). */
export interface RuleShape {
  /** The spec's presets: a shift counts wholly on its clock-in day and that day's workweek. */
  countsOnClockInDay: boolean;
  /** Nevada: a workday is the 24 hours from when the worker starts, not a calendar day. */
  workdayFromStart: boolean;
  dailyOvertimeAfter: number | null;
  dailyDoubleTimeAfter: number | null;
  /** Colorado: over 12 consecutive hours of work, across a day boundary too. */
  consecutiveOvertimeAfter: number | null;
  weeklyOvertimeAfter: number | null;
  /** California: all seven days of the fixed workweek worked, the seventh's first 8 h at 1.5x and the rest at 2x. */
  seventhDay: boolean;
  /** The law or setting the labels cite. */
  source: string;
}

export const DAILY_OVERTIME_AFTER_MINUTES = 8 * HOUR_MINUTES;
export const LONG_DAY_AFTER_MINUTES = 12 * HOUR_MINUTES;
export const WEEKLY_OVERTIME_AFTER_MINUTES = 40 * HOUR_MINUTES;

const SHAPE_DEFAULTS: Omit<RuleShape, "source"> = {
  countsOnClockInDay: false,
  workdayFromStart: false,
  dailyOvertimeAfter: null,
  dailyDoubleTimeAfter: null,
  consecutiveOvertimeAfter: null,
  weeklyOvertimeAfter: WEEKLY_OVERTIME_AFTER_MINUTES,
  seventhDay: false,
};

export const RULE_SHAPES: Record<OvertimeRule, RuleShape> = {
  daily8: { ...SHAPE_DEFAULTS, countsOnClockInDay: true, dailyOvertimeAfter: DAILY_OVERTIME_AFTER_MINUTES, weeklyOvertimeAfter: null, source: "company setting" },
  "daily8-weekly40": { ...SHAPE_DEFAULTS, countsOnClockInDay: true, dailyOvertimeAfter: DAILY_OVERTIME_AFTER_MINUTES, source: "company setting" },
  federal: { ...SHAPE_DEFAULTS, source: "FLSA, 29 CFR 778" },
  california: {
    ...SHAPE_DEFAULTS,
    dailyOvertimeAfter: DAILY_OVERTIME_AFTER_MINUTES,
    dailyDoubleTimeAfter: LONG_DAY_AFTER_MINUTES,
    seventhDay: true,
    source: "California LC 510",
  },
  colorado: {
    ...SHAPE_DEFAULTS,
    dailyOvertimeAfter: LONG_DAY_AFTER_MINUTES,
    consecutiveOvertimeAfter: LONG_DAY_AFTER_MINUTES,
    source: "Colorado COMPS Order",
  },
  alaska: { ...SHAPE_DEFAULTS, dailyOvertimeAfter: DAILY_OVERTIME_AFTER_MINUTES, source: "AS 23.10.060" },
  nevada: { ...SHAPE_DEFAULTS, workdayFromStart: true, source: "NRS 608.018" },
};

export interface LabelOptions {
  rule: OvertimeRule;
  /** The company's IANA zone: where its days begin. */
  timeZone: string;
  /** The day the fixed workweek starts: 0 = Sunday ... 6 = Saturday. */
  workweekStartsOn: number;
  /** Nevada: daily overtime over 8 h applies (the worker's rate is below 1.5x the state minimum wage). */
  nevadaDailyOvertime?: boolean;
}

/** One stretch of paid work: breaks that are not paid are gaps between spans, never inside one. */
export interface WorkedSpan {
  start: Date;
  end: Date;
  /** The entry's clock-in: the day the spec's presets count the span on. */
  clockIn: Date;
}

export interface LabelledSegment {
  /** Which span of the input it lies in. */
  spanIndex: number;
  start: Date;
  end: Date;
  minutes: number;
  label: PayLabel;
  reason: LabelReason;
  /** The workday it counts in: its calendar day, the clock-in day (spec presets) or the day a Nevada workday began. */
  workdayKey: DateKey;
  /** The first day of the workweek it counts in. */
  workweekKey: DateKey;
}

/** The first day of the fixed workweek holding `key`. */
export function workweekStartKey(key: DateKey, workweekStartsOn: number): DateKey {
  return addDays(key, -((dayOfWeek(key) - workweekStartsOn + 7) % 7));
}

/** The shape of a preset, with Nevada's daily rule as the company set it. */
export function ruleShape(options: Pick<LabelOptions, "rule" | "nevadaDailyOvertime">): RuleShape {
  const shape = RULE_SHAPES[options.rule];
  return options.rule === "nevada" && options.nevadaDailyOvertime ? { ...shape, dailyOvertimeAfter: DAILY_OVERTIME_AFTER_MINUTES } : shape;
}

interface WorkedMinute {
  at: number;
  spanIndex: number;
  workdayKey: DateKey;
  calendarKey: DateKey;
  workweekKey: DateKey;
}

// Every zone's offset is a whole number of quarter hours, so a day never begins inside one.
const QUARTER_HOUR_MS = 15 * MINUTE_MS;

/** A zone's calendar day of each minute, asking Intl once per quarter hour rather than once per minute. */
function calendarDays(timeZone: string) {
  const byQuarter = new Map<number, DateKey>();
  return (at: number): DateKey => {
    const quarter = Math.floor(at / QUARTER_HOUR_MS);
    let key = byQuarter.get(quarter);
    if (key === undefined) {
      key = dayKey(new Date(quarter * QUARTER_HOUR_MS), timeZone);
      byQuarter.set(quarter, key);
    }
    return key;
  };
}

function workedMinutes(spans: readonly WorkedSpan[], options: LabelOptions, shape: RuleShape): WorkedMinute[] {
  const calendarOf = calendarDays(options.timeZone);
  const order = spans.map((span, index) => ({ span, index })).sort((a, b) => a.span.start.getTime() - b.span.start.getTime());
  const minutes: WorkedMinute[] = [];
  let nevadaDayStart: number | null = null;
  let nevadaKey: DateKey = "";
  for (const { span, index } of order) {
    const start = span.start.getTime();
    const count = Math.max(0, Math.floor((span.end.getTime() - start) / MINUTE_MS));
    const clockInKey = dayKey(span.clockIn, options.timeZone);
    for (let k = 0; k < count; k += 1) {
      const at = start + k * MINUTE_MS;
      const calendarKey = shape.countsOnClockInDay ? clockInKey : calendarOf(at);
      let workdayKey = calendarKey;
      if (shape.workdayFromStart) {
        if (nevadaDayStart === null || at >= nevadaDayStart + DAY_MS) {
          nevadaDayStart = at;
          nevadaKey = calendarKey;
        }
        workdayKey = nevadaKey;
      }
      minutes.push({ at, spanIndex: index, workdayKey, calendarKey, workweekKey: workweekStartKey(calendarKey, options.workweekStartsOn) });
    }
  }
  return minutes;
}

/** The label and reason of one minute, from the counts before it. */
function labelOf(
  shape: RuleShape,
  counts: { inWorkday: number; consecutive: number; straightInWeek: number },
  seventhDay: boolean,
): { label: PayLabel; reason: LabelReason; straight: boolean } {
  if (seventhDay) {
    return counts.inWorkday < DAILY_OVERTIME_AFTER_MINUTES
      ? { label: "overtime", reason: "seventh_day", straight: false }
      : { label: "double_time", reason: "seventh_day_over_8", straight: false };
  }
  if (shape.dailyDoubleTimeAfter !== null && counts.inWorkday >= shape.dailyDoubleTimeAfter) return { label: "double_time", reason: "daily_over_12", straight: false };
  if (shape.dailyOvertimeAfter !== null && counts.inWorkday >= shape.dailyOvertimeAfter) {
    return { label: "overtime", reason: shape.dailyOvertimeAfter === DAILY_OVERTIME_AFTER_MINUTES ? "daily_over_8" : "daily_over_12", straight: false };
  }
  if (shape.consecutiveOvertimeAfter !== null && counts.consecutive >= shape.consecutiveOvertimeAfter) {
    return { label: "overtime", reason: "consecutive_over_12", straight: false };
  }
  if (shape.weeklyOvertimeAfter !== null && counts.straightInWeek >= shape.weeklyOvertimeAfter) return { label: "overtime", reason: "weekly_over_40", straight: true };
  return { label: "regular", reason: "straight_time", straight: true };
}

/**
 * Labels every worked minute of one worker's spans (any number of workweeks), in time order, and returns them as
 * segments: runs of minutes of one span, workday, label and reason. A span's partial last minute is not worked time
 * (as entryDurationMinutes truncates), and overlapping spans are not expected (the clock never opens two entries).
 */
export function labelWorkedMinutes(spans: readonly WorkedSpan[], options: LabelOptions): LabelledSegment[] {
  const shape = ruleShape(options);
  const minutes = workedMinutes(spans, options, shape);
  const segments: LabelledSegment[] = [];
  let week: DateKey | null = null;
  let straightInWeek = 0;
  let workedDays = new Set<DateKey>();
  const inWorkday = new Map<DateKey, number>();
  let consecutive = 0;
  let previousAt = Number.NEGATIVE_INFINITY;
  for (const [index, minute] of minutes.entries()) {
    if (minute.workweekKey !== week) {
      week = minute.workweekKey;
      straightInWeek = 0;
      // California's seventh day: all seven calendar days of this workweek hold worked minutes.
      workedDays = new Set(minutes.slice(index).filter((m) => m.workweekKey === week).map((m) => m.calendarKey));
    }
    consecutive = minute.at === previousAt + MINUTE_MS ? consecutive + 1 : 0;
    previousAt = minute.at;
    const worked = inWorkday.get(minute.workdayKey) ?? 0;
    const isSeventhDay = shape.seventhDay && workedDays.size === 7 && minute.calendarKey === addDays(week, 6);
    const { label, reason, straight } = labelOf(shape, { inWorkday: worked, consecutive, straightInWeek }, isSeventhDay);
    inWorkday.set(minute.workdayKey, worked + 1);
    if (straight) straightInWeek += 1;

    const last = segments.at(-1);
    if (
      last &&
      last.spanIndex === minute.spanIndex &&
      last.workdayKey === minute.workdayKey &&
      last.label === label &&
      last.reason === reason &&
      last.end.getTime() === minute.at
    ) {
      last.end = new Date(minute.at + MINUTE_MS);
      last.minutes += 1;
    } else {
      segments.push({
        spanIndex: minute.spanIndex,
        start: new Date(minute.at),
        end: new Date(minute.at + MINUTE_MS),
        minutes: 1,
        label,
        reason,
        workdayKey: minute.workdayKey,
        workweekKey: minute.workweekKey,
      });
    }
  }
  return segments;
}

const REASON_TEXT: Record<LabelReason, string> = {
  straight_time: "straight time",
  daily_over_8: "daily over 8",
  daily_over_12: "daily over 12",
  consecutive_over_12: "over 12 consecutive hours",
  weekly_over_40: "weekly over 40",
  seventh_day: "7th day, first 8",
  seventh_day_over_8: "7th day over 8",
};

/** "overtime 1.5x, daily over 8 (California LC 510)": what a segment's label means and the rule that priced it. */
export function labelText(segment: Pick<LabelledSegment, "label" | "reason">, rule: OvertimeRule): string {
  const name = segment.label === "double_time" ? "double time" : segment.label;
  const why = segment.reason === "straight_time" ? "" : `, ${REASON_TEXT[segment.reason]} (${RULE_SHAPES[rule].source})`;
  return `${name} ${PAY_LABEL_MULTIPLIER[segment.label].text}${why}`;
}

/** Minutes per label over some segments: the sums a worker's card, approval and the files read. */
export function minutesByLabel(segments: readonly Pick<LabelledSegment, "label" | "minutes">[]): Record<PayLabel, number> {
  const totals: Record<PayLabel, number> = { regular: 0, overtime: 0, double_time: 0 };
  for (const segment of segments) totals[segment.label] += segment.minutes;
  return totals;
}
