// The project contracts' plain-zod shapes stay tied to the table: a response row has exactly its columns, a body
// names only columns, and the client bundle's schemas import no drizzle.
import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertProjectSchema, projectSchema, updateProjectSchema } from "@shared/api/projects";
import { photoMetaSchema } from "@shared/api/photos";
import { projectPhotos, projects } from "@shared/schema";

const columns = (table: Parameters<typeof getTableColumns>[0]) => Object.keys(getTableColumns(table)).sort();

describe("project shapes against the projects table", () => {
  it("a project answer has exactly the table's columns", () => {
    expect(Object.keys(projectSchema.shape).sort()).toEqual(columns(projects));
  });

  it("the create and edit bodies name only columns, and none the server sets", () => {
    const serverSet = ["id", "createdAt", "updatedAt", "completedAt"];
    for (const body of [insertProjectSchema, updateProjectSchema]) {
      const keys = Object.keys(body.shape);
      expect(columns(projects)).toEqual(expect.arrayContaining(keys));
      expect(keys.filter((key) => serverSet.includes(key))).toEqual([]);
      expect(keys.sort()).toEqual(columns(projects).filter((key) => !serverSet.includes(key)));
    }
  });

  it("a photo's metadata is the table's columns without the bytes and the uploader's id, plus its two URLs", () => {
    const hidden = ["data", "thumbnail", "uploadedById"];
    const expected = [...columns(projectPhotos).filter((key) => !hidden.includes(key)), "thumbnailUrl", "url"].sort();
    expect(Object.keys(photoMetaSchema.shape).sort()).toEqual(expected);
  });
});

describe("project bodies", () => {
  const project = { name: "Duplex", location: "Denver", endDate: "2026-09-30" };

  it("names the required fields with their messages", () => {
    const result = insertProjectSchema.safeParse({});
    expect(result.error?.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`)).toEqual([
      "name: Project name is required",
      "location: Location is required",
      "endDate: End date is required",
    ]);
  });

  it.each([
    [{ teamSize: 1.5 }, "Team size must be a whole number"],
    [{ teamSize: 100_001 }, "Team size can be at most 100000"],
    [{ progress: 101 }, "Progress must be between 0 and 100"],
    [{ locationRadius: 100_001 }, "The radius can be at most 100000 metres"],
    [{ name: "x".repeat(201) }, "Name can be at most 200 characters"],
    [{ status: "done" }, "Choose a valid status"],
  ])("refuses %j: %s", (overrides, message) => {
    const result = insertProjectSchema.safeParse({ ...project, ...overrides });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it("fills the optional text and amounts with null and leaves defaults to the database", () => {
    expect(insertProjectSchema.parse(project)).toEqual({
      ...project,
      latitude: null,
      longitude: null,
      description: null,
      budget: null,
      estimatedHours: null,
    });
  });
});
