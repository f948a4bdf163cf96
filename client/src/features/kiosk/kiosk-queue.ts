// The kiosk's offline punches, breaks and sign-offs: the app's punch queue (lib/punch-queue.ts) in its own storage on
// the device, each tap owned by the kiosk that took it and sent (offline: true, no PIN) only while the server still
// answers as that kiosk. A tap is never dropped unless the server refuses it; a replay with its key is answered once
// (idempotency). Breaks and sign-offs name the worker, not an entry: the server finds it when the tap arrives, after the
// punches queued before it.
import { useSyncExternalStore } from "react";
import type { KioskBreakPayload, KioskSignOffPayload } from "@shared/api/kiosk-breaks";
import type { KioskPunchPayload } from "@shared/api/kiosks";
import { ApiError, errorMessage, NETWORK_ERROR_MESSAGE } from "@/lib/api-client";
import { punchesOf } from "@/lib/punch-owners";
import { createPunchQueue, type PunchKind, type PunchQueueState, type QueuedPunch } from "@/lib/punch-queue";
import { browserPunchStorage } from "@/lib/punch-storage";
import { queryClient, savedCopyTimeOf } from "@/lib/query-client";
import { kioskQueries, sendKioskBreak, sendKioskPunch, sendKioskSignOff } from "./api";

const STORAGE = { dbName: "crewline-kiosk", store: "punches", localStorageKey: "crewline.kiosk-punch-queue" } as const;
const RETRY_INTERVAL_MS = 30_000;

const isOnline = () => (typeof navigator === "undefined" ? true : navigator.onLine !== false);

/** The kiosk the server answers this device as now, read fresh (the team's states come with it); null when none. */
async function currentKioskId(): Promise<number | null> {
  const session = kioskQueries.session();
  try {
    const kiosk = await queryClient.fetchQuery({ ...session, staleTime: 0 });
    // The tablet's saved copy answered, not the server: nothing can be sent now.
    if (savedCopyTimeOf(session) !== null) throw new ApiError(0, "NETWORK_ERROR", NETWORK_ERROR_MESSAGE);
    return kiosk.id;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

const refreshTeam = () => void queryClient.invalidateQueries({ queryKey: kioskQueries.session().queryKey });

/** What a kiosk queues: a punch, a break, or the sign-off after a clock-out. */
export type KioskTapKind = PunchKind | "break" | "sign-off";

function sendTap(tap: QueuedPunch, tapAge: number): Promise<unknown> {
  if (tap.kind === "break") return sendKioskBreak(tap.body as KioskBreakPayload, tap.key, tapAge);
  if (tap.kind === "sign-off") return sendKioskSignOff(tap.body as KioskSignOffPayload, tap.key, tapAge);
  return sendKioskPunch(tap.body as KioskPunchPayload, tap.key, tapAge);
}

export const kioskPunchQueue = createPunchQueue({
  storage: browserPunchStorage(STORAGE),
  send: sendTap,
  sessionOwnerId: currentKioskId,
  readFailure: (error) =>
    error instanceof ApiError ? { status: error.status, message: error.message } : { status: 0, message: errorMessage(error) },
  isOnline,
  onSynced: refreshTeam,
  onRefused: refreshTeam,
});

export interface OfflinePunch {
  kioskId: number;
  workerId: number;
  workerName: string;
  projectName: string;
  /** A punch (what the tablet expects it to do; the server decides: out of an open entry, else in), a break or a sign-off. */
  kind: KioskTapKind;
  key: string;
  body: (KioskPunchPayload | KioskBreakPayload | KioskSignOffPayload) & { offline: true };
  tappedAt: string;
}

/** Stores the tap on the device and tries to send it at once; it waits in the queue when that cannot work. */
export function submitOfflinePunch(punch: OfflinePunch) {
  return kioskPunchQueue.submit({
    kind: punch.kind,
    body: punch.body,
    tappedAt: punch.tappedAt,
    key: punch.key,
    workerId: punch.workerId,
    workerName: punch.workerName,
    projectName: punch.projectName,
    ownerId: punch.kioskId,
  });
}

let started = false;

/** Sends what waits now, whenever the connection returns, and every 30 s while punches wait. */
export function startKioskPunchSync() {
  if (started || typeof window === "undefined") return;
  started = true;
  window.addEventListener("online", () => void kioskPunchQueue.sync());
  window.setInterval(() => {
    if (kioskPunchQueue.getState().punches.length > 0 && isOnline()) void kioskPunchQueue.sync();
  }, RETRY_INTERVAL_MS);
  void kioskPunchQueue.ready.then(() => {
    if (kioskPunchQueue.getState().punches.length > 0) void kioskPunchQueue.sync();
  });
}

export interface KioskQueueState extends PunchQueueState {
  /** This kiosk's punches waiting on the device, oldest first. */
  waiting: QueuedPunch[];
}

export function useKioskQueue(kioskId: number | null): KioskQueueState {
  const state = useSyncExternalStore(kioskPunchQueue.subscribe, kioskPunchQueue.getState, kioskPunchQueue.getState);
  return { ...state, waiting: punchesOf(state.punches, kioskId) };
}
