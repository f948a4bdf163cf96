import { describe, expect, it } from "vitest";
import { createScopeService, projectFilter, seesProject, seesWorker, workerFilter } from "../../../server/modules/scope/scope.service";

// Teams: project 1 has workers 10 and 11; project 2 has 10 and 12; project 3 has 13.
const TEAMS: Record<number, number[]> = { 1: [10, 11], 2: [10, 12], 3: [13] };
const scopes = createScopeService({
  projectIdsOfWorker: async (workerId) => Object.keys(TEAMS).map(Number).filter((p) => TEAMS[p].includes(workerId)),
  workerIdsOnProjects: async (projectIds) => [...new Set(projectIds.flatMap((p) => TEAMS[p] ?? []))],
});

describe("scopes.of", () => {
  it.each([
    ["admin", 10, null, null],
    ["user", null, null, null],
    ["foreman", 10, [1, 2], [10, 11, 12]],
    ["foreman", 13, [3], [13]],
    ["crew", 11, [1], [11]],
    ["crew", 99, [], [99]],
    ["foreman", null, [], []],
    ["crew", null, [], []],
    // A role this build does not know is treated as the narrowest.
    ["owner", 10, [1, 2], [10]],
  ] as const)("%s linked to worker %s sees projects %j and workers %j", async (role, workerId, projects, workers) => {
    const scope = await scopes.of({ role, workerId });
    expect(projectFilter(scope)?.sort()).toEqual(projects === null ? undefined : [...projects]);
    expect(workerFilter(scope)?.sort()).toEqual(workers === null ? undefined : [...workers]);
  });

  it("answers per id the same as the filters", async () => {
    const foreman = await scopes.of({ role: "foreman", workerId: 10 });
    expect([1, 2, 3].map((p) => seesProject(foreman, p))).toEqual([true, true, false]);
    expect([10, 11, 12, 13].map((w) => seesWorker(foreman, w))).toEqual([true, true, true, false]);
    const office = await scopes.of({ role: "user", workerId: null });
    expect(seesProject(office, 3) && seesWorker(office, 13)).toBe(true);
  });
});
