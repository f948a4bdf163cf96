// Switching a clocked-in worker to another project (issue 15, POST /api/time-entries/switch) through the phone's punch
// queue: one tap, one Idempotency-Key, so a retried or replayed request switches once. Offline it waits on the phone,
// after the queued clock-in or switch that opened the entry when that has not synced yet.
import type { SwitchJobPayload } from "@shared/api/job-switch";
import type { PunchOutcome } from "@/lib/punch-queue";
import type { EntryLink } from "@/lib/worker-punch-state";
import { announce, queueWorkerAction } from "./worker-actions";

export interface SwitchTap {
  worker: { id: number; name: string };
  link: EntryLink;
  /** The site switched to. */
  projectName: string;
  /** The contract's body without the entry (the link names it); clientTime is the tap. */
  body: SwitchBody;
  /** The same project with another cost code ("Change cost code"): said so in the toast. */
  costCodeChange?: boolean;
}
export type SwitchBody = Omit<SwitchJobPayload, "timeEntryId" | "clientTime">;

export async function switchProject({ worker, link, projectName, body, costCodeChange = false }: SwitchTap): Promise<PunchOutcome | null> {
  const tappedAt = new Date().toISOString();
  const outcome = await queueWorkerAction({ kind: "switch", worker, projectName, link, tappedAt, body: { ...body, clientTime: tappedAt } });
  announce(outcome, {
    synced: costCodeChange ? "Cost code changed" : "Switched project",
    what: `${worker.name} at ${projectName}`,
    tapped: costCodeChange ? "cost code change" : `switch to ${projectName}`,
    tappedAt,
  });
  return outcome;
}
