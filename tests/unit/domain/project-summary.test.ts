import { describe, expect, it } from "vitest";
import { isValidProgress, parseProgressInput, summarizeProjects } from "../../../shared/domain/project-summary";

describe("summarizeProjects", () => {
  it("an empty list is all zeros, not NaN", () => {
    expect(summarizeProjects([])).toEqual({
      total: 0,
      active: 0,
      completed: 0,
      averageProgress: 0,
      statusCounts: { planning: 0, inProgress: 0, completed: 0, delayed: 0 },
    });
  });

  it("counts statuses, treats everything not completed as active, and rounds the average", () => {
    expect(
      summarizeProjects([
        { status: "planning", progress: 0 },
        { status: "in-progress", progress: 65 },
        { status: "in-progress", progress: 40 },
        { status: "completed", progress: 100 },
        { status: "delayed", progress: 30 },
        { status: "on-hold", progress: 10 },
        { status: null, progress: null },
        { status: "toString" },
      ]),
    ).toEqual({
      total: 8,
      active: 7,
      completed: 1,
      averageProgress: 31, // 245 / 8 = 30.625
      statusCounts: { planning: 1, inProgress: 2, completed: 1, delayed: 1 },
    });
  });

  it.each([
    [[0, 1], 1], // 0.5 rounds up
    [[33, 33, 34], 33],
    [[100, 100], 100],
    [[50], 50],
    [[1, 2], 2], // 1.5
    [[1, 1, 2], 1], // 1.33
  ])("average of %j is %d", (progresses, expected) => {
    const projects = progresses.map((progress) => ({ status: "in-progress", progress }));
    expect(summarizeProjects(projects).averageProgress).toBe(expected);
  });

  it("a list of only completed projects has no active ones", () => {
    expect(summarizeProjects([{ status: "completed", progress: 100 }])).toMatchObject({ total: 1, active: 0, completed: 1 });
  });
});

describe("isValidProgress", () => {
  it.each([
    [0, true],
    [65, true],
    [100, true],
    [-1, false],
    [101, false],
    [50.5, false],
    [Number.NaN, false],
    ["50", false],
    [null, false],
  ])("%j -> %s", (value, expected) => {
    expect(isValidProgress(value)).toBe(expected);
  });
});

describe("parseProgressInput", () => {
  it.each([
    ["0", 0],
    ["42", 42],
    [" 100 ", 100],
    ["007", 7],
    [42, 42],
    ["101", null],
    ["-1", null],
    ["4.5", null],
    ["", null],
    ["1e2", null],
    ["abc", null],
    ["1000", null],
    [4.5, null],
    [Number.NaN, null],
    [-0, 0],
  ] as const)("%j -> %j", (input, expected) => {
    expect(parseProgressInput(input)).toBe(expected);
  });
});
