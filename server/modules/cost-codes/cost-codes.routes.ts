// HTTP for the company's cost codes, mounted from their contracts (shared/api/cost-codes.ts): the list, add, change.
import { Router } from "express";
import { costCodesApi } from "@shared/api/cost-codes";
import { mount } from "../../lib/endpoint-router";
import type { CostCodesService } from "./cost-codes.service";

export function createCostCodesRouter(costCodes: CostCodesService) {
  const router = Router();
  mount(router, costCodesApi.list, ({ query }) => costCodes.list(query));
  mount(router, costCodesApi.create, ({ body, user }) => costCodes.create(body, user.id));
  mount(router, costCodesApi.update, ({ params, body, user }) => costCodes.update(params.id, body, user.id));
  return router;
}
