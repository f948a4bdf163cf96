// What a new version of an approved period changed per worker (shared/domain/period-versions.ts).
import { describe, expect, it } from "vitest";
import { versionDifferences, type VersionWorkerFigures } from "@shared/domain/period-versions";

const ana = (figures: Partial<VersionWorkerFigures> = {}): VersionWorkerFigures => ({
  workerId: 1,
  workerName: "Ana Reyes",
  regularHours: 40,
  overtimeHours: 0,
  doubleTimeHours: 0,
  grossPay: "1200.00",
  ...figures,
});
const ben = (figures: Partial<VersionWorkerFigures> = {}): VersionWorkerFigures => ({
  workerId: 2,
  workerName: "Ben Cho",
  regularHours: 32,
  overtimeHours: 0,
  doubleTimeHours: 0,
  grossPay: "800.00",
  ...figures,
});

describe("versionDifferences", () => {
  it.each([
    ["the first version has nothing before it", null, [ana()], []],
    ["the same figures are no difference", [ana(), ben()], [ben(), ana()], []],
    ["hours equal to the hundredth are the same", [ana({ regularHours: 0.1 + 0.2 })], [ana({ regularHours: 0.3 })], []],
    ["gross written two ways is the same", [ana({ grossPay: "1200" })], [ana({ grossPay: "1200.00" })], []],
    ["overtime added is a change", [ana()], [ana({ overtimeHours: 1, grossPay: "1245.00" })], [{ workerId: 1, workerName: "Ana Reyes", before: ana(), after: ana({ overtimeHours: 1, grossPay: "1245.00" }) }]],
    ["a cent of gross is a change", [ana()], [ana({ grossPay: "1200.01" })], [{ workerId: 1, workerName: "Ana Reyes", before: ana(), after: ana({ grossPay: "1200.01" }) }]],
    ["a worker added", [ana()], [ana(), ben()], [{ workerId: 2, workerName: "Ben Cho", before: null, after: ben() }]],
    ["a worker removed", [ana(), ben()], [ana()], [{ workerId: 2, workerName: "Ben Cho", before: ben(), after: null }]],
    [
      "listed by name",
      [ben(), ana()],
      [ben({ regularHours: 33 }), ana({ doubleTimeHours: 2 })],
      [
        { workerId: 1, workerName: "Ana Reyes", before: ana(), after: ana({ doubleTimeHours: 2 }) },
        { workerId: 2, workerName: "Ben Cho", before: ben(), after: ben({ regularHours: 33 }) },
      ],
    ],
  ])("%s", (_name, previous, current, expected) => {
    expect(versionDifferences(previous, current)).toEqual(expected);
  });
});
