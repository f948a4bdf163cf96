// HTTP for correction requests: asked by crew, foremen or the office; decided by the office.
import { Router } from "express";
import { correctionRequestsApi } from "@shared/api/correction-requests";
import { mount } from "../../lib/endpoint-router";
import { deciderOf } from "../time-entries/entry-decision";
import type { CorrectionRequestsService } from "./correction-requests.service";

export function createCorrectionRequestsRouter(requests: CorrectionRequestsService) {
  const router = Router();
  mount(router, correctionRequestsApi.create, ({ params, body, user }) => requests.create(params.id, body, user));
  mount(router, correctionRequestsApi.forEntry, ({ params, user }) => requests.forEntry(params.id, user));
  mount(router, correctionRequestsApi.list, ({ query, user }) => requests.list(query.status, user));
  mount(router, correctionRequestsApi.decide, ({ params, body, user }) => requests.decide(params.id, body, deciderOf(user)));
  return router;
}
