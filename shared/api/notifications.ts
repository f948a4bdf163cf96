// The header bell: GET /api/notifications answers with what needs someone's attention, each linked to where it is resolved.

export const NOTIFICATION_KINDS = ["low_stock", "open_entry", "registration", "sign_in_locked"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationItem {
  /** Stable across reads ('low-stock:12', 'open-entry:40', 'registration:7', 'sign-in-locked:3'), usable as a React key or to mark as seen. */
  id: string;
  kind: NotificationKind;
  title: string;
  detail: string;
  /** The client route that resolves it: '/materials', '/timesheet' or '/admin'. */
  href: string;
  /** When the condition started (last stock change, clock-in, registration, lock); ISO 8601. */
  createdAt: string;
}

export interface NotificationsResponse {
  /** The badge number: items.length. */
  count: number;
  /** Newest first. */
  items: NotificationItem[];
}
