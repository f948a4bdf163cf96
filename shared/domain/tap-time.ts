// The paid time of a punch (issue 26, ARCHITECTURE house rule 5). A punch sent at once is paid at the server's
// receive time. A queued one (a punch, break, switch or sign-off stored on the device while there was no signal) is
// paid at its tap: the receive time less the age the device reports for it (Tap-Age-Ms). The age is a difference on
// the device's own clock, measured at each send, so a phone whose clock is simply set wrong cannot move the paid time.
// The paid time is never after the receive time (a negative age is no age) and never before the worker's previous
// punch: a queued tap cannot reach back past what the server already paid.
import { BREAK_KIND_LABELS, type BreakKind } from "./breaks";

/** How long ago a tap may say it was: a month, past which a device's queue is not a record of anyone's work. */
export const MAX_TAP_AGE_MS = 31 * 24 * 60 * 60_000;
/** A tap that reached the server later than this after it was made is listed in its week's pay changes. */
export const LATE_TAP_LISTED_MS = 15 * 60_000;

export const TAP_AGE_MESSAGE = `The Tap-Age-Ms header must be a whole number of milliseconds from 0 to ${MAX_TAP_AGE_MS}`;

/** The punches a late tap is recorded for (the field of its history row), and what the screens call them. */
export const LATE_TAP_FIELDS = ["clockInTime", "clockOutTime", "breakStart", "breakEnd"] as const;
export type LateTapField = (typeof LATE_TAP_FIELDS)[number];
export const LATE_TAP_LABELS: Record<LateTapField, string> = {
  clockInTime: "Clock-in",
  clockOutTime: "Clock-out",
  breakStart: "Break start",
  breakEnd: "Break end",
};

/** When the server received a punch, and how long before that the device says it was tapped (null: sent at once). */
export interface PunchTap {
  receivedAt: Date;
  tapAgeMs: number | null;
}

/** A punch the server makes or takes at once, at this instant (no device age). */
export const serverTap = (at: Date): PunchTap => ({ receivedAt: at, tapAgeMs: null });

/** The header's value as an age, or the message that refuses it (absent: null, a punch sent at once). */
export function parseTapAge(header: string | undefined): { ageMs: number | null } | { error: string } {
  if (header === undefined) return { ageMs: null };
  const text = header.trim();
  if (!/^\d{1,13}$/.test(text)) return { error: TAP_AGE_MESSAGE };
  const ageMs = Number(text);
  return ageMs > MAX_TAP_AGE_MS ? { error: TAP_AGE_MESSAGE } : { ageMs };
}

/**
 * The paid time of a punch: the receive time when it was sent at once; else the tap's time, not before `notBefore` (the
 * worker's previous punch) and never after the receive time.
 */
export function paidTimeOf(tap: PunchTap, notBefore: Date | null): Date {
  const received = tap.receivedAt.getTime();
  if (tap.tapAgeMs === null) return tap.receivedAt;
  const tapped = received - Math.max(0, tap.tapAgeMs);
  return new Date(notBefore === null ? tapped : Math.min(Math.max(tapped, notBefore.getTime()), received));
}

/** How long after the paid time the punch reached the server, in milliseconds (0 for a punch sent at once). */
export const syncDelayMs = (paidAt: Date, receivedAt: Date): number => Math.max(0, receivedAt.getTime() - paidAt.getTime());

/** A tap listed in its week's pay changes: it reached the server more than LATE_TAP_LISTED_MS after it was made. */
export const isLateTap = (paidAt: Date, receivedAt: Date): boolean => syncDelayMs(paidAt, receivedAt) > LATE_TAP_LISTED_MS;

/**
 * A tap the office confirms before the week is paid: it reached the server later than the company's forgotten
 * clock-out hours after it was made (Company settings), as long as a shift the office would otherwise be asked about.
 */
export const tapNeedsConfirming = (paidAt: Date, receivedAt: Date, forgottenClockOutHours: number): boolean =>
  syncDelayMs(paidAt, receivedAt) > forgottenClockOutHours * 3_600_000;

/** A punch whose receive time is further than this from its paid time says when it reached the server. */
export const RECEIVED_TIME_SHOWN_MS = 60_000;

/** The times of an entry that a screen shows beside the paid ones (the entry view's fields, as ISO text). */
export interface ReceivedTimes {
  source: "clock" | "manual";
  clockInTime: string;
  clockInReceivedAt: string;
  clockOutTime: string | null;
  clockOutReceivedAt: string | null;
  breaks: readonly { kind: BreakKind; startedAt: string; startReceivedAt: string; endedAt: string | null; endReceivedAt: string | null }[];
}

const apart = (paid: string | null, received: string | null) =>
  paid !== null && received !== null && Math.abs(Date.parse(received) - Date.parse(paid)) > RECEIVED_TIME_SHOWN_MS;

/**
 * "Clock-out reached the server at 4:15 PM" for each punch of a clocked entry that reached the server more than a
 * minute away from the time it is paid at (a tap queued without signal; or a time the office corrected since). An
 * entry added by hand was never punched: nothing.
 */
export function receivedTimeLines(entry: ReceivedTimes, formatTime: (iso: string) => string): string[] {
  if (entry.source === "manual") return [];
  const line = (what: string, received: string) => `${what} reached the server at ${formatTime(received)}`;
  const lines: string[] = [];
  if (apart(entry.clockInTime, entry.clockInReceivedAt)) lines.push(line("Clock-in", entry.clockInReceivedAt));
  for (const b of entry.breaks) {
    const kind = BREAK_KIND_LABELS[b.kind];
    if (apart(b.startedAt, b.startReceivedAt)) lines.push(line(`${kind} break start`, b.startReceivedAt));
    if (apart(b.endedAt, b.endReceivedAt)) lines.push(line(`${kind} break end`, b.endReceivedAt!));
  }
  if (apart(entry.clockOutTime, entry.clockOutReceivedAt)) lines.push(line("Clock-out", entry.clockOutReceivedAt!));
  return lines;
}
