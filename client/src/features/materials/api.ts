// Materials queries and mutations: the list, one material's stock movements, add/edit/delete and recording a movement.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type {
  MaterialMovementResult,
  MaterialTransactionView,
  MaterialView,
} from "@shared/api/materials";
import type { ProjectListItem } from "@shared/api/projects";
import type { MaterialTransactionType } from "@shared/domain/materials-catalogue";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import type { MaterialPayload } from "./material-form";

export type { MaterialTransactionView, MaterialView };

export const materialQueries = {
  list: () => queryOptions<MaterialView[]>({ queryKey: [...queryKeys.materials] }),
  transactions: (materialId: number) =>
    queryOptions<MaterialTransactionView[]>({ queryKey: [...queryKeys.materials, materialId, "transactions"] }),
  /** GET /api/projects for the Transaction dialog's project select. */
  projects: () => queryOptions<ProjectListItem[]>({ queryKey: [...queryKeys.projects] }),
};

export type TransactionPayload = {
  transactionType: MaterialTransactionType;
  quantity: number;
  projectId: number | null;
  unitCost: number | null;
  notes: string | null;
};

/** Stock or minimum levels changed: the list, the bell and any project's material use may read differently now. */
function invalidateAfterStockChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: [...queryKeys.materials] });
  void queryClient.invalidateQueries({ queryKey: [...queryKeys.notifications] });
  void queryClient.invalidateQueries({
    queryKey: [...queryKeys.projects],
    predicate: (query) => query.queryKey[2] === "materials" || query.queryKey[2] === "material-usage",
  });
}

function replaceInList(queryClient: QueryClient, material: MaterialView) {
  queryClient.setQueryData<MaterialView[]>(materialQueries.list().queryKey, (list) =>
    list?.map((item) => (item.id === material.id ? material : item)),
  );
}

export function useCreateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: MaterialPayload) => apiRequest<MaterialView>("POST", "/api/materials", payload),
    onSuccess: () => invalidateAfterStockChange(queryClient),
  });
}

export function useUpdateMaterial(materialId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: Omit<MaterialPayload, "currentStock">) =>
      apiRequest<MaterialView>("PATCH", `/api/materials/${materialId}`, payload),
    onSuccess: (material) => {
      replaceInList(queryClient, material);
      invalidateAfterStockChange(queryClient);
    },
  });
}

export function useDeleteMaterial(materialId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>("DELETE", `/api/materials/${materialId}`),
    onSuccess: () => {
      queryClient.setQueryData<MaterialView[]>(materialQueries.list().queryKey, (list) =>
        list?.filter((item) => item.id !== materialId),
      );
      queryClient.removeQueries({ queryKey: materialQueries.transactions(materialId).queryKey });
      invalidateAfterStockChange(queryClient);
    },
  });
}

export function useRecordTransaction(materialId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TransactionPayload) =>
      apiRequest<MaterialMovementResult>("POST", `/api/materials/${materialId}/transactions`, payload),
    onSuccess: (result) => {
      replaceInList(queryClient, result.material);
      invalidateAfterStockChange(queryClient);
    },
  });
}
