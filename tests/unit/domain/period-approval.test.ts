import { describe, expect, it } from "vitest";
import {
  NOTHING_TO_APPROVE_REFUSAL,
  OPEN_ENTRIES_APPROVAL_REFUSAL,
  PERIOD_NOT_ENDED_REFUSAL,
  periodApprovalRefusal,
} from "../../../shared/domain/period-approval";

const endsAt = new Date("2026-03-08T07:00:00Z"); // Sunday 00:00 in Denver: the Sunday-Saturday week ended

describe("periodApprovalRefusal", () => {
  it.each([
    ["a minute before the week ends", "2026-03-08T06:59:00Z", 0, 5, PERIOD_NOT_ENDED_REFUSAL],
    ["a running week with an open entry says it is running first", "2026-03-07T20:00:00Z", 1, 5, PERIOD_NOT_ENDED_REFUSAL],
    ["at the first instant after it, with nothing open", "2026-03-08T07:00:00Z", 0, 5, null],
    ["ended, with an entry still clocked in", "2026-03-09T16:00:00Z", 1, 5, OPEN_ENTRIES_APPROVAL_REFUSAL],
    ["ended, without finished entries", "2026-03-09T16:00:00Z", 0, 0, NOTHING_TO_APPROVE_REFUSAL],
  ])("%s", (_name, now, openEntries, finishedEntries, refusal) => {
    expect(periodApprovalRefusal({ endsAt, openEntries, finishedEntries }, new Date(now))).toBe(refusal);
  });
});
