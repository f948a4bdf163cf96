// One tap at the kiosk: a punch, a break, or the sign-off after a clock-out. Online, with the PIN, straight to the
// server (a PIN is never stored on the tablet). Without a connection (or when the request cannot reach the server) the
// tap goes into the tablet's queue instead: no PIN, offline: true, and the entry is left 'unverified' for the office to
// confirm. A worker whose earlier tap still waits on the tablet taps through the queue too, so their taps reach the
// server in the order they were made.
import type { KioskBreakPayload, KioskSignOffPayload } from "@shared/api/kiosk-breaks";
import type { KioskPunchPayload } from "@shared/api/kiosks";
import type { BreakActionInput } from "@shared/api/breaks";
import type { SignOffInput } from "@shared/api/sign-offs";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import type { PositionFix } from "@/lib/geolocation";
import { punchesOf } from "@/lib/punch-owners";
import type { PunchKind } from "@/lib/punch-queue";
import { sendKioskBreak, sendKioskPunch, sendKioskSignOff, type KioskBreakView, type KioskPunchView, type SignOffView } from "./api";
import { kioskPunchQueue, submitOfflinePunch, type KioskTapKind } from "./kiosk-queue";
import { punchFailureOf, type PunchFailure } from "./punch-failure";

/** What became of a tap: the server's answer, or kept on the tablet (sent when the connection is back). */
export type TapResult<View> = { kind: "sent"; view: View } | { kind: "kept"; tappedAt: string };
export type TapAttempt<View> = { ok: true; result: TapResult<View> } | { ok: false; failure: Exclude<PunchFailure, { kind: "no-connection" }> };

export type PunchResult =
  | { kind: "punched"; view: KioskPunchView }
  /** Kept on the tablet: sent when the connection is back. */
  | { kind: "kept"; workerName: string; projectName: string; action: PunchKind; tappedAt: string };

export type PunchAttempt = { ok: true; result: PunchResult } | { ok: false; failure: Exclude<PunchFailure, { kind: "no-connection" }> };

/** Who taps, at which kiosk, with their PIN (null: none could be asked, no connection). */
export interface KioskTapper {
  kioskId: number;
  projectName: string;
  worker: { id: number; name: string };
  pin: string | null;
}

export interface KioskPunchRequest extends KioskTapper {
  photo: string | null;
  fix: PositionFix | null;
  /** What the tablet expects the punch to do. */
  kind: PunchKind;
}

const isOnline = () => navigator.onLine !== false;

function hasWaitingTap(kioskId: number, workerId: number): boolean {
  return punchesOf(kioskPunchQueue.getState().punches, kioskId).some((punch) => punch.workerId === workerId);
}

/** The online send with the PIN when it can be made, else the tap kept in the tablet's queue (no PIN). */
async function tapAtKiosk<Body extends { workerId: number }, View>(
  tapper: KioskTapper,
  kind: KioskTapKind,
  body: Body,
  send: (body: Body & { pin: string }, key: string, tapAge: null) => Promise<View>,
): Promise<TapAttempt<View>> {
  const { kioskId, worker, pin } = tapper;
  const tappedAt = new Date().toISOString();
  if (pin !== null && isOnline()) {
    if (hasWaitingTap(kioskId, worker.id)) await kioskPunchQueue.sync();
    if (!hasWaitingTap(kioskId, worker.id)) {
      try {
        return { ok: true, result: { kind: "sent", view: await send({ ...body, pin }, newIdempotencyKey(), null) } };
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
    projectName: tapper.projectName,
    kind,
    key,
    body: { ...body, offline: true },
    tappedAt,
  });
  if (outcome.status === "synced") return { ok: true, result: { kind: "sent", view: outcome.response as View } };
  if (outcome.status === "refused") {
    // Said on the worker's panel now; the notice under the header is for refusals of taps sent later.
    kioskPunchQueue.dismissRefused(key);
    return { ok: false, failure: { kind: "refused", message: outcome.message } };
  }
  return { ok: true, result: { kind: "kept", tappedAt } };
}

export async function punchAtKiosk(request: KioskPunchRequest): Promise<PunchAttempt> {
  const { fix, photo, worker } = request;
  const body = {
    workerId: worker.id,
    // The server refuses a punch that no longer matches (its answer was lost and it was sent again): never undone.
    action: request.kind === "clock-in" ? "in" : "out",
    clientTime: new Date().toISOString(),
    ...(fix ? { latitude: fix.latitude, longitude: fix.longitude, accuracy: fix.accuracyMeters } : {}),
    ...(photo ? { photo } : {}),
  } satisfies KioskPunchPayload;
  const attempt = await tapAtKiosk(request, request.kind, body, sendKioskPunch);
  if (!attempt.ok) return attempt;
  if (attempt.result.kind === "sent") return { ok: true, result: { kind: "punched", view: attempt.result.view } };
  const kept = { workerName: worker.name, projectName: request.projectName, action: request.kind, tappedAt: attempt.result.tappedAt };
  return { ok: true, result: { kind: "kept", ...kept } };
}

/** A break of the worker's open entry (the server finds it, after any punch of theirs still queued here). */
export function breakAtKiosk(tapper: KioskTapper, action: BreakActionInput): Promise<TapAttempt<KioskBreakView>> {
  const body = { workerId: tapper.worker.id, action: action.action, kind: action.kind } satisfies KioskBreakPayload;
  return tapAtKiosk(tapper, "break", body, sendKioskBreak);
}

/**
 * The sign-off after a clock-out: of the entry the server clocked out, or, when the clock-out waits on the tablet, of
 * the worker's latest entry once it arrives (timeEntryId null; sent after that clock-out).
 */
export function signOffAtKiosk(tapper: KioskTapper, timeEntryId: number | null, answer: SignOffInput): Promise<TapAttempt<SignOffView>> {
  const body = {
    workerId: tapper.worker.id,
    ...(timeEntryId === null ? {} : { timeEntryId }),
    tookBreaks: answer.tookBreaks,
    injured: answer.injured,
    injuryDescription: answer.injuryDescription ?? null,
  } satisfies KioskSignOffPayload;
  return tapAtKiosk(tapper, "sign-off", body, sendKioskSignOff);
}
