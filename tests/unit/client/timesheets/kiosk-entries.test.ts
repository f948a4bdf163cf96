// The office's side of site kiosk punches on the Timesheet screen: which punches of an entry have a photo, where the
// browser reads one, and the unverified list read under the time-entries key (so every punch or change refreshes it).
import { describe, expect, it } from "vitest";
import { queryKeys } from "../../../../client/src/lib/query-keys";
import { photographedPunches, punchPhotoUrl, unverifiedEntriesQuery } from "../../../../client/src/features/timesheets/kiosk-entries-api";

describe("punch photos", () => {
  it("lists the punches with a photo kept, clock-in first", () => {
    expect(photographedPunches({ hasClockInPhoto: true, hasClockOutPhoto: true })).toEqual(["in", "out"]);
    expect(photographedPunches({ hasClockInPhoto: false, hasClockOutPhoto: true })).toEqual(["out"]);
    expect(photographedPunches({ hasClockInPhoto: false, hasClockOutPhoto: false })).toEqual([]);
  });

  it("reads a photo from the entry's photo route", () => {
    expect(punchPhotoUrl(12, "in")).toBe("/api/time-entries/12/photos/in");
    expect(punchPhotoUrl(12, "out")).toBe("/api/time-entries/12/photos/out");
  });
});

describe("unverified entries", () => {
  it("asks the list for the unverified ones, under the time-entries key", () => {
    const key = unverifiedEntriesQuery().queryKey;
    expect(key).toEqual([...queryKeys.timeEntries, { verification: "unverified" }]);
  });
});
