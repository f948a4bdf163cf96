// The overtime labeller (issue 27, PAYROLL.md section 2), preset by preset, from the statutes' and agencies' own
// examples: California's daily 8 / 12 and 7th day (LC 510, DLSE manual), the FLSA's weekly 40 (29 CFR 778), Colorado's
// 12 in a workday or 12 consecutive hours (COMPS Order), Alaska's daily 8 not counted toward the 40 (AS 23.10.060),
// Nevada's workday of 24 hours from the start (NRS 608.0126). The spec's two presets agree with an independent model
// of the spec's allocation on random weeks.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { labelText, labelWorkedMinutes, minutesByLabel, type LabelOptions, type OvertimeRule, type WorkedSpan } from "@shared/domain/overtime-labels";
import { workweekStartKey } from "@shared/domain/work-week";
import { DAILY_REGULAR_MINUTES, WEEKLY_REGULAR_MINUTES } from "@shared/domain/payroll";
import { dayKey, weekStartKey } from "@shared/domain/work-week";

/**
 * The spec's rule as it read before the labeller (issue 15's allocation), kept here as an independent model: per shift
 * in clock-in order, the day's first 480 minutes are regular, and with weekly overtime the week's first 2400 of those.
 */
function specAllocation(shifts: { start: Date; minutes: number }[], weekly: boolean, timeZone: string) {
  const regularByDay = new Map<string, number>();
  const regularByWeek = new Map<string, number>();
  return [...shifts]
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .map(({ start, minutes }) => {
      const day = dayKey(start, timeZone);
      let regular = Math.min(minutes, Math.max(0, DAILY_REGULAR_MINUTES - (regularByDay.get(day) ?? 0)));
      regularByDay.set(day, (regularByDay.get(day) ?? 0) + regular);
      if (weekly) {
        const week = weekStartKey(day);
        regular = Math.min(regular, Math.max(0, WEEKLY_REGULAR_MINUTES - (regularByWeek.get(week) ?? 0)));
        regularByWeek.set(week, (regularByWeek.get(week) ?? 0) + regular);
      }
      return { regularMinutes: regular, overtimeMinutes: minutes - regular };
    });
}

const H = 60;

/** Shifts given as [start, end] with their UTC offset; each span is its own entry (clock-in = start). */
function spans(...shifts: [string, string][]): WorkedSpan[] {
  return shifts.map(([start, end]) => ({ start: new Date(start), end: new Date(end), clockIn: new Date(start) }));
}

/** Daily shifts of `hours` from 08:00 on each day of March 2026 named, at a fixed offset. */
function days(dates: number[], hours: number, offset: string): WorkedSpan[] {
  return dates.map((d) => {
    const start = new Date(`2026-03-${String(d).padStart(2, "0")}T08:00:00${offset}`);
    return { start, end: new Date(start.getTime() + hours * 3_600_000), clockIn: start };
  });
}

function totals(rule: OvertimeRule, worked: WorkedSpan[], extra: Partial<LabelOptions> = {}) {
  const timeZone = rule === "colorado" ? "America/Denver" : "America/Los_Angeles";
  return minutesByLabel(labelWorkedMinutes(worked, { rule, timeZone, workweekStartsOn: 0, ...extra }));
}

// March 2026: Sunday the 1st starts a Sunday workweek (Pacific time is -08:00 until the 8th, Mountain -07:00).
const PST = "-08:00";
const MST = "-07:00";

describe("California (LC 510)", () => {
  it.each([
    ["a 10 h day: 8 regular, 2 overtime", days([2], 10, PST), { regular: 8 * H, overtime: 2 * H, double_time: 0 }],
    ["a 14 h day: 8 regular, 4 overtime, 2 double time", days([2], 14, PST), { regular: 8 * H, overtime: 4 * H, double_time: 2 * H }],
    ["five 10 h days: daily overtime only, never counted toward the 40", days([2, 3, 4, 5, 6], 10, PST), { regular: 40 * H, overtime: 10 * H, double_time: 0 }],
    ["six 8 h days: the last 8 h are weekly overtime", days([2, 3, 4, 5, 6, 7], 8, PST), { regular: 40 * H, overtime: 8 * H, double_time: 0 }],
    ["seven 8 h days: weekly overtime on the 6th, the 7th day's 8 h at 1.5x", days([1, 2, 3, 4, 5, 6, 7], 8, PST), { regular: 40 * H, overtime: 16 * H, double_time: 0 }],
    [
      "seven days with a 9 h 7th day: its 9th hour at 2x",
      [...days([1, 2, 3, 4, 5, 6], 8, PST), ...days([7], 9, PST)],
      { regular: 40 * H, overtime: 16 * H, double_time: 1 * H },
    ],
    [
      "six days and a 9 h Saturday, Wednesday off: no 7th day; weekly then daily overtime",
      [...days([1, 2, 3, 5, 6], 8, PST), ...days([7], 9, PST)],
      { regular: 40 * H, overtime: 9 * H, double_time: 0 },
    ],
    ["a night shift 20:00-06:00 counts in the days it was worked: 4 h and 6 h, no overtime", spans(["2026-03-02T20:00:00-08:00", "2026-03-03T06:00:00-08:00"]), { regular: 10 * H, overtime: 0, double_time: 0 }],
    ["the night the clocks spring forward is 9 real hours: 8 regular, 1 overtime", spans(["2026-03-08T00:00:00-08:00", "2026-03-08T10:00:00-07:00"]), { regular: 8 * H, overtime: 1 * H, double_time: 0 }],
  ])("%s", (_name, worked, expected) => {
    expect(totals("california", worked)).toEqual(expected);
  });

  it("explains each stretch: 16:00-18:00 of a 10 h day is overtime 1.5x, daily over 8 (California LC 510)", () => {
    const segments = labelWorkedMinutes(days([2], 10, PST), { rule: "california", timeZone: "America/Los_Angeles", workweekStartsOn: 0 });
    expect(segments.map((s) => [s.start.toISOString(), s.end.toISOString(), labelText(s, "california")])).toEqual([
      ["2026-03-02T16:00:00.000Z", "2026-03-03T00:00:00.000Z", "regular 1x"],
      ["2026-03-03T00:00:00.000Z", "2026-03-03T02:00:00.000Z", "overtime 1.5x, daily over 8 (California LC 510)"],
    ]);
    expect(segments.every((s) => s.workdayKey === "2026-03-02" && s.workweekKey === "2026-03-01")).toBe(true);
  });
});

describe("federal (FLSA)", () => {
  it.each([
    ["five 9 h days: 5 h weekly overtime", days([2, 3, 4, 5, 6], 9, PST), { regular: 40 * H, overtime: 5 * H, double_time: 0 }],
    ["one 14 h day: no daily overtime", days([2], 14, PST), { regular: 14 * H, overtime: 0, double_time: 0 }],
    ["each workweek stands alone: 30 h and 50 h give 10 h overtime", [...days([2, 3, 4], 10, PST), ...days([9, 10, 11, 12, 13], 10, "-07:00")], { regular: 70 * H, overtime: 10 * H, double_time: 0 }],
  ])("%s", (_name, worked, expected) => {
    expect(totals("federal", worked)).toEqual(expected);
  });

  it("a workweek starting Monday puts Sunday's hours in the week before", () => {
    // Sunday 1 March to Saturday 7 March, 8 h each: 56 h. From Sunday: one week, 16 h overtime. From Monday: Sunday
    // ends the week of 23 February, and Monday to Saturday is 48 h: 8 h overtime.
    const worked = days([1, 2, 3, 4, 5, 6, 7], 8, PST);
    expect(totals("federal", worked, { workweekStartsOn: 0 }).overtime).toBe(16 * H);
    expect(totals("federal", worked, { workweekStartsOn: 1 }).overtime).toBe(8 * H);
    expect(workweekStartKey("2026-03-01", 1)).toBe("2026-02-23");
    expect(workweekStartKey("2026-03-07", 3)).toBe("2026-03-04");
  });
});

describe("Colorado (COMPS Order)", () => {
  it.each([
    ["a 13 h day: 1 h overtime, daily over 12", days([2], 13, MST), { regular: 12 * H, overtime: 1 * H, double_time: 0 }],
    ["18:00-08:00 is 14 consecutive hours across midnight: 2 h overtime", spans(["2026-03-02T18:00:00-07:00", "2026-03-03T08:00:00-07:00"]), { regular: 12 * H, overtime: 2 * H, double_time: 0 }],
    ["the same hours with a 30 min unpaid break at midnight are not consecutive", spans(["2026-03-02T18:00:00-07:00", "2026-03-03T00:00:00-07:00"], ["2026-03-03T00:30:00-07:00", "2026-03-03T08:30:00-07:00"]), { regular: 14 * H, overtime: 0, double_time: 0 }],
    ["five 10 h days: 10 h weekly overtime", days([2, 3, 4, 5, 6], 10, MST), { regular: 40 * H, overtime: 10 * H, double_time: 0 }],
  ])("%s", (_name, worked, expected) => {
    expect(totals("colorado", worked)).toEqual(expected);
  });
});

describe("Alaska (AS 23.10.060)", () => {
  it.each([
    ["five 9 h days: 5 h daily overtime, none weekly (daily hours do not count toward the 40)", days([2, 3, 4, 5, 6], 9, PST), { regular: 40 * H, overtime: 5 * H, double_time: 0 }],
    ["four 12 h days: 16 h daily overtime", days([2, 3, 4, 5], 12, PST), { regular: 32 * H, overtime: 16 * H, double_time: 0 }],
  ])("%s", (_name, worked, expected) => {
    expect(totals("alaska", worked)).toEqual(expected);
  });
});

describe("Nevada (NRS 608.018)", () => {
  it("daily overtime over 8 h only for a rate below 1.5x the minimum wage (the setting)", () => {
    expect(totals("nevada", days([2], 10, PST))).toEqual({ regular: 10 * H, overtime: 0, double_time: 0 });
    expect(totals("nevada", days([2], 10, PST), { nevadaDailyOvertime: true })).toEqual({ regular: 8 * H, overtime: 2 * H, double_time: 0 });
  });

  it("the workday is 24 h from the start: 08:00-16:00 and 22:00-06:00 are one workday of 16 h", () => {
    const worked = spans(["2026-03-02T08:00:00-08:00", "2026-03-02T16:00:00-08:00"], ["2026-03-02T22:00:00-08:00", "2026-03-03T06:00:00-08:00"]);
    expect(totals("nevada", worked, { nevadaDailyOvertime: true })).toEqual({ regular: 8 * H, overtime: 8 * H, double_time: 0 });
    // By calendar days (California) the same hours are 10 h and 6 h.
    expect(totals("california", worked)).toEqual({ regular: 14 * H, overtime: 2 * H, double_time: 0 });
  });
});

describe("the spec's presets", () => {
  it("count a shift wholly on its clock-in day: 20:00-06:00 is 10 h on Monday, 2 h overtime", () => {
    const night = spans(["2026-03-02T20:00:00-08:00", "2026-03-03T06:00:00-08:00"]);
    expect(totals("daily8", night)).toEqual({ regular: 8 * H, overtime: 2 * H, double_time: 0 });
    const [segment] = labelWorkedMinutes(night, { rule: "daily8", timeZone: "America/Los_Angeles", workweekStartsOn: 0 });
    expect(segment.workdayKey).toBe("2026-03-02");
  });

  it("daily 8 + weekly 40: six 8 h days give 8 h weekly overtime; daily 8 alone none", () => {
    expect(totals("daily8-weekly40", days([2, 3, 4, 5, 6, 7], 8, PST)).overtime).toBe(8 * H);
    expect(totals("daily8", days([2, 3, 4, 5, 6, 7], 8, PST)).overtime).toBe(0);
  });

  it("agree with the spec's allocation (an independent model of it) on random weeks of one worker", () => {
    const shift = fc.record({ day: fc.integer({ min: 1, max: 14 }), startMinute: fc.integer({ min: 0, max: 23 * 60 }), minutes: fc.integer({ min: 0, max: 16 * 60 }) });
    fc.assert(
      fc.property(fc.array(shift, { maxLength: 12 }), fc.boolean(), (shifts, weekly) => {
        // One shift a day at most (entries never overlap), in Pacific time without DST (1-7 March is -08:00, 8-14 -07:00).
        const byDay = new Map(shifts.map((s) => [s.day, s]));
        const worked = [...byDay.values()].map((s) => {
          const offset = s.day < 8 ? PST : "-07:00";
          const start = new Date(new Date(`2026-03-${String(s.day).padStart(2, "0")}T00:00:00${offset}`).getTime() + s.startMinute * 60_000);
          return { start, end: new Date(start.getTime() + s.minutes * 60_000), clockIn: start };
        });
        const labelled = totals(weekly ? "daily8-weekly40" : "daily8", worked);
        const allocated = specAllocation(
          worked.map((w) => ({ start: w.start, minutes: (w.end.getTime() - w.start.getTime()) / 60_000 })),
          weekly,
          "America/Los_Angeles",
        );
        expect(labelled.regular).toBe(allocated.reduce((sum, a) => sum + a.regularMinutes, 0));
        expect(labelled.overtime).toBe(allocated.reduce((sum, a) => sum + a.overtimeMinutes, 0));
        expect(labelled.double_time).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});

describe("every minute once", () => {
  it("labels each worked minute exactly once under every preset, and a partial last minute not at all", () => {
    const worked = spans(["2026-03-02T08:00:00-08:00", "2026-03-02T20:00:30-08:00"], ["2026-03-03T07:00:00-08:00", "2026-03-03T07:00:59-08:00"]);
    for (const rule of ["daily8", "daily8-weekly40", "federal", "california", "colorado", "alaska", "nevada"] as const) {
      const sum = Object.values(totals(rule, worked)).reduce((a, b) => a + b, 0);
      expect(sum, rule).toBe(12 * H);
    }
  });
});
