// HTTP for the admin dashboard: registration requests and user accounts, admins only.
import { Router } from "express";
import { z } from "zod";
import { requireAdmin } from "../auth/require-user";
import { parse, parseId } from "../../lib/validate";
import type { AdminService } from "./admin.service";

export const decisionSchema = z
  .object({ status: z.enum(["approved", "rejected"], { error: "Status must be approved or rejected" }) })
  .strict();

export const userActionSchema = z
  .object({
    action: z.enum(["activate", "deactivate", "make-admin", "make-user"], {
      error: "Action must be activate, deactivate, make-admin or make-user",
    }),
  })
  .strict();

export function createAdminRouter(admin: AdminService) {
  const router = Router();

  router.get("/api/admin/registrations", requireAdmin, async (_req, res) => {
    res.json(await admin.listRegistrations());
  });

  router.patch("/api/admin/registrations/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id);
    const input = parse(decisionSchema, req.body);
    res.json(await admin.decideRegistration(id, input.status, req.user!.id));
  });

  router.get("/api/admin/users", requireAdmin, async (_req, res) => {
    res.json(await admin.listUsers());
  });

  router.patch("/api/admin/users/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id);
    const input = parse(userActionSchema, req.body);
    res.json(await admin.changeUser(id, input.action, req.user!.id));
  });

  return router;
}
