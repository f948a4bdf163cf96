// Timesheet reads and writes: entries by day or week, entry details and corrections, entries added and deleted by hand.
// The Payroll tab's are in payroll-api.ts.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ManualTimeEntryPayload,
  TimeEntryDeletionView,
  TimeEntryDetail,
  TimeEntrySummaryView,
  TimeEntryView,
} from "@shared/api/time-clock";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type { TimeEntryDetail, TimeEntrySummaryView, TimeEntryView };

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
};

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
