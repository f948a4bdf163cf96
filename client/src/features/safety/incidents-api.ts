// Injury records (issue 15), from their contracts (shared/api/incidents.ts; types only here): the list office and
// admins read on the safety screen, recording one phoned in, and marking one reviewed (which also clears the bell).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyOf } from "@shared/api/contract";
import type { IncidentView } from "@shared/api/incidents";
import { incidentsApi } from "@shared/api/routes";
import { callEndpoint, endpointKey, endpointQuery } from "@/lib/endpoint-client";
import { queryKeys } from "@/lib/query-keys";

export type { IncidentView };

export const incidentQueries = {
  /** GET /api/incidents: newest first. */
  list: () => endpointQuery(incidentsApi.list),
};

function useRefreshIncidents() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: endpointKey(incidentsApi.list) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
  };
}

/** POST /api/incidents from Record Injury (the dialog shows its refusals itself). */
export function useReportIncident() {
  const refresh = useRefreshIncidents();
  return useMutation({
    mutationFn: (body: BodyOf<typeof incidentsApi.report>) => callEndpoint(incidentsApi.report, { body }),
    meta: { errorToast: false },
    onSuccess: refresh,
  });
}

/** POST /api/incidents/:id/review with what was done; a refusal (someone else was first) is toasted and the list re-read. */
export function useReviewIncident() {
  const refresh = useRefreshIncidents();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) => callEndpoint(incidentsApi.review, { params: { id }, body: { note } }),
    meta: { errorToast: { title: "Not Marked Reviewed" } },
    onSettled: refresh,
  });
}
