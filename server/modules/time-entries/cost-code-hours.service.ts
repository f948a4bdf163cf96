// Hours and labour cost per cost code (issue 15), for the office's project page and the timesheet's week: the entries'
// own hoursWorked and totalPay summed per code, so the cards agree with the timesheet and payroll.
import type { CostCodeHoursLine } from "@shared/api/cost-code-hours";
import type { TimeEntrySummaryQuery } from "@shared/api/time-clock";
import { PROJECT_NOT_FOUND_MESSAGE } from "@shared/api/constants";
import { dayRange } from "@shared/domain/work-week";
import { AppError } from "../../lib/errors";
import type { CostCodeHoursRepo } from "./cost-code-hours.repo";

type LineRow = Awaited<ReturnType<CostCodeHoursRepo["linesOf"]>>[number];
const toLine = (row: LineRow): CostCodeHoursLine => ({ ...row, hours: Math.round(Number(row.hours) * 100) / 100 });

export function createCostCodeHoursService(repo: CostCodeHoursRepo, options: { timeZone: string }) {
  return {
    async forProject(projectId: number): Promise<CostCodeHoursLine[]> {
      const [exists, lines] = await Promise.all([repo.projectExists(projectId), repo.linesOf({ projectId })]);
      if (!exists) throw new AppError("not_found", PROJECT_NOT_FOUND_MESSAGE);
      return lines.map(toLine);
    },

    /** The days as the Weekly Summary counts them: each entry on its clock-in day in the company's time zone. */
    async forDays(query: TimeEntrySummaryQuery): Promise<CostCodeHoursLine[]> {
      const clockedIn = { start: dayRange(query.from, options.timeZone).start, end: dayRange(query.to, options.timeZone).end };
      return (await repo.linesOf({ clockedIn })).map(toLine);
    },
  };
}

export type CostCodeHoursService = ReturnType<typeof createCostCodeHoursService>;
