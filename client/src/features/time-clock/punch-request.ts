// The request a queued punch of one worker becomes: its route from the contract (without the zod schemas: the queue
// starts with the app on every screen), and for a path with :id (a break, a sign-off) the entry the body names
// (body.timeEntryId, filled in when the punch it waited on synced), taken out of the JSON body.
import { fillPath } from "@shared/api/contract";
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

export type WorkerPunch = Pick<QueuedPunch, "body"> & { kind: PunchKind | EntryActionKind };

export function punchRequest(punch: WorkerPunch): { method: HttpMethod; path: string; body: Record<string, unknown> } {
  const route = PUNCH_ROUTE[punch.kind];
  if (!route.path.includes(":id")) return { method: route.method, path: route.path, body: punch.body };
  const { timeEntryId, ...body } = punch.body;
  return { method: route.method, path: fillPath(route.path, { id: timeEntryId as number }), body };
}
