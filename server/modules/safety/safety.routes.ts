// HTTP for safety checklists: list, create from a template, read, notes, tick or reopen an item, delete, and the counters.
import { Router } from "express";
import { safetyApi } from "@shared/api/safety";
import { mount } from "../../lib/endpoint-router";
import type { SafetyService } from "./safety.service";

export function createSafetyRouter(safety: SafetyService) {
  const router = Router();
  const api = safetyApi;

  mount(router, api.list, ({ query }) => safety.list(query));
  mount(router, api.create, ({ body, user }) => safety.create(body, user.id));
  mount(router, api.summary, () => safety.summary());
  mount(router, api.get, ({ params }) => safety.get(params.id));
  mount(router, api.setNotes, ({ params, body }) => safety.updateNotes(params.id, body));
  mount(router, api.updateItem, ({ params, body, user }) => safety.updateItem(params.id, params.itemId, body, user.id));
  // The service allows the checklist's creator or an administrator: a site record is not anyone's to erase.
  mount(router, api.remove, ({ params, user }) => safety.remove(params.id, user));

  return router;
}
