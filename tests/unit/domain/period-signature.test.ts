import { describe, expect, it } from "vitest";
import {
  NOTHING_TO_SIGN_REFUSAL,
  notSignedText,
  OPEN_ENTRY_SIGN_REFUSAL,
  PERIOD_NOT_SIGNABLE_YET_REFUSAL,
  SIGNATURES_OFF_REFUSAL,
  signatureStatusOf,
  signRefusal,
} from "../../../shared/domain/period-signature";

describe("signRefusal", () => {
  const period = { signaturesOn: true, lastDayKey: "2026-03-14", todayKey: "2026-03-14", openEntries: 0, finishedEntries: 4 };
  it.each([
    ["on the period's last day, all clocked out", {}, null],
    ["after the period", { todayKey: "2026-03-20" }, null],
    ["the day before its last", { todayKey: "2026-03-13" }, PERIOD_NOT_SIGNABLE_YET_REFUSAL],
    ["a year's end: December before January's period ends", { lastDayKey: "2027-01-02", todayKey: "2026-12-31" }, PERIOD_NOT_SIGNABLE_YET_REFUSAL],
    ["with a shift still open", { openEntries: 1 }, OPEN_ENTRY_SIGN_REFUSAL],
    ["with no hours", { finishedEntries: 0 }, NOTHING_TO_SIGN_REFUSAL],
    ["signatures off says so first", { signaturesOn: false, todayKey: "2026-03-01", openEntries: 1 }, SIGNATURES_OFF_REFUSAL],
    ["running and open: the date is said first", { todayKey: "2026-03-10", openEntries: 1 }, PERIOD_NOT_SIGNABLE_YET_REFUSAL],
  ])("%s", (_name, change, refusal) => {
    expect(signRefusal({ ...period, ...change })).toBe(refusal);
  });
});

describe("signatureStatusOf", () => {
  it.each([
    [null, "abc", "unsigned"],
    ["abc", "abc", "signed"],
    ["abc", "abd", "outdated"],
  ] as const)("latest %s, now %s: %s", (latest, current, status) => {
    expect(signatureStatusOf(latest, current)).toBe(status);
  });
});

describe("notSignedText", () => {
  it.each([
    [0, null],
    [1, "1 worker has not signed this pay period (or hours changed after signing)"],
    [3, "3 workers have not signed this pay period (or hours changed after signing)"],
  ])("%i", (count, text) => {
    expect(notSignedText(count)).toBe(text);
  });
});
