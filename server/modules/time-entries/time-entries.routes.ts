// HTTP for time entries: lists, the open entry of a worker, clock-in/clock-out (with Idempotency-Key), admin corrections,
// and entries added or deleted by hand.
import { Router, type Request } from "express";
import {
  activeEntryQuerySchema,
  clockInSchema,
  clockOutSchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  manualTimeEntrySchema,
  timeEntryCorrectionSchema,
  timeEntryDeletionSchema,
  timeEntryListQuerySchema,
  timeEntrySummaryQuerySchema,
} from "@shared/api/time-clock";
import { requireAdmin, requireUser } from "../auth/require-user";
import { AppError } from "../../lib/errors";
import { parse, parseId } from "../../lib/validate";
import type { ManualEntriesService } from "./manual-entries.service";
import type { IdempotencyInput, PunchResult, TimeEntriesService } from "./time-entries.service";

function idempotencyOf(req: Request): IdempotencyInput | null {
  const key = req.get(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError("validation_failed", "The Idempotency-Key header must be 1 to 200 visible characters without spaces");
  }
  return { key, body: req.body };
}

function send(res: import("express").Response, result: PunchResult) {
  if (result.replayed) res.setHeader("Idempotent-Replayed", "true");
  res.status(result.status).json(result.body);
}

/** Who may add, correct and delete entries by hand; the roles issue widens this one guard for all three. */
const requireEntryCorrector = requireAdmin;

export function createTimeEntriesRouter(timeEntries: TimeEntriesService, manualEntries: ManualEntriesService) {
  const router = Router();

  router.get("/api/time-entries", requireUser, async (req, res) => {
    res.json(await timeEntries.list(parse(timeEntryListQuerySchema, req.query)));
  });

  // Before /:id, which would take 'summary' for an id.
  router.get("/api/time-entries/summary", requireUser, async (req, res) => {
    res.json(await timeEntries.summary(parse(timeEntrySummaryQuerySchema, req.query)));
  });

  router.get("/api/time-entries/active", requireUser, async (req, res) => {
    const { workerId } = parse(activeEntryQuerySchema, req.query);
    res.json(await timeEntries.activeForWorker(workerId));
  });

  router.get("/api/workers/:workerId/active-time", requireUser, async (req, res) => {
    res.json(await timeEntries.activeForWorker(parseId(req.params.workerId, "workerId")));
  });

  router.post("/api/time-entries/clock-in", requireUser, async (req, res) => {
    const idempotency = idempotencyOf(req);
    const input = parse(clockInSchema, req.body);
    send(res, await timeEntries.clockIn(input, { userId: req.user!.id }, idempotency));
  });

  router.post("/api/time-entries/clock-out", requireUser, async (req, res) => {
    const idempotency = idempotencyOf(req);
    const input = parse(clockOutSchema, req.body);
    send(res, await timeEntries.clockOut(input, { userId: req.user!.id }, idempotency));
  });

  router.get("/api/time-entries/:id", requireUser, async (req, res) => {
    res.json(await timeEntries.detail(parseId(req.params.id)));
  });

  router.post("/api/time-entries", requireEntryCorrector, async (req, res) => {
    const input = parse(manualTimeEntrySchema, req.body);
    res.status(201).json(await manualEntries.add(input, { userId: req.user!.id }));
  });

  router.patch("/api/time-entries/:id", requireEntryCorrector, async (req, res) => {
    const id = parseId(req.params.id);
    const correction = parse(timeEntryCorrectionSchema, req.body);
    res.json(await timeEntries.correct(id, correction, { userId: req.user!.id }));
  });

  router.delete("/api/time-entries/:id", requireEntryCorrector, async (req, res) => {
    const id = parseId(req.params.id);
    const input = parse(timeEntryDeletionSchema, req.body ?? {});
    res.json(await manualEntries.remove(id, input, { userId: req.user!.id }));
  });

  return router;
}
