// Crew punches (issue 15): a foreman or office user clocks several workers in or out with one fix. Every worker's punch
// is the single punch's step (clock-steps.ts) at one tap (each paid no earlier than that worker's previous punch), in the crew frame (time-clock/crew-frame.ts: id
// order, a savepoint each), all inside ONE keyed idempotent write: one refusal undoes only that worker's punch, and a
// replay of the key answers the same results. The answer keeps the order asked; the one-open-entry index decides who
// wins between racing punches.
import type { CrewClockInAnswer, CrewClockInInput, CrewClockInResult, CrewClockOutAnswer, CrewClockOutInput, CrewClockOutResult } from "@shared/api/crew-punches";
import type { TimeEntryView } from "@shared/api/time-clock";
import { crewAnswerMessage, crewAnswerStatus } from "@shared/domain/crew";
import { NOT_LINKED_MESSAGE } from "@shared/domain/account-roles";
import { AppError } from "../../lib/errors";
import type { IdempotentAnswer, IdempotentRequest } from "../../lib/idempotency";
import type { Scope } from "../scope/scope.service";
import { eachInWorkerOrder, inSavepoint, type CrewRefused } from "./crew-frame";
import { crewRefusalOf, lateTapOf } from "./step-refusal";
import type { LatePunchAnswer } from "@shared/api/correction-requests";
import { createLatePunches } from "./late-punches";
import { openLateClockInsOnProject, type LateClockIn } from "./late-punch.repo";
import type { CrewPunchesRepo, OpenCrewEntry } from "./crew-punches.repo";
import { clockInRefusal, clockOutRefusal, seesEntry, type Caller } from "../scope/entry-scope";
import { assertCostCodeUsable } from "./entry-cost-code";
import { byOf, type PunchDevice } from "./punch-device";
import { punchSettingsOf, type ClockServiceDeps, type ClockServiceOptions } from "./clock-service";

export interface CrewPunchesServiceDeps extends ClockServiceDeps {
  crew: CrewPunchesRepo;
}

/** A foreman's project that is not theirs refuses the whole request (as a single punch's 403 does). */
export function assertMayPunchOn(scope: Scope, projectId: number, verb: "in" | "out") {
  if (scope.kind === "everything") return;
  if (scope.workerId === null) throw new AppError("forbidden", NOT_LINKED_MESSAGE);
  if (!scope.projectIds.has(projectId)) throw new AppError("forbidden", `You can only clock ${verb} your crew on your projects`);
}

export function createCrewPunchesService(deps: CrewPunchesServiceDeps, options: ClockServiceOptions) {
  const { crew, idempotency, scopes } = deps;
  const { clockInWithin, clockOutWithin, viewOf } = deps.steps;
  const now = options.now ?? (() => new Date());
  const latePunches = createLatePunches(options.timeZone);

  return {
    async crewClockIn(input: CrewClockInInput, caller: Caller, request: IdempotentRequest, tapAgeMs: number | null): Promise<IdempotentAnswer<CrewClockInAnswer>> {
      const tap = { receivedAt: now(), tapAgeMs };
      const [settings, scope] = await Promise.all([punchSettingsOf(options), scopes.of(caller)]);
      const device: PunchDevice = { kind: "account", userId: caller.id, crew: true };
      return idempotency.perform(request, async (tx) => {
        assertMayPunchOn(scope, input.projectId, "in");
        // The crew's one cost code is checked once: an unknown one refuses the whole punch, not each worker.
        await assertCostCodeUsable(tx, input.costCodeId, "accept");
        const known = await crew.workersByIds(tx, input.workerIds);
        const results = await eachInWorkerOrder(input.workerIds, (id) => id, async (workerId): Promise<CrewClockInResult> => {
          const worker = known.get(workerId) ?? null;
          const result = (refusal: CrewRefused | null, entry: CrewClockInResult["entry"], latePunch: LatePunchAnswer | null = null): CrewClockInResult => ({
            workerId,
            workerName: worker?.name ?? null,
            outcome: entry ? "clocked_in" : latePunch ? "late_punch" : "refused",
            entry,
            refusal,
            latePunch,
          });
          const outside = clockInRefusal(scope, workerId, input.projectId);
          if (outside) {
            // Named by id only: a foreman learns no name (nor whether the id exists) outside their crew.
            return { ...result({ code: "not_on_crew", message: "Not on your crew on this project" }, null), workerName: null };
          }
          const punched = await inSavepoint<TimeEntryView | LatePunchAnswer>(
            tx,
            async (sp) => {
              const opened = await clockInWithin(
                sp,
                {
                  workerId,
                  projectId: input.projectId,
                  position: input.position,
                  accuracyMeters: input.accuracyMeters,
                  location: input.location,
                  notes: input.notes,
                  clientClockInTime: input.clientClockInTime,
                  fromGpsScreen: true,
                  costCodeId: input.costCodeId,
                },
                device,
                settings,
                tap,
              );
              const late = lateTapOf(opened);
              if (late) return { done: await latePunches.take(sp, late) };
              return "done" in opened ? { done: await viewOf(sp, opened.done) } : { refused: crewRefusalOf(opened.refused) };
            },
          );
          if ("refused" in punched) return result(punched.refused, null);
          return "latePunchId" in punched.done ? result(null, null, punched.done) : result(null, punched.done);
        });
        const made = results.filter((r) => r.outcome === "clocked_in").length;
        const late = results.filter((r) => r.outcome === "late_punch").length;
        return {
          status: crewAnswerStatus(made + late, 201),
          body: { message: crewAnswerMessage(made, results.length - made - late, "clocked in", late), results },
        };
      });
    },

    async crewClockOut(input: CrewClockOutInput, caller: Caller, request: IdempotentRequest, tapAgeMs: number | null): Promise<IdempotentAnswer<CrewClockOutAnswer>> {
      const tap = { receivedAt: now(), tapAgeMs };
      const [settings, scope] = await Promise.all([punchSettingsOf(options), scopes.of(caller)]);
      const device: PunchDevice = { kind: "account", userId: caller.id, crew: true };
      return idempotency.perform(request, async (tx) => {
        let asked: ({ id: number; entry: OpenCrewEntry | null } | { lateIn: LateClockIn })[];
        if (input.target.kind === "project") {
          assertMayPunchOn(scope, input.target.projectId, "out");
          const open = await crew.openEntriesOnProject(tx, input.target.projectId);
          // Everyone open there whom the caller may clock out, and every late clock-in there (issue 27: its week was
          // approved before the phone synced) still waiting for its clock-out; the others are not theirs to name.
          const lateIns = await openLateClockInsOnProject(tx, input.target.projectId);
          asked = [
            ...open.filter((entry) => clockOutRefusal(scope, entry) === null).map((entry) => ({ id: entry.id, entry })),
            ...lateIns.filter((lateIn) => clockOutRefusal(scope, lateIn) === null).map((lateIn) => ({ lateIn })),
          ];
        } else {
          if (scope.kind !== "everything" && scope.workerId === null) throw new AppError("forbidden", NOT_LINKED_MESSAGE);
          const found = await crew.entriesByIds(tx, input.target.timeEntryIds);
          // An entry the caller does not see is answered as a missing one (a foreman learns nothing of other sites).
          asked = input.target.timeEntryIds.map((id) => {
            const entry = found.get(id);
            return { id, entry: entry && seesEntry(scope, entry) ? entry : null };
          });
        }
        // In worker order, then by entry: a worker's entries (one open at most, others refused) in one order too.
        const lateWorkerIds = asked.flatMap((a) => ("lateIn" in a ? [a.lateIn.workerId] : []));
        const lateNames = lateWorkerIds.length ? await crew.workersByIds(tx, lateWorkerIds) : new Map<number, { name: string }>();
        const workerOf = (a: (typeof asked)[number]) => ("lateIn" in a ? a.lateIn.workerId : (a.entry?.workerId ?? 0));
        const results = await eachInWorkerOrder(asked, workerOf, async (item): Promise<CrewClockOutResult> => {
          if ("lateIn" in item) {
            const { lateIn } = item;
            const latePunch = await latePunches.clockOutOf(tx, lateIn, tap, byOf(device));
            const workerName = lateNames.get(lateIn.workerId)?.name ?? null;
            return { timeEntryId: null, workerId: lateIn.workerId, workerName, outcome: "late_punch", entry: null, refusal: null, latePunch };
          }
          const { id, entry } = item;
          const result = (refusal: CrewRefused | null, view: CrewClockOutResult["entry"], latePunch: LatePunchAnswer | null = null): CrewClockOutResult => ({
            timeEntryId: id,
            workerId: entry?.workerId ?? null,
            workerName: entry?.workerName ?? null,
            outcome: view ? "clocked_out" : latePunch ? "late_punch" : "refused",
            entry: view,
            refusal,
            latePunch,
          });
          if (!entry) {
            return result({ code: "not_found", message: "Time entry not found" }, null);
          }
          if (clockOutRefusal(scope, entry)) {
            return result({ code: "not_on_crew", message: `${entry.workerName} is not on your crew on this project` }, null);
          }
          const punched = await inSavepoint<TimeEntryView | LatePunchAnswer>(
            tx,
            async (sp) => {
              const closed = await clockOutWithin(
                sp,
                {
                  timeEntryId: id,
                  notes: input.notes,
                  location: input.location,
                  position: input.position,
                  accuracyMeters: input.accuracyMeters,
                  clientClockOutTime: input.clientClockOutTime,
                },
                device,
                settings,
                tap,
              );
              const late = lateTapOf(closed);
              if (late) return { done: await latePunches.take(sp, late) };
              return "done" in closed ? { done: await viewOf(sp, closed.done) } : { refused: crewRefusalOf(closed.refused) };
            },
          );
          if ("refused" in punched) return result(punched.refused, null);
          return "latePunchId" in punched.done ? result(null, null, punched.done) : result(null, punched.done);
        }, (a) => ("lateIn" in a ? a.lateIn.id : a.id));
        const closed = results.filter((r) => r.outcome === "clocked_out").length;
        const late = results.filter((r) => r.outcome === "late_punch").length;
        return {
          status: crewAnswerStatus(closed + late, 200),
          body: { message: crewAnswerMessage(closed, results.length - closed - late, "clocked out", late), results },
        };
      });
    },
  };
}

export type CrewPunchesService = ReturnType<typeof createCrewPunchesService>;
