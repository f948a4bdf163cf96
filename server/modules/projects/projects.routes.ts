// HTTP for projects: list, create, detail, edit, delete, progress with history, the team and recent time entries.
import { Router } from "express";
import { insertProjectSchema, updateProjectSchema } from "@shared/schema";
import {
  progressUpdateSchema,
  projectTimeEntriesQuerySchema,
  teamAddSchema,
  teamReplaceSchema,
} from "@shared/api/projects";
import { REQUIRED_FIELDS_MESSAGE, REQUIRED_PROJECT_FIELDS } from "@shared/api/constants";
import { requireAdmin, requireUser } from "../auth/require-user";
import { AppError } from "../../lib/errors";
import { parse, parseId } from "../../lib/validate";
import type { ProjectsService } from "./projects.service";

const RECENT_TIME_ENTRIES = 5;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * The Add Project form's message (SPEC 5/8) when a required field is missing; the field messages stay per field.
 * Other failures (a bad date, an unknown field) keep their own message.
 */
function parseNewProject(body: unknown) {
  try {
    return parse(insertProjectSchema, body);
  } catch (error) {
    const missing = body && typeof body === "object" && REQUIRED_PROJECT_FIELDS.some((f) => isBlank((body as Record<string, unknown>)[f]));
    if (error instanceof AppError && missing) throw new AppError("validation_failed", REQUIRED_FIELDS_MESSAGE, error.fieldErrors);
    throw error;
  }
}

export function createProjectsRouter(projects: ProjectsService) {
  const router = Router();

  router.get("/api/projects", requireUser, async (_req, res) => {
    res.json(await projects.list());
  });

  router.post("/api/projects", requireUser, async (req, res) => {
    res.status(201).json(await projects.create(parseNewProject(req.body)));
  });

  router.get("/api/projects/:id", requireUser, async (req, res) => {
    res.json(await projects.get(parseId(req.params.id)));
  });

  router.patch("/api/projects/:id", requireUser, async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await projects.update(id, parse(updateProjectSchema, req.body), req.user!.id));
  });

  // Admins only: the cascade also erases the project's jobs, photos, checklists and stock movements.
  router.delete("/api/projects/:id", requireAdmin, async (req, res) => {
    await projects.remove(parseId(req.params.id));
    res.status(204).end();
  });

  router.patch("/api/projects/:projectId/progress", requireUser, async (req, res) => {
    const id = parseId(req.params.projectId, "projectId");
    const input = parse(progressUpdateSchema, req.body);
    res.json(await projects.setProgress(id, input.progress, input.notes, req.user!.id));
  });

  router.get("/api/projects/:id/progress-updates", requireUser, async (req, res) => {
    res.json(await projects.listProgressUpdates(parseId(req.params.id)));
  });

  router.get("/api/projects/:id/workers", requireUser, async (req, res) => {
    res.json(await projects.listTeam(parseId(req.params.id)));
  });

  router.put("/api/projects/:id/workers", requireUser, async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await projects.replaceTeam(id, parse(teamReplaceSchema, req.body).workerIds));
  });

  router.post("/api/projects/:id/workers", requireUser, async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await projects.addWorker(id, parse(teamAddSchema, req.body).workerId));
  });

  router.delete("/api/projects/:id/workers/:workerId", requireUser, async (req, res) => {
    await projects.removeWorker(parseId(req.params.id), parseId(req.params.workerId, "workerId"));
    res.status(204).end();
  });

  router.get("/api/projects/:id/time-entries", requireUser, async (req, res) => {
    const id = parseId(req.params.id);
    const query = parse(projectTimeEntriesQuerySchema, req.query);
    res.json(await projects.listTimeEntries(id, query.limit ?? RECENT_TIME_ENTRIES));
  });

  return router;
}
