import { describe, expect, it } from "vitest";
import { entryHoursText, workerDayTotals } from "@/lib/entry-hours";

const now = Date.parse("2026-03-11T18:15:00Z");
const meal = (startedAt: string, endedAt: string | null) => ({ startedAt, endedAt, paid: false });

describe("entryHoursText", () => {
  it.each([
    { name: "a closed entry: its paid hours", entry: { clockInTime: "2026-03-11T13:00:00Z", clockOutTime: "2026-03-11T21:30:00Z", hoursWorked: "8.00", breaks: [] }, text: "8.00" },
    { name: "a closed entry without hours yet", entry: { clockInTime: "2026-03-11T13:00:00Z", clockOutTime: "2026-03-11T13:00:00Z", hoursWorked: null, breaks: [] }, text: "0.00" },
    { name: "a running entry: on the clock so far", entry: { clockInTime: "2026-03-11T15:00:00Z", clockOutTime: null, hoursWorked: null, breaks: [] }, text: "3.25 so far" },
    {
      name: "a running entry after an unpaid meal: paid so far",
      entry: { clockInTime: "2026-03-11T15:00:00Z", clockOutTime: null, hoursWorked: null, breaks: [meal("2026-03-11T17:00:00Z", "2026-03-11T17:30:00Z")] },
      text: "2.75 so far",
    },
    {
      name: "a running entry on an unpaid meal now: the meal so far is not paid",
      entry: { clockInTime: "2026-03-11T15:00:00Z", clockOutTime: null, hoursWorked: null, breaks: [meal("2026-03-11T18:00:00Z", null)] },
      text: "3.00 so far",
    },
    { name: "a running entry tapped a moment ahead of this clock", entry: { clockInTime: "2026-03-11T18:16:00Z", clockOutTime: null, hoursWorked: null, breaks: [] }, text: "0.00 so far" },
  ])("$name", ({ entry, text }) => {
    expect(entryHoursText(entry, now)).toBe(text);
  });
});

describe("workerDayTotals: the day of each worker with several entries", () => {
  const closed = (workerId: number, hoursWorked: string) => ({
    workerId,
    clockInTime: "2026-03-11T13:00:00Z",
    clockOutTime: "2026-03-11T17:00:00Z",
    hoursWorked,
    breaks: [],
  });
  const running = (workerId: number, clockInTime: string, breaks: ReturnType<typeof meal>[] = []) => ({
    workerId,
    clockInTime,
    clockOutTime: null,
    hoursWorked: null,
    breaks,
  });
  const one = closed(1, "8.00");
  const switchA = closed(2, "3.50");
  const switchB = closed(2, "4.25");
  const morning = closed(3, "4.00");
  const nowOn = running(3, "2026-03-11T16:00:00Z");
  const firstShift = closed(4, "3.50");
  const backFromMeal = running(4, "2026-03-11T15:00:00Z", [meal("2026-03-11T16:00:00Z", "2026-03-11T16:30:00Z")]);
  const thirds = [closed(5, "0.33"), closed(5, "0.33"), closed(5, "0.34")];

  it.each([
    { name: "one entry: no total (its row says it)", entries: [one], totals: [] },
    { name: "two entries (a job switch): their sum", entries: [switchA, switchB], totals: [[2, { hoursText: "7.75", entryCount: 2 }]] },
    { name: "apart among others' entries", entries: [switchB, one, switchA], totals: [[2, { hoursText: "7.75", entryCount: 2 }]] },
    { name: "an open entry: counted so far", entries: [nowOn, morning], totals: [[3, { hoursText: "6.25 so far", entryCount: 2 }]] },
    { name: "an open entry after an unpaid meal: the meal is not counted", entries: [firstShift, backFromMeal], totals: [[4, { hoursText: "6.25 so far", entryCount: 2 }]] },
    { name: "the rows' figures add up exactly", entries: thirds, totals: [[5, { hoursText: "1.00", entryCount: 3 }]] },
    {
      name: "each worker their own",
      entries: [one, switchA, morning, switchB, nowOn],
      totals: [
        [2, { hoursText: "7.75", entryCount: 2 }],
        [3, { hoursText: "6.25 so far", entryCount: 2 }],
      ],
    },
    { name: "no entries", entries: [], totals: [] },
  ])("$name", ({ entries, totals }) => {
    expect([...workerDayTotals(entries, now)]).toEqual(totals);
  });
});
