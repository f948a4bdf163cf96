// What rows a caller may see (issue 14). Office and admins see everything. A foreman's projects are those their own
// worker record is on (the project teams) and their crew the workers on those teams; a crew member's projects are
// theirs the same way, and their only worker is themself. An account with no linked worker sees no rows.
// Services ask `scopes.of(user)` once per request and filter by it; the answer is read fresh every time, so a team
// or link change applies to the very next request.
import { seesEveryRow } from "@shared/domain/account-roles";
import type { ScopeRepo } from "./scope.repo";

export type Scope =
  | { kind: "everything" }
  | {
      kind: "own";
      role: "crew" | "foreman";
      /** The caller's own worker record; null when the account is not linked to one. */
      workerId: number | null;
      projectIds: ReadonlySet<number>;
      workerIds: ReadonlySet<number>;
    };

/** The least a caller needs for a scope: the session's account. */
export interface ScopeCaller {
  role: string;
  workerId: number | null;
}

export const EVERYTHING: Scope = { kind: "everything" };

export const seesProject = (scope: Scope, projectId: number): boolean =>
  scope.kind === "everything" || scope.projectIds.has(projectId);

export const seesWorker = (scope: Scope, workerId: number): boolean => scope.kind === "everything" || scope.workerIds.has(workerId);

/** The ids a repo filters by: null for every row. */
export const projectFilter = (scope: Scope): number[] | null => (scope.kind === "everything" ? null : [...scope.projectIds]);
export const workerFilter = (scope: Scope): number[] | null => (scope.kind === "everything" ? null : [...scope.workerIds]);

export function createScopeService(repo: ScopeRepo) {
  return {
    async of(caller: ScopeCaller): Promise<Scope> {
      if (seesEveryRow(caller.role)) return EVERYTHING;
      const role = caller.role === "foreman" ? "foreman" : "crew";
      if (caller.workerId === null) return { kind: "own", role, workerId: null, projectIds: new Set(), workerIds: new Set() };
      const projectIds = await repo.projectIdsOfWorker(caller.workerId);
      const workerIds = role === "foreman" ? await repo.workerIdsOnProjects(projectIds) : [];
      return {
        kind: "own",
        role,
        workerId: caller.workerId,
        projectIds: new Set(projectIds),
        workerIds: new Set([caller.workerId, ...workerIds]),
      };
    },
  };
}

export type ScopeService = ReturnType<typeof createScopeService>;
