// The marks a punch leaves in an entry's history (time_entry_changes) besides the entry itself: 'unverify' when a
// kiosk's offline tap or a very late tap leaves the entry waiting for the office, 'late_tap' when a queued tap reached
// the server late (the week's pay changes list it), and 'tapped_clock_out' when a queued clock-out replaces an
// auto-close. Each runs in the punch's transaction, under the lock order of open-entry.repo.ts.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { timeEntries, timeEntryChanges, type TimeEntry } from "@shared/schema";
import type { Tx } from "../../db/client";
import { clockOutColumns, type EntryClose } from "./open-entry.repo";

/**
 * A kiosk took a clock-out, break or sign-off of this entry offline, with no PIN checked: the whole entry waits for
 * the office ('unverified'). Guarded by the state, as the office's confirmation is, so the change row ('unverify', made
 * by the kiosk and no account) is written once, when the entry was verified; one already waiting changes nothing.
 */
export async function markUnverified(tx: Tx, id: number, audit: { userId: number | null; kioskId: number | null; at: Date; reason: string }): Promise<void> {
  const [row] = await tx
    .update(timeEntries)
    .set({ verification: "unverified", updatedAt: audit.at })
    .where(and(eq(timeEntries.id, id), eq(timeEntries.verification, "verified")))
    .returning({ id: timeEntries.id });
  if (!row) return;
  await tx.insert(timeEntryChanges).values({
    timeEntryId: id,
    changedBy: audit.userId,
    kioskId: audit.kioskId,
    changedAt: audit.at,
    action: "unverify",
    changes: { verification: ["verified", "unverified"] },
    reason: audit.reason,
  });
}

/**
 * A clock-out tapped before the auto-close closed the entry, and synced after it (issue 26): the tap's time replaces
 * the auto-close's, the entry is no longer waiting for review (the worker's own punch answered it), and its history
 * says so. One conditional UPDATE under the lock order's steps 1 and 2: only an auto-closed entry whose auto-close is
 * later than the tap, and not before its clock-in. Null when that is not this entry.
 */
export async function replaceAutoClose(
  tx: Tx,
  close: Omit<EntryClose, "checkClientTime" | "notes">,
  audit: { reason: string },
): Promise<TimeEntry | null> {
  const [before] = await tx.select({ clockOutTime: timeEntries.clockOutTime }).from(timeEntries).where(eq(timeEntries.id, close.id)).for("update").limit(1);
  const at = close.clockOutTime.toISOString();
  const [row] = await tx
    .update(timeEntries)
    .set({ ...clockOutColumns(close), autoClosedAt: null })
    .where(
      and(
        eq(timeEntries.id, close.id),
        isNotNull(timeEntries.autoClosedAt),
        sql`${timeEntries.clockOutTime} > ${at}::timestamptz`,
        sql`${timeEntries.clockInTime} <= ${at}::timestamptz`,
      ),
    )
    .returning();
  if (!row) return null;
  await tx.insert(timeEntryChanges).values({
    timeEntryId: close.id,
    changedBy: close.clockedOutBy,
    kioskId: close.clockOutKioskId,
    changedAt: close.clockOutReceivedAt,
    action: "tapped_clock_out",
    changes: { clockOutTime: [before?.clockOutTime?.toISOString() ?? null, at], autoClosedAt: ["set", null] },
    reason: audit.reason,
  });
  return row;
}

/**
 * A queued tap that reached the server late (time-clock/paid-time.ts noteLateTap): the entry's history row says when it
 * reached the server and when it was tapped, which is when it is paid ([received, paid]); the week's pay changes list it.
 */
export async function recordLateTap(
  tx: Tx,
  punch: { entryId: number; field: string; paidAt: Date; tap: { receivedAt: Date }; by: { userId: number | null; kioskId: number | null } },
): Promise<void> {
  await tx.insert(timeEntryChanges).values({
    timeEntryId: punch.entryId,
    changedBy: punch.by.userId,
    kioskId: punch.by.kioskId,
    changedAt: punch.tap.receivedAt,
    action: "late_tap",
    changes: { [punch.field]: [punch.tap.receivedAt.toISOString(), punch.paidAt.toISOString()] },
    reason: null,
  });
}
