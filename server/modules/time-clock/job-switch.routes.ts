// HTTP for switching job mid-shift (timeEntriesApi.switchJob: its Idempotency-Key read by mount, the work done by the
// job switch service).
import { Router } from "express";
import { timeEntriesApi as api } from "@shared/api/time-entries";
import { mount } from "../../lib/endpoint-router";
import type { JobSwitchService } from "./job-switch.service";

export function createJobSwitchRouter(jobSwitch: JobSwitchService) {
  const router = Router();
  mount(router, api.switchJob, ({ body, user, idempotency, tapAgeMs }) => jobSwitch.switchJob(body, user, idempotency, tapAgeMs));
  return router;
}
