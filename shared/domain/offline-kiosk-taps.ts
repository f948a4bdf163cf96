// What a tap a site kiosk sends without a PIN (offline: true) may act on (issue 24, QUALITY 49). Nobody vouched for it,
// so it reaches only the entry that kiosk itself just opened or closed: a break, the open entry whose clock-in this
// kiosk took; a sign-off, an entry this kiosk clocked out within the forgotten clock-out alert's hours (Company
// settings: past them the shift is not "just closed" any more). An approved period is the server's to refuse (the
// closed entry's pay period, read under its row lock; an open entry is never in one).

export interface OfflineTapEntry {
  clockInKioskId: number | null;
  clockOutKioskId: number | null;
  clockOutTime: Date | null;
}

export const OFFLINE_BREAK_REFUSED_MESSAGE = "A break taken offline counts only on a shift clocked in at this kiosk; ask the office to add it";

export const offlineSignOffRefusedMessage = (windowHours: number) =>
  `A sign-off taken offline counts only for a shift this kiosk clocked out in the last ${windowHours} hours; answer with your PIN`;

/** Why an offline break may not act on this open entry, or null when it may. */
export function offlineBreakRefusal(entry: OfflineTapEntry, kioskId: number): string | null {
  return entry.clockInKioskId === kioskId ? null : OFFLINE_BREAK_REFUSED_MESSAGE;
}

/** Why an offline sign-off may not answer for this entry at `at`, or null when it may. */
export function offlineSignOffRefusal(entry: OfflineTapEntry, kioskId: number, at: Date, windowHours: number): string | null {
  const closedHere = entry.clockOutKioskId === kioskId && entry.clockOutTime !== null;
  const recent = closedHere && at.getTime() - entry.clockOutTime!.getTime() <= windowHours * 3_600_000;
  return recent ? null : offlineSignOffRefusedMessage(windowHours);
}
