// Crew punches through the offline queue (issue 15): one request per tap, with its own Idempotency-Key, for several
// workers. Their answer is one result per worker; a 409 is not a failure to retry but the answer "nobody was punched"
// with each worker's reason, so the queue takes it as the server's (synced) answer.
import { IDEMPOTENCY_KEY_HEADER } from "@shared/api/constants";
import type { CrewClockInAnswer, CrewClockOutAnswer } from "@shared/api/crew-punches";
import { crewPunchesApi } from "@shared/api/routes";
import { ApiError, apiFetch, toApiError } from "@/lib/api-client";
import type { CrewPunchKind, QueuedPunch } from "@/lib/punch-queue";

export type CrewAnswer = CrewClockInAnswer | CrewClockOutAnswer;

const CREW_ROUTE: Partial<Record<CrewPunchKind, { method: "POST"; path: string }>> = {
  "crew-clock-in": crewPunchesApi.crewClockIn,
  "crew-clock-out": crewPunchesApi.crewClockOut,
};

export const crewWorkersText = (count: number) => `Crew of ${count}`;

const isCrewAnswer = (body: unknown): body is CrewAnswer =>
  typeof body === "object" && body !== null && Array.isArray((body as { results?: unknown }).results);

/** Sends a queued crew punch; resolves with the per-worker answer (201/200 or 409), throws ApiError otherwise. */
export async function sendCrewPunch(punch: QueuedPunch & { kind: CrewPunchKind }): Promise<CrewAnswer> {
  const route = CREW_ROUTE[punch.kind];
  // A crew kind this version cannot send yet keeps waiting on the phone (as offline), never dropped.
  if (!route) throw new ApiError(0, "NOT_SENDABLE", `This version of Crewline cannot send a ${punch.kind} yet; it stays on this phone.`);
  const res = await apiFetch(route.path, {
    method: route.method,
    headers: { Accept: "application/json", "Content-Type": "application/json", [IDEMPOTENCY_KEY_HEADER]: punch.key },
    body: JSON.stringify(punch.body),
  });
  if (res.ok || res.status === 409) {
    const copy = res.clone();
    const body: unknown = await res.json().catch(() => null);
    if (isCrewAnswer(body)) return body;
    throw await toApiError(copy);
  }
  throw await toApiError(res);
}

/** How many of a crew answer's workers were punched. */
export function punchedCount(answer: CrewAnswer): number {
  return answer.results.filter((r) => r.outcome !== "refused").length;
}
