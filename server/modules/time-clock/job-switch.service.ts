// Switching job mid-shift (issue 15): the open entry is clocked out and the next one clocked in at one instant (the tap's),
// by the punch steps' switch (punch-steps.ts), in one transaction with the request's Idempotency-Key. Any refusal of the
// new clock-in rolls the clock-out back too, so the worker is never left off the clock by a switch that failed.
import type { SwitchJobInput, SwitchJobView } from "@shared/api/job-switch";
import { AppError } from "../../lib/errors";
import type { IdempotentAnswer, IdempotentRequest } from "../../lib/idempotency";
import { clockInRefusal, clockOutRefusal, type Caller } from "../scope/entry-scope";
import type { PunchDevice } from "./punch-device";
import { punchSettingsOf, type ClockServiceDeps, type ClockServiceOptions } from "./clock-service";
import { findNamedEntry } from "./open-entry.repo";
import { doneOrThrow } from "./step-refusal";

export function createJobSwitchService({ steps, idempotency, scopes }: ClockServiceDeps, options: ClockServiceOptions) {
  const { switchWithin, viewOf } = steps;
  const now = options.now ?? (() => new Date());

  return {
    async switchJob(input: SwitchJobInput, caller: Caller, request: IdempotentRequest | null, tapAgeMs: number | null): Promise<IdempotentAnswer<SwitchJobView>> {
      const tap = { receivedAt: now(), tapAgeMs };
      const [settings, scope] = await Promise.all([punchSettingsOf(options), scopes.of(caller)]);
      const device: PunchDevice = { kind: "account", userId: caller.id };
      return idempotency.perform(request, async (tx) => {
        const entry = await findNamedEntry(tx, input.timeEntryId);
        if (!entry) throw new AppError("not_found", "Time entry not found");
        const refusal = clockOutRefusal(scope, entry) ?? clockInRefusal(scope, entry.workerId, input.projectId);
        if (refusal) throw new AppError("forbidden", refusal);
        if (entry.clockOutTime) throw new AppError("already_clocked_out", `${entry.workerName} is no longer clocked in on ${entry.projectName}`);
        const { closed, opened } = doneOrThrow(await switchWithin(tx, entry, input, device, settings, tap));
        return { status: 201, body: { closed: await viewOf(tx, closed), opened: await viewOf(tx, opened) } };
      });
    },
  };
}

export type JobSwitchService = ReturnType<typeof createJobSwitchService>;
