// Which safety controls a viewer gets: they follow the server's rules (create and checklist notes from foreman up;
// delete for the creator in the office or an administrator), so no role is shown a button the server refuses.
import { describe, expect, it } from "vitest";
import { canDeleteChecklist, mayCreateChecklists, mayWriteChecklistNotes } from "@/features/safety/api";

const ME = 7;

describe("safety controls by role", () => {
  it.each([
    ["crew", false, false, false],
    ["foreman", true, true, false],
    ["user", true, true, true],
    ["admin", true, true, true],
    ["someone-else", false, false, false],
  ])("%s: create %s, checklist notes %s, delete own %s", (role, create, notes, deleteOwn) => {
    const viewer = { id: ME, role };
    expect(mayCreateChecklists(viewer)).toBe(create);
    expect(mayWriteChecklistNotes(viewer)).toBe(notes);
    expect(canDeleteChecklist({ createdBy: ME }, viewer)).toBe(deleteOwn);
  });

  it("lets only an administrator delete someone else's checklist, and nobody signed out do anything", () => {
    expect(canDeleteChecklist({ createdBy: ME + 1 }, { id: ME, role: "user" })).toBe(false);
    expect(canDeleteChecklist({ createdBy: ME + 1 }, { id: ME, role: "admin" })).toBe(true);
    expect(canDeleteChecklist({ createdBy: null }, null)).toBe(false);
    expect(mayCreateChecklists(null)).toBe(false);
  });
});
