// HTTP for a single punch (timeEntriesApi.clockIn / clockOut) and a break of one entry (breaksApi.takeBreak), mounted
// from their contracts: the Idempotency-Key read by mount, the work done by the punches service, scoped to the caller.
import { Router } from "express";
import { timeEntriesApi as api } from "@shared/api/time-entries";
import { breaksApi } from "@shared/api/breaks";
import { mount } from "../../lib/endpoint-router";
import type { PunchesService } from "./punches.service";

export function createPunchesRouter(punches: PunchesService) {
  const router = Router();
  mount(router, api.clockIn, ({ body, user, idempotency, tapAgeMs }) => punches.clockIn(body, user, idempotency, tapAgeMs));
  mount(router, api.clockOut, ({ body, user, idempotency, tapAgeMs }) => punches.clockOut(body, user, idempotency, tapAgeMs));
  mount(router, breaksApi.takeBreak, ({ params, body, user, idempotency, tapAgeMs }) => punches.takeBreak(params.id, body, user, idempotency, tapAgeMs));
  return router;
}
