// HTTP for crew actions (shared/api/crew-actions.ts): the Idempotency-Key is read by mount, the work is the service's.
import { Router } from "express";
import { crewActionsApi as api } from "@shared/api/crew-actions";
import { mount } from "../../lib/endpoint-router";
import type { CrewActionsService } from "./crew-actions.service";

export function createCrewActionsRouter(crewActions: CrewActionsService) {
  const router = Router();
  mount(router, api.crewBreak, ({ body, user, idempotency, tapAgeMs }) => crewActions.crewBreak(body, user, idempotency, tapAgeMs));
  mount(router, api.crewSwitch, ({ body, user, idempotency, tapAgeMs }) => crewActions.crewSwitch(body, user, idempotency, tapAgeMs));
  return router;
}
