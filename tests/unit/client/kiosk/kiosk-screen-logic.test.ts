// The kiosk tablet's pure rules: the PIN pad's digits, how a refused punch reads, the photo's size, the name grid.
import { describe, expect, it } from "vitest";
import { isPinComplete, pinKeyOf, pressPinKey } from "@/features/kiosk/pin-entry";
import { fitWithin } from "@/features/kiosk/photo-size";
import { isNotAKiosk, punchFailureOf } from "@/features/kiosk/punch-failure";
import { filterWorkers, tileState, tileStateText } from "@/features/kiosk/team";
import { ApiError } from "@/lib/api-client";
import type { QueuedPunch } from "@/lib/punch-queue";

describe("the PIN pad", () => {
  it("takes digits up to six, drops the last with back and all with clear", () => {
    let pin = "";
    for (const digit of ["1", "9", "7", "3", "5", "2", "8"] as const) pin = pressPinKey(pin, digit);
    expect(pin).toBe("197352");
    expect(pressPinKey(pin, "back")).toBe("19735");
    expect(pressPinKey(pin, "clear")).toBe("");
    expect(pressPinKey("", "back")).toBe("");
  });

  it("may be sent from four digits to six", () => {
    expect(isPinComplete("197")).toBe(false);
    expect(isPinComplete("1973")).toBe(true);
    expect(isPinComplete("197352")).toBe(true);
    expect(isPinComplete("1973521")).toBe(false);
  });

  it("reads a keyboard's digits, Backspace and Escape, and nothing else", () => {
    expect(pinKeyOf("7")).toBe("7");
    expect(pinKeyOf("Backspace")).toBe("back");
    expect(pinKeyOf("Escape")).toBe("clear");
    expect(pinKeyOf("a")).toBeNull();
    expect(pinKeyOf("Enter")).toBeNull();
  });
});

describe("a punch the server did not take", () => {
  it("tells a wrong PIN from a device that is no kiosk, both 401", () => {
    expect(punchFailureOf(new ApiError(401, "invalid_credentials", "Wrong PIN. Please try again."))).toEqual({ kind: "wrong-pin", message: "Wrong PIN. Please try again." });
    expect(punchFailureOf(new ApiError(401, "unauthenticated", "This device is not a kiosk"))).toEqual({ kind: "not-a-kiosk", message: "This device is not a kiosk" });
  });

  it("keeps the server's wait for too many tries, its reason for any other refusal, and knows a lost connection", () => {
    const tooMany = "Too many wrong PINs for this name. Try again in 8 s.";
    expect(punchFailureOf(new ApiError(429, "rate_limited", tooMany))).toEqual({ kind: "too-many", message: tooMany });
    expect(punchFailureOf(new ApiError(409, "conflict", "Ask the office to set your PIN"))).toEqual({ kind: "refused", message: "Ask the office to set your PIN" });
    expect(punchFailureOf(new ApiError(503, "unavailable", "Busy"))).toEqual({ kind: "refused", message: "Busy" });
    expect(punchFailureOf(new ApiError(0, "NETWORK_ERROR", "Could not reach the server"))).toEqual({ kind: "no-connection" });
    expect(punchFailureOf(new Error("boom"))).toEqual({ kind: "refused", message: "boom" });
  });

  it("counts only a 401 to the kiosk's own read as 'not a kiosk'", () => {
    expect(isNotAKiosk(new ApiError(401, "unauthenticated", "x"))).toBe(true);
    expect(isNotAKiosk(new ApiError(0, "NETWORK_ERROR", "x"))).toBe(false);
    expect(isNotAKiosk(new ApiError(500, "internal", "x"))).toBe(false);
    expect(isNotAKiosk(null)).toBe(false);
  });
});

describe("the punch photo's size", () => {
  it("scales the longest side down to the limit, keeps the shape, and never scales up", () => {
    expect(fitWithin(1280, 720, 480)).toEqual({ width: 480, height: 270 });
    expect(fitWithin(720, 1280, 480)).toEqual({ width: 270, height: 480 });
    expect(fitWithin(320, 240, 480)).toEqual({ width: 320, height: 240 });
    expect(fitWithin(0, 240, 480)).toEqual({ width: 0, height: 0 });
  });
});

describe("the name grid", () => {
  const worker = (id: number, name: string, clockedIn = false, onBreak: "meal" | "rest" | null = null, clockedInAt: string | null = clockedIn ? "Highlands" : null) => ({
    id,
    name,
    hasPin: true,
    clockedIn,
    onBreak,
    clockedInAt,
    signOffOpenEntryId: null,
  });
  const queued = (workerId: number, kind: QueuedPunch["kind"], body: Record<string, unknown> = {}): QueuedPunch => ({
    key: `k${workerId}${kind}${JSON.stringify(body)}`,
    seq: 1,
    kind,
    body,
    tappedAt: "2026-11-24T15:00:00.000Z",
    workerId,
    workerName: "x",
    projectName: null,
    ownerId: 3,
    afterKey: null,
    attempts: 0,
    lastError: null,
  });

  it("keeps the server's order and filters by any part of the name, whatever the case", () => {
    const team = [worker(2, "Ana Diaz"), worker(3, "bo Chen"), worker(4, "Bo Park"), worker(1, "zoe Park")];
    expect(filterWorkers(team, "").map((w) => w.name)).toEqual(["Ana Diaz", "bo Chen", "Bo Park", "zoe Park"]);
    expect(filterWorkers(team, " PAR ").map((w) => w.name)).toEqual(["Bo Park", "zoe Park"]);
    expect(filterWorkers(team, "nobody")).toEqual([]);
  });

  it("lays a punch waiting on the tablet over the server's on-the-clock state", () => {
    expect(tileState(worker(1, "Ana", false), [])).toMatchObject({ clockedIn: false, waiting: false, onBreak: null });
    expect(tileState(worker(1, "Ana", false), [queued(1, "clock-in")])).toMatchObject({ clockedIn: true, waiting: true, onBreak: null });
    expect(tileState(worker(1, "Ana", true), [queued(1, "clock-out")])).toMatchObject({ clockedIn: false, waiting: true, onBreak: null });
    expect(tileState(worker(1, "Ana", true), [queued(2, "clock-out")])).toMatchObject({ clockedIn: true, waiting: false, onBreak: null });
  });

  it("says where the server has them on the clock, unless a tap of theirs waits on the tablet (issue 26)", () => {
    expect(tileStateText(tileState(worker(1, "Ana", true), []))).toBe("On the clock at Highlands");
    expect(tileStateText(tileState(worker(1, "Ana", false), [queued(1, "clock-in")]))).toBe("On the clock");
    expect(tileStateText(tileState(worker(1, "Ana", false), []))).toBe("Not clocked in");
    expect(tileStateText(tileState(worker(1, "Ana", true, "meal"), []))).toBe("On meal break");
  });

  it("lays breaks waiting on the tablet over the server's running break; a break or a sign-off never clocks anyone in or out", () => {
    const start = (kind: string) => queued(1, "break", { action: "start", kind });
    const end = (kind: string) => queued(1, "break", { action: "end", kind });
    expect(tileState(worker(1, "Ana", true, "rest"), [])).toMatchObject({ clockedIn: true, waiting: false, onBreak: "rest" });
    expect(tileState(worker(1, "Ana", true), [start("meal")])).toMatchObject({ clockedIn: true, waiting: true, onBreak: "meal" });
    expect(tileState(worker(1, "Ana", true, "meal"), [end("meal")])).toMatchObject({ clockedIn: true, waiting: true, onBreak: null });
    expect(tileState(worker(1, "Ana", false), [queued(1, "clock-in"), start("rest")])).toMatchObject({ clockedIn: true, waiting: true, onBreak: "rest" });
    // A clock-out ends a running break; the sign-off after it leaves the worker clocked out.
    expect(tileState(worker(1, "Ana", true, "meal"), [queued(1, "clock-out"), queued(1, "sign-off")])).toMatchObject({ clockedIn: false, waiting: true, onBreak: null });
  });
});
