// HTTP for crew punches (shared/api/crew-punches.ts): the Idempotency-Key is read by mount, the work is the service's.
import { Router } from "express";
import { crewPunchesApi as api } from "@shared/api/crew-punches";
import { mount } from "../../lib/endpoint-router";
import type { CrewPunchesService } from "./crew-punches.service";

export function createCrewPunchesRouter(crewPunches: CrewPunchesService) {
  const router = Router();
  mount(router, api.crewClockIn, ({ body, user, idempotency, tapAgeMs }) => crewPunches.crewClockIn(body, user, idempotency, tapAgeMs));
  mount(router, api.crewClockOut, ({ body, user, idempotency, tapAgeMs }) => crewPunches.crewClockOut(body, user, idempotency, tapAgeMs));
  return router;
}
