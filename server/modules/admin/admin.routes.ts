// HTTP for the admin dashboard: registration requests and user accounts, admins only.
import { Router } from "express";
import { adminApi } from "@shared/api/admin";
import { mount } from "../../lib/endpoint-router";
import type { AdminService } from "./admin.service";

export function createAdminRouter(admin: AdminService) {
  const router = Router();
  mount(router, adminApi.registrations, () => admin.listRegistrations());
  mount(router, adminApi.decideRegistration, ({ params, body, user }) => admin.decideRegistration(params.id, body, user.id));
  mount(router, adminApi.users, () => admin.listUsers());
  mount(router, adminApi.changeUser, ({ params, body, user }) => admin.changeUser(params.id, body, user.id));
  mount(router, adminApi.userChanges, ({ params }) => admin.userChanges(params.id));
  return router;
}
