// The clock-out sign-off (issue 15), run with its Idempotency-Key: whoever may clock the worker out answers for them,
// once the entry is clocked out and only once (a second answer is refused and changes nothing). "Injured: yes" records
// the injury in the same transaction, so the answer and the record stand or fall together. A site kiosk answers for the
// worker who typed their PIN there (kioskSignOff): no account signs, the kiosk is recorded.
import type { Served } from "@shared/api/contract";
import { NOT_LINKED_MESSAGE } from "@shared/domain/account-roles";
import type { SignOffInput, SignOffView } from "@shared/api/sign-offs";
import type { Tx } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { IdempotentAnswer, IdempotentRequest } from "../../lib/idempotency";
import type { IdempotencyService } from "../idempotency/idempotency.service";
import type { IncidentsService } from "../incidents/incidents.service";
import type { ScopeService } from "../scope/scope.service";
import { clockOutRefusal, type Caller } from "../time-entries/entry-scope";
import type { TimeEntriesRepo, TimeEntryRow } from "../time-entries/time-entries.repo";
import type { SignOffsRepo } from "./sign-offs.repo";

export interface SignOffsServiceDeps {
  repo: SignOffsRepo;
  entries: TimeEntriesRepo;
  incidents: IncidentsService;
  idempotency: IdempotencyService;
  scopes: ScopeService;
}

/** A sign-off at a site kiosk (the PIN was checked before): no account answers, the kiosk is recorded. */
export interface KioskSignOff {
  kioskId: number;
  workerId: number;
  /** The entry the tablet clocked out; null: the worker's latest entry (its clock-out was still queued at the tap). */
  timeEntryId: number | null;
  /** Queued on the tablet without a connection (no PIN checked): the entry becomes 'unverified'. */
  offline: boolean;
  answers: SignOffInput;
}

/** Who answered: an account, or a kiosk (no account). */
type Answerer = { userId: number; kioskId: null } | { userId: null; kioskId: number };

export function createSignOffsService(deps: SignOffsServiceDeps, options: { now?: () => Date } = {}) {
  const { repo, entries, incidents, idempotency, scopes } = deps;
  const now = options.now ?? (() => new Date());

  /** The answers stored on the clocked-out entry, with the injury record when injured, in the caller's transaction. */
  async function signOffWithin(tx: Tx, entry: TimeEntryRow, input: SignOffInput, by: Answerer): Promise<Served<SignOffView>> {
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
    const stored = await repo.insert(tx, {
      timeEntryId: entry.id,
      tookBreaks: input.tookBreaks,
      injured: input.injured,
      incidentId,
      signedAt: now(),
      signedBy: by.userId,
      kioskId: by.kioskId,
    });
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
    ): Promise<IdempotentAnswer<Served<SignOffView>>> {
      const scope = await scopes.of(caller);
      return idempotency.perform(request, async (tx) => {
        const entry = await entries.findEntry(timeEntryId, tx);
        if (!entry) throw new AppError("not_found", "Time entry not found");
        // Who may clock the worker out may answer for them; the refusal is said in the sign-off's words.
        const refusal = clockOutRefusal(scope, entry);
        if (refusal) {
          const own = scope.kind === "own" && scope.role === "crew" ? "You can only sign off for yourself" : "You can only sign off for your crew on your projects";
          throw new AppError("forbidden", refusal === NOT_LINKED_MESSAGE ? refusal : own);
        }
        return { status: 201, body: await signOffWithin(tx, entry, input, { userId: caller.id, kioskId: null }) };
      });
    },

    /** A kiosk's sign-off: the named entry of the worker (another's is not found), else their latest entry. */
    async kioskSignOff(request: IdempotentRequest, tap: KioskSignOff): Promise<IdempotentAnswer<Served<SignOffView>>> {
      return idempotency.perform(request, async (tx) => {
        const entry = tap.timeEntryId === null ? await entries.findLatestEntry(tap.workerId, tx) : await entries.findEntry(tap.timeEntryId, tx);
        if (!entry || entry.workerId !== tap.workerId) throw new AppError("not_found", "Time entry not found");
        const answer = await signOffWithin(tx, entry, tap.answers, { userId: null, kioskId: tap.kioskId });
        if (tap.offline) await entries.markUnverified(tx, entry.id, now());
        return { status: 201, body: answer };
      });
    },
  };
}

export type SignOffsService = ReturnType<typeof createSignOffsService>;
