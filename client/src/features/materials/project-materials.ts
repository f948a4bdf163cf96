// A project's materials: its estimates (GET /api/projects/:projectId/materials) beside what its stock movements say it
// used (GET /api/projects/:projectId/material-usage), merged per material; and the estimate form, checked by the
// shared PUT body schema.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { projectMaterialEstimateSchema, type ProjectMaterialUsageView, type ProjectMaterialView } from "@shared/api/materials";
import { materialsApi } from "@shared/api/routes";
import { callEndpoint, endpointQuery } from "@/lib/endpoint-client";
import { checkedByBody } from "@/lib/form-schema";

export type { ProjectMaterialUsageView, ProjectMaterialView };

export const projectMaterialQueries = {
  estimates: (projectId: number) => endpointQuery(materialsApi.projectEstimates, { params: { id: projectId } }),
  usage: (projectId: number) => endpointQuery(materialsApi.projectUsage, { params: { id: projectId } }),
};

/** One line of the Materials tab: the estimate row (if any) and the stock movements' use (if any) of one material. */
export interface ProjectMaterialLine {
  materialId: number;
  materialName: string;
  category: string;
  unit: string;
  estimate: ProjectMaterialView | null;
  usage: ProjectMaterialUsageView | null;
}

/** Every material the project has an estimate for or used from stock, by name. */
export function mergeProjectMaterials(
  estimates: readonly ProjectMaterialView[],
  usage: readonly ProjectMaterialUsageView[],
): ProjectMaterialLine[] {
  const lines = new Map<number, ProjectMaterialLine>();
  for (const row of estimates) {
    lines.set(row.materialId, { ...pick(row), estimate: row, usage: null });
  }
  for (const row of usage) {
    const line = lines.get(row.materialId);
    if (line) line.usage = row;
    else lines.set(row.materialId, { ...pick(row), estimate: null, usage: row });
  }
  return [...lines.values()].sort((a, b) => a.materialName.localeCompare(b.materialName) || a.materialId - b.materialId);
}

function pick(row: { materialId: number; materialName: string; category: string; unit: string }) {
  return { materialId: row.materialId, materialName: row.materialName, category: row.category, unit: row.unit };
}

/** Over the estimate, in words (never colour alone): the actual quantity is above a set estimate. */
export function isOverEstimate(line: ProjectMaterialLine): boolean {
  return line.estimate !== null && line.estimate.estimatedQuantity > 0 && line.estimate.actualQuantity > line.estimate.estimatedQuantity;
}

// ---------------------------------------------------------------------------
// The estimate form: fields as typed, checked by the shared PUT schema so its rules and messages hold here too.

const estimateInputs = z.object({
  materialId: z.string().min(1, "Choose a material"),
  estimatedQuantity: z.string().trim().min(1, "Enter the estimated quantity"),
  budgetedCost: z.string().trim(),
});

export type EstimateFormValues = z.input<typeof estimateInputs>;

/** PUT body: the quantity as a number ('2.5' stays 2.5 for the schema to refuse), an empty budget as null (unset). */
export function toEstimatePayload(values: Pick<EstimateFormValues, "estimatedQuantity" | "budgetedCost">) {
  const budget = values.budgetedCost.trim().replace(/[$,]/g, "");
  return {
    estimatedQuantity: Number(values.estimatedQuantity.trim()),
    budgetedCost: budget === "" ? null : budget,
  } satisfies z.input<typeof projectMaterialEstimateSchema>;
}

export const estimateFormSchema = checkedByBody(estimateInputs, projectMaterialEstimateSchema, toEstimatePayload);

export function estimateToFormValues(line: ProjectMaterialLine | null): EstimateFormValues {
  return {
    materialId: line ? String(line.materialId) : "",
    estimatedQuantity: line?.estimate ? String(line.estimate.estimatedQuantity) : "",
    budgetedCost: line?.estimate?.budgetedCost ?? "",
  };
}

export function useSaveEstimate(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ materialId, ...body }: { materialId: number } & ReturnType<typeof toEstimatePayload>) =>
      callEndpoint(materialsApi.saveEstimate, { params: { id: projectId, materialId }, body }),
    meta: { errorToast: { title: "Save Failed", fallback: "Failed to save the estimate. Please try again." } },
    onSuccess: (saved) => {
      queryClient.setQueryData(projectMaterialQueries.estimates(projectId).queryKey, (rows) =>
        rows ? [...rows.filter((row) => row.materialId !== saved.materialId), saved] : rows,
      );
      void queryClient.invalidateQueries({ queryKey: projectMaterialQueries.estimates(projectId).queryKey });
    },
  });
}
