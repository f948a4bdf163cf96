// HTTP for time entries, mounted from their contracts (shared/api/time-entries.ts): lists, the open entry of a worker,
// admin corrections, and entries added or deleted by hand; and a project's recent entries (projectsApi.timeEntries).
// The services scope each read to the caller. The punches are the time clock's (time-clock/punches.routes.ts).
import { Router, type RequestHandler } from "express";
import { projectsApi } from "@shared/api/projects";
import { kiosksApi } from "@shared/api/kiosks";
import { timeEntriesApi as api } from "@shared/api/time-entries";
import { mount } from "../../lib/endpoint-router";
import { deciderOf } from "./entry-decision";
import type { ManualEntriesService } from "./manual-entries.service";
import type { TimeEntriesService } from "./time-entries.service";

// A DELETE may come without a body; its reason is then missing, which the schema says in its own words.
const bodyOrEmpty: RequestHandler = (req, _res, next) => {
  req.body ??= {};
  next();
};

/** A project's page lists this many of its newest entries unless it asks for another number. */
const RECENT_PROJECT_ENTRIES = 5;

export function createTimeEntriesRouter(timeEntries: TimeEntriesService, manualEntries: ManualEntriesService) {
  const router = Router();
  mount(router, api.list, ({ query, user }) => timeEntries.list(query, user));
  mount(router, api.summary, ({ query, user }) => timeEntries.summary(query, user));
  mount(router, api.active, ({ query, user }) => timeEntries.activeForWorker(query.workerId, user));
  mount(router, api.workerActive, ({ params, user }) => timeEntries.activeForWorker(params.workerId, user));
  mount(router, api.detail, ({ params, user }) => timeEntries.detail(params.id, user));
  // Adding, correcting and deleting entries is for the office and admins (issue 26 item 7: the three contracts' access
  // together), each under the one rule of who may decide on an entry (deciderOf: never their own worker's).
  mount(router, api.add, ({ body, user }) => manualEntries.add(body, deciderOf(user)));
  mount(router, api.correct, ({ params, body, user }) => timeEntries.correct(params.id, body, deciderOf(user)));
  mount(router, kiosksApi.verify, ({ params, user }) => timeEntries.verify(params.id, deciderOf(user)));
  mount(router, api.remove, ({ params, body, user }) => manualEntries.remove(params.id, body, deciderOf(user)), { before: [bodyOrEmpty] });
  mount(router, projectsApi.timeEntries, ({ params, query, user }) =>
    timeEntries.forProject(params.id, query.limit ?? RECENT_PROJECT_ENTRIES, user),
  );
  return router;
}
