// The one project picker's choices: by name, running projects first, completed ones after them under a heading, or left
// out for new work unless already chosen.
import { describe, expect, it } from "vitest";
import { projectOptions } from "@/components/project-picker";
import { optionsOf } from "@/components/ui/enum-select";

const projects = [
  { id: 3, name: "Zephyr Lofts", status: "in-progress" },
  { id: 1, name: "Alder Duplex", status: "completed" },
  { id: 2, name: "Birch Remodel", status: "planning" },
];

describe("projectOptions", () => {
  it("lists running projects by name, then completed ones, each group headed", () => {
    expect(projectOptions(projects)).toEqual([
      { value: "2", label: "Birch Remodel", group: "Active projects" },
      { value: "3", label: "Zephyr Lofts", group: "Active projects" },
      { value: "1", label: "Alder Duplex", group: "Completed projects" },
    ]);
  });

  it("has no headings when no project is completed", () => {
    expect(projectOptions(projects.filter((p) => p.status !== "completed")).map((o) => o.group)).toEqual([undefined, undefined]);
  });

  it("leaves completed projects out for new work, but keeps the chosen one", () => {
    expect(projectOptions(projects, { completed: "hidden" }).map((o) => o.value)).toEqual(["2", "3"]);
    expect(projectOptions(projects, { completed: "hidden", chosen: "1" }).map((o) => o.value)).toEqual(["2", "3", "1"]);
  });

  it("treats a project without a status as running, and labels as asked", () => {
    expect(projectOptions([{ id: 7, name: "Cedar" }], { labelOf: (p) => `${p.name} (40%)` })).toEqual([{ value: "7", label: "Cedar (40%)", group: undefined }]);
  });
});

describe("optionsOf", () => {
  it("shows each value by its label, or as itself", () => {
    expect(optionsOf(["high", "low"] as const, { high: "High", low: "Low" })).toEqual([
      { value: "high", label: "High" },
      { value: "low", label: "Low" },
    ]);
    expect(optionsOf(["Lumber"])).toEqual([{ value: "Lumber", label: "Lumber" }]);
  });
});
