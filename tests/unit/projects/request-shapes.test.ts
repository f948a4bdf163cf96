// The shared request shapes of projects and jobs: coordinates, hours, clock times, the job list filters, the worker shorthand.
import { describe, expect, it } from "vitest";
import { createJobSchema, jobListQuerySchema, patchJobSchema } from "@shared/api/jobs";
import { photoUploadQuerySchema } from "@shared/api/photos";
import { insertProjectSchema, progressUpdateSchema, updateProjectSchema } from "@shared/api/projects";

const project = { name: "Duplex", location: "Denver", endDate: "2026-09-30" };
const job = { title: "Frame", projectId: 1, scheduledDate: "2026-03-10" };

describe("project coordinates", () => {
  it.each([
    [90, -180, "90.00000000", "-180.00000000"],
    [-90, 180, "-90.00000000", "180.00000000"],
    ["39.7392", " -104.9903 ", "39.73920000", "-104.99030000"],
    [0, 0, "0.00000000", "0.00000000"],
    [null, "", null, null],
  ])("%j, %j are stored as %j, %j", (latitude, longitude, lat, lng) => {
    const parsed = insertProjectSchema.parse({ ...project, latitude, longitude });
    expect(parsed.latitude).toBe(lat);
    expect(parsed.longitude).toBe(lng);
  });

  it.each([[90.000001], [-90.5], ["NaN"], ["1e2"], ["0x10"], [Number.POSITIVE_INFINITY], ["12abc"], [true]])("refuses latitude %j", (latitude) => {
    expect(insertProjectSchema.safeParse({ ...project, latitude, longitude: 0 }).success).toBe(false);
  });
});

describe("project patches", () => {
  it("leave out what is not sent and clear what is sent as null", () => {
    expect(updateProjectSchema.parse({ name: " New " })).toEqual({ name: "New" });
    expect(updateProjectSchema.parse({ budget: null, description: "" })).toEqual({ budget: null, description: null });
  });
});

describe("progressUpdateSchema", () => {
  it.each([[0], [100], [65]])("accepts %j", (progress) => {
    expect(progressUpdateSchema.parse({ progress })).toEqual({ progress, notes: null });
  });
  it.each([[-1], [101], [1.5], ["50"], [Number.NaN], [null]])("refuses %j", (progress) => {
    expect(progressUpdateSchema.safeParse({ progress }).success).toBe(false);
  });
  it("trims notes and drops blank ones", () => {
    expect(progressUpdateSchema.parse({ progress: 1, notes: "  done " }).notes).toBe("done");
    expect(progressUpdateSchema.parse({ progress: 1, notes: " " }).notes).toBeNull();
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

describe("photoUploadQuerySchema", () => {
  it("knows the two upload paths", () => {
    expect(photoUploadQuerySchema.parse({ via: "panel" })).toEqual({ via: "panel" });
    expect(photoUploadQuerySchema.parse({})).toEqual({});
    expect(photoUploadQuerySchema.safeParse({ via: "camera" }).success).toBe(false);
  });
});
