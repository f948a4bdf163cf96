import { describe, expect, it } from "vitest";
import { correctionProblem, requestAlreadyMet, type ProposedCorrection } from "@shared/domain/correction-requests";

const AT = "2026-11-24T15:00:00Z";

describe("correctionProblem", () => {
  it.each<[string, ProposedCorrection, string | null]>([
    ["missed clock-out with its time", { kind: "missed_punch", clockOutTime: AT }, null],
    ["missed clock-in with its time", { kind: "missed_punch", clockInTime: AT }, null],
    ["missed punch without a time", { kind: "missed_punch" }, "Give the time of the missed clock-in or clock-out"],
    ["missed punch with only a project", { kind: "missed_punch", projectId: 3 }, "Give the time of the missed clock-in or clock-out"],
    ["wrong time with both times", { kind: "wrong_time", clockInTime: AT, clockOutTime: AT }, null],
    ["wrong time without one", { kind: "wrong_time", clockInTime: null }, "Give the right clock-in or clock-out time, or the right breaks"],
    ["wrong time with only breaks", { kind: "wrong_time", breaks: [] }, null],
    ["missed punch with only breaks", { kind: "missed_punch", breaks: [{ kind: "meal", startTime: AT, endTime: AT }] }, null],
    ["wrong project with one", { kind: "wrong_project", projectId: 3 }, null],
    ["wrong project with only times", { kind: "wrong_project", clockInTime: AT }, "Choose the right project"],
  ])("%s", (_label, request, expected) => {
    expect(correctionProblem(request)).toBe(expected);
  });
});

describe("requestAlreadyMet (issue 26 item 8)", () => {
  const at = (hhmm: string) => new Date(`2026-03-11T${hhmm}:00Z`);
  const meal = { kind: "meal" as const, startedAt: at("18:00"), endedAt: at("18:30") };
  const entry = { clockInTime: at("14:00"), clockOutTime: at("22:00"), projectId: 3, breaks: [meal] };
  const none = { proposedBreaks: null };
  const asked = (start: string, end: string) => [{ kind: "meal" as const, startTime: at(start).toISOString(), endTime: at(end).toISOString() }];
  it.each([
    { name: "the clock-out it asks for is there", request: { clockInTime: null, clockOutTime: at("22:00"), proposedProjectId: null, ...none }, met: true },
    { name: "another clock-out", request: { clockInTime: null, clockOutTime: at("23:00"), proposedProjectId: null, ...none }, met: false },
    { name: "both times there", request: { clockInTime: at("14:00"), clockOutTime: at("22:00"), proposedProjectId: null, ...none }, met: true },
    { name: "another clock-in", request: { clockInTime: at("13:00"), clockOutTime: null, proposedProjectId: null, ...none }, met: false },
    { name: "the project it asks for", request: { clockInTime: null, clockOutTime: null, proposedProjectId: 3, ...none }, met: true },
    { name: "another project", request: { clockInTime: null, clockOutTime: null, proposedProjectId: 4, ...none }, met: false },
    { name: "the breaks it asks for", request: { clockInTime: null, clockOutTime: null, proposedProjectId: null, proposedBreaks: asked("18:00", "18:30") }, met: true },
    { name: "other breaks", request: { clockInTime: null, clockOutTime: null, proposedProjectId: null, proposedBreaks: asked("18:00", "18:45") }, met: false },
    { name: "no breaks where it has one", request: { clockInTime: null, clockOutTime: null, proposedProjectId: null, proposedBreaks: [] }, met: false },
  ])("$name: met $met", ({ request, met }) => {
    expect(requestAlreadyMet(request, entry)).toBe(met);
  });
  it("an entry still open never has the clock-out asked for", () => {
    expect(requestAlreadyMet({ clockInTime: null, clockOutTime: at("22:00"), proposedProjectId: null, ...none }, { ...entry, clockOutTime: null })).toBe(false);
  });
});
