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
import { PAY_LABEL_MULTIPLIER, type PayLabel } from "./pay-lines";
import { DAILY_REGULAR_MINUTES, WEEKLY_REGULAR_MINUTES } from "./payroll";
import { addDays, startOfDayInstant, workweekStartKey } from "./work-week";

export const OVERTIME_RULES = ["daily8", "daily8-weekly40", "federal", "california", "colorado", "alaska", "nevada"] as const;
export type OvertimeRule = (typeof OVERTIME_RULES)[number];

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

/** Colorado's daily and consecutive threshold, and California's double time. */
export const LONG_DAY_AFTER_MINUTES = 12 * HOUR_MINUTES;

const SHAPE_DEFAULTS: Omit<RuleShape, "source"> = {
  countsOnClockInDay: false,
  workdayFromStart: false,
  dailyOvertimeAfter: null,
  dailyDoubleTimeAfter: null,
  consecutiveOvertimeAfter: null,
  weeklyOvertimeAfter: WEEKLY_REGULAR_MINUTES,
  seventhDay: false,
};

export const RULE_SHAPES: Record<OvertimeRule, RuleShape> = {
  daily8: { ...SHAPE_DEFAULTS, countsOnClockInDay: true, dailyOvertimeAfter: DAILY_REGULAR_MINUTES, weeklyOvertimeAfter: null, source: "company setting" },
  "daily8-weekly40": { ...SHAPE_DEFAULTS, countsOnClockInDay: true, dailyOvertimeAfter: DAILY_REGULAR_MINUTES, source: "company setting" },
  federal: { ...SHAPE_DEFAULTS, source: "FLSA, 29 CFR 778" },
  california: {
    ...SHAPE_DEFAULTS,
    dailyOvertimeAfter: DAILY_REGULAR_MINUTES,
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
  alaska: { ...SHAPE_DEFAULTS, dailyOvertimeAfter: DAILY_REGULAR_MINUTES, source: "AS 23.10.060" },
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

/** The spec's two presets (a shift counts on its clock-in day), which the product's own figures have always used. */
export type SpecPreset = Extract<OvertimeRule, "daily8" | "daily8-weekly40">;
export const isSpecPreset = (rule: OvertimeRule): rule is SpecPreset => RULE_SHAPES[rule].countsOnClockInDay;

/** The shape of a preset, with Nevada's daily rule as the company set it. */
export function ruleShape(options: Pick<LabelOptions, "rule" | "nevadaDailyOvertime">): RuleShape {
  const shape = RULE_SHAPES[options.rule];
  return options.rule === "nevada" && options.nevadaDailyOvertime ? { ...shape, dailyOvertimeAfter: DAILY_REGULAR_MINUTES } : shape;
}

/** A run of one span's minutes within one calendar day and workday: where a day or a Nevada workday begins, a run ends. */
interface WorkedRun {
  spanIndex: number;
  /** The first minute's start (epoch ms); the run's minutes follow one another. */
  at: number;
  minutes: number;
  workdayKey: DateKey;
  calendarKey: DateKey;
  workweekKey: DateKey;
}

/**
 * The spans' whole minutes in time order, cut where a calendar day (or a Nevada workday) begins: minute k of a span
 * starts at its start + k minutes and lies in the day of that instant. Cutting at boundaries rather than walking
 * minute by minute keeps a 500-person period in milliseconds.
 */
function workedRuns(spans: readonly WorkedSpan[], options: LabelOptions, shape: RuleShape): WorkedRun[] {
  const weekKeys = new Map<DateKey, DateKey>();
  const workweekOf = (key: DateKey) => {
    let week = weekKeys.get(key);
    if (week === undefined) {
      week = workweekStartKey(key, options.workweekStartsOn);
      weekKeys.set(key, week);
    }
    return week;
  };
  const dayEnds = new Map<DateKey, number>();
  const dayEndOf = (key: DateKey) => {
    let end = dayEnds.get(key);
    if (end === undefined) {
      end = startOfDayInstant(addDays(key, 1), options.timeZone).getTime();
      dayEnds.set(key, end);
    }
    return end;
  };
  const order = spans.map((span, index) => ({ span, index })).sort((a, b) => a.span.start.getTime() - b.span.start.getTime());
  const runs: WorkedRun[] = [];
  let nevadaDayStart: number | null = null;
  let nevadaKey: DateKey = "";
  for (const { span, index } of order) {
    const start = span.start.getTime();
    const spanEnd = start + Math.max(0, Math.floor((span.end.getTime() - start) / MINUTE_MS)) * MINUTE_MS;
    const clockInKey = dayKey(span.clockIn, options.timeZone);
    for (let at = start; at < spanEnd; ) {
      const calendarKey = shape.countsOnClockInDay ? clockInKey : dayKey(new Date(at), options.timeZone);
      let runEnd = shape.countsOnClockInDay ? spanEnd : Math.min(spanEnd, dayEndOf(calendarKey));
      let workdayKey = calendarKey;
      if (shape.workdayFromStart) {
        if (nevadaDayStart === null || at >= nevadaDayStart + DAY_MS) {
          nevadaDayStart = at;
          nevadaKey = calendarKey;
        }
        workdayKey = nevadaKey;
        runEnd = Math.min(runEnd, nevadaDayStart + DAY_MS);
      }
      const minutes = Math.ceil((runEnd - at) / MINUTE_MS);
      runs.push({ spanIndex: index, at, minutes, workdayKey, calendarKey, workweekKey: workweekOf(calendarKey) });
      at += minutes * MINUTE_MS;
    }
  }
  return runs;
}

interface MinuteCounts {
  /** Minutes already worked in this minute's workday. */
  inWorkday: number;
  /** Minutes worked without a break just before this one. */
  consecutive: number;
  /** Straight-time minutes (regular or weekly overtime) already in this workweek. */
  straightInWeek: number;
}

/** The label and reason of one minute, from the counts before it. */
function labelOf(shape: RuleShape, counts: MinuteCounts, seventhDay: boolean): { label: PayLabel; reason: LabelReason; straight: boolean } {
  if (seventhDay) {
    return counts.inWorkday < DAILY_REGULAR_MINUTES
      ? { label: "overtime", reason: "seventh_day", straight: false }
      : { label: "double_time", reason: "seventh_day_over_8", straight: false };
  }
  if (shape.dailyDoubleTimeAfter !== null && counts.inWorkday >= shape.dailyDoubleTimeAfter) return { label: "double_time", reason: "daily_over_12", straight: false };
  if (shape.dailyOvertimeAfter !== null && counts.inWorkday >= shape.dailyOvertimeAfter) {
    return { label: "overtime", reason: shape.dailyOvertimeAfter === DAILY_REGULAR_MINUTES ? "daily_over_8" : "daily_over_12", straight: false };
  }
  if (shape.consecutiveOvertimeAfter !== null && counts.consecutive >= shape.consecutiveOvertimeAfter) {
    return { label: "overtime", reason: "consecutive_over_12", straight: false };
  }
  if (shape.weeklyOvertimeAfter !== null && counts.straightInWeek >= shape.weeklyOvertimeAfter) return { label: "overtime", reason: "weekly_over_40", straight: true };
  return { label: "regular", reason: "straight_time", straight: true };
}

/** How many minutes from these counts keep the same label: up to the next threshold a count reaches. */
function minutesUntilThreshold(shape: RuleShape, counts: MinuteCounts, seventhDay: boolean, straight: boolean): number {
  const below = (count: number, threshold: number | null) => (threshold !== null && count < threshold ? threshold - count : Number.POSITIVE_INFINITY);
  if (seventhDay) return below(counts.inWorkday, DAILY_REGULAR_MINUTES);
  return Math.min(
    below(counts.inWorkday, shape.dailyDoubleTimeAfter),
    below(counts.inWorkday, shape.dailyOvertimeAfter),
    below(counts.consecutive, shape.consecutiveOvertimeAfter),
    straight ? below(counts.straightInWeek, shape.weeklyOvertimeAfter) : Number.POSITIVE_INFINITY,
  );
}

/**
 * Labels every worked minute of one worker's spans (any number of workweeks), in time order, and returns them as
 * segments: runs of minutes of one span, workday, workweek, label and reason. A span's partial last minute is not
 * worked time (as entryDurationMinutes truncates), and overlapping spans are not expected (the clock never opens two
 * entries). Each minute is labelled as if walked one by one; a run is cut only where a count reaches a threshold.
 */
export function labelWorkedMinutes(spans: readonly WorkedSpan[], options: LabelOptions): LabelledSegment[] {
  const shape = ruleShape(options);
  const runs = workedRuns(spans, options, shape);
  // California's seventh day: all seven calendar days of the workweek hold worked minutes.
  const workedDays = new Map<DateKey, Set<DateKey>>();
  for (const run of runs) {
    const days = workedDays.get(run.workweekKey) ?? new Set<DateKey>();
    days.add(run.calendarKey);
    workedDays.set(run.workweekKey, days);
  }
  const segments: LabelledSegment[] = [];
  const inWorkday = new Map<DateKey, number>();
  let week: DateKey | null = null;
  let straightInWeek = 0;
  let consecutiveBefore = 0;
  let contiguousAt = Number.NaN;
  for (const run of runs) {
    if (run.workweekKey !== week) {
      week = run.workweekKey;
      straightInWeek = 0;
    }
    const isSeventhDay = shape.seventhDay && workedDays.get(week)?.size === 7 && run.calendarKey === addDays(week, 6);
    for (let at = run.at, left = run.minutes; left > 0; ) {
      const counts = { inWorkday: inWorkday.get(run.workdayKey) ?? 0, consecutive: at === contiguousAt ? consecutiveBefore : 0, straightInWeek };
      const { label, reason, straight } = labelOf(shape, counts, isSeventhDay);
      const minutes = Math.min(left, minutesUntilThreshold(shape, counts, isSeventhDay, straight));
      inWorkday.set(run.workdayKey, counts.inWorkday + minutes);
      if (straight) straightInWeek += minutes;
      consecutiveBefore = counts.consecutive + minutes;
      contiguousAt = at + minutes * MINUTE_MS;

      const last = segments.at(-1);
      if (
        last &&
        last.spanIndex === run.spanIndex &&
        last.workdayKey === run.workdayKey &&
        last.workweekKey === run.workweekKey &&
        last.label === label &&
        last.reason === reason &&
        last.end.getTime() === at
      ) {
        last.end = new Date(contiguousAt);
        last.minutes += minutes;
      } else {
        segments.push({ spanIndex: run.spanIndex, start: new Date(at), end: new Date(contiguousAt), minutes, label, reason, workdayKey: run.workdayKey, workweekKey: run.workweekKey });
      }
      at = contiguousAt;
      left -= minutes;
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
