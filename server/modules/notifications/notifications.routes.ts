// HTTP for the header bell.
import { Router } from "express";
import { requireUser } from "../auth/require-user";
import type { NotificationsService } from "./notifications.service";

export function createNotificationsRouter(notifications: NotificationsService) {
  const router = Router();

  router.get("/api/notifications", requireUser, async (req, res) => {
    res.json(await notifications.forUser(req.user!));
  });

  return router;
}
