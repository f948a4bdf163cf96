// Punches, paid at the server's receive time or, queued on a device, at the tap (paid-time.ts): clock-in and clock-out (clock-steps.ts), each run with its Idempotency-Key by the
// idempotency service, and the week's pay recomputed. Crew and foremen punch only whom their scope allows
// (entry-scope.ts); the check runs inside the keyed work, so a replay of a stored answer is answered as it was. A site
// kiosk punches through the same steps in its own transaction (kiosks/kiosk-punches.service.ts, kioskPunchWithin).
import type { ClockInInput, ClockOutInput, TimeEntryView } from "@shared/api/time-clock";
import { AppError } from "../../lib/errors";
import type { IdempotentAnswer, IdempotentRequest } from "../../lib/idempotency";
import { findNamedEntry } from "./open-entry.repo";
import { clockInRefusal, clockOutRefusal, type Caller } from "../scope/entry-scope";
import { punchSettingsOf, type ClockServiceDeps, type ClockServiceOptions } from "./clock-service";
import { createBreakActions } from "./breaks.service";
import { doneOrThrow } from "./step-refusal";


export function createPunchesService(deps: ClockServiceDeps, options: ClockServiceOptions) {
  const { steps, idempotency, scopes } = deps;
  const { clockInWithin, clockOutWithin, viewOf } = steps;
  const now = options.now ?? (() => new Date());

  return {
    // Breaks of an open entry (breaks.service.ts): keyed and scoped like the clock-out.
    ...createBreakActions(deps, options),

    async clockIn(input: ClockInInput, caller: Caller, request: IdempotentRequest | null, tapAgeMs: number | null): Promise<IdempotentAnswer<TimeEntryView>> {
      const tap = { receivedAt: now(), tapAgeMs };
      const [settings, scope] = await Promise.all([punchSettingsOf(options), scopes.of(caller)]);
      return idempotency.perform(request, async (tx) => {
        const refusal = clockInRefusal(scope, input.workerId, input.projectId);
        if (refusal) throw new AppError("forbidden", refusal);
        const entry = doneOrThrow(await clockInWithin(tx, input, { kind: "account", userId: caller.id }, settings, tap));
        return { status: 201, body: await viewOf(tx, entry) };
      });
    },

    async clockOut(input: ClockOutInput, caller: Caller, request: IdempotentRequest | null, tapAgeMs: number | null): Promise<IdempotentAnswer<TimeEntryView>> {
      const tap = { receivedAt: now(), tapAgeMs };
      const [settings, scope] = await Promise.all([punchSettingsOf(options), scopes.of(caller)]);
      return idempotency.perform(request, async (tx) => {
        if (scope.kind !== "everything") {
          const entry = await findNamedEntry(tx, input.timeEntryId);
          if (!entry) throw new AppError("not_found", "Time entry not found");
          const refusal = clockOutRefusal(scope, entry);
          if (refusal) throw new AppError("forbidden", refusal);
        }
        const closed = doneOrThrow(await clockOutWithin(tx, input, { kind: "account", userId: caller.id }, settings, tap));
        return { status: 200, body: await viewOf(tx, closed) };
      });
    },

  };
}

export type PunchesService = ReturnType<typeof createPunchesService>;
