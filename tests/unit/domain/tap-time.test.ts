import { describe, expect, it } from "vitest";
import {
  LATE_TAP_LISTED_MS,
  MAX_TAP_AGE_MS,
  TAP_AGE_MESSAGE,
  isLateTap,
  receivedTimeLines,
  paidTimeOf,
  parseTapAge,
  serverTap,
  tapNeedsConfirming,
} from "../../../shared/domain/tap-time";

const at = (hhmm: string) => new Date(`2026-03-04T${hhmm}:00.000Z`);
const MIN = 60_000;

describe("paidTimeOf", () => {
  it.each([
    { name: "sent at once: the receive time", received: "16:15", age: null, notBefore: "07:00", paid: "16:15" },
    { name: "sent at once, whatever came before", received: "16:15", age: null, notBefore: null, paid: "16:15" },
    { name: "queued 45 minutes: the tap", received: "16:15", age: 45 * MIN, notBefore: "07:00", paid: "15:30" },
    { name: "queued with no previous punch", received: "16:15", age: 45 * MIN, notBefore: null, paid: "15:30" },
    { name: "a tap before the previous punch is paid from that punch", received: "16:15", age: 10 * 60 * MIN, notBefore: "07:00", paid: "07:00" },
    { name: "a tap exactly at the previous punch", received: "16:15", age: 9 * 60 * MIN + 15 * MIN, notBefore: "07:00", paid: "07:00" },
    { name: "a previous punch after the receive time never puts the tap after it", received: "16:15", age: 5 * MIN, notBefore: "16:30", paid: "16:15" },
    { name: "age 0: the receive time", received: "16:15", age: 0, notBefore: "07:00", paid: "16:15" },
  ])("$name", ({ received, age, notBefore, paid }) => {
    const tap = { receivedAt: at(received), tapAgeMs: age };
    expect(paidTimeOf(tap, notBefore === null ? null : at(notBefore)).toISOString()).toBe(at(paid).toISOString());
  });

  it("a server tap is paid at its own instant", () => {
    expect(paidTimeOf(serverTap(at("09:00")), at("08:00")).toISOString()).toBe(at("09:00").toISOString());
  });
});

describe("parseTapAge", () => {
  it.each([
    { header: undefined, result: { ageMs: null } },
    { header: "0", result: { ageMs: 0 } },
    { header: "600000", result: { ageMs: 600_000 } },
    { header: " 42 ", result: { ageMs: 42 } },
    { header: String(MAX_TAP_AGE_MS), result: { ageMs: MAX_TAP_AGE_MS } },
    { header: String(MAX_TAP_AGE_MS + 1), result: { error: TAP_AGE_MESSAGE } },
    { header: "-5", result: { error: TAP_AGE_MESSAGE } },
    { header: "1.5", result: { error: TAP_AGE_MESSAGE } },
    { header: "1e6", result: { error: TAP_AGE_MESSAGE } },
    { header: "", result: { error: TAP_AGE_MESSAGE } },
    { header: "soon", result: { error: TAP_AGE_MESSAGE } },
  ])("$header", ({ header, result }) => {
    expect(parseTapAge(header)).toEqual(result);
  });
});

describe("late taps", () => {
  it.each([
    { delayMs: 0, late: false },
    { delayMs: LATE_TAP_LISTED_MS, late: false },
    { delayMs: LATE_TAP_LISTED_MS + 1, late: true },
  ])("reached the server $delayMs ms after the tap: listed $late", ({ delayMs, late }) => {
    expect(isLateTap(at("10:00"), new Date(at("10:00").getTime() + delayMs))).toBe(late);
  });

  it.each([
    { hours: 11.9, hoursSetting: 12, confirm: false },
    { hours: 12, hoursSetting: 12, confirm: false },
    { hours: 12.1, hoursSetting: 12, confirm: true },
    { hours: 3, hoursSetting: 2, confirm: true },
  ])("$hours h late with the forgotten clock-out at $hoursSetting h: confirmed by the office $confirm", ({ hours, hoursSetting, confirm }) => {
    expect(tapNeedsConfirming(at("10:00"), new Date(at("10:00").getTime() + hours * 3_600_000), hoursSetting)).toBe(confirm);
  });
});

describe("receivedTimeLines", () => {
  const hhmm = (iso: string) => iso.slice(11, 16);
  const entry = {
    source: "clock" as const,
    clockInTime: "2026-03-04T14:00:00.000Z",
    clockInReceivedAt: "2026-03-04T14:00:30.000Z",
    clockOutTime: "2026-03-04T22:30:00.000Z",
    clockOutReceivedAt: "2026-03-04T23:15:00.000Z",
    breaks: [
      { kind: "meal" as const, startedAt: "2026-03-04T19:00:00.000Z", startReceivedAt: "2026-03-04T19:40:00.000Z", endedAt: "2026-03-04T19:30:00.000Z", endReceivedAt: "2026-03-04T19:40:00.000Z" },
    ],
  };

  it("names each punch that reached the server more than a minute from its paid time, in the order of the day", () => {
    expect(receivedTimeLines(entry, hhmm)).toEqual([
      "Meal break start reached the server at 19:40",
      "Meal break end reached the server at 19:40",
      "Clock-out reached the server at 23:15",
    ]);
  });

  it("says nothing of an open entry's missing clock-out, a running break, or an entry added by hand", () => {
    const open = { ...entry, clockOutTime: null, clockOutReceivedAt: null, breaks: [{ ...entry.breaks[0], endedAt: null, endReceivedAt: null }] };
    expect(receivedTimeLines(open, hhmm)).toEqual(["Meal break start reached the server at 19:40"]);
    expect(receivedTimeLines({ ...entry, source: "manual" }, hhmm)).toEqual([]);
  });
});
