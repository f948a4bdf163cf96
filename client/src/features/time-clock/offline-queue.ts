// This device's GPS-screen punch queue (lib/punch-queue.ts in the browser's storage, lib/punch-storage.ts), its
// sender, and the triggers that sync it (app start, the 'online' event, a timer while punches wait, and the Retry button).
import { useSyncExternalStore } from "react";
import { IDEMPOTENCY_KEY_HEADER, TAP_AGE_HEADER } from "@shared/api/constants";
import { authApi, timeEntriesApi } from "@shared/api/routes";
import { toast } from "@/components/ui/use-toast";
import { authQueries, useCurrentUser } from "@/features/auth/api";
import { ApiError, apiFetch, apiRequest, errorMessage, toApiError } from "@/lib/api-client";
import { endpointKey } from "@/lib/endpoint-client";
import { formatTime } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { refreshHours } from "@/lib/refresh-hours";
import { othersPunchCount, punchesOf, unownedPunches } from "@/lib/punch-owners";
import { createPunchQueue, isCrewPunch, latePunchOf, type PunchQueueState, type QueuedPunch } from "@/lib/punch-queue";
import { browserPunchStorage } from "@/lib/punch-storage";
import { CREW_SYNCED_TITLE, sendCrewPunch, type CrewAnswer } from "./crew-punches";
import { punchLabel } from "./punch-label";
import { punchRequest, type WorkerPunch } from "./punch-request";

// The names the GPS screen's queue has always used on phones: punches stored before this code moved are still found.
const STORAGE = { dbName: "crewline-offline", store: "punches", localStorageKey: "crewline.punch-queue" } as const;
const RETRY_INTERVAL_MS = 30_000;

/** One worker's punch or action, with the request's key and how long ago it was tapped. */
function sendWorkerPunch(punch: QueuedPunch & WorkerPunch, tapAge: number): Promise<unknown> {
  const { method, path, body } = punchRequest(punch);
  return apiRequest(method, path, body, { headers: { [IDEMPOTENCY_KEY_HEADER]: punch.key, [TAP_AGE_HEADER]: String(tapAge) } });
}

/** The worker's open entry as a synced punch leaves it (undefined: the punch does not say; re-read it). */
function openEntryAfter(punch: QueuedPunch, response: unknown): unknown {
  if (punch.kind === "clock-in" || punch.kind === "break") return response;
  if (punch.kind === "switch") return (response as { opened?: unknown } | null)?.opened;
  if (punch.kind === "clock-out") return null;
  return undefined;
}

const REFUSED_TITLE: Record<QueuedPunch["kind"], string> = {
  "clock-in": "Clock In Failed",
  "clock-out": "Clock Out Failed",
  break: "Break not saved",
  switch: "Project not switched",
  "sign-off": "Sign-off not saved",
  "crew-clock-in": "Clock In Failed",
  "crew-clock-out": "Clock Out Failed",
  "crew-break": "Crew break failed",
  "crew-switch": "Crew switch failed",
};

/** The toast of a punch that synced while nobody waited on it. */
function syncedTitle(punch: WorkerPunch): string {
  switch (punch.kind) {
    case "clock-in":
      return "Clocked In Successfully";
    case "clock-out":
      return "Clocked Out Successfully";
    case "break":
      return punch.body.action === "end" ? "Break ended" : "Break started";
    case "switch":
      return "Switched project";
    case "sign-off":
      return "Sign-off saved";
  }
}

/** The account of this browser's session as the server sees it now (null when signed out). */
async function sessionOwnerId(): Promise<number | null> {
  const res = await apiFetch(authApi.user.path, { headers: { Accept: "application/json" }, cache: "no-store" });
  if (res.status === 401) return null;
  if (!res.ok) throw await toApiError(res);
  const user = (await res.json()) as { id?: unknown } | null;
  return typeof user?.id === "number" ? user.id : null;
}

/** Who this screen says is signed in (the remembered user when offline); the server is asked again before a send. */
export function signedInUserId(): number | null {
  return queryClient.getQueryData(authQueries.user().queryKey)?.id ?? null;
}

export const punchQueue = createPunchQueue({
  storage: browserPunchStorage(STORAGE),
  send: (punch, tapAge) =>
    isCrewPunch(punch.kind) ? sendCrewPunch({ ...punch, kind: punch.kind }, tapAge) : sendWorkerPunch({ ...punch, kind: punch.kind }, tapAge),
  sessionOwnerId,
  readFailure: (error) =>
    error instanceof ApiError ? { status: error.status, message: error.message } : { status: 0, message: errorMessage(error) },
  isOnline: () => (typeof navigator === "undefined" ? true : navigator.onLine !== false),
  onSynced: (punch, response, background) => {
    if (isCrewPunch(punch.kind)) {
      // Each worker's open entry changed: the clock reads them again rather than guessing from the results.
      refreshHours();
      if (background) {
        const answer = response as CrewAnswer;
        // The server's line says what became of each: '2 clocked in, 1 sent to the office as a late punch'.
        toast({ title: CREW_SYNCED_TITLE[punch.kind], description: `Tapped at ${formatTime(punch.tappedAt)}: ${answer.message}.`, variant: "success" });
      }
      return;
    }
    const late = latePunchOf(response);
    if (late) {
      // Kept for the office (its week's payroll was approved before it synced): nothing changed on the clock.
      refreshHours();
      toast({ title: "Sent to the office", description: `${punch.workerName}: ${late.message}` });
      return;
    }
    const worker = { ...punch, kind: punch.kind as WorkerPunch["kind"] };
    // The answer is the worker's open entry (or its end): the clock shows it at once, not 'Clock In' until the re-read.
    const openEntry = openEntryAfter(worker, response);
    if (openEntry !== undefined) queryClient.setQueryData(endpointKey(timeEntriesApi.workerActive, { params: { workerId: punch.workerId } }), openEntry);
    refreshHours();
    if (background) {
      toast({
        title: syncedTitle(worker),
        description: `${punch.workerName}: ${punchLabel(punch.kind, punch.body)} tapped at ${formatTime(punch.tappedAt)} is synced.`,
        variant: "success",
      });
    }
  },
  // The screen never toasts a refusal itself, so this is the one message whether the punch was sent now or later. The
  // punches that waited on a refused one are listed on the screen, without a toast each.
  onRefused: (refused) => {
    refreshHours();
    if (refused.dependentOf !== null) return;
    toast({ title: REFUSED_TITLE[refused.kind], description: `${refused.workerName}: ${refused.message}`, variant: "destructive" });
  },
});

let started = false;

/** Called once at app start: sends what an earlier visit left behind, and again whenever the connection returns. */
export function startPunchSync() {
  if (started || typeof window === "undefined") return;
  started = true;
  window.addEventListener("online", () => void punchQueue.sync());
  // Only while the signed-in person has punches waiting: another account's punches wait for that account's sign-in.
  const hasOwnPunches = () => punchesOf(punchQueue.getState().punches, signedInUserId()).length > 0;
  window.setInterval(() => {
    if (hasOwnPunches() && navigator.onLine !== false) void punchQueue.sync();
  }, RETRY_INTERVAL_MS);
  void punchQueue.ready.then(() => {
    if (punchQueue.getState().punches.length > 0) void punchQueue.sync();
  });
}

function usePunchQueue(): PunchQueueState {
  return useSyncExternalStore(punchQueue.subscribe, punchQueue.getState, punchQueue.getState);
}

export interface MyPunchQueueState extends PunchQueueState {
  /** The signed-in person's punches only: what this screen may show and send. */
  punches: QueuedPunch[];
  /** Punches stored before owners were recorded: the signed-in person may claim them ("Send as mine"). */
  unowned: QueuedPunch[];
  /** Punches on this phone that belong to another account; kept for that account, never sent or claimed here. */
  othersCount: number;
  ownerId: number | null;
}

/** The queue as the signed-in person sees it: their own punches, and how many others wait on this phone. */
export function useMyPunchQueue(): MyPunchQueueState {
  const state = usePunchQueue();
  const ownerId = useCurrentUser().data?.id ?? null;
  return {
    ...state,
    punches: punchesOf(state.punches, ownerId),
    unowned: unownedPunches(state.punches),
    othersCount: othersPunchCount(state.punches, ownerId),
    ownerId,
  };
}

/** "Send as mine": the signed-in person takes a punch stored before owners were recorded, and the sync sends it. */
export async function claimPunch(key: string): Promise<void> {
  const claimed = await punchQueue.claim(key, signedInUserId());
  if (claimed.length > 0) void punchQueue.sync();
}

/** The punches of this phone's signed-in person still waiting to be sent (for the sign-out warning). */
export async function unsentPunchCount(ownerId: number): Promise<number> {
  await punchQueue.ready;
  return punchesOf(punchQueue.getState().punches, ownerId).length;
}
