// Worker roster reads and writes: the list, create, edit, and the Active switch.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { WorkerView } from "@shared/api/time-clock";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type { WorkerView };

export const workerQueries = {
  list: () => queryOptions<WorkerView[]>({ queryKey: [...queryKeys.workers] as const }),
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
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.workers });
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
