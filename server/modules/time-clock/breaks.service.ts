// Starting and ending a timed break of an open entry (issue 15), with the request's Idempotency-Key, on the server's
// clock. Under the entry's row lock, so a break and a clock-out of the same entry run one after the other: a start
// after the clock-out finds the entry closed, a clock-out after the start ends the break (time-clock/break-rows.repo.ts). Who may is
// who may clock that worker out (entry-scope.ts); a kiosk's break (kioskBreak) is its PIN-checked worker's, on their open
// entry. The punches service offers these as its takeBreak and kioskBreak.
import { NOT_LINKED_MESSAGE } from "@shared/domain/account-roles";
import { BREAK_KIND_LABELS, isBreakPaid } from "@shared/domain/breaks";
import { offlineBreakRefusal } from "@shared/domain/offline-kiosk-taps";
import type { BreakActionInput } from "@shared/api/breaks";
import type { Served } from "@shared/api/contract";
import type { KioskBreakView } from "@shared/api/kiosk-breaks";
import type { PunchPaySettings } from "@shared/domain/pay-evaluation";
import type { TimeEntryView } from "@shared/api/time-clock";
import type { TimeEntry } from "@shared/schema";
import type { Tx } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { IdempotentAnswer, IdempotentRequest } from "../../lib/idempotency";
import { findOpenEntry, lockEntry } from "./open-entry.repo";
import { markUnverified } from "./entry-marks.repo";
import { deriveBreakTime, endOpenBreak, insertOpenBreak } from "./break-rows.repo";
import type { EntryPayRepo } from "../payroll/entry-pay.repo";
import { clockOutRefusal, type Caller } from "../scope/entry-scope";
import { createEntryUpkeep } from "../payroll/entry-upkeep";
import { messageTimeFormat } from "../../lib/message-time";
import type { PunchTap } from "@shared/domain/tap-time";
import { noteLateTap, paidTimeOnEntry, type TapSettings } from "./paid-time";
import { punchSettingsOf, type ClockServiceDeps, type ClockServiceOptions } from "./clock-service";


/** Why a break could not start or end: one running already, or none of that kind running. */
export interface BreakRefusal {
  code: "break_running" | "no_break_running";
  message: string;
}

/** A break step's answer: the paid time of the start or end, or why it did not act. */
export type BreakStepped = { paidAt: Date } | { refused: BreakRefusal };

/**
 * The break's start or end on an open entry the caller has locked, in the caller's transaction (the single break, the
 * crew's breaks and a kiosk's run it), paid at the tap (paid-time.ts: not before the clock-in nor the entry's last
 * break start or end). `by` is the account, or the kiosk, that tapped it; `settings` are read before the transaction.
 */
export function createBreakStep(pay: EntryPayRepo, timeZone: string) {
  const { recomputePay } = createEntryUpkeep(pay, timeZone);
  const formatTime = messageTimeFormat(timeZone);
  return async function breakWithin(
    tx: Tx,
    entry: Pick<TimeEntry, "id" | "workerId" | "clockInTime">,
    input: BreakActionInput,
    by: { userId: number | null; kioskId: number | null },
    settings: PunchPaySettings & TapSettings,
    tap: PunchTap,
  ): Promise<BreakStepped> {
    const at = await paidTimeOnEntry(tx, tap, entry);
    if (input.action === "start") {
      const started = await insertOpenBreak(tx, {
        timeEntryId: entry.id,
        kind: input.kind,
        startedAt: at,
        startReceivedAt: tap.receivedAt,
        paid: isBreakPaid(input.kind, settings),
        startedBy: by.userId,
      });
      if (!started) return { refused: { code: "break_running", message: "A break is already running; end it before starting another" } };
    } else {
      const ended = await endOpenBreak(tx, entry.id, input.kind, { at, receivedAt: tap.receivedAt, endedBy: by.userId });
      if (!ended) return { refused: { code: "no_break_running", message: `No ${BREAK_KIND_LABELS[input.kind].toLowerCase()} break is running` } };
      await deriveBreakTime(tx, entry.id);
      // The entry is open, so its own pay waits for the clock-out; the week is recomputed so no figure lags behind.
      await recomputePay(tx, settings, entry.workerId, [entry.clockInTime]);
    }
    await noteLateTap(tx, { entryId: entry.id, field: input.action === "start" ? "breakStart" : "breakEnd", paidAt: at, tap, by }, settings, formatTime);
    return { paidAt: at };
  };
}

/** A break tap at a site kiosk: the worker's open entry is found here; no account starts or ends it. */
export interface KioskBreak {
  kioskId: number;
  workerId: number;
  /**
   * Queued on the tablet without a connection (no PIN checked): only on the open entry this kiosk clocked in
   * (offline-kiosk-taps.ts), and the entry becomes 'unverified'.
   */
  offline: boolean;
  input: BreakActionInput;
  /** The Tap-Age-Ms of a tap the tablet queued (null: sent at once). */
  tapAgeMs: number | null;
}

export function createBreakActions({ steps, idempotency, scopes }: ClockServiceDeps, options: ClockServiceOptions) {
  const now = options.now ?? (() => new Date());
  const { breakWithin, viewOf } = steps;

  return {
    async takeBreak(
      timeEntryId: number,
      input: BreakActionInput,
      caller: Caller,
      request: IdempotentRequest | null,
      tapAgeMs: number | null,
    ): Promise<IdempotentAnswer<TimeEntryView>> {
      const tap = { receivedAt: now(), tapAgeMs };
      // Read before the transaction: on PGlite a query outside it would wait for it.
      const [settings, scope] = await Promise.all([punchSettingsOf(options), scopes.of(caller)]);
      return idempotency.perform(request, async (tx) => {
        const entry = await lockEntry(tx, timeEntryId, options.timeZone);
        if (!entry) throw new AppError("not_found", "Time entry not found");
        const refusal = clockOutRefusal(scope, entry);
        if (refusal) {
          throw new AppError("forbidden", refusal === NOT_LINKED_MESSAGE ? refusal : "You can only start or end breaks of those you may clock out");
        }
        if (entry.clockOutTime) throw new AppError("already_clocked_out", "This time entry is already clocked out; breaks are taken while on the clock");

        const stepped = await breakWithin(tx, entry, input, { userId: caller.id, kioskId: null }, settings, tap);
        if ("refused" in stepped) throw new AppError("conflict", stepped.refused.message);
        return { status: 200, body: await viewOf(tx, { id: timeEntryId }) };
      });
    },

    /** A kiosk's break (the PIN was checked before): on the worker's open entry, found and locked in the transaction. */
    async kioskBreak(request: IdempotentRequest, tap: KioskBreak): Promise<IdempotentAnswer<Served<KioskBreakView>>> {
      const received = { receivedAt: now(), tapAgeMs: tap.tapAgeMs };
      const settings = await punchSettingsOf(options);
      return idempotency.perform(request, async (tx) => {
        const open = await findOpenEntry(tx, tap.workerId);
        // Locked, then read again: a clock-out that won the race leaves the entry closed, and the break is refused.
        const entry = open ? await lockEntry(tx, open.id, options.timeZone) : undefined;
        if (!open || !entry) throw new AppError("already_clocked_out", "Clock in first: breaks are taken while on the clock");
        if (entry.clockOutTime) throw new AppError("already_clocked_out", "Clock in first: breaks are taken while on the clock");
        // An open entry is in no approved period (approval refuses a week with one open, and marks only closed ones).
        const offlineRefusal = tap.offline ? offlineBreakRefusal(entry, tap.kioskId) : null;
        if (offlineRefusal) throw new AppError("conflict", offlineRefusal);
        const stepped = await breakWithin(tx, entry, tap.input, { userId: null, kioskId: tap.kioskId }, settings, received);
        if ("refused" in stepped) throw new AppError("conflict", stepped.refused.message);
        const at = stepped.paidAt;
        if (tap.offline) {
          const reason = `${BREAK_KIND_LABELS[tap.input.kind]} break ${tap.input.action === "start" ? "started" : "ended"} at the kiosk while it was offline (no PIN)`;
          await markUnverified(tx, entry.id, { userId: null, kioskId: tap.kioskId, at: received.receivedAt, reason });
        }
        return {
          status: 200,
          body: {
            timeEntryId: entry.id,
            workerName: open.workerName,
            action: tap.input.action,
            kind: tap.input.kind,
            at: at.toISOString(),
            verification: tap.offline ? "unverified" : entry.verification,
          },
        };
      });
    },
  };
}
