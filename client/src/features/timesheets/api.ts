// Timesheet and payroll reads and writes: entries by day or week, entry details and corrections, the payroll week,
// approval, and the weekly-overtime setting.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ManualTimeEntryPayload,
  PayrollSettings,
  PayrollWeekView,
  TimeEntryDeletionView,
  TimeEntryDetail,
  TimeEntrySummaryView,
  TimeEntryView,
} from "@shared/api/time-clock";
import type { PayChangesWeekView } from "@shared/api/workers";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type { PayrollWeekView, TimeEntryDetail, TimeEntrySummaryView, TimeEntryView };

export const timesheetQueries = {
  /** Entries whose clock-in falls on the day (company time zone). */
  onDate: (date: string) => queryOptions<TimeEntryView[]>({ queryKey: [...queryKeys.timeEntries, { date }] as const }),
  /**
   * Per day from `from` to `to` (both inclusive, at most 31 days): hours and worker-project lines summed on the
   * server. Under the time-entries key, so every punch or correction that refreshes entries refreshes it too.
   */
  summary: (from: string, to: string) =>
    queryOptions<TimeEntrySummaryView>({ queryKey: [...queryKeys.timeEntries, "summary", { from, to }] as const }),
  detail: (id: number) => queryOptions<TimeEntryDetail>({ queryKey: [...queryKeys.timeEntries, id] as const }),
  payrollWeek: (weekOf: string) => queryOptions<PayrollWeekView>({ queryKey: [...queryKeys.payroll, { weekOf }] as const }),
  payrollSettings: () => queryOptions<PayrollSettings>({ queryKey: [...queryKeys.payrollSettings] as const }),
  /** Rate and active changes made during the week (administrators); under the payroll key, so approval refreshes it. */
  payChanges: (weekOf: string) =>
    queryOptions<PayChangesWeekView>({ queryKey: [...queryKeys.payroll, "pay-changes", { weekOf }] as const }),
};

export function payrollCsvUrl(kind: "workers" | "entries", weekOf: string): string {
  const file = kind === "workers" ? "export.csv" : "entries.csv";
  return `/api/payroll/${file}?weekOf=${encodeURIComponent(weekOf)}`;
}

export function useApproveWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weekOf: string) => apiRequest<PayrollWeekView>("POST", "/api/payroll/approve", { weekOf }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.payroll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.timeEntries });
    },
  });
}

export function useUpdatePayrollSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PayrollSettings) => apiRequest<PayrollSettings>("PUT", "/api/settings/payroll", settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(timesheetQueries.payrollSettings().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.payroll });
    },
  });
}

export interface CorrectionPayload {
  clockInTime?: string;
  clockOutTime?: string;
  notes?: string | null;
  reason: string;
}

export function useCorrectEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: CorrectionPayload }) =>
      apiRequest<TimeEntryView>("PATCH", `/api/time-entries/${id}`, payload),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.timeEntries });
      void queryClient.invalidateQueries({ queryKey: queryKeys.workers });
      void queryClient.invalidateQueries({ queryKey: queryKeys.payroll });
    },
  });
}

/** Every screen that counts hours reads again after an entry is added or deleted by hand. */
function useRefreshHours() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.timeEntries });
    void queryClient.invalidateQueries({ queryKey: queryKeys.workers });
    void queryClient.invalidateQueries({ queryKey: queryKeys.payroll });
  };
}

export function useAddTimeEntry() {
  const refresh = useRefreshHours();
  return useMutation({
    mutationFn: (payload: ManualTimeEntryPayload) => apiRequest<TimeEntryDetail>("POST", "/api/time-entries", payload),
    onSuccess: refresh,
  });
}

export function useDeleteTimeEntry() {
  const refresh = useRefreshHours();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiRequest<TimeEntryDeletionView>("DELETE", `/api/time-entries/${id}`, { reason }),
    onSuccess: refresh,
  });
}
