// Issue 15: the crew list's state from the server's open entries and this phone's queued punches, and whether a crew
// clock-out goes by entry ids, by project (clock-ins still queued), or cannot be named yet.
import { describe, expect, it } from "vitest";
import {
  anyOnTheClock,
  crewClockOutTarget,
  keepPlaces,
  offTheClock,
  crewMembers,
  onTheClock,
  toClockIn,
  toClockOut,
  toEndBreak,
  toRecode,
  toStartBreak,
  toSwitchHere,
} from "@/features/time-clock/crew-selection";
import type { QueuedPunch } from "@/lib/punch-queue";

const SITE = 7;
const people = [
  { id: 1, name: "Cruz", activeTimeEntryId: null },
  { id: 2, name: "ana", activeTimeEntryId: 102 },
  { id: 3, name: "Ben", activeTimeEntryId: 900 }, // open on another site
  { id: 4, name: "Dee", activeTimeEntryId: null },
];
const openHere = new Map([[2, 102]]);

let seq = 0;
function queued(kind: QueuedPunch["kind"], crewWorkerIds: number[], projectId = SITE, extra: Record<string, unknown> = {}): QueuedPunch {
  seq += 1;
  return {
    key: `k${seq}`,
    seq,
    kind,
    body: { projectId, ...extra },
    tappedAt: "2026-03-03T15:00:00Z",
    workerId: 0,
    workerName: `Crew of ${crewWorkerIds.length}`,
    projectName: "Site",
    crewWorkerIds,
    ownerId: 1,
    afterKey: null,
    attempts: 0,
    lastError: null,
  };
}

describe("crewMembers", () => {
  it("lists people on the clock here first, then the rest A to Z, with their state", () => {
    const members = crewMembers({ people, openHere, siteId: SITE, punches: [] });
    expect(members.map((m) => [m.name, m.onClockHere, m.onClockElsewhere, m.entryIdHere])).toEqual([
      ["ana", true, false, 102],
      ["Ben", false, true, null],
      ["Cruz", false, false, null],
      ["Dee", false, false, null],
    ]);
  });

  it("a queued crew clock-in puts its workers on the clock here, waiting to sync and without an entry id", () => {
    const members = crewMembers({ people, openHere, siteId: SITE, punches: [queued("crew-clock-in", [1, 4])] });
    expect(members.map((m) => [m.name, m.onClockHere, m.entryIdHere, m.pending?.kind ?? null])).toEqual([
      ["ana", true, 102, null],
      ["Cruz", true, null, "crew-clock-in"],
      ["Dee", true, null, "crew-clock-in"],
      ["Ben", false, null, null],
    ]);
  });

  it("a queued crew clock-out takes its workers off the clock", () => {
    const members = crewMembers({ people, openHere, siteId: SITE, punches: [queued("crew-clock-out", [2])] });
    expect(members.find((m) => m.id === 2)).toMatchObject({ onClockHere: false, onClockElsewhere: false });
  });
});

describe("whom the buttons send", () => {
  const members = crewMembers({ people, openHere, siteId: SITE, punches: [queued("crew-clock-in", [1])] });
  const all = new Set([1, 2, 3, 4]);

  it("clock in: the chosen who are off the clock everywhere", () => {
    expect(toClockIn(members, all).map((m) => m.id)).toEqual([4]);
  });

  it("clock out: the chosen on the clock here", () => {
    expect(toClockOut(members, all).map((m) => m.id).sort()).toEqual([1, 2]);
  });

  it.each([
    { chosen: [], target: { kind: "none" } },
    { chosen: [2, 4], target: { kind: "entries", timeEntryIds: [102] } },
    // Everyone on the clock here, one still queued: by project.
    { chosen: [1, 2], target: { kind: "project" } },
    { chosen: [1, 2, 3, 4], target: { kind: "project" } },
  ])("clock-out target of $chosen", ({ chosen, target }) => {
    expect(crewClockOutTarget(members, new Set(chosen))).toEqual(target);
  });

  it("a part of the crew whose clock-in still waits cannot be named yet", () => {
    const three = crewMembers({ people, openHere, siteId: SITE, punches: [queued("crew-clock-in", [1, 4])] });
    expect(crewClockOutTarget(three, new Set([1]))).toMatchObject({ kind: "blocked" });
  });
});

describe("crew breaks and switches", () => {
  const breaksHere = new Map([[2, "rest" as const]]);

  it("the server's running break here, then each queued crew break after it; a queued break moves nobody", () => {
    const punches = [queued("crew-clock-in", [1]), queued("crew-break", [1, 2], SITE, { action: "start", kind: "meal" }), queued("crew-break", [2], SITE, { action: "end", kind: "rest" })];
    const members = crewMembers({ people, openHere, breaksHere, siteId: SITE, punches });
    const byId = (id: number) => members.find((m) => m.id === id)!;
    expect(byId(1)).toMatchObject({ onClockHere: true, breakKind: "meal", entryIdHere: null });
    expect(byId(2)).toMatchObject({ onClockHere: true, breakKind: null, entryIdHere: 102, pending: { kind: "crew-break" } });
    expect(crewMembers({ people, openHere, breaksHere, siteId: SITE, punches: [] }).find((m) => m.id === 2)?.breakKind).toBe("rest");
  });

  it("a queued crew switch puts its workers on the clock on the new site, with no entry id and no break", () => {
    const members = crewMembers({ people, openHere, breaksHere, siteId: SITE, punches: [queued("crew-switch", [2], 8)] });
    expect(members.find((m) => m.id === 2)).toMatchObject({ onClockHere: false, onClockElsewhere: true, entryIdHere: null, entryIdElsewhere: null, breakKind: null });
  });

  it("whom the break and switch buttons send: those chosen on the clock, here or elsewhere", () => {
    const members = crewMembers({ people, openHere, breaksHere, siteId: SITE, punches: [] });
    const all = new Set([1, 2, 3, 4]);
    expect(onTheClock(members, all).map((m) => m.id).sort()).toEqual([2, 3]);
    expect(toStartBreak(members, all).map((m) => m.id)).toEqual([3]);
    expect(toEndBreak(members, all)).toEqual([{ kind: "rest", members: [expect.objectContaining({ id: 2 })] }]);
  });

  it("standing at this site (issue 26 item 3): 'Switch here' takes those on the clock elsewhere, 'Change cost code' those here", () => {
    const members = crewMembers({ people, openHere, breaksHere, siteId: SITE, punches: [] });
    const all = new Set([1, 2, 3, 4]);
    expect(toSwitchHere(members, all).map((m) => m.id)).toEqual([3]);
    expect(toRecode(members, all).map((m) => m.id)).toEqual([2]);
    expect(toSwitchHere(members, new Set([1, 2, 4]))).toEqual([]);
    expect(toRecode(members, new Set([3]))).toEqual([]);
  });

  it("a clock-out by ids takes those on the clock on another site too, so a split crew is clocked out from one site", () => {
    const members = crewMembers({ people, openHere, siteId: SITE, punches: [] });
    expect(crewClockOutTarget(members, new Set([2, 3]))).toEqual({ kind: "entries", timeEntryIds: [102, 900] });
    expect(toClockOut(members, new Set([2, 3])).map((m) => m.id)).toEqual([2, 3]);
    expect(crewClockOutTarget(members, new Set([3]))).toEqual({ kind: "entries", timeEntryIds: [900] });
  });
});

describe("rows keep their places while the foreman taps (issue 26 item 4)", () => {
  it("the first order holds after a clock-in moves someone on the clock; someone new joins at the end", () => {
    const places = new Map<number, number>();
    const first = keepPlaces(crewMembers({ people, openHere, siteId: SITE, punches: [] }), places);
    const firstOrder = first.map((m) => m.id);
    // Cruz (1) and Dee (4) clocked in here: crewListOrder would move them up; their rows stay.
    const after = keepPlaces(crewMembers({ people, openHere, siteId: SITE, punches: [queued("crew-clock-in", [1, 4])] }), places);
    expect(after.map((m) => m.id)).toEqual(firstOrder);
    expect(after.find((m) => m.id === 1)?.onClockHere).toBe(true);
    const joined = keepPlaces(crewMembers({ people: [...people, { id: 5, name: "Abe", activeTimeEntryId: null }], openHere, siteId: SITE, punches: [] }), places);
    expect(joined.map((m) => m.id)).toEqual([...firstOrder, 5]);
  });

  it("the two 'Select everyone' groups: off the clock, and on it here or elsewhere", () => {
    const members = crewMembers({ people, openHere, siteId: SITE, punches: [] });
    expect(offTheClock(members).map((m) => m.id).sort()).toEqual([1, 4]);
    expect(anyOnTheClock(members).map((m) => m.id).sort()).toEqual([2, 3]);
  });
});
