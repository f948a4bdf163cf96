// The kiosk's name grid: who shows (the server's A to Z, matching the filter) and what each tile says, the server's on-the-clock
// state with this tablet's waiting punches laid over it.
import type { BreakKind } from "@shared/domain/breaks";
import type { QueuedPunch } from "@/lib/punch-queue";
import { runningBreakKind, workerPunchState } from "@/lib/worker-punch-state";
import type { KioskWorker } from "./api";

/** From this many names on, the grid gets a filter box (three rows on a tablet fit without one). */
export const FILTER_FROM_NAMES = 13;

/** The names matching the filter, in the server's order (A to Z, whatever the case: GET /api/kiosk). */
export function filterWorkers(workers: readonly KioskWorker[], filter: string): KioskWorker[] {
  const term = filter.trim().toLowerCase();
  return workers.filter((worker) => !term || worker.name.toLowerCase().includes(term));
}

export interface TileState {
  /** The next punch clocks them out. */
  clockedIn: boolean;
  /** A punch of theirs waits on the tablet. */
  waiting: boolean;
  /** The break running on their entry: the server's, or a start still on the tablet (an end or a punch stops it). */
  onBreak: BreakKind | null;
  /** The other site the server has them on the clock at ("On the clock at Highlands"); null here, off it, or while a tap waits. */
  clockedInAt: string | null;
}

export function tileState(worker: KioskWorker, waiting: readonly QueuedPunch[]): TileState {
  const state = workerPunchState(worker.id, worker.clockedIn, waiting);
  return {
    clockedIn: state.clockedIn,
    waiting: state.pending !== null,
    onBreak: runningBreakKind(state, worker.onBreak),
    // A saved copy from before the field (a cold start offline) has none: the tile then says "On the clock".
    clockedInAt: state.pending === null && state.clockedIn ? (worker.clockedInAt ?? null) : null,
  };
}

/** The tile's state in words: "On meal break", "On the clock at Highlands", "On the clock", "Not clocked in". */
export function tileStateText(state: TileState): string {
  if (state.onBreak) return `On ${state.onBreak} break`;
  if (!state.clockedIn) return "Not clocked in";
  return state.clockedInAt ? `On the clock at ${state.clockedInAt}` : "On the clock";
}
