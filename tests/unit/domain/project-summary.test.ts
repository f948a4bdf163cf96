import { describe, expect, it } from "vitest";
import { countCompletedInMonth, isValidProgress, parseProgressInput, summarizeProjects } from "../../../shared/domain/project-summary";

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

describe("countCompletedInMonth: the month of the completion instant, in the company's zone", () => {
  const DENVER = "America/Denver";
  it.each([
    // [what, completedAt, now, zone, counted]
    ["completed earlier this month", "2026-03-02T15:00:00Z", "2026-03-20T12:00:00Z", DENVER, 1],
    ["completed last month", "2026-02-27T15:00:00Z", "2026-03-20T12:00:00Z", DENVER, 0],
    ["the same month a year ago", "2025-03-10T15:00:00Z", "2026-03-20T12:00:00Z", DENVER, 0],
    ["never completed", null, "2026-03-20T12:00:00Z", DENVER, 0],
    // 03:00 UTC on 1 March is still 28 February in Denver: last month there, this month in UTC.
    ["late on the last evening of last month, local time", "2026-03-01T03:00:00Z", "2026-03-20T12:00:00Z", DENVER, 0],
    ["the same instant read in UTC", "2026-03-01T03:00:00Z", "2026-03-20T12:00:00Z", "UTC", 1],
    // 05:00 UTC on 1 April is still 31 March in Denver: March is "this month" there.
    ["now is 1 April in UTC but 31 March locally", "2026-03-15T18:00:00Z", "2026-04-01T05:00:00Z", DENVER, 1],
    ["first local minute of the month", "2026-03-01T07:00:00Z", "2026-03-31T12:00:00Z", DENVER, 1],
    ["last local minute of the month", "2026-04-01T05:59:00Z", "2026-03-02T12:00:00Z", DENVER, 1],
  ] as const)("%s", (_what, completedAt, now, zone, counted) => {
    const rows = [{ completedAt: completedAt === null ? null : new Date(completedAt) }];
    expect(countCompletedInMonth(rows, new Date(now), zone)).toBe(counted);
  });

  it("counts every qualifying project", () => {
    const rows = ["2026-03-01T08:00:00Z", "2026-03-31T20:00:00Z", "2026-02-28T20:00:00Z"].map((iso) => ({ completedAt: new Date(iso) }));
    expect(countCompletedInMonth(rows, new Date("2026-03-10T12:00:00Z"), DENVER)).toBe(2);
  });
});
