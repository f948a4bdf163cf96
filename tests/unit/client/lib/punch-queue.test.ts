// The offline punch queue: what is kept, what is sent, in which order, with which key, and what is dropped.
import { afterEach, describe, expect, it, vi } from "vitest";
import { claimGroup, othersPunchCount, punchesOf, unownedPunches } from "@/lib/punch-owners";
import { AFTER_LATE_PUNCH_MESSAGE, isRetryable, latePunchOf, memoryPunchStorage, tapAgeMs, type NewPunch, type QueuedPunch } from "@/lib/punch-queue";
import { runningBreakKind, workerPunchState } from "@/lib/worker-punch-state";
import { ALEX, BLAKE, clockIn, clockOut, harness } from "./punch-queue-harness";

describe("the tap's age (issue 26)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is measured again at every attempt from the tap on this device's clock; the body is sent unchanged", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-02T14:00:00.000Z"));
    const h = harness({ online: false });
    await h.queue.submit(clockIn("k-age"));
    vi.setSystemTime(new Date("2026-03-02T14:10:00.000Z"));
    h.network.online = true;
    h.replies.push({ fail: { status: 503, message: "busy" } });
    await h.queue.sync();
    vi.setSystemTime(new Date("2026-03-02T14:15:00.000Z"));
    await h.queue.sync();
    expect(h.tapAges).toEqual([10 * 60_000, 15 * 60_000]);
    expect(h.sent.map((s) => s.body)).toEqual([clockIn("k-age").body, clockIn("k-age").body]);
  });

  it.each([
    { name: "a tap a minute ago", now: "2026-03-02T14:01:00.000Z", age: 60_000 },
    { name: "a clock set back since the tap says no age, never a negative one", now: "2026-03-02T13:00:00.000Z", age: 0 },
  ])("$name", ({ now, age }) => {
    expect(tapAgeMs({ tappedAt: "2026-03-02T14:00:00.000Z" }, Date.parse(now))).toBe(age);
  });
});

describe("punch queue", () => {
  it("sends an online punch at once with its key and removes it", async () => {
    const h = harness();
    h.replies.push({ ok: { id: 41 } });
    const outcome = await h.queue.submit(clockIn("k1"));
    expect(outcome).toEqual({ status: "synced", response: { id: 41 } });
    expect(h.sent).toEqual([{ key: "k1", kind: "clock-in", body: clockIn("k1").body }]);
    expect(h.queue.getState().punches).toHaveLength(0);
    expect(h.storage.items.size).toBe(0);
  });

  it("keeps an offline punch on the device without trying, then sends the same key and body when back online", async () => {
    const h = harness({ online: false });
    const outcome = await h.queue.submit(clockOut("k2"));
    expect(outcome.status).toBe("queued");
    expect(h.sent).toHaveLength(0);
    expect([...h.storage.items.keys()]).toEqual(["k2"]);

    h.network.online = true;
    await h.queue.sync();
    expect(h.sent).toEqual([{ key: "k2", kind: "clock-out", body: clockOut("k2").body }]);
    expect(h.storage.items.size).toBe(0);
    expect(h.synced).toEqual(["k2"]);
  });

  it("keeps a punch whose request failed on the network or with a 5xx, and resends it unchanged", async () => {
    const h = harness();
    h.replies.push({ fail: { status: 0, message: "Could not reach the server" } });
    expect((await h.queue.submit(clockIn("k3"))).status).toBe("queued");
    h.replies.push({ fail: { status: 503, message: "Database unavailable" } });
    await h.queue.sync();
    expect(h.queue.getState().punches[0]).toMatchObject({ key: "k3", attempts: 2, lastError: "Database unavailable" });
    h.replies.push({ ok: { id: 9 } });
    await h.queue.sync();
    expect(h.sent.map((s) => s.key)).toEqual(["k3", "k3", "k3"]);
    expect(new Set(h.sent.map((s) => JSON.stringify(s.body))).size).toBe(1);
    expect(h.queue.getState().punches).toHaveLength(0);
  });

  it("drops a punch the server refuses (409 already clocked out) and shows its message, never retrying it", async () => {
    const h = harness({ online: false });
    await h.queue.submit(clockOut("k4"));
    h.network.online = true;
    h.replies.push({ fail: { status: 409, message: "This time entry is already clocked out" } });
    await h.queue.sync();
    await h.queue.sync();
    expect(h.sent).toHaveLength(1);
    expect(h.refused).toEqual(["k4: This time entry is already clocked out"]);
    expect(h.queue.getState().refused).toMatchObject([{ key: "k4", kind: "clock-out", message: "This time entry is already clocked out" }]);
    h.queue.dismissRefused("k4");
    expect(h.queue.getState().refused).toHaveLength(0);
  });

  it("keeps a punch when the session has expired (401), so it is sent after signing in again", async () => {
    const h = harness();
    h.replies.push({ fail: { status: 401, message: "Please sign in" } });
    expect((await h.queue.submit(clockIn("k5"))).status).toBe("queued");
    expect(h.queue.getState().punches).toHaveLength(1);
  });

  it("gives a clock-out tapped after a queued clock-in the new entry's id, and sends them in order", async () => {
    const h = harness({ online: false });
    await h.queue.submit(clockIn("in-1"));
    await h.queue.submit(clockOut("out-1", { afterKey: "in-1", body: { clockOutTime: "2026-03-02T22:00:00.000Z" } }));
    h.network.online = true;
    h.replies.push({ ok: { id: 77 } }, { ok: { id: 77 } });
    await h.queue.sync();
    expect(h.sent.map((s) => s.key)).toEqual(["in-1", "out-1"]);
    expect(h.sent[1].body).toEqual({ clockOutTime: "2026-03-02T22:00:00.000Z", timeEntryId: 77 });
  });

  it("a clock-in kept as a late punch (issue 27) hands the clock-out after it that late punch; a break after it is not sent, and says why", async () => {
    const h = harness({ online: false });
    await h.queue.submit(clockIn("in-late"));
    await h.queue.submit({ ...clockOut("break-late", { afterKey: "in-late", body: { action: "start" } }), kind: "break" });
    await h.queue.submit(clockOut("out-late", { afterKey: "in-late", body: { clockOutTime: "2026-03-02T22:00:00.000Z" } }));
    h.network.online = true;
    const late = { latePunchId: 31, message: "Payroll for Mar 1 - Mar 7 is already approved, so this clock-in went to the office as a late punch." };
    h.replies.push({ ok: late }, { ok: { latePunchId: 31, message: "added" } });
    await h.queue.sync();
    expect(h.sent.map((s) => s.key)).toEqual(["in-late", "out-late"]);
    expect(h.sent[1].body).toEqual({ clockOutTime: "2026-03-02T22:00:00.000Z", latePunchId: 31 });
    expect(h.refused).toEqual([`break-late: ${AFTER_LATE_PUNCH_MESSAGE}`]);
    expect(h.queue.getState().punches).toHaveLength(0);
    expect(latePunchOf(late)).toEqual(late);
    expect(latePunchOf({ id: 4 })).toBeNull();
  });

  it("does not send a clock-out whose queued clock-in was refused", async () => {
    const h = harness({ online: false });
    await h.queue.submit(clockIn("in-2"));
    await h.queue.submit(clockOut("out-2", { afterKey: "in-2", body: { clockOutTime: "2026-03-02T22:00:00.000Z" } }));
    h.network.online = true;
    h.replies.push({ fail: { status: 409, message: "Tom is already clocked in" } });
    await h.queue.sync();
    expect(h.sent.map((s) => s.key)).toEqual(["in-2"]);
    expect(h.refused).toHaveLength(2);
    expect(h.queue.getState().punches).toHaveLength(0);
  });

  it("stops at the first punch that cannot go through, so a later punch never overtakes an earlier one", async () => {
    const h = harness();
    h.replies.push({ fail: { status: 0, message: "offline" } }, { fail: { status: 503, message: "down" } });
    await h.queue.submit(clockIn("a", 1));
    await h.queue.submit(clockIn("b", 2));
    expect(h.sent.map((s) => s.key)).toEqual(["a", "a"]);
    expect(h.queue.getState().punches.map((p) => p.key)).toEqual(["a", "b"]);
  });

  it("survives a reload: a new queue on the same storage finds the punches and sends them", async () => {
    const storage = memoryPunchStorage();
    const first = harness({ online: false, storage });
    await first.queue.submit(clockOut("k6"));
    const second = harness({ storage });
    await second.queue.ready;
    expect(second.queue.getState().punches.map((p: QueuedPunch) => p.key)).toEqual(["k6"]);
    await second.queue.sync();
    expect(second.sent.map((s) => s.key)).toEqual(["k6"]);
    expect(storage.items.size).toBe(0);
  });

  it("runs one sync at a time: overlapping calls send each punch once", async () => {
    const h = harness({ online: false });
    await h.queue.submit(clockIn("c"));
    h.network.online = true;
    await Promise.all([h.queue.sync(), h.queue.sync(), h.queue.sync()]);
    expect(h.sent.map((s) => s.key)).toEqual(["c"]);
  });
});

describe("isRetryable", () => {
  it.each([
    [0, true],
    [500, true],
    [503, true],
    [401, true],
    [429, true],
    [400, false],
    [403, false],
    [404, false],
    [409, false],
    [422, false],
  ])("status %i -> %s", (status, expected) => {
    expect(isRetryable(status)).toBe(expected);
  });
});

describe("workerPunchState", () => {
  const base = { seq: 1, body: {}, tappedAt: "2026-03-02T14:00:00Z", workerName: "Tom", projectName: "RiNo", ownerId: ALEX, afterKey: null, attempts: 0, lastError: null };
  const queued = (key: string, kind: "clock-in" | "clock-out", workerId = 7): QueuedPunch => ({ ...base, key, kind, workerId });

  it("follows the server when nothing is queued", () => {
    expect(workerPunchState(7, true, [])).toMatchObject({ clockedIn: true, pending: null });
    expect(workerPunchState(7, false, [queued("x", "clock-in", 8)])).toMatchObject({ clockedIn: false, pending: null });
  });

  it("counts a queued clock-in as clocked in, and a queued clock-out as clocked out", () => {
    expect(workerPunchState(7, false, [queued("a", "clock-in")]).clockedIn).toBe(true);
    expect(workerPunchState(7, true, [queued("b", "clock-out")]).clockedIn).toBe(false);
    expect(workerPunchState(7, false, [queued("a", "clock-in"), queued("b", "clock-out")])).toMatchObject({ clockedIn: false, pending: { key: "b" } });
  });

  describe("runningBreakKind: the one queued-break overlay (the clock's card, the crew list, the kiosk's tiles)", () => {
    const tap = (key: string, kind: QueuedPunch["kind"], body: Record<string, unknown> = {}): QueuedPunch => ({ ...base, key, kind, body, workerId: 7 });
    const start = (kind: "meal" | "rest") => tap(`start-${kind}`, "break", { action: "start", kind });
    const end = tap("end", "crew-break", { action: "end", kind: "meal" });
    it.each<[string, boolean, "meal" | "rest" | null, QueuedPunch[], "meal" | "rest" | null]>([
      ["the server's break while nothing is queued", true, "meal", [], "meal"],
      ["a queued start over no break", true, null, [start("rest")], "rest"],
      ["a queued end of the server's break", true, "meal", [end], null],
      ["a start, then its end", true, null, [start("meal"), end], null],
      ["a queued clock-out ends everything", true, "meal", [tap("out", "clock-out")], null],
      ["a queued switch opens an entry without a break", true, "meal", [tap("sw", "switch", { projectId: 2 })], null],
      ["a start after a queued clock-in", false, null, [tap("in", "clock-in"), start("meal")], "meal"],
      ["off the clock, a server break is not shown", false, "rest", [], null],
      ["a sign-off changes nothing", true, "rest", [tap("so", "sign-off", { tookBreaks: true, injured: false })], "rest"],
    ])("%s", (_case, serverOpen, serverKind, punches, expected) => {
      expect(runningBreakKind(workerPunchState(7, serverOpen, punches), serverKind)).toBe(expected);
    });
  });
});

describe("punch owners on a shared phone", () => {
  it("never sends a punch under another account's session; its owner's next session sends it exactly once", async () => {
    const h = harness({ online: false });
    await h.queue.submit(clockIn("alex-in"));
    // Alex signs out; Blake signs in on the same phone with a connection.
    h.network.online = true;
    h.session.ownerId = BLAKE;
    await h.queue.sync();
    expect(h.sent).toEqual([]);
    expect(h.storage.items.has("alex-in")).toBe(true);

    // Blake's own punch goes out at once and does not carry Alex's along.
    h.replies.push({ ok: { id: 50 } });
    expect(await h.queue.submit({ ...clockIn("blake-in", 8), ownerId: BLAKE })).toMatchObject({ status: "synced" });
    expect(h.sent.map((p) => p.key)).toEqual(["blake-in"]);

    h.session.ownerId = ALEX;
    await h.queue.sync();
    await h.queue.sync();
    expect(h.sent.map((p) => p.key)).toEqual(["blake-in", "alex-in"]);
    expect(h.queue.getState().punches).toEqual([]);
  });

  it("sends nothing while signed out or when the session cannot be checked", async () => {
    const h = harness({ online: false });
    await h.queue.submit(clockIn("k1"));
    h.network.online = true;
    h.session.ownerId = null;
    await h.queue.sync();
    h.session.ownerId = "unreachable";
    await h.queue.sync();
    expect(h.sent).toEqual([]);
    expect(h.queue.getState().punches[0]).toMatchObject({ key: "k1", lastError: "Could not reach the server" });
  });

  it("keeps a punch stored before owners were recorded and sends it under nobody's session", async () => {
    const { ownerId: _dropped, ...legacy } = { ...clockIn("old"), seq: 1, afterKey: null, attempts: 0, lastError: null };
    const storage = memoryPunchStorage([legacy as QueuedPunch]);
    const h = harness({ storage });
    await h.queue.ready;
    expect(h.queue.getState().punches[0].ownerId).toBeNull();
    for (const owner of [ALEX, BLAKE]) {
      h.session.ownerId = owner;
      await h.queue.sync();
    }
    expect(h.sent).toEqual([]);
    expect(storage.items.has("old")).toBe(true);
  });

  it("punchesOf, unownedPunches and othersPunchCount split the phone's punches by account", () => {
    const base = { seq: 1, kind: "clock-in" as const, body: {}, tappedAt: "", workerId: 7, workerName: "Tom", projectName: null, afterKey: null, attempts: 0, lastError: null };
    const punches: QueuedPunch[] = [
      { ...base, key: "a1", ownerId: ALEX },
      { ...base, key: "b1", ownerId: BLAKE },
      { ...base, key: "old", ownerId: null },
      { ...base, key: "a2", ownerId: ALEX },
    ];
    expect(punchesOf(punches, ALEX).map((p) => p.key)).toEqual(["a1", "a2"]);
    expect(othersPunchCount(punches, ALEX)).toBe(1);
    expect(punchesOf(punches, BLAKE).map((p) => p.key)).toEqual(["b1"]);
    expect(othersPunchCount(punches, BLAKE)).toBe(2);
    expect(punchesOf(punches, null)).toEqual([]);
    expect(othersPunchCount(punches, undefined)).toBe(3);
    // A punch without an owner is listed apart (anyone signed in may claim it), never counted as another account's.
    expect(unownedPunches(punches).map((p) => p.key)).toEqual(["old"]);
  });
});

/** A punch stored before owners were recorded: its record has no ownerId at all. */
function legacy(punch: NewPunch, seq: number): QueuedPunch {
  const { ownerId: _dropped, ...stored } = { ...punch, seq, afterKey: punch.afterKey ?? null, attempts: 0, lastError: null };
  return stored as QueuedPunch;
}

describe("claiming a punch stored before owners were recorded (Send as mine)", () => {
  it("makes the punch the account's, on the phone too, and that account's next sync sends it exactly once, in order", async () => {
    const storage = memoryPunchStorage([legacy(clockIn("old", 9), 1)]);
    const h = harness({ storage, online: false });
    await h.queue.submit(clockIn("alex-in"));

    expect((await h.queue.claim("old", ALEX)).map((p) => p.key)).toEqual(["old"]);
    expect(storage.items.get("old")?.ownerId).toBe(ALEX);
    const reloaded = harness({ storage, online: false });
    await reloaded.queue.ready;
    expect(reloaded.queue.getState().punches.map((p) => [p.key, p.ownerId])).toEqual([
      ["old", ALEX],
      ["alex-in", ALEX],
    ]);

    h.network.online = true;
    h.session.ownerId = BLAKE;
    await h.queue.sync();
    expect(h.sent).toEqual([]);
    h.session.ownerId = ALEX;
    await h.queue.sync();
    await h.queue.sync();
    expect(h.sentAs).toEqual([`old as ${ALEX}`, `alex-in as ${ALEX}`]);
    expect(storage.items.size).toBe(0);
  });

  it("cannot claim a punch another account made: it stays that account's and is not sent under the claimer", async () => {
    const h = harness({ online: false });
    await h.queue.submit(clockIn("alex-in"));
    expect(await h.queue.claim("alex-in", BLAKE)).toEqual([]);
    expect(h.queue.getState().punches[0].ownerId).toBe(ALEX);
    expect(h.storage.items.get("alex-in")?.ownerId).toBe(ALEX);
    h.network.online = true;
    h.session.ownerId = BLAKE;
    await h.queue.sync();
    expect(h.sent).toEqual([]);
  });

  it("does nothing while signed out", async () => {
    const storage = memoryPunchStorage([legacy(clockIn("old"), 1)]);
    const h = harness({ storage });
    expect(await h.queue.claim("old", null)).toEqual([]);
    expect(h.queue.getState().punches[0].ownerId).toBeNull();
    expect(storage.items.get("old")?.ownerId).toBeUndefined();
    await h.queue.sync();
    expect(h.sent).toEqual([]);
  });

  it("claims a clock-out together with the unowned clock-in it waits for, and sends both in order", async () => {
    const outAfterIn = clockOut("old-out", { afterKey: "old-in", body: { clockOutTime: "2026-03-02T22:00:00.000Z" } });
    const storage = memoryPunchStorage([legacy(clockIn("old-in"), 1), legacy(outAfterIn, 2)]);
    const h = harness({ storage });
    expect((await h.queue.claim("old-out", ALEX)).map((p) => p.key)).toEqual(["old-in", "old-out"]);
    h.replies.push({ ok: { id: 88 } }, { ok: { id: 88 } });
    await h.queue.sync();
    expect(h.sentAs).toEqual([`old-in as ${ALEX}`, `old-out as ${ALEX}`]);
    expect(h.sent[1].body).toEqual({ clockOutTime: "2026-03-02T22:00:00.000Z", timeEntryId: 88 });
  });

  it("keeps a claim made while a sync waits on a slow session check that then fails", async () => {
    const storage = memoryPunchStorage([legacy(clockIn("old"), 1)]);
    const h = harness({ storage });
    let answer = () => {};
    h.session.gate = new Promise((resolve) => (answer = resolve));
    h.session.ownerId = "unreachable";
    const syncing = h.queue.sync();
    await h.queue.claim("old", ALEX);
    answer();
    await syncing;
    expect(h.queue.getState().punches[0]).toMatchObject({ key: "old", ownerId: ALEX, lastError: "Could not reach the server" });
    expect(storage.items.get("old")).toMatchObject({ ownerId: ALEX, lastError: "Could not reach the server" });
  });
});

describe("claimGroup", () => {
  const base = { seq: 1, body: {}, tappedAt: "", workerId: 7, workerName: "Tom", projectName: null, attempts: 0, lastError: null };
  const punch = (key: string, ownerId: number | null, afterKey: string | null = null): QueuedPunch => ({
    ...base,
    key,
    kind: afterKey ? "clock-out" : "clock-in",
    ownerId,
    afterKey,
  });
  const punches = [punch("in", null), punch("out", null, "in"), punch("alone", null), punch("alex", ALEX), punch("alex-out", null, "alex")];

  it.each([
    ["a clock-in with the clock-out tapped after it", "in", ["in", "out"]],
    ["a clock-out with the clock-in before it", "out", ["in", "out"]],
    ["a punch linked to nothing", "alone", ["alone"]],
    ["a clock-out whose clock-in has an owner", "alex-out", ["alex-out"]],
    ["a punch another account made", "alex", []],
    ["a punch no longer queued", "gone", []],
  ])("%s", (_name, key, expected) => {
    expect(claimGroup(punches, key).map((p) => p.key)).toEqual(expected);
  });
});
