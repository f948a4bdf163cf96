// HTTP for the demo company's removal from the admin dashboard, admins only.
import { Router } from "express";
import { demoDataApi } from "@shared/api/demo-data";
import { mount } from "../../lib/endpoint-router";
import type { DemoDataService } from "./demo-data.service";

export function createDemoDataRouter(demoData: DemoDataService) {
  const router = Router();
  mount(router, demoDataApi.status, () => demoData.status());
  mount(router, demoDataApi.remove, ({ user, query }) => demoData.remove(user.id, query.trialEntries ?? 0));
  return router;
}
