// Project list figures for the dashboard and the projects page, and the progress value rule.
import { dayKey } from "./day-key";
import type { ProjectStatus } from "./statuses";

export const MIN_PROGRESS = 0;
export const MAX_PROGRESS = 100;

export interface ProjectSummaryInput {
  /** A ProjectStatus; other strings are tolerated (counted as active, in no status bucket). */
  status: string | null;
  progress?: number | null;
}

export interface ProjectStatusCounts {
  planning: number;
  inProgress: number;
  completed: number;
  delayed: number;
}

export interface ProjectSummary {
  total: number;
  /** Everything not completed, including delayed and any unknown status. */
  active: number;
  completed: number;
  /** Mean progress as a rounded integer percent; 0 for no projects. */
  averageProgress: number;
  statusCounts: ProjectStatusCounts;
}

const STATUS_COUNT_KEYS: Record<ProjectStatus, keyof ProjectStatusCounts> = {
  planning: "planning",
  "in-progress": "inProgress",
  completed: "completed",
  delayed: "delayed",
};

export function isValidProgress(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= MIN_PROGRESS && (value as number) <= MAX_PROGRESS;
}

/**
 * The inline progress edit sends only an integer 0-100 and silently ignores anything else (spec section 5):
 * null means "ignore". '42' and 42 are accepted; '4.5', '', '101', '1e2' are not.
 */
export function parseProgressInput(input: string | number): number | null {
  // Math.abs turns -0 (from a slider or a unary minus) into 0; every valid value is already >= 0.
  if (typeof input === "number") return isValidProgress(input) ? Math.abs(input) : null;
  const text = input.trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  const value = Number(text);
  return isValidProgress(value) ? value : null;
}

export function summarizeProjects(projects: readonly ProjectSummaryInput[]): ProjectSummary {
  const statusCounts: ProjectStatusCounts = { planning: 0, inProgress: 0, completed: 0, delayed: 0 };
  let progressSum = 0;
  for (const project of projects) {
    const status = project.status;
    // hasOwn keeps inherited names such as 'toString' from being read as a status.
    if (status !== null && Object.hasOwn(STATUS_COUNT_KEYS, status)) {
      statusCounts[STATUS_COUNT_KEYS[status as ProjectStatus]] += 1;
    }
    const progress = project.progress;
    progressSum += typeof progress === "number" && Number.isFinite(progress) ? progress : 0;
  }
  const total = projects.length;
  return {
    total,
    active: total - statusCounts.completed,
    completed: statusCounts.completed,
    averageProgress: total === 0 ? 0 : Math.round(progressSum / total),
    statusCounts,
  };
}

/**
 * "Completed This Month": projects whose completion instant falls in the calendar month that `now` falls in, both
 * read in the company's zone (the month turns at local midnight, not at UTC's). The database keeps completedAt
 * null on every project that is not completed, so the instant alone decides.
 */
export function countCompletedInMonth(projects: readonly { completedAt: Date | null }[], now: Date, timeZone: string): number {
  const month = dayKey(now, timeZone).slice(0, 7);
  return projects.filter((p) => p.completedAt !== null && dayKey(p.completedAt, timeZone).slice(0, 7) === month).length;
}
