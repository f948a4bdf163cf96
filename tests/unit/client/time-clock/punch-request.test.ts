// The request each queued punch of one worker becomes: the entry of a path with :id comes from body.timeEntryId (filled
// in when the punch it waited on synced) and is left out of the JSON; a body-addressed punch is sent as queued.
import { describe, expect, it } from "vitest";
import { punchRequest, type WorkerPunch } from "@/features/time-clock/punch-request";

describe("punchRequest", () => {
  it.each<[string, WorkerPunch, ReturnType<typeof punchRequest>]>([
    ["a clock-in", { kind: "clock-in", body: { workerId: 7, projectId: 3 } }, { method: "POST", path: "/api/time-entries/clock-in", body: { workerId: 7, projectId: 3 } }],
    ["a clock-out names its entry in the body", { kind: "clock-out", body: { timeEntryId: 51 } }, { method: "POST", path: "/api/time-entries/clock-out", body: { timeEntryId: 51 } }],
    ["a switch names its entry in the body", { kind: "switch", body: { timeEntryId: 50, projectId: 4 } }, { method: "POST", path: "/api/time-entries/switch", body: { timeEntryId: 50, projectId: 4 } }],
    ["a break's entry goes in the path", { kind: "break", body: { timeEntryId: 50, action: "start", kind: "meal" } }, { method: "POST", path: "/api/time-entries/50/breaks", body: { action: "start", kind: "meal" } }],
    [
      "a sign-off's entry goes in the path",
      { kind: "sign-off", body: { timeEntryId: 51, tookBreaks: true, injured: false } },
      { method: "POST", path: "/api/time-entries/51/sign-off", body: { tookBreaks: true, injured: false } },
    ],
  ])("%s", (_name, punch, expected) => {
    expect(punchRequest(punch)).toEqual(expected);
  });

  it("refuses to guess an entry a break does not name yet", () => {
    expect(() => punchRequest({ kind: "break", body: { action: "end", kind: "meal" } })).toThrow(/no value for :id/);
  });
});
