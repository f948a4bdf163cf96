// Time clock reads and writes: workers and sites to clock at, open and recent entries, reverse geocoding,
// (every punch, the dialog's and the tracker's included, goes through the offline queue: use-worker-clock.ts).
import type { TimeEntryView } from "@shared/api/time-clock";
import type { WorkerView } from "@shared/api/workers";
import type { ProjectListItem } from "@shared/api/projects";
import { geocodeApi, projectsApi, timeEntriesApi, workersApi } from "@shared/api/routes";
import { endpointQuery } from "@/lib/endpoint-client";

export type ProjectView = ProjectListItem;
export type { TimeEntryView, WorkerView };

export const timeClockQueries = {
  workers: () => endpointQuery(workersApi.list),
  projects: () => endpointQuery(projectsApi.list),
  /** GET /api/time-entries?workerId= (newest first). */
  workerEntries: (workerId: number) => endpointQuery(timeEntriesApi.list, { query: { workerId } }),
  /** GET /api/workers/:id/active-time: the open entry or null. */
  activeEntry: (workerId: number) => endpointQuery(timeEntriesApi.workerActive, { params: { workerId } }),
  reverseGeocode: (latitude: number, longitude: number) =>
    // Rounded to ~11 m so small jitters of the same fix reuse one lookup.
    endpointQuery(geocodeApi.reverse, { query: { lat: latitude.toFixed(4), lng: longitude.toFixed(4) } }),
};

export function isClockableProject(project: Pick<ProjectView, "status">): boolean {
  return project.status !== "completed";
}
