// Starting and ending a timed break of an open entry (issue 15), with the request's Idempotency-Key, on the server's
// clock. Under the entry's row lock, so a break and a clock-out of the same entry run one after the other: a start
// after the clock-out finds the entry closed, a clock-out after the start ends the break (breaks.repo.ts). Who may is
// who may clock that worker out (entry-scope.ts). The punches service offers this as its takeBreak.
import { NOT_LINKED_MESSAGE } from "@shared/domain/account-roles";
import { BREAK_KIND_LABELS, isBreakPaid } from "@shared/domain/breaks";
import type { BreakActionInput } from "@shared/api/breaks";
import type { PayrollSettings } from "@shared/api/payroll";
import type { TimeEntryView } from "@shared/api/time-clock";
import type { TimeEntry } from "@shared/schema";
import type { Tx } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { IdempotentAnswer, IdempotentRequest } from "../../lib/idempotency";
import type { IdempotencyService } from "../idempotency/idempotency.service";
import type { ScopeService } from "../scope/scope.service";
import { deriveBreakTime, endOpenBreak, insertOpenBreak } from "./breaks.repo";
import type { EntryPayRepo } from "./entry-pay.repo";
import { clockOutRefusal, type Caller } from "./entry-scope";
import { createEntryUpkeep } from "./entry-upkeep";
import type { TimeEntriesRepo } from "./time-entries.repo";
import { toView } from "./time-entry-view";

export interface BreaksDeps {
  entries: TimeEntriesRepo;
  pay: EntryPayRepo;
  idempotency: IdempotencyService;
  scopes: ScopeService;
}

export interface BreaksOptions {
  timeZone: string;
  payrollSettings: () => Promise<PayrollSettings>;
  now?: () => Date;
}

/** Why a break could not start or end: one running already, or none of that kind running. */
export interface BreakRefusal {
  code: "break_running" | "no_break_running";
  message: string;
}

/**
 * The break's start or end at `at` on an open entry the caller has locked, in the caller's transaction (the single
 * break and the crew's breaks run it): null when done, else why not. `settings` are read before the transaction.
 */
export function createBreakStep(pay: EntryPayRepo, timeZone: string) {
  const { recomputePay } = createEntryUpkeep(pay, timeZone);
  return async function breakWithin(
    tx: Tx,
    entry: Pick<TimeEntry, "id" | "workerId" | "clockInTime">,
    input: BreakActionInput,
    by: number,
    settings: PayrollSettings,
    at: Date,
  ): Promise<BreakRefusal | null> {
    if (input.action === "start") {
      const started = await insertOpenBreak(tx, { timeEntryId: entry.id, kind: input.kind, startedAt: at, paid: isBreakPaid(input.kind, settings), startedBy: by });
      return started ? null : { code: "break_running", message: "A break is already running; end it before starting another" };
    }
    const ended = await endOpenBreak(tx, entry.id, input.kind, at, by);
    if (!ended) return { code: "no_break_running", message: `No ${BREAK_KIND_LABELS[input.kind].toLowerCase()} break is running` };
    await deriveBreakTime(tx, entry.id);
    // The entry is open, so its own pay waits for the clock-out; the week is recomputed so no figure lags behind.
    await recomputePay(tx, settings, entry.workerId, [entry.clockInTime]);
    return null;
  };
}

export function createBreakActions({ entries, pay, idempotency, scopes }: BreaksDeps, options: BreaksOptions) {
  const now = options.now ?? (() => new Date());
  const breakWithin = createBreakStep(pay, options.timeZone);

  return {
    async takeBreak(
      timeEntryId: number,
      input: BreakActionInput,
      caller: Caller,
      request: IdempotentRequest | null,
    ): Promise<IdempotentAnswer<TimeEntryView>> {
      // Read before the transaction: on PGlite a query outside it would wait for it.
      const [settings, scope] = await Promise.all([options.payrollSettings(), scopes.of(caller)]);
      return idempotency.perform(request, async (tx) => {
        const entry = await entries.lockEntry(tx, timeEntryId);
        if (!entry) throw new AppError("not_found", "Time entry not found");
        const refusal = clockOutRefusal(scope, entry);
        if (refusal) {
          throw new AppError("forbidden", refusal === NOT_LINKED_MESSAGE ? refusal : "You can only start or end breaks of those you may clock out");
        }
        if (entry.clockOutTime) throw new AppError("already_clocked_out", "This time entry is already clocked out; breaks are taken while on the clock");

        const refused = await breakWithin(tx, entry, input, caller.id, settings, now());
        if (refused) throw new AppError("conflict", refused.message);
        const row = await entries.findEntry(timeEntryId, tx);
        return { status: 200, body: toView(row!) };
      });
    },
  };
}
