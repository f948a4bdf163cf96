// Materials queries and mutations from the contracts (shared/api/materials.ts): the list, one material's stock
// movements (every page), add/edit/delete and recording a movement.
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { type MaterialTransactionView, type MaterialView } from "@shared/api/materials";
import { materialsApi, projectsApi } from "@shared/api/routes";
import { callEndpoint, endpointKey, endpointQuery } from "@/lib/endpoint-client";
import { queryKeys } from "@/lib/query-keys";
import type { MaterialPayload, TransactionPayload } from "./material-form";

export type { MaterialTransactionView, MaterialView };

/**
 * Who is looking: the office (every action, costs and values) or a foreman (stock levels, their projects' movements
 * and Record use on their projects; the server sends them no money and refuses them any other change).
 */
export type MaterialsAccess = "office" | "foreman";

export const materialQueries = {
  list: () => endpointQuery(materialsApi.list),
  transactions: (materialId: number) => endpointQuery(materialsApi.transactions, { params: { id: materialId } }),
  /** GET /api/projects for the Transaction dialog's project select (a foreman's: their own projects). */
  projects: () => endpointQuery(projectsApi.list),
};

/** Stock or minimum levels changed: the list, the bell and any project's material use may read differently now. */
function invalidateAfterStockChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: endpointKey(materialsApi.list) });
  void queryClient.invalidateQueries({ queryKey: [...queryKeys.notifications] });
  void queryClient.invalidateQueries({
    queryKey: [...queryKeys.projects],
    predicate: (query) => query.queryKey[2] === "materials" || query.queryKey[2] === "material-usage",
  });
}

function replaceInList(queryClient: QueryClient, material: MaterialView) {
  queryClient.setQueryData(materialQueries.list().queryKey, (list) =>
    list?.map((item) => (item.id === material.id ? material : item)),
  );
}

export function useCreateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: MaterialPayload) => callEndpoint(materialsApi.create, { body: payload }),
    meta: { errorToast: { title: "Creation Failed", fallback: "Failed to create material. Please try again." } },
    onSuccess: () => invalidateAfterStockChange(queryClient),
  });
}

export function useUpdateMaterial(materialId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: Omit<MaterialPayload, "currentStock">) =>
      callEndpoint(materialsApi.update, { params: { id: materialId }, body: payload }),
    meta: { errorToast: { title: "Update Failed", fallback: "Failed to update material. Please try again." } },
    onSuccess: (material) => {
      replaceInList(queryClient, material);
      invalidateAfterStockChange(queryClient);
    },
  });
}

export function useDeleteMaterial(materialId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(materialsApi.remove, { params: { id: materialId } }),
    meta: { errorToast: { title: "Delete Failed" } },
    onSuccess: () => {
      queryClient.setQueryData(materialQueries.list().queryKey, (list) => list?.filter((item) => item.id !== materialId));
      queryClient.removeQueries({ queryKey: materialQueries.transactions(materialId).queryKey });
      invalidateAfterStockChange(queryClient);
    },
  });
}

export function useRecordTransaction(materialId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TransactionPayload) =>
      callEndpoint(materialsApi.recordMovement, { params: { id: materialId }, body: payload }),
    meta: { errorToast: { title: "Transaction Failed", fallback: "Failed to record the transaction. Please try again." } },
    onSuccess: (result) => {
      replaceInList(queryClient, result.material);
      invalidateAfterStockChange(queryClient);
    },
  });
}
