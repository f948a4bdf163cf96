// The four checklist templates: every type has 5-8 items, in the spec's categories and priorities, worded sensibly.
import { describe, expect, it } from "vitest";
import { CHECKLIST_TEMPLATES, defaultChecklistTitle } from "@shared/domain/checklist-templates";
import { checklistStatus } from "@shared/domain/checklist-status";
import { CHECKLIST_ITEM_CATEGORIES, CHECKLIST_ITEM_PRIORITIES, CHECKLIST_TYPES } from "@shared/domain/statuses";

describe("checklist templates", () => {
  it("has a template for exactly the four spec types", () => {
    expect(Object.keys(CHECKLIST_TEMPLATES).sort()).toEqual([...CHECKLIST_TYPES].sort());
  });

  describe.each(CHECKLIST_TYPES)("%s", (type) => {
    const template = CHECKLIST_TEMPLATES[type];

    it("names its own type and has a title", () => {
      expect(template.type).toBe(type);
      expect(template.title.length).toBeGreaterThan(3);
    });

    it("has 5 to 8 items", () => {
      expect(template.items.length).toBeGreaterThanOrEqual(5);
      expect(template.items.length).toBeLessThanOrEqual(8);
    });

    it("uses only the spec's categories and priorities", () => {
      for (const item of template.items) {
        expect(CHECKLIST_ITEM_CATEGORIES).toContain(item.category);
        expect(CHECKLIST_ITEM_PRIORITIES).toContain(item.priority);
      }
    });

    it("has a critical item and at least three categories", () => {
      expect(template.items.some((item) => item.priority === "critical")).toBe(true);
      expect(new Set(template.items.map((item) => item.category)).size).toBeGreaterThanOrEqual(3);
    });

    it("has distinct, non-trivial descriptions", () => {
      const descriptions = template.items.map((item) => item.description);
      expect(new Set(descriptions).size).toBe(descriptions.length);
      for (const description of descriptions) expect(description.length).toBeGreaterThan(20);
    });

    it("never marks a critical or high item optional", () => {
      for (const item of template.items) {
        if (item.priority === "critical" || item.priority === "high") expect(item.isRequired).toBe(true);
      }
    });

    it("starts pending and completes when every required item is done", () => {
      const items = template.items.map((item) => ({ isRequired: item.isRequired, isCompleted: false }));
      expect(checklistStatus(items)).toBe("pending");
      const requiredDone = template.items.map((item) => ({ isRequired: item.isRequired, isCompleted: item.isRequired }));
      expect(checklistStatus(requiredDone)).toBe("completed");
    });
  });
});

describe("defaultChecklistTitle", () => {
  it.each([
    // 2026-11-24 03:00 UTC is still the evening of Nov 23 in Denver.
    ["daily", "2026-11-24T03:00:00Z", "America/Denver", "Daily Site Inspection - Nov 23, 2026"],
    ["daily", "2026-11-24T03:00:00Z", "UTC", "Daily Site Inspection - Nov 24, 2026"],
    ["weekly", "2026-01-05T12:00:00Z", "America/Chicago", "Weekly Safety Review - Jan 5, 2026"],
    ["equipment", "2026-07-04T18:00:00Z", "America/New_York", "Equipment Inspection - Jul 4, 2026"],
    ["pre-task", "2026-12-31T23:30:00Z", "Europe/Berlin", "Pre-Task Safety Plan - Jan 1, 2027"],
  ] as const)("%s at %s in %s -> %s", (type, instant, zone, expected) => {
    expect(defaultChecklistTitle(type, new Date(instant), zone)).toBe(expected);
  });
});
