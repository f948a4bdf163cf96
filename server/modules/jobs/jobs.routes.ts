// HTTP for the schedule: list jobs (all, one day, or a range), create, edit, change status, delete.
import { Router } from "express";
import { createJobSchema, jobListQuerySchema, jobStatusSchema, patchJobSchema } from "@shared/api/jobs";
import { requireUser } from "../auth/require-user";
import { parse, parseId } from "../../lib/validate";
import type { JobsService } from "./jobs.service";

export function createJobsRouter(jobs: JobsService) {
  const router = Router();

  router.get("/api/jobs", requireUser, async (req, res) => {
    res.json(await jobs.list(parse(jobListQuerySchema, req.query)));
  });

  router.post("/api/jobs", requireUser, async (req, res) => {
    res.status(201).json(await jobs.create(parse(createJobSchema, req.body)));
  });

  router.patch("/api/jobs/:id", requireUser, async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await jobs.update(id, parse(patchJobSchema, req.body)));
  });

  router.patch("/api/jobs/:id/status", requireUser, async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await jobs.setStatus(id, parse(jobStatusSchema, req.body).status));
  });

  router.delete("/api/jobs/:id", requireUser, async (req, res) => {
    await jobs.remove(parseId(req.params.id));
    res.status(204).end();
  });

  return router;
}
