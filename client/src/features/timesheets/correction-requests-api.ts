// Correction requests (issue 14): the writes, for the dialogs and cards that load once needed (the reads the day's
// list needs at once are in correction-request-queries.ts). No zod here: the form's schema comes with its dialog.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyOf } from "@shared/api/contract";
import type { CorrectionRequestView } from "@shared/api/correction-requests";
import { correctionRequestsApi } from "@shared/api/routes";
import { callEndpoint, endpointKey } from "@/lib/endpoint-client";
import { queryKeys } from "@/lib/query-keys";
import { refreshHours } from "@/lib/refresh-hours";

export type CorrectionRequestBody = BodyOf<typeof correctionRequestsApi.create>;
type DecisionBody = BodyOf<typeof correctionRequestsApi.decide>;

function useRefreshRequests() {
  const queryClient = useQueryClient();
  // A late punch's clock-in has no entry (null) until it is approved.
  return (entryId: number | null) => {
    void queryClient.invalidateQueries({ queryKey: endpointKey(correctionRequestsApi.list) });
    if (entryId !== null) void queryClient.invalidateQueries({ queryKey: endpointKey(correctionRequestsApi.forEntry, { params: { id: entryId } }) });
  };
}

/** Its failure is shown in the dialog (next to the fields it names, or above the buttons). */
export function useRequestCorrection() {
  const refreshRequests = useRefreshRequests();
  return useMutation({
    mutationFn: ({ entryId, body }: { entryId: number; body: CorrectionRequestBody }) =>
      callEndpoint(correctionRequestsApi.create, { params: { id: entryId }, body }),
    onSuccess: (request: CorrectionRequestView) => refreshRequests(request.timeEntryId),
    meta: { errorToast: false },
  });
}

/**
 * Approve (with the breaks the approver set, if any) or reject. An approval that cannot apply (the times overlap another
 * entry, a break falls outside them, the entry is in an approved pay period) is a toast with the server's words; either way the waiting list and the bell read again, and after an
 * approval every screen that counts hours.
 */
export function useDecideCorrection(decision: "approve" | "reject") {
  const queryClient = useQueryClient();
  const refreshRequests = useRefreshRequests();
  return useMutation({
    mutationFn: ({ request, note, breaks }: { request: CorrectionRequestView; note?: string; breaks?: DecisionBody["breaks"] }) =>
      callEndpoint(correctionRequestsApi.decide, {
        params: { id: request.id },
        body: { decision, ...(note ? { note } : {}), ...(breaks ? { breaks } : {}) },
      }),
    onSettled: (_answer, _error, { request }) => {
      refreshRequests(request.timeEntryId);
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    },
    onSuccess: () => {
      if (decision === "approve") refreshHours();
    },
    meta: { errorToast: { title: decision === "approve" ? "Approval Failed" : "Rejection Failed" } },
  });
}
