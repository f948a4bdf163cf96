// The company's cost codes (issue 15), from their contracts (shared/api/cost-codes.ts; types only here: the form
// brings the zod schemas in the dialog's chunk): the list, adding a code, changing one (code, name, active).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyOf } from "@shared/api/contract";
import type { CostCodeView } from "@shared/api/cost-codes";
import { costCodesApi } from "@shared/api/routes";
import { callEndpoint, endpointKey, endpointQuery } from "@/lib/endpoint-client";

export type { CostCodeView };

export const costCodeQueries = {
  /** GET /api/cost-codes: every code, active ones first, each group by code. */
  list: () => endpointQuery(costCodesApi.list),
};

/** Every read of the list (filtered or not) is refreshed after a change. */
function useRefreshCostCodes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: endpointKey(costCodesApi.list) });
}

/** POST /api/cost-codes: the dialog shows a refusal itself (a code that exists goes under the Code field). */
export function useCreateCostCode() {
  const refresh = useRefreshCostCodes();
  return useMutation({
    mutationFn: (body: BodyOf<typeof costCodesApi.create>) => callEndpoint(costCodesApi.create, { body }),
    meta: { errorToast: false },
    onSuccess: refresh,
  });
}

/** PATCH /api/cost-codes/:id from the Edit dialog (which shows its refusals itself). */
export function useUpdateCostCode(id: number) {
  const refresh = useRefreshCostCodes();
  return useMutation({
    mutationFn: (body: BodyOf<typeof costCodesApi.update>) => callEndpoint(costCodesApi.update, { params: { id }, body }),
    meta: { errorToast: false },
    onSuccess: refresh,
  });
}

/** PATCH /api/cost-codes/:id { active } from the list's Deactivate and Reactivate buttons; a refusal is toasted. */
export function useSetCostCodeActive() {
  const refresh = useRefreshCostCodes();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => callEndpoint(costCodesApi.update, { params: { id }, body: { active } }),
    meta: { errorToast: { title: "Update Failed" } },
    onSuccess: refresh,
  });
}

/** '03-300 Cast-in-place concrete', as a code is named in messages. */
export const costCodeLabel = (costCode: Pick<CostCodeView, "code" | "name">): string => `${costCode.code} ${costCode.name}`;
