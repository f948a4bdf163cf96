// Site kiosk punches on the Timesheet screen (issue 14), the office's side: the entries a kiosk took offline (no PIN
// could be checked) waiting to be confirmed, the confirmation, and where a punch's photo is read (office only).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fillPath } from "@shared/api/contract";
import { kiosksApi, timeEntriesApi } from "@shared/api/routes";
import { callEndpoint, endpointQuery } from "@/lib/endpoint-client";
import { queryKeys } from "@/lib/query-keys";
import type { TimeEntryView } from "./api";
import { refreshHours } from "@/lib/refresh-hours";

export type Punch = "in" | "out";

/** Every unverified entry, whatever its day: under the time-entries key, so each punch or change reads it again. */
export const unverifiedEntriesQuery = () => endpointQuery(timeEntriesApi.list, { query: { verification: "unverified" } });

/** The photo's address for an <img>: the browser sends the session cookie, and the server answers office users only. */
export const punchPhotoUrl = (entryId: number, punch: Punch): string => fillPath(kiosksApi.punchPhoto.path, { id: entryId, punch });

/** The punches of the entry that have a photo kept, clock-in first. */
export function photographedPunches(entry: Pick<TimeEntryView, "hasClockInPhoto" | "hasClockOutPhoto">): Punch[] {
  return [...(entry.hasClockInPhoto ? (["in"] as const) : []), ...(entry.hasClockOutPhoto ? (["out"] as const) : [])];
}

/** The office confirms an offline kiosk punch; the day's list, the waiting list and the bell read again. */
export function useConfirmEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: TimeEntryView) => callEndpoint(kiosksApi.verify, { params: { id: entry.id }, body: { verified: true } }),
    onSettled: () => {
      refreshHours();
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    },
    meta: { errorToast: { title: "Not Confirmed" } },
  });
}
