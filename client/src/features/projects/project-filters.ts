// The projects list's search (name or location, case-insensitive) and status filter, the dashboard's active ones, and
// what an empty list says to someone who does not create projects.
import { onceLinked } from "@shared/domain/account-roles";
import type { ProjectStatus } from "@shared/domain/statuses";

export type StatusFilter = "all" | ProjectStatus;

export function filterProjects<P extends { name: string; location: string; status: string }>(
  projects: readonly P[],
  search: string,
  status: StatusFilter,
): P[] {
  const needle = search.trim().toLowerCase();
  return projects.filter(
    (project) =>
      (status === "all" || project.status === status) &&
      (!needle || project.name.toLowerCase().includes(needle) || project.location.toLowerCase().includes(needle)),
  );
}

/** Non-completed projects, in list order, for the dashboard's 'Active Projects' (first 3). */
export function activeProjects<P extends { status: string }>(projects: readonly P[], limit: number): P[] {
  return projects.filter((project) => project.status !== "completed").slice(0, limit);
}

/** Why a crew member or foreman (who do not create projects) has none, and whom to ask. */
export const NO_OWN_PROJECTS_NOTE = "You are not on a project team yet. The office adds you to one.";

/**
 * The same for an account not linked to a worker record yet; the shell's strip already says NOT_LINKED_MESSAGE on every
 * screen, so the empty list says what will change, not the same sentence again.
 */
export const UNLINKED_PROJECTS_NOTE = onceLinked("Your projects show");
