// The clock-out sign-off (issue 15), run with its Idempotency-Key: whoever may clock the worker out answers for them,
// once the entry is clocked out and only once (a second answer is refused and changes nothing). "Injured: yes" records
// the injury in the same transaction, so the answer and the record stand or fall together.
import type { Served } from "@shared/api/contract";
import { NOT_LINKED_MESSAGE } from "@shared/domain/account-roles";
import type { SignOffInput, SignOffView } from "@shared/api/sign-offs";
import { AppError } from "../../lib/errors";
import type { IdempotentAnswer, IdempotentRequest } from "../../lib/idempotency";
import type { IdempotencyService } from "../idempotency/idempotency.service";
import type { IncidentsService } from "../incidents/incidents.service";
import type { ScopeService } from "../scope/scope.service";
import { clockOutRefusal, type Caller } from "../time-entries/entry-scope";
import type { TimeEntriesRepo } from "../time-entries/time-entries.repo";
import type { SignOffsRepo } from "./sign-offs.repo";

export interface SignOffsServiceDeps {
  repo: SignOffsRepo;
  entries: TimeEntriesRepo;
  incidents: IncidentsService;
  idempotency: IdempotencyService;
  scopes: ScopeService;
}

export function createSignOffsService(deps: SignOffsServiceDeps, options: { now?: () => Date } = {}) {
  const { repo, entries, incidents, idempotency, scopes } = deps;
  const now = options.now ?? (() => new Date());

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
        if (!entry.clockOutTime) throw new AppError("conflict", `${entry.workerName} is still clocked in: sign off at clock-out`);

        const incidentId = input.injured
          ? await incidents.recordWithin(tx, {
              projectId: entry.projectId,
              workerId: entry.workerId,
              timeEntryId: entry.id,
              occurredAt: entry.clockOutTime,
              description: input.injuryDescription ?? null,
              reportedBy: caller.id,
              kioskId: null,
            })
          : null;
        const stored = await repo.insert(tx, {
          timeEntryId: entry.id,
          tookBreaks: input.tookBreaks,
          injured: input.injured,
          incidentId,
          signedAt: now(),
          signedBy: caller.id,
        });
        if (!stored) {
          const existing = await repo.find(entry.id, tx);
          throw new AppError("conflict", `${entry.workerName}'s shift was already signed off by ${existing?.signedByName ?? "someone else"}`);
        }
        return { status: 201, body: (await repo.find(entry.id, tx))! };
      });
    },
  };
}

export type SignOffsService = ReturnType<typeof createSignOffsService>;
