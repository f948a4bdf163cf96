import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  containsInstant,
  dayKey,
  dayOfWeek,
  dayRange,
  daysBetween,
  isDateKey,
  isValidTimeZone,
  parseDateKey,
  startOfDayInstant,
  weekRange,
  weekStartKey,
} from "../../../shared/domain/work-week";

const HOUR = 3_600_000;
const hours = (range: { start: Date; end: Date }) => (range.end.getTime() - range.start.getTime()) / HOUR;
const utc = (iso: string) => new Date(iso);

describe("parseDateKey / isDateKey", () => {
  it.each([
    ["2026-11-23", { year: 2026, month: 11, day: 23 }],
    ["2024-02-29", { year: 2024, month: 2, day: 29 }],
    ["1000-01-01", { year: 1000, month: 1, day: 1 }],
  ])("%s parses", (key, expected) => {
    expect(parseDateKey(key)).toEqual(expected);
    expect(isDateKey(key)).toBe(true);
  });

  it.each(["2026-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-1-01", "26-01-01", "0099-01-01", "2026-01-01T00:00", " 2026-01-01", "", "abc"])(
    "%j is refused",
    (key) => {
      expect(() => parseDateKey(key)).toThrow(RangeError);
      expect(isDateKey(key)).toBe(false);
    },
  );

  it.each([20260101, null, undefined, new Date()])("non-string %j is not a date key", (value) => {
    expect(isDateKey(value)).toBe(false);
  });
});

describe("calendar arithmetic", () => {
  it.each([
    ["2026-03-07", 1, "2026-03-08"],
    ["2026-03-08", 1, "2026-03-09"],
    ["2026-10-31", 1, "2026-11-01"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-02-28", 1, "2026-03-01"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2026-11-23", -30, "2026-10-24"],
    ["2026-11-23", 0, "2026-11-23"],
    ["2026-01-01", 365, "2027-01-01"],
  ])("%s + %d days = %s", (key, days, expected) => {
    expect(addDays(key, days)).toBe(expected);
    expect(daysBetween(key, expected)).toBe(days);
  });

  it("refuses fractional days", () => {
    expect(() => addDays("2026-01-01", 0.5)).toThrow(RangeError);
  });

  it.each([
    ["2026-11-22", 0],
    ["2026-11-23", 1],
    ["2026-11-28", 6],
    ["2026-03-08", 0],
    ["2026-01-01", 4],
    ["2024-02-29", 4],
  ])("%s is weekday %d (0 = Sunday)", (key, expected) => {
    expect(dayOfWeek(key)).toBe(expected);
  });

  it.each([
    ["2026-11-22", "2026-11-22"],
    ["2026-11-23", "2026-11-22"],
    ["2026-11-28", "2026-11-22"],
    ["2026-11-29", "2026-11-29"],
    ["2027-01-01", "2026-12-27"],
  ])("the week of %s starts on Sunday %s", (key, expected) => {
    expect(weekStartKey(key)).toBe(expected);
  });
});

describe("dayKey", () => {
  it.each([
    ["2026-11-23T03:00:00Z", "America/New_York", "2026-11-22"],
    ["2026-11-23T04:59:59.999Z", "America/New_York", "2026-11-22"],
    ["2026-11-23T05:00:00Z", "America/New_York", "2026-11-23"],
    ["2026-11-23T03:00:00Z", "UTC", "2026-11-23"],
    ["2026-11-22T12:59:59Z", "Australia/Sydney", "2026-11-22"],
    ["2026-11-22T13:00:00Z", "Australia/Sydney", "2026-11-23"],
    ["2026-03-08T07:59:00Z", "America/Los_Angeles", "2026-03-07"],
    ["2026-03-08T08:00:00Z", "America/Los_Angeles", "2026-03-08"],
    ["2026-03-15T06:59:00Z", "America/Los_Angeles", "2026-03-14"], // PDT now: midnight is 07:00Z
    ["2026-03-15T07:00:00Z", "America/Los_Angeles", "2026-03-15"],
    ["2026-06-30T23:30:00Z", "Europe/London", "2026-07-01"], // BST
    ["2026-12-31T23:30:00Z", "Europe/London", "2026-12-31"], // GMT
    ["2026-11-01T05:30:00Z", "America/New_York", "2026-11-01"], // 01:30 EDT
    ["2026-11-01T06:30:00Z", "America/New_York", "2026-11-01"], // 01:30 EST, the repeated hour
  ])("%s in %s is %s", (iso, timeZone, expected) => {
    expect(dayKey(utc(iso), timeZone)).toBe(expected);
  });

  it("refuses an unknown zone and an invalid date", () => {
    expect(() => dayKey(utc("2026-01-01T00:00:00Z"), "Mars/Olympus_Mons")).toThrow(RangeError);
    expect(() => dayKey(new Date(Number.NaN), "UTC")).toThrow(RangeError);
  });
});

describe("isValidTimeZone", () => {
  it.each([
    ["America/New_York", true],
    ["UTC", true],
    ["Australia/Sydney", true],
    ["Mars/Olympus_Mons", false],
    ["", false],
  ])("%j -> %s", (timeZone, expected) => {
    expect(isValidTimeZone(timeZone)).toBe(expected);
  });
});

describe("dayRange", () => {
  it.each([
    ["2026-03-07", "America/New_York", "2026-03-07T05:00:00Z", "2026-03-08T05:00:00Z", 24],
    ["2026-03-08", "America/New_York", "2026-03-08T05:00:00Z", "2026-03-09T04:00:00Z", 23],
    ["2026-11-01", "America/New_York", "2026-11-01T04:00:00Z", "2026-11-02T05:00:00Z", 25],
    ["2026-03-08", "America/Los_Angeles", "2026-03-08T08:00:00Z", "2026-03-09T07:00:00Z", 23],
    ["2026-11-01", "America/Los_Angeles", "2026-11-01T07:00:00Z", "2026-11-02T08:00:00Z", 25],
    ["2026-03-29", "Europe/London", "2026-03-29T00:00:00Z", "2026-03-29T23:00:00Z", 23],
    ["2026-10-25", "Europe/London", "2026-10-24T23:00:00Z", "2026-10-26T00:00:00Z", 25],
    ["2026-04-05", "Australia/Sydney", "2026-04-04T13:00:00Z", "2026-04-05T14:00:00Z", 25],
    ["2026-10-04", "Australia/Sydney", "2026-10-03T14:00:00Z", "2026-10-04T13:00:00Z", 23],
    ["2026-03-08", "UTC", "2026-03-08T00:00:00Z", "2026-03-09T00:00:00Z", 24],
    // Chile skips local midnight: the day starts at 01:00 (-03), i.e. 04:00Z.
    ["2026-09-06", "America/Santiago", "2026-09-06T04:00:00Z", "2026-09-07T03:00:00Z", 23],
  ])("%s in %s is [%s, %s), %d h", (key, timeZone, start, end, expectedHours) => {
    const range = dayRange(key, timeZone);
    expect(range.dateKey).toBe(key);
    expect(range.start.toISOString()).toBe(utc(start).toISOString());
    expect(range.end.toISOString()).toBe(utc(end).toISOString());
    expect(hours(range)).toBe(expectedHours);
  });

  it("start is the first instant whose dayKey is the day, end the first of the next day", () => {
    const range = dayRange("2026-11-01", "America/New_York");
    expect(dayKey(range.start, "America/New_York")).toBe("2026-11-01");
    expect(dayKey(new Date(range.start.getTime() - 1), "America/New_York")).toBe("2026-10-31");
    expect(dayKey(range.end, "America/New_York")).toBe("2026-11-02");
    expect(dayKey(new Date(range.end.getTime() - 1), "America/New_York")).toBe("2026-11-01");
  });

  it("refuses an unknown zone", () => {
    expect(() => startOfDayInstant("2026-01-01", "Nowhere/Special")).toThrow(RangeError);
  });
});

describe("weekRange", () => {
  it.each([
    // US spring forward on Sunday 2026-03-08: 167 h
    ["2026-03-10", "America/New_York", "2026-03-08", "2026-03-14", "2026-03-08T05:00:00Z", "2026-03-15T04:00:00Z", 167],
    // US fall back on Sunday 2026-11-01: 169 h
    ["2026-11-04", "America/New_York", "2026-11-01", "2026-11-07", "2026-11-01T04:00:00Z", "2026-11-08T05:00:00Z", 169],
    ["2026-03-08", "America/Los_Angeles", "2026-03-08", "2026-03-14", "2026-03-08T08:00:00Z", "2026-03-15T07:00:00Z", 167],
    ["2026-11-07", "America/Los_Angeles", "2026-11-01", "2026-11-07", "2026-11-01T07:00:00Z", "2026-11-08T08:00:00Z", 169],
    // The week before the change is an ordinary 168 h week ending at the first local midnight of the DST Sunday.
    ["2026-03-07", "America/New_York", "2026-03-01", "2026-03-07", "2026-03-01T05:00:00Z", "2026-03-08T05:00:00Z", 168],
    // London changes on other dates: the US DST week is 168 h there.
    ["2026-03-10", "Europe/London", "2026-03-08", "2026-03-14", "2026-03-08T00:00:00Z", "2026-03-15T00:00:00Z", 168],
    ["2026-04-01", "Europe/London", "2026-03-29", "2026-04-04", "2026-03-29T00:00:00Z", "2026-04-04T23:00:00Z", 167],
    ["2026-10-31", "Europe/London", "2026-10-25", "2026-10-31", "2026-10-24T23:00:00Z", "2026-11-01T00:00:00Z", 169],
    // Southern hemisphere: DST ends in April, starts in October.
    ["2026-04-08", "Australia/Sydney", "2026-04-05", "2026-04-11", "2026-04-04T13:00:00Z", "2026-04-11T14:00:00Z", 169],
    ["2026-10-04", "Australia/Sydney", "2026-10-04", "2026-10-10", "2026-10-03T14:00:00Z", "2026-10-10T13:00:00Z", 167],
    ["2026-11-23", "UTC", "2026-11-22", "2026-11-28", "2026-11-22T00:00:00Z", "2026-11-29T00:00:00Z", 168],
    // A week spanning the new year.
    ["2026-12-31", "America/New_York", "2026-12-27", "2027-01-02", "2026-12-27T05:00:00Z", "2027-01-03T05:00:00Z", 168],
  ])("%s in %s: %s..%s", (key, timeZone, startKey, endKey, start, end, expectedHours) => {
    const week = weekRange(key, timeZone);
    expect(week.startKey).toBe(startKey);
    expect(week.endKey).toBe(endKey);
    expect(week.start.toISOString()).toBe(utc(start).toISOString());
    expect(week.end.toISOString()).toBe(utc(end).toISOString());
    expect(hours(week)).toBe(expectedHours);
  });

  it("lists Sunday..Saturday", () => {
    expect(weekRange("2026-11-01", "America/New_York").dayKeys).toEqual([
      "2026-11-01",
      "2026-11-02",
      "2026-11-03",
      "2026-11-04",
      "2026-11-05",
      "2026-11-06",
      "2026-11-07",
    ]);
  });

  it("every day of a week gives the same week", () => {
    const reference = weekRange("2026-03-08", "America/New_York");
    for (const key of reference.dayKeys) {
      expect(weekRange(key, "America/New_York")).toEqual(reference);
    }
  });

  it("consecutive weeks meet without gap or overlap", () => {
    const first = weekRange("2026-10-31", "America/New_York");
    const second = weekRange("2026-11-01", "America/New_York");
    expect(second.start.getTime()).toBe(first.end.getTime());
    expect(containsInstant(first, new Date(first.end.getTime() - 1))).toBe(true);
    expect(containsInstant(first, first.end)).toBe(false);
    expect(containsInstant(second, second.start)).toBe(true);
  });
});

describe("properties", () => {
  const zones = ["America/New_York", "America/Los_Angeles", "Europe/London", "UTC", "Australia/Sydney", "America/Santiago"];
  const instants = fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2040-12-31T00:00:00Z"), noInvalidDate: true });

  it("an instant lies in the day range and the week range of its own day key", () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (instant, timeZone) => {
        const key = dayKey(instant, timeZone);
        const day = dayRange(key, timeZone);
        const week = weekRange(key, timeZone);
        expect(containsInstant(day, instant)).toBe(true);
        expect(containsInstant(week, instant)).toBe(true);
        expect(week.dayKeys).toContain(key);
        expect([23, 24, 25]).toContain(hours(day));
      }),
      { numRuns: 500 },
    );
  });
});
