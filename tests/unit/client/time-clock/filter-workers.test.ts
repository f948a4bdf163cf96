// Workers screen search, role and trade filters, and the Trade Categories counts.
import { describe, expect, it } from "vitest";
import { filterWorkers, tradeCounts } from "@/features/workers/filter-workers";

const workers = [
  { name: "Tom Brennan", role: "foreman", category: "Carpentry", isActive: true },
  { name: "Jamal Washington", role: "in-house", category: "Carpentry", isActive: true },
  { name: "Brian Holloway", role: "subcontractor", category: "Electrical", isActive: false },
  { name: "Tyler Jensen", role: "apprentice", category: "electrical", isActive: true },
];
const all = { search: "", role: "all", trade: "all" } as const;

describe("filterWorkers", () => {
  it("searches name, role and category without regard to case", () => {
    expect(filterWorkers(workers, { ...all, search: "TOM" }).map((w) => w.name)).toEqual(["Tom Brennan"]);
    expect(filterWorkers(workers, { ...all, search: "sub" }).map((w) => w.name)).toEqual(["Brian Holloway"]);
    expect(filterWorkers(workers, { ...all, search: "electrical" })).toHaveLength(2);
  });

  it("reads 'in-house' and 'inhouse' as one role", () => {
    expect(filterWorkers(workers, { ...all, role: "inhouse" }).map((w) => w.name)).toEqual(["Jamal Washington"]);
  });

  it("filters by trade without regard to case and combines filters", () => {
    expect(filterWorkers(workers, { ...all, trade: "Electrical" })).toHaveLength(2);
    expect(filterWorkers(workers, { search: "tyler", role: "apprentice", trade: "Electrical" })).toHaveLength(1);
    expect(filterWorkers(workers, { search: "tom", role: "apprentice", trade: "all" })).toHaveLength(0);
  });
});

describe("tradeCounts", () => {
  it("counts each category once whatever its case, most common first", () => {
    expect(tradeCounts(workers)).toEqual([
      { category: "Carpentry", count: 2 },
      { category: "Electrical", count: 2 },
    ]);
  });
});
