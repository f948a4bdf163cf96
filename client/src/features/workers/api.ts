// Worker roster reads and writes: the list (current or archived), create, edit, the Active switch, archive, delete,
// the CSV roster import, and a worker's history of rate, active and archived changes.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { WorkerView } from "@shared/api/time-clock";
import type { WorkerChangeView } from "@shared/api/workers";
import type { RosterImportResultView, RosterPreviewView } from "@shared/api/worker-import";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type { RosterPreviewView, WorkerChangeView, WorkerView };

export const workerQueries = {
  list: () => queryOptions<WorkerView[]>({ queryKey: [...queryKeys.workers] as const }),
  /** GET /api/workers?archived=true: the Workers screen's Archived filter. */
  archived: () => queryOptions<WorkerView[]>({ queryKey: [...queryKeys.workers, { archived: "true" }] as const }),
  /** GET /api/workers/:id/changes (administrators), newest first. */
  changes: (id: number) => queryOptions<WorkerChangeView[]>({ queryKey: [...queryKeys.workers, id, "changes"] as const }),
};

/** POST /api/workers: hourlyRate as a number or null; empty optional fields as null (SPEC 5). */
export interface CreateWorkerPayload {
  name: string;
  role: string;
  category: string;
  subcategory: string | null;
  phone: string | null;
  email: string | null;
  hourlyRate: number | null;
}

/** PATCH /api/workers/:id: hourlyRate as a string or null, with isActive (SPEC 5). */
export interface UpdateWorkerPayload extends Omit<CreateWorkerPayload, "hourlyRate"> {
  hourlyRate: string | null;
  isActive: boolean;
}

function useInvalidateWorkers() {
  const queryClient = useQueryClient();
  // The payroll week lists rate and active changes, so it is refreshed with the roster.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.workers }),
      queryClient.invalidateQueries({ queryKey: queryKeys.payroll }),
    ]);
}

export function useCreateWorker() {
  const invalidate = useInvalidateWorkers();
  return useMutation({
    mutationFn: (payload: CreateWorkerPayload) => apiRequest<WorkerView>("POST", "/api/workers", payload),
    onSuccess: invalidate,
  });
}

export function useUpdateWorker() {
  const invalidate = useInvalidateWorkers();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: UpdateWorkerPayload }) =>
      apiRequest<WorkerView>("PATCH", `/api/workers/${id}`, payload),
    onSuccess: invalidate,
  });
}

export function useSetWorkerStatus() {
  const invalidate = useInvalidateWorkers();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      apiRequest<WorkerView>("PATCH", `/api/workers/${id}/status`, { isActive }),
    onSuccess: invalidate,
  });
}

/** PATCH /api/workers/:id/archived (administrators). */
export function useSetWorkerArchived() {
  const invalidate = useInvalidateWorkers();
  return useMutation({
    mutationFn: ({ id, archived }: { id: number; archived: boolean }) =>
      apiRequest<WorkerView>("PATCH", `/api/workers/${id}/archived`, { archived }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/workers/:id (administrators); the schedule is refreshed too, as the worker leaves every job. */
export function useDeleteWorker() {
  const invalidate = useInvalidateWorkers();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>("DELETE", `/api/workers/${id}`),
    onSuccess: () => Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: queryKeys.jobs }), queryClient.invalidateQueries({ queryKey: queryKeys.projects })]),
  });
}

/** POST /api/workers/import/preview: checks the file, stores nothing. */
export function usePreviewRoster() {
  return useMutation({ mutationFn: (csv: string) => apiRequest<RosterPreviewView>("POST", "/api/workers/import/preview", { csv }) });
}

/** POST /api/workers/import: every row or none. */
export function useImportRoster() {
  const invalidate = useInvalidateWorkers();
  return useMutation({
    mutationFn: (csv: string) => apiRequest<RosterImportResultView>("POST", "/api/workers/import", { csv }),
    onSuccess: invalidate,
  });
}
