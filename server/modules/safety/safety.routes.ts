// HTTP for safety checklists: list, create from a template, read, notes, tick or reopen an item, delete, and the counters.
import { Router } from "express";
import { safetyApi } from "@shared/api/safety";
import { mount } from "../../lib/endpoint-router";
import type { SafetyService } from "./safety.service";

export function createSafetyRouter(safety: SafetyService) {
  const router = Router();
  const api = safetyApi;

  mount(router, api.list, ({ query, user }) => safety.list(query, user));
  mount(router, api.create, ({ body, user }) => safety.create(body, user));
  mount(router, api.summary, ({ user }) => safety.summary(user));
  mount(router, api.get, ({ params, user }) => safety.get(params.id, user));
  mount(router, api.setNotes, ({ params, body, user }) => safety.updateNotes(params.id, body, user));
  mount(router, api.updateItem, ({ params, body, user }) => safety.updateItem(params.id, params.itemId, body, user));
  // The service allows the checklist's creator or an administrator: a site record is not anyone's to erase.
  mount(router, api.remove, ({ params, user }) => safety.remove(params.id, user));

  return router;
}
