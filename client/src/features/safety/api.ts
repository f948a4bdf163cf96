// Safety checklists: the list, one checklist with its items, creating one from a template, ticking an item, notes, delete.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ChecklistDetailView, type ChecklistItemView, type ChecklistView, type createChecklistSchema } from "@shared/api/safety";
import type { ProjectListItem } from "@shared/api/projects";
import type { z } from "zod";
import { roleMayAccess } from "@shared/domain/account-roles";
import { checklistProgressPercent, checklistStatus } from "@shared/domain/checklist-status";
import { projectsApi, safetyApi } from "@shared/api/routes";
import { callEndpoint, endpointKey, endpointQuery } from "@/lib/endpoint-client";

export type { ChecklistDetailView, ChecklistItemView, ChecklistView, ProjectListItem };

export const safetyQueries = {
  list: () => endpointQuery(safetyApi.list),
  detail: (id: number) => endpointQuery(safetyApi.get, { params: { id } }),
  /** GET /api/projects for the project choices. */
  projects: () => endpointQuery(projectsApi.list),
};

export type CreateChecklistPayload = z.input<typeof createChecklistSchema>;
const summaryKey = endpointKey(safetyApi.summary);

export function useCreateChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateChecklistPayload) => callEndpoint(safetyApi.create, { body: payload }),
    meta: { errorToast: { title: "Creation Failed" } },
    onSuccess: (checklist) => {
      queryClient.setQueryData(safetyQueries.detail(checklist.id).queryKey, checklist);
      void queryClient.invalidateQueries({ queryKey: safetyQueries.list().queryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: summaryKey });
    },
  });
}

type ItemChange = { itemId: number; isCompleted: boolean };

/** The checklist as it reads with one item changed: status and progress follow the items, as on the server. */
export function withItemChanged(checklist: ChecklistDetailView, change: ItemChange): ChecklistDetailView {
  const items = checklist.items.map((item) =>
    item.id === change.itemId ? { ...item, isCompleted: change.isCompleted } : item,
  );
  const status = checklistStatus(items);
  return {
    ...checklist,
    items,
    status,
    completedCount: items.filter((item) => item.isCompleted).length,
    progressPercent: checklistProgressPercent(items),
    completedAt: status === "completed" ? checklist.completedAt : null,
    completedBy: status === "completed" ? checklist.completedBy : null,
    completedByName: status === "completed" ? checklist.completedByName : null,
  };
}

/**
 * PATCH one item. The tick shows at once and rolls back if the server refuses; the server's answer (who, when,
 * completedAt) is applied when the last of several quick ticks has settled, so answers never undo a later tick.
 */
export function useSetItemCompletion(checklistId: number) {
  const queryClient = useQueryClient();
  const detailKey = safetyQueries.detail(checklistId).queryKey;
  const mutationKey = ["safety-item", checklistId];
  return useMutation({
    mutationKey,
    mutationFn: (change: ItemChange) =>
      callEndpoint(safetyApi.updateItem, { params: { id: checklistId, itemId: change.itemId }, body: { isCompleted: change.isCompleted } }),
    meta: { errorToast: { title: "Update Failed" } },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: detailKey });
      const previous = queryClient.getQueryData<ChecklistDetailView>(detailKey);
      if (previous) queryClient.setQueryData(detailKey, withItemChanged(previous, change));
      return { previousItem: previous?.items.find((item) => item.id === change.itemId) };
    },
    onError: (_error, change, context) => {
      const current = queryClient.getQueryData<ChecklistDetailView>(detailKey);
      if (current && context?.previousItem) {
        queryClient.setQueryData(
          detailKey,
          withItemChanged(current, { itemId: change.itemId, isCompleted: context.previousItem.isCompleted }),
        );
      }
    },
    onSuccess: (checklist, change) => {
      const current = queryClient.getQueryData<ChecklistDetailView>(detailKey);
      const serverItem = checklist.items.find((item) => item.id === change.itemId);
      if (queryClient.isMutating({ mutationKey }) <= 1) {
        queryClient.setQueryData(detailKey, checklist);
      } else if (current && serverItem) {
        queryClient.setQueryData(detailKey, {
          ...current,
          items: current.items.map((item) => (item.id === serverItem.id ? serverItem : item)),
        });
      }
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: detailKey, exact: true });
        void queryClient.invalidateQueries({ queryKey: safetyQueries.list().queryKey, exact: true });
        void queryClient.invalidateQueries({ queryKey: summaryKey });
      }
    },
  });
}

/** After a notes change: the open checklist shows the server's answer; the list re-reads (its notes column). */
function useApplyChecklist() {
  const queryClient = useQueryClient();
  return (checklist: ChecklistDetailView) => {
    queryClient.setQueryData(safetyQueries.detail(checklist.id).queryKey, checklist);
    void queryClient.invalidateQueries({ queryKey: safetyQueries.list().queryKey, exact: true });
  };
}

/** PATCH /api/safety/checklists/:id with { notes } (null clears them). */
export function useSetChecklistNotes(checklistId: number) {
  const apply = useApplyChecklist();
  return useMutation({
    mutationFn: (notes: string | null) => callEndpoint(safetyApi.setNotes, { params: { id: checklistId }, body: { notes } }),
    meta: { errorToast: { title: "Update Failed" } },
    onSuccess: apply,
  });
}

/** PATCH one item's notes alone: its completion stays as it is. */
export function useSetItemNotes(checklistId: number) {
  const apply = useApplyChecklist();
  return useMutation({
    mutationFn: ({ itemId, notes }: { itemId: number; notes: string | null }) =>
      callEndpoint(safetyApi.updateItem, { params: { id: checklistId, itemId }, body: { notes } }),
    meta: { errorToast: { title: "Update Failed" } },
    onSuccess: apply,
  });
}

/** Who is looking: their controls follow the server's rules (shared/api/safety.ts access, and the delete rule). */
export type ChecklistViewer = { id: number; role: string };

/** Crew tick items and note them; a foreman also creates checklists and writes a checklist's own notes. */
export const mayCreateChecklists = (viewer: ChecklistViewer | null) => !!viewer && roleMayAccess(viewer.role, "foreman");
export const mayWriteChecklistNotes = mayCreateChecklists;

/** Deleting is the office's: the checklist's creator or an administrator (the server's rule). */
export function canDeleteChecklist(checklist: Pick<ChecklistView, "createdBy">, viewer: ChecklistViewer | null) {
  return !!viewer && roleMayAccess(viewer.role, "office") && (viewer.role === "admin" || checklist.createdBy === viewer.id);
}

export function useDeleteChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (checklistId: number) => callEndpoint(safetyApi.remove, { params: { id: checklistId } }),
    meta: { errorToast: { title: "Delete Failed" } },
    onSuccess: (_result, checklistId) => {
      queryClient.setQueryData(safetyQueries.list().queryKey, (list) => list?.filter((c) => c.id !== checklistId));
      queryClient.removeQueries({ queryKey: safetyQueries.detail(checklistId).queryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: safetyQueries.list().queryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: summaryKey });
    },
  });
}
