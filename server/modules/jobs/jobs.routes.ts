// HTTP for the schedule: list jobs (all, one day, or a range), create, edit, change status, delete (shared/api/jobs.ts).
import { Router } from "express";
import { jobsApi } from "@shared/api/jobs";
import { mount } from "../../lib/endpoint-router";
import type { JobsService } from "./jobs.service";

export function createJobsRouter(jobs: JobsService) {
  const router = Router();
  mount(router, jobsApi.list, ({ query, user }) => jobs.list(query, user));
  mount(router, jobsApi.create, ({ body }) => jobs.create(body));
  mount(router, jobsApi.update, ({ params, body }) => jobs.update(params.id, body));
  mount(router, jobsApi.setStatus, ({ params, body, user }) => jobs.setStatus(params.id, body.status, user));
  mount(router, jobsApi.remove, ({ params }) => jobs.remove(params.id));
  return router;
}
