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
}

export function tileState(worker: KioskWorker, waiting: readonly QueuedPunch[]): TileState {
  const state = workerPunchState(worker.id, worker.clockedIn, waiting);
  return { clockedIn: state.clockedIn, waiting: state.pending !== null, onBreak: runningBreakKind(state, worker.onBreak) };
}
