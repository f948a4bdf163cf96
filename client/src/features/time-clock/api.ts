// Time clock reads and writes: workers and sites to clock at, open and recent entries, reverse geocoding,
// and the dialog/tracker punches (the GPS screen's punches go through the offline queue instead).
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { IDEMPOTENCY_KEY_HEADER } from "@shared/api/constants";
import type { BodyOf } from "@shared/api/contract";
import type { TimeEntryView } from "@shared/api/time-clock";
import type { ReverseGeocodeResult } from "@shared/api/geocode";
import type { WorkerView } from "@shared/api/workers";
import type { Project } from "@shared/schema";
import { timeEntriesApi } from "@shared/api/routes";
import { callEndpoint, endpointQuery } from "@/lib/endpoint-client";
import { queryKeys } from "@/lib/query-keys";
import { newIdempotencyKey } from "./offline-queue";

type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };
export type ProjectView = Json<Project>;
export type { TimeEntryView, WorkerView };

export const timeClockQueries = {
  workers: () => queryOptions<WorkerView[]>({ queryKey: [...queryKeys.workers] as const }),
  projects: () => queryOptions<ProjectView[]>({ queryKey: [...queryKeys.projects] as const }),
  /** GET /api/time-entries?workerId= (newest first). */
  workerEntries: (workerId: number) => endpointQuery(timeEntriesApi.list, { query: { workerId } }),
  /** GET /api/workers/:id/active-time: the open entry or null. */
  activeEntry: (workerId: number) => endpointQuery(timeEntriesApi.workerActive, { params: { workerId } }),
  reverseGeocode: (latitude: number, longitude: number) =>
    queryOptions<ReverseGeocodeResult>({
      // Rounded to ~11 m so small jitters of the same fix reuse one lookup.
      queryKey: [...queryKeys.reverseGeocode, { lat: latitude.toFixed(4), lng: longitude.toFixed(4) }] as const,
    }),
};

export function useInvalidateClockData() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.timeEntries });
    void queryClient.invalidateQueries({ queryKey: queryKeys.workers });
    void queryClient.invalidateQueries({ queryKey: queryKeys.payroll });
  };
}

/** Dialog and tracker punches: one Idempotency-Key per tap, so a double tap or a retried request stores one punch. */
export function useClockIn() {
  const invalidate = useInvalidateClockData();
  return useMutation({
    mutationFn: (body: BodyOf<typeof timeEntriesApi.clockIn>) =>
      callEndpoint(timeEntriesApi.clockIn, { body }, { headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() } }),
    onSettled: invalidate,
    meta: { errorToast: { title: "Clock in failed" } },
  });
}

export function useClockOut() {
  const invalidate = useInvalidateClockData();
  return useMutation({
    mutationFn: (body: BodyOf<typeof timeEntriesApi.clockOut>) =>
      callEndpoint(timeEntriesApi.clockOut, { body }, { headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() } }),
    onSettled: invalidate,
    meta: { errorToast: { title: "Clock out failed" } },
  });
}

export function isClockableProject(project: Pick<ProjectView, "status">): boolean {
  return project.status !== "completed";
}
