// Issue 15: breaks, switches and sign-offs of one worker go through the offline punch queue like punches. A whole day
// tapped offline is sent in order once back online, each action getting the entry id from the punch it waited on
// (entryIdOf), each with its own key; a refusal refuses what waited on it; a crash mid-send resends the same key.
import { describe, expect, it } from "vitest";
import { entryIdOf, memoryPunchStorage, type NewPunch, type QueuedPunchKind } from "@/lib/punch-queue";
import { linkedPunch, openEntryLink, workerPunchState } from "@/lib/worker-punch-state";
import { ALEX, clockIn, harness } from "./punch-queue-harness";

/** A tap of worker 7 by Alex; `after` names the queued punch it waits on (else it names entry `entryId`). */
function tap(kind: QueuedPunchKind, key: string, body: Record<string, unknown>, after: string | null, entryId?: number): NewPunch {
  const link = after !== null ? { timeEntryId: null, afterKey: after } : { timeEntryId: entryId ?? 41, afterKey: null };
  return {
    kind,
    key,
    tappedAt: "2026-03-02T18:00:00.000Z",
    workerId: 7,
    workerName: "Tom",
    projectName: "RiNo",
    ownerId: ALEX,
    ...linkedPunch(link, body),
  };
}

const SWITCH_BODY = { projectId: 4, costCodeId: null, clockInLatitude: 39.77, clockInLongitude: -104.97, locationAccuracy: 8, clientTime: "2026-03-02T19:00:00.000Z" };
const SIGN_OFF_BODY = { tookBreaks: true, injured: false, injuryDescription: null };

/** Offline: clock in, start lunch, end lunch, switch, clock out, sign off; each waiting on the punch giving its entry. */
async function offlineDay(h: ReturnType<typeof harness>) {
  await h.queue.submit(clockIn("in"));
  await h.queue.submit(tap("break", "meal-start", { action: "start", kind: "meal" }, "in"));
  await h.queue.submit(tap("break", "meal-end", { action: "end", kind: "meal" }, "in"));
  await h.queue.submit(tap("switch", "switch", SWITCH_BODY, "in"));
  await h.queue.submit(tap("clock-out", "out", { clockOutTime: "2026-03-02T23:00:00.000Z" }, "switch"));
  await h.queue.submit(tap("sign-off", "sign-off", SIGN_OFF_BODY, "out"));
}

describe("a worker's day tapped offline", () => {
  it("is sent in order once back online, each action with its own key and the entry id of the punch it waited on", async () => {
    const h = harness({ online: false });
    await offlineDay(h);
    expect(h.sent).toEqual([]);
    expect(h.queue.getState().punches.map((p) => p.key)).toEqual(["in", "meal-start", "meal-end", "switch", "out", "sign-off"]);

    h.network.online = true;
    h.replies.push(
      { ok: { id: 50 } },
      { ok: { id: 50, breaks: [] } },
      { ok: { id: 50, breaks: [] } },
      { ok: { closed: { id: 50 }, opened: { id: 51 } } },
      { ok: { id: 51 } },
      { ok: { timeEntryId: 51 } },
    );
    await h.queue.sync();
    expect(h.sent.map((s) => [s.key, s.kind, s.body.timeEntryId])).toEqual([
      ["in", "clock-in", undefined],
      ["meal-start", "break", 50],
      ["meal-end", "break", 50],
      ["switch", "switch", 50],
      ["out", "clock-out", 51],
      ["sign-off", "sign-off", 51],
    ]);
    expect(h.sent[3].body).toEqual({ ...SWITCH_BODY, timeEntryId: 50 });
    expect(h.synced).toEqual(["in", "meal-start", "meal-end", "switch", "out", "sign-off"]);
    expect(h.refused).toEqual([]);
    expect(h.storage.items.size).toBe(0);
  });

  it("refuses what waited on a refused switch (the clock-out, and the sign-off after it), and nothing else", async () => {
    const h = harness({ online: false });
    await offlineDay(h);
    h.network.online = true;
    h.replies.push({ ok: { id: 50 } }, { ok: { id: 50 } }, { ok: { id: 50 } }, { fail: { status: 403, message: "Mill is outside the site's range" } });
    await h.queue.sync();
    expect(h.sent.map((s) => s.key)).toEqual(["in", "meal-start", "meal-end", "switch"]);
    expect(h.refused).toEqual([
      "switch: Mill is outside the site's range",
      "out: Not sent: the project switch before it was not accepted.",
      "sign-off: Not sent: the clock-out before it was not accepted.",
    ]);
    expect(h.queue.getState().refused.map((r) => [r.key, r.dependentOf])).toEqual([
      ["switch", null],
      ["out", "switch"],
      ["sign-off", "out"],
    ]);
    expect(h.queue.getState().punches).toEqual([]);
    expect(h.storage.items.size).toBe(0);
  });

  it("refuses every action of the day when its clock-in is refused, sending none of them", async () => {
    const h = harness({ online: false });
    await offlineDay(h);
    h.network.online = true;
    h.replies.push({ fail: { status: 409, message: "Tom is already clocked in" } });
    await h.queue.sync();
    expect(h.sent.map((s) => s.key)).toEqual(["in"]);
    expect(h.refused).toEqual([
      "in: Tom is already clocked in",
      "meal-start: Not sent: the clock-in before it was not accepted.",
      "meal-end: Not sent: the clock-in before it was not accepted.",
      "switch: Not sent: the clock-in before it was not accepted.",
      "out: Not sent: the project switch before it was not accepted.",
      "sign-off: Not sent: the clock-out before it was not accepted.",
    ]);
  });

  it("a refused break refuses nothing after it: the switch and clock-out act on the entry the clock-in gave", async () => {
    const h = harness({ online: false });
    await offlineDay(h);
    h.network.online = true;
    h.replies.push(
      { ok: { id: 50 } },
      { fail: { status: 409, message: "A break is already running; end it before starting another" } },
      { ok: { id: 50 } },
      { ok: { closed: { id: 50 }, opened: { id: 51 } } },
      { ok: { id: 51 } },
      { ok: {} },
    );
    await h.queue.sync();
    expect(h.sent.map((s) => s.key)).toEqual(["in", "meal-start", "meal-end", "switch", "out", "sign-off"]);
    expect(h.refused).toEqual(["meal-start: A break is already running; end it before starting another"]);
  });

  it("after a crash mid-send, the next start resends the same key and body, and what waited on it still gets its entry", async () => {
    const storage = memoryPunchStorage();
    const first = harness({ storage, online: false });
    await first.queue.submit(tap("switch", "switch", SWITCH_BODY, null, 50));
    await first.queue.submit(tap("break", "rest", { action: "start", kind: "rest" }, "switch"));
    first.network.online = true;
    first.replies.push({ hang: true });
    void first.queue.sync();
    await expect.poll(() => first.sent.length).toBe(1);

    // The app is closed while the switch is out; it starts again from what the phone stored.
    const second = harness({ storage });
    second.replies.push({ ok: { closed: { id: 50 }, opened: { id: 52 } } }, { ok: { id: 52 } });
    await second.queue.sync();
    expect(second.sent.map((s) => s.key)).toEqual(["switch", "rest"]);
    expect(second.sent[0].body).toEqual(first.sent[0].body);
    expect(second.sent[1].body).toEqual({ action: "start", kind: "rest", timeEntryId: 52 });
    expect(storage.items.size).toBe(0);
  });
});

describe("a tap waiting on a punch the server has just answered", () => {
  it("takes its entry from that answer instead of being refused (the screen still showed the clock-in queued)", async () => {
    const h = harness();
    h.replies.push({ ok: { id: 50 } }, { ok: { id: 50 } });
    await h.queue.submit(clockIn("in"));
    // Tapped while the clock-in's answer was on its way: it waits on a key no longer in the queue.
    const outcome = await h.queue.submit(tap("clock-out", "out", { clockOutTime: "2026-03-02T23:00:00.000Z" }, "in"));
    expect(outcome.status).toBe("synced");
    expect(h.sent.map((s) => [s.key, s.body.timeEntryId])).toEqual([
      ["in", undefined],
      ["out", 50],
    ]);
    expect(h.refused).toEqual([]);
  });
});

describe("entryIdOf", () => {
  it.each([
    ["a clock-in: its new entry", "clock-in", { id: 50 }, 50],
    ["a switch: the entry it opened", "switch", { closed: { id: 50 }, opened: { id: 51 } }, 51],
    ["a clock-out: the entry it closed", "clock-out", { id: 51 }, 51],
    ["a break: nothing to hand on", "break", { id: 50 }, null],
    ["a sign-off: nothing to hand on", "sign-off", { timeEntryId: 51 }, null],
    ["a crew clock-in: one result per worker, not one entry", "crew-clock-in", { results: [] }, null],
    ["an answer without an id", "clock-in", {}, null],
    ["a switch answer without the opened entry", "switch", { closed: { id: 50 } }, null],
    ["no answer", "clock-out", null, null],
  ] as const)("%s", (_name, kind, response, expected) => {
    expect(entryIdOf(kind, response)).toBe(expected);
  });

  // Issue 26 item 6: the foreman's sign-off for each of the crew waits on one queued crew clock-out.
  const crewOut = {
    results: [
      { workerId: 7, outcome: "clocked_out", entry: { id: 60 } },
      { workerId: 8, outcome: "refused", entry: null },
      { workerId: 9, outcome: "clocked_out", entry: { id: 62 } },
    ],
  };
  it.each([
    ["the dependent's worker's closed entry", 7, 60],
    ["another worker's, by the dependent's worker", 9, 62],
    ["nothing for a worker the crew clock-out refused", 8, null],
    ["nothing for a worker not in the answer", 10, null],
  ] as const)("a crew clock-out: %s", (_name, workerId, expected) => {
    expect(entryIdOf("crew-clock-out", crewOut, workerId)).toBe(expected);
  });
});

describe("workerPunchState with actions queued", () => {
  const at = (key: string) => ({ key, seq: 1, tappedAt: `2026-03-02T1${key.length}:00:00.000Z`, attempts: 0, lastError: null, crewWorkerIds: undefined });
  const queued = (p: NewPunch) => ({ ...at(p.key), ...p, afterKey: p.afterKey ?? null });
  const inQueued = queued(clockIn("in"));
  const mealStart = queued(tap("break", "meal-start", { action: "start", kind: "meal" }, "in"));
  const mealEnd = queued(tap("break", "meal-end", { action: "end", kind: "meal" }, "in"));
  const switched = queued({ ...tap("switch", "switch", SWITCH_BODY, "in"), projectName: "Mill" });
  const out = queued(tap("clock-out", "out", {}, "switch"));
  const signOff = queued(tap("sign-off", "sign-off", SIGN_OFF_BODY, "out"));

  it.each([
    ["a server entry, nothing queued", true, [], { clockedIn: true, opening: null, projectId: null, breaks: { status: "server" } }],
    ["a queued break start keeps the server's entry and runs the meal", true, [mealStart], { clockedIn: true, opening: null, projectId: null, breaks: { status: "running", running: { kind: "meal" } } }],
    ["a queued clock-in opens an entry on its project, no break", false, [inQueued], { clockedIn: true, opening: { key: "in" }, projectId: 3, breaks: { status: "none", ended: null } }],
    ["a meal started after the queued clock-in runs", false, [inQueued, mealStart], { clockedIn: true, opening: { key: "in" }, breaks: { status: "running" } }],
    ["a queued end stops it, and says so", false, [inQueued, mealStart, mealEnd], { clockedIn: true, breaks: { status: "none", ended: { key: "meal-end" } } }],
    ["a queued switch keeps the worker on, on the new project", false, [inQueued, mealStart, switched], { clockedIn: true, opening: { key: "switch", projectName: "Mill" }, projectId: 4, breaks: { status: "none" } }],
    ["a switch on the server's entry", true, [switched], { clockedIn: true, opening: { key: "switch" }, projectId: 4 }],
    ["a queued clock-out ends it all", false, [inQueued, switched, out], { clockedIn: false, opening: null, closing: { key: "out" }, projectId: null }],
    ["a sign-off after it changes nothing but the last tap", false, [inQueued, out, signOff], { clockedIn: false, closing: { key: "out" }, pending: { key: "sign-off" } }],
  ] as const)("%s", (_name, serverOpen, punches, expected) => {
    expect(workerPunchState(7, serverOpen, punches)).toMatchObject(expected);
  });

  it.each([
    ["the server's entry", true, [], 41, { timeEntryId: 41, afterKey: null }],
    ["a queued clock-in", false, [inQueued], null, { timeEntryId: null, afterKey: "in" }],
    ["the switch after a queued clock-in", false, [inQueued, switched], null, { timeEntryId: null, afterKey: "switch" }],
    ["a switch queued on the server's entry", true, [switched], 41, { timeEntryId: null, afterKey: "switch" }],
    ["nobody on the clock", false, [], null, null],
    ["after a queued clock-out", true, [out], 41, null],
  ] as const)("an action goes by %s", (_name, serverOpen, punches, serverEntryId, expected) => {
    expect(openEntryLink(workerPunchState(7, serverOpen, punches), serverEntryId)).toEqual(expected);
  });
});
