// Crew actions (issue 15): a break started or ended, or a project switch, for several workers with one tap. Each
// worker's OPEN entry is found here, when the request is processed (so a phone can send it after a crew clock-in still
// queued), and gets the single action's own step (breaks.service.ts createBreakStep, clock-steps.ts switchWithin) at
// one server instant, in the crew frame as crew punches are (time-clock/crew-frame.ts: id order, a savepoint each), all
// inside ONE keyed idempotent write: a refusal undoes only that worker's action, a replay answers the same results.
import type { CrewBreakAnswer, CrewBreakInput, CrewBreakResult, CrewSwitchAnswer, CrewSwitchInput, CrewSwitchResult } from "@shared/api/crew-actions";
import { NOT_LINKED_MESSAGE } from "@shared/domain/account-roles";
import { crewAnswerMessage, crewAnswerStatus } from "@shared/domain/crew";
import type { Tx } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { IdempotentAnswer, IdempotentRequest } from "../../lib/idempotency";
import type { Scope } from "../scope/scope.service";
import { findOpenEntry, type OpenEntry, lockEntryRow, lockWeeks, lockWorker } from "./open-entry.repo";
import { eachInWorkerOrder, inSavepoint, type CrewRefused, type WorkerOutcome } from "./crew-frame";
import { crewRefusalOf } from "./step-refusal";
import { assertMayPunchOn, type CrewPunchesServiceDeps } from "./crew-punches.service";
import { assertCostCodeUsable } from "./entry-cost-code";
import { clockInRefusal, clockOutRefusal, seesWorkerTime, type Caller } from "../scope/entry-scope";
import type { PunchDevice } from "./punch-device";
import { punchSettingsOf, type ClockServiceOptions } from "./clock-service";

/** Named by id only: a foreman learns no name (nor whether the id exists) outside their crew. */
const OUTSIDE_CREW: CrewRefused = { code: "not_on_crew", message: "Not on your crew" };

function assertLinked(scope: Scope) {
  if (scope.kind !== "everything" && scope.workerId === null) throw new AppError("forbidden", NOT_LINKED_MESSAGE);
}

const notClockedIn = (name: string): CrewRefused => ({ code: "not_clocked_in", message: `${name} is not clocked in` });

export function createCrewActionsService(deps: CrewPunchesServiceDeps, options: ClockServiceOptions) {
  const { crew, idempotency, scopes } = deps;
  const { switchWithin, breakWithin, viewOf } = deps.steps;
  const now = options.now ?? (() => new Date());

  /**
   * The worker's open entry under the worker's row lock, or their refusal: none open, or not the caller's to touch.
   * With `lockRow` (a break) the entry's week and row are locked too, in that order.
   */
  async function openEntryFor(tx: Tx, scope: Scope, workerId: number, name: string, lockRow: boolean): Promise<WorkerOutcome<OpenEntry>> {
    await lockWorker(tx, workerId);
    const entry = await findOpenEntry(tx, workerId);
    if (!entry) return { refused: notClockedIn(name) };
    if (lockRow) {
      await lockWeeks(tx, [entry.clockInTime], options.timeZone);
      await lockEntryRow(tx, entry.id);
    }
    if (clockOutRefusal(scope, entry)) return { refused: { code: "not_on_crew", message: `${name} is on the clock on ${entry.projectName}, not one of your projects` } };
    return { done: entry };
  }

  return {
    async crewBreak(input: CrewBreakInput, caller: Caller, request: IdempotentRequest, tapAgeMs: number | null): Promise<IdempotentAnswer<CrewBreakAnswer>> {
      const tap = { receivedAt: now(), tapAgeMs };
      // Read before the transaction: on PGlite a query outside it would wait for it.
      const [settings, scope] = await Promise.all([punchSettingsOf(options), scopes.of(caller)]);
      return idempotency.perform(request, async (tx) => {
        assertLinked(scope);
        const known = await crew.workersByIds(tx, input.workerIds);
        const results = await eachInWorkerOrder(input.workerIds, (id) => id, async (workerId): Promise<CrewBreakResult> => {
          const worker = known.get(workerId) ?? null;
          const result = (refusal: CrewRefused | null, entry: CrewBreakResult["entry"]): CrewBreakResult => ({
            workerId,
            workerName: worker?.name ?? null,
            outcome: entry ? (input.action === "start" ? "started" : "ended") : "refused",
            entry,
            refusal,
          });
          if (!seesWorkerTime(scope, workerId)) {
            return { ...result(OUTSIDE_CREW, null), workerName: null };
          }
          if (!worker) {
            return result({ code: "not_found", message: "Worker not found" }, null);
          }
          const done = await inSavepoint(tx, async (sp) => {
            // Locked as the single break locks it (time-clock/open-entry.repo.ts): a clock-out of the same entry runs before or after, never between.
            const open = await openEntryFor(sp, scope, workerId, worker.name, true);
            if ("refused" in open) return open;
            const stepped = await breakWithin(sp, open.done, input, { userId: caller.id, kioskId: null }, settings, tap);
            if ("refused" in stepped) return { refused: stepped.refused };
            return { done: await viewOf(sp, open.done) };
          });
          return "done" in done ? result(null, done.done) : result(done.refused, null);
        });
        const changed = results.filter((r) => r.outcome !== "refused").length;
        const verb = input.action === "start" ? (`put on a ${input.kind} break` as const) : (`back from the ${input.kind} break` as const);
        return {
          status: crewAnswerStatus(changed, 200),
          body: { message: crewAnswerMessage(changed, results.length - changed, verb), results },
        };
      });
    },

    async crewSwitch(input: CrewSwitchInput, caller: Caller, request: IdempotentRequest, tapAgeMs: number | null): Promise<IdempotentAnswer<CrewSwitchAnswer>> {
      const tap = { receivedAt: now(), tapAgeMs };
      const [settings, scope] = await Promise.all([punchSettingsOf(options), scopes.of(caller)]);
      const device: PunchDevice = { kind: "account", userId: caller.id, crew: true };
      return idempotency.perform(request, async (tx) => {
        assertMayPunchOn(scope, input.projectId, "in");
        // The crew's one cost code is checked once: an unknown one refuses the whole switch, not each worker.
        await assertCostCodeUsable(tx, input.costCodeId, "accept");
        const known = await crew.workersByIds(tx, input.workerIds);
        const results = await eachInWorkerOrder(input.workerIds, (id) => id, async (workerId): Promise<CrewSwitchResult> => {
          const worker = known.get(workerId) ?? null;
          const result = (refusal: CrewRefused | null, switched: { closed: CrewSwitchResult["closed"]; opened: CrewSwitchResult["opened"] } | null): CrewSwitchResult => ({
            workerId,
            workerName: worker?.name ?? null,
            outcome: switched ? "switched" : "refused",
            closed: switched?.closed ?? null,
            opened: switched?.opened ?? null,
            refusal,
          });
          if (!seesWorkerTime(scope, workerId)) {
            return { ...result(OUTSIDE_CREW, null), workerName: null };
          }
          if (!worker) {
            return result({ code: "not_found", message: "Worker not found" }, null);
          }
          if (clockInRefusal(scope, workerId, input.projectId)) {
            return result({ code: "not_on_crew", message: `${worker.name} is not on your crew on that project` }, null);
          }
          const done = await inSavepoint(tx, async (sp) => {
            // Not locked here: the switch's clock-out is a conditional close, so a clock-out that won meanwhile refuses it.
            const open = await openEntryFor(sp, scope, workerId, worker.name, false);
            if ("refused" in open) return open;
            const switched = await switchWithin(sp, open.done, input, device, settings, tap);
            if ("refused" in switched) {
              return { refused: switched.refused.code === "already_clocked_out" ? notClockedIn(worker.name) : crewRefusalOf(switched.refused) };
            }
            return { done: { closed: await viewOf(sp, switched.done.closed), opened: await viewOf(sp, switched.done.opened) } };
          });
          return "done" in done ? result(null, done.done) : result(done.refused, null);
        });
        const switched = results.filter((r) => r.outcome === "switched").length;
        return {
          status: crewAnswerStatus(switched, 201),
          body: { message: crewAnswerMessage(switched, results.length - switched, "switched"), results },
        };
      });
    },
  };
}

export type CrewActionsService = ReturnType<typeof createCrewActionsService>;
