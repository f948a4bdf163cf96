// HTTP for the worker roster (SPEC 7 Workers); any signed-in, active user may manage workers (SPEC 6); the history of
// rate and active changes, with who made them, is for administrators.
import { Router } from "express";
import type { ZodType } from "zod";
import { REQUIRED_FIELDS_MESSAGE } from "@shared/api/constants";
import { createWorkerSchema, updateWorkerSchema, workerStatusSchema } from "@shared/schema";
import { requireAdmin, requireUser } from "../../auth/require-user";
import { AppError } from "../../lib/errors";
import { parse, parseId, zodFieldErrors } from "../../lib/validate";
import type { WorkersService } from "./workers.service";

const REQUIRED_FIELDS = ["name", "role", "category"];

/** The spec's one message when name, role or category is missing or blank; other problems keep their own message. */
function parseWorker<T extends ZodType>(schema: T, body: unknown) {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const missing = result.error.issues.some((issue) => {
    const field = String(issue.path[0]);
    return REQUIRED_FIELDS.includes(field) && (issue.code === "too_small" || fields[field] === undefined || fields[field] === null);
  });
  if (missing) throw new AppError("validation_failed", REQUIRED_FIELDS_MESSAGE, zodFieldErrors(result.error));
  return parse(schema, body);
}

export function createWorkersRouter(workers: WorkersService) {
  const router = Router();

  router.get("/api/workers", requireUser, async (_req, res) => {
    res.json(await workers.list());
  });

  router.get("/api/workers/:id", requireUser, async (req, res) => {
    res.json(await workers.get(parseId(req.params.id)));
  });

  router.post("/api/workers", requireUser, async (req, res) => {
    res.status(201).json(await workers.create(parseWorker(createWorkerSchema, req.body), { userId: req.user!.id }));
  });

  router.patch("/api/workers/:id", requireUser, async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await workers.update(id, parseWorker(updateWorkerSchema, req.body), { userId: req.user!.id }));
  });

  router.patch("/api/workers/:id/status", requireUser, async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await workers.update(id, parse(workerStatusSchema, req.body), { userId: req.user!.id }));
  });

  router.get("/api/workers/:id/changes", requireAdmin, async (req, res) => {
    res.json(await workers.changes(parseId(req.params.id)));
  });

  return router;
}
