// How a change of the pay schedule reads on the Company settings' Changes and the Payroll tab's pay changes: the
// workweek by its day's name, the frequency by its label, the anchor as a date (or none).
import { describe, expect, it } from "vitest";
import type { SettingsChangeView } from "@shared/api/company-settings";
import { describeSettingsChange } from "@/lib/settings-change-text";

const change = (field: string, from: SettingsChangeView["from"], to: SettingsChangeView["to"]): SettingsChangeView => ({
  id: 1,
  settings: "company",
  field,
  from,
  to,
  changedAt: "2026-11-29T16:14:00.000Z",
  changedBy: 1,
  changedByName: "Administrator",
});

describe("describeSettingsChange for the pay schedule", () => {
  it.each([
    [change("payFrequency", "weekly", "semimonthly"), "Pay frequency: Weekly → Twice a month"],
    [change("workweekStartsOn", 0, 1), "Workweek starts on: Sunday → Monday"],
    [change("payPeriodAnchor", null, "2026-11-01"), "A pay period starts on: none → Sun, Nov 1, 2026"],
    [change("payPeriodAnchor", "2026-11-01", null), "A pay period starts on: Sun, Nov 1, 2026 → none"],
    [change("overtimeRule", "daily8", "california"), "Overtime rule: Over 8 hours a day → California"],
  ])("%#: %s", (input, text) => {
    expect(describeSettingsChange(input)).toBe(text);
  });
});
