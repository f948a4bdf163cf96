// Crew punches and crew actions (breaks, switches) through the offline queue (issue 15): one request per tap, with its own Idempotency-Key, for several
// workers. Their answer is one result per worker; a 409 is not a failure to retry but the answer "nobody was punched"
// with each worker's reason, so the queue takes it as the server's (synced) answer.
import { IDEMPOTENCY_KEY_HEADER, TAP_AGE_HEADER } from "@shared/api/constants";
import type { BodyOf } from "@shared/api/contract";
import type { CrewBreakAnswer, CrewSwitchAnswer } from "@shared/api/crew-actions";
import type { CrewClockInAnswer, CrewClockOutAnswer } from "@shared/api/crew-punches";
import { crewActionsApi, crewPunchesApi } from "@shared/api/routes";
import { apiFetch, toApiError } from "@/lib/api-client";
import type { CrewPunchKind, QueuedPunch } from "@/lib/punch-queue";

export type CrewAnswer = CrewClockInAnswer | CrewClockOutAnswer | CrewBreakAnswer | CrewSwitchAnswer;

const CREW_ROUTE = {
  "crew-clock-in": crewPunchesApi.crewClockIn,
  "crew-clock-out": crewPunchesApi.crewClockOut,
  "crew-break": crewActionsApi.crewBreak,
  "crew-switch": crewActionsApi.crewSwitch,
} as const;

/** What the phone queues for a crew punch or action of kind K: its contract's body, stored and sent unchanged. */
export type CrewPunchBody<K extends CrewPunchKind> = NonNullable<BodyOf<(typeof CREW_ROUTE)[K]>>;

export const crewWorkersText = (count: number) => `Crew of ${count}`;

const isCrewAnswer = (body: unknown): body is CrewAnswer =>
  typeof body === "object" && body !== null && Array.isArray((body as { results?: unknown }).results);

/** Sends a queued crew punch; resolves with the per-worker answer (201/200 or 409), throws ApiError otherwise. */
export async function sendCrewPunch(punch: QueuedPunch & { kind: CrewPunchKind }, tapAge: number): Promise<CrewAnswer> {
  const route = CREW_ROUTE[punch.kind];
  const res = await apiFetch(route.path, {
    method: route.method,
    headers: { Accept: "application/json", "Content-Type": "application/json", [IDEMPOTENCY_KEY_HEADER]: punch.key, [TAP_AGE_HEADER]: String(tapAge) },
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

/** The title of the toast of a crew punch or action that synced later (its text is the answer's line). */
export const CREW_SYNCED_TITLE: Record<CrewPunchKind, string> = {
  "crew-clock-in": "Crew clock-in synced",
  "crew-clock-out": "Crew clock-out synced",
  "crew-break": "Crew break synced",
  "crew-switch": "Crew switch synced",
};
