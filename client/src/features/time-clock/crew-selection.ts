// The crew list's state on the GPS clock (issue 15), from the server's open entries and this phone's queued punches:
// who is on the clock here, elsewhere or off; whom "Clock in N" and "Clock out N" would send; and whether a clock-out
// goes by entry ids or by project (which needs no ids, so it can follow crew clock-ins still waiting to sync).
import { crewListOrder } from "@shared/domain/crew";
import type { QueuedPunch } from "@/lib/punch-queue";
import { workerPunchState } from "@/lib/worker-punch-state";

export interface CrewMember {
  id: number;
  name: string;
  /** On the clock on this site (by the server, or by a punch queued on this phone). */
  onClockHere: boolean;
  /** On the clock on another site: a clock-in here would be refused. */
  onClockElsewhere: boolean;
  /** The open entry here as the server has it; null while its clock-in waits to sync. */
  entryIdHere: number | null;
  /** The last punch of this worker still waits to sync on this phone. */
  pending: QueuedPunch | null;
}

export interface CrewSource {
  people: readonly { id: number; name: string; activeTimeEntryId: number | null }[];
  /** workerId -> the entry open on this site, by the server. */
  openHere: ReadonlyMap<number, number>;
  siteId: number;
  punches: readonly QueuedPunch[];
}

/** The crew list: people on the clock here first, then the rest, each A to Z (crewListOrder). */
export function crewMembers({ people, openHere, siteId, punches }: CrewSource): CrewMember[] {
  const members = people.map((person): CrewMember => {
    const serverHere = openHere.get(person.id) ?? null;
    const serverOpen = serverHere !== null || person.activeTimeEntryId !== null;
    const state = workerPunchState(person.id, serverOpen, punches);
    // A queued break or sign-off leaves the worker where the server has them; a queued clock-in or switch moves them.
    const queuedEntry = state.opening !== null || state.closing !== null;
    const here = queuedEntry ? state.clockedIn && state.projectId === siteId : serverHere !== null;
    return {
      id: person.id,
      name: person.name,
      onClockHere: here,
      onClockElsewhere: state.clockedIn && !here,
      entryIdHere: queuedEntry ? null : serverHere,
      pending: state.pending,
    };
  });
  return crewListOrder(members, (m) => m.onClockHere);
}

/** The selected people a crew clock-in would send: those off the clock. */
export const toClockIn = (members: readonly CrewMember[], selected: ReadonlySet<number>): CrewMember[] =>
  members.filter((m) => selected.has(m.id) && !m.onClockHere && !m.onClockElsewhere);

/** The selected people a crew clock-out would close: those on the clock here. */
export const toClockOut = (members: readonly CrewMember[], selected: ReadonlySet<number>): CrewMember[] =>
  members.filter((m) => selected.has(m.id) && m.onClockHere);

export type ClockOutTarget =
  | { kind: "none" }
  | { kind: "entries"; timeEntryIds: number[] }
  | { kind: "project" }
  | { kind: "blocked"; reason: string };

/**
 * By entry ids when the server gave every one of them; by project when all on the clock here are chosen (their
 * clock-ins may still be queued: the server then closes everyone open here whom the caller may clock out); else a
 * part of a crew whose clock-ins still wait cannot be named yet.
 */
export function crewClockOutTarget(members: readonly CrewMember[], selected: ReadonlySet<number>): ClockOutTarget {
  const chosen = toClockOut(members, selected);
  if (chosen.length === 0) return { kind: "none" };
  if (chosen.every((m) => m.entryIdHere !== null)) return { kind: "entries", timeEntryIds: chosen.map((m) => m.entryIdHere!) };
  if (chosen.length === members.filter((m) => m.onClockHere).length) return { kind: "project" };
  return { kind: "blocked", reason: "Some of them are still waiting to sync. Clock out everyone on the clock here, or wait until they have synced." };
}
