// HTTP for injury records, mounted from their contracts (shared/api/incidents.ts): the list, a report by hand, review.
import { Router } from "express";
import { incidentsApi } from "@shared/api/incidents";
import { mount } from "../../lib/endpoint-router";
import type { IncidentsService } from "./incidents.service";

export function createIncidentsRouter(incidents: IncidentsService) {
  const router = Router();
  mount(router, incidentsApi.list, ({ query }) => incidents.list(query));
  mount(router, incidentsApi.report, ({ body, user }) => incidents.report(body, user.id));
  mount(router, incidentsApi.review, ({ params, body, user }) => incidents.review(params.id, body, user.id));
  return router;
}
