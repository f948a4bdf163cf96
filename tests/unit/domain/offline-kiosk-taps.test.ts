// What a kiosk's tap without a PIN may act on (QUALITY 49): a break only on the open entry this kiosk clocked in, a
// sign-off only on an entry this kiosk clocked out within the forgotten clock-out hours.
import { describe, expect, it } from "vitest";
import { OFFLINE_BREAK_REFUSED_MESSAGE, offlineBreakRefusal, offlineSignOffRefusal, offlineSignOffRefusedMessage } from "@shared/domain/offline-kiosk-taps";

const KIOSK = 7;
const OUT = new Date("2026-03-04T23:00:00Z");
const hoursAfterOut = (hours: number) => new Date(OUT.getTime() + hours * 3_600_000);

describe("offlineBreakRefusal", () => {
  it.each([
    ["clocked in at this kiosk", { clockInKioskId: KIOSK, clockOutKioskId: null, clockOutTime: null }, null],
    ["clocked in at another kiosk", { clockInKioskId: 8, clockOutKioskId: null, clockOutTime: null }, OFFLINE_BREAK_REFUSED_MESSAGE],
    ["clocked in by an account (GPS clock)", { clockInKioskId: null, clockOutKioskId: null, clockOutTime: null }, OFFLINE_BREAK_REFUSED_MESSAGE],
  ])("%s", (_case, entry, refusal) => {
    expect(offlineBreakRefusal(entry, KIOSK)).toBe(refusal);
  });
});

describe("offlineSignOffRefusal", () => {
  const refused = offlineSignOffRefusedMessage(12);
  it.each([
    ["clocked out here just now", { clockInKioskId: null, clockOutKioskId: KIOSK, clockOutTime: OUT }, hoursAfterOut(0), null],
    ["clocked out here exactly the hours ago", { clockInKioskId: null, clockOutKioskId: KIOSK, clockOutTime: OUT }, hoursAfterOut(12), null],
    ["clocked out here a minute past the hours", { clockInKioskId: KIOSK, clockOutKioskId: KIOSK, clockOutTime: OUT }, hoursAfterOut(12 + 1 / 60), refused],
    ["clocked out at another kiosk", { clockInKioskId: KIOSK, clockOutKioskId: 8, clockOutTime: OUT }, hoursAfterOut(0), refused],
    ["clocked out by an account", { clockInKioskId: KIOSK, clockOutKioskId: null, clockOutTime: OUT }, hoursAfterOut(0), refused],
    ["still open", { clockInKioskId: KIOSK, clockOutKioskId: null, clockOutTime: null }, hoursAfterOut(0), refused],
  ])("%s", (_case, entry, at, refusal) => {
    expect(offlineSignOffRefusal(entry, KIOSK, at, 12)).toBe(refusal);
  });

  it("says the company's hours", () => {
    expect(offlineSignOffRefusedMessage(6)).toBe("A sign-off taken offline counts only for a shift this kiosk clocked out in the last 6 hours; answer with your PIN");
  });
});
