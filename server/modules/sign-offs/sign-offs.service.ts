// The clock-out sign-off (issue 15), run with its Idempotency-Key: whoever may clock the worker out answers for them,
// once the entry is clocked out and only once (a second answer is refused and changes nothing). "Injured: yes" records
// the injury in the same transaction, so the answer and the record stand or fall together. A site kiosk answers for the
// worker who typed their PIN there (kioskSignOff): no account signs, the kiosk is recorded. Offline (no PIN) a kiosk
// answers only for the shift it just clocked out, and the answers are kept unconfirmed: the worker's own answer later
// replaces them (issue 24, QUALITY 49); on a shift of a week approved since, they act on nothing and go to the office
// as a late punch (issue 27).
import type { Served } from "@shared/api/contract";
import { NOT_LINKED_MESSAGE } from "@shared/domain/account-roles";
import { offlineSignOffRefusal } from "@shared/domain/offline-kiosk-taps";
import type { SignOffInput, SignOffView } from "@shared/api/sign-offs";
import type { Tx } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { IdempotentAnswer, IdempotentRequest } from "../../lib/idempotency";
import type { IdempotencyService } from "../idempotency/idempotency.service";
import type { IncidentsService } from "../incidents/incidents.service";
import { periodRangeLabel } from "../payroll/pay-period-lock";
import { createLatePunches } from "../time-clock/late-punches";
import { LATE_PUNCH_STATUS, type LatePunchAnswer } from "@shared/api/correction-requests";
import type { ScopeService } from "../scope/scope.service";
import type { EntryPayRepo } from "../payroll/entry-pay.repo";
import { lockEntry } from "../time-clock/open-entry.repo";
import { markUnverified } from "../time-clock/entry-marks.repo";
import { clockOutRefusal, type Caller } from "../scope/entry-scope";
import type { TimeEntriesRepo, TimeEntryRow } from "../time-entries/time-entries.repo";
import type { SignOffsRepo } from "./sign-offs.repo";
import { paidTimeOf, type PunchTap } from "@shared/domain/tap-time";

export interface SignOffsServiceDeps {
  repo: SignOffsRepo;
  entries: TimeEntriesRepo;
  pay: Pick<EntryPayRepo, "periodById">;
  incidents: IncidentsService;
  idempotency: IdempotencyService;
  scopes: ScopeService;
}

export interface SignOffsOptions {
  /** APP_TIME_ZONE: the times a late punch's reason names. */
  timeZone: string;
  now?: () => Date;
  /** The forgotten clock-out alert's hours (Company settings): how long after a clock-out an offline sign-off counts. */
  offlineSignOffHours: () => Promise<number>;
}

/** A sign-off at a site kiosk (the PIN was checked before): no account answers, the kiosk is recorded. */
export interface KioskSignOff {
  kioskId: number;
  workerId: number;
  /** The entry the tablet clocked out; null: the worker's latest entry (its clock-out was still queued at the tap). */
  timeEntryId: number | null;
  /**
   * Queued on the tablet without a connection (no PIN checked): only for an entry this kiosk clocked out within the
   * forgotten clock-out hours, never in an approved period; kept unconfirmed, and the entry becomes 'unverified'.
   */
  offline: boolean;
  answers: SignOffInput;
  /** The Tap-Age-Ms of a tap the tablet queued (null: sent at once). */
  tapAgeMs: number | null;
}

/** Who answered: an account, or a kiosk (no account); `confirmed` false when no PIN or account vouched for it. */
type Answerer = ({ userId: number; kioskId: null } | { userId: null; kioskId: number }) & { confirmed: boolean };

export function createSignOffsService(deps: SignOffsServiceDeps, options: SignOffsOptions) {
  const { repo, entries, incidents, idempotency, scopes } = deps;
  const now = options.now ?? (() => new Date());
  const latePunches = createLatePunches(options.timeZone);

  /**
   * The answers stored on the clocked-out entry, with the injury record when injured, in the caller's transaction. An
   * unconfirmed answer gives way to a confirmed one (its injury record, if any, is kept: a report is never erased).
   * Signed at the tap (a queued answer's, shared/domain/tap-time.ts), never before the clock-out it answers for.
   */
  async function signOffWithin(tx: Tx, entry: TimeEntryRow, input: SignOffInput, by: Answerer, tap: PunchTap): Promise<Served<SignOffView>> {
    if (!entry.clockOutTime) throw new AppError("conflict", `${entry.workerName} is still clocked in: sign off at clock-out`);
    const incidentId = input.injured
      ? await incidents.recordWithin(tx, {
          projectId: entry.projectId,
          workerId: entry.workerId,
          timeEntryId: entry.id,
          occurredAt: entry.clockOutTime,
          description: input.injuryDescription ?? null,
          reportedBy: by.userId,
          kioskId: by.kioskId,
        })
      : null;
    const signOff = {
      timeEntryId: entry.id,
      tookBreaks: input.tookBreaks,
      injured: input.injured,
      incidentId,
      signedAt: paidTimeOf(tap, entry.clockOutTime),
      signedBy: by.userId,
      kioskId: by.kioskId,
      confirmed: by.confirmed,
    };
    const stored = (await repo.insert(tx, signOff)) || (by.confirmed && (await repo.replaceUnconfirmed(tx, signOff)));
    if (!stored) {
      const existing = await repo.find(entry.id, tx);
      throw new AppError("conflict", `${entry.workerName}'s shift was already signed off by ${existing?.signedByName ?? "someone else"}`);
    }
    return (await repo.find(entry.id, tx))!;
  }

  return {
    async signOff(
      timeEntryId: number,
      input: SignOffInput,
      caller: Caller,
      request: IdempotentRequest | null,
      tapAgeMs: number | null,
    ): Promise<IdempotentAnswer<Served<SignOffView>>> {
      const tap = { receivedAt: now(), tapAgeMs };
      const scope = await scopes.of(caller);
      const answer = await idempotency.perform(request, async (tx) => {
        const entry = await entries.findEntry(timeEntryId, tx);
        if (!entry) throw new AppError("not_found", "Time entry not found");
        // Who may clock the worker out may answer for them; the refusal is said in the sign-off's words.
        const refusal = clockOutRefusal(scope, entry);
        if (refusal) {
          const own = scope.kind === "own" && scope.role === "crew" ? "You can only sign off for yourself" : "You can only sign off for your crew on your projects";
          throw new AppError("forbidden", refusal === NOT_LINKED_MESSAGE ? refusal : own);
        }
        return { status: 201, body: await signOffWithin(tx, entry, input, { userId: caller.id, kioskId: null, confirmed: true }, tap) };
      });
      if (input.injured) incidents.sendQueuedMail();
      return answer;
    },

    /** A kiosk's sign-off: the named entry of the worker (another's is not found), else their latest entry. */
    async kioskSignOff(request: IdempotentRequest, tap: KioskSignOff): Promise<IdempotentAnswer<Served<SignOffView> | LatePunchAnswer>> {
      const received = { receivedAt: now(), tapAgeMs: tap.tapAgeMs };
      // Read before the transaction: on PGlite a query outside it would wait for it.
      const windowHours = tap.offline ? await options.offlineSignOffHours() : 0;
      const answered = await idempotency.perform<Served<SignOffView> | LatePunchAnswer>(request, async (tx) => {
        const entry = tap.timeEntryId === null ? await entries.findLatestEntry(tap.workerId, tx) : await entries.findEntry(tap.timeEntryId, tx);
        if (!entry || entry.workerId !== tap.workerId) throw new AppError("not_found", "Time entry not found");
        // The tap's time: an answer tapped just after the clock-out counts, however late it reached the server.
        const at = entry.clockOutTime ? paidTimeOf(received, entry.clockOutTime) : received.receivedAt;
        if (tap.offline) {
          // Under the entry's row lock: a correction or an approval of it waits for this transaction.
          const locked = (await lockEntry(tx, entry.id))!;
          const refusal = offlineSignOffRefusal(locked, tap.kioskId, at, windowHours);
          if (refusal) throw new AppError("conflict", refusal);
          if (locked.payPeriodId) {
            // QUALITY 49: a tap without a PIN never acts on an approved period; its answers go to the office (issue 27).
            const period = (await deps.pay.periodById(locked.payPeriodId, tx))!;
            const kept = { workerId: entry.workerId, projectId: entry.projectId, timeEntryId: entry.id, answers: tap.answers, kioskId: tap.kioskId };
            return { status: LATE_PUNCH_STATUS, body: await latePunches.takeSignOff(tx, { ...kept, receivedAt: received.receivedAt, periodRange: periodRangeLabel(period.startDate, period.endDate) }) };
          }
        }
        const answer = await signOffWithin(tx, entry, tap.answers, { userId: null, kioskId: tap.kioskId, confirmed: !tap.offline }, received);
        if (tap.offline) {
          await markUnverified(tx, entry.id, { userId: null, kioskId: tap.kioskId, at: received.receivedAt, reason: "Sign-off answered at the kiosk while it was offline (no PIN)" });
        }
        return { status: 201, body: answer };
      });
      if (tap.answers.injured) incidents.sendQueuedMail();
      return answered;
    },
  };
}

export type SignOffsService = ReturnType<typeof createSignOffsService>;
