// Calendar days and Sunday-to-Saturday work weeks in the company's IANA time zone, as keys and as UTC instants.
import { TZDate } from "@date-fns/tz";
import { assertTimeZone, type CalendarDate, type DateKey, formatDateKey } from "./day-key";

export { type CalendarDate, type DateKey, dayKey, isValidTimeZone } from "./day-key";

/** Half-open [start, end): end is the first instant of the next day, so adjacent ranges never share an instant. */
export interface InstantRange {
  start: Date;
  end: Date;
}

export interface DayRange extends InstantRange {
  dateKey: DateKey;
}

/** Whole days from startKey to endKey in a zone: `end` is the first instant of the day after endKey. */
export interface DaySpanRange extends InstantRange {
  startKey: DateKey;
  endKey: DateKey;
}

/** The instants of the days from startKey to endKey, both included, in the zone (a pay period, a workweek's part of one). */
export function daySpanRange(startKey: DateKey, endKey: DateKey, timeZone: string): DaySpanRange {
  return { startKey, endKey, start: startOfDayInstant(startKey, timeZone), end: startOfDayInstant(addDays(endKey, 1), timeZone) };
}

export interface WeekRange extends InstantRange {
  /** The Sunday. */
  startKey: DateKey;
  /** The Saturday; `end` is the start of the following Sunday. */
  endKey: DateKey;
  /** Sunday..Saturday. */
  dayKeys: DateKey[];
}

const DATE_KEY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MILLISECONDS_PER_DAY = 86_400_000;
/** Strict: the day must exist ('2026-02-29' does not); years below 1000 are refused because Date maps 0-99 to 19xx. */
export function parseDateKey(key: string): CalendarDate {
  const match = DATE_KEY_PATTERN.exec(key);
  if (match) {
    const year = Number(match[1]);
    const month = Number(match[2]);
    const day = Number(match[3]);
    const probe = new Date(Date.UTC(year, month - 1, day));
    if (year >= 1000 && probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day) {
      return { year, month, day };
    }
  }
  throw new RangeError(`Not a calendar date in yyyy-MM-dd form: ${JSON.stringify(key)}`);
}

export function isDateKey(value: unknown): value is DateKey {
  if (typeof value !== "string") return false;
  try {
    parseDateKey(value);
    return true;
  } catch {
    return false;
  }
}

function utcMidnight(key: DateKey): number {
  const { year, month, day } = parseDateKey(key);
  return Date.UTC(year, month - 1, day);
}

/** Pure calendar arithmetic: no zone is involved, so DST cannot shift the result. */
export function addDays(key: DateKey, days: number): DateKey {
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  const shifted = new Date(utcMidnight(key) + days * MILLISECONDS_PER_DAY);
  return formatDateKey({ year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() });
}

/** Every day from startKey to endKey, both included, in order (a week's seven, a pay period's days). */
export function dayKeysFrom(startKey: DateKey, endKey: DateKey): DateKey[] {
  return Array.from({ length: daysBetween(startKey, endKey) + 1 }, (_, index) => addDays(startKey, index));
}

/** Whole days from one key to another (positive when `to` is later). */
export function daysBetween(from: DateKey, to: DateKey): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / MILLISECONDS_PER_DAY);
}

/** 0 = Sunday ... 6 = Saturday; the weekday of a calendar date is the same in every zone. */
export function dayOfWeek(key: DateKey): number {
  return new Date(utcMidnight(key)).getUTCDay();
}

/** The spec's Sunday-to-Saturday week: the default workweek (PAYROLL.md section 1), and the calendar week of the locks. */
export const SPEC_WORKWEEK_STARTS_ON = 0;

/** The first day of the fixed workweek holding `key`, for a workweek starting on `workweekStartsOn` (0 = Sunday). */
export function workweekStartKey(key: DateKey, workweekStartsOn: number): DateKey {
  return addDays(key, -((dayOfWeek(key) - workweekStartsOn + 7) % 7));
}

/** The Sunday that starts the payroll week containing the key. */
export function weekStartKey(key: DateKey): DateKey {
  return workweekStartKey(key, SPEC_WORKWEEK_STARTS_ON);
}

/**
 * The first instant of the day in the zone. Usually local 00:00; where a DST jump skips midnight
 * (America/Santiago in September) the day starts at 01:00, and where midnight repeats the first one counts.
 */
export function startOfDayInstant(key: DateKey, timeZone: string): Date {
  assertTimeZone(timeZone);
  const { year, month, day } = parseDateKey(key);
  return new Date(new TZDate(year, month - 1, day, timeZone).getTime());
}

/** One local day as UTC instants; 23, 24 or 25 hours long depending on DST. */
export function dayRange(key: DateKey, timeZone: string): DayRange {
  return {
    dateKey: key,
    start: startOfDayInstant(key, timeZone),
    end: startOfDayInstant(addDays(key, 1), timeZone),
  };
}

/** The Sunday..Saturday week containing the key; a week with a DST change is 167 or 169 hours long. */
export function weekRange(key: DateKey, timeZone: string): WeekRange {
  const startKey = weekStartKey(key);
  const dayKeys = dayKeysFrom(startKey, addDays(startKey, 6));
  return {
    startKey,
    endKey: dayKeys[6],
    dayKeys,
    start: startOfDayInstant(startKey, timeZone),
    end: startOfDayInstant(addDays(startKey, 7), timeZone),
  };
}

export function containsInstant(range: InstantRange, instant: Date): boolean {
  const time = instant.getTime();
  return time >= range.start.getTime() && time < range.end.getTime();
}
