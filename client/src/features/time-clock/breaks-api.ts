// Starting and ending a break of the worker's open entry (POST /api/time-entries/:id/breaks) through the phone's punch
// queue: one Idempotency-Key per tap, sent at once online and in order later offline. The server's clock decides the
// break's time when the request arrives; the answer (the entry with its breaks) becomes the worker's open entry
// (offline-queue.ts).
import type { BreakActionInput } from "@shared/api/breaks";
import type { PunchOutcome } from "@/lib/punch-queue";
import type { EntryLink } from "@/lib/worker-punch-state";
import { announce, queueWorkerAction } from "./worker-actions";

export interface BreakTap {
  worker: { id: number; name: string };
  /** The open entry, or the queued clock-in or switch that opens it. */
  link: EntryLink;
  projectName: string | null;
  action: BreakActionInput;
}

export async function takeBreak({ worker, link, projectName, action }: BreakTap): Promise<PunchOutcome | null> {
  const tappedAt = new Date().toISOString();
  const outcome = await queueWorkerAction({ kind: "break", worker, projectName, link, tappedAt, body: { action: action.action, kind: action.kind } });
  const which = `${action.kind} break`;
  announce(outcome, {
    synced: action.action === "start" ? "Break started" : "Break ended",
    what: `${worker.name}: ${which} ${action.action === "start" ? "started" : "ended"}`,
    tapped: `${which} ${action.action}`,
    tappedAt,
  });
  return outcome;
}
