// Correction requests (issue 14) on the Timesheet screen: crew and foremen ask, the office decides. The reads the day's
// list needs on its first paint (which entries a request waits for); the rest of the feature loads when it is shown.
import type { CorrectionRequestView } from "@shared/api/correction-requests";
import { correctionRequestsApi } from "@shared/api/routes";
import { endpointQuery } from "@/lib/endpoint-client";

/** Who the Timesheet screen treats the signed-in person as: one who asks for corrections, one who decides them, or neither. */
export type CorrectionRole = "ask" | "decide" | null;

export const correctionRequestQueries = {
  /** What the caller may see, newest first: a crew member's own entries', a foreman's projects', the office's all. */
  visible: () => endpointQuery(correctionRequestsApi.list),
  /** Those waiting for the office. */
  waiting: () => endpointQuery(correctionRequestsApi.list, { query: { status: "pending" } }),
  /** One entry's, newest first (under the entry's key, so whatever refreshes entries refreshes these). */
  forEntry: (entryId: number) => endpointQuery(correctionRequestsApi.forEntry, { params: { id: entryId } }),
};

/** The list the screen reads for the role: the asker's own (all statuses), the office's waiting ones. */
export function correctionListFor(role: Exclude<CorrectionRole, null>) {
  return role === "ask" ? correctionRequestQueries.visible() : correctionRequestQueries.waiting();
}

/** The entries a request is waiting for: they show "Correction requested" and are not offered another request. */
export function pendingEntryIds(requests: readonly Pick<CorrectionRequestView, "timeEntryId" | "status">[]): ReadonlySet<number> {
  return new Set(requests.flatMap((r) => (r.status === "pending" && r.timeEntryId !== null ? [r.timeEntryId] : [])));
}
