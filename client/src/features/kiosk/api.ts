// The kiosk's reads and writes (shared/api/kiosks.ts, kiosk-breaks.ts, period-signatures.ts): its project and team; a
// punch, a break or a sign-off, each with its own Idempotency-Key; a worker's pay period read and signed behind their PIN.
import { IDEMPOTENCY_KEY_HEADER, TAP_AGE_HEADER } from "@shared/api/constants";
import type { KioskBreakPayload, KioskBreakView, KioskSignOffPayload } from "@shared/api/kiosk-breaks";
import type { KioskPunchPayload, KioskPunchView, KioskSessionView } from "@shared/api/kiosks";
import { kioskBreaksApi, kiosksApi, periodSignaturesApi } from "@shared/api/routes";
import type { KioskPeriodInput, KioskSignPeriodInput, MyPeriodView } from "@shared/api/period-signatures";
import type { SignatureView } from "@shared/api/payroll";
import type { SignOffView } from "@shared/api/sign-offs";
import { callEndpoint, endpointQuery } from "@/lib/endpoint-client";

export type { KioskBreakView, KioskPunchView, KioskSessionView, MyPeriodView, SignOffView };
export type KioskWorker = KioskSessionView["workers"][number];

/** The team's on-the-clock states change with punches made elsewhere (the GPS clock, the office): read again now and then. */
export const KIOSK_REFRESH_MS = 60_000;

export const kioskQueries = {
  session: () => ({ ...endpointQuery(kiosksApi.session), refetchInterval: KIOSK_REFRESH_MS, staleTime: 0 }),
};

/** POST /api/kiosk/punches; `key` is the tap's Idempotency-Key (the same on every retry of it). */
/** A queued tap's headers: its key, and how long ago it was tapped (null: sent as it is tapped, with no age). */
const tapHeaders = (key: string, tapAge: number | null) => ({ [IDEMPOTENCY_KEY_HEADER]: key, ...(tapAge === null ? {} : { [TAP_AGE_HEADER]: String(tapAge) }) });

export function sendKioskPunch(body: KioskPunchPayload, key: string, tapAge: number | null): Promise<KioskPunchView> {
  return callEndpoint(kiosksApi.punch, { body }, { headers: tapHeaders(key, tapAge) });
}

/** POST /api/kiosk/breaks: the worker's open entry, found by the server. */
export function sendKioskBreak(body: KioskBreakPayload, key: string, tapAge: number | null): Promise<KioskBreakView> {
  return callEndpoint(kioskBreaksApi.takeBreak, { body }, { headers: tapHeaders(key, tapAge) });
}

/** POST /api/kiosk/sign-offs: the entry the tablet clocked out, or the worker's latest. */
export function sendKioskSignOff(body: KioskSignOffPayload, key: string, tapAge: number | null): Promise<SignOffView> {
  return callEndpoint(kioskBreaksApi.signOff, { body }, { headers: tapHeaders(key, tapAge) });
}

/**
 * POST /api/kiosk/period: the worker's own pay period behind their PIN. Held in the panel's state only, never in the
 * query cache the tablet saves: the next person must not find someone's hours or PIN.
 */
export function readKioskPeriod(body: KioskPeriodInput): Promise<MyPeriodView> {
  return callEndpoint(periodSignaturesApi.kioskPeriod, { body });
}

/** POST /api/kiosk/period-signature: signs what was read (online only; nothing is queued). */
export function signKioskPeriod(body: KioskSignPeriodInput): Promise<SignatureView> {
  return callEndpoint(periodSignaturesApi.kioskSign, { body });
}
