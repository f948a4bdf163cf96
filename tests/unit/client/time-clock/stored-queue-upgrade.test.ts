// @vitest-environment happy-dom
// Issue 25: punches a phone stored before the queue's bodies were typed from the contracts (the previous client wrote
// them with no schema version) are sent unchanged after the upgrade. The GPS clock's real queue (offline-queue.ts)
// loads them from the storage it has always used (here the localStorage fallback, as in a browser without IndexedDB)
// and sends each in tap order with its own key: the bodies as stored, an action that waited on a queued punch with
// the entry that punch gave (in its body, or in its path for a break and a sign-off).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const ALEX = 101;
const base = { ownerId: ALEX, attempts: 1, lastError: "offline", workerId: 7, workerName: "Tom Reyes", projectName: "RiNo Lofts" };

/** The queue as the previous client left it on a phone (localStorage key crewline.punch-queue), taps in seq order. */
const STORED = [
  {
    ...base,
    key: "k-in",
    seq: 1,
    kind: "clock-in",
    tappedAt: "2026-11-20T14:00:00.000Z",
    afterKey: null,
    body: { workerId: 7, projectId: 3, location: "39.76180, -105.03460", clockInLatitude: 39.7618, clockInLongitude: -105.0346, locationAccuracy: 8, clockInTime: "2026-11-20T14:00:00.000Z" },
  },
  { ...base, key: "k-break", seq: 2, kind: "break", tappedAt: "2026-11-20T17:00:00.000Z", afterKey: "k-in", body: { action: "start", kind: "meal" } },
  {
    ...base,
    key: "k-switch",
    seq: 3,
    kind: "switch",
    tappedAt: "2026-11-20T18:00:00.000Z",
    afterKey: "k-in",
    body: { projectId: 4, clockInLatitude: 39.7, clockInLongitude: -105.1, locationAccuracy: 9, location: "39.70000, -105.10000", clientTime: "2026-11-20T18:00:00.000Z" },
  },
  {
    ...base,
    key: "k-out",
    seq: 4,
    kind: "clock-out",
    tappedAt: "2026-11-20T22:00:00.000Z",
    afterKey: "k-switch",
    body: { location: "39.70000, -105.10000", clockOutTime: "2026-11-20T22:00:00.000Z", clockOutLatitude: 39.7, clockOutLongitude: -105.1, locationAccuracy: 9 },
  },
  { ...base, key: "k-sign", seq: 5, kind: "sign-off", tappedAt: "2026-11-20T22:00:05.000Z", afterKey: "k-out", body: { tookBreaks: true, injured: false } },
  {
    ...base,
    key: "k-crew",
    seq: 6,
    kind: "crew-clock-in",
    workerId: 0,
    workerName: "Crew of 2",
    crewWorkerIds: [8, 9],
    tappedAt: "2026-11-21T14:00:00.000Z",
    afterKey: null,
    body: { projectId: 3, workerIds: [8, 9], clockInLatitude: 39.7618, clockInLongitude: -105.0346, clientClockInTime: "2026-11-21T14:00:00.000Z", locationAccuracy: 8, location: "39.76180, -105.03460" },
  },
];

/** What the server answers each request, by path: the entries the clock-in and the switch open, the crew's results. */
function answer(path: string): unknown {
  if (path === "/api/auth/user") return { id: ALEX };
  if (path.endsWith("/clock-in")) return { id: 500 };
  if (path.endsWith("/switch")) return { closed: { id: 500 }, opened: { id: 501 } };
  if (path.endsWith("/clock-out")) return { id: 501 };
  if (path.endsWith("/crew-clock-in")) return { message: "2 clocked in", results: [] };
  return { ok: true };
}

describe("a queue stored by the previous client", () => {
  const sent: { method: string; path: string; key: string | null; body: unknown }[] = [];

  beforeEach(() => {
    localStorage.setItem("crewline.punch-queue", JSON.stringify(STORED));
    vi.stubGlobal("indexedDB", undefined);
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const path = new URL(url, "http://phone.test").pathname;
        if (path !== "/api/auth/user") {
          const headers = new Headers(init.headers);
          sent.push({ method: init.method ?? "GET", path, key: headers.get("Idempotency-Key"), body: JSON.parse(String(init.body)) });
        }
        return new Response(JSON.stringify(answer(path)), { status: 200, headers: { "Content-Type": "application/json" } });
      }),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("is sent in tap order, each with its key and its body as stored, and leaves the phone empty", async () => {
    const { punchQueue } = await import("@/features/time-clock/offline-queue");
    await punchQueue.ready;
    expect(punchQueue.getState().punches.map((p) => p.key)).toEqual(STORED.map((p) => p.key));

    await punchQueue.sync();

    const [clockIn, takeBreak, switchJob, clockOut, signOff, crew] = STORED;
    expect(sent).toEqual([
      { method: "POST", path: "/api/time-entries/clock-in", key: "k-in", body: clockIn.body },
      { method: "POST", path: "/api/time-entries/500/breaks", key: "k-break", body: takeBreak.body },
      { method: "POST", path: "/api/time-entries/switch", key: "k-switch", body: { ...switchJob.body, timeEntryId: 500 } },
      { method: "POST", path: "/api/time-entries/clock-out", key: "k-out", body: { ...clockOut.body, timeEntryId: 501 } },
      { method: "POST", path: "/api/time-entries/501/sign-off", key: "k-sign", body: signOff.body },
      { method: "POST", path: "/api/time-entries/crew-clock-in", key: "k-crew", body: crew.body },
    ]);
    expect(punchQueue.getState().punches).toEqual([]);
    expect(JSON.parse(localStorage.getItem("crewline.punch-queue") ?? "null")).toEqual([]);
  });
});
