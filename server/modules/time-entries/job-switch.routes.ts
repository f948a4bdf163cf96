// HTTP for switching job mid-shift (timeEntriesApi.switchJob: its Idempotency-Key read by mount, the work done by the
// job switch service) and for hours per cost code (costCodeHoursApi: a project's, and some days'), the routes of issue 15 here.
import { Router } from "express";
import { costCodeHoursApi } from "@shared/api/cost-code-hours";
import { timeEntriesApi as api } from "@shared/api/time-entries";
import { mount } from "../../lib/endpoint-router";
import type { CostCodeHoursService } from "./cost-code-hours.service";
import type { JobSwitchService } from "./job-switch.service";

export function createJobSwitchRouter(jobSwitch: JobSwitchService, costCodeHours: CostCodeHoursService) {
  const router = Router();
  mount(router, api.switchJob, ({ body, user, idempotency }) => jobSwitch.switchJob(body, user, idempotency));
  mount(router, costCodeHoursApi.project, ({ params }) => costCodeHours.forProject(params.id));
  mount(router, costCodeHoursApi.days, ({ query }) => costCodeHours.forDays(query));
  return router;
}
