// The request a queued punch of one worker becomes: its route from the contract (without the zod schemas: the queue
// starts with the app on every screen), and for a path with :id (a break, a sign-off) the entry the body names
// (body.timeEntryId, filled in when the punch it waited on synced), taken out of the JSON body.
import { fillPath, type BodyOf } from "@shared/api/contract";
import { breaksApi, signOffsApi, timeEntriesApi } from "@shared/api/routes";
import type { HttpMethod } from "@/lib/api-client";
import type { EntryActionKind, PunchKind, QueuedPunch } from "@/lib/punch-queue";

const PUNCH_ROUTE = {
  "clock-in": timeEntriesApi.clockIn,
  "clock-out": timeEntriesApi.clockOut,
  break: breaksApi.takeBreak,
  switch: timeEntriesApi.switchJob,
  "sign-off": signOffsApi.signOff,
} as const satisfies Record<PunchKind | EntryActionKind, { method: HttpMethod; path: string }>;

/** A kind of one worker's punch or action, each sent to its own route. */
export type WorkerPunchKind = keyof typeof PUNCH_ROUTE;

/**
 * What the phone queues for a punch or action of kind K: its contract's body, typed from the contract, without the
 * entry it acts on: that is named by the link (worker-actions.ts), as body.timeEntryId once known (for a route with
 * :id it goes into the path when sent).
 */
export type WorkerPunchBody<K extends WorkerPunchKind> = Omit<NonNullable<BodyOf<(typeof PUNCH_ROUTE)[K]>>, "timeEntryId">;

export type WorkerPunch = Pick<QueuedPunch, "body"> & { kind: PunchKind | EntryActionKind };

export function punchRequest(punch: WorkerPunch): { method: HttpMethod; path: string; body: Record<string, unknown> } {
  const route = PUNCH_ROUTE[punch.kind];
  if (!route.path.includes(":id")) return { method: route.method, path: route.path, body: punch.body };
  const { timeEntryId, ...body } = punch.body;
  return { method: route.method, path: fillPath(route.path, { id: timeEntryId as number }), body };
}
