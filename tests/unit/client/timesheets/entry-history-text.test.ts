// An entry's history in words: who punched it (an account or a site kiosk), each change's heading with who made it
// (a kiosk's offline punch confirmed by the office reads "Confirmed by ..."), and the fields a change lists.
import { describe, expect, it } from "vitest";
import { changeHeading, listedChangeFields, punchedByLines } from "../../../../client/src/features/timesheets/entry-history-text";

const punch = {
  source: "clock" as const,
  clockInByName: "Maria Lopez",
  clockOutByName: "Maria Lopez",
  clockOutTime: "2026-03-04T23:00:00.000Z",
  clockInKioskId: null,
  clockOutKioskId: null,
};

describe("punchedByLines", () => {
  it("names the account that punched in and out", () => {
    expect(punchedByLines(punch)).toEqual(["Clocked in by Maria Lopez", "Clocked out by Maria Lopez"]);
  });

  it("names the kiosk a worker punched at, each punch on its own", () => {
    expect(punchedByLines({ ...punch, clockInByName: "Kiosk: Gate tablet", clockInKioskId: 4, clockOutByName: "Sam Office" })).toEqual([
      "Clocked in at Kiosk: Gate tablet",
      "Clocked out by Sam Office",
    ]);
  });

  it("says Crewline clocked out an entry its auto-close closed (no account did)", () => {
    const closed = { ...punch, clockOutByName: null, changes: [{ action: "auto_close" as const }] };
    expect(punchedByLines(closed)).toEqual(["Clocked in by Maria Lopez", "Clocked out by Crewline (auto-closed)"]);
    expect(punchedByLines({ ...closed, changes: [] })).toEqual(["Clocked in by Maria Lopez", "Clocked out; who is not recorded"]);
  });

  it("says nothing of a clock-out while the entry is open", () => {
    expect(punchedByLines({ ...punch, clockOutTime: null, clockOutByName: null })).toEqual(["Clocked in by Maria Lopez"]);
  });

  it("says when who punched is not known: a removed kiosk, or no account recorded", () => {
    expect(punchedByLines({ ...punch, clockInByName: null, clockInKioskId: 4, clockOutByName: null })).toEqual([
      "Clocked in at a removed kiosk",
      "Clocked out; who is not recorded",
    ]);
  });

  it("an entry added by hand has no punches to tell of (its 'add' change says who added it)", () => {
    expect(punchedByLines({ ...punch, source: "manual", clockInByName: "Ana Admin" })).toEqual([]);
  });
});

describe("changeHeading", () => {
  it("says what was done and by whom", () => {
    expect(changeHeading({ action: "verify", changedBy: 7, changedByName: "Sam Office" })).toBe("Confirmed by Sam Office");
    expect(changeHeading({ action: "correct", changedBy: 7, changedByName: "Ana Admin" })).toBe("Corrected by Ana Admin");
    expect(changeHeading({ action: "close", changedBy: 7, changedByName: "Ana Admin" })).toBe("Clocked out by Ana Admin");
    expect(changeHeading({ action: "add", changedBy: 7, changedByName: null })).toBe("Added by hand by a removed account");
    expect(changeHeading({ action: "review", changedBy: 7, changedByName: "Sam Office" })).toBe("Auto-close confirmed by Sam Office");
  });

  it("a tap a kiosk took offline was made by the kiosk, named as its punches are (or a removed one)", () => {
    expect(changeHeading({ action: "unverify", changedBy: null, changedByName: "Kiosk: Gate tablet" })).toBe("Marked unverified at Kiosk: Gate tablet");
    expect(changeHeading({ action: "unverify", changedBy: null, changedByName: null })).toBe("Marked unverified at a removed kiosk");
  });

  it("a tap an account sent late is marked by that account (issue 26)", () => {
    expect(changeHeading({ action: "unverify", changedBy: 7, changedByName: "Fred Foreman" })).toBe("Marked unverified by Fred Foreman");
    expect(changeHeading({ action: "late_tap", changedBy: 7, changedByName: "Fred Foreman" })).toBe("Tapped without signal, sent later by Fred Foreman");
    expect(changeHeading({ action: "tapped_clock_out", changedBy: 7, changedByName: "Fred Foreman" })).toBe("Clock-out tapped before the auto-close by Fred Foreman");
  });

  it("an auto-close was made by no account: Crewline's own job closed the forgotten clock-out", () => {
    expect(changeHeading({ action: "auto_close", changedBy: 7, changedByName: null })).toBe("Auto-closed by Crewline");
  });
});

describe("listedChangeFields", () => {
  it("lists a correction's fields, none for a confirmation, and not the worker and project of an entry added by hand", () => {
    expect(listedChangeFields({ action: "correct", changes: { notes: [null, "Gate"] } })).toEqual([["notes", [null, "Gate"]]]);
    expect(listedChangeFields({ action: "verify", changes: { verification: ["unverified", "verified"] } })).toEqual([]);
    expect(listedChangeFields({ action: "unverify", changes: { verification: ["verified", "unverified"] } })).toEqual([]);
    expect(listedChangeFields({ action: "review", changes: { autoClosed: [true, false] } })).toEqual([]);
    expect(listedChangeFields({ action: "auto_close", changes: { clockOutTime: [null, "2026-03-10T03:00:00.000Z"] } })).toEqual([
      ["clockOutTime", [null, "2026-03-10T03:00:00.000Z"]],
    ]);
    expect(
      listedChangeFields({ action: "add", changes: { workerId: [null, 3], projectId: [null, 7], breakTime: [null, 30] } }),
    ).toEqual([["breakTime", [null, 30]]]);
  });
});
