// The header's notification feed: GET /api/notifications -> { count, items }.
import { notificationsApi } from "@shared/api/routes";
import { endpointQuery } from "@/lib/endpoint-client";

export type { NotificationItem } from "@shared/api/notifications";

export const notificationQueries = {
  feed: () => endpointQuery(notificationsApi.feed),
};
