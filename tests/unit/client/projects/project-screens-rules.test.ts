// Pure rules behind the projects and photo screens: form bodies, filters, file checks.
import { afterEach, describe, expect, it, vi } from "vitest";
import { checkImageFile, formatFileSize, uploadFileName } from "@/features/photos/photo-file";
import { activeProjects, filterProjects } from "@/features/projects/project-filters";
import { emptyProjectForm, isMissingRequired, projectFormSchema, toProjectPayload } from "@/features/projects/project-form";
import { getCurrentPosition, LocationError } from "@/lib/geolocation";

const MB = 1024 * 1024;

describe("Add/Edit Project form", () => {
  const base = { ...emptyProjectForm("2026-11-22"), name: "  Highlands  ", location: " 3418 W 32nd Ave ", endDate: "2027-01-31" };

  it("sends trimmed text, team size 0 when blank, radius 100 by default, and no site when coordinates are blank", () => {
    expect(projectFormSchema.safeParse(base).success).toBe(true);
    expect(toProjectPayload(base)).toMatchObject({
      name: "Highlands",
      location: "3418 W 32nd Ave",
      status: "planning",
      startDate: "2026-11-22",
      endDate: "2027-01-31",
      teamSize: 0,
      description: null,
      latitude: null,
      longitude: null,
      locationRadius: 100,
    });
  });

  it("parses team size to an integer and coordinates to numbers", () => {
    const payload = toProjectPayload({ ...base, teamSize: "7", latitude: "39.739236", longitude: "-104.990251", locationRadius: "250" });
    expect(payload).toMatchObject({ teamSize: 7, latitude: 39.739236, longitude: -104.990251, locationRadius: 250 });
  });

  it("asks for the missing required fields (the 'Missing Information' case)", () => {
    const empty = emptyProjectForm("2026-11-22");
    expect(isMissingRequired(empty)).toBe(true);
    expect(isMissingRequired({ ...empty, name: "A", location: "B" })).toBe(true);
    expect(isMissingRequired(base)).toBe(false);
    const result = projectFormSchema.safeParse(empty);
    expect(result.success).toBe(false);
  });

  it("refuses one coordinate without the other, out-of-range coordinates, an end before the start and a negative team", () => {
    const messages = (values: typeof base) => {
      const result = projectFormSchema.safeParse(values);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages({ ...base, latitude: "39.7" })).toContain("Give both latitude and longitude, or neither");
    expect(messages({ ...base, latitude: "91", longitude: "0" })).toContain("Latitude must be a number between -90 and 90");
    expect(messages({ ...base, endDate: "2026-11-01" })).toContain("End date must be on or after the start date");
    expect(messages({ ...base, teamSize: "-1" })).toContain("Team size cannot be negative");
    expect(messages({ ...base, locationRadius: "0" }).length).toBe(1);
  });
});

describe("projects list filters", () => {
  const projects = [
    { id: 1, name: "RiNo Lofts", location: "Brighton Blvd", status: "in-progress" },
    { id: 2, name: "Wash Park Bath", location: "S Gaylord St", status: "completed" },
    { id: 3, name: "Highlands", location: "W 32nd Ave, Denver", status: "planning" },
    { id: 4, name: "Gym", location: "Central Park", status: "delayed" },
  ];

  it("matches name or location case-insensitively, within the chosen status", () => {
    expect(filterProjects(projects, "rino", "all").map((p) => p.id)).toEqual([1]);
    expect(filterProjects(projects, "DENVER", "all").map((p) => p.id)).toEqual([3]);
    expect(filterProjects(projects, "", "completed").map((p) => p.id)).toEqual([2]);
    expect(filterProjects(projects, "park", "completed").map((p) => p.id)).toEqual([2]);
    expect(filterProjects(projects, "park", "planning")).toEqual([]);
  });

  it("the dashboard shows the first three projects that are not completed", () => {
    expect(activeProjects(projects, 3).map((p) => p.id)).toEqual([1, 3, 4]);
  });
});

describe("photo file checks", () => {
  it("refuses non-images and SVG, and files over the path's limit (the limit itself passes)", () => {
    expect(checkImageFile({ type: "application/pdf", size: 10 }, 5 * MB)).toBe("type");
    expect(checkImageFile({ type: "image/svg+xml", size: 10 }, 5 * MB)).toBe("type");
    expect(checkImageFile({ type: "image/png", size: 5 * MB }, 5 * MB)).toBeNull();
    expect(checkImageFile({ type: "image/png", size: 5 * MB + 1 }, 5 * MB)).toBe("size");
    expect(checkImageFile({ type: "image/jpeg", size: 5 * MB + 1 }, 10 * MB)).toBeNull();
  });

  it("names the upload with a timestamp and the original name, and sizes it for people", () => {
    expect(uploadFileName("site.jpg", 1700000000000)).toBe("1700000000000-site.jpg");
    expect(formatFileSize(820)).toBe("820 B");
    expect(formatFileSize(14540)).toBe("14.2 KB");
    expect(formatFileSize(3.4 * MB)).toBe("3.4 MB");
  });
});

describe("location errors", () => {
  afterEach(() => vi.unstubAllGlobals());

  function failingWith(code: number) {
    vi.stubGlobal("navigator", {
      geolocation: {
        getCurrentPosition: (_ok: unknown, fail: (error: { code: number }) => void) =>
          fail({ code, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as never),
      },
    });
    return getCurrentPosition();
  }

  it("uses the spec's messages for the site location button", async () => {
    await expect(failingWith(1)).rejects.toThrow("Location access denied by user");
    await expect(failingWith(2)).rejects.toThrow("Location information is unavailable");
    await expect(failingWith(3)).rejects.toThrow("Location request timed out");
    await expect(failingWith(9)).rejects.toThrow("An unknown error occurred while retrieving location");
    await expect(failingWith(1)).rejects.toBeInstanceOf(LocationError);
  });

  it("says when the browser has no geolocation", async () => {
    vi.stubGlobal("navigator", {});
    await expect(getCurrentPosition()).rejects.toThrow("Geolocation is not supported by this browser");
  });
});
