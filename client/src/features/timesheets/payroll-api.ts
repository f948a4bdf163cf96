// Payroll reads and writes of the Payroll tab, from the payroll contracts (shared/api/payroll.ts): the week, its pay
// changes, the CSV downloads, approval and reopening, the period's versions, and the weekly-overtime setting (read
// here, changed in Company settings).
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { payPeriodsApi, payrollApi } from "@shared/api/routes";
import { callEndpoint, endpointKey, endpointQuery } from "@/lib/endpoint-client";
import { queryKeys } from "@/lib/query-keys";

export type { PeriodVersionView } from "@shared/api/pay-periods";
export type { PayrollWeekView, PayrollWorkerLine, PeriodWorkweekView } from "@shared/api/payroll";
export type { EntryCorrectionView, LateTapView, ManualEntryAuditView, PayChangesWeekView } from "@shared/api/pay-changes";

export const payrollQueries = {
  week: (weekOf: string) => endpointQuery(payrollApi.week, { query: { weekOf } }),
  /** The week with one worker's stretches (segments), asked when a card is opened. */
  segments: (weekOf: string, workerId: number) => endpointQuery(payrollApi.week, { query: { weekOf, segmentsOf: workerId } }),
  /** The period with each worker's hours by day (the desk grid's cells). */
  dayHours: (weekOf: string) => endpointQuery(payrollApi.week, { query: { weekOf, dayHours: "true" } }),
  settings: () => endpointQuery(payrollApi.settings),
  /** Rate and active changes made during the week (administrators); under the payroll key, so approval refreshes it. */
  payChanges: (weekOf: string) => endpointQuery(payrollApi.payChanges, { query: { weekOf } }),
  /** The periods approved (and those reopened since), newest first; under the payroll key, so approval refreshes it. */
  periods: () => endpointQuery(payPeriodsApi.periods),
  /** A period's versions, newest first: every approval, its reopening, and what it changed per worker. */
  versions: (periodId: number) => endpointQuery(payPeriodsApi.versions, { params: { id: periodId } }),
};

export function payrollCsvUrl(kind: "workers" | "entries", weekOf: string): string {
  const e = kind === "workers" ? payrollApi.workersCsv : payrollApi.entriesCsv;
  return `${e.path}?weekOf=${encodeURIComponent(weekOf)}`;
}

export function useApproveWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (periodOf: string) => callEndpoint(payrollApi.approve, { body: { periodOf } }),
    meta: { errorToast: { title: "Approval Failed" } },
    onSuccess: () => refreshPeriod(queryClient),
  });
}

/** Reopens an approved period with a reason; a refusal is shown in the dialog, under the reason. */
export function useReopenPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { periodOf: string; reason: string }) => callEndpoint(payPeriodsApi.reopen, { body: input }),
    onSuccess: () => refreshPeriod(queryClient),
  });
}

/** Approving or reopening changes the period, its history (under the same /api/payroll key), and its entries' locks. */
function refreshPeriod(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: endpointKey(payrollApi.week) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.timeEntries });
}
