// The roster and payroll cache keys come from the contracts: other screens that read /api/workers and the payroll week
// (time clock, schedule, the company time zone) share these entries, and one invalidation prefix must reach them all.
import { describe, expect, it } from "vitest";
import { payrollApi } from "@shared/api/payroll";
import { workersApi } from "@shared/api/workers";
import { endpointKey } from "@/lib/endpoint-client";
import { workerQueries } from "@/features/workers/api";
import { payrollCsvUrl, payrollQueries } from "@/features/timesheets/payroll-api";

describe("roster and payroll query keys", () => {
  it("are the URLs the screens read, under the roots their writes invalidate", () => {
    expect(workerQueries.list().queryKey).toEqual(["/api/workers"]);
    expect(workerQueries.archived().queryKey).toEqual(["/api/workers", { archived: "true" }]);
    expect(workerQueries.changes(5).queryKey).toEqual(["/api/workers", 5, "changes"]);
    expect(payrollQueries.week("2026-03-02").queryKey).toEqual(["/api/payroll", { weekOf: "2026-03-02" }]);
    expect(payrollQueries.payChanges("2026-03-02").queryKey).toEqual(["/api/payroll", "pay-changes", { weekOf: "2026-03-02" }]);
    expect(payrollQueries.settings().queryKey).toEqual(["/api/settings", "payroll"]);
    const roots = [endpointKey(workersApi.list), endpointKey(payrollApi.week)];
    expect(roots).toEqual([["/api/workers"], ["/api/payroll"]]);
  });

  it("the history follows every page (it is a paged list); the others are one read", () => {
    expect(typeof workerQueries.changes(5).queryFn).toBe("function");
    expect(workerQueries.list().queryFn).toBeUndefined();
  });

  it("the CSV links carry the week", () => {
    expect(payrollCsvUrl("workers", "2026-03-02")).toBe("/api/payroll/export.csv?weekOf=2026-03-02");
    expect(payrollCsvUrl("entries", "2026-03-02")).toBe("/api/payroll/entries.csv?weekOf=2026-03-02");
  });
});
