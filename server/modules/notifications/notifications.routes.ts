// HTTP for the header bell.
import { Router } from "express";
import { notificationsApi } from "@shared/api/notifications";
import { mount } from "../../lib/endpoint-router";
import type { NotificationsService } from "./notifications.service";

export function createNotificationsRouter(notifications: NotificationsService) {
  const router = Router();
  mount(router, notificationsApi.feed, ({ user }) => notifications.forUser(user));
  return router;
}
