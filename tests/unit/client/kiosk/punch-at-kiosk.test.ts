// @vitest-environment happy-dom
// One punch at the kiosk: online with the PIN straight to the server; without a connection (or when the request
// cannot reach it) into the kiosk's queue with no PIN, offline: true and its own key, sent once when back.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { kioskPunchQueue } from "@/features/kiosk/kiosk-queue";
import { punchAtKiosk, type KioskPunchRequest } from "@/features/kiosk/punch-at-kiosk";

const KIOSK = { id: 7, name: "Gate tablet", project: { id: 3, name: "North Yard", latitude: null, longitude: null, locationRadius: null }, photosOnPunch: false, workers: [] };
const VIEW = {
  action: "in",
  timeEntryId: 41,
  workerName: "Ana Diaz",
  projectName: "North Yard",
  clockInTime: "2026-11-24T15:00:00.000Z",
  clockOutTime: null,
  hoursToday: 0,
  hoursThisWeek: 12.5,
  verification: "verified",
};

interface Sent {
  key: string | null;
  body: Record<string, unknown>;
}

let network: "up" | "down";
let punchAnswer: { status: number; body: unknown };
let sent: Sent[];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { value: online, configurable: true });
}

beforeEach(() => {
  network = "up";
  punchAnswer = { status: 200, body: VIEW };
  sent = [];
  setOnline(true);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (network === "down") throw new TypeError("Failed to fetch");
      if (url === "/api/kiosk") return json(200, KIOSK);
      if (url === "/api/kiosk/punches" && init.method === "POST") {
        sent.push({ key: new Headers(init.headers).get("Idempotency-Key"), body: JSON.parse(String(init.body)) as Record<string, unknown> });
        return json(punchAnswer.status, punchAnswer.body);
      }
      return json(404, { message: "not found", code: "not_found" });
    }),
  );
});

afterEach(async () => {
  // What a test left queued is sent, so the next one starts with an empty queue.
  network = "up";
  setOnline(true);
  punchAnswer = { status: 200, body: VIEW };
  await kioskPunchQueue.sync();
  vi.unstubAllGlobals();
});

const request = (patch: Partial<KioskPunchRequest> = {}): KioskPunchRequest => ({
  kioskId: KIOSK.id,
  projectName: "North Yard",
  worker: { id: 5, name: "Ana Diaz" },
  pin: "2580",
  photo: null,
  fix: { latitude: 39.06, longitude: -108.55, accuracyMeters: 9, timestamp: 0 },
  kind: "clock-in",
  ...patch,
});

describe("punchAtKiosk", () => {
  it("online, sends the PIN and the fix with a fresh key and keeps nothing on the device", async () => {
    const attempt = await punchAtKiosk(request());
    expect(attempt).toEqual({ ok: true, result: { kind: "punched", view: VIEW } });
    expect(sent).toHaveLength(1);
    expect(sent[0].key).toMatch(/\S{16,}/);
    expect(sent[0].body).toMatchObject({ workerId: 5, pin: "2580", latitude: 39.06, longitude: -108.55, accuracy: 9 });
    expect(sent[0].body).not.toHaveProperty("offline");
    expect(kioskPunchQueue.getState().punches).toHaveLength(0);
  });

  it("a wrong PIN is the server's answer: nothing is queued", async () => {
    punchAnswer = { status: 401, body: { message: "Wrong PIN. Please try again.", code: "invalid_credentials" } };
    const attempt = await punchAtKiosk(request());
    expect(attempt).toEqual({ ok: false, failure: { kind: "wrong-pin", message: "Wrong PIN. Please try again." } });
    expect(kioskPunchQueue.getState().punches).toHaveLength(0);
  });

  it("when the server cannot be reached, keeps the punch without the PIN and sends it once, offline, when back", async () => {
    network = "down";
    const attempt = await punchAtKiosk(request());
    expect(attempt).toMatchObject({ ok: true, result: { kind: "kept", workerName: "Ana Diaz", action: "clock-in" } });
    const [queued] = kioskPunchQueue.getState().punches;
    expect(queued).toMatchObject({ ownerId: KIOSK.id, workerId: 5, kind: "clock-in" });
    expect(queued.body).toMatchObject({ workerId: 5, offline: true, latitude: 39.06 });
    expect(queued.body).not.toHaveProperty("pin");
    expect(JSON.stringify(queued)).not.toContain("2580");

    network = "up";
    await kioskPunchQueue.sync();
    await kioskPunchQueue.sync();
    expect(sent).toEqual([{ key: queued.key, body: queued.body }]);
    expect(kioskPunchQueue.getState().punches).toHaveLength(0);
  });

  it("with the device offline, asks for no PIN and sends nothing until the connection is back", async () => {
    setOnline(false);
    const attempt = await punchAtKiosk(request({ pin: null, kind: "clock-out" }));
    expect(attempt).toMatchObject({ ok: true, result: { kind: "kept", action: "clock-out" } });
    expect(sent).toHaveLength(0);
    expect(kioskPunchQueue.getState().punches).toHaveLength(1);
  });

  it("a worker with a punch still waiting punches through the queue, so the server gets theirs in order", async () => {
    network = "down";
    await punchAtKiosk(request());
    network = "up";
    punchAnswer = { status: 503, body: { message: "Busy", code: "unavailable" } };
    const second = await punchAtKiosk(request({ kind: "clock-out" }));
    expect(second).toMatchObject({ ok: true, result: { kind: "kept", action: "clock-out" } });
    // Neither went through, and the PIN of the second never left for the server on its own.
    expect(sent.every((s) => s.body.offline === true && !("pin" in s.body))).toBe(true);
    expect(kioskPunchQueue.getState().punches.map((p) => p.kind)).toEqual(["clock-in", "clock-out"]);
  });
});
