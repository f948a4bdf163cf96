// HTTP for the worker roster (SPEC 7 Workers); any signed-in, active user may manage workers (SPEC 6); the history of
// rate and active changes, with who made them, is for administrators, and so are the roster's lifecycle: deleting,
// archiving and importing a CSV roster (they remove people from pickers or add a hundred at once).
import express, { Router, type Request } from "express";
import type { ZodType } from "zod";
import { REQUIRED_FIELDS_MESSAGE } from "@shared/api/constants";
import { createWorkerSchema, updateWorkerSchema, workerStatusSchema } from "@shared/schema";
import { workerArchiveSchema, workerListQuerySchema } from "@shared/api/workers";
import { rosterImportBodySchema } from "@shared/api/worker-import";
import { requireAdmin, requireUser } from "../auth/require-user";
import { AppError } from "../../lib/errors";
import { parse, parseId, zodFieldErrors } from "../../lib/validate";
import type { WorkersService } from "./workers.service";

const REQUIRED_FIELDS = ["name", "role", "category"];

/**
 * A roster CSV (up to 512 KiB of text, ROSTER_IMPORT_MAX_CHARS) sent as JSON may exceed the global 100 kb body
 * limit: app.ts skips its parser for these two routes and they parse with this one.
 */
export const ROSTER_IMPORT_BODY_LIMIT = "700kb";
const rosterImportBodyParser = express.json({ limit: ROSTER_IMPORT_BODY_LIMIT, strict: true });
const ROSTER_IMPORT_PATH = /^\/api\/workers\/import(\/preview)?\/?$/;

/** True for POST /api/workers/import and /api/workers/import/preview. */
export function isRosterImport(req: Request): boolean {
  return req.method === "POST" && ROSTER_IMPORT_PATH.test(req.originalUrl.split("?")[0]);
}

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

  router.get("/api/workers", requireUser, async (req, res) => {
    const query = parse(workerListQuerySchema, req.query);
    res.json(await workers.list({ archived: query.archived === "true" }));
  });

  router.post("/api/workers/import/preview", requireAdmin, rosterImportBodyParser, async (req, res) => {
    res.json(await workers.previewImport(parse(rosterImportBodySchema, req.body).csv));
  });

  router.post("/api/workers/import", requireAdmin, rosterImportBodyParser, async (req, res) => {
    res.status(201).json(await workers.importRoster(parse(rosterImportBodySchema, req.body).csv, { userId: req.user!.id }));
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

  router.patch("/api/workers/:id/archived", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await workers.setArchived(id, parse(workerArchiveSchema, req.body).archived, { userId: req.user!.id }));
  });

  router.delete("/api/workers/:id", requireAdmin, async (req, res) => {
    await workers.remove(parseId(req.params.id));
    res.status(204).end();
  });

  router.get("/api/workers/:id/changes", requireAdmin, async (req, res) => {
    res.json(await workers.changes(parseId(req.params.id)));
  });

  return router;
}
