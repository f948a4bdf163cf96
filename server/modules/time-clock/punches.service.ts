// Punches, paid at the server's receive time or, queued on a device, at the tap (paid-time.ts): clock-in and clock-out (clock-steps.ts), each run with its Idempotency-Key by the
// idempotency service, and the week's pay recomputed. Crew and foremen punch only whom their scope allows
// (entry-scope.ts); the check runs inside the keyed work, so a replay of a stored answer is answered as it was. A site
// kiosk punches through the same steps in its own transaction (kiosks/kiosk-punches.service.ts, kioskPunchWithin).
import type { ClockInInput, ClockOutBody, TimeEntryView } from "@shared/api/time-clock";
import { LATE_PUNCH_STATUS, type LatePunchAnswer } from "@shared/api/correction-requests";
import type { PunchTap } from "@shared/domain/tap-time";
import type { Tx } from "../../db/client";
import type { Scope } from "../scope/scope.service";
import { createLatePunches } from "./late-punches";
import { lateClockInById } from "./late-punch.repo";
import { AppError } from "../../lib/errors";
import type { IdempotentAnswer, IdempotentRequest } from "../../lib/idempotency";
import { findNamedEntry } from "./open-entry.repo";
import { clockInRefusal, clockOutRefusal, type Caller } from "../scope/entry-scope";
import { punchSettingsOf, type ClockServiceDeps, type ClockServiceOptions } from "./clock-service";
import { createBreakActions } from "./breaks.service";
import { doneOrThrow, lateTapOf } from "./step-refusal";


export function createPunchesService(deps: ClockServiceDeps, options: ClockServiceOptions) {
  const { steps, idempotency, scopes } = deps;
  const { clockInWithin, clockOutWithin, viewOf } = steps;
  const now = options.now ?? (() => new Date());
  const latePunches = createLatePunches(options.timeZone);

  /**
   * A phone's clock-out queued after a clock-in that became a late punch: it completes that late punch, for whoever
   * may clock that worker out there; paid at its tap, never before the late clock-in.
   */
  async function completeLateClockIn(tx: Tx, latePunchId: number, scope: Scope, caller: Caller, tap: PunchTap): Promise<LatePunchAnswer> {
    const lateIn = await lateClockInById(tx, latePunchId);
    if (!lateIn) throw new AppError("not_found", "Late punch not found");
    const refusal = scope.kind === "everything" ? null : clockOutRefusal(scope, lateIn);
    if (refusal) throw new AppError("forbidden", refusal);
    return latePunches.clockOutOf(tx, lateIn, tap, { userId: caller.id, kioskId: null });
  }

  return {
    // Breaks of an open entry (breaks.service.ts): keyed and scoped like the clock-out.
    ...createBreakActions(deps, options),

    async clockIn(input: ClockInInput, caller: Caller, request: IdempotentRequest | null, tapAgeMs: number | null): Promise<IdempotentAnswer<TimeEntryView | LatePunchAnswer>> {
      const tap = { receivedAt: now(), tapAgeMs };
      const [settings, scope] = await Promise.all([punchSettingsOf(options), scopes.of(caller)]);
      return idempotency.perform<TimeEntryView | LatePunchAnswer>(request, async (tx) => {
        const refusal = clockInRefusal(scope, input.workerId, input.projectId);
        if (refusal) throw new AppError("forbidden", refusal);
        const stepped = await clockInWithin(tx, input, { kind: "account", userId: caller.id }, settings, tap);
        const late = lateTapOf(stepped);
        if (late) return { status: LATE_PUNCH_STATUS, body: await latePunches.take(tx, late) };
        return { status: 201, body: await viewOf(tx, doneOrThrow(stepped)) };
      });
    },

    async clockOut(input: ClockOutBody, caller: Caller, request: IdempotentRequest | null, tapAgeMs: number | null): Promise<IdempotentAnswer<TimeEntryView | LatePunchAnswer>> {
      const tap = { receivedAt: now(), tapAgeMs };
      const [settings, scope] = await Promise.all([punchSettingsOf(options), scopes.of(caller)]);
      return idempotency.perform<TimeEntryView | LatePunchAnswer>(request, async (tx) => {
        if ("latePunchId" in input) return { status: LATE_PUNCH_STATUS, body: await completeLateClockIn(tx, input.latePunchId, scope, caller, tap) };
        if (scope.kind !== "everything") {
          const entry = await findNamedEntry(tx, input.timeEntryId);
          if (!entry) throw new AppError("not_found", "Time entry not found");
          const refusal = clockOutRefusal(scope, entry);
          if (refusal) throw new AppError("forbidden", refusal);
        }
        const stepped = await clockOutWithin(tx, input, { kind: "account", userId: caller.id }, settings, tap);
        const late = lateTapOf(stepped);
        if (late) return { status: LATE_PUNCH_STATUS, body: await latePunches.take(tx, late) };
        return { status: 200, body: await viewOf(tx, doneOrThrow(stepped)) };
      });
    },

  };
}

export type PunchesService = ReturnType<typeof createPunchesService>;
