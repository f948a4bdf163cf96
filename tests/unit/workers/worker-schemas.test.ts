// The workers and payroll contracts are plain zod (the client bundles them): these keep their shapes tied to the tables.
import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payPeriods, payPeriodVersions, workers } from "@shared/schema";
import { payPeriodSummarySchema } from "@shared/api/payroll";
import { createWorkerSchema, updateWorkerSchema, workerFieldsSchema, workerStatusSchema, workerViewSchema } from "@shared/api/workers";

const columnsOf = (table: Parameters<typeof getTableColumns>[0]) => Object.keys(getTableColumns(table)).sort();
const keysOf = (schema: { shape: object }) => Object.keys(schema.shape).sort();

describe("workers contract shapes", () => {
  it("a worker answer is every column of workers but the PIN's hash, plus whether a PIN is set and its open entry's id", () => {
    expect(columnsOf(workers)).toContain("pinHash");
    expect(keysOf(workerViewSchema)).toEqual([...columnsOf(workers).filter((c) => c !== "pinHash"), "hasPin", "activeTimeEntryId", "account"].sort());
  });

  it("every field a worker is written with is a column of workers, and only the server's are left out", () => {
    const columns = columnsOf(workers);
    for (const schema of [workerFieldsSchema, createWorkerSchema, updateWorkerSchema, workerStatusSchema]) {
      for (const key of keysOf(schema)) expect(columns).toContain(key);
    }
    // The PIN has its own route (PUT /api/workers/:id/pin), which stores only its hash.
    expect(columns.filter((c) => !keysOf(workerFieldsSchema).includes(c)).sort()).toEqual(["archivedAt", "archivedBy", "createdAt", "id", "pinHash"]);
  });

  it("a pay period summary's fields are columns of pay_periods, but the approver's name and the current version's reopening", () => {
    const derived = ["approvedByName", "reopenedAt", "reopenedByName", "reopenReason"];
    for (const key of keysOf(payPeriodSummarySchema).filter((k) => !derived.includes(k))) expect(columnsOf(payPeriods)).toContain(key);
    for (const key of derived) expect(columnsOf(payPeriods)).not.toContain(key);
    // The reopening is the current version's, read with the period (pay-period-lock.repo.ts).
    for (const key of ["reopenedAt", "reopenReason"]) expect(columnsOf(payPeriodVersions)).toContain(key);
  });

  it("keeps the spec's messages", () => {
    const issues = (input: unknown) => createWorkerSchema.safeParse(input).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues({ name: " ", role: "boss", category: "", email: "x", hourlyRate: "1.234", isActive: true })).toEqual([
      ["name", "Name is required"],
      ["role", "Role must be foreman, in-house, subcontractor, supervisor or apprentice"],
      ["category", "Category is required"],
      ["email", "Please enter a valid email address"],
      ["hourlyRate", "Amounts have at most 2 decimals"],
      ["", "Unrecognized key: \"isActive\""],
    ]);
    expect(updateWorkerSchema.parse({ role: "In-House", hourlyRate: 28.5, email: " " })).toEqual({ role: "inhouse", hourlyRate: "28.50", email: null });
    expect(workerStatusSchema.safeParse({ isActive: "yes" }).error?.issues[0].message).toBe("isActive must be true or false");
  });
});
