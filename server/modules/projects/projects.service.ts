// Project rules: defaults and cross-field checks, progress with its history, the team, and what the detail page reads.
// Crew and foremen read only their own projects (scope service): another project answers 404 like a missing one.
import type { Project } from "@shared/schema";
import type { Served } from "@shared/api/contract";
import { PROJECT_NOT_FOUND_MESSAGE } from "@shared/api/constants";
import type { CreateProjectInput, ProjectDetail, TeamWorker, UpdateProjectInput } from "@shared/api/projects";
import { projectShapeErrors } from "@shared/domain/project-shape";
import { dayKey } from "@shared/domain/work-week";
import type { Page } from "../../lib/endpoint-router";
import { projectFilter, seesProject, type ScopeCaller, type ScopeService } from "../scope/scope.service";
import { AppError } from "../../lib/errors";
import { decodeSortKey } from "../../lib/keyset.repo";
import type { ProgressUpdateRow, ProjectListRow, ProjectsRepo, TeamWriteResult } from "./projects.repo";

export type { CreateProjectInput, UpdateProjectInput };

export interface ProjectsServiceOptions {
  timeZone: string;
  now?: () => Date;
  scopes: ScopeService;
}

export const HAS_TIME_ENTRIES_MESSAGE = "This project has time entries, which payroll needs. Mark it completed instead.";

const notFound = () => new AppError("not_found", PROJECT_NOT_FOUND_MESSAGE);

/** Rules that span fields (shared/domain/project-shape.ts), checked on the project as it will be stored. */
function checkProjectShape(project: Pick<Project, "startDate" | "endDate" | "latitude" | "longitude">): void {
  const errors = Object.entries(projectShapeErrors(project));
  if (errors.length) {
    throw new AppError("validation_failed", errors[0][1], Object.fromEntries(errors.map(([field, message]) => [field, [message]])));
  }
}

function teamResult(result: TeamWriteResult): TeamWorker[] {
  if (result.kind === "missing_project") throw notFound();
  if (result.kind === "unknown_workers") {
    const message = `Unknown worker id(s): ${result.ids.join(", ")}`;
    throw new AppError("validation_failed", message, { workerIds: [message] });
  }
  return result.team;
}

export function createProjectsService(repo: ProjectsRepo, options: ProjectsServiceOptions) {
  const now = options.now ?? (() => new Date());
  const { scopes } = options;

  /** Whether the caller's scope holds the project (office and admins: every id, existing or not). */
  const inScope = async (id: number, caller: ScopeCaller): Promise<boolean> => seesProject(await scopes.of(caller), id);

  async function requireProject(id: number): Promise<void> {
    if (!(await repo.exists(id))) throw notFound();
  }

  /** 404 when the project is missing or not the caller's: a crew member or foreman learns nothing of other projects. */
  async function requireVisible(id: number, caller: ScopeCaller): Promise<void> {
    if (!(await inScope(id, caller))) throw notFound();
    await requireProject(id);
  }

  return {
    requireProject,
    requireVisible,
    inScope,

    list: async (caller: ScopeCaller): Promise<ProjectListRow[]> => repo.list(projectFilter(await scopes.of(caller))),

    async get(id: number, caller: ScopeCaller): Promise<Served<ProjectDetail>> {
      if (!(await inScope(id, caller))) throw notFound();
      const project = await repo.findListItem(id);
      if (!project) throw notFound();
      const [total, progressUpdates] = await Promise.all([repo.totalHours(id), repo.listProgressUpdates(id)]);
      return { ...project, totalHours: Math.round(Number(total) * 10) / 10, progressUpdates };
    },

    async create(input: CreateProjectInput): Promise<ProjectListRow> {
      // SPEC 5: the start date defaults to today, and "today" is the company's day, not the server's.
      const at = now();
      const values = {
        ...input,
        startDate: input.startDate ?? dayKey(at, options.timeZone),
        // Created as completed (entering a finished job): it was completed now, as far as the app knows.
        completedAt: input.status === "completed" ? at : null,
      };
      checkProjectShape({ startDate: values.startDate, endDate: values.endDate, latitude: values.latitude, longitude: values.longitude });
      return { ...(await repo.insert(values)), assignedWorkerCount: 0 };
    },

    async update(id: number, changes: UpdateProjectInput, userId: number): Promise<ProjectListRow> {
      if (Object.keys(changes).length === 0) throw new AppError("validation_failed", "Send at least one field to change");
      const row = await repo.update(id, changes, checkProjectShape, userId, now());
      if (!row) throw notFound();
      return (await repo.findListItem(id)) ?? { ...row, assignedWorkerCount: 0 };
    },

    async remove(id: number): Promise<void> {
      const result = await repo.delete(id);
      if (result === "missing") throw notFound();
      if (result === "has_time_entries") throw new AppError("conflict", HAS_TIME_ENTRIES_MESSAGE);
    },

    /** Office and admins on any project; a foreman on their own (another answers 404, as for reading it). */
    async setProgress(id: number, progress: number, notes: string | null, caller: ScopeCaller & { id: number }): Promise<Project> {
      if (!(await inScope(id, caller))) throw notFound();
      const row = await repo.setProgress(id, progress, notes, caller.id, now());
      if (!row) throw notFound();
      return row;
    },

    /** A page of the progress history, newest first; `cursor` is the Link header's, `limit` the page size. */
    async listProgressUpdates(id: number, cursor: string | undefined, limit: number, caller: ScopeCaller): Promise<Page<ProgressUpdateRow>> {
      const after = decodeSortKey(cursor);
      await requireVisible(id, caller);
      return repo.pageProgressUpdates(id, after, limit);
    },

    async listTeam(id: number, caller: ScopeCaller): Promise<TeamWorker[]> {
      await requireVisible(id, caller);
      return repo.listTeam(id);
    },

    replaceTeam: async (id: number, workerIds: number[]) => teamResult(await repo.replaceTeam(id, workerIds)),

    addWorker: async (id: number, workerId: number) => teamResult(await repo.addWorker(id, workerId)),

    async removeWorker(id: number, workerId: number): Promise<void> {
      await requireProject(id);
      await repo.removeWorker(id, workerId);
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
