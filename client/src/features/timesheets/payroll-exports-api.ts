// The payroll provider's files of a pay period (shared/api/payroll-exports.ts): a profile's pre-flight, making a file
// as a batch, the period's batches and where each downloads.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateExportInput, ExportMappingInput } from "@shared/api/payroll-exports";
import { payrollExportsApi } from "@shared/api/routes";
import type { ExportProfile } from "@shared/domain/payroll-export";
import { callEndpoint, endpointKey, endpointQuery } from "@/lib/endpoint-client";
import { fillPath } from "@shared/api/contract";

export type { ExportBatchView, ExportMappingView, PreflightView } from "@shared/api/payroll-exports";

export const payrollExportQueries = {
  preflight: (profile: ExportProfile, periodOf: string) => endpointQuery(payrollExportsApi.preflight, { params: { profile }, query: { periodOf } }),
  batches: (periodOf: string) => endpointQuery(payrollExportsApi.batches, { query: { periodOf } }),
  mapping: (profile: ExportProfile) => endpointQuery(payrollExportsApi.mapping, { params: { profile } }),
};

/** Saves a profile's mapping; the pre-flights read it again. A refusal is said under its field. */
export function useSaveMapping(profile: ExportProfile) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExportMappingInput) => callEndpoint(payrollExportsApi.putMapping, { params: { profile }, body: input }),
    meta: { errorToast: false },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: endpointKey(payrollExportsApi.batches).slice(0, 2) }),
  });
}

/** Where a batch's file downloads (a link: the browser saves it under the file's own name). */
export const batchDownloadUrl = (id: number) => fillPath(payrollExportsApi.download.path, { id });

/** Makes the file; a refusal carries the pre-flight's problems, which the card shows from its own read. */
export function useCreateExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateExportInput) => callEndpoint(payrollExportsApi.create, { body: input }),
    meta: { errorToast: false },
    // The period's files and every pre-flight (all under /api/payroll/exports).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: endpointKey(payrollExportsApi.batches).slice(0, 2) }),
  });
}
