// The Company settings (shared/api/company-settings.ts, types only here: the form brings the zod schema in its own
// chunk): read them, and save the whole object.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CompanySettings } from "@shared/api/company-settings";
import type { CertificationTextInput } from "@shared/api/period-signatures";
import { companySettingsApi, payrollApi, periodSignaturesApi, timeEntriesApi } from "@shared/api/routes";
import { callEndpoint, endpointKey, endpointQuery } from "@/lib/endpoint-client";

export type { CompanySettings };
export type { CertificationTextView } from "@shared/api/period-signatures";

export const companySettingsQueries = {
  get: () => endpointQuery(companySettingsApi.get),
  /** Every settings change, newest first (administrators). */
  changes: () => endpointQuery(companySettingsApi.changes),
  /** The words workers sign their pay period under, per language. */
  certificationTexts: () => endpointQuery(periodSignaturesApi.certificationText),
};

/** PUT /api/settings/company. The form says a refusal itself; weekly overtime and the meal rule change the payroll figures. */
export function useSaveCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: CompanySettings) => callEndpoint(companySettingsApi.put, { body: settings }),
    meta: { errorToast: false },
    onSuccess: (saved) => {
      queryClient.setQueryData(companySettingsQueries.get().queryKey, saved);
      // The change is recorded: the Changes list, and the week's pay changes (under the payroll key) when it moves pay.
      void queryClient.invalidateQueries({ queryKey: endpointKey(companySettingsApi.changes) });
      void queryClient.invalidateQueries({ queryKey: endpointKey(payrollApi.settings) });
      void queryClient.invalidateQueries({ queryKey: endpointKey(payrollApi.week) });
      // The meal-break rule flags the Weekly Summary's days.
      void queryClient.invalidateQueries({ queryKey: endpointKey(timeEntriesApi.summary) });
      // The clock's part (the sign-off, whether a cost code is required) on this device at once.
      void queryClient.invalidateQueries({ queryKey: endpointKey(companySettingsApi.clock) });
    },
  });
}

/** An admin's new words: stored as the language's next version. A refusal is said under the field. */
export function useSaveCertificationText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CertificationTextInput) => callEndpoint(periodSignaturesApi.putCertificationText, { body: input }),
    meta: { errorToast: false },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: endpointKey(periodSignaturesApi.certificationText) }),
  });
}
