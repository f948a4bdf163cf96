// Time clock reads and writes: workers and sites to clock at, open and recent entries, reverse geocoding,
// and the dialog/tracker punches (the GPS screen's punches go through the offline queue instead).
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { IDEMPOTENCY_KEY_HEADER } from "@shared/api/constants";
import type {
  ClockInPayload,
  ClockOutPayload,
  ReverseGeocodeResult,
  TimeEntryView,
  WorkerView,
} from "@shared/api/time-clock";
import type { Project } from "@shared/schema";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { newIdempotencyKey } from "./offline-queue";

type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };
export type ProjectView = Json<Project>;
export type { TimeEntryView, WorkerView };

export const timeClockQueries = {
  workers: () => queryOptions<WorkerView[]>({ queryKey: [...queryKeys.workers] as const }),
  projects: () => queryOptions<ProjectView[]>({ queryKey: [...queryKeys.projects] as const }),
  /** GET /api/time-entries?workerId= (newest first). */
  workerEntries: (workerId: number) =>
    queryOptions<TimeEntryView[]>({ queryKey: [...queryKeys.timeEntries, { workerId }] as const }),
  /** GET /api/workers/:id/active-time: the open entry or null. */
  activeEntry: (workerId: number) =>
    queryOptions<TimeEntryView | null>({ queryKey: [...queryKeys.workers, workerId, "active-time"] as const }),
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
    mutationFn: (payload: ClockInPayload) =>
      apiRequest<TimeEntryView>("POST", "/api/time-entries/clock-in", payload, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() },
      }),
    onSettled: invalidate,
  });
}

export function useClockOut() {
  const invalidate = useInvalidateClockData();
  return useMutation({
    mutationFn: (payload: ClockOutPayload) =>
      apiRequest<TimeEntryView>("POST", "/api/time-entries/clock-out", payload, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() },
      }),
    onSettled: invalidate,
  });
}

export function isClockableProject(project: Pick<ProjectView, "status">): boolean {
  return project.status !== "completed";
}
