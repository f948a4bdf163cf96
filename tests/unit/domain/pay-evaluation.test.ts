// The one evaluator (issue 27): an entry's paid minutes as spans between its unpaid breaks, exactly its
// entryDurationMinutes; each entry's minutes per label under a preset; the company's settings as the evaluator's options.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocateEntryMinutes, calculatePayroll, payRuleOptionsOf, workedSpans, type LabelledEntry } from "@shared/domain/pay-evaluation";
import { entryDurationMinutes } from "@shared/domain/payroll";
import { specPresetOf } from "@shared/domain/overtime-setting";

const H = 60;
const at = (iso: string) => new Date(iso);

function entry(clockIn: string, clockOut: string, extra: Partial<LabelledEntry> = {}): LabelledEntry {
  return { workerId: 1, clockInTime: at(clockIn), clockOutTime: at(clockOut), hourlyRateCents: 2000, ...extra };
}

const spanText = (e: LabelledEntry) => workedSpans(e).map((s) => `${s.start.toISOString().slice(11, 19)}-${s.end.toISOString().slice(11, 19)}`);

describe("workedSpans", () => {
  it.each([
    ["no break: one span of the paid minutes", entry("2026-03-02T08:00:00Z", "2026-03-02T16:00:00Z"), ["08:00:00-16:00:00"]],
    [
      "a typed break comes off the end",
      entry("2026-03-02T08:00:00Z", "2026-03-02T16:30:00Z", { breakMinutes: 30 }),
      ["08:00:00-16:00:00"],
    ],
    [
      "an unpaid meal 12:00-12:30 splits the shift",
      entry("2026-03-02T08:00:00Z", "2026-03-02T16:30:00Z", { breakMinutes: 30, unpaidBreaks: [{ start: at("2026-03-02T12:00:00Z"), end: at("2026-03-02T12:30:00Z") }] }),
      ["08:00:00-12:00:00", "12:30:00-16:30:00"],
    ],
    [
      "typed minutes beyond the timed breaks come off the end",
      entry("2026-03-02T08:00:00Z", "2026-03-02T16:30:00Z", { breakMinutes: 45, unpaidBreaks: [{ start: at("2026-03-02T12:00:00Z"), end: at("2026-03-02T12:30:00Z") }] }),
      ["08:00:00-12:00:00", "12:30:00-16:15:00"],
    ],
    ["an open entry has none", { ...entry("2026-03-02T08:00:00Z", "2026-03-02T16:00:00Z"), clockOutTime: null }, []],
  ])("%s", (_name, e, expected) => {
    expect(spanText(e)).toEqual(expected);
  });

  it("always holds exactly the entry's paid minutes, whatever the seconds and breaks", () => {
    const base = Date.parse("2026-03-02T06:00:00Z");
    const breakArb = fc.record({ startSeconds: fc.integer({ min: 0, max: 12 * 3600 }), seconds: fc.integer({ min: 0, max: 3600 }) });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 16 * 3600 }), fc.array(breakArb, { maxLength: 4 }), (shiftSeconds, breaks) => {
        const clockOut = base + shiftSeconds * 1000;
        // Breaks inside the shift that do not overlap, as the clock and the forms keep them.
        const inside: { start: Date; end: Date }[] = [];
        let from = base;
        for (const b of [...breaks].sort((x, y) => x.startSeconds - y.startSeconds)) {
          const start = Math.max(from, base + b.startSeconds * 1000);
          const end = Math.min(clockOut, start + b.seconds * 1000);
          if (start >= end) continue;
          inside.push({ start: new Date(start), end: new Date(end) });
          from = end;
        }
        const unpaidMinutes = Math.floor(inside.reduce((sum, b) => sum + b.end.getTime() - b.start.getTime(), 0) / 60_000);
        const e: LabelledEntry = { workerId: 1, clockInTime: new Date(base), clockOutTime: new Date(clockOut), hourlyRateCents: 2000, breakMinutes: unpaidMinutes, unpaidBreaks: inside };
        const spans = workedSpans(e);
        expect(spans.reduce((sum, s) => sum + (s.end.getTime() - s.start.getTime()) / 60_000, 0)).toBe(entryDurationMinutes(e));
        for (const s of spans) expect(s.start.getTime()).toBeGreaterThanOrEqual(base);
      }),
      { numRuns: 300 },
    );
  });
});

describe("allocateEntryMinutes under a preset", () => {
  const california = payRuleOptionsOf({ overtimeRule: "california" }, "America/Los_Angeles");

  it("splits a 14 h California day between its two entries in clock-in order: 8 regular, 4 overtime, 2 double time", () => {
    const morning = entry("2026-03-02T06:00:00-08:00", "2026-03-02T13:00:00-08:00");
    const evening = entry("2026-03-02T13:00:00-08:00", "2026-03-02T20:00:00-08:00", { hourlyRateCents: 3000 });
    const allocated = allocateEntryMinutes([evening, morning], california);
    expect(allocated.map((a) => [a.entry.hourlyRateCents, a.regularMinutes, a.overtimeMinutes, a.doubleTimeMinutes])).toEqual([
      [2000, 7 * H, 0, 0],
      [3000, 1 * H, 4 * H, 2 * H],
    ]);
    const [line] = calculatePayroll([evening, morning], california).workers;
    // Two rates in the week: the premium is on the weighted regular rate, 7 x 20 + 7 x 30 = 350 over 14 h = $25.
    // Regular 7 h x $20 + 1 h x $30; overtime 4 h x $30 + 0.5 x 25 x 4; double time 2 h x $30 + 1 x 25 x 2.
    expect(line.weightedRateCents).toBe(2500);
    expect([line.regularPayCents, line.overtimePayCents, line.doubleTimePayCents, line.grossPayCents]).toEqual([17_000, 17_000, 11_000, 45_000]);
  });

  it("counts an unpaid meal as no work: 7:00-16:30 with a 30 min meal is 9 h, 1 h overtime under California", () => {
    const e = entry("2026-03-02T07:00:00-08:00", "2026-03-02T16:30:00-08:00", {
      breakMinutes: 30,
      unpaidBreaks: [{ start: at("2026-03-02T12:00:00-08:00"), end: at("2026-03-02T12:30:00-08:00") }],
    });
    expect(allocateEntryMinutes([e], california).map((a) => [a.regularMinutes, a.overtimeMinutes])).toEqual([[8 * H, 1 * H]]);
  });

  it("counts a night shift in the days it was worked under the law presets, on its clock-in day under the spec's", () => {
    const night = entry("2026-03-02T18:00:00-08:00", "2026-03-03T06:00:00-08:00");
    expect(allocateEntryMinutes([night], california).map((a) => [a.regularMinutes, a.overtimeMinutes])).toEqual([[12 * H, 0]]);
    const spec = payRuleOptionsOf({ overtimeRule: specPresetOf(false) }, "America/Los_Angeles");
    expect(allocateEntryMinutes([night], spec).map((a) => [a.regularMinutes, a.overtimeMinutes])).toEqual([[8 * H, 4 * H]]);
  });

  it("reads Colorado's 12 hours in a row across midnight, and Nevada's daily switch", () => {
    const long = entry("2026-03-02T18:00:00-07:00", "2026-03-03T08:00:00-07:00");
    const colorado = payRuleOptionsOf({ overtimeRule: "colorado" }, "America/Denver");
    expect(allocateEntryMinutes([long], colorado).map((a) => [a.regularMinutes, a.overtimeMinutes])).toEqual([[12 * H, 2 * H]]);
    const day = entry("2026-03-02T06:00:00-08:00", "2026-03-02T16:00:00-08:00");
    const nevada = (below: boolean) => payRuleOptionsOf({ overtimeRule: "nevada", nevadaDailyOvertimeBelowRate: below }, "America/Los_Angeles");
    expect(allocateEntryMinutes([day], nevada(false))[0].overtimeMinutes).toBe(0);
    expect(allocateEntryMinutes([day], nevada(true))[0].overtimeMinutes).toBe(2 * H);
  });
});

describe("payRuleOptionsOf", () => {
  it("reads the preset and Nevada's switch, on the spec's Sunday workweek", () => {
    expect(payRuleOptionsOf({ overtimeRule: "daily8-weekly40" }, "UTC")).toEqual({ timeZone: "UTC", rule: "daily8-weekly40", workweekStartsOn: 0, nevadaDailyOvertime: false });
    expect(payRuleOptionsOf({ overtimeRule: "nevada", nevadaDailyOvertimeBelowRate: true }, "UTC")).toMatchObject({ rule: "nevada", nevadaDailyOvertime: true });
  });
});
