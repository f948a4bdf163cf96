// HTTP for hours per cost code (costCodeHoursApi: a project's, and some days'), issue 15's report of the entries.
import { Router } from "express";
import { costCodeHoursApi } from "@shared/api/cost-code-hours";
import { mount } from "../../lib/endpoint-router";
import type { CostCodeHoursService } from "./cost-code-hours.service";

export function createCostCodeHoursRouter(costCodeHours: CostCodeHoursService) {
  const router = Router();
  mount(router, costCodeHoursApi.project, ({ params }) => costCodeHours.forProject(params.id));
  mount(router, costCodeHoursApi.days, ({ query }) => costCodeHours.forDays(query));
  return router;
}
