// The schedule's shared shapes (shared/api/jobs.ts): clock times, hours, text limits, the worker shorthand, the list
// filters, and the request and answer schemas held to the jobs table's columns so they cannot drift from it.
import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createJobSchema, jobFieldsSchema, jobItemSchema, jobListQuerySchema, jobStatusSchema, patchJobSchema } from "@shared/api/jobs";
import { jobs } from "@shared/schema";

const job = { title: "Frame", projectId: 1, scheduledDate: "2026-03-10" };
const columns = Object.keys(getTableColumns(jobs));

describe("the schemas and the jobs table", () => {
  it("a job's fields are the table's columns less the id and creation time", () => {
    expect(Object.keys(jobFieldsSchema.shape).sort()).toEqual(columns.filter((c) => c !== "id" && c !== "createdAt").sort());
  });
  it("the status body is a column", () => {
    expect(Object.keys(jobStatusSchema.shape).every((key) => columns.includes(key))).toBe(true);
  });
  it("the answer is every column plus the project's name and the workers", () => {
    expect(Object.keys(jobItemSchema.shape).sort()).toEqual([...columns, "projectName", "assignedWorkerId", "assignedWorkers"].sort());
  });
});

describe("job text", () => {
  it("keeps the title and description within their limits, with the form's messages", () => {
    const long = createJobSchema.safeParse({ ...job, title: "t".repeat(201), description: "d".repeat(5001) });
    expect(long.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["title", "Title can be at most 200 characters"],
      ["description", "Description can be at most 5000 characters"],
    ]);
    expect(createJobSchema.parse({ ...job, title: ` ${"t".repeat(200)} `, description: "d".repeat(5000) }).title).toHaveLength(200);
  });
  it("refuses a blank title and stores a blank description as none", () => {
    expect(createJobSchema.safeParse({ ...job, title: "  " }).error?.issues[0].message).toBe("Title is required");
    expect(createJobSchema.parse({ ...job, description: "  " }).description).toBeNull();
  });
});

describe("job clock times and hours", () => {
  it.each(["00:00", "07:30", "23:59"])("accepts %s", (scheduledTime) => {
    expect(createJobSchema.parse({ ...job, scheduledTime }).scheduledTime).toBe(scheduledTime);
  });
  it.each(["24:00", "7:30", "07:60", "0730", "07:30:00", "7pm"])("refuses %s", (scheduledTime) => {
    expect(createJobSchema.safeParse({ ...job, scheduledTime }).success).toBe(false);
  });
  it.each([
    [6, "6.00"],
    ["2.5", "2.50"],
    [9999.99, "9999.99"],
  ])("stores %j hours as %j", (estimatedHours, stored) => {
    expect(createJobSchema.parse({ ...job, estimatedHours }).estimatedHours).toBe(stored);
  });
  it.each([[10000], [-1], [1.234], ["abc"], ["-2"]])("refuses %j hours", (estimatedHours) => {
    expect(createJobSchema.safeParse({ ...job, estimatedHours }).success).toBe(false);
  });
});

describe("the assignedWorkerId shorthand", () => {
  it("becomes the first of assignedWorkerIds, without duplicates", () => {
    expect(createJobSchema.parse({ ...job, assignedWorkerId: 3 }).assignedWorkerIds).toEqual([3]);
    expect(createJobSchema.parse({ ...job, assignedWorkerId: 3, assignedWorkerIds: [1, 3, 2] }).assignedWorkerIds).toEqual([3, 1, 2]);
    expect(createJobSchema.parse({ ...job, assignedWorkerId: null }).assignedWorkerIds).toEqual([]);
    expect(createJobSchema.parse(job)).not.toHaveProperty("assignedWorkerId");
  });
  it("leaves a patch without it untouched, and clears with null", () => {
    expect(patchJobSchema.parse({ title: "x" })).toEqual({ title: "x" });
    expect(patchJobSchema.parse({ assignedWorkerId: null })).toEqual({ assignedWorkerIds: [] });
  });
});

describe("jobListQuerySchema", () => {
  it.each([
    [{}],
    [{ date: "today" }],
    [{ date: "2026-02-28" }],
    [{ from: "2026-01-01", to: "2026-01-01" }],
    [{ from: "2024-01-01", to: "2024-12-31" }],
  ])("accepts %j", (query) => {
    expect(jobListQuerySchema.safeParse(query).success).toBe(true);
  });
  it.each([
    [{ date: "tomorrow" }],
    [{ date: "2026-02-29" }],
    [{ from: "2026-01-01" }],
    [{ from: "2026-01-02", to: "2026-01-01" }],
    [{ from: "2025-01-01", to: "2026-01-02" }],
    [{ date: "today", from: "2026-01-01", to: "2026-01-02" }],
    [{ page: "2" }],
  ])("refuses %j", (query) => {
    expect(jobListQuerySchema.safeParse(query).success).toBe(false);
  });
});
