// This device's GPS-screen punch queue (lib/punch-queue.ts in the browser's storage, lib/punch-storage.ts), its
// sender, and the triggers that sync it (app start, the 'online' event, a timer while punches wait, and the Retry button).
import { useSyncExternalStore } from "react";
import { IDEMPOTENCY_KEY_HEADER } from "@shared/api/constants";
import { authApi, timeEntriesApi } from "@shared/api/routes";
import { toast } from "@/components/ui/use-toast";
import { authQueries, useCurrentUser } from "@/features/auth/api";
import { ApiError, apiFetch, apiRequest, errorMessage, toApiError } from "@/lib/api-client";
import { endpointKey } from "@/lib/endpoint-client";
import { formatTime } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { queryKeys } from "@/lib/query-keys";
import { othersPunchCount, punchesOf, unownedPunches } from "@/lib/punch-owners";
import { createPunchQueue, isCrewPunch, type PunchKind, type PunchQueueState, type QueuedPunch } from "@/lib/punch-queue";
import { browserPunchStorage } from "@/lib/punch-storage";
import { KIND_LABEL } from "./components/punch-summary";
import { CREW_SYNCED, punchedCount, sendCrewPunch, type CrewAnswer } from "./crew-punches";

// The names the GPS screen's queue has always used on phones: punches stored before this code moved are still found.
const STORAGE = { dbName: "crewline-offline", store: "punches", localStorageKey: "crewline.punch-queue" } as const;
const RETRY_INTERVAL_MS = 30_000;

// The punches' routes (their contracts without the zod schemas: the queue starts with the app on every screen).
const PUNCH_ROUTE = { "clock-in": timeEntriesApi.clockIn, "clock-out": timeEntriesApi.clockOut } as const;

function invalidateClockData() {
  void queryClient.invalidateQueries({ queryKey: queryKeys.timeEntries });
  void queryClient.invalidateQueries({ queryKey: queryKeys.workers });
  void queryClient.invalidateQueries({ queryKey: queryKeys.payroll });
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
  send: (punch) =>
    isCrewPunch(punch.kind)
      ? sendCrewPunch({ ...punch, kind: punch.kind })
      : // This screen queues only punches (breaks, switches and sign-offs of the GPS clock are sent online).
        apiRequest(PUNCH_ROUTE[punch.kind as PunchKind].method, PUNCH_ROUTE[punch.kind as PunchKind].path, punch.body, {
          headers: { [IDEMPOTENCY_KEY_HEADER]: punch.key },
        }),
  sessionOwnerId,
  readFailure: (error) =>
    error instanceof ApiError ? { status: error.status, message: error.message } : { status: 0, message: errorMessage(error) },
  isOnline: () => (typeof navigator === "undefined" ? true : navigator.onLine !== false),
  onSynced: (punch, response, background) => {
    if (isCrewPunch(punch.kind)) {
      // Each worker's open entry changed: the clock reads them again rather than guessing from the results.
      invalidateClockData();
      if (background) {
        const answer = response as CrewAnswer;
        const { title, verb } = CREW_SYNCED[punch.kind];
        toast({
          title,
          description: `Tapped at ${formatTime(punch.tappedAt)}: ${punchedCount(answer)} ${verb}, ${answer.results.length - punchedCount(answer)} not.`,
          variant: "success",
        });
      }
      return;
    }
    // The answer is the worker's open entry (or its end): the clock shows it at once, not 'Clock In' until the re-read.
    queryClient.setQueryData(
      endpointKey(timeEntriesApi.workerActive, { params: { workerId: punch.workerId } }),
      punch.kind === "clock-in" ? response : null,
    );
    invalidateClockData();
    if (background) {
      toast({
        title: punch.kind === "clock-in" ? "Clocked In Successfully" : "Clocked Out Successfully",
        description: `${punch.workerName}: synced the punch made at ${formatTime(punch.tappedAt)}.`,
        variant: "success",
      });
    }
  },
  // The screen never toasts a refusal itself, so this is the one message whether the punch was sent now or later.
  onRefused: (refused) => {
    invalidateClockData();
    toast({
      title:
        refused.kind === "clock-in" || refused.kind === "crew-clock-in"
          ? "Clock In Failed"
          : refused.kind === "clock-out" || refused.kind === "crew-clock-out"
            ? "Clock Out Failed"
            : `${KIND_LABEL[refused.kind]} failed`,
      description: `${refused.workerName}: ${refused.message}`,
      variant: "destructive",
    });
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
