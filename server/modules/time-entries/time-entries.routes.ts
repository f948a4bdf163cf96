// HTTP for time entries, mounted from their contracts (shared/api/time-entries.ts): lists, the open entry of a worker,
// the punches (their Idempotency-Key read by mount, run by the punches service), admin corrections, and entries added
// or deleted by hand.
import { Router, type RequestHandler } from "express";
import { timeEntriesApi as api } from "@shared/api/time-entries";
import { mount } from "../../lib/endpoint-router";
import type { ManualEntriesService } from "./manual-entries.service";
import type { PunchesService } from "./punches.service";
import type { TimeEntriesService } from "./time-entries.service";

// A DELETE may come without a body; its reason is then missing, which the schema says in its own words.
const bodyOrEmpty: RequestHandler = (req, _res, next) => {
  req.body ??= {};
  next();
};

export function createTimeEntriesRouter(timeEntries: TimeEntriesService, punches: PunchesService, manualEntries: ManualEntriesService) {
  const router = Router();
  mount(router, api.list, ({ query }) => timeEntries.list(query));
  mount(router, api.summary, ({ query }) => timeEntries.summary(query));
  mount(router, api.active, ({ query }) => timeEntries.activeForWorker(query.workerId));
  mount(router, api.workerActive, ({ params }) => timeEntries.activeForWorker(params.workerId));
  mount(router, api.clockIn, ({ body, user, idempotency }) => punches.clockIn(body, { userId: user.id }, idempotency));
  mount(router, api.clockOut, ({ body, user, idempotency }) => punches.clockOut(body, { userId: user.id }, idempotency));
  mount(router, api.detail, ({ params }) => timeEntries.detail(params.id));
  // Adding, correcting and deleting entries is for those the contracts allow (administrators); the roles issue widens
  // the three contracts' access together.
  mount(router, api.add, ({ body, user }) => manualEntries.add(body, { userId: user.id }));
  mount(router, api.correct, ({ params, body, user }) => timeEntries.correct(params.id, body, { userId: user.id }));
  mount(router, api.remove, ({ params, body, user }) => manualEntries.remove(params.id, body, { userId: user.id }), { before: [bodyOrEmpty] });
  return router;
}
