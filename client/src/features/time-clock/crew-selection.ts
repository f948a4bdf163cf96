// The crew list's state on the GPS clock (issue 15), from the server's open entries and this phone's queued punches:
// who is on the clock here, elsewhere or off, and on which break; whom "Clock in N", "Clock out N", the break buttons
// and "Switch project" would send; and whether a clock-out goes by entry ids or by project (which needs no ids, so it
// can follow crew clock-ins still waiting to sync).
import type { BreakKind } from "@shared/domain/breaks";
import { crewListOrder } from "@shared/domain/crew";
import type { QueuedPunch } from "@/lib/punch-queue";
import { runningBreakKind, workerPunchState } from "@/lib/worker-punch-state";

export interface CrewMember {
  id: number;
  name: string;
  /** On the clock on this site (by the server, or by a punch queued on this phone). */
  onClockHere: boolean;
  /** On the clock on another site: a clock-in here would be refused. */
  onClockElsewhere: boolean;
  /** The open entry here as the server has it; null while its clock-in waits to sync. */
  entryIdHere: number | null;
  /** The open entry on another site as the server has it (a crew clock-out may close it by id); null otherwise. */
  entryIdElsewhere: number | null;
  /** The break running now (by the server here, then this phone's queued crew breaks); null when none is known. */
  breakKind: BreakKind | null;
  /** The last punch of this worker still waits to sync on this phone. */
  pending: QueuedPunch | null;
}

export interface CrewSource {
  people: readonly { id: number; name: string; activeTimeEntryId: number | null }[];
  /** workerId -> the entry open on this site, by the server. */
  openHere: ReadonlyMap<number, number>;
  /** workerId -> the break running on their entry open here, by the server. */
  breaksHere?: ReadonlyMap<number, BreakKind>;
  siteId: number;
  punches: readonly QueuedPunch[];
}

/** The crew list: people on the clock here first, then the rest, each A to Z (crewListOrder). */
export function crewMembers({ people, openHere, breaksHere = new Map(), siteId, punches }: CrewSource): CrewMember[] {
  const members = people.map((person): CrewMember => {
    const serverHere = openHere.get(person.id) ?? null;
    const serverOpen = serverHere !== null || person.activeTimeEntryId !== null;
    const state = workerPunchState(person.id, serverOpen, punches);
    const mine = punches.filter((p) => p.crewWorkerIds?.includes(person.id) || p.workerId === person.id);
    // Where the worker is: the last queued punch that moves them (a break leaves them where they were), else the server.
    // One worker's own break or sign-off (queued on the one-worker clock) moves nobody either.
    const placing = mine.filter((p) => p.kind !== "crew-break" && p.kind !== "break" && p.kind !== "sign-off").at(-1) ?? null;
    const here = placing ? state.clockedIn && placing.body.projectId === siteId : serverHere !== null;
    return {
      id: person.id,
      name: person.name,
      onClockHere: here,
      onClockElsewhere: state.clockedIn && !here,
      entryIdHere: placing ? null : serverHere,
      entryIdElsewhere: placing || serverHere !== null ? null : person.activeTimeEntryId,
      breakKind: runningBreakKind(state, breaksHere.get(person.id) ?? null),
      pending: state.pending,
    };
  });
  return crewListOrder(members, (m) => m.onClockHere);
}

/**
 * The list in the places its rows first took (issue 26 item 4): a row does not move under a gloved thumb when its
 * person is clocked in or out; someone new joins at the end. `places` (id -> place) is kept by the screen for the
 * visit to the site, and filled here.
 */
export function keepPlaces(members: readonly CrewMember[], places: Map<number, number>): CrewMember[] {
  for (const member of members) if (!places.has(member.id)) places.set(member.id, places.size);
  return [...members].sort((a, b) => places.get(a.id)! - places.get(b.id)!);
}

/** Who is off the clock, and who is on it (here or elsewhere): the list's two "Select everyone ..." groups. */
export const offTheClock = (members: readonly CrewMember[]) => members.filter((m) => !m.onClockHere && !m.onClockElsewhere);
export const anyOnTheClock = (members: readonly CrewMember[]) => members.filter((m) => m.onClockHere || m.onClockElsewhere);

/** The selected people a crew clock-in would send: those off the clock. */
export const toClockIn = (members: readonly CrewMember[], selected: ReadonlySet<number>): CrewMember[] =>
  members.filter((m) => selected.has(m.id) && !m.onClockHere && !m.onClockElsewhere);

/** The selected people on the clock, here or elsewhere: whom a crew break would send (the server finds their entries). */
export const onTheClock = (members: readonly CrewMember[], selected: ReadonlySet<number>): CrewMember[] =>
  members.filter((m) => selected.has(m.id) && (m.onClockHere || m.onClockElsewhere));

/** Whom "Start meal" / "Start rest" would send: the chosen on the clock with no break known to be running. */
export const toStartBreak = (members: readonly CrewMember[], selected: ReadonlySet<number>): CrewMember[] =>
  onTheClock(members, selected).filter((m) => m.breakKind === null);

/** Whom "End break" would send, by the kind of break each is on (one crew break per kind). */
export function toEndBreak(members: readonly CrewMember[], selected: ReadonlySet<number>): { kind: BreakKind; members: CrewMember[] }[] {
  const onBreak = onTheClock(members, selected).filter((m) => m.breakKind !== null);
  return (["meal", "rest"] as const).map((kind) => ({ kind, members: onBreak.filter((m) => m.breakKind === kind) })).filter((group) => group.members.length > 0);
}

/** Whom "Switch here" would move to this site (where the foreman stands): the chosen on the clock on another site. */
export const toSwitchHere = (members: readonly CrewMember[], selected: ReadonlySet<number>): CrewMember[] =>
  onTheClock(members, selected).filter((m) => m.onClockElsewhere);

/** Whom "Change cost code" would split onto another code of this site: the chosen on the clock here. */
export const toRecode = (members: readonly CrewMember[], selected: ReadonlySet<number>): CrewMember[] =>
  onTheClock(members, selected).filter((m) => m.onClockHere);

export type ClockOutTarget =
  | { kind: "none" }
  | { kind: "entries"; timeEntryIds: number[] }
  | { kind: "project" }
  | { kind: "blocked"; reason: string };

const hereChosen = (members: readonly CrewMember[], selected: ReadonlySet<number>) => members.filter((m) => selected.has(m.id) && m.onClockHere);
const elsewhereById = (members: readonly CrewMember[], selected: ReadonlySet<number>) =>
  members.filter((m) => selected.has(m.id) && m.onClockElsewhere && m.entryIdElsewhere !== null);

/**
 * By entry ids when the server gave every one of them (the chosen on the clock on another site too, so the whole crew
 * can be clocked out from one site after a switch); by project when all on the clock here are chosen (their clock-ins
 * may still be queued: the server then closes everyone open here whom the caller may clock out); else a part of a crew
 * whose clock-ins still wait cannot be named yet.
 */
export function crewClockOutTarget(members: readonly CrewMember[], selected: ReadonlySet<number>): ClockOutTarget {
  const here = hereChosen(members, selected);
  const elsewhere = elsewhereById(members, selected);
  if (here.length === 0 && elsewhere.length === 0) return { kind: "none" };
  if (here.every((m) => m.entryIdHere !== null)) {
    return { kind: "entries", timeEntryIds: [...here.map((m) => m.entryIdHere!), ...elsewhere.map((m) => m.entryIdElsewhere!)] };
  }
  if (here.length === members.filter((m) => m.onClockHere).length) return { kind: "project" };
  return { kind: "blocked", reason: "Some of them are still waiting to sync. Clock out everyone on the clock here, or wait until they have synced." };
}

/** The selected people a crew clock-out would close: those on the clock here, and by id those on another site. */
export function toClockOut(members: readonly CrewMember[], selected: ReadonlySet<number>): CrewMember[] {
  const target = crewClockOutTarget(members, selected);
  const here = hereChosen(members, selected);
  return target.kind === "entries" ? [...here, ...elsewhereById(members, selected)] : here;
}
