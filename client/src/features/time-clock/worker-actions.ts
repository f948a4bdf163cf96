// One worker's punches and actions on the GPS clock (clock in and out, breaks, switch of project, sign-off) all go the
// one way: stored in this phone's punch queue with a fresh Idempotency-Key, then sent in order (offline-queue.ts). An
// action on an entry whose id the server has not given yet waits on the queued punch that opens it (its afterKey).
import { toast } from "@/components/ui/use-toast";
import { formatTime } from "@/lib/format";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import type { PunchOutcome } from "@/lib/punch-queue";
import { linkedPunch, type EntryLink } from "@/lib/worker-punch-state";
import { punchQueue, signedInUserId } from "./offline-queue";
import type { WorkerPunchBody, WorkerPunchKind } from "./punch-request";

interface ActionOf<K extends WorkerPunchKind> {
  kind: K;
  worker: { id: number; name: string };
  projectName: string | null;
  /** The request's body as its contract types it (punch-request.ts): stored on the phone, sent unchanged. */
  body: WorkerPunchBody<K>;
  /** The entry it acts on: by id, or the queued punch that will give it. None for a clock-in. */
  link?: EntryLink;
  /** The phone's time of the tap (also in the body where the contract takes it). */
  tappedAt: string;
}

/** One worker's punch or action, of any kind, with the body its kind's contract takes. */
export type QueuedAction = { [K in WorkerPunchKind]: ActionOf<K> }[WorkerPunchKind];

/**
 * Stores and tries to send one worker's punch or action, and says what became of it under its key (the key a later
 * action waits on); null when nobody is signed in to own it.
 */
export async function queueWorkerAction(action: QueuedAction): Promise<(PunchOutcome & { key: string }) | null> {
  const ownerId = signedInUserId();
  if (ownerId === null) return null;
  const { body, afterKey } = action.link ? linkedPunch(action.link, action.body) : { body: action.body, afterKey: null };
  const key = newIdempotencyKey();
  const outcome = await punchQueue.submit({
    kind: action.kind,
    key,
    tappedAt: action.tappedAt,
    workerId: action.worker.id,
    workerName: action.worker.name,
    projectName: action.projectName,
    ownerId,
    afterKey,
    body,
  });
  return { ...outcome, key };
}

/**
 * The toast after a tap: the success title with what was done when the server has it, or 'Waiting to sync' with what
 * was saved on the phone. Refusals are announced once by the queue with the server's message.
 */
export function announce(outcome: PunchOutcome | null, text: { synced: string; what: string; tapped: string; tappedAt: string; offlineNote?: string }) {
  if (outcome?.status === "synced") {
    toast({ title: text.synced, description: text.what, variant: "success" });
  } else if (outcome?.status === "queued") {
    toast({
      title: "Waiting to sync",
      description: `No connection: the ${text.tapped} tapped at ${formatTime(text.tappedAt)} is saved on this phone and will be sent when you're back online.${text.offlineNote ?? ""}`,
    });
  }
}
