import { describe, expect, it } from "vitest";
import { signOffMissing, signOffText } from "@shared/domain/sign-off";

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
