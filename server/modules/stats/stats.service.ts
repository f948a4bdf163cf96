// Dashboard stats (SPEC 3): active projects, completed this month in the company's zone, and counts per status; for
// crew and foremen the same figures over their own projects, plus their day's jobs and week's hours (`own`). The office's
// labour card: who is on the clock now and the company's hours this week, open entries counted to now. No money.
import type { Served } from "@shared/api/contract";
import type { DashboardStats, LabourGlance, OwnFigures } from "@shared/api/stats";
import { openEntryMinutesAt } from "@shared/domain/breaks";
import { countCompletedInMonth, summarizeProjects } from "@shared/domain/project-summary";
import { containsInstant, dayKey, weekRange } from "@shared/domain/work-week";
import { projectFilter, type Scope, type ScopeCaller, type ScopeService } from "../scope/scope.service";
import { jobRowFilter } from "../jobs/job-scope.repo";
import type { StatsRepo } from "./stats.repo";

export interface StatsServiceOptions {
  timeZone: string;
  now?: () => Date;
  scopes: ScopeService;
}

/** The dashboard's hours are shown to one decimal. */
const toTenths = (hours: number) => Math.round(hours * 10) / 10;

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
    return { jobsToday, hoursThisWeek: toTenths(Number(hours)), weekStart: week.startKey };
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

    /** Office and admins (the contract's access): the whole company's open entries and this week's hours so far. */
    async labour(): Promise<Served<LabourGlance>> {
      const at = now();
      const week = weekRange(dayKey(at, timeZone), timeZone);
      const [open, closedHours] = await Promise.all([repo.openEntries(), repo.closedHours(week, null, null)]);
      // An open entry counts on its clock-in day, as a closed one does: one left open since last week is not this week's.
      const openMinutes = open
        .filter((e) => containsInstant(week, e.clockInTime))
        .reduce((sum, e) => {
          const running = e.breakStartedAt && e.breakPaid !== null ? { startedAt: e.breakStartedAt, endedAt: null, paid: e.breakPaid } : null;
          return sum + openEntryMinutesAt({ clockInTime: e.clockInTime, breakMinutes: e.breakMinutes, breaks: running ? [running] : [] }, at);
        }, 0);
      return {
        onTheClock: open.map((e) => ({
          entryId: e.entryId,
          workerId: e.workerId,
          workerName: e.workerName,
          projectId: e.projectId,
          projectName: e.projectName,
          clockInTime: e.clockInTime,
          onBreak: e.breakStartedAt !== null,
        })),
        hoursThisWeek: toTenths(Number(closedHours) + openMinutes / 60),
        weekStart: week.startKey,
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
