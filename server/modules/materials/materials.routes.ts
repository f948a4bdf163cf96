// HTTP for materials, their stock movements, and a project's material estimate vs actual use; the service narrows what
// a foreman reads and records to their own projects.
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
  mount(router, api.transactions, ({ params, query, user }) => materials.listTransactions(user, params.id, query));
  mount(router, api.recordMovement, ({ params, body, user }) => materials.recordMovement(user, params.id, body));
  mount(router, api.projectEstimates, ({ params, user }) => materials.listProjectMaterials(user, params.id));
  mount(router, api.projectUsage, ({ params, user }) => materials.listProjectUsage(user, params.id));
  mount(router, api.saveEstimate, ({ params, body }) => materials.saveEstimate(params.id, params.materialId, body));

  return router;
}
