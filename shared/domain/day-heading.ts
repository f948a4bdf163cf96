// Relative headings for a calendar day on the schedule: Today, Tomorrow, Yesterday or the long US date.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { daysBetween, parseDateKey, type DateKey } from "./work-week";

/**
 * `todayKey` is a parameter because "today" depends on the clock and the company's zone (see dayKey),
 * which this pure module must not read.
 */
export function dayHeading(dateKey: DateKey, todayKey: DateKey): string {
  const offset = daysBetween(todayKey, dateKey);
  if (offset === 0) return "Today";
  if (offset === 1) return "Tomorrow";
  if (offset === -1) return "Yesterday";
  return longDate(dateKey);
}

/** 'Monday, November 23, 2026'; formatted in UTC so the host's zone cannot move the day. */
export function longDate(dateKey: DateKey): string {
  const { year, month, day } = parseDateKey(dateKey);
  return format(new TZDate(year, month - 1, day, "UTC"), "EEEE, MMMM d, yyyy");
}
