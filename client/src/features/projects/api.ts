// Projects: list, detail, team, recent time entries, dashboard stats, and the writes that change them.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  DashboardStats,
  ProgressUpdateItem,
  ProjectDetail,
  ProjectListItem,
  ProjectTimeEntryItem,
  TeamWorker,
} from "@shared/api/projects";
import type { ProjectStatus } from "@shared/domain/statuses";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** What JSON makes of a row: instants arrive as ISO strings. */
export type Wire<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export type Project = Wire<ProjectListItem>;
export type ProjectDetails = Wire<Omit<ProjectDetail, "progressUpdates">> & { progressUpdates: Wire<ProgressUpdateItem>[] };
export type ProjectTimeEntry = Wire<ProjectTimeEntryItem>;
export type { DashboardStats, TeamWorker };

/** A worker of GET /api/workers, as far as the team editor needs it. */
export type WorkerOption = { id: number; name: string; role: string; category: string; isActive: boolean };

export const RECENT_TIME_ENTRIES = 5;

/** POST /api/projects and PATCH /api/projects/:id bodies (PATCH takes any subset). */
export type ProjectPayload = {
  name: string;
  location: string;
  status: ProjectStatus;
  startDate: string | null;
  endDate: string;
  teamSize: number;
  description: string | null;
  latitude: number | null;
  longitude: number | null;
  locationRadius: number | null;
  budget?: string | null;
  estimatedHours?: string | null;
  progress?: number;
};

export const projectQueries = {
  list: () => queryOptions<Project[]>({ queryKey: [...queryKeys.projects] }),
  detail: (id: number) => queryOptions<ProjectDetails>({ queryKey: [...queryKeys.projects, id] }),
  team: (id: number) => queryOptions<TeamWorker[]>({ queryKey: [...queryKeys.projects, id, "workers"] }),
  timeEntries: (id: number) =>
    queryOptions<ProjectTimeEntry[]>({
      queryKey: [...queryKeys.projects, id, "time-entries", { limit: RECENT_TIME_ENTRIES }],
    }),
  stats: () => queryOptions<DashboardStats>({ queryKey: [...queryKeys.stats] }),
  workers: () => queryOptions<WorkerOption[]>({ queryKey: [...queryKeys.workers] }),
};

/**
 * SPEC 7: projects and stats are refetched after a progress change, a creation, an edit or a deletion.
 * Not awaited: a caller's own onSuccess (toast, close, navigate) must run even when the refetch unmounts it.
 */
function useRefetchProjects() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.projects });
    void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
  };
}

export function useCreateProject() {
  const refetch = useRefetchProjects();
  return useMutation({
    mutationFn: (payload: ProjectPayload) => apiRequest<Project>("POST", "/api/projects", payload),
    onSuccess: () => refetch(),
  });
}

export function useUpdateProject(id: number) {
  const refetch = useRefetchProjects();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: Partial<ProjectPayload>) => apiRequest<Project>("PATCH", `/api/projects/${id}`, payload),
    onSuccess: () => {
      refetch();
      // Jobs show the project's name.
      void queryClient.invalidateQueries({ queryKey: queryKeys.jobs });
    },
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>("DELETE", `/api/projects/${id}`),
    onSuccess: (_data, id) => {
      // The deleted project's own queries are left alone (refetching them would only 404 under the open page);
      // forgetProject drops them once the page has moved on.
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects, predicate: (query) => query.queryKey[1] !== id });
      void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
      void queryClient.invalidateQueries({ queryKey: queryKeys.jobs });
    },
  });
}

/** Drops every cached query of a deleted project. */
export function useForgetProject() {
  const queryClient = useQueryClient();
  return (id: number) => queryClient.removeQueries({ queryKey: [...queryKeys.projects, id] });
}

export type ProgressInput = { projectId: number; progress: number; notes?: string };

export function useUpdateProgress() {
  const refetch = useRefetchProjects();
  return useMutation({
    mutationFn: ({ projectId, progress, notes }: ProgressInput) =>
      apiRequest<Project>("PATCH", `/api/projects/${projectId}/progress`, notes ? { progress, notes } : { progress }),
    onSuccess: () => refetch(),
  });
}

export function useReplaceTeam(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workerIds: number[]) => apiRequest<TeamWorker[]>("PUT", `/api/projects/${id}/workers`, { workerIds }),
    onSuccess: (team) => {
      queryClient.setQueryData(projectQueries.team(id).queryKey, team);
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects });
    },
  });
}
