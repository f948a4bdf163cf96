// Jobs (shared/api/jobs.ts): by month for the calendar, the next days for 'Upcoming This Week', today for the dashboard;
// create, edit, status, delete.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type JobItem } from "@shared/api/jobs";
import type { BodyOf } from "@shared/api/contract";
import type { JobStatus } from "@shared/domain/statuses";
import { jobsApi, projectsApi, workersApi } from "@shared/api/routes";
import { callEndpoint, endpointKey, endpointQuery } from "@/lib/endpoint-client";

export type Job = JobItem;
export type JobPayload = BodyOf<typeof jobsApi.create>;

export const jobQueries = {
  range: (from: string, to: string) => endpointQuery(jobsApi.list, { query: { from, to } }),
  today: () => endpointQuery(jobsApi.list, { query: { date: "today" } }),
  /** The project list (same key as the projects screens); the job dialog needs id and name. */
  projects: () => endpointQuery(projectsApi.list),
  workers: () => endpointQuery(workersApi.list),
};

/** Not awaited: a caller's own onSuccess must run even when the refetch removes its card. */
function useRefetchJobs() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: endpointKey(jobsApi.list) });
  };
}

export function useCreateJob() {
  const refetch = useRefetchJobs();
  return useMutation({
    mutationFn: (body: JobPayload) => callEndpoint(jobsApi.create, { body }),
    onSuccess: () => refetch(),
    meta: { errorToast: { title: "Scheduling Failed" } },
  });
}

export function useUpdateJob() {
  const refetch = useRefetchJobs();
  return useMutation({
    mutationFn: ({ id, ...body }: BodyOf<typeof jobsApi.update> & { id: number }) => callEndpoint(jobsApi.update, { params: { id }, body }),
    onSuccess: () => refetch(),
    meta: { errorToast: { title: "Update Failed" } },
  });
}

export function useSetJobStatus() {
  const refetch = useRefetchJobs();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: JobStatus }) => callEndpoint(jobsApi.setStatus, { params: { id }, body: { status } }),
    onSuccess: () => refetch(),
    meta: { errorToast: { title: "Update Failed" } },
  });
}

export function useDeleteJob() {
  const refetch = useRefetchJobs();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(jobsApi.remove, { params: { id } }),
    onSuccess: () => refetch(),
    meta: { errorToast: { title: "Delete Failed" } },
  });
}
