import { describe, expect, it } from "vitest";
import { MAIL_RETRY_MAX_WAIT_MS, mailRetryWaitMs } from "@shared/domain/mail-delivery";

// Each row: failed attempts so far, and the wait before the next attempt.
const WAITS: [number, number][] = [
  [1, 30_000],
  [2, 60_000],
  [3, 120_000],
  [4, 240_000],
  [7, 1_920_000],
  [8, MAIL_RETRY_MAX_WAIT_MS],
  [9, MAIL_RETRY_MAX_WAIT_MS],
  [500, MAIL_RETRY_MAX_WAIT_MS],
];

describe("mailRetryWaitMs", () => {
  for (const [failures, waitMs] of WAITS) {
    it(`after ${failures} failed attempt(s) waits ${waitMs / 1000} s`, () => {
      expect(mailRetryWaitMs(failures)).toBe(waitMs);
    });
  }
  for (const bad of [0, -1, 1.5, Number.NaN]) {
    it(`refuses ${bad} failed attempts`, () => {
      expect(() => mailRetryWaitMs(bad)).toThrow(RangeError);
    });
  }
});
