// The worker roster: list, create, edit, activate and deactivate.
import type { z } from "zod";
import type { createWorkerSchema, updateWorkerSchema, Worker } from "@shared/schema";
import type { WorkerView } from "@shared/api/time-clock";
import { AppError } from "../../lib/errors";
import type { WorkersRepo, WorkerWithActiveEntry } from "./workers.repo";
import { toWire } from "../../lib/wire";

type CreateWorker = z.output<typeof createWorkerSchema>;
type UpdateWorker = z.output<typeof updateWorkerSchema>;

function toView(worker: WorkerWithActiveEntry | (Worker & { activeTimeEntryId?: number | null })): WorkerView {
  return toWire({ ...worker, activeTimeEntryId: worker.activeTimeEntryId ?? null }) as unknown as WorkerView;
}

export function createWorkersService(repo: WorkersRepo) {
  async function viewOf(id: number): Promise<WorkerView> {
    const row = await repo.findById(id);
    if (!row) throw new AppError("not_found", "Worker not found");
    return toView(row);
  }

  return {
    async list(): Promise<WorkerView[]> {
      return (await repo.list()).map(toView);
    },

    get: viewOf,

    async create(input: CreateWorker): Promise<WorkerView> {
      const worker = await repo.insert(input);
      return toView({ ...worker, activeTimeEntryId: null });
    },

    /** Deactivating a clocked-in worker is allowed: the open entry can still be clocked out, so no hours are lost. */
    async update(id: number, input: UpdateWorker): Promise<WorkerView> {
      if (!Object.keys(input).length) throw new AppError("validation_failed", "Send at least one field to change");
      const updated = await repo.update(id, input);
      if (!updated) throw new AppError("not_found", "Worker not found");
      return viewOf(id);
    },
  };
}

export type WorkersService = ReturnType<typeof createWorkersService>;
