// Payroll reads and writes of the Payroll tab, from the payroll contracts (shared/api/payroll.ts): the week, its pay
// changes, the CSV downloads, approval and the weekly-overtime setting (read here, changed in Company settings).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { payrollApi } from "@shared/api/routes";
import { callEndpoint, endpointKey, endpointQuery } from "@/lib/endpoint-client";
import { queryKeys } from "@/lib/query-keys";

export type { LateTapView, PayChangesWeekView, PayrollWeekView, PayrollWorkerLine, ManualEntryAuditView } from "@shared/api/payroll";

export const payrollQueries = {
  week: (weekOf: string) => endpointQuery(payrollApi.week, { query: { weekOf } }),
  /** The week with one worker's stretches (segments), asked when a card is opened. */
  segments: (weekOf: string, workerId: number) => endpointQuery(payrollApi.week, { query: { weekOf, segmentsOf: workerId } }),
  settings: () => endpointQuery(payrollApi.settings),
  /** Rate and active changes made during the week (administrators); under the payroll key, so approval refreshes it. */
  payChanges: (weekOf: string) => endpointQuery(payrollApi.payChanges, { query: { weekOf } }),
};

export function payrollCsvUrl(kind: "workers" | "entries", weekOf: string): string {
  const e = kind === "workers" ? payrollApi.workersCsv : payrollApi.entriesCsv;
  return `${e.path}?weekOf=${encodeURIComponent(weekOf)}`;
}

export function useApproveWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weekOf: string) => callEndpoint(payrollApi.approve, { body: { weekOf } }),
    meta: { errorToast: { title: "Approval Failed" } },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: endpointKey(payrollApi.week) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.timeEntries });
    },
  });
}
