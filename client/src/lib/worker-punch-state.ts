// One worker as this device's punch queue leaves them (lib/punch-queue.ts): on the clock or not, on which project, on
// a break or not, and what a new action on their entry waits on, from the server's state and the taps still queued.
import { isCrewPunch, type QueuedPunch, type QueuedPunchKind } from "./punch-queue";

/** A break the queue leaves running on the worker's entry: started by a tap still on the phone. */
export interface QueuedBreak {
  kind: "meal" | "rest";
  /** The tap's time on the phone (the server takes its own when the start arrives). */
  tappedAt: string;
}

export interface WorkerPunchState {
  /** The worker counts as clocked in: an open entry on the server, or a queued clock-in (or switch) not yet followed by a queued clock-out. */
  clockedIn: boolean;
  /** The last queued punch for this worker, when there is one (the screen says 'Waiting to sync'). */
  pending: QueuedPunch | null;
  /**
   * The queued clock-in or switch that opened the entry the worker is on now; null when the server has that entry (or
   * the worker is off the clock). Actions on the entry wait on it (afterKey) and show its project and time.
   */
  opening: QueuedPunch | null;
  /** The queued clock-out of the worker's last entry, while off the clock (the screen says 'Waiting to sync'). */
  closing: QueuedPunch | null;
  /** The project the queue puts the worker on (from `opening`); null when the server's entry tells. */
  projectId: number | null;
  /**
   * The worker's breaks as the queue leaves them: a queued start ('running'), a queued end or a new entry ('none');
   * 'server' when no queued punch says anything about breaks, so the server's entry tells.
   */
  breaks: { status: "server" } | { status: "running"; running: QueuedBreak; pending: QueuedPunch } | { status: "none"; ended: QueuedPunch | null };
}

const opensEntry = (kind: QueuedPunchKind) => kind === "clock-in" || kind === "crew-clock-in" || kind === "switch" || kind === "crew-switch";
const closesEntry = (kind: QueuedPunchKind) => kind === "clock-out" || kind === "crew-clock-out";
const isBreak = (kind: QueuedPunchKind) => kind === "break" || kind === "crew-break";

/** What the screen should show for a worker given the server's open entry and this device's queue, tap by tap. */
export function workerPunchState(workerId: number, serverHasOpenEntry: boolean, punches: readonly QueuedPunch[]): WorkerPunchState {
  // A queued crew punch counts for each of its workers (the server may still refuse one of them).
  const mine = punches.filter((p) => p.workerId === workerId || (p.crewWorkerIds?.includes(workerId) ?? false));
  let state: WorkerPunchState = {
    clockedIn: serverHasOpenEntry,
    pending: mine.at(-1) ?? null,
    opening: null,
    closing: null,
    projectId: null,
    breaks: { status: "server" },
  };
  for (const punch of mine) {
    if (opensEntry(punch.kind)) {
      const projectId = typeof punch.body.projectId === "number" ? punch.body.projectId : null;
      // A switch ends a running break at its instant; a new entry starts without one.
      state = { ...state, clockedIn: true, opening: punch, closing: null, projectId, breaks: { status: "none", ended: null } };
    } else if (closesEntry(punch.kind)) {
      state = { ...state, clockedIn: false, opening: null, closing: punch, projectId: null, breaks: { status: "none", ended: null } };
    } else if (isBreak(punch.kind) && state.clockedIn) {
      const kind = punch.body.kind === "rest" ? "rest" : "meal";
      state.breaks =
        punch.body.action === "start"
          ? { status: "running", running: { kind, tappedAt: punch.tappedAt }, pending: punch }
          : { status: "none", ended: punch };
    }
  }
  return state;
}

/**
 * The one queued-break overlay: the break running on the worker's entry as the queue leaves it over the server's
 * (`serverKind`): a queued start's kind, none after a queued end or a punch that opens or closes an entry, else the
 * server's; none while off the clock. The GPS clock's card, the crew list and the kiosk's tiles all show this.
 */
export function runningBreakKind(state: WorkerPunchState, serverKind: QueuedBreak["kind"] | null): QueuedBreak["kind"] | null {
  if (!state.clockedIn) return null;
  if (state.breaks.status === "running") return state.breaks.running.kind;
  if (state.breaks.status === "none") return null;
  return serverKind;
}

/**
 * What a new action on the worker's open entry goes by: the server's entry id, or the key of the queued clock-in or
 * switch that opens it (the action then waits on it). null when neither can be named: no open entry, or one opened by
 * a crew punch still on the phone (its answer is one result per worker, not one entry to hand on).
 */
export function openEntryLink(state: WorkerPunchState, serverEntryId: number | null): EntryLink | null {
  if (state.opening) return isCrewPunch(state.opening.kind) ? null : { timeEntryId: null, afterKey: state.opening.key };
  return state.clockedIn && serverEntryId !== null ? { timeEntryId: serverEntryId, afterKey: null } : null;
}

export type EntryLink = { timeEntryId: number; afterKey: null } | { timeEntryId: null; afterKey: string };

/** The body and afterKey of a queued action on the linked entry: the id in the body when known, else the wait. */
export function linkedPunch(link: EntryLink, body: Record<string, unknown>): { body: Record<string, unknown>; afterKey: string | null } {
  return link.afterKey !== null ? { body, afterKey: link.afterKey } : { body: { ...body, timeEntryId: link.timeEntryId }, afterKey: null };
}
