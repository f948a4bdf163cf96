// Switching job mid-shift (issue 15): the open entry is clocked out and the next one clocked in at one server instant,
// by the same two punch steps as any punch, in one transaction with the request's Idempotency-Key. Any refusal of the
// new clock-in rolls the clock-out back too, so the worker is never left off the clock by a switch that failed.
import type { SwitchJobInput, SwitchJobView } from "@shared/api/job-switch";
import type { PayrollSettings } from "@shared/api/payroll";
import { AppError } from "../../lib/errors";
import type { IdempotentAnswer, IdempotentRequest } from "../../lib/idempotency";
import type { IdempotencyService } from "../idempotency/idempotency.service";
import type { ScopeService } from "../scope/scope.service";
import { clockInRefusal, clockOutRefusal, type Caller } from "./entry-scope";
import type { EntryPayRepo } from "./entry-pay.repo";
import { createPunchSteps, type PunchDevice } from "./punch-steps";
import type { PunchesRepo } from "./punches.repo";
import type { TimeEntriesRepo } from "./time-entries.repo";

export interface JobSwitchServiceDeps {
  entries: TimeEntriesRepo;
  punches: PunchesRepo;
  pay: EntryPayRepo;
  idempotency: IdempotencyService;
  scopes: ScopeService;
}

export interface JobSwitchServiceOptions {
  timeZone: string;
  payrollSettings: () => Promise<PayrollSettings>;
  /** Whether the company requires a cost code (a switch without one opens a flagged entry, never refused); absent: no. */
  costCodeRequired?: () => Promise<boolean>;
  now?: () => Date;
}

export function createJobSwitchService({ entries, punches, pay, idempotency, scopes }: JobSwitchServiceDeps, options: JobSwitchServiceOptions) {
  const { clockInWithin, clockOutWithin, viewOf } = createPunchSteps({ entries, punches, pay }, options);
  const now = options.now ?? (() => new Date());

  return {
    async switchJob(input: SwitchJobInput, caller: Caller, request: IdempotentRequest | null): Promise<IdempotentAnswer<SwitchJobView>> {
      const [settings, costCodeRequired, scope] = await Promise.all([options.payrollSettings(), options.costCodeRequired?.(), scopes.of(caller)]);
      const device: PunchDevice = { kind: "account", userId: caller.id };
      return idempotency.perform(request, async (tx) => {
        const entry = await entries.findEntry(input.timeEntryId, tx);
        if (!entry) throw new AppError("not_found", "Time entry not found");
        const refusal = clockOutRefusal(scope, entry) ?? clockInRefusal(scope, entry.workerId, input.projectId);
        if (refusal) throw new AppError("forbidden", refusal);
        if (entry.clockOutTime) throw new AppError("already_clocked_out", `${entry.workerName} is no longer clocked in on ${entry.projectName}`);
        if (entry.projectId === input.projectId) {
          throw new AppError("unprocessable", `${entry.workerName} is already clocked in on ${entry.projectName}; choose another project to switch to.`, {
            projectId: ["Choose another project"],
          });
        }
        // The worker's share lock first, as a kiosk punch takes it: a manual entry or correction of this worker (which
        // locks the worker, then the entries) cannot deadlock with this clock-out and clock-in.
        await punches.lockWorker(tx, entry.workerId);
        const at = now();
        const where = { position: input.position, accuracyMeters: input.accuracyMeters, location: input.location };
        const closed = await clockOutWithin(
          tx,
          { ...where, timeEntryId: entry.id, notes: null, clientClockOutTime: input.clientTime },
          device,
          settings,
          at,
        );
        const opened = await clockInWithin(
          tx,
          {
            ...where,
            workerId: entry.workerId,
            projectId: input.projectId,
            notes: input.notes,
            clientClockInTime: input.clientTime,
            fromGpsScreen: true,
            costCodeId: input.costCodeId,
          },
          device,
          { costCodeRequired },
          at,
        );
        return { status: 201, body: { closed: await viewOf(tx, closed), opened: await viewOf(tx, opened) } };
      });
    },
  };
}

export type JobSwitchService = ReturnType<typeof createJobSwitchService>;
