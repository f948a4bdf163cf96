// HTTP for materials, their stock movements, and a project's material estimate vs actual use.
import { Router } from "express";
import { materialsApi } from "@shared/api/materials";
import { mount } from "../../lib/endpoint-router";
import type { MaterialsService } from "./materials.service";

export function createMaterialsRouter(materials: MaterialsService) {
  const router = Router();
  const api = materialsApi;

  mount(router, api.list, () => materials.list());
  mount(router, api.create, ({ body, user }) => materials.create(body, user.id));
  mount(router, api.get, ({ params }) => materials.get(params.id));
  mount(router, api.update, ({ params, body }) => materials.update(params.id, body));
  mount(router, api.remove, ({ params }) => materials.remove(params.id));
  mount(router, api.transactions, ({ params, query }) => materials.listTransactions(params.id, query));
  mount(router, api.recordMovement, ({ params, body, user }) => materials.recordMovement(params.id, body, user.id));
  mount(router, api.projectEstimates, ({ params }) => materials.listProjectMaterials(params.id));
  mount(router, api.projectUsage, ({ params }) => materials.listProjectUsage(params.id));
  mount(router, api.saveEstimate, ({ params, body }) => materials.saveEstimate(params.id, params.materialId, body));

  return router;
}
