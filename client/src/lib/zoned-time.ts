// Times shown and edited in the company's time zone, so the office and the phone read the same day and hour.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { parseDateKey } from "@shared/domain/work-week";

/** 'h:mm a' in the zone. */
export function formatTimeIn(iso: string | null, timeZone: string): string {
  if (!iso) return "";
  return format(new TZDate(Date.parse(iso), timeZone), "h:mm a");
}

/** ISO instant -> 'yyyy-MM-ddTHH:mm' for a datetime-local input, read in the zone. */
export function toLocalInput(iso: string | null, timeZone: string): string {
  if (!iso) return "";
  return format(new TZDate(Date.parse(iso), timeZone), "yyyy-MM-dd'T'HH:mm");
}

/** 'yyyy-MM-ddTHH:mm' typed in the zone -> ISO instant; null when incomplete. */
export function fromLocalInput(value: string, timeZone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const { year, month, day } = parseDateKey(match[1]);
  return new Date(new TZDate(year, month - 1, day, Number(match[2]), Number(match[3]), timeZone).getTime()).toISOString();
}

/** 'Mon, Mar 2' for a date key (no zone: a key names a day). */
export function formatDayKey(key: string, pattern = "EEE, MMM d"): string {
  const { year, month, day } = parseDateKey(key);
  return format(new Date(year, month - 1, day), pattern);
}

/** The instant's calendar day in the zone, as a date key ('yyyy-MM-dd'). */
export function dayKeyIn(iso: string, timeZone: string): string {
  return format(new TZDate(Date.parse(iso), timeZone), "yyyy-MM-dd");
}

/** 'Mar 9, 4:12 PM' in the zone: when something was asked or decided. */
export function formatMomentIn(iso: string, timeZone: string): string {
  return format(new TZDate(Date.parse(iso), timeZone), "MMM d, h:mm a");
}
