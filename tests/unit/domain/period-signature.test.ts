import { describe, expect, it } from "vitest";
import {
  NOTHING_TO_SIGN_REFUSAL,
  notSignedText,
  OPEN_ENTRY_SIGN_REFUSAL,
  PERIOD_NOT_SIGNABLE_YET_REFUSAL,
  SIGNATURES_OFF_REFUSAL,
  signatureOf,
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

describe("signatureOf", () => {
  const given = (entriesVersion: string, minute: number) => ({ entriesVersion, signedAt: new Date(minute * 60_000) });
  it.each([
    ["no signature", [], "v1", "unsigned", null],
    ["signed these hours", [given("v1", 1)], "v1", "signed", 1],
    ["hours changed since", [given("v1", 1)], "v2", "outdated", 1],
    ["changed, then signed again", [given("v1", 1), given("v2", 2)], "v2", "signed", 2],
    ["corrected and put back: the first signature is of these hours", [given("v1", 1), given("v2", 2)], "v1", "signed", 1],
    ["changed twice since the last: outdated by the latest", [given("v2", 2), given("v1", 1)], "v3", "outdated", 2],
  ] as const)("%s", (_name, list, current, status, signedAt) => {
    const result = signatureOf([...list], current);
    expect(result.status).toBe(status);
    expect(result.signature ? result.signature.signedAt.getTime() / 60_000 : null).toBe(signedAt);
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
