// The kiosk's reads and writes (shared/api/kiosks.ts): its project and team, and a punch with its own Idempotency-Key.
import { IDEMPOTENCY_KEY_HEADER } from "@shared/api/constants";
import type { KioskPunchPayload, KioskPunchView, KioskSessionView } from "@shared/api/kiosks";
import { kiosksApi } from "@shared/api/routes";
import { callEndpoint, endpointQuery } from "@/lib/endpoint-client";

export type { KioskPunchView, KioskSessionView };
export type KioskWorker = KioskSessionView["workers"][number];

/** The team's on-the-clock states change with punches made elsewhere (the GPS clock, the office): read again now and then. */
export const KIOSK_REFRESH_MS = 60_000;

export const kioskQueries = {
  session: () => ({ ...endpointQuery(kiosksApi.session), refetchInterval: KIOSK_REFRESH_MS, staleTime: 0 }),
};

/** POST /api/kiosk/punches; `key` is the tap's Idempotency-Key (the same on every retry of it). */
export function sendKioskPunch(body: KioskPunchPayload, key: string): Promise<KioskPunchView> {
  return callEndpoint(kiosksApi.punch, { body }, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
}
