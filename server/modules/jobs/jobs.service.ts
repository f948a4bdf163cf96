// Job scheduling rules: "today" in the company's zone, date filters, assigned workers checked, one response shape,
// and who sees which jobs: office and admins every job, a foreman their projects' jobs, a crew member the jobs on
// their projects that are theirs (assigned to them, or to no one yet).
import type { Served } from "@shared/api/contract";
import type { CreateJobInput, JobItem as JobItemWire, JobListQuery, PatchJobInput } from "@shared/api/jobs";
import type { JobStatus } from "@shared/domain/statuses";
import { dayKey } from "@shared/domain/work-week";
import { AppError } from "../../lib/errors";
import { seesProject, type ScopeCaller, type ScopeService } from "../scope/scope.service";
import { jobRowFilter } from "./job-scope.repo";
import type { JobRow, JobsRepo, JobWriteResult } from "./jobs.repo";

export interface JobsServiceOptions {
  timeZone: string;
  now?: () => Date;
  scopes: ScopeService;
}

/** The answer as the service builds it: createdAt is still a Date until JSON writes it. */
type JobItem = Served<JobItemWire>;

const JOB_NOT_FOUND_MESSAGE = "Job not found";

export function createJobsService(repo: JobsRepo, options: JobsServiceOptions) {
  const now = options.now ?? (() => new Date());

  /** Adds the project name, the single-worker reading and the workers' names, with one name query for the whole list. */
  async function toItems(rows: JobRow[]): Promise<JobItem[]> {
    const ids = [...new Set(rows.flatMap((r) => r.assignedWorkerIds))];
    const names = new Map((await repo.workerNames(ids)).map((w) => [w.id, w.name]));
    return rows.map((row) => ({
      ...row,
      assignedWorkerId: row.assignedWorkerIds[0] ?? null,
      assignedWorkers: row.assignedWorkerIds.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : [])),
    }));
  }

  async function written(result: JobWriteResult): Promise<JobItem> {
    switch (result.kind) {
      case "missing":
        throw new AppError("not_found", JOB_NOT_FOUND_MESSAGE);
      case "unknown_project":
        throw new AppError("validation_failed", "Choose an existing project", { projectId: ["Project not found"] });
      case "unknown_workers": {
        const message = `Unknown worker id(s): ${result.ids.join(", ")}`;
        throw new AppError("validation_failed", message, { assignedWorkerIds: [message] });
      }
    }
    const row = await repo.find(result.id);
    if (!row) throw new AppError("not_found", JOB_NOT_FOUND_MESSAGE);
    return (await toItems([row]))[0];
  }

  return {
    async list(query: JobListQuery, caller: ScopeCaller): Promise<JobItem[]> {
      const day = query.date === "today" ? dayKey(now(), options.timeZone) : query.date;
      const range = day ? { from: day, to: day } : query.from && query.to ? { from: query.from, to: query.to } : undefined;
      return toItems(await repo.list(range, jobRowFilter(await options.scopes.of(caller))));
    },

    create: async (input: CreateJobInput) => written(await repo.create(input)),

    async update(id: number, changes: PatchJobInput): Promise<JobItem> {
      if (Object.keys(changes).length === 0) throw new AppError("validation_failed", "Send at least one field to change");
      return written(await repo.update(id, changes));
    },

    /** A foreman may change the status of their projects' jobs; another job answers 404, as a missing one does. */
    async setStatus(id: number, status: JobStatus, caller: ScopeCaller): Promise<JobItem> {
      const scope = await options.scopes.of(caller);
      if (scope.kind !== "everything") {
        const row = await repo.find(id);
        if (!row || !seesProject(scope, row.projectId)) throw new AppError("not_found", JOB_NOT_FOUND_MESSAGE);
      }
      return written(await repo.update(id, { status }));
    },

    async remove(id: number): Promise<void> {
      if (!(await repo.delete(id))) throw new AppError("not_found", JOB_NOT_FOUND_MESSAGE);
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
