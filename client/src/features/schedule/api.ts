// Jobs: by month for the calendar, the next days for 'Upcoming This Week', today for the dashboard; create, edit, status, delete.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { JobItem } from "@shared/api/projects";
import type { JobPriority, JobStatus } from "@shared/domain/statuses";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type Job = Omit<JobItem, "createdAt"> & { createdAt: string };

export type JobPayload = {
  title: string;
  projectId: number;
  scheduledDate: string;
  scheduledTime: string | null;
  estimatedHours: string | null;
  priority: JobPriority;
  status?: JobStatus;
  assignedWorkerIds: number[];
  description: string | null;
};

export const jobQueries = {
  range: (from: string, to: string) => queryOptions<Job[]>({ queryKey: [...queryKeys.jobs, { from, to }] }),
  today: () => queryOptions<Job[]>({ queryKey: [...queryKeys.jobs, { date: "today" }] }),
  /** The project list (same key as the projects screens); the job dialog needs id and name. */
  projects: () => queryOptions<{ id: number; name: string; status: string }[]>({ queryKey: [...queryKeys.projects] }),
  workers: () => queryOptions<{ id: number; name: string; role: string; category: string; isActive: boolean }[]>({ queryKey: [...queryKeys.workers] }),
};

/** Not awaited: a caller's own onSuccess must run even when the refetch removes its card. */
function useRefetchJobs() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.jobs });
  };
}

export function useCreateJob() {
  const refetch = useRefetchJobs();
  return useMutation({
    mutationFn: (payload: JobPayload) => apiRequest<Job>("POST", "/api/jobs", payload),
    onSuccess: () => refetch(),
  });
}

export function useUpdateJob() {
  const refetch = useRefetchJobs();
  return useMutation({
    mutationFn: ({ id, ...payload }: Partial<JobPayload> & { id: number }) => apiRequest<Job>("PATCH", `/api/jobs/${id}`, payload),
    onSuccess: () => refetch(),
  });
}

export function useSetJobStatus() {
  const refetch = useRefetchJobs();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: JobStatus }) => apiRequest<Job>("PATCH", `/api/jobs/${id}/status`, { status }),
    onSuccess: () => refetch(),
  });
}

export function useDeleteJob() {
  const refetch = useRefetchJobs();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>("DELETE", `/api/jobs/${id}`),
    onSuccess: () => refetch(),
  });
}
