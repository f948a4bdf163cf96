// Timesheet reads and writes: entries by day or week, entry details and corrections, entries added and deleted by hand.
// The Payroll tab's are in payroll-api.ts.
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { BodyOf } from "@shared/api/contract";
import type { TimeEntryDetail, TimeEntryOrder, TimeEntrySummaryView, TimeEntryView } from "@shared/api/time-clock";
import { timeEntriesApi } from "@shared/api/routes";
import { callEndpoint, endpointQuery } from "@/lib/endpoint-client";
import { queryKeys } from "@/lib/query-keys";

export type { TimeEntryDetail, TimeEntrySummaryView, TimeEntryView };

export const timesheetQueries = {
  /**
   * Entries whose clock-in falls on the day (company time zone): newest first, or in the order given (the desk
   * table's, sorted by the server; the key holds it).
   */
  onDate: (date: string, order?: TimeEntryOrder) => endpointQuery(timeEntriesApi.list, { query: { date, ...order } }),
  /**
   * Per day from `from` to `to` (both inclusive, at most 31 days): hours and worker-project lines summed on the
   * server. Under the time-entries key, so every punch or correction that refreshes entries refreshes it too.
   */
  summary: (from: string, to: string) => endpointQuery(timeEntriesApi.summary, { query: { from, to } }),
  detail: (id: number) => endpointQuery(timeEntriesApi.detail, { params: { id } }),
};

/**
 * The day's list's placeholderData: while the same day loads in another order the rows shown stay (the desk table does
 * not flash to its skeleton on a header click); another day starts from the skeleton, never under the day before's rows.
 */
export const keepSameDay =
  (date: string) =>
  (previous: TimeEntryView[] | undefined, previousQuery?: { queryKey: QueryKey }): TimeEntryView[] | undefined =>
    (previousQuery?.queryKey[1] as { date?: string } | undefined)?.date === date ? previous : undefined;

export type CorrectionPayload = BodyOf<typeof timeEntriesApi.correct>;

/**
 * Every screen that counts hours reads again after an entry is punched, corrected (by hand or by an approved request),
 * added or deleted by hand.
 */
export function useRefreshHours() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.timeEntries });
    void queryClient.invalidateQueries({ queryKey: queryKeys.workers });
    void queryClient.invalidateQueries({ queryKey: queryKeys.payroll });
  };
}

export function useCorrectEntry() {
  const refresh = useRefreshHours();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: CorrectionPayload }) =>
      callEndpoint(timeEntriesApi.correct, { params: { id }, body: payload }),
    onSuccess: refresh,
    meta: { errorToast: { title: "Correction Failed" } },
  });
}

export function useAddTimeEntry() {
  const refresh = useRefreshHours();
  return useMutation({
    mutationFn: (body: BodyOf<typeof timeEntriesApi.add>) => callEndpoint(timeEntriesApi.add, { body }),
    onSuccess: refresh,
    meta: { errorToast: { title: "Entry Not Added", fallback: "The entry could not be saved. Please try again." } },
  });
}

/** Its failure is shown in the dialog, next to the reason. */
export function useDeleteTimeEntry() {
  const refresh = useRefreshHours();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => callEndpoint(timeEntriesApi.remove, { params: { id }, body: { reason } }),
    onSuccess: refresh,
    meta: { errorToast: false },
  });
}
