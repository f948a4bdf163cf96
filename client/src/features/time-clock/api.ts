// Time clock reads and writes: workers and sites to clock at, open and recent entries, reverse geocoding,
// and the dialog/tracker punches (the GPS screen's punches go through the offline queue instead).
import { useMutation } from "@tanstack/react-query";
import { IDEMPOTENCY_KEY_HEADER } from "@shared/api/constants";
import type { BodyOf } from "@shared/api/contract";
import type { TimeEntryView } from "@shared/api/time-clock";
import type { WorkerView } from "@shared/api/workers";
import type { ProjectListItem } from "@shared/api/projects";
import { geocodeApi, projectsApi, timeEntriesApi, workersApi } from "@shared/api/routes";
import { callEndpoint, endpointQuery } from "@/lib/endpoint-client";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { refreshHours } from "@/lib/refresh-hours";

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

/** Dialog and tracker punches: one Idempotency-Key per tap, so a double tap or a retried request stores one punch. */
export function useClockIn() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof timeEntriesApi.clockIn>) =>
      callEndpoint(timeEntriesApi.clockIn, { body }, { headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() } }),
    onSettled: refreshHours,
    meta: { errorToast: { title: "Clock in failed" } },
  });
}

export function useClockOut() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof timeEntriesApi.clockOut>) =>
      callEndpoint(timeEntriesApi.clockOut, { body }, { headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() } }),
    onSettled: refreshHours,
    meta: { errorToast: { title: "Clock out failed" } },
  });
}

export function isClockableProject(project: Pick<ProjectView, "status">): boolean {
  return project.status !== "completed";
}
