// The calendar day an instant falls on in a zone, with nothing but Intl: small enough for the app's first download
// (work-week.ts builds weeks and zoned instants on top of it).

/** A calendar day as 'yyyy-MM-dd'; it names a day, not an instant, so it carries no zone. */
export type DateKey = string;

export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

const validTimeZones = new Set<string>();

export function isValidTimeZone(timeZone: string): boolean {
  if (validTimeZones.has(timeZone)) return true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
  } catch {
    return false;
  }
  validTimeZones.add(timeZone);
  return true;
}

// Fails loudly on an unknown zone (@date-fns/tz, used by work-week.ts, would give an Invalid Date instead).
export function assertTimeZone(timeZone: string): void {
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown IANA time zone: ${timeZone}`);
}

export function formatDateKey({ year, month, day }: CalendarDate): DateKey {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The calendar day an instant falls on in the zone: 2026-11-23T03:00Z is '2026-11-22' in America/New_York. */
// One formatter per zone: payroll asks for the day of every entry, and building a zoned date each time dominated it.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    assertTimeZone(timeZone);
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      calendar: "gregory",
      numberingSystem: "latn",
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

export function dayKey(instant: Date, timeZone: string): DateKey {
  const time = instant.getTime();
  const formatter = dayFormatter(timeZone);
  if (Number.isNaN(time)) throw new RangeError("Invalid Date");
  let year = 0;
  let month = 0;
  let day = 0;
  for (const part of formatter.formatToParts(time)) {
    if (part.type === "year") year = Number(part.value);
    else if (part.type === "month") month = Number(part.value);
    else if (part.type === "day") day = Number(part.value);
  }
  return formatDateKey({ year, month, day });
}

