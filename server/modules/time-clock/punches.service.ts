// Punches on the server's clock: clock-in and clock-out (punch-steps.ts), each run with its Idempotency-Key by the
// idempotency service, and the week's pay recomputed. Crew and foremen punch only whom their scope allows
// (entry-scope.ts); the check runs inside the keyed work, so a replay of a stored answer is answered as it was. A site
// kiosk punches through the same two steps (kioskPunch): the kiosk is recorded as the device and no account as the puncher.
import type { GeoFix } from "@shared/api/time-clock";
import type { ClockInInput, ClockOutInput, TimeEntryView } from "@shared/api/time-clock";
import { type PayrollSettings } from "@shared/api/payroll";
import { AppError } from "../../lib/errors";
import type { IdempotentAnswer, IdempotentRequest } from "../../lib/idempotency";
import type { IdempotencyService } from "../idempotency/idempotency.service";
import type { ScopeService } from "../scope/scope.service";
import { findNamedEntry, findOpenEntry, lockWorker, type NamedEntry } from "./open-entry.repo";
import type { EntryPayRepo } from "../payroll/entry-pay.repo";
import type { Tx } from "../../db/client";
import { clockInRefusal, clockOutRefusal, type Caller } from "../scope/entry-scope";
import { createPunchSteps, type EntryViewOf, type PunchDevice } from "./clock-steps";
import { createBreakActions } from "./breaks.service";
import { doneOrThrow } from "./step-refusal";

export type { PunchDevice } from "./clock-steps";

export interface PunchesServiceDeps {
  viewOf: EntryViewOf;
  pay: EntryPayRepo;
  idempotency: IdempotencyService;
  scopes: ScopeService;
}

export interface PunchesServiceOptions {
  /** APP_TIME_ZONE: days, weeks and the messages' times are in it. */
  timeZone: string;
  payrollSettings: () => Promise<PayrollSettings>;
  /** Whether the GPS clock asks for the sign-off at clock-out (the Company settings); absent: never. */
  signOffAtClockOut?: () => Promise<boolean>;
  /** Whether the company requires a cost code (a punch without one is flagged, never refused); absent: no. */
  costCodeRequired?: () => Promise<boolean>;
  now?: () => Date;
}

/** A punch at a kiosk: the worker is clocked out of their open entry, or else in on the kiosk's project. */
export interface KioskPunch {
  kioskId: number;
  projectId: number;
  workerId: number;
  offline: boolean;
  position: GeoFix | null;
  accuracyMeters: number | null;
  clientTime: Date | null;
  /** What the tablet offered: a punch that no longer matches the worker's state is refused, not turned around. */
  expected: "in" | "out" | null;
}

export function createPunchesService({ viewOf: entryView, pay, idempotency, scopes }: PunchesServiceDeps, options: PunchesServiceOptions) {
  const { clockInWithin, clockOutWithin, viewOf } = createPunchSteps({ viewOf: entryView, pay }, options);

  return {
    // Breaks of an open entry (breaks.service.ts): keyed and scoped like the clock-out.
    ...createBreakActions({ viewOf: entryView, pay, idempotency, scopes }, options),

    async clockIn(input: ClockInInput, caller: Caller, request: IdempotentRequest | null): Promise<IdempotentAnswer<TimeEntryView>> {
      const [costCodeRequired, scope] = await Promise.all([options.costCodeRequired?.(), scopes.of(caller)]);
      return idempotency.perform(request, async (tx) => {
        const refusal = clockInRefusal(scope, input.workerId, input.projectId);
        if (refusal) throw new AppError("forbidden", refusal);
        const entry = doneOrThrow(await clockInWithin(tx, input, { kind: "account", userId: caller.id }, { costCodeRequired }));
        return { status: 201, body: await viewOf(tx, entry) };
      });
    },

    async clockOut(input: ClockOutInput, caller: Caller, request: IdempotentRequest | null): Promise<IdempotentAnswer<TimeEntryView>> {
      const [payroll, signOffAtClockOut, scope] = await Promise.all([options.payrollSettings(), options.signOffAtClockOut?.(), scopes.of(caller)]);
      const settings = { ...payroll, signOffAtClockOut };
      return idempotency.perform(request, async (tx) => {
        if (scope.kind !== "everything") {
          const entry = await findNamedEntry(tx, input.timeEntryId);
          if (!entry) throw new AppError("not_found", "Time entry not found");
          const refusal = clockOutRefusal(scope, entry);
          if (refusal) throw new AppError("forbidden", refusal);
        }
        const closed = doneOrThrow(await clockOutWithin(tx, input, { kind: "account", userId: caller.id }, settings));
        return { status: 200, body: await viewOf(tx, closed) };
      });
    },

    /**
     * A worker's punch at a kiosk, with the request's key: clocked out of their open entry (wherever it is: someone who
     * forgot to stop must be able to), else clocked in on the kiosk's project, by the same steps as any punch. Who may
     * punch there (the project's team) and the PIN are the kiosk's to check before; `answer` builds the stored answer
     * in the same transaction (the kiosk keeps its photo there).
     */
    async kioskPunch<Body>(
      request: IdempotentRequest,
      punch: KioskPunch,
      answer: (tx: Tx, entry: NamedEntry, action: "in" | "out") => Promise<Body>,
    ): Promise<IdempotentAnswer<Body>> {
      // A kiosk's clock-out asks for the sign-off as the GPS clock's does (the kiosk shows the questions).
      const [payroll, signOffAtClockOut, costCodeRequired] = await Promise.all([
        options.payrollSettings(),
        options.signOffAtClockOut?.(),
        options.costCodeRequired?.(),
      ]);
      const settings = { ...payroll, signOffAtClockOut };
      const device: PunchDevice = { kind: "kiosk", kioskId: punch.kioskId, offline: punch.offline };
      return idempotency.perform(request, async (tx) => {
        const worker = await lockWorker(tx, punch.workerId);
        if (!worker) throw new AppError("not_found", "Worker not found");
        const open = await findOpenEntry(tx, worker.id);
        if (punch.expected === "in" && open) throw new AppError("already_clocked_in", `${worker.name} is already clocked in`);
        if (punch.expected === "out" && !open) throw new AppError("already_clocked_out", `${worker.name} is not clocked in`);
        const where = { position: punch.position, accuracyMeters: punch.accuracyMeters, location: null, notes: null };
        const stepped = open
          ? await clockOutWithin(tx, { ...where, timeEntryId: open.id, clientClockOutTime: punch.clientTime }, device, settings)
          : await clockInWithin(
              tx,
              { ...where, workerId: worker.id, projectId: punch.projectId, clientClockInTime: punch.clientTime, fromGpsScreen: punch.position !== null, costCodeId: null },
              device,
              // A kiosk offers no code: while the company requires one, the office gives it one on the timesheet.
              { costCodeRequired },
            );
        const row = await findNamedEntry(tx, doneOrThrow(stepped).id);
        return { status: 200, body: await answer(tx, row!, open ? "out" : "in") };
      });
    },
  };
}

export type PunchesService = ReturnType<typeof createPunchesService>;
