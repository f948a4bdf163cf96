// The paid time of a step's punch (issue 26; the rule is shared/domain/tap-time.ts): a punch sent at once is paid at
// the server's receive time; a queued one at its tap, never before the worker's previous punch, which is read here
// under the lock order's worker lock (open-entry.repo.ts), so no punch of the worker can land in between. A tap that
// reached the server more than the company's forgotten clock-out hours after it was made waits for the office.
import { LATE_TAP_LABELS, isLateTap, paidTimeOf, tapNeedsConfirming, type LateTapField, type PunchTap } from "@shared/domain/tap-time";
import type { Tx } from "../../db/client";
import { lastClockOut } from "./open-entry.repo";
import { markUnverified, recordLateTap } from "./entry-marks.repo";
import { lastBreakEdge } from "./break-rows.repo";

/** What a step reads of the settings for late taps (Company settings' forgotten clock-out alert; absent: never flagged). */
export interface TapSettings {
  forgottenClockOutAlertHours?: number;
}

/** A clock-in's paid time: not before the worker's last clock-out. */
export async function paidClockInTime(tx: Tx, tap: PunchTap, workerId: number): Promise<Date> {
  if (tap.tapAgeMs === null) return tap.receivedAt;
  return paidTimeOf(tap, await lastClockOut(tx, workerId, "paid"));
}

/**
 * The paid time of a clock-out, break or switch on an entry: not before its clock-in nor its latest break start or end
 * (with `before`, the latest earlier than it: a clock-out replacing an auto-close ignores the end the auto-close made).
 */
export async function paidTimeOnEntry(tx: Tx, tap: PunchTap, entry: { id: number; clockInTime: Date }, before: Date | null = null): Promise<Date> {
  if (tap.tapAgeMs === null) return tap.receivedAt;
  const edge = await lastBreakEdge(tx, entry.id, before);
  return paidTimeOf(tap, edge && edge > entry.clockInTime ? edge : entry.clockInTime);
}

/** What a step tells noteLateTap of its punch. */
export interface TappedPunch {
  entryId: number;
  field: LateTapField;
  paidAt: Date;
  tap: PunchTap;
  by: { userId: number | null; kioskId: number | null };
}

/**
 * A queued tap that reached the server late: past LATE_TAP_LISTED_MS its entry's history says when it was tapped and
 * when it arrived (the week's pay changes list it); past the company's forgotten clock-out hours the entry also waits
 * for the office ('unverified', with the reason), as an offline kiosk punch does.
 */
export async function noteLateTap(tx: Tx, punch: TappedPunch, settings: TapSettings, formatTime: (at: Date) => string): Promise<void> {
  const { tap, paidAt } = punch;
  if (tap.tapAgeMs === null || !isLateTap(paidAt, tap.receivedAt)) return;
  await recordLateTap(tx, punch);
  const hours = settings.forgottenClockOutAlertHours;
  if (hours === undefined || !tapNeedsConfirming(paidAt, tap.receivedAt, hours)) return;
  const reason = `${LATE_TAP_LABELS[punch.field]} tapped at ${formatTime(paidAt)} reached the server at ${formatTime(tap.receivedAt)}, more than ${hours} h later`;
  await markUnverified(tx, punch.entryId, { ...punch.by, at: tap.receivedAt, reason });
}
