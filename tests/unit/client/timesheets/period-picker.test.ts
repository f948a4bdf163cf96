// The approved periods' picker (issue 27): each period by its days, its state and, past the first, its version.
import { describe, expect, it } from "vitest";
import { periodOptionLabel } from "@/features/timesheets/components/period-picker";

describe("a period's name in the picker", () => {
  it.each([
    { period: { startDate: "2026-03-01", endDate: "2026-03-07", status: "approved", version: 1 }, label: "Mar 1 – Mar 7, 2026 · Approved" },
    { period: { startDate: "2026-03-01", endDate: "2026-03-07", status: "approved", version: 2 }, label: "Mar 1 – Mar 7, 2026 · Approved v2" },
    { period: { startDate: "2026-12-27", endDate: "2027-01-02", status: "reopened", version: 1 }, label: "Dec 27 – Jan 2, 2027 · Reopened" },
  ] as const)("$label", ({ period, label }) => {
    expect(periodOptionLabel(period)).toBe(label);
  });
});
