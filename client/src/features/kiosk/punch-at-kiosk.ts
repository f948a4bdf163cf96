// One punch at the kiosk. Online, with the PIN, straight to the server (a PIN is never stored on the tablet). Without
// a connection (or when the request cannot reach the server) the punch goes into the tablet's queue instead: no PIN,
// offline: true, stored 'unverified' for the office to confirm. A worker whose earlier punch still waits on the
// tablet punches through the queue too, so their punches reach the server in the order they were made.
import type { KioskPunchPayload } from "@shared/api/kiosks";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import type { PositionFix } from "@/lib/geolocation";
import { punchesOf } from "@/lib/punch-owners";
import type { PunchKind } from "@/lib/punch-queue";
import { sendKioskPunch, type KioskPunchView } from "./api";
import { kioskPunchQueue, submitOfflinePunch } from "./kiosk-queue";
import { punchFailureOf, type PunchFailure } from "./punch-failure";

export type PunchResult =
  | { kind: "punched"; view: KioskPunchView }
  /** Kept on the tablet: sent when the connection is back. */
  | { kind: "kept"; workerName: string; projectName: string; action: PunchKind; tappedAt: string };

export type PunchAttempt = { ok: true; result: PunchResult } | { ok: false; failure: Exclude<PunchFailure, { kind: "no-connection" }> };

export interface KioskPunchRequest {
  kioskId: number;
  projectName: string;
  worker: { id: number; name: string };
  /** null: no PIN could be asked (no connection). */
  pin: string | null;
  photo: string | null;
  fix: PositionFix | null;
  /** What the tablet expects the punch to do. */
  kind: PunchKind;
}

const isOnline = () => navigator.onLine !== false;

function hasWaitingPunch(kioskId: number, workerId: number): boolean {
  return punchesOf(kioskPunchQueue.getState().punches, kioskId).some((punch) => punch.workerId === workerId);
}

export async function punchAtKiosk(request: KioskPunchRequest): Promise<PunchAttempt> {
  const { kioskId, worker, pin, photo, fix } = request;
  const clientTime = new Date().toISOString();
  const common = {
    workerId: worker.id,
    // The server refuses a punch that no longer matches (its answer was lost and it was sent again): never undone.
    action: request.kind === "clock-in" ? "in" : "out",
    clientTime,
    ...(fix ? { latitude: fix.latitude, longitude: fix.longitude, accuracy: fix.accuracyMeters } : {}),
    ...(photo ? { photo } : {}),
  } satisfies KioskPunchPayload;

  if (pin !== null && isOnline()) {
    if (hasWaitingPunch(kioskId, worker.id)) await kioskPunchQueue.sync();
    if (!hasWaitingPunch(kioskId, worker.id)) {
      try {
        const view = await sendKioskPunch({ ...common, pin }, newIdempotencyKey());
        return { ok: true, result: { kind: "punched", view } };
      } catch (error) {
        const failure = punchFailureOf(error);
        if (failure.kind !== "no-connection") return { ok: false, failure };
      }
    }
  }

  const key = newIdempotencyKey();
  const outcome = await submitOfflinePunch({
    kioskId,
    workerId: worker.id,
    workerName: worker.name,
    projectName: request.projectName,
    kind: request.kind,
    key,
    body: { ...common, offline: true },
  });
  if (outcome.status === "synced") return { ok: true, result: { kind: "punched", view: outcome.response as KioskPunchView } };
  if (outcome.status === "refused") {
    // Said on the worker's panel now; the notice under the header is for refusals of punches sent later.
    kioskPunchQueue.dismissRefused(key);
    return { ok: false, failure: { kind: "refused", message: outcome.message } };
  }
  return { ok: true, result: { kind: "kept", workerName: worker.name, projectName: request.projectName, action: request.kind, tappedAt: clientTime } };
}
