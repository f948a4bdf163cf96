// Which time entries a caller sees and whom they may punch (issue 14), from their scope (modules/scope). Office and
// admins: every entry, anyone. A crew member: their own entries, and punches of themself on their projects. A foreman:
// what crew may, plus every entry on their projects and punches of their crew there. The time-entries services and the
// bell decide with these; repos take the EntryScope as a filter.
import { NOT_LINKED_MESSAGE } from "@shared/domain/account-roles";
import type { Scope, ScopeCaller } from "./scope.service";

/** The account a service acts for: who it is (for the audit columns) and what it may see. */
export interface Caller extends ScopeCaller {
  id: number;
}

/**
 * The entries a crew member or foreman sees, as a repo filters them: those of their own worker, and those on these
 * projects (a foreman's; none for crew). null: every entry.
 */
export interface EntryScope {
  workerId: number | null;
  projectIds: number[];
}

export function entryScopeOf(scope: Scope): EntryScope | null {
  if (scope.kind === "everything") return null;
  return { workerId: scope.workerId, projectIds: scope.role === "foreman" ? [...scope.projectIds] : [] };
}

/** Whether an entry is one the caller sees (the single-row form of EntryScope). */
export function seesEntry(scope: Scope, entry: { workerId: number; projectId: number }): boolean {
  if (scope.kind === "everything") return true;
  if (scope.workerId !== null && entry.workerId === scope.workerId) return true;
  return scope.role === "foreman" && scope.projectIds.has(entry.projectId);
}

/** Whether the caller may ask about this worker's time (a worker's open entry): themself, or a foreman's crew. */
export function seesWorkerTime(scope: Scope, workerId: number): boolean {
  if (scope.kind === "everything") return true;
  return workerId === scope.workerId || (scope.role === "foreman" && scope.workerIds.has(workerId));
}

/** Why this caller may not clock this worker in on this project (a 403's message), or null when they may. */
export function clockInRefusal(scope: Scope, workerId: number, projectId: number): string | null {
  if (scope.kind === "everything") return null;
  if (scope.workerId === null) return NOT_LINKED_MESSAGE;
  if (scope.role === "crew") {
    if (workerId !== scope.workerId) return "You can only clock in yourself";
    if (!scope.projectIds.has(projectId)) return "You can only clock in on your own projects";
    return null;
  }
  return scope.workerIds.has(workerId) && scope.projectIds.has(projectId) ? null : "You can only clock in your crew on your projects";
}

/**
 * Why this caller may not clock out this entry, or null when they may. Their own entry always (someone taken off a
 * project's team while clocked in on it must still be able to stop); a foreman's crew's on the foreman's projects.
 */
export function clockOutRefusal(scope: Scope, entry: { workerId: number; projectId: number }): string | null {
  if (scope.kind === "everything") return null;
  if (scope.workerId === null) return NOT_LINKED_MESSAGE;
  if (entry.workerId === scope.workerId) return null;
  if (scope.role === "crew") return "You can only clock out yourself";
  return scope.workerIds.has(entry.workerId) && scope.projectIds.has(entry.projectId) ? null : "You can only clock out your crew on your projects";
}
