// Projects: list, detail, team, recent time entries, and the writes that change them, built from the contracts
// (shared/api/projects.ts): one cache key and one type per endpoint.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ProjectDetail, type ProjectListItem, type ProjectTimeEntryItem, type TeamWorker } from "@shared/api/projects";
import type { BodyOf } from "@shared/api/contract";
import { projectsApi, workersApi } from "@shared/api/routes";
import { callEndpoint, endpointKey, endpointQuery } from "@/lib/endpoint-client";
import type { ErrorToast } from "@/lib/mutation-errors";
import { queryKeys } from "@/lib/query-keys";

export type Project = ProjectListItem;
export type ProjectDetails = ProjectDetail;
export type ProjectTimeEntry = ProjectTimeEntryItem;
export type { TeamWorker };

/** A worker of GET /api/workers, as far as the team editor needs it. */
export type WorkerOption = { id: number; name: string; role: string; category: string; isActive: boolean };

export const RECENT_TIME_ENTRIES = 5;

/** POST /api/projects body (PATCH /api/projects/:id takes any subset). */
export type ProjectPayload = BodyOf<typeof projectsApi.create>;

export const projectQueries = {
  list: () => endpointQuery(projectsApi.list),
  detail: (id: number) => endpointQuery(projectsApi.get, { params: { id } }),
  team: (id: number) => endpointQuery(projectsApi.team, { params: { id } }),
  timeEntries: (id: number) =>
    endpointQuery(projectsApi.timeEntries, { params: { id }, query: { limit: String(RECENT_TIME_ENTRIES) } }),
  // The workers contract belongs to the workers feature; until it is shared, this key is read as far as the team needs.
  workers: () => endpointQuery(workersApi.list),
};

/** SPEC 358: the two places progress is changed, with their fixed failure texts. */
export const PROGRESS_DIALOG_FAILURE: ErrorToast = { title: "Update Failed", text: "Failed to update project progress. Please try again." };
export const PROGRESS_INLINE_FAILURE: ErrorToast = { title: "Error", text: "Failed to update project progress" };

const projectsRoot = endpointKey(projectsApi.list);

/**
 * SPEC 7: projects and stats are refetched after a progress change, a creation, an edit or a deletion.
 * Not awaited: a caller's own onSuccess (toast, close, navigate) must run even when the refetch unmounts it.
 */
function useRefetchProjects() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: projectsRoot });
    void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
  };
}

export function useCreateProject() {
  const refetch = useRefetchProjects();
  return useMutation({
    mutationFn: (body: ProjectPayload) => callEndpoint(projectsApi.create, { body }),
    onSuccess: () => refetch(),
    meta: { errorToast: { title: "Creation Failed", text: "Failed to create project. Please try again." } },
  });
}

/** Field errors go next to their fields (the caller's onError); the toast says what the server said. */
export function useUpdateProject(id: number) {
  const refetch = useRefetchProjects();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof projectsApi.update>) => callEndpoint(projectsApi.update, { params: { id }, body }),
    onSuccess: () => {
      refetch();
      // Jobs show the project's name.
      void queryClient.invalidateQueries({ queryKey: queryKeys.jobs });
    },
    meta: { errorToast: { title: "Update Failed" } },
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(projectsApi.remove, { params: { id } }),
    onSuccess: (_data, id) => {
      // The deleted project's own queries are left alone (refetching them would only 404 under the open page);
      // forgetProject drops them once the page has moved on.
      void queryClient.invalidateQueries({ queryKey: projectsRoot, predicate: (query) => query.queryKey[1] !== id });
      void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
      void queryClient.invalidateQueries({ queryKey: queryKeys.jobs });
    },
    // The refusal is also shown inside the confirm dialog (its caller's onError).
    meta: { errorToast: { title: "Delete Failed" } },
  });
}

/** Drops every cached query of a deleted project. */
export function useForgetProject() {
  const queryClient = useQueryClient();
  return (id: number) => queryClient.removeQueries({ queryKey: endpointKey(projectsApi.get, { params: { id } }) });
}

export type ProgressInput = { projectId: number; progress: number; notes?: string };

/** `failure` is the toast of the screen that changes it (PROGRESS_DIALOG_FAILURE or PROGRESS_INLINE_FAILURE). */
export function useUpdateProgress(failure: ErrorToast) {
  const refetch = useRefetchProjects();
  return useMutation({
    mutationFn: ({ projectId, progress, notes }: ProgressInput) =>
      callEndpoint(projectsApi.setProgress, { params: { id: projectId }, body: notes ? { progress, notes } : { progress } }),
    onSuccess: () => refetch(),
    meta: { errorToast: failure },
  });
}

export function useReplaceTeam(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workerIds: number[]) => callEndpoint(projectsApi.replaceTeam, { params: { id }, body: { workerIds } }),
    onSuccess: (team) => {
      queryClient.setQueryData(projectQueries.team(id).queryKey, team);
      void queryClient.invalidateQueries({ queryKey: projectsRoot });
    },
    meta: { errorToast: { title: "Update Failed" } },
  });
}
