// HTTP for the demo company's removal from the admin dashboard, admins only.
import { Router } from "express";
import { requireAdmin } from "../auth/require-user";
import type { DemoDataService } from "./demo-data.service";

export function createDemoDataRouter(demoData: DemoDataService) {
  const router = Router();

  router.get("/api/admin/demo-data", requireAdmin, async (_req, res) => {
    res.json(await demoData.status());
  });

  router.delete("/api/admin/demo-data", requireAdmin, async (req, res) => {
    res.json(await demoData.remove(req.user!.id));
  });

  return router;
}
