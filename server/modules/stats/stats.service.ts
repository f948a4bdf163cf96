// Dashboard stats (SPEC 3): active projects, completed this month in the company's zone, and counts per status; for
// crew and foremen the same figures over their own projects, plus their day's jobs and week's hours (`own`). No money.
import type { DashboardStats, OwnFigures } from "@shared/api/stats";
import { countCompletedInMonth, summarizeProjects } from "@shared/domain/project-summary";
import { dayKey, weekRange } from "@shared/domain/work-week";
import { projectFilter, type Scope, type ScopeCaller, type ScopeService } from "../scope/scope.service";
import { jobRowFilter } from "../jobs/job-scope.repo";
import type { StatsRepo } from "./stats.repo";

export interface StatsServiceOptions {
  timeZone: string;
  now?: () => Date;
  scopes: ScopeService;
}

export function createStatsService(repo: StatsRepo, options: StatsServiceOptions) {
  const now = options.now ?? (() => new Date());
  const { timeZone, scopes } = options;

  /**
   * A crew member's jobs today (on their projects, assigned to them or to no one) and own hours this week; a
   * foreman's jobs today on their projects and their crew's hours on those projects this week (what their timesheet
   * holds).
   */
  async function ownFigures(scope: Extract<Scope, { kind: "own" }>, at: Date): Promise<OwnFigures> {
    const today = dayKey(at, timeZone);
    const week = weekRange(today, timeZone);
    if (scope.workerId === null) return { jobsToday: 0, hoursThisWeek: 0, weekStart: week.startKey };
    const projectIds = [...scope.projectIds];
    const [jobsToday, hours] = await Promise.all([
      repo.jobsOn(today, jobRowFilter(scope)),
      scope.role === "crew" ? repo.closedHours(week, [scope.workerId], null) : repo.closedHours(week, [...scope.workerIds], projectIds),
    ]);
    return { jobsToday, hoursThisWeek: Math.round(Number(hours) * 10) / 10, weekStart: week.startKey };
  }

  return {
    async dashboard(caller: ScopeCaller): Promise<DashboardStats> {
      const at = now();
      const scope = await scopes.of(caller);
      const rows = await repo.projectFigures(projectFilter(scope));
      const summary = summarizeProjects(rows);
      const figures: DashboardStats = {
        activeProjects: summary.active,
        completedThisMonth: countCompletedInMonth(rows, at, timeZone),
        statusCounts: summary.statusCounts,
        totalProjects: summary.total,
        averageProgress: summary.averageProgress,
      };
      return scope.kind === "everything" ? figures : { ...figures, own: await ownFigures(scope, at) };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
