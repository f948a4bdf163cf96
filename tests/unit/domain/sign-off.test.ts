import { describe, expect, it } from "vitest";
import { signOffMissing, signOffOpenLater, signOffText } from "@shared/domain/sign-off";

describe("signOffText", () => {
  it.each([
    [{ tookBreaks: true, injured: false }, "Signed off: breaks taken · not injured"],
    [{ tookBreaks: false, injured: false }, "Signed off: breaks not taken · not injured"],
    [{ tookBreaks: true, injured: true }, "Signed off: breaks taken · injured"],
    [{ tookBreaks: false, injured: true }, "Signed off: breaks not taken · injured"],
    [{ tookBreaks: true, injured: false, confirmed: true }, "Signed off: breaks taken · not injured"],
    [{ tookBreaks: true, injured: false, confirmed: false }, "Signed off: breaks taken · not injured · taken offline, not confirmed by the worker"],
  ])("%j reads %j", (answers, text) => {
    expect(signOffText(answers)).toBe(text);
  });
});

describe("signOffMissing", () => {
  const closed = "2026-03-02T22:00:00Z";
  it.each([
    [{ clockOutTime: closed, signOffDue: true, signOff: null }, true],
    [{ clockOutTime: closed, signOffDue: true, signOff: { tookBreaks: true, injured: false } }, false],
    [{ clockOutTime: closed, signOffDue: false, signOff: null }, false],
    [{ clockOutTime: null, signOffDue: true, signOff: null }, false],
  ])("%j -> %s", (entry, missing) => {
    expect(signOffMissing(entry)).toBe(missing);
  });
});

describe("signOffOpenLater: 'Sign off' stays until the end of the clock-out's day (issue 26 item 6)", () => {
  const zone = "America/Denver";
  // 3:30 PM on Mar 11 in Denver.
  const out = "2026-03-11T21:30:00.000Z";
  it.each([
    { name: "due, unanswered, the same evening", entry: { clockOutTime: out, signOffDue: true, signOff: null }, now: "2026-03-12T05:00:00Z", open: true },
    { name: "due, unanswered, the next morning", entry: { clockOutTime: out, signOffDue: true, signOff: null }, now: "2026-03-12T07:30:00Z", open: false },
    { name: "answered", entry: { clockOutTime: out, signOffDue: true, signOff: { tookBreaks: true } }, now: "2026-03-11T22:00:00Z", open: false },
    { name: "never asked", entry: { clockOutTime: out, signOffDue: false, signOff: null }, now: "2026-03-11T22:00:00Z", open: false },
    { name: "still running", entry: { clockOutTime: null, signOffDue: false, signOff: null }, now: "2026-03-11T22:00:00Z", open: false },
  ])("$name: $open", ({ entry, now, open }) => {
    expect(signOffOpenLater(entry, new Date(now), zone)).toBe(open);
  });
});
