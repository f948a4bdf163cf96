// Timesheet reads and writes: entries by day or week, entry details and corrections, entries added and deleted by hand.
// The Payroll tab's are in payroll-api.ts.
import { useMutation, type QueryKey } from "@tanstack/react-query";
import type { BodyOf } from "@shared/api/contract";
import type { TimeEntryDetail, TimeEntryOrder, TimeEntrySummaryView, TimeEntryView } from "@shared/api/time-clock";
import { timeEntriesApi } from "@shared/api/routes";
import { callEndpoint, endpointQuery } from "@/lib/endpoint-client";
import { refreshHours } from "@/lib/refresh-hours";

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

export function useCorrectEntry() {
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: CorrectionPayload }) =>
      callEndpoint(timeEntriesApi.correct, { params: { id }, body: payload }),
    onSuccess: refreshHours,
    meta: { errorToast: { title: "Correction Failed" } },
  });
}

export function useAddTimeEntry() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof timeEntriesApi.add>) => callEndpoint(timeEntriesApi.add, { body }),
    onSuccess: refreshHours,
    meta: { errorToast: { title: "Entry Not Added", fallback: "The entry could not be saved. Please try again." } },
  });
}

/** Its failure is shown in the dialog, next to the reason. */
export function useDeleteTimeEntry() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => callEndpoint(timeEntriesApi.remove, { params: { id }, body: { reason } }),
    onSuccess: refreshHours,
    meta: { errorToast: false },
  });
}
