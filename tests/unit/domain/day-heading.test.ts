import { describe, expect, it } from "vitest";
import { dayHeading, longDate } from "../../../shared/domain/day-heading";

describe("dayHeading", () => {
  it.each([
    ["2026-11-23", "2026-11-23", "Today"],
    ["2026-11-24", "2026-11-23", "Tomorrow"],
    ["2026-11-22", "2026-11-23", "Yesterday"],
    ["2026-11-25", "2026-11-23", "Wednesday, November 25, 2026"],
    ["2026-11-21", "2026-11-23", "Saturday, November 21, 2026"],
    ["2027-01-01", "2026-12-31", "Tomorrow"],
    ["2026-12-31", "2027-01-01", "Yesterday"],
    ["2028-02-29", "2028-02-28", "Tomorrow"],
    ["2026-03-09", "2026-03-08", "Tomorrow"], // across the US DST change
    ["2026-11-23", "2025-11-23", "Monday, November 23, 2026"],
  ])("%s seen on %s -> %s", (dateKey, todayKey, expected) => {
    expect(dayHeading(dateKey, todayKey)).toBe(expected);
  });

  it("refuses malformed keys", () => {
    expect(() => dayHeading("2026-11-31", "2026-11-23")).toThrow(RangeError);
    expect(() => dayHeading("2026-11-23", "today")).toThrow(RangeError);
  });
});

describe("longDate", () => {
  it.each([
    ["2026-11-23", "Monday, November 23, 2026"],
    ["2026-03-08", "Sunday, March 8, 2026"],
    ["2026-01-01", "Thursday, January 1, 2026"],
    ["2024-02-29", "Thursday, February 29, 2024"],
  ])("%s -> %s", (key, expected) => {
    expect(longDate(key)).toBe(expected);
  });

  // A naive `new Date("2026-09-06")` is UTC midnight, which is still September 5 in Pago Pago.
  it("does not depend on the host's time zone", () => {
    const original = process.env.TZ;
    try {
      for (const zone of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "America/Santiago"]) {
        process.env.TZ = zone;
        expect(longDate("2026-09-06")).toBe("Sunday, September 6, 2026");
      }
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });
});
