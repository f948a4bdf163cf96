// The header's notification feed: GET /api/notifications -> { count, items }.
import { queryOptions } from "@tanstack/react-query";
import type { NotificationItem, NotificationsResponse } from "@shared/api/notifications";
import { queryKeys } from "@/lib/query-keys";

export type { NotificationItem };

export const notificationQueries = {
  feed: () => queryOptions<NotificationsResponse>({ queryKey: [...queryKeys.notifications] }),
};
