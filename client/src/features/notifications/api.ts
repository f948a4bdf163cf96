// The header's notification feed: GET /api/notifications -> { count, items }.
import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";

export type NotificationItem = {
  id: string | number;
  kind: string;
  title: string;
  detail: string | null;
  href: string | null;
};

export type NotificationFeed = { count: number; items: NotificationItem[] };

export const notificationQueries = {
  feed: () => queryOptions<NotificationFeed>({ queryKey: [...queryKeys.notifications] }),
};
