import { describe, expect, it } from "vitest";
import { correctionProblem, type ProposedCorrection } from "@shared/domain/correction-requests";

const AT = "2026-11-24T15:00:00Z";

describe("correctionProblem", () => {
  it.each<[string, ProposedCorrection, string | null]>([
    ["missed clock-out with its time", { kind: "missed_punch", clockOutTime: AT }, null],
    ["missed clock-in with its time", { kind: "missed_punch", clockInTime: AT }, null],
    ["missed punch without a time", { kind: "missed_punch" }, "Give the time of the missed clock-in or clock-out"],
    ["missed punch with only a project", { kind: "missed_punch", projectId: 3 }, "Give the time of the missed clock-in or clock-out"],
    ["wrong time with both times", { kind: "wrong_time", clockInTime: AT, clockOutTime: AT }, null],
    ["wrong time without one", { kind: "wrong_time", clockInTime: null }, "Give the right clock-in or clock-out time"],
    ["wrong project with one", { kind: "wrong_project", projectId: 3 }, null],
    ["wrong project with only times", { kind: "wrong_project", clockInTime: AT }, "Choose the right project"],
  ])("%s", (_label, request, expected) => {
    expect(correctionProblem(request)).toBe(expected);
  });
});
