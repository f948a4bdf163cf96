// HTTP for safety checklists: list, create from a template, read, notes, tick or reopen an item, delete, and the counters.
import { Router } from "express";
import {
  checklistListQuerySchema,
  createChecklistSchema,
  updateChecklistItemSchema,
  updateChecklistSchema,
} from "@shared/api/safety";
import { requireUser } from "../auth/require-user";
import { parse, parseId } from "../../lib/validate";
import type { SafetyService } from "./safety.service";

export function createSafetyRouter(safety: SafetyService) {
  const router = Router();

  router.get("/api/safety/checklists", requireUser, async (req, res) => {
    const filter = parse(checklistListQuerySchema, req.query);
    res.json(await safety.list(filter));
  });

  router.post("/api/safety/checklists", requireUser, async (req, res) => {
    const input = parse(createChecklistSchema, req.body);
    res.status(201).json(await safety.create(input, req.user!.id));
  });

  router.get("/api/safety/summary", requireUser, async (_req, res) => {
    res.json(await safety.summary());
  });

  router.get("/api/safety/checklists/:id", requireUser, async (req, res) => {
    res.json(await safety.get(parseId(req.params.id)));
  });

  router.patch("/api/safety/checklists/:id", requireUser, async (req, res) => {
    const id = parseId(req.params.id);
    const input = parse(updateChecklistSchema, req.body);
    res.json(await safety.updateNotes(id, input));
  });

  router.patch("/api/safety/checklists/:id/items/:itemId", requireUser, async (req, res) => {
    const checklistId = parseId(req.params.id);
    const itemId = parseId(req.params.itemId, "itemId");
    const input = parse(updateChecklistItemSchema, req.body);
    res.json(await safety.updateItem(checklistId, itemId, input, req.user!.id));
  });

  // The service allows the checklist's creator or an administrator: a site record is not anyone's to erase.
  router.delete("/api/safety/checklists/:id", requireUser, async (req, res) => {
    await safety.remove(parseId(req.params.id), req.user!);
    res.status(204).end();
  });

  return router;
}
