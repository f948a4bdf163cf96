import { describe, expect, it } from "vitest";
import { KIOSK_PIN_MAX_WAIT_MS, kioskPinWaitMs, pinWaitMessage, pinWaitSecondsLeft } from "@shared/domain/kiosk-pin-wait";

// Each row: wrong PINs in a row, and the wait that follows.
const WAITS: [number, number][] = [
  [1, 1_000],
  [2, 2_000],
  [3, 4_000],
  [5, 16_000],
  [6, 32_000],
  [7, KIOSK_PIN_MAX_WAIT_MS],
  [1_000, KIOSK_PIN_MAX_WAIT_MS],
];

describe("kioskPinWaitMs", () => {
  for (const [wrongPins, waitMs] of WAITS) {
    it(`after ${wrongPins} wrong PIN(s) waits ${waitMs / 1000} s`, () => expect(kioskPinWaitMs(wrongPins)).toBe(waitMs));
  }
  for (const bad of [0, -2, 2.5]) it(`refuses ${bad}`, () => expect(() => kioskPinWaitMs(bad)).toThrow(RangeError));
});

// Each row: milliseconds left, and the whole seconds the pad says.
const LEFT: [number, number][] = [
  [-5, 0],
  [0, 0],
  [1, 1],
  [999, 1],
  [1_000, 1],
  [1_001, 2],
  [59_500, 60],
];

describe("pinWaitSecondsLeft", () => {
  const now = new Date("2026-11-28T08:00:00Z");
  for (const [leftMs, seconds] of LEFT) {
    it(`${leftMs} ms left reads ${seconds} s`, () => expect(pinWaitSecondsLeft(new Date(now.getTime() + leftMs), now)).toBe(seconds));
  }
  it("says it on the pad", () => expect(pinWaitMessage(8)).toBe("Too many wrong PINs for this name. Try again in 8 s."));
});
