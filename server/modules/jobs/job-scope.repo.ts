// Which jobs a caller sees (issue 14), one rule for GET /api/jobs and the dashboard's count of today's jobs, so the
// figure and Today's Schedule under it agree: office and admins every job, a foreman the jobs on their projects, a
// crew member the jobs on their projects assigned to them or to no one yet (a job with no one on it is the team's).
import { and, inArray, or, sql, type SQL } from "drizzle-orm";
import { jobs } from "@shared/schema";
import type { Scope } from "../scope/scope.service";

/** The jobs of a crew member or foreman: on these projects and, with `assignedTo`, theirs. null: every job. */
export type JobRowFilter = { projectIds: number[]; assignedTo?: number } | null;
type OwnScope = Extract<Scope, { kind: "own" }>;

export function jobRowFilter(scope: OwnScope): NonNullable<JobRowFilter>;
export function jobRowFilter(scope: Scope): JobRowFilter;
export function jobRowFilter(scope: Scope): JobRowFilter {
  if (scope.kind === "everything") return null;
  const projectIds = [...scope.projectIds];
  return scope.role === "crew" && scope.workerId !== null ? { projectIds, assignedTo: scope.workerId } : { projectIds };
}

/** The filter as a condition on `jobs`; none for every job. */
export function jobsVisibleTo(filter: JobRowFilter): SQL | undefined {
  if (filter === null) return undefined;
  const onProjects = inArray(jobs.projectId, filter.projectIds);
  if (filter.assignedTo === undefined) return onProjects;
  return and(onProjects, or(sql`cardinality(${jobs.assignedWorkerIds}) = 0`, sql`${filter.assignedTo}::integer = any(${jobs.assignedWorkerIds})`));
}
