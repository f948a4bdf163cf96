// A job site for the GPS journeys: a project in progress made by the admin through the real route, with its position
// and geofence radius (each journey keeps its sites far from every other journey's); returns its id.
import { type APIRequestContext, expect } from "@playwright/test";

export interface SitePosition {
  latitude: number;
  longitude: number;
  radius: number;
}

export async function createSiteProject(admin: APIRequestContext, name: string, site: SitePosition, location: string): Promise<number> {
  const res = await admin.post("/api/projects", {
    data: { name, location, status: "in-progress", endDate: "2030-12-31", latitude: site.latitude, longitude: site.longitude, locationRadius: site.radius },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}
