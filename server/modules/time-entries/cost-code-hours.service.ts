// A project's hours and labour cost per cost code (issue 15), for the office's project page: its entries' own
// hoursWorked and totalPay summed per code, so the card agrees with the timesheet and payroll.
import type { CostCodeHoursLine } from "@shared/api/cost-code-hours";
import { PROJECT_NOT_FOUND_MESSAGE } from "@shared/api/constants";
import { AppError } from "../../lib/errors";
import type { CostCodeHoursRepo } from "./cost-code-hours.repo";

export function createCostCodeHoursService(repo: CostCodeHoursRepo) {
  return {
    async forProject(projectId: number): Promise<CostCodeHoursLine[]> {
      const [exists, lines] = await Promise.all([repo.projectExists(projectId), repo.linesOf(projectId)]);
      if (!exists) throw new AppError("not_found", PROJECT_NOT_FOUND_MESSAGE);
      return lines.map((line) => ({ ...line, hours: Math.round(Number(line.hours) * 100) / 100 }));
    },
  };
}

export type CostCodeHoursService = ReturnType<typeof createCostCodeHoursService>;
