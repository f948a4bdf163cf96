// The worker's own pay period and their signature of it (shared/api/period-signatures.ts).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SignPeriodInput } from "@shared/api/period-signatures";
import { notificationsApi, payrollApi, periodSignaturesApi } from "@shared/api/routes";
import { callEndpoint, endpointKey, endpointQuery } from "@/lib/endpoint-client";

export type { MyPeriodView } from "@shared/api/period-signatures";

export const periodSignatureQueries = {
  /** The caller's own period holding the day; without one, the latest that has reached its last day. */
  myPeriod: (periodOf?: string) => endpointQuery(periodSignaturesApi.myPeriod, { query: periodOf ? { periodOf } : {} }),
};

/** Signs what was read; a refusal (hours changed, text changed) is said in the dialog, which reloads the period. */
export function useSignPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignPeriodInput) => callEndpoint(periodSignaturesApi.sign, { body: input }),
    meta: { errorToast: false },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: endpointKey(periodSignaturesApi.myPeriod) });
      void queryClient.invalidateQueries({ queryKey: endpointKey(payrollApi.week) });
      // The bell's "Sign your hours" goes once they are signed.
      void queryClient.invalidateQueries({ queryKey: endpointKey(notificationsApi.feed) });
    },
  });
}
