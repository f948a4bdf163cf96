// The shared request shapes of projects: coordinates, patches, progress, the photo upload query (jobs: tests/unit/jobs).
import { describe, expect, it } from "vitest";
import { photoUploadQuerySchema } from "@shared/api/photos";
import { insertProjectSchema, progressUpdateSchema, updateProjectSchema } from "@shared/api/projects";

const project = { name: "Duplex", location: "Denver", endDate: "2026-09-30" };

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

describe("photoUploadQuerySchema", () => {
  it("knows the two upload paths", () => {
    expect(photoUploadQuerySchema.parse({ via: "panel" })).toEqual({ via: "panel" });
    expect(photoUploadQuerySchema.parse({})).toEqual({});
    expect(photoUploadQuerySchema.safeParse({ via: "camera" }).success).toBe(false);
  });
});
