// Reads the phone answers from its saved copy (issue 26 item 2): which reads the service worker keeps, the stamp it
// puts on the copy, how the app notes an answer as the copy or the server's, and the back-off of asking again.
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { isFieldDataRead, SAVED_AT_HEADER, stampSavedCopy } from "@/lib/field-data-cache";
import { savedCopyTimeOf } from "@/lib/query-client";
import { noteAnswer, savedCopyTime } from "@/lib/saved-copies";
import { FIRST_PROBE_DELAY_MS, MAX_PROBE_DELAY_MS, nextProbeDelayMs, startSavedCopyRefresh } from "@/lib/saved-copy-refresh";

const read = (path: string, method = "GET") => ({ url: new URL(path, "https://crewline.test"), request: { method } });

describe("isFieldDataRead: the lists a field screen needs on a cold start", () => {
  it.each([
    ["/api/workers", "GET", true],
    ["/api/workers?cursor=40", "GET", true],
    ["/api/projects", "GET", true],
    ["/api/projects/12/workers", "GET", true],
    ["/api/workers/7/active-time", "GET", true],
    ["/api/time-entries?workerId=7", "GET", true],
    ["/api/time-entries?projectId=12", "GET", true],
    ["/api/cost-codes?active=true", "GET", true],
    ["/api/settings/clock", "GET", true],
    ["/api/kiosk", "GET", true],
    // Punches and other writes are the offline queue's, never a copy's.
    ["/api/kiosk/punches", "POST", false],
    ["/api/time-entries/clock-in", "POST", false],
    ["/api/projects/12/workers", "POST", false],
    // Not the field screens' (a day's timesheet, the session, the bell, another project's pages).
    ["/api/time-entries?date=2025-01-02", "GET", false],
    ["/api/auth/user", "GET", false],
    ["/api/notifications", "GET", false],
    ["/api/projects/12/photos", "GET", false],
    ["/api/workers/7/pin", "GET", false],
  ])("%s %s -> %s", (path, method, expected) => {
    expect(isFieldDataRead(read(path, method))).toBe(expected);
  });
});

describe("stampSavedCopy", () => {
  it("stores the copy with the time it was saved and the same body", async () => {
    const before = Date.now();
    const stamped = await stampSavedCopy.cacheWillUpdate({ response: new Response('[{"id":1}]', { status: 200, headers: { "Content-Type": "application/json" } }) });
    expect(stamped).not.toBeNull();
    expect(Date.parse(stamped!.headers.get(SAVED_AT_HEADER) ?? "")).toBeGreaterThanOrEqual(before - 1000);
    expect(stamped!.headers.get("Content-Type")).toBe("application/json");
    expect(await stamped!.json()).toEqual([{ id: 1 }]);
  });

  it("keeps no copy of an answer that is not a 200", async () => {
    expect(await stampSavedCopy.cacheWillUpdate({ response: new Response("{}", { status: 500 }) })).toBeNull();
  });
});

describe("noteAnswer", () => {
  it("notes a stamped answer as the saved copy, and forgets it when the server answers", () => {
    const savedAt = "2025-03-04T10:00:00.000Z";
    noteAnswer("/api/workers", new Response("[]", { headers: { [SAVED_AT_HEADER]: savedAt } }));
    expect(savedCopyTime("/api/workers")).toBe(Date.parse(savedAt));
    expect(savedCopyTimeOf({ queryKey: ["/api/workers"] })).toBe(Date.parse(savedAt));
    // An absolute URL is the same read.
    expect(savedCopyTime("https://crewline.test/api/workers")).toBe(Date.parse(savedAt));
    noteAnswer("/api/workers", new Response("[]"));
    expect(savedCopyTime("/api/workers")).toBeNull();
  });

  it("keys by path and query, as a query key's URL", () => {
    noteAnswer("/api/time-entries?projectId=3", new Response("[]", { headers: { [SAVED_AT_HEADER]: "2025-03-04T10:00:00.000Z" } }));
    expect(savedCopyTimeOf({ queryKey: ["/api/time-entries", { projectId: 3 }] })).not.toBeNull();
    expect(savedCopyTimeOf({ queryKey: ["/api/time-entries", { projectId: 4 }] })).toBeNull();
    noteAnswer("/api/time-entries?projectId=3", new Response("[]"));
  });
});

describe("nextProbeDelayMs", () => {
  it.each([
    // failures in a row, random -> delay: doubling from 10 s, capped at 2 min
    [0, 0.5, 10_000],
    [1, 0.5, 20_000],
    [2, 0.5, 40_000],
    [3, 0.5, 80_000],
    [4, 0.5, 120_000],
    [50, 0.5, 120_000],
    // spread by up to a fifth either way
    [0, 0, 8_000],
    [0, 0.999999, 12_000],
    [4, 0, 96_000],
    [4, 0.999999, 144_000],
    // nonsense in, a sane wait out
    [-3, 0.5, 10_000],
    [1.7, 0.5, 20_000],
    [0, 7, 12_000],
    [0, -1, 8_000],
  ])("%d failures, random %d -> %d ms", (failures, random, expected) => {
    expect(nextProbeDelayMs(failures, random)).toBe(expected);
  });

  it("never asks more than a few times a minute", () => {
    expect(nextProbeDelayMs(0, 0)).toBeGreaterThanOrEqual(FIRST_PROBE_DELAY_MS * 0.8);
    expect(nextProbeDelayMs(99, 1)).toBeLessThanOrEqual(MAX_PROBE_DELAY_MS * 1.2);
    let failures = 0;
    let elapsed = 0;
    let requests = 0;
    while (elapsed < 10 * 60_000) {
      elapsed += nextProbeDelayMs(failures, 0);
      failures += 1;
      requests += 1;
    }
    // Ten minutes without signal, at the shortest spread: about ten single reads.
    expect(requests).toBeLessThanOrEqual(12);
  });
});

describe("startSavedCopyRefresh", () => {
  const timers: { run: () => void; ms: number }[] = [];
  let stop = () => {};
  afterEach(() => {
    stop();
    timers.length = 0;
  });

  /** A client whose one read answers as `answer` says, shown on a screen (an observer), with the back-off started. */
  function screenShowing(answer: () => Promise<unknown>) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, queryFn: answer } } });
    stop = startSavedCopyRefresh(client, { random: () => 0.5, setTimer: (run, ms) => timers.push({ run, ms }), clearTimer: () => {} });
    const observer = new QueryObserver(client, { queryKey: ["/api/kiosk"] });
    return observer.subscribe(() => {});
  }

  async function nextWait(): Promise<number> {
    await expect.poll(() => timers.length).toBe(1);
    return timers[0].ms;
  }

  it("after a read that never reached the server, asks again once per wait, each wait longer", async () => {
    let calls = 0;
    const leave = screenShowing(async () => {
      calls += 1;
      throw new ApiError(0, "NETWORK_ERROR", "offline");
    });
    await expect.poll(() => calls).toBe(1);
    for (const [index, wait] of [10_000, 20_000, 40_000, 80_000, 120_000, 120_000].entries()) {
      expect(await nextWait()).toBe(wait);
      timers.shift()!.run();
      await expect.poll(() => calls).toBe(index + 2);
    }
    leave();
  });

  it("stops once the server answers, and asks nothing while no screen shows the read", async () => {
    let online = false;
    let calls = 0;
    const leave = screenShowing(async () => {
      calls += 1;
      if (!online) throw new ApiError(0, "NETWORK_ERROR", "offline");
      return { id: 1 };
    });
    expect(await nextWait()).toBe(10_000);
    online = true;
    timers.shift()!.run();
    await expect.poll(() => calls).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(timers).toHaveLength(0);
    leave();

    // A refused read (the server answered) is the screen's to show, not one to ask again.
    const leaveRefused = screenShowing(async () => {
      throw new ApiError(401, "UNAUTHORIZED", "Not a kiosk");
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(timers).toHaveLength(0);
    leaveRefused();
  });
});
