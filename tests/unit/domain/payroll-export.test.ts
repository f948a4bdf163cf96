import { describe, expect, it } from "vitest";
import { adpFileNumberProblems, gustoHours, gustoProblems, mappingProblems, type GustoIdentity } from "../../../shared/domain/payroll-export";

const named = (first: string | null, last: string | null, id: string | null = null): GustoIdentity => ({ gustoFirstName: first, gustoLastName: last, gustoEmployeeId: id });
const worker = (workerId: number, workerName: string, rates: string[] = ["30.00"]) => ({ workerId, workerName, rates });

describe("gustoProblems", () => {
  it.each([
    ["a first and last name", named("Ana", "Reyes"), []],
    ["an employee id alone", named(null, null, "7f3a"), []],
    ["nothing mapped", undefined, ["identity_missing"]],
    ["a first name without the last", named("Ana", null), ["identity_missing"]],
    ["empty names", named("", ""), ["identity_missing"]],
  ])("one worker with %s", (_name, identity, codes) => {
    const identities = new Map(identity ? [[1, identity]] : []);
    expect(gustoProblems([worker(1, "Ana Reyes")], identities).map((p) => p.code)).toEqual(codes);
  });

  it.each([
    ["the same name, any case", named("ana", "REYES"), ["identity_shared", "identity_shared"]],
    ["the same name, the second with an id", named("Ana", "Reyes", "9b"), []],
    ["another name", named("Ana", "Reyes-Cho"), []],
  ])("two workers, the second with %s", (_name, second, codes) => {
    const identities = new Map([
      [1, named("Ana", "Reyes")],
      [2, second],
    ]);
    expect(gustoProblems([worker(1, "Ana Reyes"), worker(2, "Ana M. Reyes")], identities).map((p) => [p.code, p.workerId])).toEqual(
      codes.map((code, index) => [code, index + 1]),
    );
  });

  it("says a worker paid at two rates cannot go as hours only, and where to fix each problem", () => {
    const [problem] = gustoProblems([worker(4, "Ben Cho", ["25.00", "30.00"])], new Map([[4, named("Ben", "Cho")]]));
    expect(problem).toEqual({
      code: "two_rates",
      message: "Ben Cho worked at 2 rates this period (25.00, 30.00): Gusto's file carries hours only, paid at the one rate Gusto holds, so enter this worker's pay in Gusto by hand or correct the rates",
      workerId: 4,
      fixAt: "/workers?payrollIdentity=4",
    });
  });
});

describe("gustoHours", () => {
  it.each([
    [0, ""],
    [8, "8.00"],
    [1.25, "1.25"],
  ])("%d h is written %j (never a 0: Gusto's upload would overwrite with it)", (hours, text) => {
    expect(gustoHours(hours)).toBe(text);
  });
});

describe("mappingProblems", () => {
  const period = (changes: Partial<{ regularHours: number; overtimeHours: number; doubleTimeHours: number; mealPremiumCents: number }> = {}) => ({
    regularHours: 40,
    overtimeHours: 0,
    doubleTimeHours: 0,
    mealPremiumCents: 0,
    ...changes,
  });
  const mapping = (companyCode: string | null, earningCodes = {}) => ({ companyCode, earningCodes });
  it.each([
    ["ADP, mapped, a week without double time or a premium", "adp-wfn", mapping("K7X"), period(), []],
    ["ADP without its company code", "adp-wfn", mapping(null), period(), ["company_code_missing"]],
    ["ADP, a week with double time and no code for it", "adp-wfn", mapping("K7X"), period({ doubleTimeHours: 1 }), ["earning_code_missing"]],
    ["ADP, a paid meal premium with its code", "adp-wfn", mapping("K7X", { meal_premium: "MP" }), period({ mealPremiumCents: 2500 }), []],
    ["Paychex asks a pay component for regular hours too", "paychex-spi", mapping("7001"), period(), ["earning_code_missing"]],
    ["Paychex, a week of overtime only", "paychex-spi", mapping("7001", { overtime: "OT" }), period({ regularHours: 0, overtimeHours: 3 }), []],
    ["Gusto asks for no mapping", "gusto-csv", null, period({ doubleTimeHours: 2 }), []],
  ] as const)("%s", (_name, profile, value, earnings, codes) => {
    expect(mappingProblems(profile, value, earnings, "The provider").map((p) => p.code)).toEqual(codes);
  });
});

describe("adpFileNumberProblems", () => {
  it.each([
    ["each their own", [["1", "004512"], ["2", "004513"]], []],
    ["one without", [["1", "004512"], ["2", null]], [["identity_missing", 2]]],
    ["two sharing one", [["1", "004512"], ["2", "004512"]], [["identity_shared", 1], ["identity_shared", 2]]],
  ] as const)("two workers, %s", (_name, numbers, problems) => {
    const fileNumbers = new Map(numbers.map(([id, number]) => [Number(id), number]));
    expect(adpFileNumberProblems([worker(1, "Ana"), worker(2, "Ben")], fileNumbers).map((p) => [p.code, p.workerId])).toEqual(problems);
  });
});
