// Auto-closed entries on the Timesheet screen (issue 15), the office's side: confirming one as it is.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { timeEntriesApi } from "@shared/api/routes";
import { callEndpoint } from "@/lib/endpoint-client";
import { queryKeys } from "@/lib/query-keys";
import type { TimeEntryView } from "./api";
import { refreshHours } from "@/lib/refresh-hours";

/** POST /api/time-entries/:id/review; the day's list, the payroll week and the bell read again. */
export function useReviewAutoClosedEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: TimeEntryView) => callEndpoint(timeEntriesApi.review, { params: { id: entry.id }, body: { confirmed: true } }),
    onSettled: () => {
      refreshHours();
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    },
    meta: { errorToast: { title: "Not Confirmed" } },
  });
}
