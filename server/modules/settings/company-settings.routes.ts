// HTTP for the Company settings (shared/api/company-settings.ts) and the history of every settings change.
import { Router } from "express";
import { companySettingsApi as api } from "@shared/api/company-settings";
import { mount } from "../../lib/endpoint-router";
import type { CompanySettingsService } from "./company-settings.service";

export function createCompanySettingsRouter(settings: CompanySettingsService) {
  const router = Router();
  mount(router, api.get, () => settings.get());
  mount(router, api.put, ({ body, user }) => settings.put(body, user.id));
  mount(router, api.changes, ({ query }) => settings.changes(query));
  mount(router, api.clock, () => settings.clock());
  return router;
}
