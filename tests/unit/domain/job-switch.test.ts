import { describe, expect, it } from "vitest";
import { switchChangesNothing } from "@shared/domain/job-switch";

describe("switchChangesNothing", () => {
  it.each([
    { name: "another project", from: { projectId: 1, costCodeId: null }, to: { projectId: 2, costCodeId: null }, nothing: false },
    { name: "another project, same code", from: { projectId: 1, costCodeId: 5 }, to: { projectId: 2, costCodeId: 5 }, nothing: false },
    { name: "same project, another code", from: { projectId: 1, costCodeId: 5 }, to: { projectId: 1, costCodeId: 6 }, nothing: false },
    { name: "same project, a code where there was none", from: { projectId: 1, costCodeId: null }, to: { projectId: 1, costCodeId: 6 }, nothing: false },
    { name: "same project, code taken off", from: { projectId: 1, costCodeId: 5 }, to: { projectId: 1, costCodeId: null }, nothing: false },
    { name: "same project, same code", from: { projectId: 1, costCodeId: 5 }, to: { projectId: 1, costCodeId: 5 }, nothing: true },
    { name: "same project, no code either way", from: { projectId: 1, costCodeId: null }, to: { projectId: 1, costCodeId: null }, nothing: true },
  ])("$name: $nothing", ({ from, to, nothing }) => {
    expect(switchChangesNothing(from, to)).toBe(nothing);
  });
});
